import type { AccessPolicy } from './access.ts';
import type { FieldDef } from './fields.ts';
import { parseId } from './values.ts';

/**
 * Scope says who owns a row and so how tenancy filters it:
 * - global: shared reference data;
 * - school: owned by one school (its `tenantField`), filtered to the caller's reach;
 * - season: a school row tied to a season too (its `seasonField`);
 * - user: owned by one user (its `userField`), visible to that user only.
 */
export type Scope = 'global' | 'school' | 'season' | 'user';

export type OwnPath =
  | { field: string }
  | { link: string; to: string; by: string }
  | { link: string; to: string; owned: string };

/** A teacher's way to a row: an `OwnPath`, or the row naming the teacher itself (`{ by: 'teacher' }`). */
export type TeachPath = OwnPath | { by: string };

/**
 * A declaration as every generic layer reads it: field names as plain strings. What
 * `defineResource` accepts is the same with each name checked against the fields
 * (`Declaration<F>`), and what it returns keeps the literal fields (`TypedResource<F>`).
 */
export interface ResourceDeclaration {
  /** snake_case plural: `/api/<name>`. */
  name: string;
  /** JSON-LD type and OpenAPI schema name, e.g. `GradeLevel`. */
  type: string;
  /** Database table; defaults to the name. */
  table?: string;
  scope: Scope;
  /** Create status: 201 unless the spec lists 200. */
  createStatus?: 200 | 201;
  fields: Fields;
  /** Field holding the owning school (`school` or `schoolId`), or `id` for the schools themselves. */
  tenantField?: string;
  /** Field holding the season, for season scope. */
  seasonField?: string;
  /**
   * The rows record what happened in their season (an invoice, an incident, a teacher's absence,
   * a solver run), not how the season is set up: never copied to another season, neither when a
   * season database is prepared nor by `POST /api/seasons/copy_data`. A copy would be a second
   * invoice or a sick day a year later.
   */
  seasonRecords?: true;
  /** Field holding the owning user, for user scope. */
  userField?: string;
  /**
   * User scope only: a create may name another user as the owner (a mail delivered to its
   * recipient). The resource's `beforeCreate` hook must then decide whether the caller may;
   * reading, changing and deleting a row stay its owner's alone.
   */
  deliveredToOthers?: boolean;
  /**
   * For parents and students: the field whose value must be the caller's own user id for a
   * row to be theirs. Without it, parents and students are refused on this resource.
   */
  ownField?: string;
  /**
   * Further ways a row is a parent's or student's own (school-life, "my family"): through a
   * reference whose target row is their own (`{ field: 'student' }`: an attendance of their
   * student), or through a link resource naming this row and the caller
   * (`{ link: 'guardians', to: 'studentId', by: 'user' }`: a student whose guardian they are),
   * or through a link resource naming this row whose `owned` reference is their own
   * (`{ link: 'class_students', to: 'classId', owned: 'student' }`: a class their student sits in).
   */
  ownVia?: readonly OwnPath[];
  /**
   * Who among a school's users sees a row (a feed post): this `json` field holds the chosen
   * audience groups (`AUDIENCE_GROUPS`); empty or null means every user of the school. Staff
   * and the row's `ownField` user always see it. Enforced in SQL with tenancy.
   */
  audienceField?: string;
  /** A reference whose target row must be visible by the target's `audienceField` (a post's likes). */
  audienceVia?: string;
  /**
   * Rows parents and students see only once released (an assignment's scores): the date-time
   * `field` of the row the reference `via` names (of the row itself without `via`) is set and not
   * after the school's present wall time. Staff and teachers see them from the start. Enforced in
   * SQL with tenancy, so every read (list, item, embed, export, search, named operations) obeys it.
   */
  familyRelease?: FamilyRelease;
  /**
   * How a row is a teacher's own (granted `teacher:own`): a class they are the homeroom teacher
   * of or teach a lesson in (`[{ by: 'teacher' }, { link: 'schedules', to: 'classId', by: 'teacherId' }]`),
   * a student sitting in such a class (`[{ link: 'class_students', to: 'student', owned: 'classId' }]`).
   * Without it a teacher follows the `field` and `owned` paths of `ownVia`, so every record that
   * hangs off a student (an attendance, a guardian, a document) is theirs when its student is.
   */
  teacherVia?: readonly TeachPath[];
  /** Query fields with an exact/IN/date-range filter. */
  filters?: readonly string[];
  /** Fields the list may be ordered by (`order[field]=asc|desc`). */
  orderFields?: readonly string[];
  /** Default order when the query names none. */
  defaultOrder?: Readonly<Record<string, 'asc' | 'desc'>>;
  /** Fields matched (case-insensitively, contains) by the `search` query parameter. */
  searchFields?: readonly string[];
  /** Compound unique keys, as field names. */
  uniques?: readonly (readonly string[])[];
  /**
   * Compound indexes a server read looks rows up by, beyond those of every reference and of each
   * order field within the school (a room's lessons of a day: `['room', 'scheduleDate']`).
   */
  indexes?: readonly (readonly string[])[];
  /** A second key accepted in item paths (users are addressed by uuid as well as id). */
  alternateKey?: string;
  access: AccessPolicy;
  /**
   * Rows the server writes itself (the audit trail): the API refuses every create, update and
   * delete with 403, superadmins included; `access` then governs reading only.
   */
  serverWritten?: boolean;
  /**
   * Rows that keep what happened (a deleted promissory note's copy): the API still takes the
   * spec's writes, but screens only read them and offer no New, Edit or Delete.
   */
  readOnlyScreens?: boolean;
  /**
   * The row's own times the spec shows on the wire (a payment's `createdAt` and `updatedAt`):
   * read-only date-times, set by the server on insert and on every update. Every table has them;
   * only resources that name them send them.
   */
  timestamps?: readonly ('createdAt' | 'updatedAt')[];
  /**
   * The spec's "delete" of this resource, written as this merge patch instead (fee settings back
   * to zero): the API's DELETE stays as `access` says, and screens offer Delete to whoever may
   * update the row, sending the patch.
   */
  deleteWrites?: Readonly<Record<string, string | number | boolean | null>>;
  /** `POST /api/<name>/bulk {items: [...]}`: creates every item or none (api-contract section 3). */
  bulk?: boolean;
  /**
   * Rows answered by a date (a data-subject request's 30 days): the list takes `overdue=true`
   * (the date is past and `openField` is one of `open`) and `dueSoon=true` (due within 7 days, open).
   */
  deadline?: Deadline;
  /**
   * A row of a school's ledger (fees, discounts, installments, payments, receipts, reports):
   * every create, update and delete takes the school's ledger lock first in its transaction,
   * before the row is read or checked, so its rules are checked against what no other writer is
   * changing (apps/server/src/core/ledger-lock.ts).
   */
  ledger?: boolean;
  /**
   * History that is never destroyed: a DELETE sets this date-time field (and `voidedBy`, when
   * declared) instead, and a row with it set is hidden from every list and read, kept for the
   * audit trail (payments, receipts, reports).
   */
  voidField?: string;
  /**
   * Money commands (api-contract, "Operations that change several records"): every create,
   * update and delete runs as a command, so its hooks' writes and its answer commit together
   * and an `Idempotency-Key` makes a repeat answer the first answer and change nothing.
   */
  commands?: boolean;
  /** The caller's own record (its id is the caller's) may not be deleted: no one removes the account they use. */
  keepSelf?: boolean;
  /**
   * Confidential rows (a health record, a counsellor's note): every list and item answer writes
   * one audit entry (`action: 'read'`) naming the rows it read, so who read what is on the trail.
   */
  auditReads?: boolean;
  /** A PATCH that sends only these fields answers 204 with no body (users: a password change). */
  noContentPatchFields?: readonly string[];
  /** Columns of the generic list screen. */
  list?: readonly string[];
  /** Field shown when a record is referenced (autocomplete, list cells). */
  labelField?: string;
  /**
   * Where no one field says what the record is (a referral is a student on a day): the fields
   * that name it together, joined with " · " (`displayName`), a reference by its record's name and
   * a date as the reader writes it: "Deniz Yılmaz · Nov 12, 2026". Pickers, list cells (`refNames`)
   * and record titles read it; `labelField` defaults to the first.
   */
  labelFields?: readonly string[];
  /**
   * Fields that title the record's card on a phone, where the label field does not say what the
   * record is (a payment is its amount and date, not its cashier). Without it a card is titled by
   * the record's name, or by its first listed fields when it has none.
   */
  cardTitle?: readonly string[];
  /** Translation key of the resource's plural title; defaults to `resources.<name>`. */
  label?: string;
}

