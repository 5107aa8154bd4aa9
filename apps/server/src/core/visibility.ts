import {
  audienceGroupOf,
  getResource,
  grantOf,
  isUuid,
  ownPaths,
  parseId,
  sameAsMessage,
  type AudienceGroup,
  type Violation,
  type Owner,
  type Resource,
} from '@kampus/contract';
import { and, eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import type { Db } from '../db/database.ts';
import { col, resourceTable, type ResourceTable } from '../db/resource-tables.ts';
import type { RequestContext } from './caller.ts';
import type { Data, Row } from './hooks.ts';
import { dutyContext } from './duties.ts';
import { ownCondition } from './ownership.ts';
import { forbidden, notFound, unprocessable, violation } from './problem.ts';
import { sameAsDependentViolations } from './same-as-dependents.ts';
import { checkUserKind } from './user-references.ts';

/**
 * What a caller may see and write of a resource: the rules the generic CRUD path
 * (operations.ts) and the repository (repository.ts) share, so a named operation answers
 * exactly as the generic route would. A record outside reach is 404; an act refused on a
 * visible record is 403.
 */
export type Grant = 'all' | 'own';

const none = sql`false`;

const inSet = (column: ReturnType<typeof col>, ids: ReadonlySet<number>): SQL =>
  ids.size === 0 ? none : anyOf(column, [...ids]);

/**
 * Which of the visibility conditions apply to this caller on a resource (the SQL's shape) and
 * the caller's values for them. Deciding apart from building lets a prepared statement
 * (core/prepared-reads.ts) be reused by every caller with the same shape, values bound per request.
 */
export interface VisibilityPlan {
  tenant: boolean;
  season: boolean;
  user: boolean;
  own: 'via' | 'field' | null;
  /** The caller's audience group, when the resource shows rows to chosen groups and the caller is not staff. */
  group: AudienceGroup | null;
  /** Whose own rows `own` means: a teacher's classes or a family's (contract `ownPaths`). */
  owner: Owner;
  /** The caller's own record is visible too (an item read of a resource with `ownField`). */
  self: boolean;
  /** A parent or student, on a resource they see only once released (`familyRelease`). */
  released: boolean;
  scope: ReadonlySet<number>;
  seasonId: number;
  callerId: number;
}

export const visibilityPlan = (
  ctx: RequestContext,
  resource: Resource,
  grant: Grant,
  withDb: boolean,
  item = false,
): VisibilityPlan => {
  const caller = ctx.caller;
  const plan: VisibilityPlan = {
    tenant: false,
    season: false,
    user: false,
    own: null,
    group: null,
    owner: caller?.audience === 'teacher' ? 'teacher' : 'family',
    self: false,
    released: false,
    // A duty's grant (`duty:nurse`) reaches only the schools of the duty (core/duties.ts).
    scope: dutyContext(ctx, resource, 'read').scope,
    seasonId: ctx.activeSeasonId ?? 0,
    callerId: caller?.id ?? 0,
  };
  if (caller === null) return plan;
  // A superadmin with no active school reaches every school: no condition, so that rows of no
  // school (audit entries of reference data) are theirs too.
  const everywhere = caller.superadmin && ctx.activeSchoolId === null;
  plan.tenant = (resource.scope === 'school' || resource.scope === 'season') && !!resource.tenantField && !everywhere;
  plan.season = resource.scope === 'season' && !!resource.seasonField && ctx.activeSeasonId !== null;
  plan.user = resource.scope === 'user' && !!resource.userField && !caller.superadmin;
  const paths = plan.owner === 'teacher' ? ownPaths(resource, 'teacher') : (resource.ownVia ?? []);
  if (grant === 'own' && withDb && paths.length > 0) plan.own = 'via';
  else if (grant === 'own' && resource.ownField) plan.own = 'field';
  const group = audienceGroupOf(caller.audience);
  plan.self = item && !!resource.ownField;
  // Whatever the grant (an embed reads with `all`): a family never sees an unreleased row.
  plan.released = !!resource.familyRelease && !caller.superadmin && (group === 'parents' || group === 'students');
  if (audienceTarget(resource) && !caller.superadmin && group !== 'staff') plan.group = group;
  return plan;
};

/** A plan's shape as a name part: callers with equal shapes share one SQL text. */
export const planShape = (plan: VisibilityPlan): string =>
  `${plan.tenant ? 't' : ''}${plan.season ? 's' : ''}${plan.user ? 'u' : ''}${plan.own ?? ''}${plan.own === 'via' ? plan.owner : ''}${plan.self ? 'm' : ''}${plan.released ? 'r' : ''}${plan.group ? `g${plan.group}` : ''}`;

/** The resource whose `audienceField` decides a row's audience: the resource itself or its `audienceVia` target. */
const audienceTarget = (resource: Resource): Resource | undefined => {
  if (resource.audienceField) return resource;
  const target = resource.audienceVia ? getResource(resource.fields[resource.audienceVia]?.target ?? '') : undefined;
  return target?.audienceField ? target : undefined;
};

/**
 * Rows shown to the caller's group: no group chosen (the whole school), their group among the
 * chosen, or the row is the caller's own (a teacher's post to parents only). For `audienceVia`,
 * the same rule on the referenced row, as a sub-select so a page stays one query.
 */
const audienceCondition = (
  resource: Resource,
  table: ResourceTable,
  group: AudienceGroup,
  caller: number | Placeholder,
): SQL => {
  const target = audienceTarget(resource);
  if (!target?.audienceField) return none;
  const targetTable = target === resource ? table : resourceTable(target.name);
  const chosen = col(targetTable, target.audienceField);
  const shown = sql`(${chosen} is null or ${chosen} = '[]'::jsonb or ${chosen} @> ${JSON.stringify([group])}::jsonb${
    target.ownField ? sql` or ${col(targetTable, target.ownField)} = ${caller}` : sql``
  })`;
  if (target === resource || !resource.audienceVia) return shown;
  return sql`${col(table, resource.audienceVia)} in (select ${col(targetTable, 'id')} from ${targetTable} where ${shown})`;
};

/**
 * Rows whose release moment (`familyRelease`) has come: set, and not after the present wall time
 * of the row's school (date-times are the school's wall time, api-contract), read by
 * `kampus_wall_now` (migrations/repeatable/wall_clock.sql: a zone the database does not know reads
 * as UTC rather than failing the read). One sub-select, so a page stays one query.
 */
const releasedCondition = (resource: Resource, table: ResourceTable): SQL => {
  const release = resource.familyRelease;
  const target = release?.via ? getResource(resource.fields[release.via]?.target ?? '') : resource;
  if (!release || !target?.tenantField) return none;
  const targetTable = resourceTable(target.name);
  const schools = resourceTable('schools');
  const at = col(targetTable, release.field);
  return sql`${col(table, release.via ?? 'id')} in (select ${col(targetTable, 'id')} from ${targetTable}
    join ${schools} on ${col(schools, 'id')} = ${col(targetTable, target.tenantField)}
    where ${at} is not null and ${at} <= kampus_wall_now(${col(schools, 'timezone')}))`;
};

/** How the caller's values enter the SQL: inline for a one-off query, placeholders for a prepared one. */
export interface Binding {
  inScope: (column: ReturnType<typeof col>) => SQL;
  season: number | Placeholder;
  caller: number | Placeholder;
}

const inlineBinding = (plan: VisibilityPlan): Binding => ({
  inScope: (column) => inSet(column, plan.scope),
  season: plan.seasonId,
  caller: plan.callerId,
});

/** The plan's conditions: tenancy first, then ownership; the caller's own record ORed in for an item. */
export const planConditions = (
  plan: VisibilityPlan,
  resource: Resource,
  table: ResourceTable,
  binding: Binding,
  db?: Db,
): SQL[] => {
  const conditions: SQL[] = [];
  if (plan.tenant && resource.tenantField) conditions.push(binding.inScope(col(table, resource.tenantField)));
  if (plan.season && resource.seasonField) conditions.push(eq(col(table, resource.seasonField), binding.season));
  if (plan.user && resource.userField) conditions.push(eq(col(table, resource.userField), binding.caller));
  if (plan.own === 'via' && db) conditions.push(ownCondition(db, resource, binding.caller, plan.owner));
  else if (plan.own === 'field' && resource.ownField)
    conditions.push(eq(col(table, resource.ownField), binding.caller));
  if (plan.group) conditions.push(audienceCondition(resource, table, plan.group, binding.caller));
  if (plan.released) conditions.push(releasedCondition(resource, table));
  // A voided row (a payment's DELETE) is history: kept in the trail, never listed or read again.
  if (resource.voidField) conditions.push(isNull(col(table, resource.voidField)));
  const visible = and(...conditions);
  if (!plan.self || visible === undefined || !resource.ownField) return visible ? [visible] : [];
  return [or(eq(col(table, resource.ownField), binding.caller), visible) as SQL];
};

/** The rows this caller may see of a resource: tenancy first, then ownership. */
export const visibility = (
  ctx: RequestContext,
  resource: Resource,
  table: ResourceTable,
  grant: Grant,
  db?: Db,
): SQL[] => {
  const plan = visibilityPlan(ctx, resource, grant, db !== undefined);
  return planConditions(plan, resource, table, inlineBinding(plan), db);
};

/**
 * Visibility for one item read: a caller always reads their own record (their user, whichever
 * school is active), else what `visibility` allows. One condition, so one query.
 */
export const itemVisibility = (
  ctx: RequestContext,
  resource: Resource,
  table: ResourceTable,
  grant: Grant,
  db?: Db,
): SQL | undefined => {
  const plan = visibilityPlan(ctx, resource, grant, db !== undefined, true);
  return and(...planConditions(plan, resource, table, inlineBinding(plan), db));
};

/**
 * How far this caller reads a resource, for a named operation or a reference check: only their
 * own rows where reading is granted `own` (a family's records, a teacher's students), else every
 * row in reach. Whether they may read at all is the operation's own check.
 */
export const readerGrant = (ctx: RequestContext, resource: Resource): Grant =>
  ctx.caller !== null && grantOf(resource, 'read', ctx.caller) === 'own' ? 'own' : 'all';

/** Which field a path key names, and its value: a serial id, or the alternate uuid; anything else is 404. */
export const keyValue = (resource: Resource, key: string | number): { field: string; value: number | string } => {
  const id = parseId(key);
  if (id !== undefined) return { field: 'id', value: id };
  const text = String(key);
  if (resource.alternateKey && isUuid(text)) return { field: resource.alternateKey, value: text };
  throw notFound();
};

/** A path key: a serial id (1 to 2^31-1) or the alternate uuid; anything else names no row. */
export const keyCondition = (resource: Resource, table: ResourceTable, key: string | number): SQL => {
  const { field, value } = keyValue(resource, key);
  return eq(col(table, field), value);
};

/** One visible row by key, or 404: outside the caller's reach looks exactly like absent. */
export const loadVisible = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  key: string | number,
  grant: Grant,
  lock = false,
): Promise<Row> => {
  const table = resourceTable(resource.name);
  const query = db
    .select()
    .from(table)
    .where(and(keyCondition(resource, table, key), ...visibility(ctx, resource, table, grant, db)))
    .limit(1);
  // A change checked against the client's version holds the row until it commits (core/versions.ts).
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row as Row;
};

