import { getResource, writableFields, type Resource } from '@kampus/contract';
import { json } from '../harness.ts';
import { sampleValue } from '../support/samples.ts';
import { demoUsers, idOf, isTenanted, tenantOf, type Row, type World } from './world.ts';

/**
 * A user of a kind (their user type's login type) in a school, for a reference declared with
 * `userKind` (a lesson's teacher); the superadmin makes one where the school has none.
 */
const userOfKind = async (world: World, school: number, kind: string): Promise<number | undefined> => {
  const types = (await world.list('user_types')).filter((type) => type.loginType === kind).map((t) => Number(t.id));
  const found = (await world.inSchool('users', school)).find((user) => types.includes(idOf(user.userType) ?? -1));
  if (found || types[0] === undefined) return idOf(found?.id);
  const response = await world.call(demoUsers[0]?.email ?? '', '/api/users', {
    method: 'POST',
    json: {
      name: 'Matrix',
      lastName: kind,
      email: `matrix-${kind}-${school}@kampus.test`,
      userType: `/api/user_types/${types[0]}`,
      schoolId: school,
      password: 'Matrix!2026',
    },
  });
  if (response.status !== 201) return undefined;
  await world.list('users', true);
  return (await json<{ id: number }>(response)).id;
};

/**
 * What a declaration cannot say and a sample would break: an attendance of no lesson (its
 * student need then be in no class), a bank account of no branch (a branch must be of its bank).
 */
const RULES: Record<string, Row> = {
  attendances: { scheduleId: null },
  bank_accounts: { bankBranch: null },
};

/**
 * A body for a new record of `resource` in `school`, from the declaration alone: each writable
 * field gets a value of its kind, each reference a record of that school (or any, for shared
 * data). Rules a declaration cannot say (a campus needs a headquarters above it) may still
 * refuse it: the caller then counts a skip.
 */
export const sampleBody = async (world: World, resource: Resource, school: number): Promise<Row> => {
  const body: Row = {};
  for (const [name, field] of writableFields(resource)) {
    if (field.writableBy && field.writableBy.length === 0) continue;
    const value = await sampleValue(name, field, async (targetName) => {
      const target = getResource(targetName);
      if (!target) return undefined;
      if (targetName === 'schools') return school;
      if (targetName === 'seasons') return world.seasons.get(school);
      if (targetName === 'users' && field.userKind) return userOfKind(world, school, field.userKind);
      const rows = isTenanted(target) ? await world.inSchool(targetName, school) : await world.list(targetName);
      return idOf(rows[0]?.id);
    });
    if (value !== undefined) body[name] = value;
  }
  return { ...body, ...RULES[resource.name] };
};

/**
 * Makes sure `resource` has a record in each of `schools`: where the superadmin lists none,
 * creates one from `sampleBody`; a refusal is a logged skip, never a failure.
 */
export const ensureRecords = async (world: World, resource: Resource, schools: number[]): Promise<void> => {
  if (!isTenanted(resource) || resource.tenantField === 'id') return;
  let created = false;
  for (const school of schools) {
    const rows = (await world.list(resource.name)).filter((row) => tenantOf(resource, row) === school);
    if (rows.length > 0) continue;
    const response = await world.call(demoUsers[0]?.email ?? '', `/api/${resource.name}`, {
      method: 'POST',
      json: await sampleBody(world, resource, school),
      headers: { schoolId: String(school) },
    });
    if (response.status === resource.createStatus) created = true;
    else
      world.skip(
        `${resource.name}: no record in school ${school}, creating one: ${response.status} ${await response.text()}`,
      );
  }
  if (created) await world.list(resource.name, true);
};

const members = new Map<string, Row | null>();

/**
 * A teacher of `home` who also belongs to `other` (a `user_schools` membership), made once by the
 * superadmin: whoever reaches `home` but not `other` reaches them only in part.
 */
export const memberElsewhere = async (world: World, home: number, other: number): Promise<Row | undefined> => {
  const key = `${home}:${other}`;
  if (!members.has(key)) {
    const teacher = await userOfKind(world, home, 'teacher');
    const made = await world.call(demoUsers[0]?.email ?? '', `/api/users`, {
      method: 'POST',
      json: {
        name: 'Matrix',
        lastName: 'Member',
        email: `matrix-member-${home}-${other}@kampus.test`,
        userType: (await world.list('users')).find((user) => idOf(user.id) === teacher)?.userType,
        schoolId: home,
        password: 'Matrix!2026',
      },
    });
    const user = made.status === 201 ? await json<Row>(made) : undefined;
    const linked = user
      ? await world.call(demoUsers[0]?.email ?? '', '/api/user_schools', {
          method: 'POST',
          json: { user: `/api/users/${String(user.id)}`, school: `/api/schools/${other}` },
        })
      : undefined;
    if (!user || linked?.status !== 201) {
      const why = linked ? await linked.text() : await made.text();
      world.skip(`no user of school ${home} with a membership in ${other}: ${why}`);
    }
    members.set(key, user && linked?.status === 201 ? user : null);
  }
  return members.get(key) ?? undefined;
};
