import { describe, expect, it } from 'vitest';
import { currencySymbol, moneyFormat, typedCell } from './typed-cells.ts';

describe('typed Excel cells', () => {
  it('writes amounts as numbers read once from the decimal text, with the currency’s format', () => {
    expect(typedCell('1234567.89', 'money')).toEqual({ value: 1234567.89, numFmt: moneyFormat('TRY') });
    expect(typedCell('-1000.00', 'money').value).toBe(-1000);
    expect(typedCell('0.10', 'money').value).toBe(0.1);
    expect(moneyFormat('TRY')).toBe('#,##0.00 "₺";-#,##0.00 "₺"');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('nope')).toBe('nope');
  });

  it('writes counts and rates as numbers, days and times as dates of their wall clock', () => {
    expect(typedCell('42', 'number')).toEqual({ value: 42 });
    expect(typedCell('93.5', 'percent')).toEqual({ value: 93.5, numFmt: '0.0' });
    expect(typedCell('2026-11-28', 'date')).toEqual({ value: new Date(Date.UTC(2026, 10, 28)), numFmt: 'yyyy-mm-dd' });
    expect(typedCell('2026-11-28 09:30:00', 'dateTime')).toEqual({
      value: new Date(Date.UTC(2026, 10, 28, 9, 30, 0)),
      numFmt: 'yyyy-mm-dd hh:mm',
    });
  });

  it('keeps text as text, a formula disarmed, and what does not read as its kind as text', () => {
    expect(typedCell('=SUM(A1)', 'text').value).not.toMatch(/^=/);
    expect(typedCell('12 kids', 'number')).toEqual({ value: '12 kids' });
    expect(typedCell('0000-00-00x', 'date').value).toBe('0000-00-00x');
    expect(typedCell('', 'money')).toEqual({ value: null });
  });
});
