import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for tests: an ES256 (P-256) key pair made with node:crypto,
 * answering `navigator.credentials.create` and `.get` as a browser would send them to the server
 * (the JSON of `@simplewebauthn/browser`). `origin` is what the browser would put in the client
 * data: a page of another site signs with its own origin, which the server must refuse.
 */
export interface SoftwareAuthenticator {
  credentialId: string;
  register: (options: { challenge: string; rp: { id?: string } }, origin: string) => Record<string, unknown>;
  authenticate: (options: { challenge: string; rpId?: string }, origin: string) => Record<string, unknown>;
}

const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

/** Flags of the authenticator data: user present (0x01), user verified (0x04), attested credential (0x40). */
const PRESENT_AND_VERIFIED = 0x05;
const WITH_CREDENTIAL = 0x40;

const counterBytes = (counter: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
};

/** The public key as COSE (kty EC2, alg ES256, crv P-256, x, y). */
const coseKey = (publicKey: KeyObject): Uint8Array => {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(String(jwk.x))],
      [-3, isoBase64URL.toBuffer(String(jwk.y))],
    ]),
  );
};

const clientData = (type: string, challenge: string, origin: string): string =>
  isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export const softwareAuthenticator = (): SoftwareAuthenticator => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const rawId = randomBytes(32);
  const credentialId = isoBase64URL.fromBuffer(rawId);
  let counter = 0;
  return {
    credentialId,
    register: (options, origin) => {
      const rpId = options.rp.id ?? new URL(origin).hostname;
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([PRESENT_AND_VERIFIED | WITH_CREDENTIAL]),
        counterBytes(counter),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        rawId,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, origin),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    authenticate: (options, origin) => {
      counter += 1;
      const rpId = options.rpId ?? new URL(origin).hostname;
      const authenticatorData = Buffer.concat([
        sha256(rpId),
        Buffer.from([PRESENT_AND_VERIFIED]),
        counterBytes(counter),
      ]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      // ECDSA over the authenticator data and the client data's hash; node signs DER, as WebAuthn wants.
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, sha256(isoBase64URL.toBuffer(clientDataJSON))]),
        privateKey,
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON,
          authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
          signature: isoBase64URL.fromBuffer(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
};
