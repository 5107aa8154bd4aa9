import {
  classStudents,
  classes,
  examClasses,
  examTemplateSubjects,
  exams,
  students,
  subjectBranches,
  type RowOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

interface ExamSubject {
  subject: number;
  title: string;
  points: string;
  questionCount: number;
  answerKey: string | null;
}

export interface ExamContext {
  exam: RowOf<typeof exams>;
  classes: { id: number; title: string }[];
  subjects: ExamSubject[];
}

/**
 * An exam as its score screens need it: the exam (404 out of reach), its classes by title and
 * its template's subjects in order, with their titles.
 */
export const examContext = async (db: Db, ctx: RequestContext, id: number): Promise<ExamContext> => {
  const repo = scoped(db, ctx);
  const exam = await repo.of(exams).get(id);
  const links = await repo.of(examClasses).list({ examId: exam.id });
  const classRows = await repo.of(classes).list({ id: links.map((link) => link.classId) }, { order: { title: 'asc' } });
  const templateSubjects = await repo
    .of(examTemplateSubjects)
    .list({ examTemplateId: exam.examTemplate }, { order: { position: 'asc' } });
  // Subjects are reference data every signed-in user reads.
  const branches = await system(db)
    .of(subjectBranches)
    .list({ id: templateSubjects.map((row) => row.subject) });
  const titles = new Map(branches.map((branch) => [branch.id, branch.title]));
  return {
    exam,
    classes: classRows.map((row) => ({ id: row.id, title: row.title })),
    subjects: templateSubjects.map((row) => ({
      subject: row.subject,
      title: titles.get(row.subject) ?? '',
      points: row.points,
      questionCount: row.questionCount,
      answerKey: row.answerKey,
    })),
  };
};

/** The students of some classes (any grading term), each with the class they sit in, by full name. */
export const studentsOfClasses = async (db: Db, ctx: RequestContext, classIds: number[]) => {
  // A teacher's grid lists the students they read: those of their own classes.
  const repo = scoped(db, ctx, { as: 'reader' });
  const members = await repo.of(classStudents).list({ classId: classIds });
  const classOf = new Map(members.map((member) => [member.student, member.classId]));
  const rows = await repo.of(students).list({ id: [...classOf.keys()] });
  const collator = new Intl.Collator(ctx.language, { sensitivity: 'base', numeric: true });
  return rows
    .sort((a, b) => collator.compare(`${a.name} ${a.lastName}`, `${b.name} ${b.lastName}`) || a.id - b.id)
    .map((student) => ({ student, classId: classOf.get(student.id) ?? null }));
};
