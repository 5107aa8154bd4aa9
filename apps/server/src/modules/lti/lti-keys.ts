import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { openValue, sealValue } from '../../core/sealing.ts';
import type { Services } from '../../core/services.ts';
import { ltiPlatformKeys } from '../../db/lti-tables.ts';

/** A private key as jose imports one (a CryptoKey; an HMAC secret would be bytes). */
type SigningKey = Exclude<Awaited<ReturnType<typeof importJWK>>, Uint8Array>;

export interface PlatformKey {
  kid: string;
  privateKey: SigningKey;
  publicJwk: JWK;
}

const loaded = new WeakMap<Services, Promise<PlatformKey>>();

const read = async (services: Services): Promise<PlatformKey | null> => {
  const [row] = await services.db.select().from(ltiPlatformKeys).orderBy(asc(ltiPlatformKeys.createdAt)).limit(1);
  if (!row) return null;
  const privateKey = await importJWK(JSON.parse(openValue(row.privateKey)) as JWK, 'RS256');
  if (privateKey instanceof Uint8Array) throw new Error('the LTI platform key is not an RSA key');
  return { kid: row.kid, privateKey, publicJwk: JSON.parse(row.publicJwk) as JWK };
};

/**
 * The platform's signing key: the oldest stored, else one made now. Two nodes making one at the
 * same moment both insert and both then read the oldest, so every node signs with the same key.
 */
const loadOrMake = async (services: Services): Promise<PlatformKey> => {
  const found = await read(services);
  if (found) return found;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  await services.db
    .insert(ltiPlatformKeys)
    .values({
      kid,
      privateKey: sealValue(JSON.stringify(await exportJWK(privateKey))),
      publicJwk: JSON.stringify(publicJwk),
    })
    .onConflictDoNothing();
  const stored = await read(services);
  if (!stored) throw new Error('the LTI platform key could not be stored');
  return stored;
};

/** The key, read once per node (a failure is not kept: the next call tries again). */
export const platformKey = (services: Services): Promise<PlatformKey> => {
  let key = loaded.get(services);
  if (!key) {
    key = loadOrMake(services);
    loaded.set(services, key);
    key.catch(() => loaded.delete(services));
  }
  return key;
};
