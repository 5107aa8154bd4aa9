import { getResource } from '@kampus/contract/resources';
import type { Resource } from '@kampus/contract/resource';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../i18n/format.ts';
import { displayValue } from './columns.tsx';

const t = ((key: string) => key) as unknown as TFunction;
const field = (resource: string, name: string) => {
  const found = (getResource(resource) as Resource).fields[name];
  if (!found) throw new Error(`${resource}.${name} is not declared`);
  return found;
};

describe('numbers in lists', () => {
  it('shows receipt, invoice and promissory note numbers as bare digits in every language', () => {
    for (const language of ['en', 'tr', 'de', 'es', 'ar'] as const) {
      expect(displayValue(field('receipts', 'receiptNumber'), 1100001, language, t)).toBe('1100001');
      expect(displayValue(field('invoices', 'invoiceNumber'), 12345, language, t)).toBe('12345');
      expect(displayValue(field('promissory_notes', 'promissoryNo'), 1001, language, t)).toBe('1001');
    }
  });

  it('still groups a number that counts something', () => {
    const count = field('promissory_notes', 'numberOfPromissory');
    expect(displayValue(count, 12345, 'en', t)).toBe('12,345');
    expect(displayValue(count, 12345, 'de', t)).toBe('12.345');
  });

  it("shows the payments grid's amounts in Arabic as every Arabic money figure: the shared formatter", () => {
    const amount = field('student_payments', 'paymentAmount');
    // Digits then the code, one left-to-right isolate: never the English "TRY 500.00".
    expect(displayValue(amount, '500.00', 'ar', t)).toBe('\u2066500.00\u00a0TRY\u2069');
    expect(displayValue(amount, '-500.00', 'ar', t)).toBe('\u2066-500.00\u00a0TRY\u2069');
    for (const language of ['en', 'tr', 'de', 'es', 'ar'] as const) {
      expect(displayValue(amount, '10500.00', language, t)).toBe(formatMoney('10500.00', language));
    }
  });
});

describe('weekdays in lists', () => {
  it("names a period's weekday in the reader's language, and an empty one as every day", () => {
    const weekday = field('timetable_periods', 'weekday');
    expect(displayValue(weekday, 1, 'en', t)).toBe('Monday');
    expect(displayValue(weekday, 5, 'tr', t)).toBe('Cuma');
    expect(displayValue(weekday, 7, 'de', t)).toBe('Sonntag');
    // Never the bare number a person would have to decode, nor a blank cell.
    expect(displayValue(weekday, null, 'en', t)).toBe('ui.timetable.every_day');
  });
});
