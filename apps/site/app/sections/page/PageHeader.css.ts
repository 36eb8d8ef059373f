import { style } from '@vanilla-extract/css';
import {
  backdropHost,
  backdropLayer,
  hairlineGrid,
  media,
  tint,
  underHeader,
  vars,
} from '@agency/ui';

export const root = style({
  ...backdropHost(),
  ...underHeader('clamp(3rem, 2rem + 5vw, 6.5rem)'),
  paddingBottom: 'clamp(3rem, 2rem + 4vw, 5.5rem)',
  borderBottom: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const compact = style({
  ...underHeader('clamp(2rem, 1.5rem + 2vw, 3.5rem)'),
  paddingBottom: 'clamp(2rem, 1.5rem + 2vw, 3rem)',
});

/** A violet–cyan glow above a hairline grid that fades out towards the edges. */
export const backdrop = style({
  ...backdropLayer(),
  backgroundImage: [
    `radial-gradient(60% 70% at 15% 0%, ${tint(vars.color.brandViolet, 22)}, transparent 70%)`,
    `radial-gradient(45% 60% at 85% 10%, ${tint(vars.color.brandCyan, 12)}, transparent 70%)`,
  ].join(', '),
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    ...hairlineGrid('64px', 'radial-gradient(80% 90% at 50% 0%, #000 20%, transparent 75%)'),
    opacity: 0.6,
  },
});

export const text = style({ maxWidth: '52rem' });

/** With an aside: one column on phones (text, aside, the rest); from lg the aside takes the right column. */
export const split = style({
  display: 'grid',
  gap: vars.space[8],
  '@media': {
    [media.lg]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"text aside" "after aside"',
      columnGap: vars.space[12],
      alignItems: 'start',
    },
  },
});

const area = (name: string) => style({ '@media': { [media.lg]: { gridArea: name } } });

export const textArea = area('text');
export const asideArea = area('aside');
export const afterArea = area('after');
