import { isUuid, USER_TYPE, users, userTypes, type RowOf } from '@kampus/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { create, update } from '../../core/operations.ts';
import { scoped, system, type ResourceAccess } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import type { ScimContext } from './scim-auth.ts';
import { invalidValue, notFoundError, ScimError } from './scim-errors.ts';
import type { Condition } from './scim-filter.ts';
import { isDeleted, notDeleted, setUserLink, userLinks, usersWithExternalId } from './scim-links.ts';
import { patchUser, readUser, scimUser, type UserDraft } from './scim-user-map.ts';

type UserRow = RowOf<typeof users>;

/** The users a key may see: its user's reach, as on the users screen, less those SCIM deleted. */
const visible = (tx: Db, ctx: ScimContext) => scoped(tx, ctx).of(users);

const conditionOf = (tx: Db, table: ResourceAccess<typeof users>['table'], condition: Condition): SQL => {
  const value = condition.value;
  switch (condition.attribute) {
    case 'userName':
      return typeof value === 'string' ? sql`${table.email} = ${value.trim().toLowerCase()}` : sql`false`;
    case 'externalId':
      return typeof value === 'string' ? usersWithExternalId(tx, table.id, value) : sql`false`;
    case 'id':
      return typeof value === 'string' && isUuid(value) ? eq(table.uuid, value) : sql`false`;
    default:
      return typeof value === 'boolean' ? eq(table.isActive, value) : sql`false`;
  }
};

/** The attributes a user filter may name (scim-filter.ts). */
export const USER_FILTERS = ['userName', 'externalId', 'id', 'active'] as const;

const typeNames = async (tx: Db, ctx: ScimContext): Promise<Map<number, string>> =>
  new Map((await scoped(tx, ctx).of(userTypes).list()).map((type) => [type.id, type.userType]));

const present = async (tx: Db, ctx: ScimContext, rows: UserRow[]) => {
  const links = await userLinks(
    tx,
    rows.map((row) => row.id),
  );
  const types = await typeNames(tx, ctx);
  return rows.map((row) => scimUser(row, { externalId: links.get(row.id) ?? null }, types.get(Number(row.userType))));
};

export const listUsers = async (
  tx: Db,
  ctx: ScimContext,
  conditions: Condition[],
  page: { offset: number; limit: number },
) => {
  const access = visible(tx, ctx);
  const also = and(
    notDeleted(tx, access.table.id),
    ...conditions.map((condition) => conditionOf(tx, access.table, condition)),
  );
  const total = await access.count(undefined, also);
  const rows =
    page.limit === 0
      ? []
      : await access.list(undefined, { order: { id: 'asc' }, limit: page.limit, offset: page.offset, also });
  return { total, resources: await present(tx, ctx, rows) };
};

/** The visible user a SCIM id names; 404 otherwise (absent, out of reach and deleted alike). */
const findUser = async (tx: Db, ctx: ScimContext, id: string): Promise<UserRow> => {
  if (!isUuid(id)) throw notFoundError();
  const access = visible(tx, ctx);
  const row = await access.first({ uuid: id }, { also: notDeleted(tx, access.table.id) });
  if (!row) throw notFoundError();
  return row;
};

export const getUser = async (tx: Db, ctx: ScimContext, id: string) =>
  (await present(tx, ctx, [await findUser(tx, ctx, id)]))[0];

/** A user type named by id or by name (`Teacher`, any case); teacher when not said. */
const userTypeOf = async (
  tx: Db,
  ctx: ScimContext,
  wanted: number | string | undefined,
): Promise<number | undefined> => {
  if (wanted === undefined || typeof wanted === 'number') return wanted;
  const types = await scoped(tx, ctx).of(userTypes).list();
  const found = types.find((type) => type.userType.toLowerCase() === wanted.toLowerCase());
  if (!found)
    throw invalidValue(
      'urn:ietf:params:scim:schemas:extension:kampus:2.0:User:userType',
      `no user type is named "${wanted}"`,
    );
  return found.id;
};

/** The account's fields a draft sets, as the users screen would send them. */
const accountData = async (tx: Db, ctx: ScimContext, draft: UserDraft): Promise<Record<string, unknown>> => {
  const userType = await userTypeOf(tx, ctx, draft.userType);
  return {
    ...(draft.givenName !== undefined ? { name: draft.givenName } : {}),
    ...(draft.familyName !== undefined ? { lastName: draft.familyName } : {}),
    ...(draft.userName !== undefined ? { email: draft.userName } : {}),
    ...(draft.active !== undefined ? { isActive: draft.active } : {}),
    ...(draft.password !== undefined ? { password: draft.password } : {}),
    ...(userType !== undefined ? { userType } : {}),
    ...(draft.school !== undefined ? { schoolId: draft.school } : {}),
  };
};

