import { describe, expect, it } from 'vitest';
import { matching } from './report-filter.ts';

describe('the report hub’s search', () => {
  const rows = [
    ['2026-11-20', 'Deniz Öğrenci', '1250.00'],
    ['2026-11-21', 'Ege Işık', '300.00'],
  ];

  const rowsOf = (q: string | undefined) => matching({ rows }, q).rows;

  it('keeps every row without a search text', () => {
    expect(rowsOf(undefined)).toEqual(rows);
    expect(rowsOf('  ')).toEqual(rows);
  });

  it('finds a row by any cell, without regard to case or Turkish accents', () => {
    expect(rowsOf('ogrenci')).toEqual([rows[0]]);
    expect(rowsOf('ISIK')).toEqual([rows[1]]);
    expect(rowsOf('300')).toEqual([rows[1]]);
    expect(rowsOf('nobody')).toEqual([]);
  });

  it('keeps the students the rows name in step with the rows kept', () => {
    expect(matching({ rows, students: [7, 9] }, 'ISIK')).toEqual({ rows: [rows[1]], students: [9] });
    expect(matching({ rows, students: [7, null] }, '2026')).toEqual({ rows, students: [7, null] });
  });
});
