import type { FieldDef, Language } from '@kampus/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { collationOf, sortRuleNames, sortRulesOf, type SortRules } from './text-rules.ts';

/** Field kinds a list sorts by the language's rules (and the derived sort indexes cover). */
export const COLLATED_KINDS: ReadonlySet<FieldDef['kind']> = new Set(['text', 'longText', 'email', 'enum']);

/**
 * E-mails (lower-cased by the engine) and enum values (lower-case codes) are ASCII in lower case,
 * which every language's rules put in one order: they sort by the root rules whatever the
 * language, and need one index, not four.
 */
const LANGUAGE_NEUTRAL: ReadonlySet<FieldDef['kind']> = new Set(['email', 'enum']);

/** The rules a field of this kind sorts by for a language. */
export const sortRulesFor = (kind: FieldDef['kind'], language: Language): SortRules =>
  LANGUAGE_NEUTRAL.has(kind) ? 'und' : sortRulesOf[language];

/** Every rule set a field of this kind may sort by: its derived sort indexes. */
export const sortRulesOfKind = (kind: FieldDef['kind']): SortRules[] =>
  LANGUAGE_NEUTRAL.has(kind) ? ['und'] : sortRuleNames;

let icu = false;

/**
 * Whether the ICU collations of `text-rules.ts` work here. PostgreSQL built with ICU has them
 * (the repeatable migration created them); PGlite is built without ICU, so there text sorts by
 * `kampus_sort_key`, computed per row. Checked by use, not by the catalogue: PGlite lists ICU
 * collations it cannot run.
 */
export const detectTextCollation = async (db: Db): Promise<string | null> => {
  icu = false;
  try {
    await db.execute(sql`select 'a' collate ${sql.identifier(collationOf('und'))} < 'b'`);
    icu = true;
  } catch {
    // no ICU in this build: the sort key function serves
  }
  return sortCollation();
};

/** How text sorts on this database, a part of prepared statement names: the ICU collations or the key. */
export const sortCollation = (): string | null => (icu ? 'icu' : null);

/**
 * The ORDER BY expressions of a text column in a language's order. ICU: the column in the
 * language's collation, which the derived sort indexes serve. Without: the sort key, then the
 * column itself, so names equal but for accents or case still come in one stable order.
 */
export const textSortTerms = (
  column: AnyPgColumn,
  kind: FieldDef['kind'],
  language: Language,
  /**
   * `matches`: the rows are a search's matches, found by a trigram index: sort
   * those few instead of walking the sort index. Walking it, PostgreSQL tests the search on every
   * row it passes until 30 match, which it expects to be soon but which for a name late in the
   * alphabet is most of the school (measured: 367 ms against 5 ms at 100,000 students). The
   * expression `(column || '')` is the column's text but no index's, so the planner sorts.
   */
  rows: 'all' | 'matches' = 'all',
): SQL[] => {
  const rules = sortRulesFor(kind, language);
  const term = rows === 'matches' ? sql`(${column} || '')` : sql`${column}`;
  return icu
    ? [sql`${term} collate ${sql.identifier(collationOf(rules))}`]
    : [sql`kampus_sort_key(${column}, ${sql.raw(`'${rules}'`)})`, sql`${column}`];
};