const requireWhole = (draft: UserDraft): void => {
  if (draft.userName === undefined) throw invalidValue('userName', 'is required');
  if (draft.givenName === undefined) throw invalidValue('name.givenName', 'is required');
  if (draft.familyName === undefined) throw invalidValue('name.familyName', 'is required');
};

/**
 * The account already signing in with this e-mail, anywhere: e-mail addresses are unique across
 * Kampus, so a taken one is 409 `uniqueness` whoever holds it (the users screen refuses it too).
 */
const holderOf = async (tx: Db, userName: string): Promise<number | undefined> =>
  (await system(tx).of(users).first({ email: userName.trim().toLowerCase() }))?.id;

const taken = () => new ScimError(409, 'userName: another account already signs in with this e-mail.', 'uniqueness');

/**
 * POST /Users: a Kampus account made through the users screen's own operation (policy, the user
 * type rule, the invitation mail, the audit trail as the key's user). A user SCIM deleted but
 * Kampus kept (deactivated) comes back when the client creates it again.
 */
export const createUser = async (tx: Db, ctx: ScimContext, body: unknown) => {
  const draft = readUser(body);
  requireWhole(draft);
  const holder = await holderOf(tx, draft.userName ?? '');
  if (holder !== undefined) {
    const kept = await scoped(tx, ctx).of(users).first({ id: holder });
    if (!kept || !(await isDeleted(tx, holder))) throw taken();
    await update(tx, ctx, users, holder, await accountData(tx, ctx, { active: true, ...draft }));
    await setUserLink(tx, holder, { externalId: draft.externalId ?? null, deletedAt: null });
    return getUser(tx, ctx, kept.uuid);
  }
  const data = await accountData(tx, ctx, { ...draft, userType: draft.userType ?? USER_TYPE.teacher });
  const row = await create(tx, ctx, users, { isActive: true, ...data });
  if (draft.externalId) await setUserLink(tx, row.id, { externalId: draft.externalId });
  return getUser(tx, ctx, row.uuid);
};

const change = async (tx: Db, ctx: ScimContext, row: UserRow, draft: UserDraft) => {
  if (draft.userName !== undefined) {
    const holder = await holderOf(tx, draft.userName);
    if (holder !== undefined && holder !== row.id) throw taken();
  }
  const data = await accountData(tx, ctx, draft);
  if (Object.keys(data).length > 0) await update(tx, ctx, users, row.id, data);
  if (draft.externalId !== undefined) await setUserLink(tx, row.id, { externalId: draft.externalId });
  return getUser(tx, ctx, row.uuid);
};

/** PUT /Users/{id}: the whole user again; optional attributes left out stay as they are. */
export const replaceUser = async (tx: Db, ctx: ScimContext, id: string, body: unknown) => {
  const row = await findUser(tx, ctx, id);
  const draft = readUser(body);
  requireWhole(draft);
  return change(tx, ctx, row, draft);
};

/** PATCH /Users/{id}: the operations in order, then one update of the account. */
export const patchUserById = async (
  tx: Db,
  ctx: ScimContext,
  id: string,
  operations: { op: string; path?: string; value?: unknown }[],
) => {
  const row = await findUser(tx, ctx, id);
  const draft = operations.reduce<UserDraft>((sum, operation) => ({ ...sum, ...patchUser(operation) }), {});
  return change(tx, ctx, row, draft);
};

/**
 * DELETE /Users/{id}: the account is deactivated (it cannot sign in, its sessions end) and hidden
 * from SCIM, which answers 404 for it from then on (RFC 7644 3.6 lets a service keep what it
 * deletes). It is never destroyed: Kampus's own delete would empty the person from their
 * lessons, marks and messages, a school's decision (the users screen, the privacy area), not an
 * identity provider's. Creating the same userName again brings the account back.
 */
export const deleteUser = async (tx: Db, ctx: ScimContext, id: string): Promise<void> => {
  const row = await findUser(tx, ctx, id);
  if (row.isActive !== false) await update(tx, ctx, users, row.id, { isActive: false });
  await setUserLink(tx, row.id, { deletedAt: new Date() });
};
