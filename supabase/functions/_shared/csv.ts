/**
 * CSV for spreadsheets and CRMs: UTF-8 with a byte order mark (Excel otherwise guesses the encoding), RFC 4180 quoting
 * and CRLF line ends, and cells that a spreadsheet would run as a formula neutralised with a leading apostrophe.
 */
export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF; the first record of a file starts with {@link CSV_BOM}. */
export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
