import type {
  ActionOutput,
  BoardingBody,
  BoardingList,
  saveBoardingAction,
  StudentTransport,
} from '@kampus/contract/action';
import type { TransportLeg } from '@kampus/contract/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, request } from './client.ts';
import { saveBlob } from './save-blob.ts';
import { useSession } from './use-session.ts';

export type { BoardingBody, BoardingList, StudentTransport, TransportLeg };

/** The escort's check of one trip: the route's students in stop order, with who got on. */
export const useBoardingList = (route: number | undefined, date: string, leg: TransportLeg) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['boarding_checks', 'trip', route, date, leg, schoolId, seasonId, language],
    queryFn: ({ signal }) =>
      request<BoardingList>(`/api/transport_routes/${route ?? 0}/boarding`, { query: { date, leg }, signal }),
    enabled: route !== undefined && date !== '',
  });
};

/**
 * POST /api/transport_routes/{id}/boarding: the check in one transaction. `key` is the
 * Idempotency-Key of one press: a retried request saves (and notifies) once.
 */
export const useSaveBoarding = (route: number | undefined) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: BoardingBody }) =>
      request<ActionOutput<typeof saveBoardingAction>>(`/api/transport_routes/${route ?? 0}/boarding`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['boarding_checks'] }),
  });
};

/** Saves the route sheet (the server names the file; `name` is the fallback). */
export const useDownloadRouteSheet = () =>
  useMutation({
    mutationFn: async ({ route, name }: { route: number; name: string }) => {
      const { blob } = await download(`/api/transport_routes/${route}/sheet`);
      saveBlob(blob, `${name}.pdf`);
    },
  });

/** A student's bus as the family sees it: route, stops and times, today's boarding. */
export const useStudentTransport = (studentId: number) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['boarding_checks', 'student', studentId, schoolId, seasonId, language],
    queryFn: ({ signal }) => request<StudentTransport>(`/api/students/${studentId}/transport`, { signal }),
  });
};
