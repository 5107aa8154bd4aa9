import { idOf } from '@kampus/contract/resource';
import {
  assignments,
  assignmentScores,
  assignmentSubmissions,
  classStudents,
  type SubmissionFile,
} from '@kampus/contract/resources';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { download, errorMessage, request } from './client.ts';
import { fetchAll } from './resources.ts';
import { saveBlob } from './save-blob.ts';
import { putWithProgress } from './put-with-progress.ts';
import type { RecordOf } from './typed.ts';
import { useSession } from './use-session.ts';

/** A record with the names of what it names, in the reader's language (`refNames`). */
type Named<T> = T & { refNames?: Readonly<Record<string, string>> };

export type HandInAssignment = Named<RecordOf<typeof assignments>>;
export type SubmissionRecord = Omit<RecordOf<typeof assignmentSubmissions>, 'attachments'> & {
  attachments: SubmissionFile[] | null;
};
export type ScoreRecord = RecordOf<typeof assignmentScores>;

/** One piece of the child's work: the assignment, the hand-in if there is one, and its mark once released. */
export interface HandInWork {
  assignment: HandInAssignment;
  submission: SubmissionRecord | undefined;
  /** The teacher's score and comment: a family reads it only once the work is released (the server's rule). */
  score: ScoreRecord | undefined;
}

const loadWork = async (student: number, signal: AbortSignal): Promise<HandInWork[]> => {
  const filter = { filters: { student: String(student) } };
  const [memberships, submissions, scores] = await Promise.all([
    fetchAll(classStudents, filter, signal),
    fetchAll(assignmentSubmissions, filter, signal) as Promise<SubmissionRecord[]>,
    fetchAll(assignmentScores, filter, signal),
  ]);
  // A child is in a class once per term: each class once.
  const classIds = [...new Set(memberships.map((row) => row.classId))];
  const given = (
    await Promise.all(classIds.map((klass) => fetchAll(assignments, { filters: { class: String(klass) } }, signal)))
  ).flat() as HandInAssignment[];
  const byAssignment = new Map(submissions.map((row) => [idOf(row.assignment), row]));
  const marks = new Map(scores.map((row) => [idOf(row.assignment), row]));
  return given.map((assignment) => ({
    assignment,
    submission: byAssignment.get(assignment.id),
    score: marks.get(assignment.id),
  }));
};

/**
 * The assignments of a student's classes with their hand-ins (docs/gradebook.md, "Hand-in"), as
 * the caller reads them: a student their own, a parent their child's. Keyed by the hand-ins'
 * resource, so a hand-in saved refreshes it.
 */
export const useHandInWork = (studentId: number | undefined) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['assignment_submissions', 'hand-in', schoolId, seasonId, language, studentId],
    queryFn: ({ signal }) => loadWork(studentId ?? 0, signal),
    enabled: studentId !== undefined,
  });
};

/**
 * Adds one file to a hand-in, reporting its progress (0 to 1). XMLHttpRequest, not `fetch`: only
 * it reports upload progress. The headers are the client's own (token, school, season, language).
 */
const uploadFile = (id: number, file: File, onProgress: (fraction: number) => void): Promise<SubmissionRecord> =>
  putWithProgress<SubmissionRecord>(
    `/api/assignment_submissions/${id}/files?${new URLSearchParams({ name: file.name }).toString()}`,
    file,
    onProgress,
  );

export interface HandInInput {
  school: number;
  assignment: number;
  student: number;
  /** The hand-in already made: handing in again changes it in place. */
  existing: SubmissionRecord | undefined;
  answerText: string;
  files: readonly File[];
}

/** A file that was not added, and why, in the reader's language. */
export interface FileFailure {
  name: string;
  message: string;
}

/**
 * Hands in the text (a first hand-in, else the same one again), then each file in turn with its
 * progress. A refused text fails the whole (its 422 names the field); a refused file is reported
 * on its own and the others still go.
 */
