/**
 * What the shipped woff2 files keep (the build subsets the @fontsource files with hb-subset). Each family comes in
 * three files, each declared with the `unicode-range` of exactly its characters, so a browser downloads a file only
 * when a page draws one of them:
 * - the main file: the characters the site's text uses (printable ASCII and its typography). Every page loads it; the
 *   site's build test fails when its own text needs a character outside it.
 * - Latin-1: the accented letters and signs of Latin-1 Supplement the main file leaves out ("Zoë", "José", "Müller").
 * - Latin Extended: Latin Extended-A and -B ("Łukasz", "Dvořák", "Ştefan").
 * A name or a message with such a letter is then drawn in the same face, not switched to a fallback mid-word; an
 * English page downloads the main files alone. For Inter the weights from its default (400) up, the lightest the
 * styles use. Outlines are unchanged (text renders the same to within anti-aliasing). Cutting Inter to 400–700 would
 * save a little more but moves the intermediate weights' outlines (the axis gets re-normalised), so it stops at the
 * default.
 */
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join('');

const PRINTABLE_ASCII = range(0x20, 0x7e);

/** Typography beyond ASCII: no-break, thin and zero-width spaces, word joiner, dashes, quotes, ellipsis, marks. */
const TYPOGRAPHY = '\u00a0\u2009\u200b\u2060–—‘’“”…•·→←↑↓×©®™€';

const MAIN = PRINTABLE_ASCII + TYPOGRAPHY;

const without = (text: string, taken: string) =>
  [...text].filter((char) => !taken.includes(char)).join('');

/**
 * Latin-1 Supplement, and the few letters and marks the @fontsource latin file adds to it (dotless i, Œ/œ, modifier
 * apostrophes, circumflex, ring, tilde, combining macron, diaeresis and vertical line below).
 */
const LATIN_1 = without(
  range(0xa0, 0xff) + '\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329',
  MAIN,
);

/** Latin Extended-A and -B, from the @fontsource latin-ext file. */
const LATIN_EXTENDED = without(range(0x100, 0x24f), MAIN + LATIN_1);

export const fontSubset = {
  /** The main files' characters. */
  text: MAIN,
  /** The characters of the two further files of each family, loaded only by a page that draws one. */
  latin1: LATIN_1,
  latinExtended: LATIN_EXTENDED,
  /** The weight axis each face keeps (undefined: the whole axis; Space Grotesk's default is its lightest weight). */
  weights: {
    text: { min: 400, max: 900 },
    display: undefined,
  },
} as const;

/** A CSS `unicode-range` value naming exactly the characters of `text`, runs of code points merged. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: string[] = [];
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  for (let start = 0; start < points.length;) {
    let end = start;
    while (end + 1 < points.length && points[end + 1] === points[end]! + 1) end += 1;
    runs.push(
      start === end ? `U+${hex(points[start]!)}` : `U+${hex(points[start]!)}-${hex(points[end]!)}`,
    );
    start = end + 1;
  }
  return runs.join(', ');
}
