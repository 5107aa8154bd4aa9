import { z } from 'zod';
import { defineAction } from '../../action/define.ts';

/**
 * GET /api/push/key: the installation's VAPID public key (RFC 8292), which the browser's
 * `PushManager.subscribe` takes as `applicationServerKey`, so a push service accepts messages for
 * the subscription from this installation only.
 */
export const pushKeyAction = defineAction({
  name: 'pushKey',
  method: 'GET',
  path: '/api/push/key',
  summary: "The installation's VAPID public key for Web Push subscriptions",
  tags: ['push_subscriptions'],
  access: 'signedIn',
  output: z.object({ publicKey: z.string().meta({ description: 'Uncompressed P-256 point, base64url' }) }),
});