/**
 * Every reference written must point at a record the caller may see; a `sameSchool` reference
 * must also belong to the row's own school (a grading term's season, a menu's parent), and a
 * `sameAs` reference must hold the row's own value of that field (a review's plan is a plan of
 * the review's student): `sameAsMessage` on the field, checked when either is written.
 */
export const checkReferences = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  data: Data,
  current?: Row,
): Promise<void> => {
  const violations: Violation[] = [];
  const merged: Data = { ...current, ...data };
  const tenant = resource.tenantField && resource.tenantField !== 'id' ? resource.tenantField : undefined;
  const school = tenant ? merged[tenant] : undefined;
  for (const [name, field] of Object.entries(resource.fields)) {
    const value = merged[name];
    if ((field.kind !== 'ref' && field.kind !== 'refId') || typeof value !== 'number') continue;
    const target = getResource(field.target ?? '');
    if (!target) continue;
    const sent = typeof data[name] === 'number';
    const targetTenant = target.tenantField && target.tenantField !== 'id' ? target.tenantField : undefined;
    const sameSchool =
      field.sameSchool === true &&
      targetTenant !== undefined &&
      typeof school === 'number' &&
      (sent || (tenant !== undefined && tenant in data));
    // A user of a declared kind must still be one of the row's school when the school changes.
    const kindCheck = field.userKind !== undefined && tenant !== undefined && tenant in data;
    // Checked again when the compared field changes (a follow-up moved to another student).
    const sameAs = field.sameAs !== undefined && (sent || field.sameAs in data) ? field.sameAs : undefined;
    if (!sent && !sameSchool && !kindCheck && sameAs === undefined) continue;
    const table = resourceTable(target.name);
    // A reference names only what the caller may read: a teacher's attendance, behaviour note or
    // homework names one of their own students or classes (`teacher:own` reads), not the school's.
    const reachable =
      ctx.caller === null || !sent
        ? []
        : visibility(
            { ...ctx, scope: ctx.reach },
            target,
            table,
            field.schoolReach ? 'all' : readerGrant(ctx, target),
            db,
          );
    const ownSchool = sameSchool && targetTenant ? [eq(col(table, targetTenant), school as number)] : [];
    // The compared value comes with the row: one query says both whether it exists and whose it is.
    const [found] = (await db
      .select({ id: col(table, 'id'), ...(sameAs === undefined ? {} : { same: col(table, sameAs) }) })
      .from(table)
      .where(and(eq(col(table, 'id'), value), ...reachable, ...ownSchool))
      .limit(1)) as { id: number; same?: unknown }[];
    if (!found) {
      violations.push({ propertyPath: name, message: 'validation.invalid_reference' });
      continue;
    }
    if (sameAs !== undefined && (found.same ?? null) !== (merged[sameAs] ?? null)) {
      violations.push({ propertyPath: name, message: sameAsMessage(sameAs) });
      continue;
    }
    const wrongKind = await checkUserKind(db, ctx, name, field, value, school, sent);
    if (wrongKind) violations.push(wrongKind);
  }
  // And the rows filed under this one that must hold the same value (a plan's reviews: its student).
  if (current) violations.push(...(await sameAsDependentViolations(db, resource, data, current)));
  if (violations.length > 0) throw unprocessable(violations);
};

