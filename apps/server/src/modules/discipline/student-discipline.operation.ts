import {
  disciplineCodes,
  disciplineIncidents,
  incidentStudents,
  seasons,
  studentBehaviours,
  students,
  type RowOf,
  type StudentDiscipline,
} from '@kampus/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { actionsOf, actionView } from './incident-sheet.operation.ts';

/** Who reads a student's timeline, and how much of each incident. */
const readerOf = (ctx: RequestContext): 'staff' | 'teacher' | 'family' => {
  const caller = ctx.caller;
  if (!caller || caller.superadmin) return 'staff';
  if (caller.audience === 'teacher') return 'teacher';
  if (caller.audience === 'parent' || caller.audience === 'student') return 'family';
  return 'staff';
};

/**
 * One student's discipline timeline (the student already loaded through the caller's reach):
 * their part in each incident (code, date, place, their role and points, the actions about them)
 * and their behaviour notes, newest first, with the points of each season summed by the
 * database. Another student of an incident is never named here, for anyone. A teacher sees the
 * incidents they reported; a family does not see a description staff marked internal, nor the
 * actions' follow-up notes (the school's working notes).
 */
export const studentDiscipline = async (
  db: Db,
  ctx: RequestContext,
  student: RowOf<typeof students>,
): Promise<StudentDiscipline> => {
  const reader = readerOf(ctx);
  const store = system(db);
  const part = store.of(incidentStudents);
  const incidents = store.of(disciplineIncidents);
  const codes = store.of(disciplineCodes);
  const [p, i, c] = [part.table, incidents.table, codes.table];
  const mine = and(
    eq(p.studentId, student.id),
    reader === 'teacher' && ctx.caller ? eq(i.reportedBy, ctx.caller.id) : undefined,
  );
  const rows = await db
    .select({
      involvement: p.id,
      role: p.role,
      points: p.points,
      incident: i.id,
      occurredAt: i.occurredAt,
      place: i.place,
      description: i.description,
      internal: i.descriptionInternal,
      status: i.incidentStatus,
      codeId: c.id,
      code: c.code,
      title: c.title,
      severity: c.severity,
    })
    .from(p)
    .innerJoin(i, eq(i.id, p.incident))
    .innerJoin(c, eq(c.id, i.code))
    .where(mine)
    .orderBy(desc(i.occurredAt));
  const actions = await actionsOf(
    db,
    rows.map((row) => row.involvement),
  );
  const family = reader === 'family';
  const incidentEntries: StudentDiscipline['entries'] = rows.map((row) => ({
    kind: 'incident',
    id: row.incident,
    date: String(row.occurredAt),
    code: { id: row.codeId, code: row.code, title: row.title, severity: row.severity },
    place: row.place,
    description: family && row.internal ? null : row.description,
    status: row.status ?? 'open',
    role: row.role,
    points: row.points ?? 0,
    actions: (actions.get(row.involvement) ?? []).map((action) => actionView(action, !family)),
  }));
  // Behaviour notes as the caller reads them (their own rules: staff, the student's teachers, the family).
  const notes = await scoped(db, ctx)
    .of(studentBehaviours)
    .list({ studentId: student.id }, { order: { behaviourDate: 'desc' } });
  const noteEntries: StudentDiscipline['entries'] = notes.map((note) => ({
    kind: 'behaviour_note',
    id: note.id,
    date: note.behaviourDate,
    behaviourType: note.behaviourType,
    title: note.title,
    description: note.description,
  }));
  const s = store.of(seasons).table;
  const points = await db
    .select({ season: s.id, title: s.title, points: sql<number>`coalesce(sum(${p.points}), 0)::int` })
    .from(p)
    .innerJoin(i, eq(i.id, p.incident))
    .innerJoin(s, eq(s.id, i.season))
    .where(mine)
    .groupBy(s.id, s.title, s.startDate)
    .orderBy(desc(s.startDate));
  return {
    entries: [...incidentEntries, ...noteEntries].sort((a, b) => b.date.localeCompare(a.date)),
    points: points.map((row) => ({ season: row.season, title: row.title, points: Number(row.points) })),
  };
};
