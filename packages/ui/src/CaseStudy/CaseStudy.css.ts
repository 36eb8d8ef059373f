import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { gradientText } from '../theme/gradient-text';
import { pillLink } from '../theme/link-styles';
import { renderWhenNear } from '../theme/render-when-near';
import { tint } from '../theme/tint';
import { media } from '../theme/tokens';
import { figures, overline } from '../Text/text-styles';

const hairline = `${vars.borderWidth.hairline} solid ${vars.color.border}`;

export const section = style({
  position: 'relative',
  paddingBlock: vars.layout.sectionGap,
  borderBlock: hairline,
  backgroundImage: `radial-gradient(80% 50% at 50% 0%, ${tint(vars.color.brandViolet, 10)}, transparent 70%)`,
  ...renderWhenNear('2400px'),
});

export const layout = style({
  display: 'grid',
  gap: `clamp(${vars.space[10]}, 1.5rem + 3vw, ${vars.space[20]})`,
});

export const header = style({
  display: 'grid',
  gap: vars.space[4],
  maxWidth: '48rem',
});

export const meta = style({
  ...overline(),
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
});
globalStyle(`${meta} > span + span::before`, {
  content: '"·"',
  marginInlineEnd: vars.space[3],
  color: vars.color.textMuted,
});

export const client = style({ color: vars.color.text });

export const title = style({ maxWidth: '20ch', textWrap: 'balance' });

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: '1.6',
  color: vars.color.textSecondary,
  maxWidth: '60ch',
});

const frame = {
  margin: 0,
  overflow: 'hidden',
  border: hairline,
  backgroundColor: vars.color.surface,
} as const;

/** The product's screens: the section's moment of scale, lit from below by the accent. */
export const visual = style({
  ...frame,
  borderRadius: `clamp(${vars.radius.md}, 0.5rem + 1vw, ${vars.radius.xl})`,
  boxShadow: `0 40px 120px -48px ${tint(vars.color.brandViolet, 45)}`,
});

export const label = style({ ...overline(), margin: `0 0 ${vars.space[4]}` });

export const outcomes = style({ display: 'grid' });

export const outcomeList = style({
  display: 'grid',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[8] },
  },
});

export const outcome = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[2],
  paddingTop: vars.space[5],
  borderTop: hairline,
});

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: `0 ${vars.space[2]}`,
  margin: 0,
});

export const value = style({
  ...figures('5xl'),
  ...gradientText(),
  lineHeight: '1',
  letterSpacing: '-0.03em',
});

export const unit = style({ ...figures('xl', vars.color.textSecondary), lineHeight: '1.2' });

export const outcomeLabel = style({
  margin: 0,
  color: vars.color.textSecondary,
  lineHeight: '1.5',
  maxWidth: '28ch',
});

export const story = style({
  display: 'grid',
  gap: `clamp(${vars.space[10]}, 1.5rem + 3vw, ${vars.space[16]})`,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', alignItems: 'start' },
  },
});

export const narrative = style({ display: 'grid', alignContent: 'start' });

export const problem = style({
  margin: `0 0 ${vars.space[10]}`,
  fontSize: vars.fontSize.lg,
  lineHeight: '1.6',
  color: vars.color.text,
  maxWidth: '62ch',
});

export const steps = style({
  display: 'grid',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  position: 'relative',
  paddingInlineStart: '3.25rem',
  lineHeight: '1.6',
  color: vars.color.textSecondary,
  maxWidth: '62ch',
  counterIncrement: 'step',
  selectors: {
    '&::before': {
      ...figures('sm', vars.color.accentText),
      content: 'counter(step, decimal-leading-zero)',
      position: 'absolute',
      insetInlineStart: 0,
      top: '0.1em',
      paddingTop: vars.space[1],
      width: '2.25rem',
      borderTop: `2px solid ${vars.color.accent}`,
    },
  },
});

export const aside = style({ display: 'grid', gap: vars.space[10] });

export const detail = style({
  ...frame,
  borderRadius: vars.radius.lg,
  maxWidth: '28rem',
});

export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space[6],
  borderInlineStart: `2px solid ${vars.color.brandViolet}`,
});

export const quoteText = style({
  margin: `0 0 ${vars.space[4]}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  lineHeight: '1.45',
  color: vars.color.text,
  textWrap: 'pretty',
});
globalStyle(`${quoteText} p`, { margin: 0 });

export const quoteCaption = style({
  display: 'grid',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const quoteAuthor = style({
  fontStyle: 'normal',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const credits = style({
  display: 'grid',
  gap: vars.space[10],
  paddingTop: vars.space[8],
  borderTop: hairline,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const team = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space[4]} ${vars.space[6]}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const personName = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const personRole = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const services = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const serviceLink = style(pillLink());
