import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam } from '../../action/params.ts';
import { MAX_CHOICES_PER_BLOCK, COURSE_REQUEST_STATUSES } from './electives.resource.ts';

const INT4_MAX = 2147483647;
/** Most choices one save names: three in each of ten blocks. */
export const MAX_CHOICES_PER_SAVE = 30;

const bodyId = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.invalid_number' })
  .min(1, { error: 'validation.too_small' })
  .max(INT4_MAX, { error: 'validation.too_large' });

const placeBody = z.object({
  // Undo every placement of the season first and place everyone again (the screen confirms it).
  reset: z.boolean({ error: 'validation.invalid' }).optional(),
  // The lottery's seed, to replay a run; a random one unless given.
  seed: z
    .number({ error: 'validation.invalid_number' })
    .int({ error: 'validation.invalid_number' })
    .min(0, { error: 'validation.too_small' })
    .max(INT4_MAX, { error: 'validation.too_large' })
    .optional(),
});
export type PlaceElectivesBody = z.infer<typeof placeBody>;

const offerCounts = z.object({
  id: z.number(),
  title: z.string(),
  block: z.string(),
  gradeLevel: z.string().nullable().meta({ description: 'The grade it is for; null: every grade' }),
  capacity: z.number().meta({ description: 'Seats a section' }),
  sections: z.number(),
  seats: z.number().meta({ description: 'capacity × sections' }),
  requests: z.number().meta({ description: 'Requests not withdrawn, any rank' }),
  firstChoices: z.number(),
  placed: z.number(),
  waitlisted: z.number(),
});
export type OfferCounts = z.infer<typeof offerCounts>;

const placementRun = z.object({
  id: z.number(),
  seed: z.number(),
  resetPlacements: z.boolean(),
  placedAt: z.string().nullable(),
  placedBy: z.string().nullable().meta({ description: 'Who ran it, by name' }),
  placedCount: z.number(),
  waitlistedCount: z.number(),
});
export type PlacementRun = z.infer<typeof placementRun>;

const placementSummary = z.object({
  run: placementRun.nullable().meta({ description: 'The season’s latest placement; null before the first' }),
  offers: z.array(offerCounts),
});
export type PlacementSummary = z.infer<typeof placementSummary>;

/**
 * GET /api/elective_offers/placement: the active season's electives with their seats and how
 * many students requested, were placed and wait; and the latest placement run. Staff.
 */
export const electivePlacementAction = defineAction({
  name: 'electivePlacement',
  method: 'GET',
  path: '/api/elective_offers/placement',
  summary: 'The season’s electives with their seats, requests, placed and waitlisted students',
  tags: ['elective_offers'],
  access: { resource: 'elective_offers', operation: 'update' },
  output: placementSummary,
  responses: { 422: 'No active season' },
});

/**
 * POST /api/elective_offers/place: places the active season's students into electives, block by
 * block, in one transaction: as many students as the seats allow, then as many first choices as
 * can be, a seeded lottery breaking ties (recorded on the run); students already placed stay
 * unless `reset`. Each student placed nowhere in a block waits on each of their choices there.
 * Repeatable with an `Idempotency-Key`.
 */
export const placeElectivesAction = defineAction({
  name: 'placeElectives',
  method: 'POST',
  path: '/api/elective_offers/place',
  summary: 'Place the season’s students into electives; waitlist the rest',
  tags: ['elective_offers'],
  access: { resource: 'elective_offers', operation: 'update' },
  idempotent: true,
  transactional: true,
  input: { body: placeBody },
  output: placementSummary,
  responses: { 422: 'No active season' },
});

const offerCard = z.object({
  id: z.number(),
  title: z.string(),
  course: z.string(),
  teacher: z.string().nullable(),
  summary: z.string().nullable(),
  capacity: z.number(),
  sections: z.number(),
  requestsOpen: z.string(),
  requestsClose: z.string(),
  open: z.boolean().meta({ description: 'Takes requests today' }),
  daysLeft: z
    .number()
    .nullable()
    .meta({ description: 'Days after today to choose (0: today is the last); null when not open' }),
});
export type ElectiveOfferCard = z.infer<typeof offerCard>;

