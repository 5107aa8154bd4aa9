import type { Resource } from '@kampus/contract';
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Values kept encrypted at rest (AES-256-GCM, a key derived from the server's signing key and a
 * label per use): a copy of a table alone, a backup's dump of it or a read replica's logs, gives
 * nobody the secrets in it. The signing key is `KAMPUS_SECRET` or the installation's own stored
 * key; a value sealed under another key does not open (it reads as absent, and is typed again).
 */
const derived = (key: Uint8Array, label: string): Buffer => createHmac('sha256', key).update(label).digest();

/** `iv.tag.ciphertext`, each base64url: the TOTP secrets' stored form since they were first kept. */
export const sealWith = (key: Uint8Array, label: string, plain: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derived(key, label), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
};

/** Throws on a malformed value, another key's or a changed one (GCM's tag). */
export const openWith = (key: Uint8Array, label: string, stored: string): string => {
  const [iv, tag, sealed, extra] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed || extra || iv.length !== 12 || tag.length !== 16) {
    throw new Error('a sealed value is malformed');
  }
  const decipher = createDecipheriv('aes-256-gcm', derived(key, label), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
};

/** A sealed field's stored form starts so; a value without it was stored in clear before sealing. */
const PREFIX = 'sealed.v1.';
const FIELD_LABEL = 'kampus-sealed-field';

let fieldKey: Uint8Array | null = null;

/**
 * The key sealed fields are written and read with, installed at start before the seeds (which
 * write a gateway's secret) like the hooks; every node of an installation has the same one.
 */
export const installSealingKey = (key: Uint8Array): void => {
  fieldKey = key;
};

const installed = (): Uint8Array => {
  if (!fieldKey) throw new Error('no sealing key installed');
  return fieldKey;
};

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

export const sealValue = (plain: string): string => PREFIX + sealWith(installed(), FIELD_LABEL, plain);

/**
 * A sealed field's value for the server's own use: '' when absent or when it does not open (sealed
 * under another signing key: `KAMPUS_SECRET` changed), so the feature reads it as not set. A value
 * stored in clear before sealing reads as it is until the start seals it.
 */
export const openValue = (stored: string | null | undefined): string => {
  if (stored === null || stored === undefined || stored === '') return '';
  if (!isSealed(stored)) return stored;
  try {
    return openWith(installed(), FIELD_LABEL, stored.slice(PREFIX.length));
  } catch {
    return '';
  }
};

/** The names of a resource's sealed fields. */
export const sealedFields = (resource: Resource): string[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => field.sealed === true)
    .map(([name]) => name);

/**
 * Data about to be written with each sealed field's text sealed (after the hooks, which may read
 * it: a hint of its last characters); null clears. What is written is always the plain value,
 * never a stored one (nobody reads those), so everything given is sealed.
 */
export const sealData = (resource: Resource, data: Record<string, unknown>): Record<string, unknown> => {
  const names = sealedFields(resource).filter((name) => typeof data[name] === 'string' && data[name] !== '');
  if (names.length === 0) return data;
  const out = { ...data };
  for (const name of names) out[name] = sealValue(String(out[name]));
  return out;
};
