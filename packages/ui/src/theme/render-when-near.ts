/**
 * For stylesheets (no runtime cost): a band the browser lays out and paints only when it comes near the viewport, so
 * the first paint pays for the first screen, not the whole page. `estimate` stands in for the band's height until it
 * has rendered once; the browser keeps the real height after that.
 */
export function renderWhenNear(estimate = '800px') {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimate}` } as const;
}
