import { globalMenus, menus, type Resource } from '@kampus/contract';
import { and, eq, isNull, max } from 'drizzle-orm';
import { defineHooks, type Data } from '../../core/hooks.ts';
import type { Db } from '../../db/database.ts';
import { col, resourceTable } from '../../db/resource-tables.ts';

/** A menu added without a position goes last among its siblings (not at 0, beside the first one). */
const placeLast = (resource: Resource) => async (tx: Db, data: Data) => {
  if (data.position !== undefined && data.position !== null) return data;
  const table = resourceTable(resource.name);
  const [row] = await tx
    .select({ last: max(col(table, 'position')) })
    .from(table)
    .where(
      and(
        eq(col(table, 'type'), String(data.type)),
        data.parent === null || data.parent === undefined
          ? isNull(col(table, 'parent'))
          : eq(col(table, 'parent'), Number(data.parent)),
        ...(resource === menus ? [eq(col(table, 'school'), Number(data.school))] : []),
      ),
    );
  const last = row?.last;
  return { ...data, position: last === null || last === undefined ? 0 : Number(last) + 1 };
};

export const menusHooks = [menus, globalMenus].map((resource) => {
  const place = placeLast(resource);
  return defineHooks(resource, { beforeCreate: (tx, _ctx, data) => place(tx, data) });
});
