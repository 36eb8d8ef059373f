import { darkColor, lightColor } from './theme-colors';

/** WCAG 2 relative luminance of an opaque `#RRGGBB` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// The text colours of each theme on every ground a section can have: the page, a raised or `light` band
// (`surface`) and a card on it.
describe.each([
  ['dark', darkColor],
  ['light', lightColor],
] as const)('the %s theme', (_name, color) => {
  const grounds = {
    background: color.background,
    surface: color.surface,
    surfaceRaised: color.surfaceRaised,
  };
  const texts = {
    text: color.text,
    textSecondary: color.textSecondary,
    textMuted: color.textMuted,
    accentText: color.accentText,
    success: color.success,
    warning: color.warning,
    danger: color.danger,
  };

  for (const [groundName, ground] of Object.entries(grounds))
    for (const [textName, text] of Object.entries(texts))
      it(`${textName} on ${groundName} reaches AA (4.5:1)`, () => {
        expect(contrast(text, ground)).toBeGreaterThanOrEqual(4.5);
      });

  it('the accent button label reaches AA on the accent', () => {
    expect(contrast(color.onAccent, color.accent)).toBeGreaterThanOrEqual(4.5);
  });
});
