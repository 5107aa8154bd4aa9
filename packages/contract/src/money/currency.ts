import { DEFAULT_CURRENCY } from '../constants.ts';
import type { Money } from './money.ts';

/** The fields of a `countries` row the currency needs (seeded from `country-state-city`). */
export interface CountryCurrency {
  code?: string | null;
  currency?: string | null;
}

/**
 * A school's currency: that of its country (`schools.countryCode` → `countries.currency`, ISO
 * 4217), else the platform default (TRY). A school keeps one currency; amounts carry none of
 * their own on the wire.
 */
export const schoolCurrency = (
  school: { countryCode?: string | null },
  countries: readonly CountryCurrency[],
): string => {
  const code = school.countryCode?.toUpperCase();
  const currency = code ? countries.find((country) => country.code?.toUpperCase() === code)?.currency : undefined;
  return currency && /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY;
};

/**
 * An amount for display in a language: "₺1.250,00" in Turkish, "$1,250.00" in English. The
 * string goes to Intl.NumberFormat as a string, which formats the decimal exactly (no float).
 * Only for showing: the wire keeps the plain decimal string.
 */
export const displayMoney = (amount: Money, currency: string, locale: string): string => {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(amount as `${number}`);
};
