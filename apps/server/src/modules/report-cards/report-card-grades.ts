import { examResults, exams, subjectBranches, toHundredths, type SubjectScore } from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** One line of a report card's grades: a subject and the score shown for it. */
export interface GradeLine {
  subject: string;
  score: string;
}

/** Hundredths as a two-decimal string, with integers only (no binary float reaches a grade). */
const fromHundredths = (hundredths: number): string =>
  `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** The mean of whole hundredths, rounded half up, still in hundredths. */
const meanOf = (values: readonly number[]): number => {
  const sum = values.reduce((total, value) => total + value, 0);
  return Math.floor((2 * sum + values.length) / (2 * values.length));
};

/**
 * The grades each student gets on their report card for a grading term, by student id: the
 * results of the exams dated within the term (`exam_results`, scored per subject by the score grid
 * or the optic import), averaged per subject over those exams, named by the subject's title and
 * listed in title order. Read through the caller's scoped repository, so a teacher's cards hold
 * only what that teacher may read.
 */
export const reportCardGrades = async (
  db: Db,
  ctx: RequestContext,
  studentIds: readonly number[],
  term: { id: number; startDate: string; endDate: string },
): Promise<Map<number, GradeLine[]>> => {
  const grades = new Map<number, GradeLine[]>(studentIds.map((id) => [id, []]));
  if (studentIds.length === 0) return grades;
  const repo = scoped(db, ctx);
  const examRepo = repo.of(exams);
  const termExams = await examRepo.list(
    {},
    { also: and(gte(examRepo.table.examDate, term.startDate), lte(examRepo.table.examDate, term.endDate)) },
  );
  if (termExams.length === 0) return grades;
  const results = await repo.of(examResults).list({ student: studentIds, examId: termExams.map((exam) => exam.id) });
  const scores = new Map<number, Map<number, number[]>>();
  for (const result of results) {
    const bySubject = scores.get(result.student) ?? new Map<number, number[]>();
    const subjectScores = (result.subjectScores ?? {}) as Record<string, SubjectScore>;
    for (const [subject, scored] of Object.entries(subjectScores)) {
      const hundredths = toHundredths(String(scored.score));
      if (hundredths === undefined) continue;
      bySubject.set(Number(subject), [...(bySubject.get(Number(subject)) ?? []), hundredths]);
    }
    scores.set(result.student, bySubject);
  }
  const subjectIds = [...new Set([...scores.values()].flatMap((bySubject) => [...bySubject.keys()]))];
  if (subjectIds.length === 0) return grades;
  const titles = new Map(
    (await repo.of(subjectBranches).list({ id: subjectIds })).map((row) => [row.id, row.title] as const),
  );
  for (const [student, bySubject] of scores) {
    const lines = [...bySubject]
      .map(([subject, values]) => ({
        subject: titles.get(subject) ?? `#${subject}`,
        score: fromHundredths(meanOf(values)),
      }))
      .sort((a, b) => a.subject.localeCompare(b.subject, ctx.language));
    grades.set(student, lines);
  }
  return grades;
};
