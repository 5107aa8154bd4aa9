import { ECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { PUSH_AUTH_BYTES, PUSH_P256DH_BYTES } from '@kampus/contract';
import { violation } from '../../core/problem.ts';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes of a base64url text, or null when it is not one (Buffer would decode any text, silently). */
const base64urlBytes = (value: string): Buffer | null =>
  BASE64URL.test(value) ? Buffer.from(value.replace(/=+$/, ''), 'base64url') : null;

const isLoopback = (hostname: string): boolean => {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
};

/**
 * A push service is reached over https (RFC 8030 section 8). Only where the settings allow it
 * (development and tests) may an endpoint be plain http on this machine: the local stand-in.
 * The outbound guard still decides at sending time where the server may connect.
 */
export const checkEndpoint = (value: string, loopbackAllowed: boolean): void => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw violation('endpoint', 'validation.invalid');
  }
  if (url.username !== '' || url.password !== '') throw violation('endpoint', 'validation.invalid');
  const local = url.protocol === 'http:' && loopbackAllowed && isLoopback(url.hostname);
  if (url.protocol !== 'https:' && !local) throw violation('endpoint', 'ui.push.endpoint_https');
};

/** The browser's P-256 public key: 65 bytes of an uncompressed point that is on the curve. */
export const checkP256dh = (value: string): void => {
  const bytes = base64urlBytes(value);
  let valid = bytes !== null && bytes.length === PUSH_P256DH_BYTES && bytes[0] === 4;
  if (valid) {
    try {
      // Throws for bytes that are no point of the curve: a message encrypted to it could never be read.
      ECDH.convertKey(bytes as Buffer, 'prime256v1');
    } catch {
      valid = false;
    }
  }
  if (!valid) throw violation('p256dh', 'ui.push.key_invalid');
};

/** The subscription's authentication secret: 16 bytes. */
export const checkAuthSecret = (value: string): void => {
  const bytes = base64urlBytes(value);
  if (bytes === null || bytes.length !== PUSH_AUTH_BYTES) throw violation('auth', 'ui.push.key_invalid');
};
