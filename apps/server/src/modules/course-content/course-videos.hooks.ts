import { randomBytes } from 'node:crypto';
import { courseVideos } from '@kampus/contract';
import { defineHooks } from '../../core/hooks.ts';

/** Ten characters of an URL-safe alphabet: the player's short address, unguessable across schools. */
const shortId = (): string => randomBytes(8).toString('base64url').slice(0, 10);

export const courseVideosHooks = defineHooks(courseVideos, {
  // The uploader and the short id are the server's to set, never the client's.
  beforeCreate: async (_tx, ctx, data) => ({ ...data, userId: ctx.caller?.id ?? null, shortId: shortId() }),
});
