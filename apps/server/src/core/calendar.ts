/**
 * The date `months` after `date` (YYYY-MM-DD): the same day of the month, or the month's last
 * day when it is shorter (31 January, then 28 or 29 February, then 31 March). Installments and
 * promissory notes fall due on these dates.
 */
export const addMonths = (date: string, months: number): string => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
  return `${pad(y, 4)}-${pad(m)}-${pad(Math.min(day, last))}`;
};
