import { languageLocales, type Language } from '../constants.ts';
import type { ValueFormat } from '../resource/validation.ts';

/**
 * An amount or a date in the reader's notation, for the server's messages and notices: the
 * decimal string goes to Intl as a string (exact); a day (`YYYY-MM-DD`) is read as that calendar
 * day, whatever the server's time zone. Anything else comes back as it was.
 */
export const formatValue = (language: Language, value: string, format: ValueFormat): string => {
  const locale = languageLocales[language];
  if (format === 'amount' && /^-?\d+(\.\d+)?$/.test(value)) {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      value as `${number}`,
    );
  }
  if (format === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
  }
  return value;
};

/** A day as the reader writes it ("Dec 14, 2026", "14 Ara 2026"): what a notice names a date by. */
export const readableDate = (language: Language, day: string): string => formatValue(language, day, 'date');
