import type { ActionOutput, ClassStandards, importStandardsAction, StudentStandards } from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

/**
 * A class's standards report of a course (GET /api/classes/{id}/standards): the aligned standards,
 * the students, and each one's level. Keyed under the scores, so a save in the grid refreshes it.
 */
export const useClassStandards = (classId: number | undefined, courseId: number | undefined) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['assignment_scores', 'class-standards', schoolId, seasonId, language, classId, courseId],
    queryFn: ({ signal }) =>
      request<ClassStandards>(`/api/classes/${classId ?? 0}/standards`, {
        query: { course: String(courseId ?? 0) },
        signal,
      }),
    enabled: classId !== undefined && courseId !== undefined,
  });
};

/**
 * A student's levels on the standards of their courses (GET /api/students/{id}/standards): a
 * family's from released work only. Keyed under the scores, as the grades are.
 */
export const useStudentStandards = (studentId: number | undefined) => {
  const { language } = useSession();
  return useQuery({
    queryKey: ['assignment_scores', 'student-standards', language, studentId],
    queryFn: ({ signal }) => request<StudentStandards>(`/api/students/${studentId ?? 0}/standards`, { signal }),
    enabled: studentId !== undefined,
  });
};

/** A file's Idempotency-Key: an import sent twice (a retried click) is stored once. */
const importKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `standards-${crypto.randomUUID()}`
    : `standards-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Imports a school's standards from a CSV file's text (POST /api/learning_standards/import, one
 * transaction: every row or none, each refused row named), then reads the lists again.
 */
export const useImportStandards = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { school: number; csv: string }) =>
      request<ActionOutput<typeof importStandardsAction>>('/api/learning_standards/import', {
        method: 'POST',
        headers: { 'Idempotency-Key': importKey() },
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['learning_standards'] }),
  });
};
