import { grantOf, permits, type FieldDef, type Operation, type Resource } from '@kampus/contract';
import type { RequestContext } from './caller.ts';
import type { Row } from './hooks.ts';
import { forbidden, unprocessable } from './problem.ts';

/** Whether the caller may do this at all, and if so on every row in reach or only on their own. */
export const authorize = (ctx: RequestContext, resource: Resource, operation: Operation): 'all' | 'own' => {
  if (ctx.caller === null) return 'all';
  // The contract's reading of `access`, the very one the screens ask before offering an act.
  const grant = grantOf(resource, operation, ctx.caller);
  if (grant === 'none') throw forbidden();
  return grant;
};

/**
 * Row rules beyond visibility that the screens know too (`permits` with a row): today that no
 * one deletes their own account (`keepSelf`). Ownership itself is SQL (visibility.ts).
 */
export const authorizeRow = (ctx: RequestContext, resource: Resource, operation: Operation, row: Row): void => {
  if (ctx.caller === null || !resource.keepSelf) return;
  if (!permits(resource, operation, ctx.caller, { ...row, id: Number(row.id) })) throw forbidden();
};

const mayWrite = (ctx: RequestContext, field: FieldDef): boolean =>
  !field.writableBy || ctx.caller === null || ctx.caller.superadmin || field.writableBy.includes(ctx.caller.audience);

/** Fields the caller sent but may not set: a 422 naming each of them. */
export const checkWritable = (ctx: RequestContext, resource: Resource, data: Record<string, unknown>): void => {
  const refused = Object.keys(data).filter((name) => {
    const field = resource.fields[name];
    return field !== undefined && !mayWrite(ctx, field);
  });
  if (refused.length > 0) {
    throw unprocessable(refused.map((propertyPath) => ({ propertyPath, message: 'validation.not_writable' })));
  }
};
