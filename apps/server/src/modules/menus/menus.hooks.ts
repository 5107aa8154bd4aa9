import { globalMenus, menus } from '@kampus/contract';
import { isNotNull } from 'drizzle-orm';
import { defineHooks } from '../../core/hooks.ts';
import { scoped } from '../../core/repository.ts';

/** The position after the last of the siblings, 0 for the first one. */
const after = (last: { position: number | null } | undefined): number => (last?.position ?? -1) + 1;

// A menu added without a position goes last among its siblings (not at 0, beside the first one).
// The school is already filled and checked to be in reach when the hook runs.
const schoolMenusHooks = defineHooks(menus, {
  beforeCreate: async (tx, ctx, data) => {
    if (data.position !== undefined && data.position !== null) return data;
    const siblings = scoped(tx, ctx, { across: 'reach' }).of(menus);
    const last = await siblings.first(
      { school: data.school, type: data.type, parent: data.parent ?? null },
      { order: { position: 'desc' }, also: isNotNull(siblings.table.position) },
    );
    return { ...data, position: after(last) };
  },
});

const globalMenusHooks = defineHooks(globalMenus, {
  beforeCreate: async (tx, ctx, data) => {
    if (data.position !== undefined && data.position !== null) return data;
    const siblings = scoped(tx, ctx).of(globalMenus);
    const last = await siblings.first(
      { type: data.type, parent: data.parent ?? null },
      { order: { position: 'desc' }, also: isNotNull(siblings.table.position) },
    );
    return { ...data, position: after(last) };
  },
});

export const menusHooks = [schoolMenusHooks, globalMenusHooks];
