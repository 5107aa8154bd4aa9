import type { RowOf, users } from '@kampus/contract';
import { SCIM_BASE } from '@kampus/contract';
import { invalidValue, ScimError } from './scim-errors.ts';
import { withoutCoreUrn } from './scim-patch.ts';
import { asBoolean, asId, asString, members } from './scim-values.ts';

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
/** Kampus's own attributes of a user (the user type, the home school), in the extension URN form Entra maps custom attributes to. */
export const KAMPUS_USER_SCHEMA = 'urn:ietf:params:scim:schemas:extension:kampus:2.0:User';

/** What a SCIM user says of the Kampus account; absent: not said (kept as it is, or the default on a create). */
export interface UserDraft {
  userName?: string;
  givenName?: string;
  familyName?: string;
  active?: boolean;
  externalId?: string | null;
  password?: string;
  /** A user type's id or its name (`Teacher`). */
  userType?: number | string;
  school?: number;
}

/** What SCIM keeps beside the account (db/scim-tables.ts). */
export interface UserLink {
  externalId: string | null;
}

type UserRow = RowOf<typeof users>;

const timestamp = (value: unknown): string | undefined =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' ? new Date(value).toISOString() : undefined;

/** A Kampus user as a SCIM User (RFC 7643 4.1): `id` is the user's uuid, `userName` their sign-in e-mail. */
export const scimUser = (row: UserRow, link: UserLink | undefined, typeName: string | undefined) => {
  const record = row as UserRow & { createdAt?: unknown; updatedAt?: unknown };
  return {
    schemas: [USER_SCHEMA, KAMPUS_USER_SCHEMA],
    id: row.uuid,
    ...(link?.externalId ? { externalId: link.externalId } : {}),
    userName: row.email,
    name: { givenName: row.name, familyName: row.lastName, formatted: `${row.name} ${row.lastName}` },
    displayName: `${row.name} ${row.lastName}`,
    emails: [{ value: row.email, type: 'work', primary: true }],
    active: row.isActive !== false,
    [KAMPUS_USER_SCHEMA]: { userType: row.userType, userTypeName: typeName ?? null, school: row.schoolId },
    meta: {
      resourceType: 'User',
      created: timestamp(record.createdAt),
      lastModified: timestamp(record.updatedAt),
      location: `${SCIM_BASE}/Users/${row.uuid}`,
    },
  };
};

const readName = (value: unknown, draft: UserDraft): void => {
  if (value === null) throw invalidValue('name', 'is required');
  const parts = members(value);
  if (parts.has('givenname')) draft.givenName = asString('name.givenName', parts.get('givenname'), 100);
  if (parts.has('familyname')) draft.familyName = asString('name.familyName', parts.get('familyname'), 100);
};

const readKampus = (value: unknown, draft: UserDraft): void => {
  const parts = members(value);
  const type = parts.get('usertype');
  if (type !== undefined && type !== null) {
    draft.userType =
      typeof type === 'string' && !/^\d+$/.test(type.trim())
        ? asString(`${KAMPUS_USER_SCHEMA}:userType`, type, 100)
        : asId(`${KAMPUS_USER_SCHEMA}:userType`, type);
  }
  const school = parts.get('school');
  if (school !== undefined && school !== null) draft.school = asId(`${KAMPUS_USER_SCHEMA}:school`, school);
};

/**
 * The attributes of a SCIM User body Kampus maps (POST, PUT, a PATCH without path). Names are
 * read in any case. `emails` is not read: the account's one e-mail is its sign-in, `userName`.
 * Attributes Kampus keeps nowhere (displayName, title, phoneNumbers, the enterprise extension)
 * are ignored, as RFC 7644 3.3 allows, so Entra's default attribute mapping works unchanged.
 */
export const readUser = (body: unknown): UserDraft => {
  const draft: UserDraft = {};
  for (const [key, value] of members(body)) {
    if (key === 'username') draft.userName = asString('userName', value, 254);
    else if (key === 'name') readName(value, draft);
    else if (key === 'active') draft.active = asBoolean('active', value);
    else if (key === 'externalid') draft.externalId = value === null ? null : asString('externalId', value, 200);
    else if (key === 'password') draft.password = asString('password', value, 200);
    else if (key === KAMPUS_USER_SCHEMA.toLowerCase()) readKampus(value, draft);
  }
  return draft;
};

/** A path's value as the partial resource `readUser` reads (`name.givenName` = v is `{name: {givenName: v}}`). */
const nest = (path: string, value: unknown): Record<string, unknown> | undefined => {
  const bare = withoutCoreUrn(path);
  const kampus = `${KAMPUS_USER_SCHEMA}:`;
  if (bare.toLowerCase().startsWith(kampus.toLowerCase())) {
    return { [KAMPUS_USER_SCHEMA]: { [bare.slice(kampus.length)]: value } };
  }
  if (bare.toLowerCase() === KAMPUS_USER_SCHEMA.toLowerCase()) return { [KAMPUS_USER_SCHEMA]: value };
  const dotted = /^([A-Za-z][\w$-]*)(?:\.([A-Za-z][\w$-]*))?$/.exec(bare);
  if (dotted) {
    const [, head = '', tail] = dotted;
    return tail === undefined ? { [head]: value } : { [head]: { [tail]: value } };
  }
  // A sub-attribute filter (`emails[type eq "work"].value`, `addresses[…]`): attributes Kampus does not keep.
  if (/^[A-Za-z][\w$-]*\[[^\]]*\](\.[A-Za-z][\w$-]*)?$/.test(bare)) return undefined;
  if (/^urn:[\w.:-]+$/i.test(bare)) return undefined;
  throw new ScimError(400, `"${path.slice(0, 100)}" is not a path Kampus can follow.`, 'invalidPath');
};

/** Removing an attribute: only `externalId` may go; the account's name, e-mail and state are required. */
const removal = (path: string): UserDraft => {
  const bare = withoutCoreUrn(path).toLowerCase();
  if (bare === 'externalid') return { externalId: null };
  if (['username', 'name', 'name.givenname', 'name.familyname', 'active'].includes(bare)) {
    throw invalidValue(withoutCoreUrn(path), 'is required and cannot be removed');
  }
  nest(path, null);
  return {};
};

/** A PATCH operation on a user as the attributes it sets (RFC 7644 3.5.2: add and replace alike for single values). */
export const patchUser = (op: { op: string; path?: string; value?: unknown }): UserDraft => {
  if (op.op === 'remove') return removal(op.path ?? '');
  if (op.path === undefined) return readUser(op.value);
  const partial = nest(op.path, op.value);
  return partial ? readUser(partial) : {};
};
