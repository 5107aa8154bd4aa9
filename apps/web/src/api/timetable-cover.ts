import type {
  assignCoverAction,
  ActionOutput,
  coverReportAction,
  dailyCoverAction,
  timetableWeekAction,
} from '@kampus/contract/action';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, request } from './client.ts';
import { saveBlob } from './save-blob.ts';
import { useSession } from './use-session.ts';

export type TimetableWeek = ActionOutput<typeof timetableWeekAction>;
export type DailyCover = ActionOutput<typeof dailyCoverAction>;
export type CoverReport = ActionOutput<typeof coverReportAction>;
type AssignedCover = ActionOutput<typeof assignCoverAction>;

/** Whose week: one of a class, a teacher (user id), a student or a room, and a day of the week. */
export interface WeekChoice {
  view: TimetableWeek['view'];
  id: number;
  date: string;
}

const weekQuery = (choice: WeekChoice) => ({ [choice.view]: String(choice.id), date: choice.date });

/** GET /api/timetable/week: the week's lessons (and a room's bookings) by day and time, with names. */
export const useWeek = (choice: WeekChoice | null) => {
  const { schoolId, seasonId } = useSession();
  return useQuery({
    queryKey: ['schedules', 'week', schoolId, seasonId, choice],
    queryFn: ({ signal }) =>
      request<TimetableWeek>('/api/timetable/week', { query: choice ? weekQuery(choice) : {}, signal }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
  });
};

/** Saves the week as a PDF or an iCalendar file (the server names it; `name` is the fallback). */
export const useDownloadWeek = () =>
  useMutation({
    mutationFn: async ({ choice, kind, name }: { choice: WeekChoice; kind: 'pdf' | 'ics'; name: string }) => {
      const query = new URLSearchParams(weekQuery(choice)).toString();
      const { blob } = await download(`/api/timetable/week/${kind}?${query}`);
      saveBlob(blob, `${name}.${kind}`);
    },
  });

/** GET /api/timetable/cover: the day's lessons to cover with the proposed substitutes. */
export const useDailyCover = (date: string) => {
  const { schoolId, seasonId } = useSession();
  return useQuery({
    queryKey: ['lesson_covers', 'day', schoolId, seasonId, date],
    queryFn: ({ signal }) => request<DailyCover>('/api/timetable/cover', { query: { date }, signal }),
    enabled: date !== '',
  });
};

/** Assigning or undoing changes the lesson (schedules) and the covers: both refresh. */
const useCoverChange = <B>(path: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => request<AssignedCover>(path, { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['lesson_covers'] }),
        client.invalidateQueries({ queryKey: ['schedules'] }),
      ]);
    },
  });
};

export const useAssignCover = () =>
  useCoverChange<{ scheduleId: number; substitute: number }>('/api/timetable/cover/assign');
export const useUndoCover = () => useCoverChange<{ scheduleId: number }>('/api/timetable/cover/undo');

/** GET /api/timetable/cover/report: a month's covers per substitute and per absent teacher. */
export const useCoverReport = (month: string) => {
  const { schoolId, seasonId } = useSession();
  return useQuery({
    queryKey: ['lesson_covers', 'report', schoolId, seasonId, month],
    queryFn: ({ signal }) => request<CoverReport>('/api/timetable/cover/report', { query: { month }, signal }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
};
