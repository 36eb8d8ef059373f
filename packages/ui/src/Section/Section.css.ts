import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { renderWhenNear } from '../theme/render-when-near';
import { media } from '../theme/tokens';
import { stickyUnderHeader } from '../theme/under-header';

export const section = recipe({
  base: { position: 'relative', width: '100%', ...renderWhenNear() },
  variants: {
    // 64 px on phones growing to 112 px on wide screens (the sectionGap token), per the visual direction.
    spacing: {
      default: { paddingBlock: vars.layout.sectionGap },
      compact: { paddingBlock: `calc(${vars.layout.sectionGap} / 2)` },
      none: {},
    },
    tone: {
      default: {},
      raised: {
        backgroundColor: vars.color.surface,
        borderBlock: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
      },
      // The section carries the light theme's class: these variables resolve to its AA-checked light colours. Like
      // every band it renders when near; the component also writes its ink into the markup (see `lightBandInk`).
      light: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        colorScheme: 'light',
      },
    },
  },
  defaultVariants: { spacing: 'default', tone: 'default' },
});

export const header = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[4],
    marginBottom: `clamp(${vars.space[8]}, 2rem + 2vw, ${vars.space[16]})`,
    maxWidth: '48rem',
  },
  variants: {
    align: {
      start: { alignItems: 'flex-start', textAlign: 'start' },
      center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto' },
    },
    last: { true: { marginBottom: 0 }, false: {} },
  },
  defaultVariants: { align: 'start', last: false },
});

export const intro = style({ maxWidth: vars.layout.measure });

/** The heading block in a side column from 1024 px, the content beside it. */
export const asideLayout = style({
  display: 'grid',
  gap: `clamp(${vars.space[8]}, 2rem + 2vw, ${vars.space[12]})`,
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 8fr)',
      columnGap: `clamp(${vars.space[10]}, 1rem + 4vw, ${vars.space[20]})`,
    },
  },
});

export const asideHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
  ...stickyUnderHeader(),
});

export const asideContent = style({ minWidth: 0 });
