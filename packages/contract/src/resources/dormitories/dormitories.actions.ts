import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';
import { BUILDING_GENDERS, LEAVE_STATUSES, ROLL_MARKS } from './dormitories.resource.ts';

const INT4_MAX = 2147483647;
/** Most boarders one roll call names: a building's beds, with room to spare. */
export const MAX_ROLL_MARKS = 500;

const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'validation.invalid_date' });

const bodyId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(INT4_MAX, { error: 'validation.too_large' });

const occupant = z.object({ id: z.number(), name: z.string() });

/**
 * GET /api/dorm_buildings/{id}/occupancy: a building's rooms and beds with who sleeps in each
 * this season, for the set-up and assignment screens. Whoever reads the building.
 */
export const dormOccupancyAction = defineAction({
  name: 'dormOccupancy',
  method: 'GET',
  path: '/api/dorm_buildings/{id}/occupancy',
  summary: 'A boarding building’s rooms and beds with the season’s boarders',
  tags: ['dormitories'],
  access: { resource: 'dorm_buildings', operation: 'read' },
  record: { resource: 'dorm_buildings' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    building: z.object({ id: z.number(), title: z.string(), buildingGender: z.enum(BUILDING_GENDERS) }),
    beds: z.number(),
    occupied: z.number(),
    rooms: z.array(
      z.object({
        id: z.number(),
        roomNumber: z.string(),
        floor: z.number().nullable(),
        capacity: z.number(),
        beds: z.array(
          z.object({
            id: z.number(),
            bedLabel: z.string(),
            isActive: z.boolean(),
            assignment: z.number().nullable().meta({ description: 'The bed_assignments row' }),
            student: occupant.nullable(),
          }),
        ),
      }),
    ),
  }),
  responses: { 404: 'No such building in reach' },
});

const leaveSummary = z.object({ id: z.number(), leaveUntil: z.string(), destination: z.string() });

export const rollCallRow = z.object({
  student: z.number(),
  name: z.string(),
  room: z.string(),
  bed: z.string(),
  mark: z.enum(ROLL_MARKS),
  leave: leaveSummary.nullable().meta({ description: 'The approved leave covering the night' }),
  alertedAt: z.string().nullable(),
});
export type RollCallRow = z.infer<typeof rollCallRow>;

/**
 * GET /api/dorm_buildings/{id}/roll_call?date=: a night's roll call of a building, the marks
 * saved or, before it is taken, every boarder present but those on an approved leave covering
 * the night (pre-filled "on leave"). The wardens only.
 */
export const dormRollCallAction = defineAction({
  name: 'dormRollCall',
  method: 'GET',
  path: '/api/dorm_buildings/{id}/roll_call',
  summary: 'A building’s roll call of one night, pre-filled from approved leaves',
  tags: ['dormitories'],
  access: { resource: 'roll_calls', operation: 'list' },
  record: { resource: 'dorm_buildings' },
  input: { params: z.object({ id: idParam }), query: z.object({ date: isoDate }) },
  output: z.object({
    date: z.string(),
    taken: z.boolean(),
    takenAt: z.string().nullable(),
    boarders: z.array(rollCallRow),
  }),
  responses: { 404: 'No such building in reach' },
});

const saveRollCallBody = z.object({
  date: isoDate,
  marks: z
    .array(z.object({ student: bodyId, mark: z.enum(ROLL_MARKS, { error: 'validation.invalid_choice' }) }), {
      error: 'validation.required',
    })
    .min(1, { error: 'validation.required' })
    .max(MAX_ROLL_MARKS, { error: 'validation.too_large' }),
});
export type SaveRollCallBody = z.infer<typeof saveRollCallBody>;

/**
 * POST /api/dorm_buildings/{id}/roll_call: saves a night's marks in one transaction (taken
 * again, the marks are replaced), repeatable with an `Idempotency-Key`. Each boarder marked
 * absent without an approved leave raises one alert to their guardians and the school's wardens
 * (once a night). A student who is no boarder of the building is 422 on `marks[i].student`; "on
 * leave" without an approved leave covering the night is 422 on `marks[i].mark`.
 */
export const saveRollCallAction = defineAction({
  name: 'saveDormRollCall',
  method: 'POST',
  path: '/api/dorm_buildings/{id}/roll_call',
  summary: 'Save a building’s roll call of one night; absent boarders alert their parents and the wardens',
  tags: ['dormitories'],
  access: { resource: 'roll_calls', operation: 'create' },
  record: { resource: 'dorm_buildings' },
  idempotent: true,
  transactional: true,
  input: { params: z.object({ id: idParam }), body: saveRollCallBody },
  output: z.object({ id: z.number(), alerted: z.number().meta({ description: 'Absent boarders alerted' }) }),
  responses: { 404: 'No such building in reach' },
});

export const leaveRow = z.object({
  id: z.number(),
  student: occupant,
  building: z.string().nullable(),
  room: z.string().nullable(),
  leaveFrom: z.string(),
  leaveUntil: z.string(),
  leaveReason: z.string(),
  destination: z.string(),
  leaveStatus: z.enum(LEAVE_STATUSES),
  decisionNote: z.string().nullable(),
  decidedBy: z.string().nullable().meta({ description: 'The warden’s name' }),
  decidedAt: z.string().nullable(),
  signedOutAt: z.string().nullable(),
  signedInAt: z.string().nullable(),
});
export type LeaveRow = z.infer<typeof leaveRow>;

/**
 * GET /api/dormitories/leaves: the season's leave requests in reach with the student's name and
 * bed, newest first: the warden's inbox (every boarder of their school), a family's own list
 * (their children's only). `status` narrows to one state.
 */
export const dormLeavesAction = defineAction({
  name: 'dormLeaves',
  method: 'GET',
  path: '/api/dormitories/leaves',
  summary: 'Leave requests in reach with the boarder’s name and room',
  tags: ['dormitories'],
  access: { resource: 'leave_requests', operation: 'list' },
  input: { query: z.object({ status: z.enum(LEAVE_STATUSES).optional() }) },
  output: z.object({ leaves: z.array(leaveRow) }),
});

/**
 * POST /api/leave_requests/{id}/withdraw: the family withdraws a request the warden has not
 * decided yet (it becomes `cancelled`, on the audit trail as the parent's act). A request already
 * decided is 409 `ui.dormitories.not_pending`; another family's is 404; a student 403 (the
 * request is the parent's).
 */
export const withdrawLeaveAction = defineAction({
  name: 'withdrawLeave',
  method: 'POST',
  path: '/api/leave_requests/{id}/withdraw',
  summary: 'Withdraw a leave request the warden has not decided yet',
  tags: ['dormitories'],
  access: { resource: 'leave_requests', operation: 'read' },
  record: { resource: 'leave_requests' },
  idempotent: true,
  transactional: true,
  input: { params: z.object({ id: idParam }) },
  output: leaveRow,
  responses: {
    403: 'A student: the request is the family’s',
    404: 'No such request in reach',
    409: 'The warden has decided it already',
  },
});
