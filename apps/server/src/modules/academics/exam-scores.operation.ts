import {
  examResults,
  rankByTotal,
  toHundredths,
  totalOf,
  type RowOf,
  type SubjectScore,
  type Violation,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { notFound, unprocessable } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { examIntoGradebook } from '../gradebook/exam-work.operation.ts';
import { examContext, studentsOfClasses } from './exam-context.operation.ts';

type Scores = Record<string, SubjectScore>;

const scoresOf = (row: RowOf<typeof examResults> | undefined): Scores =>
  row && typeof row.subjectScores === 'object' && row.subjectScores !== null ? (row.subjectScores as Scores) : {};

/**
 * Every total's ranks again, after any save: in its class and over the whole exam (competition
 * ranking, equal totals share a rank). Only rows whose rank changed are written.
 */
export const recomputeRanks = async (db: Db, ctx: RequestContext, examId: number): Promise<void> => {
  const repo = scoped(db, ctx).of(examResults);
  const rows = await repo.list({ examId });
  const overall = rankByTotal(rows);
  const byClass = new Map<number | null, RowOf<typeof examResults>[]>();
  for (const row of rows) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row]);
  const inClass = new Map<RowOf<typeof examResults>, number>();
  for (const group of byClass.values()) for (const [row, rank] of rankByTotal(group)) inClass.set(row, rank);
  for (const row of rows) {
    const classRank = inClass.get(row) ?? null;
    const examRank = overall.get(row) ?? null;
    if (row.classRank !== classRank || row.examRank !== examRank) await repo.update(row.id, { classRank, examRank });
  }
};

/** GET /api/exams/{id}/grid: a class's students with their scores per subject, totals and ranks. */
export const readExamGrid = async (db: Db, ctx: RequestContext, id: number, classId?: number) => {
  const context = await examContext(db, ctx, id);
  const klass = classId === undefined ? context.classes[0] : context.classes.find((row) => row.id === classId);
  if (!klass) throw notFound();
  const people = await studentsOfClasses(db, ctx, [klass.id]);
  const results = await scoped(db, ctx)
    .of(examResults)
    .list({ examId: context.exam.id, student: people.map((entry) => entry.student.id) });
  const byStudent = new Map(results.map((row) => [row.student, row]));
  return {
    exam: { id: context.exam.id, title: context.exam.title, examDate: context.exam.examDate },
    class: klass,
    classes: context.classes,
    subjects: context.subjects.map(({ subject, title, points, questionCount }) => ({
      subject,
      title,
      points,
      questionCount,
    })),
    rows: people.map(({ student }) => {
      const result = byStudent.get(student.id);
      const scores = scoresOf(result);
      return {
        student: {
          id: student.id,
          name: student.name,
          lastName: student.lastName,
          studentNumber: student.studentNumber ?? null,
        },
        scores: Object.fromEntries(
          context.subjects.map((subject) => [String(subject.subject), scores[String(subject.subject)]?.score ?? null]),
        ),
        totalScore: result?.totalScore ?? null,
        classRank: result?.classRank ?? null,
        examRank: result?.examRank ?? null,
      };
    }),
  };
};

export interface ScoreItem {
  student: number;
  scores: Record<string, string | null>;
}

/**
 * PUT /api/exams/{id}/scores: a class's typed scores, checked whole (each student in the class,
 * each subject the template's, no score above its subject's points; every problem named) and then
 * stored, in the action's transaction; ranks are computed again for the whole exam.
 */
export const saveExamScores = async (
  db: Db,
  ctx: RequestContext,
  id: number,
  body: { classId: number; items: ScoreItem[] },
) => {
  const context = await examContext(db, ctx, id);
  if (!context.classes.some((row) => row.id === body.classId)) throw notFound();
  const members = new Set((await studentsOfClasses(db, ctx, [body.classId])).map((entry) => entry.student.id));
  const subjects = new Map(context.subjects.map((subject) => [String(subject.subject), subject]));
  const violations: Violation[] = [];
  for (const [index, item] of body.items.entries()) {
    if (!members.has(item.student))
      violations.push({ propertyPath: `items[${index}].student`, message: 'exams.not_in_exam_class' });
    for (const [key, score] of Object.entries(item.scores)) {
      const subject = subjects.get(key);
      if (!subject)
        violations.push({ propertyPath: `items[${index}].scores.${key}`, message: 'exams.not_exam_subject' });
      else if (score !== null && (toHundredths(score) ?? 0) > (toHundredths(subject.points) ?? 0))
        violations.push({ propertyPath: `items[${index}].scores.${key}`, message: 'exams.score_above_points' });
    }
  }
  if (violations.length > 0) throw unprocessable(violations);

  const repo = scoped(db, ctx).of(examResults);
  const stored = new Map(
    (await repo.list({ examId: context.exam.id, student: body.items.map((item) => item.student) })).map((row) => [
      row.student,
      row,
    ]),
  );
  for (const item of body.items) {
    const current = stored.get(item.student);
    const scores: Scores = { ...scoresOf(current) };
    for (const [key, score] of Object.entries(item.scores)) {
      if (score === null) delete scores[key];
      else {
        const cents = toHundredths(score) ?? 0;
        scores[key] = {
          score: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
          correct: null,
          wrong: null,
          blank: null,
        };
      }
    }
    const totalScore = totalOf(Object.values(scores));
    if (Object.keys(scores).length === 0) {
      if (current) await repo.remove(current.id);
    } else if (current) {
      await repo.update(current.id, { subjectScores: scores, totalScore, classId: body.classId, source: 'grid' });
    } else {
      await repo.insert({
        school: context.exam.school,
        examId: context.exam.id,
        student: item.student,
        classId: body.classId,
        subjectScores: scores,
        totalScore,
        source: 'grid',
      });
    }
  }
  await recomputeRanks(db, ctx, context.exam.id);
  await examIntoGradebook(db, ctx, context.exam.id, body.classId);
  return readExamGrid(db, ctx, context.exam.id, body.classId);
};
