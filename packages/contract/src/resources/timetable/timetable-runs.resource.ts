import { access, dateTime, defineResource, enumOf, int, json, ref, staff } from '../../resource/index.ts';

export const TIMETABLE_RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * One run of the solver over a season's needs, written by the server alone (the solve action
 * and its job): its status, the best week's hard and soft counts, the week (`result`: the
 * placements) and the report (hard violations, soft parts, what was not met and why). `problem`
 * is the solver's input as the action built it, kept for the job and never sent.
 */
export const timetableRuns = defineResource({
  name: 'timetable_runs',
  type: 'TimetableRun',
  scope: 'season',
  seasonRecords: true,
  seasonField: 'season',
  serverWritten: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    season: ref('seasons', { required: true, onDelete: 'cascade', sameSchool: true }),
    status: enumOf(TIMETABLE_RUN_STATUSES, { required: true, default: 'queued' }),
    timeLimit: int({ required: true, min: 1, max: 300 }),
    seed: int({ required: true, min: 0 }),
    hardCount: int({ min: 0 }),
    softScore: int({ min: 0 }),
    result: json(),
    report: json(),
    problem: json({ hidden: true }),
    startedAt: dateTime(),
    finishedAt: dateTime(),
    requestedBy: ref('users', { onDelete: 'setNull' }),
  },
  filters: ['school', 'season', 'status'],
  orderFields: ['startedAt'],
  defaultOrder: { id: 'desc' },
  list: ['status', 'hardCount', 'softScore', 'timeLimit', 'startedAt', 'finishedAt', 'requestedBy'],
  labelField: 'status',
  access: access(staff, []),
});
