import type { RequestContext } from '../../core/caller.ts';

/**
 * How a named operation reads records for this caller: parents and students through their
 * family's ownership (the declarations' `ownVia`), everyone else by tenancy alone.
 */
export const familyGrant = (ctx: RequestContext): 'own' | 'all' =>
  ctx.caller !== null && !ctx.caller.superadmin && ['parent', 'student'].includes(ctx.caller.audience) ? 'own' : 'all';
