import { style } from '@vanilla-extract/css';
import { media, tint, vars } from '@agency/ui';

export const stepCard = style({ height: '100%' });

export const footer = style({ marginTop: vars.space[10] });

/**
 * The caption is fixed word for word, hyphens included, so it cannot carry a no-break character:
 * balanced lines break it mid-sentence on phones, never after the hyphen of '6-step'.
 */
export const caption = style({ textWrap: 'balance' });

export const pillars = style({
  marginTop: 'clamp(4rem, 3rem + 4vw, 6rem)',
  paddingTop: 'clamp(3rem, 2rem + 3vw, 4rem)',
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
});

export const principles = style({
  marginTop: 'clamp(3rem, 2rem + 3vw, 4rem)',
  backgroundImage: `linear-gradient(135deg, ${tint(vars.color.brandViolet, 8)}, transparent 55%)`,
});

/** Heading and its one-line intro share the top row on wide screens; the four principles run below. */
export const principlesHead = style({
  '@media': {
    [media.lg]: {
      flexDirection: 'row',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: vars.space[10],
    },
  },
});

export const principle = style({
  paddingInlineStart: vars.space[4],
  borderInlineStart: `2px solid ${tint(vars.color.brandVioletLight, 45)}`,
});

export const principleTitle = style({ fontFamily: vars.font.display });
