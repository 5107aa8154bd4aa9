import { X509Certificate, createSign, createVerify, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { SignedXml } from 'xml-crypto';
import { encrypt } from 'xml-encryption';
import { parseStringPromise, processors } from 'xml2js';

/*
 * A SAML identity provider stand-in for the tests: it holds a TEST-ONLY key pair and self-signed
 * certificate (test/fixtures/saml, never trusted anywhere else), reads Kampus's AuthnRequests and
 * signs real Responses and LogoutRequests with xml-crypto, as Keycloak or Entra ID would send them.
 */
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'saml');
const read = (file: string): string => readFileSync(join(fixtures, file), 'utf8');

const IDP_KEY = read('idp-test.key');
export const IDP_CERT = read('idp-test.crt');
/** The service provider's key for the test server: it signs Kampus's requests and logout answers. */
export const SP_KEY = read('sp-test.key');
export const SP_CERT = read('sp-test.crt');

export const IDP_ENTITY_ID = 'https://idp.school.test/saml';
/** Nobody listens there: the tests read the redirect's address, they do not follow it. */
export const IDP_SSO_URL = 'https://idp.school.test/sso';
export const IDP_SLO_URL = 'https://idp.school.test/slo';

const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const instant = (offsetMs = 0): string => new Date(Date.now() + offsetMs).toISOString();
const newId = (): string => `_${randomUUID()}`;

