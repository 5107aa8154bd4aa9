import { timetableRuns } from '@kampus/contract/resources';
import type { WireOf } from '@kampus/contract/resource';
import type {
  ActionOutput,
  publishTimetableAction,
  solveTimetableAction,
  timetableDiffAction,
} from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useList } from './resources.ts';
import { useSession } from './use-session.ts';

export type TimetableDiff = ActionOutput<typeof timetableDiffAction>;
export type TimetablePublished = ActionOutput<typeof publishTimetableAction>;
type Queued = ActionOutput<typeof solveTimetableAction>;

/** The season's latest run of the solver (the list is newest first). */
export const useLatestTimetableRun = () => useList(timetableRuns, { page: 1, pageSize: 1 });

/** One run, read again every second while the solver has it (queued or running). */
export const useTimetableRun = (id: number | undefined) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['timetable_runs', 'record', String(id), schoolId, seasonId, language],
    queryFn: ({ signal }) => request<WireOf<typeof timetableRuns>>(`/api/timetable_runs/${id ?? 0}`, { signal }),
    enabled: id !== undefined,
    refetchInterval: (query) => (['queued', 'running'].includes(query.state.data?.status ?? '') ? 1000 : false),
  });
};

/** POST /api/timetable/solve: queues a run over the active season's needs. */
export const useSolveTimetable = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { timeLimit: number }) => request<Queued>('/api/timetable/solve', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['timetable_runs'] }),
  });
};

/** The solved week against the season's lessons from a date. */
export const useTimetableDiff = (runId: number | undefined, startDate: string) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['schedules', 'timetable-diff', runId, startDate, schoolId, seasonId, language],
    queryFn: ({ signal }) =>
      request<TimetableDiff>(`/api/timetable_runs/${runId ?? 0}/diff`, { query: { startDate }, signal }),
    enabled: runId !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(startDate),
    retry: false,
  });
};

/** Publishes the diff the school saw (its fingerprint); every list of lessons refreshes. */
export const usePublishTimetable = (runId: number | undefined) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { startDate: string; fingerprint: string }) =>
      request<TimetablePublished>(`/api/timetable_runs/${runId ?? 0}/publish`, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: ['schedules'] }),
  });
};
