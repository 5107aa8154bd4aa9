import { describe, expect, it } from 'vitest';
import { matching } from './report-filter.ts';

describe('the report hub’s search', () => {
  const rows = [
    ['2026-11-20', 'Deniz Öğrenci', '1250.00'],
    ['2026-11-21', 'Ege Işık', '300.00'],
  ];

  it('keeps every row without a search text', () => {
    expect(matching(rows, undefined)).toEqual(rows);
    expect(matching(rows, '  ')).toEqual(rows);
  });

  it('finds a row by any cell, without regard to case or Turkish accents', () => {
    expect(matching(rows, 'ogrenci')).toEqual([rows[0]]);
    expect(matching(rows, 'ISIK')).toEqual([rows[1]]);
    expect(matching(rows, '300')).toEqual([rows[1]]);
    expect(matching(rows, 'nobody')).toEqual([]);
  });
});