/** Signs the element `local` (its ID attribute) enveloped, the signature right after its Issuer. */
const sign = (xml: string, local: 'Response' | 'Assertion' | 'LogoutRequest'): string => {
  const signer = new SignedXml({
    privateKey: IDP_KEY,
    publicCert: IDP_CERT,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  signer.addReference({
    xpath: `//*[local-name(.)='${local}']`,
    digestAlgorithm: SHA256,
    transforms: [ENVELOPED, EXC_C14N],
  });
  signer.computeSignature(xml, {
    location: { reference: `//*[local-name(.)='${local}']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
};

export interface ResponseOptions {
  email: string;
  /** The AuthnRequest answered; none: an unsolicited (IdP-initiated) response. */
  inResponseTo?: string;
  audience: string;
  acsUrl: string;
  /** The Response's Destination (the ACS unless said). */
  destination?: string;
  /** Validity window relative to now, in ms (NotBefore, NotOnOrAfter). */
  notBefore?: number;
  notOnOrAfter?: number;
  /** Which element carries the signature: the assertion (Entra ID's default) or the whole response. */
  signed?: 'assertion' | 'response';
  sessionIndex?: string;
  /** Whether the e-mail goes in an `email` attribute (else only in the NameID). */
  attribute?: boolean;
  /** The provider it claims to be (the stand-in's entity id unless said): its key signs it either way. */
  issuer?: string;
}

/** A signed Response as the provider posts it: the XML (for tampering) and its base64 form field. */
export const samlResponse = (options: ResponseOptions): { xml: string; assertionId: string } => {
  const assertionId = newId();
  const issuer = escape(options.issuer ?? IDP_ENTITY_ID);
  const notBefore = instant(options.notBefore ?? -30_000);
  const notOnOrAfter = instant(options.notOnOrAfter ?? 300_000);
  const inResponseTo = options.inResponseTo ? ` InResponseTo="${escape(options.inResponseTo)}"` : '';
  const attribute =
    options.attribute === false
      ? ''
      : `<saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${escape(options.email)}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>`;
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${instant()}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escape(options.email)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${inResponseTo} NotOnOrAfter="${notOnOrAfter}" Recipient="${escape(options.acsUrl)}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escape(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${instant()}" SessionIndex="${escape(options.sessionIndex ?? newId())}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    attribute +
    `</saml:Assertion>`;
  const signedAssertion = options.signed === 'response' ? assertion : sign(assertion, 'Assertion');
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${instant()}" Destination="${escape(options.destination ?? options.acsUrl)}"${inResponseTo}>` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    signedAssertion +
    `</samlp:Response>`;
  return { xml: options.signed === 'response' ? sign(response, 'Response') : response, assertionId };
};

interface LogoutRequestOptions {
  nameId: string;
  sessionIndex?: string;
  destination: string;
  issuer?: string;
}

const logoutRequestXml = (options: LogoutRequestOptions): string => {
  const sessionIndex = options.sessionIndex
    ? `<samlp:SessionIndex>${escape(options.sessionIndex)}</samlp:SessionIndex>`
    : '';
  return (
    `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${newId()}" Version="2.0" IssueInstant="${instant()}" Destination="${escape(options.destination)}" NotOnOrAfter="${instant(300_000)}">` +
    `<saml:Issuer>${escape(options.issuer ?? IDP_ENTITY_ID)}</saml:Issuer>` +
    `<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escape(options.nameId)}</saml:NameID>` +
    sessionIndex +
    `</samlp:LogoutRequest>`
  );
};

/**
 * The response with its (signed) assertion encrypted to `certificate` (Kampus's unless said), as a
 * provider does once the service provider's metadata offers a key for encryption: AES-256-GCM,
 * the key wrapped by RSA-OAEP, in an EncryptedAssertion where the assertion was.
 */
export const encryptAssertion = async (responseXml: string, certificate = SP_CERT): Promise<string> => {
  const start = responseXml.indexOf('<saml:Assertion');
  const end = responseXml.indexOf('</saml:Assertion>') + '</saml:Assertion>'.length;
  const publicKey = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const encrypted = await new Promise<string>((resolve, reject) =>
    encrypt(
      responseXml.slice(start, end),
      {
        rsa_pub: publicKey,
        pem: certificate,
        encryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
        keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
        disallowEncryptionWithInsecureAlgorithm: true,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
  return `${responseXml.slice(0, start)}<saml:EncryptedAssertion>${encrypted}</saml:EncryptedAssertion>${responseXml.slice(end)}`;
};

/** A signed LogoutRequest of the provider (HTTP-POST binding) for a NameID and, if given, a SessionIndex. */
export const logoutRequest = (options: LogoutRequestOptions): string =>
  sign(logoutRequestXml(options), 'LogoutRequest');

/**
 * The same LogoutRequest by the HTTP-Redirect binding, as Entra ID sends it: the query of the
 * provider's GET to `/saml/slo`, signed over its fields as they appear (bindings 3.4.4.1) unless
 * `unsigned`.
 */
export const redirectLogoutQuery = (
  options: LogoutRequestOptions & { relayState?: string; unsigned?: boolean },
): string => {
  const fields = [`SAMLRequest=${encodeURIComponent(deflateRawSync(logoutRequestXml(options)).toString('base64'))}`];
  if (options.relayState) fields.push(`RelayState=${encodeURIComponent(options.relayState)}`);
  if (options.unsigned) return fields.join('&');
  fields.push(`SigAlg=${encodeURIComponent(RSA_SHA256)}`);
  const signature = createSign('RSA-SHA256').update(fields.join('&')).sign(IDP_KEY, 'base64');
  return `${fields.join('&')}&Signature=${encodeURIComponent(signature)}`;
};

export const base64 = (xml: string): string => Buffer.from(xml, 'utf8').toString('base64');

/** A message Kampus sent by the HTTP-Redirect binding, inflated and parsed (prefixes dropped). */
export const readRedirect = async (
  location: string,
): Promise<{ url: URL; root: string; attributes: Record<string, string>; xml: string }> => {
  const url = new URL(location);
  const field = url.searchParams.get('SAMLRequest') ?? url.searchParams.get('SAMLResponse') ?? '';
  const xml = inflateRawSync(Buffer.from(field, 'base64')).toString('utf8');
  const parsed = (await parseStringPromise(xml, { tagNameProcessors: [processors.stripPrefix] })) as Record<
    string,
    { $: Record<string, string> }
  >;
  const [root = '', element] = Object.entries(parsed)[0] ?? [];
  return { url, root, attributes: element?.$ ?? {}, xml };
};

/**
 * Whether a redirect's query signature (SAML bindings 3.4.4.1) holds under the service provider's
 * certificate: the signed octets are the fields exactly as they appear in the address.
 */
export const redirectSignatureHolds = (location: string): boolean => {
  const query = location.slice(location.indexOf('?') + 1);
  const fields = new Map(query.split('&').map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const));
  const message = fields.get('SAMLRequest') ?? fields.get('SAMLResponse');
  const signature = new URL(location).searchParams.get('Signature');
  if (!message || !signature) return false;
  const signed = [message, fields.get('RelayState'), fields.get('SigAlg')].filter(Boolean).join('&');
  return createVerify('RSA-SHA256').update(signed).verify(SP_CERT, signature, 'base64');
};

/** The base64 body of a PEM certificate, as metadata's X509Certificate carries it. */
const certificateBody = (pem: string): string => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s/g, '');

/**
 * The stand-in's SAML 2.0 metadata, as an identity provider exports it: its signing certificate,
 * an encryption key (the SP's certificate here, so a reader taking it would be caught), sign-on
 * by POST and by Redirect, and a Redirect logout service.
 */
export const idpMetadata = (options: { entityId: string; ssoUrl: string; sloUrl: string }): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${options.entityId}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>
${
  certificateBody(IDP_CERT)
    .match(/.{1,64}/g)
    ?.join('\n') ?? ''
}
    </ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:KeyDescriptor use="encryption"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(SP_CERT)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${options.sloUrl}/post"/>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${options.sloUrl}"/>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${options.ssoUrl}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${options.ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
