/**
 * CSV for spreadsheets and CRMs: UTF-8 with a byte order mark (Excel otherwise guesses the encoding), RFC 4180 quoting
 * and CRLF line ends, and cells that a spreadsheet would run as a formula neutralised with a leading apostrophe (OWASP's
 * advice for CSV injection).
 *
 * Spreadsheets in many locales read `;` as the separator, and such a reader does not see this file's quotes (they only
 * count at the start of a field it splits out), so a `;` or `,` inside a cell is a field boundary for someone. Every
 * text that could start a field after such a split point is neutralised too, and every cell holding a separator is
 * quoted.
 */
export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
/** A separator, then what a reader skips before a field's first character (spaces, an opening quote). */
const FORMULA_AFTER_SEPARATOR = /([;,][ "]*)(?=[=+\-@\t\r])/g;
const NEEDS_QUOTES = /[",;\t\r\n]/;

export function csvCell(value: string | null): string {
  let text = (value ?? '').replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF; the first record of a file starts with {@link CSV_BOM}. */
export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
