import type { ActionOutput, classGradebookAction, saveGradebookScoresAction } from '@kampus/contract/action';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { earlyAnswer, request } from './client.ts';
import { classGradebookCall } from './gradebook-grid-call.ts';
import { withSignal } from './shell-calls.ts';
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
  const session = useSession();
  return useQuery({
    queryKey: gridKey(session, classId, courseId),
    queryFn: ({ signal }) =>
      request<ClassGradebook>(...withSignal(classGradebookCall(classId ?? 0, courseId ?? 0), signal)),
    // The answer the boot asked for (a cold open of `/gradebook?class=&course=`), drawn at once.
    initialData: () => earlyAnswer<ClassGradebook>(...classGradebookCall(classId ?? 0, courseId ?? 0)),
    // Not asked for again on mount when the data is the boot's answer (no fetch of its own yet):
    // a grid read before is, as every stale query is.
    refetchOnMount: (query) => query.state.dataUpdateCount > 0,
    enabled: classId !== undefined && courseId !== undefined,
  });
};

/** The grid's query key: the class is its sixth part. */
const gridKey = (
  session: { schoolId: number | null; seasonId: number | null; language: string },
  classId: number | undefined,
  courseId: number | undefined,
) => ['assignment_scores', 'class-gradebook', session.schoolId, session.seasonId, session.language, classId, courseId];

/** Reads again every open grid of one class (another teacher saved scores in it). */
export const refreshGridOf = (client: QueryClient, classId: number) =>
  client.invalidateQueries({
    queryKey: ['assignment_scores', 'class-gradebook'],
    predicate: (query) => query.queryKey[5] === classId,
  });

/** Refreshes the grids (the course grades) once the saves of a burst have landed. */
export const useRefreshGradebook = () => {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: ['assignment_scores', 'class-gradebook'] }), [client]);
};

/** One changed cell of a burst: its work and student, and what it now holds (null: cleared). */
export interface CellChange {
  assignment: number;
  student: number;
  entry: ScoreEntry | null;
}

/** A burst's Idempotency-Key: a retried burst is saved once. */
const burstKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? `grid-${crypto.randomUUID()}`
    : `grid-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * Saves a burst of cells in one call (PUT /api/classes/{id}/gradebook/scores, one transaction):
 * all are stored or none, a refusal naming each refused cell (`cells[3].points`). The grid is not
 * refreshed here: the page refreshes it once the bursts end.
 */
export const useScoreWriter = (classId: number | undefined, courseId: number | undefined) =>
  useCallback(
    (changes: readonly CellChange[]) =>
      request<ActionOutput<typeof saveGradebookScoresAction>>(`/api/classes/${classId ?? 0}/gradebook/scores`, {
        method: 'PUT',
        query: { course: String(courseId ?? 0) },
        headers: { 'Idempotency-Key': burstKey() },
        body: {
          cells: changes.map(({ assignment, student, entry }) => ({
            assignment,
            student,
            scoreStatus: entry?.scoreStatus ?? null,
            points: entry?.points ?? null,
            comment: entry?.comment ?? null,
          })),
        },
      }),
    [classId, courseId],
  );

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
