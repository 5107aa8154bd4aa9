import { pushSubscriptions } from '@kampus/contract';
import { defineHooks, type Data } from '../../core/hooks.ts';
import { system } from '../../core/repository.ts';
import type { Db } from '../../db/database.ts';
import { loopbackEndpointsAllowed } from './push-registry.ts';
import { checkAuthSecret, checkEndpoint, checkP256dh } from './subscription-rules.ts';

/** Devices kept per person: beyond it the oldest goes, so one notification never fans out without bound. */
const MOST_DEVICES = 20;

const check = (data: Data): void => {
  if (typeof data.endpoint === 'string') checkEndpoint(data.endpoint, loopbackEndpointsAllowed());
  if (typeof data.p256dh === 'string') checkP256dh(data.p256dh);
  if (typeof data.auth === 'string') checkAuthSecret(data.auth);
};

/** Keeps the person's newest devices only, room made for one more. */
const makeRoom = async (tx: Db, user: number): Promise<void> => {
  const devices = await system(tx)
    .of(pushSubscriptions)
    .list({ user }, { order: { id: 'desc' } });
  for (const old of devices.slice(MOST_DEVICES - 1)) await system(tx).of(pushSubscriptions).remove(old.id);
};

/**
 * One row per endpoint. A browser answers `subscribe` with the subscription it already has, so
 * subscribing again (new keys, a new label, or another person signed in on the same browser) is
 * the same device: its row is replaced, and the device then receives the last subscriber's
 * notifications only. Written as the system: the earlier row may be another person's.
 */
export const pushSubscriptionsHooks = defineHooks(pushSubscriptions, {
  beforeCreate: async (tx, _ctx, data) => {
    check(data);
    await system(tx).of(pushSubscriptions).removeWhere({ endpoint: data.endpoint });
    // The engine has set the owner to the caller (user scope) before any hook runs.
    if (data.user !== undefined) await makeRoom(tx, data.user);
    return data;
  },
  beforeUpdate: (_tx, _ctx, data) => {
    check(data);
    return data;
  },
});
