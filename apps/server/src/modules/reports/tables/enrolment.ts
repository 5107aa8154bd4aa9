import { gradeLevels, students, translate } from '@kampus/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { scoped } from '../../../core/repository.ts';
import { bySchoolTitle, withSchoolColumn } from '../report-scope.ts';
import { gradeOrder } from '../../stats/grade-order.ts';
import { within, type ReportBuild } from './shared.ts';

/**
 * Active students by school and grade level, counted by the database (`group by`); the grade
 * levels in their school order (`levelOrder`), students without one last. `from`/`to` bound the
 * enrolment date.
 */
export const enrolmentReport: ReportBuild = async (db, scope, range) => {
  const repo = scoped(db, scope.ctx);
  const pupils = repo.of(students);
  const levels = repo.of(gradeLevels);
  const pupil = pupils.table;
  const level = levels.table;
  const rows = await db
    .select({
      school: pupil.school,
      title: level.title,
      order: level.levelOrder,
      count: sql<number>`count(*)::int`,
    })
    .from(pupil)
    .leftJoin(level, and(eq(level.id, pupil.gradeLevel), levels.condition()))
    .where(pupils.condition({ isActive: true }, within(pupil.enrollmentDate, range)))
    .groupBy(pupil.school, level.id, level.title, level.levelOrder)
    .orderBy(asc(pupil.school));
  const ordered = [...rows].sort(gradeOrder(scope.ctx.language));
  return withSchoolColumn(scope, {
    columns: ['fields.gradeLevel', 'reports.students'],
    kinds: ['text', 'number'],
    rows: bySchoolTitle(scope, ordered).map((row) => ({
      school: row.school,
      cells: [row.title ?? translate(scope.ctx.language, 'reports.no_grade_level'), String(row.count)],
    })),
  });
};
