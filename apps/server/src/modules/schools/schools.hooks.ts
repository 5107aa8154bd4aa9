import { schools } from '@kampus/contract';
import type { RequestContext } from '../../core/caller.ts';
import { defineHooks } from '../../core/hooks.ts';
import { forbidden, violation } from '../../core/problem.ts';
import { scoped } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { menuTypesFor, syncMenus } from '../menus/sync-menus.operation.ts';

/** Which kind of school may sit under which: headquarters > campus > school. */
const allowedParents: Record<string, readonly string[]> = {
  headquarters: [],
  campus: ['headquarters'],
  school: ['campus', 'headquarters'],
};

const checkPlacement = async (
  tx: Db,
  ctx: RequestContext,
  type: string,
  parent: number | null | undefined,
): Promise<void> => {
  if (parent === null || parent === undefined) {
    if (type !== 'headquarters') throw violation('parent', 'validation.required');
    if (ctx.caller && !ctx.caller.superadmin) throw forbidden();
    return;
  }
  // The parent was checked reachable with the other references; here only its kind matters.
  const row = await scoped(tx, ctx, { across: 'reach' }).of(schools).first({ id: parent });
  if (!row || !allowedParents[type]?.includes(row.type)) throw violation('parent', 'validation.invalid_choice');
};

export const schoolsHooks = defineHooks(schools, {
  beforeCreate: async (tx, ctx, data) => {
    await checkPlacement(tx, ctx, data.type ?? 'school', data.parent);
    return data;
  },
  // A new school gets its menus at once (platform spec section 4, school phases).
  afterCreate: async (tx, _ctx, row) => {
    for (const type of menuTypesFor(row.type)) await syncMenus(tx, row.id, type);
  },
  beforeUpdate: async (tx, ctx, data, current) => {
    if ('type' in data || 'parent' in data) {
      const parent = 'parent' in data ? data.parent : current.parent;
      if (parent === current.id) throw violation('parent', 'validation.invalid_choice');
      await checkPlacement(tx, ctx, data.type ?? current.type, parent);
    }
    return data;
  },
});
