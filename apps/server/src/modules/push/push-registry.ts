import type { Services } from '../../core/services.ts';
import { outboundFor } from '../../integrations/outbound/index.ts';
import { createPushSender, type PushSender } from '../../integrations/push/push-sender.ts';
import type { PushSettings } from '../../integrations/push/push-settings.ts';
import { loadVapidKeys, vapidSubject, type VapidKeys } from '../../integrations/push/vapid-keys.ts';

/** The key pair of each server's settings, read (or made) once. */
const keysBySettings = new WeakMap<PushSettings, Promise<VapidKeys>>();

/** The installation's VAPID keys: the configured ones, else those kept in the database (made at the first start). */
export const vapidKeysFor = (services: Services): Promise<VapidKeys> => {
  const settings = services.config.push;
  let keys = keysBySettings.get(settings);
  if (!keys) {
    keys = loadVapidKeys(services.db, settings);
    // A failed read is tried again at the next call, not kept.
    keys.catch(() => keysBySettings.delete(settings));
    keysBySettings.set(settings, keys);
  }
  return keys;
};

interface Installed {
  settings: PushSettings;
  sender: PushSender;
}

let installed: Installed | undefined;

/**
 * Makes this server's push sender the one jobs send through, and its settings the ones the
 * subscriptions' hook reads. Jobs and hooks get only their transaction, so they are kept here,
 * once per process, as the SMS gateway is: the last app started wins (a process runs one server;
 * tests start one server per file).
 */
export const installPush = (services: Services): void => {
  const { config } = services;
  installed = {
    settings: config.push,
    sender: createPushSender(
      () => vapidKeysFor(services),
      vapidSubject(config.push, config.accounts.publicUrl, config.accounts.mailFrom),
      outboundFor(config),
    ),
  };
};

/** The sender push jobs send through. */
export const pushSender = (): PushSender => {
  if (!installed) throw new Error('Web Push is not installed');
  return installed.sender;
};

/** Whether a subscription may name a push service on loopback over http; never before a server is installed. */
export const loopbackEndpointsAllowed = (): boolean => installed?.settings.loopbackEndpoints ?? false;
