import { globalMenus, menus, type Resource } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import { recordAction } from '../../core/audit.ts';
import type { RequestContext } from '../../core/caller.ts';
import { translateDbError } from '../../core/db-errors.ts';
import { authorize } from '../../core/policy.ts';
import { violation } from '../../core/problem.ts';
import { scoped, system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';

export type MoveDirection = 'up' | 'down';

type MenuResource = typeof menus | typeof globalMenus;

const isMenuResource = (resource: Resource): resource is MenuResource => resource === menus || resource === globalMenus;

interface Place {
  id: number;
  position: number | null;
}

/** The moved menu and its siblings: same parent, same audience, for school menus the same school. */
interface Group {
  menu: Place & { school: number | null };
  siblings: Place[];
}

/**
 * One mover of a group at a time: a lock on the group (table, school, audience, parent)... and
 * the rows locked in one fixed order (id), not by position, which the movers change: two
 * transactions locking the same rows in different orders is what deadlocked.
 */
const lock = async (tx: Db, table: string, group: unknown[], ids: number[]): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${group.join(':')}))`);
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`select id from ${sql.identifier(table)} where id in (${list}) order by id for update`);
};

/**
 * Reads the menu as a PATCH would (another school's menu is 404), locks its group, then reads
 * the siblings again: after the locks their positions are the ones nobody else is changing.
 */
const lockGroup = async (tx: Db, ctx: RequestContext, resource: MenuResource, id: number): Promise<Group> => {
  const grant = authorize(ctx, resource, 'update');
  if (resource === menus) {
    const schoolMenus = scoped(tx, ctx).of(menus, grant);
    const menu = await schoolMenus.get(id);
    const where = { school: menu.school, type: menu.type, parent: menu.parent };
    const ids = (await schoolMenus.list(where)).map((row) => row.id);
    await lock(tx, menus.table, [menus.name, menu.school, menu.type, menu.parent ?? ''], ids);
    return { menu, siblings: await schoolMenus.list(where) };
  }
  const templates = scoped(tx, ctx).of(globalMenus, grant);
  const menu = await templates.get(id);
  const where = { type: menu.type, parent: menu.parent };
  const ids = (await templates.list(where)).map((row) => row.id);
  await lock(tx, globalMenus.table, [globalMenus.name, '', menu.type, menu.parent ?? ''], ids);
  return { menu: { ...menu, school: null }, siblings: await templates.list(where) };
};

/**
 * Swaps a menu with its neighbour above (up) or below (down) among its siblings, in one
 * transaction. The siblings are first numbered 0..n-1 in their current order (position, then id),
 * so the result never leaves two menus of one parent at the same position, even when earlier
 * edits had. Concurrent moves of one group wait for each other; a residual deadlock answers 409,
 * never 500. Answers the siblings in their new order; moving the first up or the last down
 * changes nothing. The move is audited once, as the action it is, not as each renumbering.
 */
export const moveMenu = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  id: number,
  direction: MoveDirection,
): Promise<{ id: number; position: number }[]> => {
  if (!isMenuResource(resource)) throw new Error(`not a menu resource: ${resource.name}`);
  authorize(ctx, resource, 'update');
  if (direction !== 'up' && direction !== 'down') throw violation('direction', 'validation.invalid_choice');
  const work = db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const { menu, siblings } = await lockGroup(tx, ctx, resource, id);
    const order = [...siblings]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id)
      .map((sibling) => sibling.id);
    const index = order.indexOf(menu.id);
    const target = direction === 'up' ? index - 1 : index + 1;
    if (index >= 0 && target >= 0 && target < order.length) {
      const [moved] = order.splice(index, 1);
      if (moved !== undefined) order.splice(target, 0, moved);
    }
    const positions = new Map(siblings.map((sibling) => [sibling.id, sibling.position]));
    // The visibility check was the read above; the renumbering is the move's own work.
    const write = resource === menus ? system(tx).of(menus) : system(tx).of(globalMenus);
    for (const [position, menuId] of order.entries()) {
      if (positions.get(menuId) !== position) await write.update(menuId, { position });
    }
    await recordAction(tx, ctx, {
      resource: resource.name,
      id: menu.id,
      action: 'move',
      school: menu.school,
      before: { position: menu.position },
      after: { direction, position: order.indexOf(menu.id) },
    });
    return order.map((menuId, position) => ({ id: menuId, position }));
  });
  try {
    return await work;
  } catch (error) {
    return translateDbError(error);
  }
};
