import { translate, type Language } from '@kampus/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden, notFound } from '../../core/problem.ts';
import { serialize } from '../../core/serialize.ts';
import { schools, seasons, gradingTerms, menus } from '@kampus/contract';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/** Only the user themself (or a superadmin) reads their own schools and menus. */
const checkSelf = (ctx: RequestContext, userUuid: string): void => {
  if (!ctx.caller) return;
  if (ctx.caller.uuid !== userUuid && !ctx.caller.superadmin) throw forbidden();
};

/**
 * GET /{lang}/users/{userId}/schools: every school the user reaches, tree order (headquarters
 * first), each with its seasons (default first) and their grading terms.
 */
export const userSchools = async (db: Db, ctx: RequestContext, userUuid: string) => {
  checkSelf(ctx, userUuid);
  const ids = [...ctx.reach];
  if (ids.length === 0) return [];
  const schoolTable = resourceTable('schools');
  const seasonTable = resourceTable('seasons');
  const termTable = resourceTable('grading_terms');
  const schoolRows = await db
    .select()
    .from(schoolTable)
    .where(inArray(col(schoolTable, 'id'), ids))
    .orderBy(asc(col(schoolTable, 'id')));
  const seasonRows = await db
    .select()
    .from(seasonTable)
    .where(inArray(col(seasonTable, 'school'), ids))
    .orderBy(asc(col(seasonTable, 'startDate')));
  const termRows = await db
    .select()
    .from(termTable)
    .where(inArray(col(termTable, 'school'), ids))
    .orderBy(asc(col(termTable, 'startDate')));
  const rank: Record<string, number> = { headquarters: 0, campus: 1, school: 2 };
  return schoolRows
    .sort((a, b) => (rank[String(a.type)] ?? 3) - (rank[String(b.type)] ?? 3) || Number(a.id) - Number(b.id))
    .map((school) => ({
      ...serialize(schools, school),
      seasons: seasonRows
        .filter((season) => Number(season.school) === Number(school.id))
        .map((season) => ({
          ...serialize(seasons, season),
          gradingTerms: termRows
            .filter((term) => Number(term.season) === Number(season.id))
            .map((term) => serialize(gradingTerms, term)),
        })),
    }));
};

interface MenuNode extends Record<string, unknown> {
  children: MenuNode[];
}

/**
 * GET /{lang}/users/{userId}/schools/{schoolId}/menus: the menu tree of the user's audience at
 * that school, ordered by position, each entry's title translated into {lang}.
 */
export const userMenus = async (
  db: Db,
  ctx: RequestContext,
  userUuid: string,
  schoolId: number,
  language: Language,
) => {
  checkSelf(ctx, userUuid);
  if (!ctx.reach.has(schoolId)) throw notFound();
  const schoolTable = resourceTable('schools');
  const [school] = await db
    .select()
    .from(schoolTable)
    .where(eq(col(schoolTable, 'id'), schoolId));
  if (!school) throw notFound();
  const audience = ctx.caller?.audience ?? 'school';
  // Staff see the menus of the kind of school they stand at: headquarters, campus or school.
  const type = ['headquarters', 'campus', 'school'].includes(audience) ? String(school.type) : audience;
  const table = resourceTable('menus');
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(col(table, 'school'), schoolId), eq(col(table, 'type'), type), eq(col(table, 'isActive'), true)))
    .orderBy(asc(col(table, 'position')), asc(col(table, 'id')));
  const nodes = new Map<number, MenuNode>();
  for (const row of rows) {
    const title = String(row.title);
    nodes.set(Number(row.id), { ...serialize(menus, row), label: translate(language, title), children: [] });
  }
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = nodes.get(Number(row.id));
    const parent = row.parent === null ? undefined : nodes.get(Number(row.parent));
    if (node) (parent ? parent.children : roots).push(node);
  }
  return roots;
};
