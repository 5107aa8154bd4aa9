import { z } from 'zod';
import { defineAction } from '../../action/define.ts';

/** Where the OneRoster 1.2 rostering service answers (the REST binding's base path). */
export const ONEROSTER_BASE = '/ims/oneroster/rostering/v1p2';

/** The only scope a key is granted: reading the roster (users, classes, enrollments, orgs, sessions). */
export const ONEROSTER_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly';

/**
 * The query every collection read takes, as the binding names it. Values are read by the run
 * function, which answers the binding's own 400 payload (imsx) for one it cannot use.
 */
const collectionQuery = z.object({
  limit: z.string().max(12, { error: 'validation.too_long' }).optional(),
  offset: z.string().max(12, { error: 'validation.too_long' }).optional(),
  sort: z.string().max(100, { error: 'validation.too_long' }).optional(),
  orderBy: z.string().max(10, { error: 'validation.too_long' }).optional(),
  filter: z.string().max(2000, { error: 'validation.too_long' }).optional(),
  fields: z.string().max(2000, { error: 'validation.too_long' }).optional(),
});

const itemQuery = z.object({ fields: collectionQuery.shape.fields });
const sourcedIdParam = z.string().min(1).max(100);
const records = z.array(z.record(z.string(), z.unknown()));

const BEARER = 'Bearer access token of POST /ims/oneroster/oauth/token, checked by the run function';
const NOT_A_RECORD = 'a OneRoster sourcedId, resolved inside the reach of the key the bearer token stands for';

const LIST_RESPONSES = {
  400: 'imsx payload: a filter, sort or field it cannot use',
  401: 'imsx payload: no valid bearer token',
  404: 'imsx payload (unknownobject): the record the path hangs under is not in reach',
} as const;

/** A collection read: `{ "<plural>": [...] }`, paged by `limit`/`offset` with `X-Total-Count` and `Link`. */
const collection = (name: string, path: string, plural: string) =>
  defineAction({
    name,
    method: 'GET',
    path: `${ONEROSTER_BASE}${path}`,
    summary: `OneRoster 1.2: ${plural} (${BEARER})`,
    tags: ['oneroster'],
    document: 'oneroster',
    access: 'anonymous',
    tenancyHeaders: false,
    reads: 'replica',
    input: { query: collectionQuery },
    output: z.object({ [plural]: records }),
    responses: LIST_RESPONSES,
  });

/** A collection under a record (`/classes/{sourcedId}/students`): the record must be in reach, else 404. */
const nested = (name: string, path: string, plural: string) =>
  defineAction({
    name,
    method: 'GET',
    path: `${ONEROSTER_BASE}${path}`,
    summary: `OneRoster 1.2: ${plural} of one record (${BEARER})`,
    tags: ['oneroster'],
    document: 'oneroster',
    access: 'anonymous',
    tenancyHeaders: false,
    reads: 'replica',
    notARecord: NOT_A_RECORD,
    input: { params: z.object({ sourcedId: sourcedIdParam }), query: collectionQuery },
    output: z.object({ [plural]: records }),
    responses: LIST_RESPONSES,
  });

/** One record: `{ "<singular>": {...} }`; 404 (imsx `unknownobject`) outside the key's reach. */
const item = (name: string, path: string, singular: string) =>
  defineAction({
    name,
    method: 'GET',
    path: `${ONEROSTER_BASE}${path}/{sourcedId}`,
    summary: `OneRoster 1.2: one ${singular} (${BEARER})`,
    tags: ['oneroster'],
    document: 'oneroster',
    access: 'anonymous',
    tenancyHeaders: false,
    reads: 'replica',
    notARecord: NOT_A_RECORD,
    input: { params: z.object({ sourcedId: sourcedIdParam }), query: itemQuery },
    output: z.object({ [singular]: z.record(z.string(), z.unknown()) }),
    responses: {
      ...LIST_RESPONSES,
      400: 'imsx payload: a field it cannot select',
      404: 'imsx payload (unknownobject): absent or out of reach',
    },
  });

export const oneRosterOrgsAction = collection('oneRosterOrgs', '/orgs', 'orgs');
export const oneRosterOrgAction = item('oneRosterOrg', '/orgs', 'org');
export const oneRosterSchoolsAction = collection('oneRosterSchools', '/schools', 'orgs');
export const oneRosterSchoolAction = item('oneRosterSchool', '/schools', 'org');
export const oneRosterSessionsAction = collection('oneRosterAcademicSessions', '/academicSessions', 'academicSessions');
export const oneRosterSessionAction = item('oneRosterAcademicSession', '/academicSessions', 'academicSession');
export const oneRosterTermsAction = collection('oneRosterTerms', '/terms', 'academicSessions');
export const oneRosterTermAction = item('oneRosterTerm', '/terms', 'academicSession');
export const oneRosterCoursesAction = collection('oneRosterCourses', '/courses', 'courses');
export const oneRosterCourseAction = item('oneRosterCourse', '/courses', 'course');
export const oneRosterClassesAction = collection('oneRosterClasses', '/classes', 'classes');
export const oneRosterClassAction = item('oneRosterClass', '/classes', 'class');
export const oneRosterUsersAction = collection('oneRosterUsers', '/users', 'users');
export const oneRosterUserAction = item('oneRosterUser', '/users', 'user');
export const oneRosterStudentsAction = collection('oneRosterStudents', '/students', 'users');
export const oneRosterStudentAction = item('oneRosterStudent', '/students', 'user');
export const oneRosterTeachersAction = collection('oneRosterTeachers', '/teachers', 'users');
export const oneRosterTeacherAction = item('oneRosterTeacher', '/teachers', 'user');
export const oneRosterEnrollmentsAction = collection('oneRosterEnrollments', '/enrollments', 'enrollments');
export const oneRosterEnrollmentAction = item('oneRosterEnrollment', '/enrollments', 'enrollment');
export const oneRosterClassStudentsAction = nested('oneRosterClassStudents', '/classes/{sourcedId}/students', 'users');
export const oneRosterClassTeachersAction = nested('oneRosterClassTeachers', '/classes/{sourcedId}/teachers', 'users');
export const oneRosterSchoolClassesAction = nested('oneRosterSchoolClasses', '/schools/{sourcedId}/classes', 'classes');
export const oneRosterSchoolStudentsAction = nested(
  'oneRosterSchoolStudents',
  '/schools/{sourcedId}/students',
  'users',
);
export const oneRosterSchoolTeachersAction = nested(
  'oneRosterSchoolTeachers',
  '/schools/{sourcedId}/teachers',
  'users',
);

/**
 * POST /ims/oneroster/oauth/token: OAuth 2.0 client credentials (RFC 6749 4.4), form-encoded.
 * The client id is the Kampus API key's id, the secret the key itself (HTTP Basic or the body).
 */
export const oneRosterTokenAction = defineAction({
  name: 'oneRosterToken',
  method: 'POST',
  path: '/ims/oneroster/oauth/token',
  summary: 'OneRoster 1.2: an access token for an API key (OAuth 2.0 client credentials)',
  tags: ['oneroster'],
  document: 'oneroster',
  access: 'anonymous',
  tenancyHeaders: false,
  requestType: 'application/x-www-form-urlencoded',
  maxBytes: 16 * 1024,
  input: { body: z.custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'validation.invalid_body' }) },
  output: z.object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
  }),
  responses: { 400: 'OAuth error: unsupported_grant_type, invalid_scope, invalid_request', 401: 'invalid_client' },
});
