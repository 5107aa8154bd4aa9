import { isUuid, schools, users, userSchools, type RowOf } from '@kampus/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { scoped, type ResourceAccess } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { ScimContext } from './scim-auth.ts';
import { invalidValue, notFoundError, ScimError } from './scim-errors.ts';
import type { Condition } from './scim-filter.ts';
import { scimGroup, scimMember } from './scim-group-map.ts';
import { groupLinks, notDeleted, schoolsWithExternalId, setGroupLink } from './scim-links.ts';
import { addMembers, namedMembers, removeMembers, replaceMembers, schoolMembers } from './scim-members.operation.ts';
import type { PatchOperation } from './scim-patch.ts';
import { withoutCoreUrn } from './scim-patch.ts';
import { asString, members as fieldsOf } from './scim-values.ts';

type SchoolRow = RowOf<typeof schools>;

/** The attributes a group filter may name (scim-filter.ts). */
export const GROUP_FILTERS = ['displayName', 'externalId', 'id', 'members'] as const;

/** The schools a key's groups are: every school in its user's reach (headquarters and campuses too). */
const visible = (tx: Db, ctx: ScimContext) => scoped(tx, ctx).of(schools);

type SchoolTable = ResourceAccess<typeof schools>['table'];

/** The schools a user the key sees (by uuid) belongs to: home school and memberships; none for anyone else. */
const schoolsOfUser = async (tx: Db, ctx: ScimContext, uuid: string): Promise<number[]> => {
  if (!isUuid(uuid)) return [];
  const people = scoped(tx, ctx).of(users);
  const person = await people.first({ uuid }, { also: notDeleted(tx, people.table.id) });
  if (!person) return [];
  const memberships = await scoped(tx, ctx).of(userSchools).list({ user: person.id });
  return [person.schoolId, ...memberships.map((row) => row.school)];
};

const conditionOf = async (tx: Db, ctx: ScimContext, table: SchoolTable, condition: Condition): Promise<SQL> => {
  const value = condition.value;
  if (typeof value !== 'string') return sql`false`;
  switch (condition.attribute) {
    case 'displayName':
      return sql`lower(${table.title}) = ${value.trim().toLowerCase()}`;
    case 'externalId':
      return schoolsWithExternalId(tx, table.id, value);
    case 'id':
      return /^\d{1,9}$/.test(value) ? eq(table.id, Number(value)) : sql`false`;
    default: {
      const ids = await schoolsOfUser(tx, ctx, value.trim());
      return ids.length === 0 ? sql`false` : inArray(table.id, ids);
    }
  }
};

const present = async (tx: Db, ctx: ScimContext, rows: SchoolRow[], withMembers: boolean) => {
  const links = await groupLinks(
    tx,
    rows.map((row) => row.id),
  );
  const groups = [];
  for (const row of rows) {
    const people = withMembers ? (await schoolMembers(tx, ctx, row.id)).map(scimMember) : undefined;
    groups.push(scimGroup(row, links.get(row.id), people));
  }
  return groups;
};

export const listGroups = async (
  tx: Db,
  ctx: ScimContext,
  conditions: Condition[],
  page: { offset: number; limit: number },
  withMembers: boolean,
) => {
  const access = visible(tx, ctx);
  const parts: SQL[] = [];
  for (const condition of conditions) parts.push(await conditionOf(tx, ctx, access.table, condition));
  const also = and(...parts);
  const total = await access.count(undefined, also);
  const rows =
    page.limit === 0
      ? []
      : await access.list(undefined, { order: { id: 'asc' }, limit: page.limit, offset: page.offset, also });
  return { total, resources: await present(tx, ctx, rows, withMembers) };
};

const findGroup = async (tx: Db, ctx: ScimContext, id: string): Promise<SchoolRow> => {
  if (!/^\d{1,9}$/.test(id)) throw notFoundError();
  const row = await visible(tx, ctx).first({ id: Number(id) });
  if (!row) throw notFoundError();
  return row;
};

export const getGroup = async (tx: Db, ctx: ScimContext, id: string, withMembers = true) =>
  (await present(tx, ctx, [await findGroup(tx, ctx, id)], withMembers))[0];

/** A group's name is its school's title, which Kampus owns: the client may repeat it, not change it. */
const sameName = (row: SchoolRow, value: unknown): void => {
  const name = asString('displayName', value, 200);
  if (name.toLowerCase() !== row.title.toLowerCase()) {
    throw new ScimError(400, 'displayName: a group is a Kampus school, renamed in Kampus only.', 'mutability');
  }
};

const externalIdOf = (value: unknown): string | null => (value === null ? null : asString('externalId', value, 200));

