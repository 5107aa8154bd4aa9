import { globalMenus, menus, type MenuType, type MoveMenuBody, type Resource } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { recordAction } from '../../core/audit.ts';
import type { RequestContext } from '../../core/caller.ts';
import { translateDbError } from '../../core/db-errors.ts';
import { authorize } from '../../core/policy.ts';
import { notFound, violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import { type Db, inTransaction } from '../../db/database.ts';

type MoveDirection = 'up' | 'down';

type MenuResource = typeof menus | typeof globalMenus;

const isMenuResource = (resource: Resource): resource is MenuResource => resource === menus || resource === globalMenus;

interface Place {
  id: number;
  position: number | null;
}

/** A menu as a move sees it; a global menu has no school. */
interface Menu extends Place {
  school: number | null;
  type: MenuType;
  parent: number | null;
}

/**
 * One mover of a group at a time: a lock on the group (table, school, audience, parent)... and
 * the rows locked in one fixed order (id), not by position, which the movers change: two
 * transactions locking the same rows in different orders is what deadlocked.
 */
const lock = async (tx: Db, table: string, group: unknown[], ids: number[]): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${group.join(':')}))`);
  if (ids.length === 0) return;
  await tx.execute(
    sql`select id from ${sql.identifier(table)} where id = any(${sql.param(ids)}::integer[]) order by id for update`,
  );
};

/** What a move reads, the same way for school and global menus: visibility is the caller's (another school's menu is 404). */
interface MenuReader {
  /** The menu, or undefined when the caller cannot see it. */
  find: (id: number) => Promise<Menu | undefined>;
  /** Locks the group of siblings under `parent` (the menu's school and audience), then reads it again. */
  lockedSiblings: (menu: Menu, parent: number | null) => Promise<Place[]>;
  write: (id: number, data: { position: number; parent?: number | null }) => Promise<unknown>;
}

const readerOf = (tx: Db, ctx: RequestContext, resource: MenuResource): MenuReader => {
  const grant = authorize(ctx, resource, 'update');
  if (resource === menus) {
    const repo = scoped(tx, ctx).of(menus, grant);
    // The visibility check is the read; the renumbering is the move's own work.
    const writer = system(tx).of(menus);
    return {
      find: async (id) => repo.first({ id }),
      lockedSiblings: async (menu, parent) => {
        const where = { school: menu.school ?? 0, type: menu.type, parent };
        const ids = (await repo.list(where)).map((row) => row.id);
        await lock(tx, menus.table, [menus.name, menu.school, menu.type, parent ?? ''], ids);
        return repo.list(where);
      },
      write: (id, data) => writer.update(id, data),
    };
  }
  const repo = scoped(tx, ctx).of(globalMenus, grant);
  const writer = system(tx).of(globalMenus);
  return {
    find: async (id) => {
      const row = await repo.first({ id });
      return row && { ...row, school: null };
    },
    lockedSiblings: async (menu, parent) => {
      const where = { type: menu.type, parent };
      const ids = (await repo.list(where)).map((row) => row.id);
      await lock(tx, globalMenus.table, [globalMenus.name, '', menu.type, parent ?? ''], ids);
      return repo.list(where);
    },
    write: (id, data) => writer.update(id, data),
  };
};

/** Ids in their current order (position, then id). */
const ordered = (places: Place[]): number[] =>
  [...places].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id).map((place) => place.id);

/** Writes positions 0..n-1 in this order, touching only the rows whose position changes. */
const renumber = async (reader: MenuReader, order: number[], before: Place[]) => {
  const positions = new Map(before.map((place) => [place.id, place.position]));
  for (const [position, menuId] of order.entries()) {
    if (positions.get(menuId) !== position) await reader.write(menuId, { position });
  }
};

/**
 * The new parent must be a menu the caller sees, of the same school and audience, and neither the
 * menu itself nor one below it (a menu cannot hang under its own subtree). Else 422 on `parent`.
 */
const checkParent = async (reader: MenuReader, menu: Menu, parent: number | null): Promise<void> => {
  let current = parent;
  const seen = new Set<number>();
  while (current !== null) {
    if (current === menu.id || seen.has(current)) throw violation('parent', 'validation.invalid_reference');
    seen.add(current);
    const row = await reader.find(current);
    if (!row || row.type !== menu.type || row.school !== menu.school)
      throw violation('parent', 'validation.invalid_reference');
    current = row.parent;
  }
};

/** A step: swaps the menu with its neighbour; the first up or the last down changes nothing. */
const step = async (reader: MenuReader, menu: Menu, direction: MoveDirection): Promise<number[]> => {
  const siblings = await reader.lockedSiblings(menu, menu.parent);
  const order = ordered(siblings);
  const index = order.indexOf(menu.id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index >= 0 && target >= 0 && target < order.length) {
    const [moved] = order.splice(index, 1);
    if (moved !== undefined) order.splice(target, 0, moved);
  }
  await renumber(reader, order, siblings);
  return order;
};

/**
 * A place: the menu goes to `position` (past the end: last) under `parent`. The siblings it leaves
 * and the ones it joins are both numbered 0..n-1 again. Both groups are locked, in a fixed order
 * (by parent id) so two moves between the same two parents cannot wait on each other.
 */
const place = async (reader: MenuReader, menu: Menu, parent: number | null, position: number): Promise<number[]> => {
  if (parent !== menu.parent) await checkParent(reader, menu, parent);
  const groups = [...new Set([menu.parent, parent])].sort((a, b) => (a ?? 0) - (b ?? 0));
  const siblings = new Map<number | null, Place[]>();
  for (const group of groups) siblings.set(group, await reader.lockedSiblings(menu, group));
  const left = siblings.get(menu.parent) ?? [];
  const joined = siblings.get(parent) ?? [];
  const order = ordered(joined).filter((id) => id !== menu.id);
  order.splice(Math.min(position, order.length), 0, menu.id);
  if (parent !== menu.parent) {
    await renumber(
      reader,
      ordered(left).filter((id) => id !== menu.id),
      left,
    );
    await reader.write(menu.id, { parent, position: order.indexOf(menu.id) });
  }
  // A menu that changed parent was written above; it counts as already in place.
  const before = parent === menu.parent ? joined : [...joined, { id: menu.id, position: order.indexOf(menu.id) }];
  await renumber(reader, order, before);
  return order;
};

/**
 * Moves a menu in one transaction: a step up or down (swap with the neighbour), or to a place
 * under a parent. The siblings are numbered 0..n-1 in their order, so a move never leaves two
 * menus of one parent at the same position, even when earlier edits had. Concurrent moves of one
 * group wait for each other; a residual deadlock answers 409, never 500. Answers the siblings
 * where the menu now is, in their new order. The move is audited once, as the action it is.
 */
export const moveMenu = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  id: number,
  body: MoveMenuBody,
): Promise<{ id: number; position: number }[]> => {
  if (!isMenuResource(resource)) throw new Error(`not a menu resource: ${resource.name}`);
  authorize(ctx, resource, 'update');
  const work = inTransaction(db, async (tx) => {
    const reader = readerOf(tx, ctx, resource);
    const menu = await reader.find(id);
    if (!menu) throw notFound();
    const order =
      body.direction !== undefined
        ? await step(reader, menu, body.direction)
        : await place(reader, menu, body.parent ?? null, body.position ?? 0);
    await recordAction(tx, ctx, {
      resource: resource.name,
      id: menu.id,
      action: 'move',
      school: menu.school,
      before: { parent: menu.parent, position: menu.position },
      after: {
        ...(body.direction !== undefined ? { direction: body.direction } : {}),
        parent: body.direction !== undefined ? menu.parent : (body.parent ?? null),
        position: order.indexOf(menu.id),
      },
    });
    return order.map((menuId, position) => ({ id: menuId, position }));
  });
  try {
    return await work;
  } catch (error) {
    return translateDbError(error);
  }
};
