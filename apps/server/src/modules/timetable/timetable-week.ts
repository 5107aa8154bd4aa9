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

/**
 * A break this long or longer between two periods is a long break (lunch): no double lesson runs
 * across it, and a teacher's run of lessons in a row starts again after it. The short breaks
 * between periods (5 to 20 minutes in the schools we know) are inside a double as a matter of course.
 */
const LONG_BREAK_MINUTES = 30;

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The long breaks of the week in the solver's terms: each the day and the period (from 0) it follows. */
export const longBreaksOf = (week: readonly WeekDay[]): { day: number; period: number }[] =>
  week.flatMap((day, dayIndex) =>
    day.periods.flatMap((period, index) => {
      const next = day.periods[index + 1];
      return next && minutesOf(next.startTime) - minutesOf(period.endTime) >= LONG_BREAK_MINUTES
        ? [{ day: dayIndex, period: index }]
        : [];
    }),
  );
