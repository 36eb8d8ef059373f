import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { renderWhenNear } from '../theme/render-when-near';
import { tint } from '../theme/tint';
import { media } from '../theme/tokens';

/** The drawing's point of interest, 0–1 of its width. */
export const focusVar = createVar();

/** How much larger than the viewport a phone shows the drawing. */
const phoneScale = 1.7;

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'clip',
  paddingBlock: `0 calc(${vars.layout.sectionGap} / 2)`,
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  backgroundImage: [
    `radial-gradient(40% 60% at 80% 35%, ${tint(vars.color.brandCyan, 10)}, transparent 70%)`,
    `radial-gradient(50% 70% at 35% 40%, ${tint(vars.color.brandViolet, 14)}, transparent 70%)`,
  ].join(', '),
  ...renderWhenNear('700px'),
});

export const drawing = style({
  // Phones: the drawing larger than the screen, its point of interest in the middle; the band clips the rest.
  width: `${phoneScale * 100}%`,
  marginInlineStart: `calc(50% - ${focusVar} * ${phoneScale * 100}%)`,
  // The rays arrive from the page, not from the edge of a picture.
  maskImage: 'linear-gradient(90deg, transparent, #000 30%, #000 92%, transparent)',
  pointerEvents: 'none',
  '@media': {
    [media.md]: {
      width: '100%',
      maxWidth: '1600px',
      marginInline: 'auto',
      maskImage: 'linear-gradient(90deg, transparent, #000 22%, #000 94%, transparent)',
    },
  },
});

export const content = style({ position: 'relative', marginTop: vars.space[2] });
