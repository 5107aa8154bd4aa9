import type { IncidentSheet, RecordIncidentBody, StudentDiscipline } from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type { IncidentSheet, RecordIncidentBody, StudentDiscipline };

/** Every query of the discipline screens starts with a resource they read, so a change refreshes them. */
const INVALIDATED = ['discipline_incidents', 'incident_students', 'discipline_actions'] as const;

/**
 * POST /api/discipline_incidents/record: the whole incident in one transaction. `key` is the
 * Idempotency-Key of one form: a double click or a retried request records it once.
 */
export const useRecordIncident = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: RecordIncidentBody }) =>
      request<{ id: number; notified: number }>('/api/discipline_incidents/record', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => Promise.all(INVALIDATED.map((name) => client.invalidateQueries({ queryKey: [name] }))),
  });
};

/** The incident page: the incident, its code, reporter, students with their roles, points and actions. */
export const useIncidentSheet = (id: number | undefined) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['discipline_incidents', 'sheet', id, schoolId, seasonId, language],
    queryFn: ({ signal }) => request<IncidentSheet>(`/api/discipline_incidents/${id ?? 0}/sheet`, { signal }),
    enabled: id !== undefined,
  });
};

/** A student's discipline timeline: their part in incidents, their behaviour notes, points per season. */
export const useStudentDiscipline = (studentId: number) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['incident_students', 'timeline', studentId, schoolId, seasonId, language],
    queryFn: ({ signal }) => request<StudentDiscipline>(`/api/students/${studentId}/discipline`, { signal }),
  });
};
