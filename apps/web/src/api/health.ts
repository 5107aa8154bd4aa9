import type { ActionOutput, classHealthAlertsAction, studentImmunisationsAction } from '@kampus/contract/action';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type ClassHealthAlerts = ActionOutput<typeof classHealthAlertsAction>;
export type HealthAlert = ClassHealthAlerts['alerts'][number];
export type ImmunisationStatus = ActionOutput<typeof studentImmunisationsAction>;

/**
 * A class's health alerts (`GET /api/classes/{id}/health_alerts`): the students with a severe
 * allergy or emergency instructions, for the register and the class list. Keyed by the health
 * resources, so a change to an allergy or a record refreshes them.
 */
export const useClassHealthAlerts = (classId: number | undefined) => {
  const { token, schoolId } = useSession();
  return useQuery({
    queryKey: ['health_allergies', 'alerts', schoolId, classId],
    queryFn: ({ signal }) => request<ClassHealthAlerts>(`/api/classes/${classId ?? ''}/health_alerts`, { signal }),
    enabled: Boolean(token) && classId !== undefined,
    retry: false,
  });
};

/** A student's immunisations against the national schedule, the missing doses flagged. */
export const useImmunisationStatus = (studentId: number, schedule?: string) => {
  const { token, schoolId } = useSession();
  return useQuery({
    queryKey: ['immunisation_doses', 'status', schoolId, studentId, schedule ?? ''],
    queryFn: ({ signal }) =>
      request<ImmunisationStatus>(`/api/students/${studentId}/immunisations`, {
        signal,
        query: { schedule },
      }),
    enabled: Boolean(token),
    retry: false,
  });
};
