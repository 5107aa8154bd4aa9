import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';

describe('csv', () => {
  it('writes and reads back quotes, commas and line breaks', () => {
    const rows = [
      ['name', 'note'],
      ['Ayşe, "Ay"', 'line one\nline two'],
      ['', 'plain'],
    ];
    const text = toCsv(rows);
    expect(text).toBe('name,note\r\n"Ayşe, ""Ay""","line one\nline two"\r\n,plain\r\n');
    expect(parseCsv(text)).toEqual(rows);
  });

  it('guards cells a spreadsheet would run as formulas', () => {
    expect(toCsv([['=1+1', '-2+3', '@SUM(A1)', 'Deniz']], { guardFormulas: true })).toBe(
      "'=1+1,'-2+3,'@SUM(A1),Deniz\r\n",
    );
  });

  it('keeps a signed amount as it is (a refund stays a number); a phone number with spaces is text', () => {
    expect(toCsv([['-500.00', '+90 555 000 11 22']], { guardFormulas: true })).toBe("-500.00,'+90 555 000 11 22\r\n");
  });

  it('skips a byte order mark and blank lines', () => {
    expect(parseCsv('\ufeffa,b\r\n\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('round-trips a field with a quote and a line break, and reads a bare quote inside a field as a character', () => {
    const rows = [
      ['name', 'note'],
      ['Ayşe "Ay"', 'boyu 5\'4"\r\nsınıfı 9-A'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
    // Written by a program that quotes only cells with commas: the quote is part of the field, the line ends the row.
    expect(parseCsv('name,note\r\nAyşe,boyu 5\'4"\r\nDeniz,yok\r\n')).toEqual([
      ['name', 'note'],
      ['Ayşe', 'boyu 5\'4"'],
      ['Deniz', 'yok'],
    ]);
  });
});
