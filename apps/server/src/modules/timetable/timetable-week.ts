import { schoolWeek, type RowOf } from '@kampus/contract';
import type { timetablePeriods } from '@kampus/contract';

type PeriodRow = RowOf<typeof timetablePeriods>;

/** One day of the school week: its weekday (1 Monday to 7) and its periods in order. */
export interface WeekDay {
  weekday: number;
  periods: { number: number; startTime: string; endTime: string }[];
}

/** The week the periods make, by the contract's rule (`schoolWeek`, the form's too), in the solver's terms. */
export const weekOf = (periods: readonly PeriodRow[]): WeekDay[] =>
  schoolWeek(periods).map(({ weekday, periods: chosen }) => ({
    weekday,
    periods: chosen.map((period) => ({
      number: period.periodNumber,
      startTime: period.startTime,
      endTime: period.endTime,
    })),
  }));

/** A slot as a school writes it (`{weekday, period}`, both from 1) in the solver's terms, or undefined outside the week. */
export const slotOf = (week: readonly WeekDay[], slot: { weekday: number; period: number }) => {
  const day = week.findIndex((d) => d.weekday === slot.weekday);
  const period = week[day]?.periods.findIndex((p) => p.number === slot.period) ?? -1;
  return day < 0 || period < 0 ? undefined : { day, period };
};
