import { vars } from './contract.css';
import { tint } from './tint';

/**
 * For stylesheets (no runtime cost): a pill-shaped, translucent surface with a strong hairline border, for a label on
 * a page header's backdrop (a service's starting price, a page's opening eyebrow).
 */
export function pillSurface() {
  return {
    paddingBlock: vars.space[2],
    paddingInline: vars.space[4],
    borderRadius: vars.radius.pill,
    border: `${vars.borderWidth.hairline} solid ${vars.color.borderStrong}`,
    backgroundColor: tint(vars.color.surface, 60),
  };
}
