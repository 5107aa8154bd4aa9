import {
  resources,
  type FieldDef,
  type FieldsOf,
  type NotNull,
  type Resource,
  type StoredValue,
} from '@kampus/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  type TableConfig,
} from 'drizzle-orm/pg-core';
import type { ColumnDataType } from 'drizzle-orm';
import { columnName } from './naming.ts';

/** A table built from a declaration; its columns are keyed by field name (plus id and timestamps). */
export type ResourceTable = PgTableWithColumns<TableConfig>;

const tables = new Map<string, ResourceTable>();

const tableNamed = (name: string): ResourceTable => {
  const table = tables.get(name);
  if (!table) throw new Error(`Unknown resource table ${name}`);
  return table;
};

/**
 * A restricting reference (the default) is `no action`, checked at the end of the statement, not
 * `restrict`: one delete that cascades to both a record and the rows using it (a school with its
 * grade levels and students) succeeds. The engine refuses a direct delete before SQL
 * (core/references-in-use.ts); the key is the last word for anything else.
 */
const referenceColumn = (name: string, field: FieldDef) => {
  const target = field.target ?? '';
  const onDelete = field.onDelete === 'cascade' ? 'cascade' : field.onDelete === 'setNull' ? 'set null' : 'no action';
  return integer(name).references((): AnyPgColumn => col(tableNamed(target), 'id'), { onDelete });
};

/** Maps a field kind to its PostgreSQL column (architecture section 2). */
const column = (fieldName: string, field: FieldDef): PgColumnBuilderBase => {
  const name = columnName(fieldName, field);
  const base = (() => {
    switch (field.kind) {
      case 'int':
        return integer(name);
      case 'decimal':
        return numeric(name, { precision: field.precision ?? 10, scale: field.scale ?? 4 });
      case 'money':
        return numeric(name, { precision: 14, scale: 2 });
      case 'boolean':
      case 'flag':
        return boolean(name);
      case 'date':
        return date(name, { mode: 'string' });
      case 'dateTime':
        return timestamp(name, { mode: 'string' });
      case 'time':
        return time(name);
      case 'json':
        return jsonb(name);
      case 'uuid':
        return uuid(name)
          .default(sql`gen_random_uuid()`)
          .notNull();
      case 'ref':
      case 'refId':
        return referenceColumn(name, field);
      default:
        return text(name);
    }
  })();
  // The builders' default() is typed per kind; the declaration already matched value and kind.
  const withDefault =
    field.default !== undefined && field.default !== null
      ? (base as { default: (v: unknown) => typeof base }).default(field.default)
      : base;
  return field.required && field.kind !== 'password' ? withDefault.notNull() : withDefault;
};

const buildTable = (resource: Resource): ResourceTable => {
  const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  for (const [name, field] of Object.entries(resource.fields)) columns[name] = column(name, field);
  columns.createdAt = timestamp('created_at', { mode: 'string' }).defaultNow().notNull();
  columns.updatedAt = timestamp('updated_at', { mode: 'string' }).defaultNow().notNull();
  const table = pgTable(resource.table, columns, (t) => {
    const cols = t as Record<string, AnyPgColumn>;
    const col = (field: string): AnyPgColumn => {
      const found = cols[field];
      if (!found) throw new Error(`${resource.name}: no column for ${field}`);
      return found;
    };
    const referenceIndexes = Object.entries(resource.fields)
      .filter(([, field]) => field.kind === 'ref' || field.kind === 'refId')
      .map(([name]) => index(`${resource.table}_${name}_idx`).on(col(name)));
    const uniques = [
      ...Object.entries(resource.fields)
        .filter(([name, field]) => field.unique || name === resource.alternateKey)
        .map(([name]) => [name]),
      ...(resource.uniques ?? []),
    ].map((fields) =>
      uniqueIndex(`${resource.table}_${fields.join('_')}_key`).on(...(fields.map(col) as [AnyPgColumn])),
    );
    // Lists are sorted within a school: index what they sort by (machine notes: 3.5x faster).
    const tenant = resource.tenantField && resource.tenantField !== 'id' ? resource.tenantField : undefined;
    const orderIndexes = tenant
      ? resource.orderFields.map((field) =>
          index(`${resource.table}_${tenant}_${field}_idx`).on(col(tenant), col(field)),
        )
      : resource.orderFields.map((field) => index(`${resource.table}_${field}_idx`).on(col(field)));
    // Lookups a server read makes by several fields together (a room's lessons of a day).
    const lookupIndexes = (resource.indexes ?? []).map((fields) =>
      index(`${resource.table}_${fields.join('_')}_idx`).on(...(fields.map(col) as [AnyPgColumn])),
    );
    return [...referenceIndexes, ...uniques, ...orderIndexes, ...lookupIndexes];
  });
  return table as unknown as ResourceTable;
};

for (const resource of resources) tables.set(resource.name, buildTable(resource));

/** A table by resource name, its columns untyped: for the generic engine's internals only. */
export const resourceTable = tableNamed;

/** A column whose value type is the field's stored type (`eq(t.lastName, 3)` does not compile). */
type TypedColumn<Data, IsNotNull extends boolean, IsDefault extends boolean> = PgColumn<{
  name: string;
  tableName: string;
  dataType: ColumnDataType;
  columnType: string;
  data: Data;
  driverParam: unknown;
  notNull: IsNotNull;
  hasDefault: IsDefault;
  isPrimaryKey: boolean;
  isAutoincrement: boolean;
  hasRuntimeDefault: boolean;
  enumValues: string[] | undefined;
  identity: undefined;
  generated: undefined;
}>;

type HasDefault<D> = D extends { default: string | number | boolean }
  ? true
  : D extends { kind: 'uuid' }
    ? true
    : false;

/** The columns of a resource's table by field name, plus id and the timestamps. */
type ColumnsOf<R> = {
  id: TypedColumn<number, true, true>;
  createdAt: TypedColumn<string, true, true>;
  updatedAt: TypedColumn<string, true, true>;
} & {
  [K in keyof FieldsOf<R>]: TypedColumn<
    StoredValue<FieldsOf<R>[K]>,
    NotNull<FieldsOf<R>[K]>,
    HasDefault<FieldsOf<R>[K]>
  >;
};

/** A resource's table typed by its declaration: `tableOf(students).lastName`; selects return `RowOf<R>`. */
export type TableOf<R> = PgTableWithColumns<{ name: string; schema: undefined; columns: ColumnsOf<R>; dialect: 'pg' }>;

/**
 * The table of a declared resource, typed by its fields. The columns are the ones built above;
 * only their static types come from the declaration (both read the same `fields`).
 */
export const tableOf = <R extends Resource>(resource: R): TableOf<R> =>
  tableNamed(resource.name) as unknown as TableOf<R>;

/** A column of a resource table by field name (`id`, `createdAt` and every declared field). */
export const col = (table: ResourceTable, name: string): AnyPgColumn => {
  const found = (table as unknown as Record<string, AnyPgColumn | undefined>)[name];
  if (!found) throw new Error(`No column ${name}`);
  return found;
};

/** Every resource table by table name, for the migration generator. */
export const resourceTables: Record<string, ResourceTable> = Object.fromEntries(
  resources.map((resource) => [resource.table, tableNamed(resource.name)]),
);
