import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

export const infoGrid = style({
  display: 'grid',
  gap: vars.space[4],
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/**
 * Four in a row on wide screens: the icon moves to the card's top corner so the text has the
 * card's full width (an e-mail address on one line) and the row stays short.
 */
export const infoCard = style({
  padding: vars.space[5],
  '@media': { [media.lg]: { position: 'relative', flexDirection: 'column' } },
});
globalStyle(`${infoCard} > span:first-child`, {
  '@media': {
    [media.lg]: {
      position: 'absolute',
      top: vars.space[3],
      right: vars.space[3],
      width: '2rem',
      height: '2rem',
      fontSize: '1rem',
    },
  },
});

/** The contact page's stat tiles: smaller figures and padding, each tile saying what its promise covers. */
export const compactStats = style({ gap: vars.space[4] });
globalStyle(`${compactStats} > li`, {
  padding: `${vars.space[4]} ${vars.space[5]}`,
  gap: vars.space[1],
});
globalStyle(`${compactStats} > li > p:first-child`, {
  fontSize: 'clamp(1.5rem, 1.1rem + 1.4vw, 2.25rem)',
  marginBottom: vars.space[1],
});

export const infoValue = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const infoLink = style({
  justifyContent: 'center',
  minHeight: '44px',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accentText, textDecoration: 'underline' } },
});

export const infoLine = style({ display: 'block', overflowWrap: 'anywhere' });

export const infoDescription = style({
  display: 'block',
  marginTop: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const formLayout = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)' } },
});

export const formCard = style({ gap: vars.space[8] });

export const formHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const consultation = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: `clamp(${vars.space[6]}, 1rem + 2vw, ${vars.space[10]})`,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [media.lg]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + 1.5rem)` } },
});

export const consultationGlow = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: [
    'radial-gradient(80% 60% at 100% 0%, rgba(34, 211, 238, 0.14), transparent 70%)',
    'radial-gradient(80% 60% at 0% 100%, rgba(139, 92, 246, 0.2), transparent 70%)',
  ].join(', '),
});

export const expectGrid = style({
  display: 'grid',
  gap: vars.space[8],
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const expectStep = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': {
    [media.lg]: {
      selectors: {
        // A hairline from this step's number to the next one.
        '&:not(:last-child)::after': {
          content: '""',
          position: 'absolute',
          top: '1.375rem',
          left: 'calc(2.75rem + 1rem)',
          right: '-1rem',
          height: '1px',
          backgroundImage: 'linear-gradient(90deg, rgba(167, 139, 250, 0.6), rgba(34, 211, 238, 0.15))',
        },
      },
    },
  },
});

export const expectNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  marginBottom: vars.space[2],
  borderRadius: '50%',
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.onAccent,
  backgroundImage: vars.color.accentGradient,
  boxShadow: '0 0 0 6px rgba(167, 139, 250, 0.12)',
});

export const helpCard = style({
  position: 'relative',
  gap: vars.space[3],
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover, &:focus-within': { borderColor: vars.color.accentText },
  },
});

export const helpLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // Stretches the link over its card: one tab stop, one link name (the area), a card-sized target.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** Which service page the card leads to; the arrow says it is a way on. */
export const helpService = style({
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
});
