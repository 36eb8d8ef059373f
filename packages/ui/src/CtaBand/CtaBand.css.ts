import { style, styleVariants } from '@vanilla-extract/css';
import { backdropHost, backdropLayer } from '../theme/backdrop';
import { cardSurface } from '../Card/card-surface';
import { vars } from '../theme/contract.css';
import { renderWhenNear } from '../theme/render-when-near';
import { tint } from '../theme/tint';
import { media } from '../theme/tokens';

export const root = style({
  position: 'relative',
  paddingBlock: vars.layout.sectionGap,
  ...renderWhenNear('480px'),
});

/** The box of each variant, inside the page container. */
export const body = styleVariants({
  // A glowing card, everything centred: the closing offer of a page that has said a lot.
  panel: {
    ...backdropHost(),
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[5],
    textAlign: 'center',
    paddingBlock: 'clamp(3rem, 2rem + 4vw, 5.5rem)',
    paddingInline: 'clamp(1.25rem, 1rem + 4vw, 5rem)',
    ...cardSurface(),
    borderRadius: vars.radius.xl,
  },
  // Words on the left, the actions stacked on the right past a hairline; no card, the band's edge is a beam.
  split: {
    position: 'relative',
    display: 'grid',
    gap: vars.space[8],
    paddingTop: 'clamp(2rem, 1.5rem + 2vw, 3.5rem)',
    borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    '@media': {
      [media.md]: {
        gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)',
        alignItems: 'center',
        columnGap: 'clamp(2rem, 1rem + 4vw, 6rem)',
      },
    },
  },
  // One large editorial line, set like a statement, the actions after it as a single row.
  line: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space[6],
    maxWidth: '56rem',
  },
});

export const panelGlow = style({
  ...backdropLayer(),
  backgroundImage: [
    `radial-gradient(50% 80% at 50% 120%, ${tint(vars.color.brandViolet, 35)}, transparent 70%)`,
    `radial-gradient(30% 50% at 85% -10%, ${tint(vars.color.brandCyan, 16)}, transparent 70%)`,
  ].join(', '),
  '::before': {
    content: '""',
    position: 'absolute',
    insetInline: '15%',
    top: 0,
    height: '1px',
    backgroundImage: `linear-gradient(90deg in srgb, transparent, ${tint(vars.color.brandVioletLight, 80)}, ${tint(vars.color.brandCyan, 80)}, transparent)`,
  },
});

/** The split band's top edge lit from the start: the studio's beam arriving at the offer. */
export const splitBeam = style({
  position: 'absolute',
  insetInline: 0,
  top: '-1px',
  height: '1px',
  backgroundImage: `linear-gradient(90deg in srgb, transparent, ${tint(vars.color.brandVioletLight, 85)} 45%, ${vars.color.brandCyan} 70%, transparent 72%)`,
  pointerEvents: 'none',
});

export const splitWords = style({ position: 'relative', display: 'grid', gap: vars.space[4] });

/** The actions one under the other, each as wide as the column, past a hairline on wide screens. */
export const splitActions = style({
  display: 'grid',
  gap: vars.space[3],
  '@media': {
    [media.md]: {
      paddingInlineStart: 'clamp(2rem, 1rem + 4vw, 6rem)',
      borderInlineStart: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
      marginInlineStart: 'calc(-1 * clamp(2rem, 1rem + 4vw, 6rem))',
      paddingBlock: vars.space[4],
    },
  },
});

export const heading = styleVariants({
  panel: {},
  split: {},
  line: {
    fontSize: 'clamp(2.25rem, 1.4rem + 3.4vw, 4.25rem)',
    lineHeight: 1.05,
    letterSpacing: '-0.035em',
    textWrap: 'balance',
    maxWidth: '18ch',
  },
});

/** The editorial line's mark: a short gradient rule above it. */
export const lineRule = style({
  width: '3.5rem',
  height: vars.borderWidth.thick,
  backgroundImage: vars.color.accentGradient,
});

export const text = styleVariants({
  panel: { maxWidth: vars.layout.measure },
  split: { maxWidth: '38rem' },
  line: { maxWidth: '40rem' },
});

export const actions = styleVariants({
  panel: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space[3],
    marginTop: vars.space[3],
  },
  split: {},
  line: { display: 'flex', flexWrap: 'wrap', gap: vars.space[3], marginTop: vars.space[2] },
});
