import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthenticatorTransport, WebAuthnCredential } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Db } from '../../db/database.ts';
import { userPasskeys } from '../../db/second-factor-tables.ts';

/** A passkey as its owner's security page lists it. */
export interface PasskeyView {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const TRANSPORTS: readonly string[] = ['ble', 'hybrid', 'internal', 'nfc', 'usb'];
const transportsOf = (stored: string): AuthenticatorTransport[] =>
  stored.split(',').filter((t): t is AuthenticatorTransport => TRANSPORTS.includes(t));

type Row = typeof userPasskeys.$inferSelect;

/** A stored passkey as the library verifies with it. */
export const credentialOf = (row: Row): WebAuthnCredential => ({
  id: row.credentialId,
  publicKey: isoBase64URL.toBuffer(row.publicKey),
  counter: row.counter,
  transports: transportsOf(row.transports),
});

export const passkeysOf = (db: Db, userId: number): Promise<Row[]> =>
  db.select().from(userPasskeys).where(eq(userPasskeys.userId, userId)).orderBy(asc(userPasskeys.id));

export const listPasskeys = async (db: Db, userId: number): Promise<PasskeyView[]> =>
  (await passkeysOf(db, userId)).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  }));

export const hasPasskey = async (db: Db, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: userPasskeys.id })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .limit(1);
  return row !== undefined;
};

/** Stores a verified new passkey; false when that credential is already someone's (a second registration). */
export const storePasskey = async (
  db: Db,
  userId: number,
  name: string,
  credential: WebAuthnCredential,
): Promise<number | null> => {
  const [row] = await db
    .insert(userPasskeys)
    .values({
      userId,
      name,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
    })
    .onConflictDoNothing({ target: userPasskeys.credentialId })
    .returning({ id: userPasskeys.id });
  return row?.id ?? null;
};

/**
 * Records a use: the new signature counter and the time. Guarded by the counter read before the
 * check, so two answers verified at once against the same counter record one use.
 */
export const recordPasskeyUse = async (db: Db, row: Row, newCounter: number): Promise<boolean> => {
  const used = await db
    .update(userPasskeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()` })
    .where(and(eq(userPasskeys.id, row.id), eq(userPasskeys.counter, row.counter)))
    .returning({ id: userPasskeys.id });
  return used.length > 0;
};

export const removePasskey = async (db: Db, userId: number, id: number): Promise<boolean> => {
  const removed = await db
    .delete(userPasskeys)
    .where(and(eq(userPasskeys.id, id), eq(userPasskeys.userId, userId)))
    .returning({ id: userPasskeys.id });
  return removed.length > 0;
};

export const removeAllPasskeys = async (db: Db, userId: number): Promise<boolean> => {
  const removed = await db
    .delete(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .returning({ id: userPasskeys.id });
  return removed.length > 0;
};
