import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../functions/_shared/csv.ts';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The fields a spreadsheet sees when it splits a line on `separator` without honouring the quotes (a `;` locale opening
 * a comma file, or the other way round): leading spaces and quote marks dropped, as a lenient reader does.
 */
function fieldsSplitOn(line: string, separator: ',' | ';'): string[] {
  return line.split(separator).map((field) => field.replace(/^[ "]+/, ''));
}

const HOSTILE_CELLS = [
  "Ada;=cmd|' /C calc'!A0",
  "Ada,=cmd|' /C calc'!A0",
  'Ada; =1+1',
  'Ada;"=HYPERLINK(""http://evil"")',
  'x;+1;-2;@SUM(A1)',
  'x;\t=1',
  'x,\r=1',
  '=1;=2,=3',
];

describe('csvCell', () => {
  it('quotes a cell holding a semicolon and neutralises the formula after it', () => {
    expect(csvCell("Ada;=cmd|' /C calc'!A0")).toBe(`"Ada;'=cmd|' /C calc'!A0"`);
  });

  it.each(HOSTILE_CELLS)('leaves no formula at any , or ; split point: %j', (cell) => {
    const line = csvLine([cell, 'ok']).replace(/\r\n$/, '');
    for (const separator of [',', ';'] as const)
      for (const field of fieldsSplitOn(line, separator))
        expect(field, `split on ${separator}: ${line}`).not.toMatch(FORMULA_START);
    expect(line.startsWith('"')).toBe(true);
  });

  it('quotes every cell holding a separator, a quote, a tab or a line break', () => {
    for (const cell of ['a;b', 'a,b', 'a"b', 'a\tb', 'a\nb', 'a\rb'])
      expect(csvCell(cell).startsWith('"'), cell).toBe(true);
  });

  it('leaves ordinary text as it is', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell('Ada; Bob, and Carol')).toBe('"Ada; Bob, and Carol"');
    expect(csvCell('well-known e-mail')).toBe('well-known e-mail');
    expect(csvCell(null)).toBe('');
  });
});
