import {
  gradingTerms,
  isUuid,
  menus,
  parseId,
  schools,
  seasons,
  translate,
  type Language,
  type WireOf,
} from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { forbidden, notFound } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import { serialize } from '../../core/serialize.ts';
import type { Db } from '../../db/database.ts';

/**
 * Only the user themself (by uuid or id) reads their schools and menus. The answer is built
 * from the caller's own reach, so naming anyone else, a superadmin included, is refused rather
 * than answered with the caller's data; a path segment that is no user id names no one (404).
 */
const checkSelf = (ctx: RequestContext, userKey: string): void => {
  if (!ctx.caller) return;
  if (ctx.caller.uuid === userKey || String(ctx.caller.id) === userKey) return;
  if (!isUuid(userKey) && parseId(userKey) === undefined) throw notFound();
  throw forbidden();
};

const rank: Record<string, number> = { headquarters: 0, campus: 1, school: 2 };

/**
 * GET /{lang}/users/{userId}/schools: every school the user reaches, tree order (headquarters
 * first), each with its seasons (default first) and their grading terms.
 */
export const userSchools = async (db: Db, ctx: RequestContext, userUuid: string) => {
  checkSelf(ctx, userUuid);
  const ids = [...ctx.reach];
  if (ids.length === 0) return [];
  // The user's schools whatever school is active: the school switcher lists them all.
  const repo = scoped(db, ctx, { across: 'reach' });
  const schoolRows = await repo.of(schools).list({ id: ids });
  const seasonRows = await repo.of(seasons).list({ school: ids }, { order: { startDate: 'asc' } });
  const termRows = await repo.of(gradingTerms).list({ school: ids }, { order: { startDate: 'asc' } });
  return schoolRows
    .sort((a, b) => (rank[a.type] ?? 3) - (rank[b.type] ?? 3) || a.id - b.id)
    .map((school) => ({
      ...serialize(schools, school),
      seasons: seasonRows
        .filter((season) => season.school === school.id)
        .map((season) => ({
          ...serialize(seasons, season),
          gradingTerms: termRows
            .filter((term) => term.season === season.id)
            .map((term) => serialize(gradingTerms, term)),
        })),
    }));
};

type MenuNode = WireOf<typeof menus> & { label: string; children: MenuNode[] };

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
  const repo = scoped(db, ctx, { across: 'reach' });
  const school = await repo.of(schools).get(schoolId);
  const audience = ctx.caller?.audience ?? 'school';
  // Staff see the menus of the kind of school they stand at: headquarters, campus or school.
  const type = ['headquarters', 'campus', 'school'].includes(audience) ? school.type : audience;
  const rows = await repo.of(menus).list({ school: schoolId, type, isActive: true }, { order: { position: 'asc' } });
  const nodes = new Map<number, MenuNode>();
  for (const row of rows) {
    const wire = serialize(menus, row) as WireOf<typeof menus>;
    nodes.set(row.id, { ...wire, label: translate(language, row.title), children: [] });
  }
  const roots: MenuNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    const parent = row.parent === null ? undefined : nodes.get(row.parent);
    if (node) (parent ? parent.children : roots).push(node);
  }
  return roots;
};
