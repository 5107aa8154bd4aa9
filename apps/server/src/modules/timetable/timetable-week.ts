import type { RowOf } from '@kampus/contract';
import type { timetablePeriods } from '@kampus/contract';

type PeriodRow = RowOf<typeof timetablePeriods>;

/** One day of the school week: its weekday (1 Monday to 7) and its periods in order. */
export interface WeekDay {
  weekday: number;
  periods: { number: number; startTime: string; endTime: string }[];
}

/**
 * The week the periods make: Monday to Friday, plus any weekday that has periods of its own. A
 * weekday takes the periods named for it when it has some, else the every-day ones (empty
 * weekday); a day left with none is not a school day.
 */
export const weekOf = (periods: readonly PeriodRow[]): WeekDay[] => {
  const weekdays = new Set([1, 2, 3, 4, 5]);
  for (const period of periods) if (period.weekday !== null) weekdays.add(period.weekday);
  return [...weekdays]
    .sort((a, b) => a - b)
    .map((weekday) => {
      const own = periods.filter((period) => period.weekday === weekday);
      const chosen = own.length > 0 ? own : periods.filter((period) => period.weekday === null);
      return {
        weekday,
        periods: [...chosen]
          .sort((a, b) => a.periodNumber - b.periodNumber)
          .map((period) => ({ number: period.periodNumber, startTime: period.startTime, endTime: period.endTime })),
      };
    })
    .filter((day) => day.periods.length > 0);
};

/** A slot as a school writes it (`{weekday, period}`, both from 1) in the solver's terms, or undefined outside the week. */
export const slotOf = (week: readonly WeekDay[], slot: { weekday: number; period: number }) => {
  const day = week.findIndex((d) => d.weekday === slot.weekday);
  const period = week[day]?.periods.findIndex((p) => p.number === slot.period) ?? -1;
  return day < 0 || period < 0 ? undefined : { day, period };
};