/**
 * POST /Groups: Kampus's groups are its schools, which SCIM does not make. A client that did not
 * find the group by its name (Entra matching on externalId) links the school of that title in
 * reach: its externalId is kept and the members added; 201 as for a new group. No school of
 * that title: 400 naming displayName; one linked to another externalId: 409 uniqueness.
 */
export const createGroup = async (tx: Db, ctx: ScimContext, body: unknown) => {
  const fields = fieldsOf(body);
  const name = asString('displayName', fields.get('displayname'), 200);
  const access = visible(tx, ctx);
  const found = await access.list(undefined, {
    also: sql`lower(${access.table.title}) = ${name.toLowerCase()}`,
    limit: 2,
  });
  if (found.length === 0) {
    throw invalidValue(
      'displayName',
      `no school in reach is named "${name}"; SCIM groups are Kampus schools, made in Kampus`,
    );
  }
  if (found.length > 1) throw invalidValue('displayName', `more than one school in reach is named "${name}"`);
  const school = found[0] as SchoolRow;
  const externalId = fields.has('externalid') ? externalIdOf(fields.get('externalid')) : null;
  const linked = (await groupLinks(tx, [school.id])).get(school.id);
  if (linked && linked !== externalId)
    throw new ScimError(409, 'displayName: this school is linked to another group already.', 'uniqueness');
  await setGroupLink(tx, school.id, externalId);
  if (fields.has('members')) await addMembers(tx, ctx, school.id, await namedMembers(tx, ctx, fields.get('members')));
  return getGroup(tx, ctx, String(school.id));
};

/** PUT /Groups/{id}: the name must stay the school's; externalId and, when given, the members replaced. */
export const replaceGroup = async (tx: Db, ctx: ScimContext, id: string, body: unknown) => {
  const school = await findGroup(tx, ctx, id);
  const fields = fieldsOf(body);
  sameName(school, fields.get('displayname'));
  if (fields.has('externalid')) await setGroupLink(tx, school.id, externalIdOf(fields.get('externalid')));
  if (fields.has('members'))
    await replaceMembers(tx, ctx, school.id, await namedMembers(tx, ctx, fields.get('members')));
  return getGroup(tx, ctx, id);
};

const MEMBER_FILTER = /^members\[\s*value\s+eq\s+"([^"]*)"\s*\]$/i;

/** One PatchOp operation on a group (RFC 7644 3.5.2), in the shapes Entra sends. */
const patchOne = async (tx: Db, ctx: ScimContext, school: SchoolRow, operation: PatchOperation): Promise<void> => {
  const { op, value } = operation;
  if (operation.path === undefined) {
    for (const [key, inner] of fieldsOf(value)) {
      await patchOne(tx, ctx, school, { op, path: key, value: inner });
    }
    return;
  }
  const path = withoutCoreUrn(operation.path);
  const one = MEMBER_FILTER.exec(path);
  if (one) {
    if (op !== 'remove') throw new ScimError(400, 'Only a remove may name one member by filter.', 'invalidPath');
    await removeMembers(tx, ctx, school.id, await namedMembers(tx, ctx, [{ value: one[1] }]));
    return;
  }
  switch (path.toLowerCase()) {
    case 'members': {
      if (op === 'add') return addMembers(tx, ctx, school.id, await namedMembers(tx, ctx, value));
      if (op === 'replace') return replaceMembers(tx, ctx, school.id, await namedMembers(tx, ctx, value));
      // A remove with values removes those; without, every membership (home-school members stay).
      if (value !== undefined) return removeMembers(tx, ctx, school.id, await namedMembers(tx, ctx, value));
      return replaceMembers(tx, ctx, school.id, []);
    }
    case 'externalid':
      return setGroupLink(tx, school.id, op === 'remove' ? null : externalIdOf(value));
    case 'displayname':
      if (op === 'remove') throw new ScimError(400, 'displayName is required.', 'mutability');
      return sameName(school, value);
    default:
      throw new ScimError(400, `"${operation.path.slice(0, 100)}" is not a path of a group.`, 'invalidPath');
  }
};

export const patchGroup = async (tx: Db, ctx: ScimContext, id: string, operations: PatchOperation[]) => {
  const school = await findGroup(tx, ctx, id);
  for (const operation of operations) await patchOne(tx, ctx, school, operation);
  return getGroup(tx, ctx, id);
};

/**
 * DELETE /Groups/{id}: the school stays (Kampus's, not the identity provider's); the group's
 * memberships in reach are removed and its externalId forgotten. Members by home school stay.
 */
export const deleteGroup = async (tx: Db, ctx: ScimContext, id: string): Promise<void> => {
  const school = await findGroup(tx, ctx, id);
  await replaceMembers(tx, ctx, school.id, []);
  await setGroupLink(tx, school.id, null);
};
