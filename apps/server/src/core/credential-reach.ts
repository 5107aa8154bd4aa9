import { userSchools, users, type Resource } from '@kampus/contract';
import type { Db } from '../db/database.ts';
import type { RequestContext } from './caller.ts';
import { forbidden, notFound } from './problem.ts';
import type { Row } from './hooks.ts';
import { system } from './repository.ts';

/** Every school a user belongs to: their own school and each `user_schools` membership. */
const schoolsOfUser = async (db: Db, userId: number): Promise<number[] | null> => {
  const repo = system(db);
  const user = await repo.of(users).first({ id: userId });
  if (!user) return null;
  const memberships = await repo.of(userSchools).list({ user: userId });
  return [...new Set([user.schoolId, ...memberships.map((m) => m.school)])];
};

/**
 * The one rule for changing someone's sign-in credentials (password, e-mail, linked sign-ins, API
 * keys), on every path that does: the caller must reach EVERY school the person belongs to. Who
 * knows a person's password acts as them wherever they belong, so a school admin who could set
 * the password of a teacher with a membership elsewhere would reach that other school too;
 * impersonation narrows to the shared schools for the same reason (docs/security.md).
 * Internal work (no caller) and one's own account (not impersonated) are not concerned: the
 * user already reaches their own schools, and proving it is them is `credentials.ts`'s job.
 * A person nobody can see answers 404; one seen but not wholly reached, 403.
 */
export const requireCredentialReach = async (db: Db, ctx: RequestContext, userId: number): Promise<void> => {
  const caller = ctx.caller;
  if (!caller) return;
  if (caller.id === userId && caller.impersonatorId === null) return;
  // A stolen key must not become someone else's password: a session born of an API key changes
  // no other person's credentials, however far its owner reaches (they may, signed in).
  if (caller.apiKeyId !== null) throw forbidden('errors.credential_not_with_api_key');
  const schools = await schoolsOfUser(db, userId);
  if (schools === null || !schools.some((school) => ctx.reach.has(school))) throw notFound();
  if (!schools.every((school) => ctx.reach.has(school))) throw forbidden('errors.credential_out_of_reach');
};

/**
 * The schools a record belongs to: a user's own school and memberships, any other record its
 * tenant's (a school is its own).
 */
const schoolsOfRecord = async (db: Db, resource: Resource, row: Row): Promise<number[]> => {
  if (resource.name === users.name) return (await schoolsOfUser(db, Number(row.id))) ?? [];
  const school = resource.tenantField ? row[resource.tenantField] : undefined;
  return typeof school === 'number' ? [school] : [];
};

/**
 * An action record declared `across: 'every'` (contract `ActionRecord`): the caller, who already
 * found the record in reach, must reach every school it belongs to (403 otherwise), as for a
 * credential change or an impersonation; what the caller does to a teacher of two schools could
 * otherwise be done by the manager of one. The caller's own user record passes: it is theirs.
 */
export const requireEverySchool = async (db: Db, ctx: RequestContext, resource: Resource, row: Row): Promise<void> => {
  const caller = ctx.caller;
  if (!caller || caller.superadmin) return;
  if (resource.name === users.name && Number(row.id) === caller.id) return;
  const schools = await schoolsOfRecord(db, resource, row);
  if (!schools.every((school) => ctx.reach.has(school))) throw forbidden('errors.user_out_of_reach');
};
