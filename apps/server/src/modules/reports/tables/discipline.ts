import {
  disciplineCodes,
  disciplineIncidents,
  gradeLevels,
  incidentStudents,
  students,
  translate,
} from '@kampus/contract';
import { and, eq, sql } from 'drizzle-orm';
import { scoped } from '../../../core/repository.ts';
import { bySchoolTitle, withSchoolColumn } from '../report-scope.ts';
import { within, type ReportBuild } from './shared.ts';

/**
 * Incidents by code, grade level (the student's) and month, counted by the database: the
 * incidents, the students involved and the points they were given. A row per school, code,
 * grade and month, newest month first; the range bounds the incident's date.
 */
export const disciplineReport: ReportBuild = async (db, scope, query) => {
  const repo = scoped(db, scope.ctx);
  const incidents = repo.of(disciplineIncidents);
  const parts = repo.of(incidentStudents);
  const codes = repo.of(disciplineCodes);
  const pupils = repo.of(students);
  const levels = repo.of(gradeLevels);
  const [i, p, c, s, g] = [incidents.table, parts.table, codes.table, pupils.table, levels.table];
  const month = sql<string>`to_char(${i.occurredAt}, 'YYYY-MM')`;
  const rows = await db
    .select({
      school: i.school,
      code: c.code,
      title: c.title,
      grade: g.title,
      month,
      incidents: sql<number>`count(distinct ${i.id})::int`,
      students: sql<number>`count(*)::int`,
      points: sql<number>`coalesce(sum(${p.points}), 0)::int`,
    })
    .from(p)
    .innerJoin(i, and(eq(i.id, p.incident), incidents.condition({}, within(i.occurredAt, query, true))))
    .innerJoin(c, eq(c.id, i.code))
    .innerJoin(s, eq(s.id, p.studentId))
    .leftJoin(g, and(eq(g.id, s.gradeLevel), levels.condition()))
    .where(parts.condition())
    .groupBy(i.school, c.code, c.title, g.title, g.levelOrder, month)
    .orderBy(sql`${month} desc`, c.code, g.levelOrder);
  return withSchoolColumn(scope, {
    columns: [
      'fields.code',
      'fields.title',
      'fields.gradeLevel',
      'reports.month',
      'reports.incidents',
      'reports.students',
      'reports.discipline_points',
    ],
    kinds: ['text', 'text', 'text', 'text', 'number', 'number', 'number'],
    rows: bySchoolTitle(scope, rows).map((row) => ({
      school: row.school,
      cells: [
        row.code,
        row.title,
        row.grade ?? translate(scope.ctx.language, 'reports.no_grade_level'),
        row.month,
        String(row.incidents),
        String(row.students),
        String(row.points),
      ],
    })),
  });
};
