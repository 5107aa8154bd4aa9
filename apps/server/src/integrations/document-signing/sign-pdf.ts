import type { Db } from '../../db/database.ts';
import { localSigningIdentity } from './local-certificate.ts';
import type { DocumentSigningSettings } from './signing-settings.ts';

/** What the signature says of itself, as a PDF reader's signature panel shows it. */
export interface SignatureFacts {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
}

/**
 * Signs a finished PDF (PAdES-style detached CMS over the whole file but the signature itself,
 * `adbe.pkcs7.detached`): any change to the bytes afterwards breaks the signature in every PDF
 * reader. The libraries are loaded on the first signature: most requests never sign.
 */
export const signPdf = async (
  db: Db,
  settings: DocumentSigningSettings,
  installation: string,
  pdf: Buffer,
  facts: SignatureFacts,
): Promise<Buffer> => {
  // The class by name, not the package's default instance: Node's own loader hands a CommonJS
  // module's `default` over as its whole `exports` (the bundled server's 500), the test runner's
  // as `exports.default`; the named export is the same under both.
  const [{ plainAddPlaceholder }, { P12Signer }, { SignPdf }] = await Promise.all([
    import('@signpdf/placeholder-plain'),
    import('@signpdf/signer-p12'),
    import('@signpdf/signpdf'),
  ]);
  const identity = settings.p12
    ? { p12: settings.p12, passphrase: settings.passphrase }
    : await localSigningIdentity(db, installation);
  const prepared = plainAddPlaceholder({ pdfBuffer: pdf, ...facts, appName: 'Kampus' });
  return new SignPdf().sign(prepared, new P12Signer(identity.p12, { passphrase: identity.passphrase }));
};
