import type { ClassGraduationProgress, GraduationProgress } from '@kampus/contract/action';
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

/**
 * Each student of a class against the school's requirements (GET /api/classes/{id}/graduation_progress),
 * for staff. Keyed under the scores as the student's own is.
 */
export const useClassGraduationProgress = (classId: number | undefined) => {
  const { language } = useSession();
  return useQuery({
    queryKey: ['assignment_scores', 'class-graduation', language, classId],
    queryFn: ({ signal }) =>
      request<ClassGraduationProgress>(`/api/classes/${classId ?? 0}/graduation_progress`, { signal }),
    enabled: classId !== undefined,
  });
};
