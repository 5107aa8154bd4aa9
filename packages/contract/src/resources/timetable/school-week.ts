/** What the rule of the week reads of a bell period: its weekday (empty: every day) and its number. */
interface WeekPeriod {
  weekday: number | null;
  periodNumber: number;
}

/**
 * The school week the periods make (docs/timetable.md, "The week"): Monday to Friday, plus any
 * weekday with periods of its own. A weekday takes the periods named for it when it has some
 * (a short Friday), else the every-day ones; a day left with none is not a school day. One rule
 * for the solver and the screens, so a slot the form offers is a slot the solver knows.
 */
export const schoolWeek = <P extends WeekPeriod>(periods: readonly P[]): { weekday: number; periods: P[] }[] => {
  const weekdays = new Set([1, 2, 3, 4, 5]);
  for (const period of periods) if (period.weekday !== null) weekdays.add(period.weekday);
  const everyDay = periods.filter((period) => period.weekday === null);
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((weekday) => {
      const own = periods.filter((period) => period.weekday === weekday);
      const chosen = own.length > 0 ? own : everyDay;
      return { weekday, periods: [...chosen].sort((a, b) => a.periodNumber - b.periodNumber) };
    })
    .filter((day) => day.periods.length > 0);
};