export const useHandIn = (fallback: string) => {
  const client = useQueryClient();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: HandInInput): Promise<{ submission: SubmissionRecord; failures: FileFailure[] }> => {
      const submission = input.existing
        ? await request<SubmissionRecord>(`/api/assignment_submissions/${input.existing.id}`, {
            method: 'PATCH',
            body: { answerText: input.answerText },
          })
        : await request<SubmissionRecord>('/api/assignment_submissions', {
            method: 'POST',
            body: {
              school: input.school,
              assignment: input.assignment,
              student: input.student,
              answerText: input.answerText,
            },
          });
      const failures: FileFailure[] = [];
      for (const file of input.files) {
        try {
          await uploadFile(submission.id, file, (fraction) =>
            setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
          );
        } catch (error) {
          failures.push({ name: file.name, message: errorMessage(error, fallback) });
        }
      }
      setProgress(null);
      return { submission, failures };
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['assignment_submissions'] }),
  });
  return { ...mutation, progress };
};

/** Takes a file off the student's own hand-in. */
export const useRemoveSubmissionFile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: string }) =>
      request(`/api/assignment_submissions/${id}/files/${file}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['assignment_submissions'] }),
  });
};

/** Downloads a hand-in's file (served only through the hand-in) and saves it under its name. */
export const useSubmissionFileDownload = () =>
  useMutation({
    mutationFn: async ({ id, file }: { id: number; file: SubmissionFile }) => {
      const { blob } = await download(`/api/assignment_submissions/${id}/files/${file.id}`);
      saveBlob(blob, file.name);
    },
  });

/** The assignments the caller may see hand-ins of: a teacher's classes', staff every one. */
export const useHandInAssignments = () => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['assignments', 'hand-ins', schoolId, seasonId, language],
    queryFn: ({ signal }) =>
      fetchAll(assignments, { order: { field: 'dueDate', direction: 'desc' } }, signal) as Promise<HandInAssignment[]>,
  });
};

/** One student of the class with their hand-in and score on the assignment. */
export interface HandInRow {
  student: number;
  name: string;
  submission: SubmissionRecord | undefined;
  score: ScoreRecord | undefined;
}

const loadHandIns = async (assignment: HandInAssignment, signal: AbortSignal): Promise<HandInRow[]> => {
  const klass = idOf(assignment.class) ?? 0;
  const byAssignment = { filters: { assignment: String(assignment.id) } };
  const [members, submissions, scores] = await Promise.all([
    fetchAll(classStudents, { filters: { classId: String(klass) } }, signal) as Promise<
      Named<RecordOf<typeof classStudents>>[]
    >,
    fetchAll(assignmentSubmissions, byAssignment, signal) as Promise<SubmissionRecord[]>,
    fetchAll(assignmentScores, byAssignment, signal),
  ]);
  const rows = new Map<number, HandInRow>();
  for (const member of members) {
    const student = idOf(member.student);
    if (student === undefined || rows.has(student)) continue;
    rows.set(student, {
      student,
      name: member.refNames?.student ?? '',
      submission: submissions.find((row) => idOf(row.student) === student),
      score: scores.find((row) => idOf(row.student) === student),
    });
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
};

/**
 * Every student of an assignment's class with their hand-in (handed in, late or missing) and
 * score. Keyed by the hand-ins' resource; a score saved refreshes it too (`useSaveScore`).
 */
export const useHandIns = (assignment: HandInAssignment | undefined) => {
  const { schoolId, seasonId, language } = useSession();
  return useQuery({
    queryKey: ['assignment_submissions', 'hand-ins', schoolId, seasonId, language, assignment?.id],
    queryFn: ({ signal }) => (assignment ? loadHandIns(assignment, signal) : Promise.resolve([])),
    enabled: assignment !== undefined,
  });
};

export interface ScoreInput {
  school: number;
  assignment: number;
  student: number;
  existing: ScoreRecord | undefined;
  points: string;
  comment: string;
}

/** Writes a student's score on the assignment (`assignment_scores`): a new one, else the same one changed. */
export const useSaveScore = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ScoreInput) => {
      const fields = { scoreStatus: 'scored', points: input.points, comment: input.comment || null };
      return input.existing
        ? request<ScoreRecord>(`/api/assignment_scores/${input.existing.id}`, { method: 'PATCH', body: fields })
        : request<ScoreRecord>('/api/assignment_scores', {
            method: 'POST',
            body: { school: input.school, assignment: input.assignment, student: input.student, ...fields },
          });
    },
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: ['assignment_scores'] });
      await client.invalidateQueries({ queryKey: ['assignment_submissions'] });
    },
  });
};
