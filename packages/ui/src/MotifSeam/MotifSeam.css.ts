import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** The seam's height: half of it lies over each band, inside that band's padding. */
const height = createVar();

/** Width over height of the drawing (set by the component from the lens geometry). */
export const ratioVar = createVar();
/** Where the light meets, as a fraction of the drawing's width. */
export const focusVar = createVar();

/**
 * Takes no room: as tall as the drawing, pulled up and down by half of that, so the bands meet as they did. It sits
 * over both bands' padding (less than the 64 px a band keeps on phones, and than its 96–112 px on desktops).
 */
export const root = style({
  vars: { [height]: 'clamp(6.5rem, 5rem + 4vw, 10.5rem)' },
  position: 'relative',
  zIndex: 1,
  height,
  marginBlock: `calc(${height} / -2)`,
  pointerEvents: 'none',
  overflow: 'clip',
});

/** Each half shows its share of one drawing, in the colours of the band it lies over. */
export const half = style({
  position: 'absolute',
  insetInline: 0,
  height: '50%',
  overflow: 'clip',
});

export const halves = styleVariants({ upper: { top: 0 }, lower: { top: '50%' } });

/**
 * The drawing, as tall as the seam: its spark at the end of the page container, its beam running in from the
 * viewport's start edge.
 */
export const drawing = style({
  position: 'absolute',
  height,
  width: 'auto',
  aspectRatio: ratioVar,
  // Phones: the spark a fifth of the way in from the end edge, its flare on screen.
  right: `calc(22% - ${height} * ${ratioVar} * (1 - ${focusVar}))`,
  '@media': {
    // Wider: the spark a little inside the page container's end edge.
    [media.lg]: {
      right: `calc(max(${vars.layout.gutter}, (100% - ${vars.layout.containerMax}) / 2 + ${vars.layout.gutter}) + 12% - ${height} * ${ratioVar} * (1 - ${focusVar}))`,
    },
  },
});

export const drawingIn = styleVariants({ upper: { top: 0 }, lower: { top: '-100%' } });
