import { describe, expect, it } from 'vitest';
import { schoolWeek } from './school-week.ts';

const period = (weekday: number | null, periodNumber: number) => ({ weekday, periodNumber });
const shape = (periods: Parameters<typeof schoolWeek>[0]) =>
  schoolWeek(periods).map((day) => [day.weekday, day.periods.map((p) => p.periodNumber)]);

describe('the school week', () => {
  it('is Monday to Friday of the every-day periods, in their order', () => {
    expect(shape([period(null, 2), period(null, 1)])).toEqual([
      [1, [1, 2]],
      [2, [1, 2]],
      [3, [1, 2]],
      [4, [1, 2]],
      [5, [1, 2]],
    ]);
  });

  it('gives a weekday with periods of its own only those (a short Friday)', () => {
    expect(shape([period(null, 1), period(null, 2), period(null, 3), period(5, 1)])).toEqual([
      [1, [1, 2, 3]],
      [2, [1, 2, 3]],
      [3, [1, 2, 3]],
      [4, [1, 2, 3]],
      [5, [1]],
    ]);
  });

  it('adds a weekend day only when it has periods of its own', () => {
    expect(shape([period(null, 1), period(6, 2), period(6, 1)])).toEqual([
      [1, [1]],
      [2, [1]],
      [3, [1]],
      [4, [1]],
      [5, [1]],
      [6, [1, 2]],
    ]);
  });

  it('has no school day without every-day periods but on the weekdays that have their own', () => {
    expect(shape([period(3, 1)])).toEqual([[3, [1]]]);
    expect(shape([])).toEqual([]);
  });

  it('keeps what else the periods carry', () => {
    const [monday] = schoolWeek([{ weekday: null, periodNumber: 1, startTime: '08:30' }]);
    expect(monday?.periods).toEqual([{ weekday: null, periodNumber: 1, startTime: '08:30' }]);
  });
});
