import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { passwordTokens } from '../../db/accounts-tables.ts';

/** What a one-time password link is for, and how long it stays valid. */
export const PASSWORD_LINK_HOURS = {
  /** Forgot password: the spec's 24 hours. */
  reset: 24,
  /** An account made by staff: a week, since the person may not read mail every day. */
  invite: 24 * 7,
  /** Self-registration, right after the e-mail code was verified: the person is on the page. */
  register: 1,
  /** Confirms a new e-mail address of an account (it changes only once the link is opened). */
  email: 24,
} as const;

export type PasswordLinkKind = keyof typeof PASSWORD_LINK_HOURS;

/** The links that set a password (an `email` link only confirms an address). */
const PASSWORD_KINDS: readonly PasswordLinkKind[] = ['reset', 'invite', 'register'];

const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Makes a link secret for a user (the `{resetId}` of `/reset-password/{resetId}`); only its hash is stored. */
export const issuePasswordLink = async (
  tx: Db,
  userId: number,
  kind: PasswordLinkKind,
  email: string | null = null,
): Promise<string> => {
  const secret = randomBytes(32).toString('base64url');
  await tx.insert(passwordTokens).values({
    kind,
    userId,
    email,
    tokenHash: digest(secret),
    expiresAt: sql`now() + make_interval(hours => ${PASSWORD_LINK_HOURS[kind]})`,
  });
  return secret;
};

/** The unused, unexpired link of this secret and of one of these kinds, or undefined. */
export const findPasswordLink = async (db: Db, secret: string, kinds: readonly PasswordLinkKind[] = PASSWORD_KINDS) => {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return undefined;
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, digest(secret)),
        inArray(passwordTokens.kind, [...kinds]),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
};

/** Marks a link used; false when another request used it first (a link works once). */
export const consumePasswordLink = async (tx: Db, id: number): Promise<boolean> => {
  const used = await tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordTokens.id, id), isNull(passwordTokens.usedAt)))
    .returning({ id: passwordTokens.id });
  return used.length === 1;
};

/** A new link makes the user's older ones of the same purpose (setting a password, or confirming an address) useless. */
export const retirePasswordLinks = async (
  tx: Db,
  userId: number,
  kinds: readonly PasswordLinkKind[] = PASSWORD_KINDS,
): Promise<void> => {
  await tx
    .update(passwordTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(passwordTokens.userId, userId), inArray(passwordTokens.kind, [...kinds]), isNull(passwordTokens.usedAt)),
    );
};

/** The address a user's open `email` link would switch to, if any. */
export const pendingEmailOf = async (db: Db, userId: number): Promise<string | null> => {
  const [row] = await db
    .select({ email: passwordTokens.email })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.kind, 'email'),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(passwordTokens.id))
    .limit(1);
  return row?.email ?? null;
};
