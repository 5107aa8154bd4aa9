import type { Language } from '@kampus/contract/constants';
import { formatDate } from '../../i18n/format.ts';

/** A bar's label: a day in the user's date format, a month (`YYYY-MM`) as month and year. */
export const periodLabel = (key: string, language: Language): string => {
  if (/^\d{4}-\d{2}$/.test(key)) {
    const [year = 0, month = 1] = key.split('-').map(Number);
    return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, 1)),
    );
  }
  return formatDate(key, language);
};

/** The short label under a bar: the day of the month, or the month's short name. */
export const periodShort = (key: string, language: Language): string => {
  const [year = 0, month = 1, day] = key.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day ?? 1));
  return new Intl.DateTimeFormat(
    language,
    day === undefined ? { month: 'short', timeZone: 'UTC' } : { day: 'numeric', timeZone: 'UTC' },
  ).format(date);
};
