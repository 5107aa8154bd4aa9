import {
  DATED_ACTION_KINDS,
  disciplineActions,
  disciplineCodes,
  disciplineIncidents,
  incidentStudents,
  POINTED_ROLES,
  type DisciplineActionKind,
  type IncidentRole,
} from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';
import { violation } from '../../core/problem.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

/** The reporter is whoever records the incident, whatever a client sends (none for seeds). */
export const disciplineIncidentsHooks = defineHooks(disciplineIncidents, {
  beforeCreate: (_tx, ctx, data) => ({ ...data, reportedBy: ctx.caller?.id ?? data.reportedBy ?? null }),
});

/**
 * The points a student's part carries when none is given: the code's default for an instigator
 * or participant, nothing for a victim or witness. Read as the system: the incident's reference
 * was already checked against the caller's reach.
 */
const defaultPoints = async (tx: Db, incident: number, role: IncidentRole | undefined): Promise<number> => {
  if (!role || !POINTED_ROLES.includes(role)) return 0;
  const store = system(tx);
  const row = await store.of(disciplineIncidents).first({ id: incident });
  const code = row ? await store.of(disciplineCodes).first({ id: row.code }) : undefined;
  return code?.defaultPoints ?? 0;
};

export const incidentStudentsHooks = defineHooks(incidentStudents, {
  beforeCreate: async (tx, _ctx, data) => ({
    ...data,
    points: typeof data.points === 'number' ? data.points : await defaultPoints(tx, Number(data.incident), data.role),
    parentsNotifiedAt: null,
  }),
});

/**
 * A detention or suspension runs from a start date to an end date, and never ends before it
 * starts: 422 on `startDate` when missing, on `endDate` when before the start. Checked on the
 * row as it will be after a change.
 */
const checkDates = (kind: DisciplineActionKind | undefined, start: string | null, end: string | null): void => {
  if (kind && DATED_ACTION_KINDS.includes(kind) && !start) throw violation('startDate', 'validation.required');
  if (start && end && end < start) throw violation('endDate', 'validation.end_before_start');
};

const textOf = (value: unknown, fallback: string | null): string | null =>
  value === undefined ? fallback : typeof value === 'string' && value !== '' ? value : null;

export const disciplineActionsHooks = defineHooks(disciplineActions, {
  beforeCreate: (_tx, _ctx, data) => {
    checkDates(data.actionKind, textOf(data.startDate, null), textOf(data.endDate, null));
    return data;
  },
  beforeUpdate: (_tx, _ctx, data, current) => {
    checkDates(
      data.actionKind ?? current.actionKind,
      textOf(data.startDate, current.startDate),
      textOf(data.endDate, current.endDate),
    );
    return data;
  },
});
