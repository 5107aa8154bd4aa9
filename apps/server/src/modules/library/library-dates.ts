import { compareMoney, multiplyMoney, type Money } from '@kampus/contract';

const dayNumber = (day: string): number => {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / 86_400_000;
};

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** A `YYYY-MM-DD` day some days after another. */
export const addDays = (day: string, days: number): string =>
  new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);

/** Days a loan is overdue on `today` (0 when not yet due). */
export const overdueDays = (dueDate: string, today: string): number => Math.max(0, daysBetween(dueDate, today));

/**
 * The fine of a loan returned `days` late: per day, capped by the school's most per loan (none
 * when empty). Exact decimal arithmetic on cents, never a float (docs/money.md).
 */
export const fineFor = (days: number, perDay: string | null, cap: string | null): Money => {
  const fine = multiplyMoney(perDay ?? '0', Math.max(0, days));
  return cap !== null && compareMoney(fine, cap) > 0 ? multiplyMoney(cap, 1) : fine;
};
