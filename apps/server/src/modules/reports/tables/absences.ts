import { attendances, classes, students, translate } from '@kampus/contract';
import { and, eq, sql } from 'drizzle-orm';
import { scoped } from '../../../core/repository.ts';
import { bySchoolTitle, withSchoolColumn } from '../report-scope.ts';
import { rateText, within, type ReportBuild } from './shared.ts';

/**
 * Attendance records and absences of the range per school, class or student (`by`, per class
 * when none), counted by the database. An absence is a record with an attendance type, as the
 * academic dashboard counts it; the rate is absences out of records, one decimal.
 */
export const absencesReport: ReportBuild = async (db, scope, query) => {
  const by = query.by ?? 'class';
  const repo = scoped(db, scope.ctx);
  const list = repo.of(attendances);
  const groups = repo.of(classes);
  const pupils = repo.of(students);
  const record = list.table;
  const group = groups.table;
  const pupil = pupils.table;
  const counts = {
    records: sql<number>`count(*)::int`,
    absences: sql<number>`(count(*) filter (where ${record.attendanceType} is not null))::int`,
  };
  const where = list.condition({}, within(record.attendanceDate, query));
  const keyed =
    by === 'school'
      ? (
          await db
            .select({ school: record.school, ...counts })
            .from(record)
            .where(where)
            .groupBy(record.school)
        ).map((row) => ({ ...row, student: undefined, cells: [] as string[] }))
      : by === 'class'
        ? (
            await db
              .select({ school: record.school, title: group.title, ...counts })
              .from(record)
              .leftJoin(group, and(eq(group.id, record.classId), groups.condition()))
              .where(where)
              .groupBy(record.school, record.classId, group.title)
              .orderBy(group.title)
          ).map((row) => ({
            ...row,
            student: undefined,
            cells: [row.title ?? translate(scope.ctx.language, 'reports.no_class')],
          }))
        : (
            await db
              .select({
                school: record.school,
                student: record.student,
                name: pupil.name,
                lastName: pupil.lastName,
                ...counts,
              })
              .from(record)
              .leftJoin(pupil, and(eq(pupil.id, record.student), pupils.condition()))
              .where(where)
              .groupBy(record.school, record.student, pupil.name, pupil.lastName)
              .orderBy(pupil.lastName, pupil.name)
          ).map((row) => ({ ...row, cells: [`${row.name ?? ''} ${row.lastName ?? ''}`.trim()] }));
  const label = by === 'class' ? ['fields.classId'] : by === 'student' ? ['fields.student'] : [];
  return withSchoolColumn(
    scope,
    {
      columns: [...label, 'reports.records', 'reports.absences', 'reports.absence_rate'],
      kinds: [...label.map(() => 'text' as const), 'number', 'number', 'percent'],
      rows: bySchoolTitle(scope, keyed).map((row) => ({
        school: row.school,
        student: row.student,
        cells: [...row.cells, String(row.records), String(row.absences), rateText(row.absences, row.records)],
      })),
    },
    by === 'school',
  );
};
