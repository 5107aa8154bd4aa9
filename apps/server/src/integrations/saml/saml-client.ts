import { inflateRawSync } from 'node:zlib';
import { SAML, SamlStatusError, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import type { SamlSettings } from './saml-settings.ts';
import { children, readSamlXml, type XmlNode } from './saml-xml.ts';

/**
 * The service provider, through `@node-saml/node-saml`: the AuthnRequest, the checks of a
 * response (signature against the configured certificate, issuer, audience, NotBefore and
 * NotOnOrAfter, InResponseTo), logout messages and the metadata. Kampus parses no SAML by hand;
 * what the library leaves out (the Destination and Recipient, replay) is checked here and in
 * the module, on what the library has already verified.
 */

/** Why a SAML sign-in was refused: the login page shows `saml.<reason>`. */
export type SamlRefusal =
  | 'bad_signature'
  | 'wrong_audience'
  | 'wrong_destination'
  | 'expired'
  | 'bad_request'
  | 'unsolicited'
  | 'replayed'
  | 'denied'
  | 'no_email'
  | 'unknown_email'
  | 'failed';

export class SamlRefused extends Error {
  constructor(
    readonly reason: SamlRefusal,
    options?: { cause?: unknown },
  ) {
    super(`SAML sign-in refused: ${reason}`, options);
  }
}

/** Clocks of the provider and ours may differ this much (NotBefore, NotOnOrAfter). */
const CLOCK_SKEW_MS = 60_000;
/** How long a request of ours may wait for its answer (the time to sign in at the provider). */
export const REQUEST_LIFETIME_MS = 10 * 60_000;

const serviceProvider = (settings: SamlSettings, requests: CacheProvider): SAML =>
  new SAML({
    issuer: settings.spEntityId,
    callbackUrl: settings.acsUrl,
    entryPoint: settings.ssoUrl,
    logoutUrl: settings.sloUrl ?? settings.ssoUrl,
    logoutCallbackUrl: settings.sloCallbackUrl,
    idpCert: settings.idpCerts,
    idpIssuer: settings.idpEntityId,
    audience: settings.spEntityId,
    // Either the whole response or its assertion signed (Keycloak signs the one, Entra ID the
    // other by default); the library then reads only what the signature covers.
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // Unsolicited responses (no InResponseTo) only when the installation allows them.
    validateInResponseTo: settings.allowIdpInitiated ? ValidateInResponseTo.ifPresent : ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    cacheProvider: requests,
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    // The same key opens an assertion the provider encrypted to our certificate (the metadata
    // offers it for encryption too); without a key, an encrypted assertion is refused.
    ...(settings.spPrivateKey ? { privateKey: settings.spPrivateKey, decryptionPvk: settings.spPrivateKey } : {}),
    ...(settings.spCert ? { publicCert: settings.spCert } : {}),
  });

const POST_LOGOUT =
  /<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="([^"]*)"\/>/;

/** Our metadata; the library names one logout binding (HTTP-POST), and /saml/slo takes HTTP-Redirect too. */
export const metadataXml = (settings: SamlSettings, requests: CacheProvider): string =>
  serviceProvider(settings, requests)
    .generateServiceProviderMetadata(settings.spPrivateKey ? (settings.spCert ?? null) : null, settings.spCert ?? null)
    .replace(
      POST_LOGOUT,
      (post, location: string) =>
        `${post}\n    <SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${location}"/>`,
    );

/** The provider's address for a new sign-in; the request's ID is kept in `requests` until answered. */
export const authorizeUrl = (settings: SamlSettings, requests: CacheProvider, relayState: string): Promise<string> =>
  serviceProvider(settings, requests).getAuthorizeUrlAsync(relayState, undefined, {});

/** The library's refusal as our reason: the user is told which check failed, the log keeps the detail. */
const reasonOf = (error: unknown): SamlRefusal => {
  if (error instanceof SamlRefused) return error.reason;
  if (error instanceof SamlStatusError) return 'denied';
  const message = error instanceof Error ? error.message : '';
  if (/signature/i.test(message)) return 'bad_signature';
  if (/audience/i.test(message)) return 'wrong_audience';
  // A subject confirmation is found invalid only by its times (NotBefore, NotOnOrAfter).
  if (/expired|not yet valid|No valid subject confirmation/i.test(message)) return 'expired';
  if (/InResponseTo is missing/.test(message)) return 'unsolicited';
  if (/InResponseTo/i.test(message)) return 'bad_request';
  return 'failed';
};

/** The Response's Destination, read as the library reads the XML. */
const destinationOf = async (xml: string): Promise<string | null> =>
  (await readSamlXml(xml)).Response?.$?.Destination ?? null;

/** Which provider a message comes from, before anything is verified (see `peekMessage`). */
export interface PeekedMessage {
  issuer: string | null;
  inResponseTo: string | null;
}

const peekXml = async (xml: string): Promise<PeekedMessage | null> => {
  const root = Object.values(await readSamlXml(xml))[0];
  if (!root) return null;
  const issuer = children(root, 'Issuer')[0]?._;
  return { issuer: typeof issuer === 'string' ? issuer.trim() : null, inResponseTo: root.$?.InResponseTo ?? null };
};

/**
 * Which provider a posted message comes from, before anything is verified: its Issuer and the
 * request of ours it answers (InResponseTo). Only to choose whose certificates verify it; the
 * library then checks the same Issuer under that provider's signature. Null when not SAML.
 * `deflated`: the HTTP-Redirect binding's form (raw DEFLATE, then base64).
 */
