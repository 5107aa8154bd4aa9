import { describe, expect, it } from 'vitest';
import { languageCodes } from '@kampus/contract/constants';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatTime, humanize, isolated } from './format.ts';

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

  it('keeps the minus on the number in Arabic: the amount is one left-to-right isolate, without loose bidi marks', () => {
    const refund = formatMoney('-1250.50', 'ar');
    expect(refund).toBe('\u2066-1,250.50\u00a0TRY\u2069');
    expect(refund).not.toMatch(/[\u200e\u200f\u061c]/);
    expect(formatMoney('-1250.50', 'en')).toBe('-TRY\u00a01,250.50');
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

describe('formatTime', () => {
  it('shows lesson times without seconds, 24-hour, in every language', () => {
    for (const language of languageCodes) {
      expect(formatTime('08:30:00', language)).toBe('08:30');
      expect(formatTime('14:05:59', language)).toBe('14:05');
    }
    expect(formatTime('', 'en')).toBe('');
  });
});

describe('one numbering system per language', () => {
  const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/;

  it('writes Arabic with Latin digits in dates, times, numbers and amounts', () => {
    const texts = [
      formatDate('2026-09-01', 'ar'),
      formatDateTime('2026-09-01 08:30:00', 'ar'),
      formatTime('08:30:00', 'ar'),
      formatNumber(1234, 'ar'),
      formatMoney('1250.50', 'ar'),
    ];
    for (const text of texts) {
      expect(text).toMatch(/\d/);
      expect(text).not.toMatch(arabicIndic);
    }
    expect(formatNumber(1234, 'ar')).toContain('1,234');
  });

  it('writes each date in its language order', () => {
    expect(formatDate('2026-09-01', 'tr')).toBe('1 Eyl 2026');
    expect(formatDate('2026-09-01', 'ar')).toContain('2026');
    expect(formatDate('2026-09-01', 'es')).toBe('1 sept 2026');
    expect(formatDateTime('2026-09-01 08:30:00', 'de')).toBe('01.09.2026, 08:30');
  });

  it('shows an instant on the reader’s clock, as the wall-clock times beside it', () => {
    // A reader in Istanbul (Node applies TZ at once): 05:30 UTC is 08:30 on their clock.
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Istanbul';
    expect(formatDateTime('2026-09-01T05:30:00Z', 'de')).toBe('01.09.2026, 08:30');
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
    const instant = new Date('2026-09-01T05:30:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    const wall = `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())} ${pad(instant.getHours())}:${pad(instant.getMinutes())}:00`;
    expect(formatDateTime('2026-09-01T05:30:00Z', 'de')).toBe(formatDateTime(wall, 'de'));
    expect(formatDateTime('2026-09-01T08:30:00+03:00', 'de')).toBe(formatDateTime(wall, 'de'));
  });
});

describe('isolated', () => {
  it('wraps a value set into an Arabic sentence in a first-strong isolate, and leaves it alone elsewhere', () => {
    expect(isolated('11-A', 'ar')).toBe('\u206811-A\u2069');
    for (const language of ['en', 'tr', 'de', 'es'] as const) expect(isolated('11-A', language)).toBe('11-A');
  });
});
