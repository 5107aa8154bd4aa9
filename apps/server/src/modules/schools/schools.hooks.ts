import { schools } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks, type Data, type Row } from '../../core/hooks.ts';
import { forbidden, violation } from '../../core/problem.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';
import { menuTypesFor, syncMenus } from '../menus/sync-menus.operation.ts';

/** Which kind of school may sit under which: headquarters > campus > school. */
const allowedParents: Record<string, readonly string[]> = {
  headquarters: [],
  campus: ['headquarters'],
  school: ['campus', 'headquarters'],
};

const checkPlacement = async (tx: Db, ctx: RequestContext, type: string, parent: unknown): Promise<void> => {
  if (parent === null || parent === undefined) {
    if (type !== 'headquarters') throw violation('parent', 'validation.required');
    if (ctx.caller && !ctx.caller.superadmin) throw forbidden();
    return;
  }
  const table = resourceTable('schools');
  const [row] = await tx
    .select({ type: col(table, 'type') })
    .from(table)
    .where(eq(col(table, 'id'), Number(parent)));
  if (!row || !allowedParents[type]?.includes(String(row.type))) throw violation('parent', 'validation.invalid_choice');
};

export const schoolsHooks = defineHooks(schools, {
  beforeCreate: async (tx, ctx, data: Data) => {
    await checkPlacement(tx, ctx, String(data.type ?? 'school'), data.parent);
    return data;
  },
  // A new school gets its menus at once (platform spec section 4, school phases).
  afterCreate: async (tx, _ctx, row: Row) => {
    for (const type of menuTypesFor(String(row.type))) await syncMenus(tx, Number(row.id), type);
  },
  beforeUpdate: async (tx, ctx, data: Data, current: Row) => {
    if ('type' in data || 'parent' in data) {
      const parent = 'parent' in data ? data.parent : current.parent;
      if (Number(parent) === Number(current.id)) throw violation('parent', 'validation.invalid_choice');
      await checkPlacement(tx, ctx, String(data.type ?? current.type), parent);
    }
    return data;
  },
});