/** Where a row's release moment is: `field` of the row `via` names, or of the row itself. */
export interface FamilyRelease {
  field: string;
  via?: string;
}

/** The date a row is due by, and the values of the field that say it is still open. */
export interface Deadline {
  field: string;
  openField: string;
  open: readonly string[];
}

/** A declaration's fields by name. */
export type Fields = Record<string, FieldDef>;

/** A name a declaration may use wherever it names a field: a declared field or the id. */
export type FieldName<F> = (keyof F & string) | 'id';

type Named<F> = NoInfer<FieldName<F>>;

/**
 * What `defineResource` accepts: every field name it mentions must be one of `fields` (or `id`).
 * `O` and `Q` are the names it lists in `orderFields` and `filters`, kept so a client may order
 * and filter by exactly those.
 */
export interface Declaration<
  F extends Fields,
  O extends FieldName<F> = FieldName<F>,
  Q extends FieldName<F> = FieldName<F>,
> extends Omit<
    ResourceDeclaration,
    | 'fields'
    | 'tenantField'
    | 'seasonField'
    | 'userField'
    | 'ownField'
    | 'audienceField'
    | 'audienceVia'
    | 'familyRelease'
    | 'filters'
    | 'orderFields'
    | 'defaultOrder'
    | 'searchFields'
    | 'uniques'
    | 'indexes'
    | 'alternateKey'
    | 'voidField'
    | 'noContentPatchFields'
    | 'list'
    | 'labelField'
    | 'labelFields'
    | 'cardTitle'
    | 'deadline'
  > {
  fields: F;
  tenantField?: Named<F>;
  seasonField?: Named<F>;
  userField?: Named<F>;
  ownField?: Named<F>;
  audienceField?: Named<F>;
  audienceVia?: Named<F>;
  familyRelease?: { field: string; via?: Named<F> };
  filters?: readonly Q[];
  orderFields?: readonly O[];
  defaultOrder?: Readonly<Partial<Record<Named<F>, 'asc' | 'desc'>>>;
  searchFields?: readonly Named<F>[];
  uniques?: readonly (readonly Named<F>[])[];
  indexes?: readonly (readonly Named<F>[])[];
  alternateKey?: Named<F>;
  voidField?: Named<F>;
  noContentPatchFields?: readonly Named<F>[];
  list?: readonly Named<F>[];
  labelField?: Named<F>;
  labelFields?: readonly Named<F>[];
  cardTitle?: readonly Named<F>[];
  deadline?: { field: Named<F>; openField: Named<F>; open: readonly string[] };
}

