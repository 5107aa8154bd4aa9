import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, humanize } from './format.ts';

describe('formatMoney', () => {
  it('formats a decimal string in Turkish lira per language', () => {
    expect(formatMoney('1250.50', 'tr')).toMatch(/1\.250,50/);
    expect(formatMoney('1250.50', 'tr')).toContain('₺');
    expect(formatMoney('1250.50', 'en')).toMatch(/1,250\.50/);
    expect(formatMoney('1250.50', 'de')).toMatch(/1\.250,50/);
  });

  it('keeps amounts beyond float precision exact', () => {
    expect(formatMoney('123456789012.35', 'en')).toContain('123,456,789,012.35');
  });

  it('leaves empty and non-numeric values alone', () => {
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatMoney('n/a', 'en')).toBe('n/a');
  });
});

describe('formatDate', () => {
  it('writes the date the language way and treats the zero date as none', () => {
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05', 'de')).toBe('05.03.2026');
    expect(formatDate('0000-00-00', 'en')).toBe('');
  });
});

describe('humanize', () => {
  it('turns field names into words', () => {
    expect(humanize('levelOrder')).toBe('Level order');
    expect(humanize('grade_levels')).toBe('Grade levels');
  });
});
