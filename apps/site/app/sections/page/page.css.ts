import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

/** A list item with an accent check mark drawn in CSS. */
export const checkItem = style({
  position: 'relative',
  paddingInlineStart: '1.75rem',
  color: vars.color.textSecondary,
  lineHeight: 1.5,
  '::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: '0.18em',
    width: '1.125rem',
    height: '1.125rem',
    borderRadius: vars.radius.pill,
    backgroundColor: vars.color.accentSoft,
    border: `${vars.borderWidth.hairline} solid rgba(167, 139, 250, 0.35)`,
  },
  '::after': {
    content: '""',
    position: 'absolute',
    insetInlineStart: '0.4rem',
    top: 'calc(0.18em + 0.28rem)',
    width: '0.33rem',
    height: '0.52rem',
    borderRight: `1.5px solid ${vars.color.accentText}`,
    borderBottom: `1.5px solid ${vars.color.accentText}`,
    transform: 'rotate(45deg)',
  },
});

export const checkList = style({ display: 'grid', listStyle: 'none', minWidth: 0 });

export const checkListSize = styleVariants({
  default: { gap: vars.space[3], fontSize: vars.fontSize.md },
  compact: { gap: vars.space[2], fontSize: vars.fontSize.sm },
});

export const checkListColumns = styleVariants({
  1: {},
  2: {
    columnGap: vars.space[8],
    '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginTop: vars.space[3],
});

export const ctaPanel = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[5],
  paddingBlock: 'clamp(3rem, 2rem + 4vw, 5.5rem)',
  paddingInline: 'clamp(1.25rem, 1rem + 4vw, 5rem)',
  borderRadius: '24px',
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const ctaGlow = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
  backgroundImage: [
    'radial-gradient(50% 80% at 50% 120%, rgba(139, 92, 246, 0.35), transparent 70%)',
    'radial-gradient(30% 50% at 85% -10%, rgba(34, 211, 238, 0.16), transparent 70%)',
  ].join(', '),
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: '15%',
    top: 0,
    height: '1px',
    backgroundImage: 'linear-gradient(90deg, transparent, rgba(167, 139, 250, 0.8), rgba(34, 211, 238, 0.8), transparent)',
  },
});

export const ctaText = style({ maxWidth: '56ch' });

export const faqLayout = style({
  display: 'grid',
  gap: vars.space[10],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)', gap: vars.space[16], alignItems: 'start' },
  },
});

export const faqHead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': {
    [media.lg]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + 2rem)` },
  },
});

/** Small uppercase label above a list inside a card. */
export const listLabel = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  marginBottom: vars.space[3],
});

/** Chips for technologies and methods. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.875rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  backgroundColor: 'rgba(244, 245, 247, 0.04)',
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

// --- Numbered points -------------------------------------------------------------------------

export const pointGrid = style({
  display: 'grid',
  gap: vars.space[8],
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const point = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingTop: vars.space[5],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
  position: 'relative',
  '::before': {
    content: '""',
    position: 'absolute',
    top: '-1px',
    left: 0,
    width: '3rem',
    height: '2px',
    backgroundImage: vars.color.accentGradient,
  },
});

export const pointIndex = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});