export const peekMessage = async (base64: string, deflated = false): Promise<PeekedMessage | null> => {
  try {
    const bytes = Buffer.from(base64, 'base64');
    // A redirect-bound message is a few kilobytes; inflating stops well before a bomb grows.
    const xml = (deflated ? inflateRawSync(bytes, { maxOutputLength: 1024 * 1024 }) : bytes).toString('utf8');
    return await peekXml(xml);
  } catch {
    return null;
  }
};

/** What Kampus keeps of a verified assertion. */
export interface VerifiedAssertion {
  profile: Profile;
  /** The assertion's ID, stored until it expires so the same one is never accepted twice. */
  assertionId: string;
  /** When the assertion stops being valid: its Conditions' NotOnOrAfter, else a few minutes. */
  expiresAt: Date;
}

/**
 * Checks a response posted to the Assertion Consumer Service. The library verifies signature,
 * issuer, audience, times and InResponseTo; the Destination (when the signed response names one)
 * and every Recipient must be our ACS URL, so an assertion made for another service is refused.
 */
export const verifyResponse = async (
  settings: SamlSettings,
  requests: CacheProvider,
  samlResponse: string,
): Promise<VerifiedAssertion> => {
  try {
    const { profile } = await serviceProvider(settings, requests).validatePostResponseAsync({
      SAMLResponse: samlResponse,
    });
    if (!profile) throw new SamlRefused('failed');
    // The library checks a logout message's Issuer, not a response's: the assertion it verified
    // must come from this provider, or one provider's signed word would pass for another's.
    if (profile.issuer !== settings.idpEntityId) throw new SamlRefused('failed');
    const destination = await destinationOf(profile.getSamlResponseXml?.() ?? '');
    if (destination !== null && destination !== settings.acsUrl) throw new SamlRefused('wrong_destination');
    const assertion = (profile.getAssertion?.() as { Assertion?: XmlNode } | undefined)?.Assertion;
    const assertionId = assertion?.$?.ID;
    if (!assertion || !assertionId) throw new SamlRefused('failed');
    const recipients = children(children(assertion, 'Subject')[0], 'SubjectConfirmation')
      .flatMap((confirmation) => children(confirmation, 'SubjectConfirmationData'))
      .map((data) => data.$?.Recipient)
      .filter((recipient): recipient is string => typeof recipient === 'string');
    if (recipients.some((recipient) => recipient !== settings.acsUrl)) throw new SamlRefused('wrong_destination');
    const notOnOrAfter = children(assertion, 'Conditions')[0]?.$?.NotOnOrAfter;
    const until = notOnOrAfter ? Date.parse(notOnOrAfter) : Number.NaN;
    const expiresAt = new Date((Number.isNaN(until) ? Date.now() + REQUEST_LIFETIME_MS : until) + CLOCK_SKEW_MS);
    return { profile, assertionId, expiresAt };
  } catch (error) {
    throw new SamlRefused(reasonOf(error), { cause: error });
  }
};

/**
 * A message posted to single logout: the provider's LogoutRequest (its enveloped signature is
 * required, its issuer and times checked), or its LogoutResponse to ours (`null`).
 */
export const verifyLogoutMessage = async (
  settings: SamlSettings,
  requests: CacheProvider,
  form: { SAMLRequest?: string; SAMLResponse?: string },
): Promise<Profile | null> => {
  const sp = serviceProvider(settings, requests);
  if (form.SAMLRequest) return (await sp.validatePostRequestAsync({ SAMLRequest: form.SAMLRequest })).profile;
  if (form.SAMLResponse) {
    await sp.validatePostResponseAsync({ SAMLResponse: form.SAMLResponse });
    return null;
  }
  throw new SamlRefused('failed');
};

/**
 * A message sent to single logout by the HTTP-Redirect binding, once its query signature holds
 * (`redirectSignatureHolds`, saml-redirect.ts; the library would let an unsigned one through): the
 * provider's LogoutRequest, its issuer and times checked, or its LogoutResponse to ours (`null`).
 */
export const verifyRedirectLogoutMessage = async (
  settings: SamlSettings,
  requests: CacheProvider,
  query: { SAMLRequest?: string | undefined; SAMLResponse?: string | undefined },
  rawQuery: string,
): Promise<Profile | null> => {
  const message = query.SAMLRequest ? { SAMLRequest: query.SAMLRequest } : { SAMLResponse: query.SAMLResponse };
  const { profile } = await serviceProvider(settings, requests).validateRedirectAsync(
    { ...query, ...message } as Record<string, string>,
    rawQuery,
  );
  return query.SAMLRequest ? profile : null;
};

/** The provider's address with our signed LogoutResponse to its request (HTTP-Redirect binding). */
export const logoutResponseUrl = (
  settings: SamlSettings,
  requests: CacheProvider,
  request: Profile,
  relayState: string,
  success: boolean,
): Promise<string> => serviceProvider(settings, requests).getLogoutResponseUrlAsync(request, relayState, {}, success);

/** The provider's address with our signed LogoutRequest for a session it began. */
export const logoutRequestUrl = (
  settings: SamlSettings,
  requests: CacheProvider,
  subject: { nameID: string; nameIDFormat: string; sessionIndex?: string },
): Promise<string> =>
  serviceProvider(settings, requests).getLogoutUrlAsync({ issuer: settings.idpEntityId, ...subject }, '', {});
