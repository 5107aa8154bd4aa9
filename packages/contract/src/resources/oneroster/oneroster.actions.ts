import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { bindingOf } from './oneroster-binding.ts';

/** Where the OneRoster 1.2 rostering service answers (the REST binding's base path). */
export const ONEROSTER_BASE = '/ims/oneroster/rostering/v1p2';

/** The scope a token is granted when it asks for none: reading the roster (users, classes, enrollments, orgs, sessions). */
export const ONEROSTER_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly';

/** The roster without demographics, which a token may ask for instead. */
export const ONEROSTER_CORE_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly';

/** The demographics alone (with the roster's scope, which covers them too). */
export const ONEROSTER_DEMOGRAPHICS_SCOPE =
  'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-demographics.readonly';

const { collection, nested, nestedTwice, item } = bindingOf(ONEROSTER_BASE);

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
export const oneRosterDemographicsAction = collection('oneRosterDemographics', '/demographics', 'demographics');
export const oneRosterDemographicAction = item('oneRosterDemographic', '/demographics', 'demographics');
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
export const oneRosterSchoolCoursesAction = nested('oneRosterSchoolCourses', '/schools/{sourcedId}/courses', 'courses');
export const oneRosterSchoolTermsAction = nested(
  'oneRosterSchoolTerms',
  '/schools/{sourcedId}/terms',
  'academicSessions',
);
export const oneRosterSchoolEnrollmentsAction = nested(
  'oneRosterSchoolEnrollments',
  '/schools/{sourcedId}/enrollments',
  'enrollments',
);
export const oneRosterSchoolClassEnrollmentsAction = nestedTwice(
  'oneRosterSchoolClassEnrollments',
  '/schools/{sourcedId}/classes/{subSourcedId}/enrollments',
  'enrollments',
);
export const oneRosterSchoolClassStudentsAction = nestedTwice(
  'oneRosterSchoolClassStudents',
  '/schools/{sourcedId}/classes/{subSourcedId}/students',
  'users',
);
export const oneRosterSchoolClassTeachersAction = nestedTwice(
  'oneRosterSchoolClassTeachers',
  '/schools/{sourcedId}/classes/{subSourcedId}/teachers',
  'users',
);
export const oneRosterTermClassesAction = nested('oneRosterTermClasses', '/terms/{sourcedId}/classes', 'classes');
export const oneRosterCourseClassesAction = nested('oneRosterCourseClasses', '/courses/{sourcedId}/classes', 'classes');
export const oneRosterUserClassesAction = nested('oneRosterUserClasses', '/users/{sourcedId}/classes', 'classes');
export const oneRosterStudentClassesAction = nested(
  'oneRosterStudentClasses',
  '/students/{sourcedId}/classes',
  'classes',
);
export const oneRosterTeacherClassesAction = nested(
  'oneRosterTeacherClasses',
  '/teachers/{sourcedId}/classes',
  'classes',
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
