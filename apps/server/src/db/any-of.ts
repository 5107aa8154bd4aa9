import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A serial's values are of its base type; `serial[]` is no type PostgreSQL knows. */
const BASE_TYPES: Readonly<Record<string, string>> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/** The column's values as one typed array parameter: `$1::integer[]`, however many there are. */
const arrayOf = (column: AnyPgColumn, values: readonly unknown[]): SQL => {
  const type = column.getSQLType();
  const mapped = values.map((value) => column.mapToDriverValue(value) as unknown);
  return sql`${sql.param(mapped)}::${sql.raw(BASE_TYPES[type] ?? type)}[]`;
};

/**
 * `column = any($1::type[])`: the statement is the same for 1 id or 100,000, where `inArray`
 * writes one bind parameter per value and PostgreSQL refuses more than 65,535 of them
 * ("bind message has N parameter formats"). No value matches nothing.
 */
export const anyOf = (column: AnyPgColumn, values: readonly unknown[]): SQL => {
  if (values.length === 0) return sql`false`;
  // One value is plain equality, as `in ($1)` was: the planner then knows the column is fixed and
  // walks an index that starts with it in order (a page of one school's students by name).
  if (values.length === 1) return eq(column, values[0]);
  return sql`${column} = any(${arrayOf(column, values)})`;
};

/** `column <> all($1::type[])`: the negation of `anyOf`, one parameter too; no value excludes nothing. */
export const noneOf = (column: AnyPgColumn, values: readonly unknown[]): SQL =>
  values.length === 0 ? sql`true` : sql`${column} <> all(${arrayOf(column, values)})`;