/** A declared resource with its defaults filled in; field names as plain strings (any resource). */
export interface Resource extends ResourceDeclaration {
  createStatus: 200 | 201;
  table: string;
  filters: readonly string[];
  orderFields: readonly string[];
  searchFields: readonly string[];
  list: readonly string[];
  labelField: string;
  label: string;
}

/** Any resource, its fields erased: for collections and the generic engine. */
export type AnyResource = Resource;

/**
 * A resource as `defineResource` returns it: its literal fields kept, so `RowOf`, `InputOf`
 * and `WireOf` (types.ts) derive from it. It is a `Resource` too, so every generic layer takes it.
 */
export interface TypedResource<
  F extends Fields,
  O extends FieldName<F> = FieldName<F>,
  Q extends FieldName<F> = FieldName<F>,
> extends Resource {
  fields: F;
  filters: readonly Q[];
  orderFields: readonly O[];
  searchFields: readonly FieldName<F>[];
  list: readonly FieldName<F>[];
}

const defaultTenant = (fields: Fields): string | undefined =>
  ['school', 'schoolId'].find((name) => fields[name]?.target === 'schools');

/** Declares a resource: fills in the defaults once, so every layer reads the same values. */
export const defineResource = <
  const F extends Fields,
  const O extends FieldName<F> = never,
  const Q extends FieldName<F> = never,
