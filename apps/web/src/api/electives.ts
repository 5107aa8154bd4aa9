import type {
  ElectiveBlock,
  ElectiveChoice,
  ElectiveOfferCard,
  PlaceElectivesBody,
  PlacementSummary,
  SaveChoicesBody,
  StudentElectives,
} from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type { ElectiveBlock, ElectiveChoice, ElectiveOfferCard, PlacementSummary, StudentElectives };

/**
 * Every electives query starts with a resource it reads, so a change through the generic screens
 * (an offer edited, a request withdrawn) refreshes these too, and these refresh the lists.
 */
const useScope = () => {
  const { schoolId, seasonId, language } = useSession();
  return [schoolId, seasonId, language] as const;
};

const useRefresh = () => {
  const client = useQueryClient();
  return () =>
    Promise.all(['course_requests', 'elective_offers'].map((name) => client.invalidateQueries({ queryKey: [name] })));
};

/** A student's blocks with the electives their grade may request, and their choices' status. */
export const useStudentElectives = (studentId: number | undefined) => {
  const scope = useScope();
  return useQuery({
    queryKey: ['course_requests', 'student', studentId, ...scope],
    queryFn: ({ signal }) => request<StudentElectives>(`/api/students/${studentId ?? 0}/electives`, { signal }),
    enabled: studentId !== undefined,
    // The same child's blocks stay drawn while the scope settles (the season read after the page):
    // the cards, and the picks a family has made on them, are not taken down and put up again.
    placeholderData: (previous) => (previous?.student.id === studentId ? previous : undefined),
  });
};

/** Saves a student's choices of the electives open now; `key` is the Idempotency-Key of one Save. */
export const useSaveChoices = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ student, key, body }: { student: number; key: string; body: SaveChoicesBody }) =>
      request<StudentElectives>(`/api/students/${student}/course_requests`, {
        method: 'PUT',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: refresh,
  });
};

/** Withdraws a request (its place goes to the first waiting); `key` is the Idempotency-Key of one press. */
export const useWithdrawCourseRequest = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) =>
      request<StudentElectives>(`/api/course_requests/${id}/withdraw`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: refresh,
  });
};

/** The season's electives with seats, requests, placed and waitlisted students, and the latest run. */
export const usePlacementSummary = () => {
  const scope = useScope();
  return useQuery({
    queryKey: ['course_requests', 'placement', ...scope],
    queryFn: ({ signal }) => request<PlacementSummary>('/api/elective_offers/placement', { signal }),
  });
};

/** Places the season's students; `key` is the Idempotency-Key of one press. */
export const usePlaceElectives = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: PlaceElectivesBody }) =>
      request<PlacementSummary>('/api/elective_offers/place', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: refresh,
  });
};
