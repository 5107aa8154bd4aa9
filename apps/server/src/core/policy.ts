import { grantFor, hasOwnership, type FieldDef, type Operation, type Resource } from '@kampus/contract';
import type { RequestContext } from './caller.ts';
import { forbidden, unprocessable } from './problem.ts';

/** Whether the caller may do this at all, and if so on every row in reach or only on their own. */
export const authorize = (ctx: RequestContext, resource: Resource, operation: Operation): 'all' | 'own' => {
  if (ctx.caller === null) return 'all';
  // Written by the server only: no caller, however privileged, edits the audit trail.
  if (resource.serverWritten && operation !== 'list' && operation !== 'read') throw forbidden();
  if (ctx.caller.superadmin) return 'all';
  const grant = grantFor(resource.access[operation], ctx.caller.audience);
  if (grant === 'none' || (grant === 'own' && !hasOwnership(resource))) throw forbidden();
  return grant;
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
