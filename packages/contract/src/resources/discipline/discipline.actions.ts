import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';
import { everyone } from '../../resource/index.ts';
import {
  DISCIPLINE_ACTION_KINDS,
  DISCIPLINE_ACTION_STATUSES,
  DISCIPLINE_SEVERITIES,
  INCIDENT_ROLES,
  INCIDENT_STATUSES,
} from './discipline.resource.ts';

const INT4_MAX = 2147483647;
/** Most students one incident names: a fight in the yard, not a whole class. */
export const MAX_INCIDENT_STUDENTS = 40;

const bodyId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(INT4_MAX, { error: 'validation.too_large' });
const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'validation.invalid_date' });
const moment = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, {
    error: 'validation.invalid_date',
  });
const note = (max: number) => z.string({ error: 'validation.invalid' }).max(max, { error: 'validation.too_long' });

const firstAction = z.object({
  actionKind: z.enum(DISCIPLINE_ACTION_KINDS, { error: 'validation.invalid_choice' }),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  status: z.enum(DISCIPLINE_ACTION_STATUSES, { error: 'validation.invalid_choice' }).optional(),
  followUp: note(2000).optional(),
});

const involved = z.object({
  studentId: bodyId,
  role: z.enum(INCIDENT_ROLES, { error: 'validation.invalid_choice' }),
  // None: the code's points for an instigator or participant, 0 for a victim or witness.
  points: z
    .number({ error: 'validation.invalid_number' })
    .int({ error: 'validation.invalid_number' })
    .min(0, { error: 'validation.too_small' })
    .max(1000, { error: 'validation.too_large' })
    .optional(),
  notifyParents: z.boolean({ error: 'validation.invalid' }).optional(),
  actions: z.array(firstAction, { error: 'validation.invalid' }).max(5, { error: 'validation.too_large' }).optional(),
});

const recordIncidentBody = z.object({
  occurredAt: moment,
  place: note(150).optional(),
  description: note(4000).optional(),
  descriptionInternal: z.boolean({ error: 'validation.invalid' }).optional(),
  code: bodyId,
  students: z
    .array(involved, { error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(MAX_INCIDENT_STUDENTS, { error: 'validation.too_large' }),
});
export type RecordIncidentBody = z.infer<typeof recordIncidentBody>;

/**
 * POST /api/discipline_incidents/record: an incident with its students, their roles and first
 * actions, in one transaction (all or nothing), repeatable with an `Idempotency-Key`. Staff record
 * whole incidents; a teacher reports one about students they teach, without points, actions or
 * notifying parents (422 on the field). Parents marked `notifyParents` are told at once.
 */
export const recordIncidentAction = defineAction({
  name: 'recordDisciplineIncident',
  method: 'POST',
  path: '/api/discipline_incidents/record',
  summary: 'Record an incident with its students, their roles and first actions, in one transaction',
  tags: ['discipline_incidents'],
  access: { resource: 'discipline_incidents', operation: 'create' },
  idempotent: true,
  transactional: true,
  status: 201,
  input: {
    body: recordIncidentBody,
  },
  output: z.object({ id: z.number(), notified: z.number().meta({ description: 'Guardians notified' }) }),
  responses: { 404: 'No such record in reach' },
});

const sheetAction = z.object({
  id: z.number(),
  actionKind: z.enum(DISCIPLINE_ACTION_KINDS),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(DISCIPLINE_ACTION_STATUSES),
  followUp: z.string().nullable(),
});

const codeSummary = z.object({
  id: z.number(),
  code: z.string(),
  title: z.string(),
  severity: z.enum(DISCIPLINE_SEVERITIES),
});

/**
 * GET /api/discipline_incidents/{id}/sheet: the incident page: the incident, its code, who
 * reported it, and each student involved by name with role, points and actions. Whoever reads
 * the incident (its school's staff, the teacher who reported it).
 */
export const incidentSheetAction = defineAction({
  name: 'disciplineIncidentSheet',
  method: 'GET',
  path: '/api/discipline_incidents/{id}/sheet',
  summary: 'An incident with its code, reporter, students, roles, points and actions',
  tags: ['discipline_incidents'],
  access: { resource: 'discipline_incidents', operation: 'read' },
  record: { resource: 'discipline_incidents' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    id: z.number(),
    occurredAt: z.string(),
    place: z.string().nullable(),
    description: z.string().nullable(),
    descriptionInternal: z.boolean(),
    status: z.enum(INCIDENT_STATUSES),
    code: codeSummary,
    reportedBy: z.string().nullable().meta({ description: 'The reporter’s name' }),
    students: z.array(
      z.object({
        id: z.number().meta({ description: 'The incident_students row' }),
        studentId: z.number(),
        name: z.string(),
        role: z.enum(INCIDENT_ROLES),
        points: z.number(),
        notifyParents: z.boolean(),
        parentsNotifiedAt: z.string().nullable(),
        actions: z.array(sheetAction),
      }),
    ),
  }),
  responses: { 404: 'No such incident in reach' },
});

const timelineEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('incident'),
    id: z.number().meta({ description: 'The incident' }),
    date: z.string(),
    code: codeSummary,
    place: z.string().nullable(),
    description: z.string().nullable().meta({ description: 'Null for a family when staff mark it internal' }),
    status: z.enum(INCIDENT_STATUSES),
    role: z.enum(INCIDENT_ROLES),
    points: z.number(),
    actions: z.array(sheetAction),
  }),
  z.object({
    kind: z.literal('behaviour_note'),
    id: z.number().meta({ description: 'The student_behaviours row' }),
    date: z.string(),
    behaviourType: z.string(),
    title: z.string(),
    description: z.string().nullable(),
  }),
]);

/**
 * GET /api/students/{id}/discipline: one student's discipline timeline, newest first: their part
 * in incidents (never the other students) and their behaviour notes, with the points of each
 * season. Staff read every incident of the student; a teacher those they reported; the family
 * their child's, without a description marked internal and without the actions' follow-up notes.
 */
export const studentDisciplineAction = defineAction({
  name: 'studentDiscipline',
  method: 'GET',
  path: '/api/students/{id}/discipline',
  summary: 'A student’s discipline timeline: incidents, behaviour notes and points per season',
  tags: ['discipline_incidents'],
  access: everyone,
  record: { resource: 'students' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    entries: z.array(timelineEntry),
    points: z.array(z.object({ season: z.number(), title: z.string(), points: z.number() })),
  }),
  responses: { 404: 'No such student in reach' },
});

export type StudentDiscipline = z.infer<typeof studentDisciplineAction.output>;
export type IncidentSheet = z.infer<typeof incidentSheetAction.output>;
