import { vars } from '../theme/contract.css';

/**
 * For stylesheets (no runtime cost): the card's surface — hairline border, radius, background — without its shadow,
 * for a flat panel laid out by a stylesheet of its own; `<Card>` draws the same surface.
 */
export function cardSurface(tone: 'default' | 'raised' = 'default') {
  return {
    backgroundColor: tone === 'raised' ? vars.color.surfaceRaised : vars.color.surface,
    border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  };
}