>(
  declaration: Declaration<F, O, Q>,
): TypedResource<F, O, Q> => {
  const fields: Fields = declaration.fields;
  const scoped = declaration.scope === 'school' || declaration.scope === 'season';
  const tenantField = declaration.tenantField ?? (scoped ? defaultTenant(fields) : undefined);
  if (scoped && !tenantField) {
    throw new Error(`${declaration.name}: a ${declaration.scope} resource needs a school field`);
  }
  if (declaration.scope === 'season' && !declaration.seasonField) {
    throw new Error(`${declaration.name}: a season resource needs a seasonField`);
  }
  if (declaration.scope === 'user' && !declaration.userField) {
    throw new Error(`${declaration.name}: a user resource needs a userField`);
  }
  for (const [name, field] of Object.entries(fields)) {
    // The field a `sameAs` reference compares is this row's own, checked on every write.
    if (field.sameAs !== undefined && (!fields[field.sameAs] || (field.kind !== 'ref' && field.kind !== 'refId'))) {
      throw new Error(`${declaration.name}.${name}: sameAs names no field of this resource, or is not on a reference`);
    }
  }
  const release = declaration.familyRelease;
  // The release moment is a date-time of this row or of the row a reference names.
  if (
    release &&
    (release.via === undefined ? fields[release.field]?.kind !== 'dateTime' : !fields[release.via]?.target)
  ) {
    throw new Error(`${declaration.name}: familyRelease names no date-time field nor reference of this resource`);
  }
  const visible = Object.entries(fields)
    .filter(([, field]) => !field.hidden && !field.writeOnly)
    .map(([name]) => name as FieldName<F>);
  return {
    ...declaration,
    // Checked against the fields on the way in; generic layers read it as plain names.
    defaultOrder: declaration.defaultOrder as Readonly<Record<string, 'asc' | 'desc'>> | undefined,
    tenantField,
    createStatus: declaration.createStatus ?? 201,
    table: declaration.table ?? declaration.name,
    filters: declaration.filters ?? [],
    orderFields: declaration.orderFields ?? [],
    searchFields: declaration.searchFields ?? [],
    list: declaration.list ?? visible.slice(0, 5),
    // The first plain text field names a record better than a reference would.
    labelField:
      (declaration.labelField as string | undefined) ??
      (declaration.labelFields?.[0] as string | undefined) ??
      visible.find((name) => ['text', 'email'].includes(fields[name]?.kind ?? '')) ??
      visible[0] ??
      'id',
    label: declaration.label ?? `resources.${declaration.name}`,
  };
};

/** Fields a client may send. */
export const writableFields = (resource: Resource): [string, FieldDef][] =>
  Object.entries(resource.fields).filter(([, field]) => !field.readOnly && !field.hidden);

/** A row's own time as a field: read-only, server-set. */
const TIMESTAMP: FieldDef = { kind: 'dateTime', readOnly: true };

/** Fields a client receives, with the row's own times where the resource names them. */
export const readableFields = (resource: Resource): [string, FieldDef][] => [
  ...Object.entries(resource.fields).filter(([, field]) => !field.writeOnly && !field.hidden),
  ...(resource.timestamps ?? []).map((name): [string, FieldDef] => [name, TIMESTAMP]),
];

export const iri = (resourceName: string, id: number | string): string => `/api/${resourceName}/${id}`;

/** The id an IRI (`/api/users/12`, what `iri` makes) or a number names; undefined for anything else. */
export const idOf = (value: unknown): number | undefined => {
  if (typeof value === 'number') return value;
  const match = typeof value === 'string' ? /\/(\d+)$/.exec(value) : null;
  return match ? Number(match[1]) : undefined;
};

/** Whose rows `<audience>:own` means: a family's (parents and students) or a teacher's. */
export type Owner = 'family' | 'teacher';

/**
 * The paths that make a row the caller's own. A family's: the `ownField` and `ownVia`. A
 * teacher's: `teacherVia` when declared, else the `ownVia` paths that lead through another
 * record (`field`, `owned`), whose own rule is then the teacher's too; a link naming the
 * caller (`by`) is a family's tie (a guardian) and never a teacher's.
 */
export const ownPaths = (resource: ResourceDeclaration, owner: Owner): readonly TeachPath[] => {
  if (owner === 'family')
    return [...(resource.ownField ? [{ by: resource.ownField }] : []), ...(resource.ownVia ?? [])];
  return resource.teacherVia ?? (resource.ownVia ?? []).filter((path) => !('by' in path));
};

/** Whether a resource says which rows are a parent's or student's own (or, through paths, a teacher's). */
export const hasOwnership = (resource: ResourceDeclaration): boolean =>
  resource.ownField !== undefined || (resource.ownVia?.length ?? 0) > 0 || (resource.teacherVia?.length ?? 0) > 0;

/**
 * Parses `/api/schools/3` or `3` (or the number 3) into 3; anything else is undefined. An
 * embedded reference (`{id: 3, title: ...}`, what an `embed` field reads as) names its id.
 */
export const parseReference = (value: unknown, target: string): number | undefined => {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const embedded = value as { id?: unknown; '@id'?: unknown };
    return parseReference(embedded['@id'] ?? embedded.id, target);
  }
  if (typeof value === 'number') return parseId(value);
  if (typeof value !== 'string') return undefined;
  const match = new RegExp(`^(?:/api/${target}/)?(\\d+)$`).exec(value.trim());
  // Ids are serial (int4): a larger one names no row and must not reach SQL.
  return parseId(match?.[1]);
};
