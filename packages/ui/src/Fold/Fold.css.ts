import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style({});

/** Wide screens show everything: the toggle goes, and the folded part is shown whether or not it is open. */
const openOnWide = media.lg;
const supportsDetailsContent = 'selector(::details-content)';

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: '44px',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  listStyle: 'none',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { borderColor: vars.color.borderStrong },
    [`${root}[open] > &`]: { marginBottom: vars.space[5] },
  },
  '@supports': {
    [supportsDetailsContent]: { '@media': { [openOnWide]: { display: 'none' } } },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: { [`${root}[open] > ${summary} > &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const content = style({});

globalStyle(`${root}::details-content`, {
  '@supports': {
    [supportsDetailsContent]: {
      '@media': { [openOnWide]: { display: 'block', contentVisibility: 'visible' } },
    },
  },
});
