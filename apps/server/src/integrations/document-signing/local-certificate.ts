import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import type { Db } from '../../db/database.ts';
import { serverKeys } from '../../db/internal-tables.ts';

const KEY_NAME = 'document-signing';
/** The local certificate's life: long, as a school's archive of signed transcripts is. */
const YEARS = 20;

interface StoredIdentity {
  key: string;
  cert: string;
}

/** A PKCS#12 with its passphrase: what the signer takes. */
export interface SigningIdentity {
  p12: Buffer;
  passphrase: string;
}

/**
 * A new RSA key (made by Node's own crypto: forge's pure JavaScript takes seconds for 2,048 bits)
 * and a self-signed certificate for it that says it signs documents for this installation.
 */
const makeIdentity = (installation: string): StoredIdentity => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial (the first bit clear), as RFC 5280 asks.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date();
  cert.validity.notAfter = new Date(Date.now() + YEARS * 365.25 * 86_400_000);
  const subject = [
    { name: 'commonName', value: 'Kampus document signing (self-signed)' },
    { name: 'organizationName', value: installation.slice(0, 64) },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  const key = forge.pki.privateKeyFromPem(privateKey);
  cert.sign(key, forge.md.sha256.create());
  return { key: privateKey, cert: forge.pki.certificateToPem(cert) };
};

const p12Of = (stored: StoredIdentity): SigningIdentity => {
  const key = forge.pki.privateKeyFromPem(stored.key);
  const cert = forge.pki.certificateFromPem(stored.cert);
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], '', { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase: '' };
};

const made = new WeakMap<Db, Promise<SigningIdentity>>();

/**
 * The installation's own signing identity: made by whichever node signs first (insert ... on
 * conflict do nothing, then read what won), the way the push keys are, and kept for every later
 * signature, so one certificate stands behind every transcript this installation issued.
 */
export const localSigningIdentity = (db: Db, installation: string): Promise<SigningIdentity> => {
  const known = made.get(db);
  if (known) return known;
  const loading = (async () => {
    const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
    if (row) return p12Of(JSON.parse(row.value) as StoredIdentity);
    await db
      .insert(serverKeys)
      .values({ name: KEY_NAME, value: JSON.stringify(makeIdentity(installation)) })
      .onConflictDoNothing();
    const [kept] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME));
    if (!kept) throw new Error('document signing key missing');
    return p12Of(JSON.parse(kept.value) as StoredIdentity);
  })();
  made.set(db, loading);
  // A failed read is tried again on the next signature rather than remembered.
  loading.catch(() => made.delete(db));
  return loading;
};
