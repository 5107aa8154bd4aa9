import { readFileSync } from 'node:fs';

/**
 * Who signs the PDFs the school hands out as proof (a transcript; docs/gradebook.md, "Signed
 * transcripts"). Unset, the installation makes its own self-signed certificate at the first
 * signature and keeps it in the database (`server_keys`), so every node signs with the same one;
 * a school that has a certificate from a trusted authority gives it here and readers' PDF
 * software then names the school as a trusted signer.
 */
export interface DocumentSigningSettings {
  /** `DOCUMENT_SIGNING_P12`: the PKCS#12 file (.p12/.pfx) with the key and its certificate chain, by path, or `base64:` and its bytes. */
  p12: Buffer | undefined;
  /** `DOCUMENT_SIGNING_PASSPHRASE`: what opens it (empty when it has none). */
  passphrase: string;
}

export const loadDocumentSigningSettings = (env: NodeJS.ProcessEnv): DocumentSigningSettings => {
  const given = env.DOCUMENT_SIGNING_P12?.trim();
  const p12 = !given
    ? undefined
    : given.startsWith('base64:')
      ? Buffer.from(given.slice('base64:'.length), 'base64')
      : readFileSync(given);
  return { p12, passphrase: env.DOCUMENT_SIGNING_PASSPHRASE ?? '' };
};
