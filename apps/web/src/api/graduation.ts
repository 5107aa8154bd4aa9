import type { GraduationProgress } from '@kampus/contract/action';
import { useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

/**
 * A student's credits against their school's graduation requirements
 * (GET /api/students/{id}/graduation_progress). Keyed under the scores, as the grades are: a
 * release of work changes what a family's courses have earned.
 */
export const useGraduationProgress = (studentId: number | undefined) => {
  const { language } = useSession();
  return useQuery({
    queryKey: ['assignment_scores', 'graduation', language, studentId],
    queryFn: ({ signal }) =>
      request<GraduationProgress>(`/api/students/${studentId ?? 0}/graduation_progress`, { signal }),
    enabled: studentId !== undefined,
  });
};
