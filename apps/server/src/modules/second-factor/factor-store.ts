import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userRecoveryCodes, userTotp } from '../../db/second-factor-tables.ts';
import { hasPasskey, removeAllPasskeys } from './passkey-store.ts';
import { openSecret, totpStep } from './totp.ts';

/** How many recovery codes an enrolment gives (each works once). */
const RECOVERY_CODES = 10;

/** Whether the user's authenticator app is on (an enrolment not yet confirmed does not count). */
export const hasTotp = async (db: Db, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
    .limit(1);
  return row !== undefined;
};

/** Whether the user has a second factor: the authenticator app turned on, or a passkey. */
export const hasSecondFactor = async (db: Db, userId: number): Promise<boolean> =>
  (await hasTotp(db, userId)) || hasPasskey(db, userId);

/** The user's second factor as their account page shows it. */
export const secondFactorState = async (
  db: Db,
  userId: number,
): Promise<{ enabledAt: Date | null; recoveryCodesLeft: number }> => {
  const [totp] = await db.select({ enabledAt: userTotp.enabledAt }).from(userTotp).where(eq(userTotp.userId, userId));
  const [left] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return { enabledAt: totp?.enabledAt ? new Date(totp.enabledAt) : null, recoveryCodesLeft: Number(left?.n ?? 0) };
};

/** Recovery codes as people read them: 16 letters and digits in four groups, no 0/O or 1/I to confuse. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newRecoveryCode = (): string => {
  const letters = [...randomBytes(16)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
  return letters.match(/.{4}/g)?.join('-') ?? letters;
};

/** A code as typed, without spaces, dashes or case. */
const normalized = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

/** 80 random bits per code: an unsalted hash would already be safe; the user id makes equal codes differ. */
const hashOf = (userId: number, code: string): string =>
  createHash('sha256')
    .update(`${userId}:${normalized(code)}`)
    .digest('hex');

/** Replaces the user's recovery codes by ten new ones, answered once in clear (only hashes are kept). */
export const replaceRecoveryCodes = async (db: Db, userId: number): Promise<string[]> => {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashOf(userId, code) })));
  return codes;
};

/** Spends a recovery code: one guarded update, so two requests with one code cannot both pass. */
const spendRecoveryCode = async (db: Db, userId: number, code: string): Promise<boolean> => {
  const spent = await db
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, hashOf(userId, code)),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return spent.length > 0;
};

/**
 * Accepts a code from the authenticator app once: the step it belongs to must come after the
 * last one used, and the update that records it is guarded by that very condition, so a code
 * replayed (or sent twice at once) passes once. `pending` checks an enrolment's first code.
 */
const spendTotpCode = async (
  db: Db,
  key: Uint8Array,
  userId: number,
  code: string,
  pending: boolean,
): Promise<boolean> => {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  if (!row || (row.enabledAt === null) !== pending) return false;
  const step = totpStep(openSecret(key, row.secret), code);
  if (step === null) return false;
  const used = await db
    .update(userTotp)
    .set({ lastStep: step, ...(pending ? { enabledAt: sql`now()` } : {}) })
    .where(
      and(
        eq(userTotp.userId, userId),
        sql`(${userTotp.lastStep} is null or ${userTotp.lastStep} < ${step})`,
        pending ? isNull(userTotp.enabledAt) : isNotNull(userTotp.enabledAt),
      ),
    )
    .returning({ userId: userTotp.userId });
  return used.length > 0;
};

/** Turns an enrolment on with its first code; false when the code is wrong (or the enrolment gone). */
export const confirmTotp = (db: Db, key: Uint8Array, userId: number, code: string): Promise<boolean> =>
  spendTotpCode(db, key, userId, code, true);

/** Whether `code` proves the second factor: a fresh code of the app, or an unused recovery code (spent here). */
export const proveSecondFactor = async (db: Db, key: Uint8Array, userId: number, code: string): Promise<boolean> => {
  const given = code.trim();
  if (given === '') return false;
  return normalized(given).length === 16
    ? spendRecoveryCode(db, userId, given)
    : spendTotpCode(db, key, userId, given, false);
};

/** Recovery codes stand in for a factor: with neither the app nor a passkey left they go too. */
export const dropRecoveryCodesWithoutFactor = async (db: Db, userId: number): Promise<void> => {
  if (!(await hasSecondFactor(db, userId)))
    await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
};

/**
 * Removes the authenticator app (turned off by the user), or every factor with `passkeys` (reset by
 * an administrator: the phone and the laptop may be lost together); the recovery codes go once no
 * factor is left.
 */
export const removeSecondFactor = async (
  db: Db,
  userId: number,
  options: { passkeys?: boolean } = {},
): Promise<boolean> => {
  const removed = await db.delete(userTotp).where(eq(userTotp.userId, userId)).returning({ userId: userTotp.userId });
  const passkeysRemoved = options.passkeys === true && (await removeAllPasskeys(db, userId));
  await dropRecoveryCodesWithoutFactor(db, userId);
  return removed.length > 0 || passkeysRemoved;
};

/** Begins (or begins again) an enrolment with a new secret, sealed; an enabled factor is never replaced here. */
export const storePendingTotp = async (db: Db, userId: number, sealedSecret: string): Promise<boolean> => {
  const stored = await db
    .insert(userTotp)
    .values({ userId, secret: sealedSecret })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret: sealedSecret, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  return stored.length > 0;
};
