import { WEEK_VIEWS } from '@kampus/contract/action';
import type { WeekChoice } from '../../api/timetable-cover.ts';
import { useWeekDate } from './use-week-params.ts';

type View = WeekChoice['view'];

const isView = (value: string | null): value is View => (WEEK_VIEWS as readonly string[]).includes(value ?? '');

/**
 * Whose week staff look at, kept in the address as the API asks it (`?room=12&date=…`), so a link
 * from another page (a Free rooms card) opens that week. `?view=room` alone keeps a kind chosen
 * before any room is named.
 */
export const useWeekChoice = () => {
  const [date, setDate, params, setParams] = useWeekDate();
  const named = WEEK_VIEWS.find((view) => Number(params.get(view)) > 0);
  const asked = params.get('view');
  const view: View = named ?? (isView(asked) ? asked : 'class');
  const id = named ? Number(params.get(named)) : null;
  const choose = (next: { view: View; id: number | null }) => {
    const query = new URLSearchParams(params);
    for (const each of WEEK_VIEWS) query.delete(each);
    query.delete('view');
    if (next.id) query.set(next.view, String(next.id));
    else query.set('view', next.view);
    setParams(query);
  };
  return { view, id, date, setDate, choose };
};
