import { pushKeyAction } from '@kampus/contract';
import { implement } from '../../core/actions.ts';
import { vapidKeysFor } from './push-registry.ts';

export const pushKey = implement(pushKeyAction, async ({ services }) => ({
  publicKey: (await vapidKeysFor(services)).publicKey,
}));
