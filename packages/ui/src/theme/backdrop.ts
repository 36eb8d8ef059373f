/**
 * For stylesheets (no runtime cost): the box a decorative backdrop is drawn behind (a glow, a grid): its own stacking
 * context, so the backdrop's negative z-index stays inside it, and the backdrop clipped to its edges.
 */
export function backdropHost() {
  return { position: 'relative', isolation: 'isolate', overflow: 'hidden' } as const;
}

/**
 * For stylesheets (no runtime cost): a decorative layer filling its `backdropHost()`, behind the content and out of
 * the pointer's way.
 */
export function backdropLayer() {
  return { position: 'absolute', inset: 0, zIndex: -1, pointerEvents: 'none' } as const;
}
