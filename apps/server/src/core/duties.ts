import { dutyOnly, dutySchools, type Operation, type Resource } from '@kampus/contract';
import type { RequestContext } from './caller.ts';

/**
 * A `duty:` grant (`duty:nurse`) reaches the rows of the schools where the caller holds the
 * duty, not every school they reach: the context the policy reads narrows its `scope` and
 * `reach` to those schools, so the tenancy condition every list, item read, reference check and
 * write already puts in its SQL holds the duty too. A headquarters user's duty reaches every
 * school of their group (their reach). Callers whose kind is granted (`parent:own`, staff) are
 * untouched. (docs/security.md, "Duties")
 */
export const dutyContext = (ctx: RequestContext, resource: Resource, operation: Operation): RequestContext => {
  const caller = ctx.caller;
  if (caller === null || !dutyOnly(resource, operation, caller)) return ctx;
  if (caller.audience === 'headquarters') return ctx;
  const held = new Set(dutySchools(resource, operation, caller));
  const narrow = (schools: ReadonlySet<number>): Set<number> => new Set([...schools].filter((id) => held.has(id)));
  return { ...ctx, scope: narrow(ctx.scope), reach: narrow(ctx.reach) };
};
