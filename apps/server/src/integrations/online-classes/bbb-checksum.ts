import { createHash } from 'node:crypto';

/**
 * BigBlueButton's request signature: the hex digest of the call's name, its query string (without
 * the checksum) and the shared secret, concatenated. SHA-1 is what every version accepts; newer
 * servers also take SHA-256, told apart by the digest's length.
 */
export const bbbChecksum = (
  call: string,
  query: string,
  secret: string,
  algorithm: 'sha1' | 'sha256' = 'sha1',
): string => createHash(algorithm).update(`${call}${query}${secret}`).digest('hex');

/** `key=value&...` encoded as BigBlueButton reads it (spaces as `+`, like a form). */
const bbbQuery = (params: Readonly<Record<string, string>>): string =>
  new URLSearchParams(Object.entries(params)).toString();

/** The full signed address of an API call under the API base (`.../bigbluebutton/api/`). */
export const signedCall = (
  base: string,
  call: string,
  params: Readonly<Record<string, string>>,
  secret: string,
): string => {
  const query = bbbQuery(params);
  const checksum = bbbChecksum(call, query, secret);
  return `${base}${call}?${query ? `${query}&` : ''}checksum=${checksum}`;
};

/** The API base from `BBB_URL`, with or without its trailing `api/`. */
export const apiBase = (url: string): string => {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/api') ? `${trimmed}/` : `${trimmed}/api/`;
};
