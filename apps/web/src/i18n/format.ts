import { DEFAULT_CURRENCY, isRightToLeft, languageLocales, NO_DATE, type Language } from '@kampus/contract/constants';
import { displayMoney } from '@kampus/contract/money';

/**
 * Intl's formatters, made once per locale and options: making one costs 50 to 100 times a
 * format, and a grid's header formatted a date per column (37 ms of a cold open's render for the
 * gradebook's 24 columns, a new formatter each time).
 */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

const kept = <F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  make: () => F,
  locale: string,
  options: object,
): F => {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  const known = formats.get(key) as F | undefined;
  if (known) return known;
  const format = make();
  formats.set(key, format);
  return format;
};

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept('date', () => new Intl.DateTimeFormat(locale, options), locale, options);

const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept('number', () => new Intl.NumberFormat(locale, options), locale, options);

/** `levelOrder` -> `Level order`: the last resort when a catalogue has no label yet. */
export const humanize = (name: string): string => {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `YYYY-MM-DD` in the language's own way; no date ("0000-00-00", empty) gives "". */
export const formatDate = (value: unknown, language: Language): string => {
  if (typeof value !== 'string' || value === '' || value.startsWith(NO_DATE)) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateFormat(languageLocales[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
};

/** `YYYY-MM-DD HH:mm:ss` (already in the school's time zone): shown as it is meant, not converted. */
export const formatDateTime = (value: unknown, language: Language): string => {
  if (typeof value !== 'string' || value === '') return '';
  // An instant (`…Z`, `…+03:00`: when a second factor was turned on, a passkey last used) is shown
  // on the reader's own clock, as the school's wall-clock times beside it are; digits alone are a
  // wall clock already and are shown as they are.
  if (/T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)))
    // Made each time: a formatter without a time zone keeps the one of its making, and the reader's is the one now.
    return new Intl.DateTimeFormat(languageLocales[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(value),
    );
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5])),
  );
  return dateFormat(languageLocales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
};

/** `HH:mm:ss` (a lesson's start): hours and minutes only, 24-hour, in the language's digits. */
export const formatTime = (value: unknown, language: Language): string => {
  if (typeof value !== 'string' || value === '') return '';
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const time = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return dateFormat(languageLocales[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(time);
};

/**
 * Money arrives as a decimal string ("1250.00"); Intl formats the string itself (`displayMoney`
 * of the contract's money module, docs/money.md), so no binary float ever touches the amount.
 * The currency is the school's (`schoolCurrency`), TRY until the screen knows it.
 */
export const formatMoney = (value: unknown, language: Language, currency: string = DEFAULT_CURRENCY): string => {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const shown = displayMoney(text, currency, languageLocales[language]);
  // Right to left, Intl's marks (RLM, LRM, ALM) leave the minus to the bidi algorithm, which moves it
  // away from the digits beside other text: the amount is one left-to-right isolate (LRI…PDI), so
  // "-1,250.50 TRY" keeps its sign on the number wherever it stands.
  return isRightToLeft(language) ? `\u2066${shown.replace(/[\u200e\u200f\u061c]/g, '')}\u2069` : shown;
};

/** A rate out of 100 as the server sends it (`93.5`): one decimal, in the language's digits. */
export const formatRate = (value: string, language: Language): string =>
  numberFormat(languageLocales[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Number(value));

/**
 * A decimal as the server sends it (`"9.50"`), in the language's digits and separator with the
 * trailing zeros left off ("9,5" in Turkish): the text goes to Intl as text, so no float rounds it.
 */
export const formatDecimal = (value: string, language: Language): string =>
  numberFormat(languageLocales[language], { maximumFractionDigits: 2 }).format(value as `${number}`);

export const formatNumber = (value: unknown, language: Language): string =>
  typeof value === 'number' ? numberFormat(languageLocales[language]).format(value) : String(value ?? '');

/** Unicode's first-strong isolate and its end: the value keeps its own direction inside a text. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A value set into a right-to-left sentence, isolated so that it keeps its own order: "11-A"
 * beside an Arabic comma and times read "11-A، 10:10–10:50", not "A، 10:10–10:50-11". Left-to-right
 * languages get the value as it is (the marks would only be noise in their texts and tests).
 */
export const isolated = (value: string, language: Language): string =>
  isRightToLeft(language) ? `${FSI}${value}${PDI}` : value;

/** The ISO weekdays, 1 Monday to 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday (1 Monday to 7 Sunday) in the reader's language, whole or short: 2024-01-01 was a Monday. */
export const weekdayName = (weekday: number, language: string, width: 'long' | 'short' = 'long'): string =>
  dateFormat(language, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
