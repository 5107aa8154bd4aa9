import { createHash, verify } from 'node:crypto';
import forge from 'node-forge';

/** What a PDF reader checks of a signed PDF, read independently of the code that signed it. */
export interface PdfSignature {
  /** Whether the CMS message digest is that of the bytes the byte range covers. */
  digestMatches: boolean;
  /** Whether the signer's certificate's key signed the CMS's signed attributes. */
  signatureValid: boolean;
  /** The byte range covers the whole file but the signature's own hole. */
  coversWholeFile: boolean;
  signer: { commonName: string; organization: string };
  subFilter: string | undefined;
}

const attribute = (certificate: forge.pki.Certificate, name: string): string =>
  String(certificate.subject.getField(name)?.value ?? '');

/**
 * Reads the (last) signature of a PDF: its `/ByteRange`, the detached CMS in `/Contents`, the
 * message digest among the signed attributes, and the RSA signature over those attributes,
 * checked with Node's crypto against the certificate the CMS carries.
 */
export const readPdfSignature = (pdf: Buffer): PdfSignature => {
  const text = pdf.toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)];
  const last = ranges.at(-1);
  if (!last) throw new Error('no /ByteRange: the PDF is not signed');
  const [start, firstLength, second, secondLength] = last.slice(1, 5).map(Number) as [number, number, number, number];
  const covered = Buffer.concat([
    pdf.subarray(start, start + firstLength),
    pdf.subarray(second, second + secondLength),
  ]);
  const hole = pdf.subarray(start + firstLength, second).toString('latin1');
  const hex = hole.replace(/^<|>$/g, '').replace(/(00)+$/, '');
  const der = forge.util.hexToBytes(hex.length % 2 === 0 ? hex : `${hex}0`);
  const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der)) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const certificate = message.certificates[0];
  if (!certificate) throw new Error('the CMS carries no certificate');
  const attributes = message.rawCapture.authenticatedAttributes;
  // The message digest attribute (1.2.840.113549.1.9.4): SEQUENCE { OID, SET { OCTET STRING } }.
  const digestAttribute = attributes.find(
    (entry) =>
      Array.isArray(entry.value) &&
      forge.asn1.derToOid((entry.value[0] as forge.asn1.Asn1).value as string) === forge.pki.oids.messageDigest,
  );
  const digestSet = digestAttribute && ((digestAttribute.value as forge.asn1.Asn1[])[1] as forge.asn1.Asn1);
  const digest = digestSet && ((digestSet.value as forge.asn1.Asn1[])[0]?.value as string);
  const signedAttributes = forge.asn1.toDer(
    forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes),
  );
  const publicKey = forge.pki.publicKeyToPem(certificate.publicKey);
  return {
    digestMatches:
      digest !== undefined && Buffer.from(digest, 'binary').equals(createHash('sha256').update(covered).digest()),
    signatureValid: verify(
      'sha256',
      Buffer.from(signedAttributes.getBytes(), 'binary'),
      publicKey,
      Buffer.from(message.rawCapture.signature, 'binary'),
    ),
    coversWholeFile: start === 0 && second + secondLength === pdf.length,
    signer: { commonName: attribute(certificate, 'CN'), organization: attribute(certificate, 'O') },
    subFilter: /\/SubFilter\s*\/([\w.]+)/.exec(text)?.[1],
  };
};
