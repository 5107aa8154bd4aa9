import {
  attendances,
  attendanceTypes,
  classes,
  classStudents,
  gradingTerms,
  reportStaticTexts,
  reportTypes,
  schools,
  students,
  type RowOf,
} from '@kampus/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { reportCardCourseGrades, type CourseGradeLine } from './report-card-course-grades.ts';
import { reportCardGrades, type GradeLine } from './report-card-grades.ts';
import { reportCardStandards, type StandardLine } from './report-card-standards.ts';

/** A student's attendance in a term: lessons recorded, present, and each kind of absence by its title. */
interface AttendanceSummary {
  lessons: number;
  present: number;
  byType: { title: string; count: number }[];
}

export interface ReportCard {
  student: RowOf<typeof students>;
  classTitle: string | null;
  /** The gradebook's course grades of the term (released work only). */
  courseGrades: CourseGradeLine[];
  /** The standards the term's released work is aligned to, with the student's level on each. */
  standards: StandardLine[];
  /** The term's exam results, averaged per subject. */
  grades: GradeLine[];
  attendance: AttendanceSummary;
}

/** Everything the report cards print: the report type, its texts, the school, the term, a card per student. */
export interface ReportCardBatch {
  type: RowOf<typeof reportTypes>;
  texts: RowOf<typeof reportStaticTexts>[];
  schoolTitle: string;
  term: RowOf<typeof gradingTerms>;
  cards: ReportCard[];
}

export interface ReportCardQuery {
  reportType: number;
  term: number;
  classId?: number | undefined;
  student?: number | undefined;
}

const summarize = (
  rows: RowOf<typeof attendances>[],
  titles: ReadonlyMap<number, string>,
): Map<number, AttendanceSummary> => {
  const byStudent = new Map<number, AttendanceSummary>();
  for (const row of rows) {
    const summary = byStudent.get(row.student) ?? { lessons: 0, present: 0, byType: [] };
    summary.lessons += 1;
    if (row.attendanceType === null) summary.present += 1;
    else {
      const title = titles.get(row.attendanceType) ?? String(row.attendanceType);
      const entry = summary.byType.find((item) => item.title === title);
      if (entry) entry.count += 1;
      else summary.byType.push({ title, count: 1 });
    }
    byStudent.set(row.student, summary);
  }
  return byStudent;
};

/**
 * Reads a class's (or one student's) report cards for a term through the caller's scoped
 * repository: a report type, term, class or student out of reach is a 404 before any byte is sent.
 */
export const reportCardData = async (db: Db, ctx: RequestContext, query: ReportCardQuery): Promise<ReportCardBatch> => {
  // As the reader reads students: a teacher prints the cards of their own classes' students only.
  const repo = scoped(db, ctx, { as: 'reader' });
  const type = await repo.of(reportTypes).get(query.reportType);
  const term = await repo.of(gradingTerms).get(query.term);
  const texts = await repo.of(reportStaticTexts).list({ reportId: type.id }, { order: { textOrder: 'asc' } });
  const school = await repo.of(schools).get(type.school);
  const klass = query.classId === undefined ? null : await repo.of(classes).get(query.classId);
  const members = await repo.of(classStudents).list({
    term: term.id,
    ...(klass ? { classId: klass.id } : {}),
    ...(query.student === undefined ? {} : { student: query.student }),
  });
  if (query.student !== undefined) await repo.of(students).get(query.student);
  const studentRows = await repo
    .of(students)
    .list({ id: members.map((member) => member.student) }, { order: { lastName: 'asc', name: 'asc' } });
  const classIds = [...new Set(members.map((member) => member.classId))];
  const classTitles = new Map(
    (await repo.of(classes).list({ id: classIds })).map((row) => [row.id, row.title] as const),
  );
  const classOf = new Map(members.map((member) => [member.student, classTitles.get(member.classId) ?? null] as const));
  const ids = studentRows.map((row) => row.id);
  const attendanceRows = await repo.of(attendances).list(
    { student: ids },
    {
      also: and(
        gte(repo.of(attendances).table.attendanceDate, term.startDate),
        lte(repo.of(attendances).table.attendanceDate, term.endDate),
      ),
    },
  );
  const titles = new Map((await repo.of(attendanceTypes).list({})).map((row) => [row.id, row.title] as const));
  const attendance = summarize(attendanceRows, titles);
  const printed = new Set(ids);
  const printedMembers = members.filter((member) => printed.has(member.student));
  const [grades, courseGrades, standards] = await Promise.all([
    reportCardGrades(db, ctx, ids, term),
    reportCardCourseGrades(db, ctx, printedMembers, term),
    reportCardStandards(db, ctx, printedMembers, term),
  ]);
  return {
    type,
    texts,
    schoolTitle: school.title,
    term,
    cards: studentRows.map((student) => ({
      student,
      classTitle: classOf.get(student.id) ?? null,
      courseGrades: courseGrades.get(student.id) ?? [],
      standards: standards.get(student.id) ?? [],
      grades: grades.get(student.id) ?? [],
      attendance: attendance.get(student.id) ?? { lessons: 0, present: 0, byType: [] },
    })),
  };
};
