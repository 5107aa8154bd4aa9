import { configurations, staff, userSchools, userTypes, type Audience } from '@kampus/contract';
import { system } from '../../core/repository.ts';
import { loadSchoolTree, type SchoolNode } from '../../core/tenancy.ts';
import type { Db } from '../../db/database.ts';

/** Whom the school group's policy may hold to a second factor: staff, headquarters and superadmins. */
const heldToPolicy = (person: { superadmin: boolean; audience: Audience }): boolean =>
  person.superadmin || staff.includes(person.audience);

/** The top of a school's group (its headquarters): the school with no parent above it. */
const rootOf = (tree: SchoolNode[], schoolId: number): number => {
  const parents = new Map(tree.map((node) => [node.id, node.parent]));
  let current = schoolId;
  for (let hops = 0; hops < tree.length; hops += 1) {
    const parent = parents.get(current);
    if (parent === null || parent === undefined) return current;
    current = parent;
  }
  return current;
};

/**
 * Whether the policy wants a second factor of this person: they are staff, headquarters or a
 * superadmin, and the headquarters of a group they belong to (their school's or a membership's)
 * has `requireSecondFactor` on. The setting is read at the top of the group only: a school's own
 * value does not loosen or tighten its group's rule.
 */
export const secondFactorRequired = async (
  db: Db,
  person: { id: number; schoolId: number; superadmin: boolean; audience: Audience },
): Promise<boolean> => {
  if (!heldToPolicy(person)) return false;
  const repo = system(db);
  const memberships = await repo.of(userSchools).list({ user: person.id });
  const tree = await loadSchoolTree(db);
  const roots = [...new Set([person.schoolId, ...memberships.map((m) => m.school)].map((id) => rootOf(tree, id)))];
  const settings = await repo.of(configurations).list({ school: roots, key: 'requireSecondFactor' });
  return settings.some((row) => row.value === '1');
};

/** The same question for a user row at sign-in (its kind of account read from its user type). */
export const secondFactorRequiredForUser = async (
  db: Db,
  user: { id: number; schoolId: number; isSuperadmin?: boolean | null; userType: number },
): Promise<boolean> => {
  const type = await system(db).of(userTypes).first({ id: user.userType });
  if (!type) return false;
  return secondFactorRequired(db, {
    id: user.id,
    schoolId: user.schoolId,
    superadmin: user.isSuperadmin === true,
    audience: type.loginType,
  });
};
