import { randomUUID } from 'node:crypto';
import { ltiTools } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';

/**
 * A tool's ids are Kampus's to make (the tool is told them when it is set up), and the services
 * act as whoever saved the registration last: the person answerable for what the tool may do.
 */
export const ltiToolsHooks = defineHooks(ltiTools, {
  beforeCreate: async (_tx, ctx, data) => ({
    ...data,
    clientId: randomUUID(),
    deploymentId: randomUUID(),
    owner: ctx.caller?.id ?? null,
  }),
  beforeUpdate: async (_tx, ctx, data) => ({ ...data, owner: ctx.caller?.id ?? null }),
});
