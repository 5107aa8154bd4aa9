import { describe, expect, it } from 'vitest';
import { escapeFormula } from './spreadsheet-cell.ts';

describe('a spreadsheet cell', () => {
  it('keeps signed amounts numbers and turns formulas into text', () => {
    expect(escapeFormula('-500.00')).toBe('-500.00');
    expect(escapeFormula('-₺1,250.50')).toBe('-₺1,250.50');
    expect(escapeFormula('+90 555 000 11 22')).toBe(`'+90 555 000 11 22`);
    expect(escapeFormula('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
    expect(escapeFormula('-2+3')).toBe(`'-2+3`);
    expect(escapeFormula('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(escapeFormula('Deniz')).toBe('Deniz');
  });
});
