/**
 * A translucent version of a theme colour: `tint(vars.color.brandCyan, 15)` is the brand cyan at 15 % opacity, and
 * follows the theme (a literal `rgba()` would not).
 */
export function tint(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
}
