import { z } from 'zod';
import { defineAction } from '../../action/define.ts';
import { idParam, langParam, userIdParam } from '../../action/params.ts';

/** `{userId}` of the spec's user paths: the user's uuid (or numeric id). */
const userParams = z.object({ lang: langParam, userId: userIdParam });

/** GET /{lang}/users/{userId}/schools: the caller's schools with their seasons and grading terms. */
export const userSchoolsAction = defineAction({
  name: 'userSchools',
  method: 'GET',
  path: '/{lang}/users/{userId}/schools',
  summary: "The user's schools with seasons and grading terms",
  tags: ['users'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every' },
  input: { params: userParams },
  output: z.array(
    z.looseObject({
      seasons: z.array(z.looseObject({ gradingTerms: z.array(z.looseObject({})) })),
    }),
  ),
  responses: { 403: 'Another user', 404: 'No such user' },
});

/** GET /{lang}/users/{userId}/schools/{schoolId}/menus: the menu tree of the user's audience in a school. */
export const userMenusAction = defineAction({
  name: 'userMenus',
  method: 'GET',
  path: '/{lang}/users/{userId}/schools/{schoolId}/menus',
  summary: "Menu tree of the user's audience",
  tags: ['menus'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every' },
  otherRecords: [{ resource: 'schools', param: 'schoolId', across: 'reach' }],
  input: { params: userParams.extend({ schoolId: idParam }) },
  output: z.array(z.looseObject({})),
  responses: { 403: 'Another user, or a school out of reach', 404: 'No such user or school' },
});

/** A student as `/api/students/{id}` reads it (docs: Student). */
const student = z.looseObject({}).meta({ description: 'A Student, as /api/students/{id} reads it' });

/** GET /{lang}/users/{userId}/student: the active student of a student (type 8) or parent (type 9). */
export const activeStudentAction = defineAction({
  name: 'activeStudent',
  method: 'GET',
  path: '/{lang}/users/{userId}/student',
  summary: 'The active student of a student (type 8) or parent (type 9)',
  tags: ['users'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every' },
  input: { params: userParams },
  output: student,
  responses: { 404: 'No such user, or no student' },
});

/** GET /{lang}/users/{userId}/students: a parent's students and the parent's name. */
export const parentStudentsAction = defineAction({
  name: 'parentStudents',
  method: 'GET',
  path: '/{lang}/users/{userId}/students',
  summary: "A parent's students and the parent's name",
  tags: ['users'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every' },
  input: { params: userParams },
  output: z.object({ students: z.array(student), parentName: z.string().nullable() }),
  responses: { 404: 'No such user, or no parent or student' },
});

/** A user's personal data: what the store's customer record and the session's `personal` read. */
export const personalData = z.object({
  userId: z.string(),
  phone: z.string().nullable(),
  homeAddress: z.string().nullable(),
  workAddress: z.string().nullable(),
});

/**
 * GET /{lang}/users/{userId}/personal: phone, home and work address. The user themself and staff
 * who reach every school of the user read it; a teacher, or staff reaching the user only in part,
 * is refused (403); a user beyond the caller's reach, any other user to a parent or student,
 * does not exist for them (404).
 */
export const userPersonalAction = defineAction({
  name: 'userPersonal',
  method: 'GET',
  path: '/{lang}/users/{userId}/personal',
  summary: "A user's personal data (phone, home and work address)",
  tags: ['users'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every' },
  input: { params: userParams },
  output: personalData,
  responses: {
    403: 'Another user, and the caller is not staff or reaches only some of their schools',
    404: 'No such user in reach',
  },
});
