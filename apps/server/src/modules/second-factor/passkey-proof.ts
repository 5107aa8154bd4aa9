import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../db/database.ts';
import { credentialOf, passkeysOf, recordPasskeyUse } from './passkey-store.ts';
import { challengeOf, storeChallenge, takeChallenge, type RelyingParty } from './webauthn.ts';

/** An answer of the browser's WebAuthn call as sent: an object with an id and a `response` holding clientDataJSON. */
export const browserAnswer = (value: unknown): { id: string; clientDataJSON: unknown } | null => {
  if (typeof value !== 'object' || value === null || !('id' in value) || typeof value.id !== 'string') return null;
  const response = 'response' in value ? value.response : null;
  if (typeof response !== 'object' || response === null || !('clientDataJSON' in response)) return null;
  return { id: value.id, clientDataJSON: response.clientDataJSON };
};

/** What `navigator.credentials.get` needs to prove one of the person's passkeys; null when they have none. */
export const passkeyRequestOptions = async (
  db: Db,
  rp: RelyingParty,
  userId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON | null> => {
  const existing = await passkeysOf(db, userId);
  if (existing.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: existing.map((row) => ({ id: row.credentialId, transports: credentialOf(row).transports })),
    userVerification: 'preferred',
  });
  await storeChallenge(db, userId, 'authenticate', options.challenge);
  return options;
};

/**
 * Whether `response` proves one of the person's passkeys: it answers a challenge handed to them
 * for this purpose (taken here, so never twice), was made on the configured origin for the RP
 * id, and is signed by the stored key with a counter that has not gone back.
 */
export const provePasskey = async (db: Db, rp: RelyingParty, userId: number, response: unknown): Promise<boolean> => {
  const answer = browserAnswer(response);
  const challenge = answer ? challengeOf(answer.clientDataJSON) : null;
  if (!answer || !challenge || !(await takeChallenge(db, userId, 'authenticate', challenge))) return false;
  const row = (await passkeysOf(db, userId)).find((candidate) => candidate.credentialId === answer.id);
  if (!row) return false;
  const verified = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: credentialOf(row),
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) return false;
  return recordPasskeyUse(db, row, verified.authenticationInfo.newCounter);
};
