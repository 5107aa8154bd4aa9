import {
  disciplineActions,
  disciplineCodes,
  disciplineIncidents,
  incidentStudents,
  type RecordIncidentBody,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { authorize, checkWritable } from '../../core/policy.ts';
import { violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { within } from '../enrollment/within.ts';
import { seasonFor } from '../finance-documents/active-season.ts';
import { notifyIncidentParents } from './notify-parents.operation.ts';

/** `YYYY-MM-DD HH:mm[:ss]` or with a `T`: stored as `YYYY-MM-DD HH:mm:ss`. */
const storedMoment = (value: string): string => {
  const [day = '', time = ''] = value.split(/[ T]/);
  return `${day} ${time.length === 5 ? `${time}:00` : time}`;
};

/**
 * Records an incident, its students and their first actions in the caller's transaction, each
 * row through the write path of its resource (the caller's reach, the references they may
 * read, the hooks, the audit trail): a teacher may name only students they teach and may not
 * set points, actions or the parents' notice; a refusal names the part (`students[1].studentId`,
 * `students[0].actions[0].endDate`) and nothing is kept. The parents of each student marked
 * `notifyParents` are told once every row is in.
 */
export const recordIncident = async (
  tx: Db,
  ctx: RequestContext,
  body: RecordIncidentBody,
): Promise<{ id: number; notified: number }> => {
  // The repository checks reach, not the operation: each resource's `create` grant is asked here
  // (a teacher reports, staff decide actions: 403 for a teacher's action).
  authorize(ctx, incidentStudents, 'create');
  if (body.students.some((part) => (part.actions ?? []).length > 0)) authorize(ctx, disciplineActions, 'create');
  const repo = scoped(tx, ctx);
  const code = await repo.of(disciplineCodes).first({ id: body.code });
  if (!code) throw violation('code', 'validation.invalid_reference');
  const season = await seasonFor(tx, ctx, code.school);
  const incident = await repo.of(disciplineIncidents).insert({
    school: code.school,
    season,
    occurredAt: storedMoment(body.occurredAt),
    place: body.place ?? null,
    description: body.description ?? null,
    code: code.id,
    ...(body.descriptionInternal === undefined ? {} : { descriptionInternal: body.descriptionInternal }),
  });
  const toNotify = [];
  for (const [index, part] of body.students.entries()) {
    const row = await within(
      `students[${index}]`,
      () => {
        const chosen = {
          ...(part.points === undefined ? {} : { points: part.points }),
          ...(part.notifyParents === undefined ? {} : { notifyParents: part.notifyParents }),
        };
        // Points and the parents' notice are staff's to decide (`writableBy`), as on the generic route.
        checkWritable(ctx, incidentStudents, chosen);
        return repo.of(incidentStudents).insert({
          school: code.school,
          incident: incident.id,
          studentId: part.studentId,
          role: part.role,
          ...chosen,
        });
      },
      { missing: 'studentId' },
    );
    for (const [step, action] of (part.actions ?? []).entries()) {
      await within(`students[${index}].actions[${step}]`, () =>
        repo.of(disciplineActions).insert({
          school: code.school,
          incidentStudent: row.id,
          actionKind: action.actionKind,
          startDate: action.startDate ?? null,
          endDate: action.endDate ?? null,
          actionStatus: action.status ?? 'planned',
          followUp: action.followUp ?? null,
        }),
      );
    }
    if (row.notifyParents) toNotify.push(row);
  }
  let notified = 0;
  for (const row of toNotify) notified += await notifyIncidentParents(tx, ctx, row);
  return { id: incident.id, notified };
};
