import { useSearchParams } from 'react-router';
import { useSchoolClock } from '../home/use-school-clock.ts';

/**
 * The week's day in the address (`?date=`), so a reload or a notification's link opens that week;
 * without one, today on the school's clock (lessons are written in its time zone: Istanbul is a
 * day ahead of a browser on UTC after 21:00).
 */
export const useWeekDate = (): [string, (date: string) => void, URLSearchParams, (next: URLSearchParams) => void] => {
  const [params, setParams] = useSearchParams();
  const clock = useSchoolClock();
  const date = params.get('date') || clock.date;
  const setDate = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('date', value);
    setParams(next, { replace: true });
  };
  return [date, setDate, params, (next) => setParams(next, { replace: true })];
};
