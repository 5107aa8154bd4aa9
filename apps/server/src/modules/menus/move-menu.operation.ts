import { globalMenus, menus, type Resource } from '@kampus/contract';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { recordAction } from '../../core/audit.ts';
import type { RequestContext } from '../../core/caller.ts';
import { translateDbError } from '../../core/db-errors.ts';
import { findOne } from '../../core/operations.ts';
import { authorize } from '../../core/policy.ts';
import { violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

export type MoveDirection = 'up' | 'down';

/** The rows that share a menu's place: same parent, same audience, and for school menus the same school. */
const siblingsOf = (resource: Resource, row: Record<string, unknown>): SQL[] => {
  const table = resourceTable(resource.name);
  return [
    eq(col(table, 'type'), String(row.type)),
    row.parent === null ? isNull(col(table, 'parent')) : eq(col(table, 'parent'), Number(row.parent)),
    ...(resource.name === 'menus' ? [eq(col(table, 'school'), Number(row.school))] : []),
  ];
};

/**
 * Swaps a menu with its neighbour above (up) or below (down) among its siblings, in one
 * transaction. The siblings are first numbered 0..n-1 in their current order (position, then id),
 * so the result never leaves two menus of one parent at the same position, even when earlier
 * edits had. Concurrent moves of one group wait for each other (a lock on the group, rows locked
 * in id order); a residual deadlock answers 409, never 500. Answers the siblings in their new
 * order; moving the first up or the last down changes nothing.
 */
export const moveMenu = async (
  db: Db,
  ctx: RequestContext,
  resource: Resource,
  id: number,
  direction: MoveDirection,
): Promise<{ id: number; position: number }[]> => {
  if (resource !== menus && resource !== globalMenus) throw new Error(`not a menu resource: ${resource.name}`);
  authorize(ctx, resource, 'update');
  if (direction !== 'up' && direction !== 'down') throw violation('direction', 'validation.invalid_choice');
  const table = resourceTable(resource.name);
  const work = db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Same visibility as a PATCH: another school's menu is 404.
    const row = await findOne(tx, ctx, resource, id);
    // One mover of a group at a time: a lock on the group (table, school, audience, parent)...
    const group = [resource.name, row.school ?? '', row.type, row.parent ?? ''].join(':');
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${group}))`);
    // ...and the rows locked in one fixed order (id), not by position, which the movers change:
    // two transactions locking the same rows in different orders is what deadlocked.
    const locked = await tx
      .select({ id: col(table, 'id'), position: col(table, 'position') })
      .from(table)
      .where(and(...siblingsOf(resource, row)))
      .orderBy(asc(col(table, 'id')))
      .for('update');
    const order = locked
      .map((sibling) => ({ id: Number(sibling.id), position: Number(sibling.position) }))
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((sibling) => sibling.id);
    const index = order.indexOf(Number(row.id));
    const target = direction === 'up' ? index - 1 : index + 1;
    if (index >= 0 && target >= 0 && target < order.length) {
      const [moved] = order.splice(index, 1);
      order.splice(target, 0, moved as number);
    }
    for (const [position, menuId] of order.entries()) {
      await tx
        .update(table)
        .set({ position, updatedAt: sql`now()` })
        .where(and(eq(col(table, 'id'), menuId), sql`${col(table, 'position')} is distinct from ${position}`));
    }
    await recordAction(tx, ctx, {
      resource: resource.name,
      id: Number(row.id),
      action: 'move',
      school: typeof row.school === 'number' ? row.school : null,
      before: { position: row.position },
      after: { direction, position: order.indexOf(Number(row.id)) },
    });
    return order.map((menuId, position) => ({ id: menuId, position }));
  });
  try {
    return await work;
  } catch (error) {
    return translateDbError(error);
  }
};
