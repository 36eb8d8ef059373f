import { style } from '@vanilla-extract/css';
import { media, vars } from '@agency/ui';

/** A grid cell whose card fills the row height. */
export const cell = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

// --- Process preview -------------------------------------------------------------------------

export const steps = style({
  display: 'grid',
  gap: vars.space[6],
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const stepCard = style({
  height: '100%',
  gap: vars.space[6],
});

export const stepNumber = style({ fontSize: 'clamp(3rem, 2.4rem + 2vw, 4rem)' });

export const stepText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const previewFooter = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[5],
  marginTop: vars.space[10],
  textAlign: 'center',
});

/**
 * The spec's exact caption keeps its hyphens, so it cannot carry a no-break character: balanced
 * lines break it mid-sentence on phones, never after the hyphen of '6-step'.
 */
export const caption = style({ textWrap: 'balance' });

export const pillars = style({
  marginTop: 'clamp(4rem, 3rem + 4vw, 6rem)',
  paddingTop: 'clamp(3rem, 2rem + 3vw, 4rem)',
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const pillar = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

export const principles = style({
  marginTop: 'clamp(3rem, 2rem + 3vw, 4rem)',
  display: 'grid',
  gap: vars.space[8],
  backgroundImage: 'linear-gradient(135deg, rgba(139, 92, 246, 0.08), transparent 55%)',
});

/** Heading and its one-line intro share the top row on wide screens; the four principles run below. */
export const principlesHead = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': {
    [media.lg]: {
      flexDirection: 'row',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: vars.space[10],
    },
  },
});

export const principlesIntro = style({ maxWidth: '44ch' });

export const principleList = style({
  display: 'grid',
  gap: vars.space[6],
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const principle = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingInlineStart: vars.space[4],
  borderInlineStart: `2px solid rgba(167, 139, 250, 0.45)`,
});

export const principleTitle = style({
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
});

// --- Testimonials ----------------------------------------------------------------------------

export const carouselFrame = style({
  position: 'relative',
  maxWidth: '56rem',
  marginInline: 'auto',
  padding: 'clamp(1.5rem, 1rem + 3vw, 3.5rem)',
  borderRadius: '24px',
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  backgroundImage: 'radial-gradient(60% 80% at 50% 0%, rgba(139, 92, 246, 0.12), transparent 70%)',
});

// --- Contact ---------------------------------------------------------------------------------

export const contactLayout = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)' } },
});

export const formCard = style({});

export const bookingCard = style({
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
});

export const bookingGlow = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: [
    'radial-gradient(80% 60% at 100% 0%, rgba(34, 211, 238, 0.14), transparent 70%)',
    'radial-gradient(80% 60% at 0% 100%, rgba(139, 92, 246, 0.18), transparent 70%)',
  ].join(', '),
});

export const contactList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  listStyle: 'none',
  paddingTop: vars.space[5],
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const contactLabel = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const contactValue = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.accentText, textDecoration: 'underline' } },
});
