import { schools, type ReportColumnKind } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import { loadSchoolTree, subtree } from '../../core/tenancy.ts';
import type { Db } from '../../db/database.ts';

/** What every report is asked: a date range, a search, one school of the caller's and a grouping. */
export interface ReportQuery {
  from?: string | undefined;
  to?: string | undefined;
  school?: number | undefined;
  by?: 'school' | 'class' | 'student' | undefined;
}

/** Where a report reads: the caller's context narrowed to the school filter, and how it names schools. */
export interface ReportScope {
  ctx: RequestContext;
  /** Each school of the scope by id: its title, for the School column. */
  schools: ReadonlyMap<number, string>;
  /** The schools of the scope that teach (type `school`, not a headquarters or a campus). */
  teaching: ReadonlySet<number>;
  /** The caller sees more than one school (headquarters, a campus): the reports carry a School column. */
  many: boolean;
  /** The active school's time zone: "overdue" counts from its today. */
  timeZone: string | null;
  /** Each school's own time zone: a moment of a school's row reads in its hours. */
  zones: ReadonlyMap<number, string | null>;
}

/**
 * The caller's context for a report, narrowed to `school` (and the schools below it) when asked.
 * A school outside the active school's subtree is a bad filter (422 naming `school`), never a
 * way to read another school's rows: the narrowed scope is always a part of the caller's.
 */
export const reportScope = async (db: Db, ctx: RequestContext, school: number | undefined): Promise<ReportScope> => {
  let scope = ctx.scope;
  if (school !== undefined) {
    if (!ctx.scope.has(school)) throw violation('school', 'validation.invalid_choice');
    const below = subtree(await loadSchoolTree(db), [school]);
    scope = new Set([...below].filter((id) => ctx.scope.has(id)));
  }
  const [rows, active] = await Promise.all([
    scoped(db, ctx)
      .of(schools)
      .list({ id: [...ctx.scope] }),
    ctx.activeSchoolId === null ? undefined : system(db).of(schools).first({ id: ctx.activeSchoolId }),
  ]);
  return {
    ctx: { ...ctx, scope },
    schools: new Map(rows.filter((row) => scope.has(row.id)).map((row) => [row.id, row.title])),
    teaching: new Set(rows.filter((row) => scope.has(row.id) && row.type === 'school').map((row) => row.id)),
    many: ctx.scope.size > 1,
    timeZone: active?.timezone ?? null,
    zones: new Map(rows.map((row) => [row.id, row.timezone ?? null])),
  };
};

/** A report's rows before the School column: each row's school id and its cells. */
export interface SchoolRows {
  columns: string[];
  kinds: ReportColumnKind[];
  /** `student`: the student the row is about, when it is about one (a disclosure when sent to a client). */
  rows: { school: number | null; student?: number | null; cells: string[] }[];
}

/** A report as the hub shows it: column label keys and rows of text, in the report's order. */
export interface ReportTable {
  columns: string[];
  /** How each column's text reads, so the screen shows it in the user's format and Excel types it. */
  kinds: ReportColumnKind[];
  rows: string[][];
  /**
   * The student each row is about, in step with `rows` (null for a row about none), when the report
   * names students: what the disclosure log records when the table goes to an API key.
   */
  students?: (number | null)[];
}

/** The School column first when the caller sees several schools (`always`: the comparison's own column). */
export const withSchoolColumn = (scope: ReportScope, table: SchoolRows, always = false): ReportTable => {
  const named = table.rows.some((row) => row.student !== undefined);
  const students = named ? { students: table.rows.map((row) => row.student ?? null) } : {};
  if (!scope.many && !always)
    return { columns: table.columns, kinds: table.kinds, rows: table.rows.map((row) => row.cells), ...students };
  const title = (id: number | null) => (id === null ? '' : (scope.schools.get(id) ?? ''));
  return {
    columns: ['fields.school', ...table.columns],
    kinds: ['text', ...table.kinds],
    rows: table.rows.map((row) => [title(row.school), ...row.cells]),
    ...students,
  };
};

/** Rows of several schools in the order of the schools' titles, each school's rows as they came. */
export const bySchoolTitle = <T extends { school: number | null }>(scope: ReportScope, rows: T[]): T[] => {
  const title = (row: T) => (row.school === null ? '' : (scope.schools.get(row.school) ?? ''));
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => title(a.row).localeCompare(title(b.row)) || a.index - b.index)
    .map(({ row }) => row);
};
