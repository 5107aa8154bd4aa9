/** Days as YYYY-MM-DD, computed on the calendar alone (UTC arithmetic, no time zone can shift a day). */
const DAY_MS = 86_400_000;

const toDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Monday to Sunday of the week holding `date`. */
export const calendarWeek = (date: string): string[] => {
  const ms = Date.parse(`${date}T00:00:00Z`);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  const monday = ms - weekday * DAY_MS;
  return Array.from({ length: 7 }, (_, index) => toDay(monday + index * DAY_MS));
};

/** The days a week shows: Monday to Friday, and Saturday or Sunday only when a lesson falls on it. */
export const schoolDays = (week: readonly string[], lessonDays: ReadonlySet<string>): string[] =>
  week.filter((day, index) => index < 5 || lessonDays.has(day));

/** The first and the last day of a month `YYYY-MM`. */
export const monthDays = (month: string): { first: string; last: string } => {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 1970, number ?? 1, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
};
