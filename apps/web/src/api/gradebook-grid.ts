import type { ActionOutput, classGradebookAction } from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from './client.ts';
import { useSession } from './use-session.ts';

export type ClassGradebook = ActionOutput<typeof classGradebookAction>;
export type GridAssignment = ClassGradebook['assignments'][number];
export type GridScore = ClassGradebook['scores'][number];

/** What a cell holds once parsed: points (an exact decimal string), excused or missing. */
export interface ScoreEntry {
  scoreStatus: GridScore['scoreStatus'];
  points: string | null;
  comment: string | null;
}

/**
 * A class's gradebook of a course in one read (GET /api/classes/{id}/gradebook): students,
 * assignments, scores and course grades. Keyed by the scores' resource, so a score saved
 * elsewhere refreshes it.
 */
export const useClassGradebook = (classId: number | undefined, courseId: number | undefined) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['assignment_scores', 'class-gradebook', schoolId, seasonId, language, classId, courseId],
    queryFn: ({ signal }) =>
      request<ClassGradebook>(`/api/classes/${classId ?? 0}/gradebook`, {
        query: { course: String(courseId ?? 0) },
        signal,
      }),
    enabled: classId !== undefined && courseId !== undefined,
  });
};

/** Refreshes the grids (the course grades) once the saves of a burst have landed. */
export const useRefreshGradebook = () => {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['assignment_scores', 'class-gradebook'] }), [client]);
};

/**
 * Writes one cell through the generic resource: a new score is created, a known one patched,
 * an emptied one deleted. Answers the score's id (null once deleted). The grid is not refreshed
 * here: a burst of typing would reload it at each key; the page refreshes it once the burst ends.
 */
export const useScoreWriter = () => {
  return useCallback(
    async (
      cell: { school: number; assignment: number; student: number; scoreId: number | null },
      entry: ScoreEntry | null,
    ): Promise<number | null> => {
      if (entry === null) {
        if (cell.scoreId !== null) await request<void>(`/api/assignment_scores/${cell.scoreId}`, { method: 'DELETE' });
        return null;
      }
      if (cell.scoreId !== null) {
        await request(`/api/assignment_scores/${cell.scoreId}`, { method: 'PATCH', body: entry });
        return cell.scoreId;
      }
      const body = { school: cell.school, assignment: cell.assignment, student: cell.student, ...entry };
      const created = await request<{ id: number }>('/api/assignment_scores', { method: 'POST', body });
      return created.id;
    },
    [],
  );
};

/** Releases an assignment's scores to families from now (`POST /api/assignments/{id}/release`). */
export const useReleaseAssignment = () => {
  const client = useQueryClient();
  return useMutation({
    // The server stamps the time on the school's clock: the device's own could be another zone's.
    mutationFn: ({ id }: { id: number }) => request(`/api/assignments/${id}/release`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['assignment_scores'] }),
  });
};

/** What the grid's "New work" form sends; the class, course and school are the grid's. */
export interface NewAssignment {
  title: string;
  kind: GridAssignment['kind'];
  gradingCategory: number | null;
  dueDate: string | null;
  maxPoints: string;
  description: string | null;
}

/**
 * Adds a piece of graded work to the grid's class and course (POST /api/assignments, the generic
 * resource: a teacher may for the classes they teach). The grid and every list of assignments
 * are read again, so the new column appears at once.
 */
export const useCreateAssignment = (target: { school: number; class: number; course: number }) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewAssignment) =>
      request<{ id: number; title: string }>('/api/assignments', { method: 'POST', body: { ...target, ...body } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['assignments'] }),
        client.invalidateQueries({ queryKey: ['assignment_scores', 'class-gradebook'] }),
      ]),
  });
};