const choice = z.object({
  id: z.number(),
  offer: z.number(),
  title: z.string(),
  rank: z.number(),
  status: z.enum(COURSE_REQUEST_STATUSES),
  section: z.number().nullable(),
  waitlistPosition: z.number().nullable(),
});
export type ElectiveChoice = z.infer<typeof choice>;

const block = z.object({
  block: z.string(),
  open: z.boolean().meta({ description: 'Some elective of the block takes requests today' }),
  offers: z.array(offerCard),
  choices: z.array(choice),
});
export type ElectiveBlock = z.infer<typeof block>;

const studentElectives = z.object({
  student: z.object({ id: z.number(), name: z.string() }),
  today: z.string(),
  maxChoices: z.number(),
  blocks: z.array(block),
});
export type StudentElectives = z.infer<typeof studentElectives>;

/**
 * GET /api/students/{id}/electives: the blocks of the season with the electives the student's
 * grade may request (title, subject, teacher, seats, window, days left), and the student's choices
 * with where they stand. Whoever reaches the student and lists requests (staff, the family).
 */
export const studentElectivesAction = defineAction({
  name: 'studentElectives',
  method: 'GET',
  path: '/api/students/{id}/electives',
  summary: 'A student’s electives: the blocks open to their grade and their choices’ status',
  tags: ['course_requests'],
  access: { resource: 'course_requests', operation: 'list' },
  record: { resource: 'students' },
  input: { params: z.object({ id: idParam }) },
  output: studentElectives,
  responses: { 404: 'No such student in reach' },
});

const choicesBody = z.object({
  choices: z
    .array(
      z.object({
        offer: bodyId,
        rank: z
          .number({ error: 'validation.required' })
          .int({ error: 'validation.invalid_number' })
          .min(1, { error: 'validation.too_small' })
          .max(MAX_CHOICES_PER_BLOCK, { error: 'validation.too_large' }),
      }),
      { error: 'validation.required' },
    )
    .max(MAX_CHOICES_PER_SAVE, { error: 'validation.too_large' }),
});
export type SaveChoicesBody = z.infer<typeof choicesBody>;

/**
 * PUT /api/students/{id}/course_requests: the student's choices of the electives open now, all
 * at once, in one transaction: a choice not yet requested is requested, a requested one no longer
 * chosen is withdrawn from the list (deleted), placed and waitlisted ones stay as they are. Each
 * choice holds the rules of a request (422 on `choices[i].offer` or `choices[i].rank`); nothing is
 * kept when one fails. Repeatable with an `Idempotency-Key`.
 */
export const saveStudentChoicesAction = defineAction({
  name: 'saveStudentElectiveChoices',
  method: 'PUT',
  path: '/api/students/{id}/course_requests',
  summary: 'Save a student’s ranked choices of the electives open now',
  tags: ['course_requests'],
  access: { resource: 'course_requests', operation: 'create' },
  record: { resource: 'students' },
  idempotent: true,
  transactional: true,
  input: { params: z.object({ id: idParam }), body: choicesBody },
  output: studentElectives,
  responses: { 404: 'No such student in reach' },
});

/**
 * POST /api/course_requests/{id}/withdraw: the family (or staff) withdraws a request, placed,
 * waiting or not yet placed, in one transaction: a place it held goes to the first on the
 * elective's waiting list, whose family is told. Repeatable with an `Idempotency-Key`; a request
 * withdrawn already is answered as it is. Answers the student's electives.
 */
export const withdrawCourseRequestAction = defineAction({
  name: 'withdrawCourseRequest',
  method: 'POST',
  path: '/api/course_requests/{id}/withdraw',
  summary: 'Withdraw a course request; a place it held goes to the first on the waiting list',
  tags: ['course_requests'],
  access: { resource: 'course_requests', operation: 'update' },
  record: { resource: 'course_requests', operation: 'update' },
  idempotent: true,
  transactional: true,
  input: { params: z.object({ id: idParam }) },
  output: studentElectives,
  responses: { 404: 'No such request in reach' },
});
