import {
  disciplineActions,
  disciplineCodes,
  disciplineIncidents,
  incidentStudents,
  students,
  users,
  type IncidentSheet,
  type RowOf,
} from '@kampus/contract';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

type Action = RowOf<typeof disciplineActions>;

/** An action as the incident page and the timeline show it. */
export const actionView = (
  row: Action,
  withFollowUp: boolean,
): IncidentSheet['students'][number]['actions'][number] => ({
  id: row.id,
  actionKind: row.actionKind,
  startDate: row.startDate,
  endDate: row.endDate,
  status: row.actionStatus ?? 'planned',
  followUp: withFollowUp ? row.followUp : null,
});

/** The actions of these incident students, by the row they are about: one query. */
export const actionsOf = async (db: Db, involvements: readonly number[]): Promise<Map<number, Action[]>> => {
  const rows =
    involvements.length === 0
      ? []
      : await system(db)
          .of(disciplineActions)
          .list({ incidentStudent: involvements }, { order: { startDate: 'asc' } });
  const byInvolvement = new Map<number, Action[]>();
  for (const row of rows)
    byInvolvement.set(row.incidentStudent, [...(byInvolvement.get(row.incidentStudent) ?? []), row]);
  return byInvolvement;
};

/**
 * The incident page: the incident (already loaded through the caller's reach: staff of its
 * school, or the teacher who reported it), its code, its reporter's name and every student
 * involved by name, with their role, points and actions. The rows hanging off the incident are
 * read as the system because reading the incident is what grants them.
 */
export const incidentSheet = async (db: Db, incident: RowOf<typeof disciplineIncidents>): Promise<IncidentSheet> => {
  const store = system(db);
  const code = await store.of(disciplineCodes).get(incident.code);
  const reporter = incident.reportedBy === null ? undefined : await store.of(users).first({ id: incident.reportedBy });
  const involved = await store.of(incidentStudents).list({ incident: incident.id }, { order: { id: 'asc' } });
  const people = new Map(
    (await store.of(students).list({ id: involved.map((row) => row.studentId) })).map((row) => [
      row.id,
      `${row.name} ${row.lastName}`,
    ]),
  );
  const actions = await actionsOf(
    db,
    involved.map((row) => row.id),
  );
  return {
    id: incident.id,
    occurredAt: incident.occurredAt,
    place: incident.place,
    description: incident.description,
    descriptionInternal: incident.descriptionInternal ?? false,
    status: incident.incidentStatus ?? 'open',
    code: { id: code.id, code: code.code, title: code.title, severity: code.severity },
    reportedBy: reporter ? `${reporter.name} ${reporter.lastName}` : null,
    students: involved.map((row) => ({
      id: row.id,
      studentId: row.studentId,
      name: people.get(row.studentId) ?? '',
      role: row.role,
      points: row.points ?? 0,
      notifyParents: row.notifyParents ?? false,
      parentsNotifiedAt: row.parentsNotifiedAt,
      actions: (actions.get(row.id) ?? []).map((action) => actionView(action, true)),
    })),
  };
};
