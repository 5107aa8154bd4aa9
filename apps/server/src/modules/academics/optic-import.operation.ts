import {
  examResults,
  opticFormFieldNames,
  opticFormTemplateFields,
  opticFormTemplates,
  readOpticFile,
  translate,
  type OpticRecord,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { examIntoGradebook } from '../gradebook/exam-work.operation.ts';
import { examContext, studentsOfClasses, type ExamContext } from './exam-context.operation.ts';
import { recomputeRanks } from './exam-scores.operation.ts';

export interface OpticBody {
  opticForm: number;
  text: string;
}

interface ReadFile {
  context: ExamContext;
  records: OpticRecord[];
  people: Awaited<ReturnType<typeof studentsOfClasses>>;
}

/**
 * The file read through the optic form (404 when the form is out of reach): each record's
 * student is looked up by number among the students of the exam's classes, and its answers are
 * marked against the template's keys.
 */
const readFile = async (db: Db, ctx: RequestContext, id: number, body: OpticBody): Promise<ReadFile> => {
  const context = await examContext(db, ctx, id);
  const repo = scoped(db, ctx);
  const form = await repo.of(opticFormTemplates).get(body.opticForm);
  const fieldRows = await repo.of(opticFormTemplateFields).list({ opticFormId: form.id });
  const names = await system(db)
    .of(opticFormFieldNames)
    .list({ id: fieldRows.map((row) => row.fieldName) });
  const codeOf = new Map(names.map((name) => [name.id, name.code]));
  const people = await studentsOfClasses(
    db,
    ctx,
    context.classes.map((row) => row.id),
  );
  const byNumber = new Map(
    people.flatMap(({ student }) => (student.studentNumber ? [[student.studentNumber, student.id] as const] : [])),
  );
  const fields = fieldRows.flatMap((row) => {
    const code = codeOf.get(row.fieldName);
    return code
      ? [{ code, subject: row.subject, row: row.row ?? 1, startColumn: row.startColumn, length: row.length }]
      : [];
  });
  const records = readOpticFile(body.text, form.linesPerRecord ?? 1, fields, context.subjects, byNumber);
  return { context, records, people };
};

/** POST /api/exams/{id}/optic_preview: every record of the file with its student, answers, scores and errors. */
export const previewOptic = async (db: Db, ctx: RequestContext, id: number, body: OpticBody) => {
  const { records, people } = await readFile(db, ctx, id, body);
  const byId = new Map(people.map(({ student }) => [student.id, student]));
  const lines = records.map((record) => {
    const student = record.student === null ? undefined : byId.get(record.student);
    return {
      line: record.line,
      studentNumber: record.studentNumber,
      studentName: record.studentName,
      student: student ? { id: student.id, name: student.name, lastName: student.lastName } : null,
      answers: record.answers,
      scores: Object.fromEntries(Object.entries(record.scores).map(([key, score]) => [key, score.score])),
      totalScore: record.totalScore,
      errors: record.problems.map((problem) => translate(ctx.language, problem.code, problem.values)),
    };
  });
  return { lines, errorCount: lines.filter((line) => line.errors.length > 0).length };
};

/**
 * POST /api/exams/{id}/optic_import: in the action's transaction, every record stored as its
 * student's result (replacing one typed before) and the ranks computed again; a file with any
 * error, or with no record, stores nothing (422 on `text`).
 */
export const importOptic = async (db: Db, ctx: RequestContext, id: number, body: OpticBody) => {
  const { context, records, people } = await readFile(db, ctx, id, body);
  if (records.length === 0 || records.some((record) => record.problems.length > 0))
    throw violation('text', 'exams.optic_has_errors');
  const classOf = new Map(people.map(({ student, classId }) => [student.id, classId]));
  const repo = scoped(db, ctx).of(examResults);
  const ids = records.flatMap((record) => (record.student === null ? [] : [record.student]));
  const stored = new Map((await repo.list({ examId: context.exam.id, student: ids })).map((row) => [row.student, row]));
  for (const record of records) {
    if (record.student === null) continue;
    const data = {
      subjectScores: record.scores,
      totalScore: record.totalScore,
      classId: classOf.get(record.student) ?? null,
      source: 'optic' as const,
    };
    const current = stored.get(record.student);
    if (current) await repo.update(current.id, data);
    else await repo.insert({ ...data, school: context.exam.school, examId: context.exam.id, student: record.student });
  }
  await recomputeRanks(db, ctx, context.exam.id);
  await examIntoGradebook(db, ctx, context.exam.id);
  return { imported: records.length };
};
