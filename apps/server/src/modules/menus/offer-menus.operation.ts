import {
  defaultMenus,
  globalMenus,
  menus as schoolMenus,
  schools,
  type Audience,
  type DefaultMenu,
} from '@kampus/contract';
import { systemContext } from '../../core/caller.ts';
import { createMany } from '../../core/operations.ts';
import { system } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';
import { menuOffers } from '../../db/internal-tables.ts';
import { entriesOf, recordOffers, type MenuTree as Tree } from './menu-offers.ts';
import { offeredBeforeRecords } from './offered-before.ts';
import { menuTypesFor } from './sync-menus.operation.ts';

const audiences: readonly Audience[] = ['headquarters', 'campus', 'school', 'teacher', 'parent', 'student'];

/**
 * Adds to one tree the default entries it was never offered: last in their group, which is
 * found by its key (a group the tree no longer has takes nothing: it was removed on purpose).
 * An entry the tree already holds (by key) is only recorded. Returns how many were added.
 */
const offerTree = async (
  tx: Db,
  tree: Tree,
  wanted: { entry: DefaultMenu; parent: string | null }[],
  offered: ReadonlySet<string>,
): Promise<number> => {
  const missing = wanted.filter(({ entry }) => !offered.has(entry.key));
  if (missing.length === 0) return 0;
  const resource = tree.school === null ? globalMenus : schoolMenus;
  const rows =
    tree.school === null
      ? await system(tx).of(globalMenus).list({ type: tree.type })
      : await system(tx).of(schoolMenus).list({ type: tree.type, school: tree.school });
  const idOf = new Map(rows.map((row) => [row.title, row.id]));
  let added = 0;
  // Parents come before their children in `wanted`, so a new group is there for its new entries.
  for (const { entry, parent } of missing) {
    if (idOf.has(entry.key)) continue;
    const parentId = parent === null ? null : idOf.get(parent);
    if (parentId === undefined) continue;
    const [row] = await createMany(tx, systemContext(), resource, [
      {
        ...(tree.school === null ? {} : { school: tree.school }),
        type: tree.type,
        parent: parentId,
        title: entry.key,
        url: entry.url ?? null,
        icon: entry.icon,
      },
    ]);
    if (row) idOf.set(entry.key, row.id);
    added += 1;
  }
  return added;
};

/**
 * Start-up: brings the default menu entries of new screens to the global menus and to every
 * school's menus that were never offered them. Idempotent (a second run adds nothing); never
 * moves, renames or re-adds what an installation changed. A tree with no record yet (an
 * installation older than the records) counts the entries it holds and `offeredBeforeRecords`
 * as offered. Returns how many entries were added.
 */
export const offerMenus = async (db: Db, menus: readonly DefaultMenu[] = defaultMenus): Promise<number> => {
  const schoolRows = await system(db).of(schools).list();
  const trees: Tree[] = [
    ...audiences.map((type) => ({ school: null, type })),
    ...schoolRows.flatMap((row) => menuTypesFor(row.type).map((type) => ({ school: row.id, type }))),
  ];
  const records = await db.select().from(menuOffers);
  const recorded = new Map(records.map((row) => [`${row.schoolId ?? ''}:${row.type}`, new Set(row.keys)]));
  let added = 0;
  for (const tree of trees) {
    const wanted = entriesOf(tree.type as Audience, menus);
    const offered = recorded.get(`${tree.school ?? ''}:${tree.type}`) ?? new Set(offeredBeforeRecords);
    if (wanted.every(({ entry }) => offered.has(entry.key))) {
      if (!recorded.has(`${tree.school ?? ''}:${tree.type}`)) await recordOffers(db, tree, [...offered]);
      continue;
    }
    // The entries and their record commit together: a failure half-way offers them again next time.
    await inTransaction(db, async (tx) => {
      added += await offerTree(tx, tree, wanted, offered);
      await recordOffers(tx, tree, [...offered, ...wanted.map(({ entry }) => entry.key)]);
    });
  }
  return added;
};
