import type { ActionOutput, homeTodayAction } from '@kampus/contract/action';
import type { attendances } from '@kampus/contract/resources';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { fetchPage } from './resources.ts';
import { named } from './typed.ts';
import type { ScheduleRecord } from './school-life.ts';
import { useSession } from './use-session.ts';

export type HomeToday = ActionOutput<typeof homeTodayAction>;

/** How often the staff home looks at today's figures again while it is open. */
const FIGURES_POLL_MS = 60_000;

/**
 * GET /api/home/today: the staff home's figures for the active school. The key starts with the
 * resources it counts, so taking attendance (which invalidates `attendances` and `schedules`)
 * refreshes it too.
 */
export const useHomeToday = (enabled: boolean) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['attendances', 'schedules', 'home-today', schoolId, seasonId, language],
    queryFn: ({ signal }) => request<HomeToday>('/api/home/today', { signal }),
    enabled: enabled && schoolId !== null,
    refetchInterval: FIGURES_POLL_MS,
  });
};

/**
 * The lessons a parent or student may read between two days (their family's classes only, the
 * server's rule), each with its class and the family's own members of it.
 */
export const useFamilyLessons = (from: string, to: string, enabled: boolean) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['schedules', 'family', schoolId, seasonId, language, from, to],
    queryFn: ({ signal }) =>
      request<ScheduleRecord[]>('/api/schedules.json', {
        query: {
          'scheduleDate[after]': from,
          'scheduleDate[before]': to,
          'order[scheduleDate]': 'asc',
          'order[enterTime]': 'asc',
          pagination: 'false',
        },
        signal,
      }),
    enabled: enabled && schoolId !== null,
  });
};

/** One student's attendance records of one day (a family reads only its own). */
export const useDayAttendances = (studentId: number | undefined, date: string, enabled: boolean) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['attendances', 'day', schoolId, seasonId, language, studentId, date],
    queryFn: ({ signal }) =>
      fetchPage(
        named<typeof attendances>('attendances'),
        { page: 1, pageSize: 50, filters: { student: String(studentId), attendanceDate: date } },
        signal,
      ),
    enabled: enabled && studentId !== undefined && schoolId !== null,
  });
};
