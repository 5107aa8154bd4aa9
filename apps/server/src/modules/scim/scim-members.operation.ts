import { isUuid, users, userSchools, type RowOf } from '@kampus/contract';
import { and, inArray } from 'drizzle-orm';
import { scoped } from '../../core/repository.ts';
import { belongingTo } from '../../core/tenancy.ts';
import type { Db } from '../../db/database.ts';
import type { ScimContext } from './scim-auth.ts';
import { invalidValue } from './scim-errors.ts';
import { notDeleted } from './scim-links.ts';
import { members as fieldsOf } from './scim-values.ts';

type UserRow = RowOf<typeof users>;

/**
 * A group's members are the school's people the key sees: those whose home school it is and
 * those with a membership there (`user_schools`, the staff membership the users screen and
 * impersonation read). SCIM adds and removes memberships; a home school is the account's own
 * (the Kampus extension's `school`), which a group change does not move.
 */
export const schoolMembers = async (tx: Db, ctx: ScimContext, schoolId: number): Promise<UserRow[]> => {
  const access = scoped(tx, ctx).of(users);
  return access.list(undefined, {
    order: { id: 'asc' },
    also: and(notDeleted(tx, access.table.id), belongingTo(tx, new Set([schoolId]))),
  });
};

/** The users a `members` value names (`[{value: "<uuid>"}]`), each visible to the key, else 400 naming it. */
export const namedMembers = async (tx: Db, ctx: ScimContext, value: unknown): Promise<UserRow[]> => {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  if (list.length > 10_000) throw invalidValue('members', 'too many in one request');
  const ids = list.map((item) => {
    const id = fieldsOf(item).get('value');
    if (typeof id !== 'string' || !isUuid(id.trim()))
      throw invalidValue('members', 'each member needs the value of a User id');
    return id.trim().toLowerCase();
  });
  if (ids.length === 0) return [];
  const access = scoped(tx, ctx).of(users);
  const found = await access.list({ uuid: ids }, { also: notDeleted(tx, access.table.id) });
  const missing = ids.find((id) => !found.some((row) => row.uuid.toLowerCase() === id));
  if (missing) throw invalidValue('members', `no user ${missing} in reach`);
  return found;
};

/** Memberships made through the write path of `user_schools` (policy, reach, audit); one already there is left. */
export const addMembers = async (tx: Db, ctx: ScimContext, schoolId: number, people: UserRow[]): Promise<void> => {
  const memberships = scoped(tx, ctx).of(userSchools);
  const ids = people.map((person) => person.id);
  const existing = new Set(
    ids.length === 0 ? [] : (await memberships.list({ user: ids, school: schoolId })).map((row) => row.user),
  );
  for (const person of people) {
    if (person.schoolId === schoolId || existing.has(person.id)) continue;
    await memberships.insert({ user: person.id, school: schoolId, userType: person.userType });
    existing.add(person.id);
  }
};

/** Memberships removed through the write path; a member by home school cannot be removed (400 naming members). */
export const removeMembers = async (tx: Db, ctx: ScimContext, schoolId: number, people: UserRow[]): Promise<void> => {
  const home = people.find((person) => person.schoolId === schoolId);
  if (home) {
    throw invalidValue(
      'members',
      `${home.uuid} belongs to this school as their home school; change it with the user's Kampus school attribute`,
    );
  }
  if (people.length === 0) return;
  const memberships = scoped(tx, ctx).of(userSchools);
  await memberships.removeWhere(
    { school: schoolId },
    inArray(
      memberships.table.user,
      people.map((person) => person.id),
    ),
  );
};

/** The members become exactly these: memberships of others removed, the missing added; home-school members stay. */
export const replaceMembers = async (tx: Db, ctx: ScimContext, schoolId: number, people: UserRow[]): Promise<void> => {
  const wanted = new Set(people.map((person) => person.id));
  const current = await schoolMembers(tx, ctx, schoolId);
  const leaving = current.filter((person) => !wanted.has(person.id) && person.schoolId !== schoolId);
  await removeMembers(tx, ctx, schoolId, leaving);
  await addMembers(tx, ctx, schoolId, people);
};
