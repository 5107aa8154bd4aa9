import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { openWith, sealWith } from '../../core/sealing.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after is accepted too (a phone's clock a little off). */
const WINDOW = 1;

const totpOf = (secret: string, label = ''): TOTP =>
  new TOTP({
    issuer: 'Kampus',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new shared secret: 160 random bits, base32 (what an app's "enter a key" field takes). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the enrolment shows: the `otpauth://` address, and the same as a QR code image made here (a PNG data URL). */
export const totpEnrolment = async (secret: string, email: string): Promise<{ uri: string; qrCode: string }> => {
  const uri = totpOf(secret, email).toString();
  return { uri, qrCode: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
};

/**
 * The 30-second step a code belongs to, when it is right for `secret` now (within a step either
 * side); null when it is not. The caller refuses a step at or before the last one used.
 */
export const totpStep = (secret: string, code: string, now = Date.now()): number | null => {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, window: WINDOW, timestamp: now });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
};

/**
 * The secret is kept encrypted (AES-256-GCM, a key derived from the server's signing key): a
 * copy of the table alone gives nobody the codes of the users in it.
 */
const LABEL = 'kampus-totp-secret';

export const sealSecret = (key: Uint8Array, secret: string): string => sealWith(key, LABEL, secret);

export const openSecret = (key: Uint8Array, stored: string): string => openWith(key, LABEL, stored);
