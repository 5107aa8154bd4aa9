import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';
import { everyone } from '../../resource/index.ts';
import { TRANSPORT_LEGS } from './transport.resource.ts';

const INT4_MAX = 2147483647;
/** Most students one check names: the largest vehicle's seats. */
export const MAX_BOARDING_STUDENTS = 100;

const bodyId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(INT4_MAX, { error: 'validation.too_large' });
const isoDate = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'validation.invalid_date' });
const leg = z.enum(TRANSPORT_LEGS, { error: 'validation.invalid_choice' });

const routeSummary = z.object({
  id: z.number(),
  title: z.string(),
  plate: z.string().nullable(),
  seats: z.number().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  escortName: z.string().nullable(),
});

const boardingStudent = z.object({
  studentId: z.number(),
  name: z.string(),
  stop: z.string().nullable(),
  time: z.string().nullable().meta({ description: 'When the bus is at the stop on this trip (HH:mm)' }),
  onBoard: z.boolean().nullable().meta({ description: 'Null until the escort checks the student' }),
  familyNotifiedAt: z.string().nullable(),
});

/**
 * GET /api/transport_routes/{id}/boarding?date&leg: the day's check of one trip: the route's
 * students for the morning or the afternoon in stop order, each with the stop, its time and
 * whether they got on (null until checked). Staff and the school's escorts.
 */
export const boardingListAction = defineAction({
  name: 'transportBoardingList',
  method: 'GET',
  path: '/api/transport_routes/{id}/boarding',
  summary: 'A route’s students for one trip of one day, in stop order, with who got on',
  tags: ['transport_routes'],
  access: { resource: 'boarding_checks', operation: 'create' },
  record: { resource: 'transport_routes' },
  input: { params: z.object({ id: idParam }), query: z.object({ date: isoDate, leg }) },
  output: z.object({ route: routeSummary, date: z.string(), leg, students: z.array(boardingStudent) }),
  responses: { 404: 'No such route in reach' },
});

const boardingBody = z.object({
  date: isoDate,
  leg,
  students: z
    .array(z.object({ studentId: bodyId, onBoard: z.boolean({ error: 'validation.required' }) }), {
      error: 'validation.required',
    })
    .min(1, { error: 'validation.required' })
    .max(MAX_BOARDING_STUDENTS, { error: 'validation.too_large' }),
});
export type BoardingBody = z.infer<typeof boardingBody>;

/**
 * POST /api/transport_routes/{id}/boarding: the escort's check of one trip, in one transaction.
 * Each student must be on the route for that trip (422 on `students[i].studentId`). The parents
 * of a student not on board are notified once: checking again changes the rows, never tells twice.
 */
export const saveBoardingAction = defineAction({
  name: 'saveTransportBoarding',
  method: 'POST',
  path: '/api/transport_routes/{id}/boarding',
  summary: 'Save the boarding check of one trip; the parents of a student not on board are told once',
  tags: ['transport_routes'],
  access: { resource: 'boarding_checks', operation: 'create' },
  record: { resource: 'transport_routes' },
  idempotent: true,
  transactional: true,
  input: { params: z.object({ id: idParam }), body: boardingBody },
  output: z.object({
    checked: z.number(),
    notified: z.number().meta({ description: 'Guardians notified by this call' }),
    unreached: z
      .array(z.string())
      .meta({ description: 'Students not on board whose family has no account to tell: the escort calls them' }),
  }),
  responses: { 404: 'No such route in reach' },
});

/** GET /api/transport_routes/{id}/sheet: the route sheet (PDF): vehicle, driver, escort, the stops with their times and students. */
export const routeSheetPdfAction = defineAction({
  name: 'transportRouteSheetPdf',
  method: 'GET',
  path: '/api/transport_routes/{id}/sheet',
  summary: 'Print a route sheet: stops, times and students (PDF)',
  tags: ['transport_routes'],
  access: { resource: 'transport_routes', operation: 'read' },
  record: { resource: 'transport_routes' },
  input: { params: z.object({ id: idParam }) },
  responseType: 'application/pdf',
  responses: { 404: 'No such route in reach' },
});

const stopTime = z.object({ title: z.string(), district: z.string().nullable(), time: z.string().nullable() });

/**
 * GET /api/students/{id}/transport: a student's bus as the family sees it: the route, vehicle,
 * driver, the morning and afternoon stops with their times, and today's boarding. The student is
 * loaded through the caller's reach (a family's own child only).
 */
export const studentTransportAction = defineAction({
  name: 'studentTransport',
  method: 'GET',
  path: '/api/students/{id}/transport',
  summary: 'A student’s route, stops and times, and today’s boarding',
  tags: ['transport_routes'],
  access: everyone,
  record: { resource: 'students' },
  input: { params: z.object({ id: idParam }) },
  output: z.object({
    today: z.string(),
    seat: z
      .object({
        route: routeSummary,
        morning: stopTime.nullable(),
        afternoon: stopTime.nullable(),
      })
      .nullable(),
    boarding: z.array(z.object({ leg, onBoard: z.boolean() })),
  }),
  responses: { 404: 'No such student in reach' },
});

export type BoardingList = z.infer<typeof boardingListAction.output>;
export type StudentTransport = z.infer<typeof studentTransportAction.output>;
