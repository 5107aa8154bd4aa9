import { date, defineResource, enumOf, longText, ref, refId, text } from '../../resource/index.ts';
import { counsellors, counsellorsOnly } from './guidance-access.ts';

export const PLAN_STATUSES = ['active', 'ended'] as const;

/** What a student's teachers do for them: the kinds of accommodation a support plan grants. */
export const ACCOMMODATION_KINDS = [
  'extra_exam_time',
  'preferential_seating',
  'rest_breaks',
  'reader_or_scribe',
  'separate_room',
  'assistive_technology',
  'other_accommodation',
] as const;

/**
 * A student's individual support plan: its goals and the counsellor's notes (why the student
 * needs it). Confidential: counsellors only, every read on the audit trail.
 */
export const supportPlans = defineResource({
  name: 'support_plans',
  type: 'SupportPlan',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    planGoals: longText({ required: true, maxLength: 4000 }),
    planNotes: longText({ maxLength: 8000 }),
    planStart: date({ required: true }),
    planReviewDue: date(),
    planStatus: enumOf(PLAN_STATUSES, { default: 'active' }),
  },
  filters: ['school', 'student', 'planStatus'],
  orderFields: ['planStart'],
  defaultOrder: { planStart: 'desc' },
  list: ['student', 'planStart', 'planReviewDue', 'planStatus', 'planGoals'],
  // A plan is a student's from a day: "Deniz Öğrenci · Oct 13, 2026", never a bare date.
  labelFields: ['student', 'planStart'],
  access: counsellorsOnly,
});

/**
 * One accommodation of a plan (extra exam time, a seat at the front): what the student's
 * teachers must do, without why. The teachers of the student read it (`teacher:own` through the
 * student); the reasons stay in the plan's notes, which they never read.
 */
export const planAccommodations = defineResource({
  name: 'plan_accommodations',
  type: 'PlanAccommodation',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    // A plan of this row's own student (`sameAs`, 422 otherwise): a teacher's reach follows the
    // student, so an accommodation never shows under another student's name.
    plan: refId('support_plans', { required: true, onDelete: 'cascade', sameSchool: true, sameAs: 'student' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    accommodationKind: enumOf(ACCOMMODATION_KINDS, { required: true }),
    accommodationDetail: text({ maxLength: 300 }),
  },
  filters: ['school', 'plan', 'student', 'accommodationKind'],
  orderFields: ['id'],
  defaultOrder: { id: 'asc' },
  list: ['student', 'accommodationKind', 'accommodationDetail'],
  labelField: 'accommodationKind',
  access: {
    list: [...counsellors, 'teacher:own'],
    read: [...counsellors, 'teacher:own'],
    create: counsellors,
    update: counsellors,
    delete: counsellors,
  },
});

/** A review of a plan: when, and the counsellor's confidential note of how it goes. */
export const planReviews = defineResource({
  name: 'plan_reviews',
  type: 'PlanReview',
  scope: 'school',
  ownVia: [{ field: 'student' }],
  auditReads: true,
  fields: {
    school: ref('schools', { required: true, onDelete: 'cascade' }),
    plan: refId('support_plans', { required: true, onDelete: 'cascade', sameSchool: true, sameAs: 'student' }),
    student: ref('students', { required: true, onDelete: 'cascade', sameSchool: true }),
    reviewedOn: date({ required: true }),
    reviewNote: longText({ required: true, maxLength: 8000 }),
  },
  filters: ['school', 'plan', 'student'],
  orderFields: ['reviewedOn'],
  defaultOrder: { reviewedOn: 'desc' },
  list: ['reviewedOn', 'student', 'plan'],
  labelFields: ['student', 'reviewedOn'],
  access: counsellorsOnly,
});