/** Fills the owning school, season and user from the request when the data leave them out, and checks them. */
export const applyOwnership = (ctx: RequestContext, resource: Resource, data: Data, creating: boolean): void => {
  const caller = ctx.caller;
  const tenant = resource.tenantField;
  if (tenant && tenant !== 'id') {
    const school = ctx.activeSchoolId ?? caller?.schoolId;
    if (creating && data[tenant] === undefined && school !== undefined) data[tenant] = school;
    const value = data[tenant];
    if (
      caller &&
      typeof value === 'number' &&
      !dutyContext(ctx, resource, creating ? 'create' : 'update').reach.has(value)
    )
      throw violation(tenant, 'validation.out_of_reach');
  }
  if (resource.seasonField && creating && data[resource.seasonField] === undefined && ctx.activeSeasonId !== null) {
    data[resource.seasonField] = ctx.activeSeasonId;
  }
  if (resource.scope === 'user' && resource.userField && caller) {
    if (creating && data[resource.userField] === undefined) data[resource.userField] = caller.id;
    const owner = data[resource.userField];
    // A delivery (resource.deliveredToOthers) is checked by the resource's beforeCreate hook.
    const delivery = creating && resource.deliveredToOthers === true;
    if (owner !== undefined && owner !== caller.id && !caller.superadmin && !delivery) throw forbidden();
  }
};
