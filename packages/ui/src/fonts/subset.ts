/**
 * What the shipped woff2 files keep (the build subsets the @fontsource files with hb-subset): the characters the
 * site's text uses, and for Inter the weights from its default (400) up, the lightest the styles use. Both files
 * shrink to a fraction of their size: bytes the first paint no longer shares its bandwidth with. Outlines are
 * unchanged (text renders the same to within anti-aliasing). Cutting Inter to 400–700 would save a little more but
 * moves the intermediate weights' outlines (the axis gets re-normalised), so it stops at the default. A character
 * outside the set (a visitor's é in a form field) is drawn from the next font of the stack, as any browser does for a
 * glyph a font lacks; the site's build test fails when its own text needs a character the set lacks.
 */
const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) =>
  String.fromCharCode(0x20 + index),
).join('');

/** Typography beyond ASCII: no-break, thin and zero-width spaces, word joiner, dashes, quotes, ellipsis, marks. */
const TYPOGRAPHY = '\u00a0\u2009\u200b\u2060–—‘’“”…•·→←↑↓×©®™€';

export const fontSubset = {
  text: PRINTABLE_ASCII + TYPOGRAPHY,
  /** The weight axis each face keeps (undefined: the whole axis; Space Grotesk's default is its lightest weight). */
  weights: {
    text: { min: 400, max: 900 },
    display: undefined,
  },
} as const;
