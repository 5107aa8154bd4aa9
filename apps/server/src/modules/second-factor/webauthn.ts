import { and, eq, gt, lt } from 'drizzle-orm';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Db } from '../../db/database.ts';
import { webauthnChallenges } from '../../db/second-factor-tables.ts';

/** How long a browser may take to answer a challenge (the passkey prompt, a fingerprint). */
const CHALLENGE_SECONDS = 300;

/** What a challenge may be answered for: adding a passkey, or proving one (sign-in's second step, step-up). */
export type ChallengePurpose = 'register' | 'authenticate';

/**
 * The relying party is the server's configured public address (`KAMPUS_PUBLIC_URL`): its host
 * is the RP id the passkeys are bound to, and its origin the only one whose answers count, so a
 * passkey prompted on another site signs nothing here.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Kampus' };
};

/** Keeps a challenge handed out to `userId` until it is answered once or expires. */
export const storeChallenge = async (db: Db, userId: number, purpose: ChallengePurpose, challenge: string) => {
  // Old challenges of anyone go: the table holds only what may still be answered.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  await db
    .insert(webauthnChallenges)
    .values({ challenge, userId, purpose, expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000) });
};

/** The challenge a browser's answer signed, read from its `clientDataJSON` (the library checks it again). */
export const challengeOf = (clientDataJSON: unknown): string | null => {
  if (typeof clientDataJSON !== 'string') return null;
  try {
    const data: unknown = JSON.parse(isoBase64URL.toUTF8String(clientDataJSON));
    return typeof data === 'object' && data !== null && 'challenge' in data && typeof data.challenge === 'string'
      ? data.challenge
      : null;
  } catch {
    return null;
  }
};

/**
 * Takes a challenge: one guarded delete, so of two answers to one challenge (a replay, or the
 * same answer sent twice at once) only one finds it. False when it is unknown, someone else's,
 * for another purpose or expired.
 */
export const takeChallenge = async (
  db: Db,
  userId: number,
  purpose: ChallengePurpose,
  challenge: string,
): Promise<boolean> => {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.userId, userId),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return taken.length > 0;
};
