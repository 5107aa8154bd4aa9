import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/database.ts';
import { serverKeys } from '../../db/internal-tables.ts';
import type { PushSettings } from './push-settings.ts';

/** The installation's VAPID key pair (RFC 8292), base64url as web-push and browsers take them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_NAME = 'vapid';

const parseKeys = (value: string): VapidKeys => {
  const parsed = JSON.parse(value) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string')
    throw new Error('stored VAPID keys unreadable');
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
};

/**
 * The configured pair, else the one kept in the database: made by whichever node starts first
 * (insert ... on conflict do nothing, then read what won), the way the token signing key is
 * (`modules/auth/signing-key.ts`). A browser subscribed with one public key takes messages signed
 * by that pair only, so the pair must never change under the subscriptions.
 */
export const loadVapidKeys = async (db: Db, settings: PushSettings): Promise<VapidKeys> => {
  if (settings.publicKey && settings.privateKey)
    return { publicKey: settings.publicKey, privateKey: settings.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, value: JSON.stringify(made) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
  if (!row) throw new Error('VAPID keys missing');
  return parseKeys(row.value);
};

/** The `mailto:` of a mail sender (`Kampus <no-reply@school.org>`), or the address as given. */
const mailtoOf = (from: string): string => `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from.trim()}`;

/** Who the push services are told runs this installation (the JWT's `sub`). */
export const vapidSubject = (settings: PushSettings, publicUrl: string, mailFrom: string): string => {
  if (settings.subject) return settings.subject;
  return publicUrl.startsWith('https://') ? publicUrl : mailtoOf(mailFrom);
};
