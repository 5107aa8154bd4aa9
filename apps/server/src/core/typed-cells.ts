import { DEFAULT_CURRENCY, escapeFormula, type ReportColumnKind } from '@kampus/contract';

/** How a column of an export reads: the hub's column kinds (text is the default). */
export type CellKind = ReportColumnKind;

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/;

/** An Excel cell: its value and the number format that shows it (none for text). */
export interface TypedCell {
  value: string | number | Date | null;
  numFmt?: string;
}

/**
 * The currency's symbol for a number format (`₺` for TRY), as the browser writes it; the code
 * itself when the runtime knows no symbol.
 */
export const currencySymbol = (currency: string): string => {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    return parts.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
};

/** Excel's format of an amount in `currency`: thousands, two decimals, the sign before the number. */
export const moneyFormat = (currency: string): string => {
  const symbol = `"${currencySymbol(currency).replace(/"/g, '')}"`;
  return `#,##0.00 ${symbol};-#,##0.00 ${symbol}`;
};

const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
const PERCENT_FORMAT = '0.0';

/**
 * A wall-clock text (`2026-11-28` or `2026-11-28 09:30`, already in the school's time zone) as the
 * Date whose UTC fields are that wall clock: Excel has no time zone, so it shows exactly those fields.
 */
const wallDate = (text: string): Date | undefined => {
  const full = DAY_TIME.exec(text) ?? DAY.exec(text);
  if (!full) return undefined;
  const [, y, m, d, hh = '0', mm = '0', ss = '0'] = full;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss)));
};

/**
 * One cell of an export as Excel types it: numbers and money as numbers (so SUM adds them), dates
 * as dates, text as text with formulas disarmed. Money is the decimal string read once as a
 * number, the double nearest to it, which is what Excel stores for a typed amount: no arithmetic
 * happens here, so nothing rounds twice. A cell that does not read as its kind stays text.
 */
export const typedCell = (text: string, kind: CellKind = 'text', currency = DEFAULT_CURRENCY): TypedCell => {
  if (text === '') return { value: null };
  switch (kind) {
    case 'number':
      return DECIMAL.test(text) ? { value: Number(text) } : { value: escapeFormula(text) };
    case 'percent':
      return DECIMAL.test(text) ? { value: Number(text), numFmt: PERCENT_FORMAT } : { value: escapeFormula(text) };
    case 'money':
      return DECIMAL.test(text)
        ? { value: Number(text), numFmt: moneyFormat(currency) }
        : { value: escapeFormula(text) };
    case 'date':
    case 'dateTime': {
      const date = wallDate(text);
      if (!date) return { value: escapeFormula(text) };
      return { value: date, numFmt: kind === 'date' || !DAY_TIME.test(text) ? DATE_FORMAT : DATE_TIME_FORMAT };
    }
    default:
      return { value: escapeFormula(text) };
  }
};
