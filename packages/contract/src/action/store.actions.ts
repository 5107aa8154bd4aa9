import { z } from 'zod';
import { defineAction } from './define.ts';
import { idParam, langParam } from './params.ts';

const storeParams = z.object({ lang: langParam, schoolId: idParam });

/**
 * GET /{lang}/store/{schoolId}/token (students spec section 7): the school's OpenCart address and
 * an API session token the server obtained from the store with the school's API key (the key
 * itself never leaves the server). A store that is not set up or refuses answers `{error}` (200),
 * as the spec's client reads it: the phase turns to error and the token is cleared.
 */
export const storeTokenAction = defineAction({
  name: 'storeToken',
  method: 'GET',
  path: '/{lang}/store/{schoolId}/token',
  summary: "An API session token of the school's OpenCart store, and its address",
  tags: ['store'],
  access: 'signedIn',
  record: { resource: 'schools', param: 'schoolId', across: 'reach' },
  input: { params: storeParams },
  output: z.union([z.object({ apiToken: z.string(), storeUrl: z.string() }), z.object({ error: z.string() })]),
  responses: { 404: 'No such school in reach' },
});

const text = (max: number) => z.string({ error: 'validation.required' }).max(max, { error: 'validation.too_long' });

/** The customer as OpenCart's API takes it (the spec's payload). */
export const storeCustomer = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  address: z.string(),
  altAddress: z.string(),
});

/**
 * POST /{lang}/store/{schoolId}/customer: sets the customer of the store session. The body is the
 * spec's; the server checks the address and token against the school's store and makes the
 * customer itself by the spec's rule (a parent's name and e-mail are the active student's; phone
 * and addresses the caller's personal data), so what reaches the store is what the rule gives.
 */
export const storeCustomerAction = defineAction({
  name: 'storeCustomer',
  method: 'POST',
  path: '/{lang}/store/{schoolId}/customer',
  summary: 'Set the signed-in person as the customer of the store session',
  tags: ['store'],
  access: 'signedIn',
  record: { resource: 'schools', param: 'schoolId', across: 'reach' },
  input: {
    params: storeParams,
    body: z.object({
      storeUrl: text(2000),
      apiToken: text(255).min(1, { error: 'validation.required' }),
      firstname: text(100),
      lastname: text(100),
      email: text(255),
      telephone: text(30),
      address: text(1000),
      altAddress: text(1000),
    }),
  },
  output: z.union([z.object({ customer: storeCustomer }), z.object({ error: z.string() })]),
  responses: { 404: 'No such school in reach' },
});

/** Who the customer is made from: the person, their active student (parents) and their personal data. */
export interface StoreCustomerSources {
  user: { userType: number; name: string; lastName: string; email: string };
  student: { name: string; lastName: string; email?: string | null } | null;
  personal: { phone: string | null; homeAddress: string | null; workAddress: string | null } | null;
}

/** The parent user type (students spec section 9: "User type id 9 is the parent type"). */
const PARENT_TYPE = 9;

/**
 * The spec's customer rule (students spec section 5), shared by the server, which applies it, and
 * the web client, which sends the same body: for a parent the name, last name and e-mail are the
 * active student's (the parent's own e-mail when the student has none: OpenCart needs one);
 * otherwise the user's. Phone, home and work address come from personal data, or are empty.
 */
export const storeCustomerFrom = ({ user, student, personal }: StoreCustomerSources): z.infer<typeof storeCustomer> => {
  const who = user.userType === PARENT_TYPE && student ? student : user;
  return {
    firstname: who.name,
    lastname: who.lastName,
    email: who.email || user.email,
    telephone: personal?.phone ?? '',
    address: personal?.homeAddress ?? '',
    altAddress: personal?.workAddress ?? '',
  };
};
