/**
 * A translucent version of a theme colour: `tint(vars.color.brandCyan, 15)` is the brand cyan at 15 % opacity, and
 * follows the theme (a literal `rgba()` would not). The opacity snaps to the nearest of 255 steps, the precision of
 * an 8-bit alpha, so a tint paints exactly as the `rgba()` (minified to `#rrggbbaa`) it replaces. In a gradient, state
 * `in srgb` (`linear-gradient(120deg in srgb, …)`): a `color-mix()` stop otherwise makes it interpolate in Oklab.
 */
export function tint(color: string, percent: number): string {
  const snapped = Number(((Math.round((percent / 100) * 255) / 255) * 100).toFixed(8));
  return `color-mix(in srgb, ${color} ${snapped}%, transparent)`;
}
