import { z } from 'zod';
import { defineAction } from './define.ts';
import { langParam } from './params.ts';

/** The spec's search input: the caller's own id, the key in the path, `userTypes` and `getKey=1`. */
const searchInput = {
  params: z.object({ lang: langParam, userId: z.string(), searchKey: z.string() }),
  query: z.object({
    /** Comma-separated user type ids (`8,9`): only users of these types. */
    userTypes: z.string().max(200).optional(),
    /** `1`: every hit also carries `key`, the IRI a reference field stores for it (`/api/users/12`). */
    getKey: z.string().max(5).optional(),
  }),
};

const key = z.string().optional().meta({ description: 'The IRI of the hit, with getKey=1' });

/** A user the search offers. */
const foundUser = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.number().int(),
  key,
});

/** A student the search offers. */
const foundStudent = z.object({
  id: z.number().int(),
  name: z.string(),
  lastName: z.string(),
  studentNumber: z.string().nullable(),
  school: z.number().int(),
  key,
});

/** A member of staff the search offers. */
const foundPersonnel = z.object({
  id: z.number().int(),
  name: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  school: z.number().int(),
  key,
});

const responses = { 403: "Another user's id, or a list the caller may not read", 422: 'A key under 3 letters' };

/**
 * GET /{lang}/search/{userId}/users/{searchKey} (api-contract section 2): the users within the
 * caller's reach (those they may write to) whose name, last name or address holds every word of
 * the key, accents and case aside; at most 20.
 */
export const searchUsersAction = defineAction({
  name: 'searchUsers',
  method: 'GET',
  path: '/{lang}/search/{userId}/users/{searchKey}',
  summary: 'Users within reach matching a key (at least 3 letters)',
  tags: ['search'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every' },
  input: searchInput,
  output: z.array(foundUser),
  responses,
});

/** GET /{lang}/search/{userId}/students/{searchKey}: the students the caller may read matching the key; at most 20. */
export const searchStudentsAction = defineAction({
  name: 'searchStudents',
  method: 'GET',
  path: '/{lang}/search/{userId}/students/{searchKey}',
  summary: 'Students the caller may read matching a key (at least 3 letters)',
  tags: ['search'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every' },
  input: searchInput,
  output: z.array(foundStudent),
  responses,
});

/** GET /{lang}/search/{userId}/personnel/{searchKey}: the personnel the caller may read (staff only) matching the key. */
export const searchPersonnelAction = defineAction({
  name: 'searchPersonnel',
  method: 'GET',
  path: '/{lang}/search/{userId}/personnel/{searchKey}',
  summary: 'Personnel the caller may read matching a key (at least 3 letters)',
  tags: ['search'],
  access: 'signedIn',
  record: { resource: 'users', param: 'userId', across: 'every' },
  input: searchInput,
  output: z.array(foundPersonnel),
  responses,
});
