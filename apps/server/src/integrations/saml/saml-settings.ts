import { readFileSync } from 'node:fs';

/**
 * Kampus the service provider, whichever identity provider a sign-in goes to: one entity id,
 * Assertion Consumer Service and single logout address, one key, for the installation.
 */
export interface SamlServiceProvider {
  /** Our entity id, the audience every assertion must name (`KAMPUS_PUBLIC_URL/saml/metadata`). */
  spEntityId: string;
  /** Our key and certificate (PEM): they sign AuthnRequests and logout messages; unset, nothing is signed. */
  spPrivateKey: string | undefined;
  spCert: string | undefined;
  /** `KAMPUS_PUBLIC_URL/saml/acs` and `.../saml/slo`: what the provider posts to. */
  acsUrl: string;
  sloCallbackUrl: string;
}

/**
 * SAML 2.0 sign-in through one identity provider (docs/saml.md): the installation's, set by
 * environment variables (off unless `SAML_IDP_ENTITY_ID`, `SAML_IDP_SSO_URL` and `SAML_IDP_CERT`
 * are all set), or a school group's own (`saml_providers`), each beside our service provider.
 */
export interface SamlSettings extends SamlServiceProvider {
  /** The provider's entity id: the Issuer every response and logout request must carry. */
  idpEntityId: string;
  /** Its single sign-on service (HTTP-Redirect binding). */
  ssoUrl: string;
  /** Its single logout service; unset: no single logout. */
  sloUrl: string | undefined;
  /** The provider's signing certificate(s), PEM: every response or assertion must be signed by one. */
  idpCerts: string[];
  /** The attribute that carries the e-mail matched to a Kampus account; the NameID when it is an e-mail. */
  emailAttribute: string;
  /** What the login page's button says: "Sign in with <name>". */
  name: string;
  /** Whether a response that answers no request of ours (IdP-initiated) is accepted. */
  allowIdpInitiated: boolean;
}

/** A PEM given inline (`-----BEGIN …`, or with `\n` escapes as env files write it) or the path of a file holding it. */
const pemOf = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  if (!text) return undefined;
  if (text.includes('-----BEGIN')) return text.replace(/\\n/g, '\n');
  return readFileSync(text, 'utf8').trim();
};

/** Several certificates in one value (a provider rolling its key over): each PEM block. */
export const certificatesOf = (pem: string): string[] =>
  pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [pem];

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Our side, always: a school group's provider may be added while the installation runs. */
export const loadSamlServiceProvider = (env: NodeJS.ProcessEnv, publicUrl: string): SamlServiceProvider => {
  const spPrivateKey = pemOf(env.SAML_SP_PRIVATE_KEY);
  const spCert = pemOf(env.SAML_SP_CERT);
  // A key without its certificate signs what the provider cannot check (and the metadata cannot
  // publish): a misconfiguration said at start-up, not a sign-in that fails later.
  if (Boolean(spPrivateKey) !== Boolean(spCert)) {
    throw new Error('SAML_SP_PRIVATE_KEY and SAML_SP_CERT are set together or not at all (docs/saml.md).');
  }
  return {
    spEntityId: env.SAML_SP_ENTITY_ID?.trim() || `${publicUrl}/saml/metadata`,
    spPrivateKey,
    spCert,
    acsUrl: `${publicUrl}/saml/acs`,
    sloCallbackUrl: `${publicUrl}/saml/slo`,
  };
};

/** The installation's own provider, from the environment; undefined when it names none. */
export const loadSamlSettings = (env: NodeJS.ProcessEnv, publicUrl: string): SamlSettings | undefined => {
  const idpEntityId = env.SAML_IDP_ENTITY_ID?.trim();
  const ssoUrl = env.SAML_IDP_SSO_URL?.trim();
  const idpCert = pemOf(env.SAML_IDP_CERT);
  if (!idpEntityId || !ssoUrl || !idpCert) return undefined;
  return {
    ...loadSamlServiceProvider(env, publicUrl),
    idpEntityId,
    ssoUrl,
    sloUrl: env.SAML_IDP_SLO_URL?.trim() || undefined,
    idpCerts: certificatesOf(idpCert),
    emailAttribute: env.SAML_EMAIL_ATTRIBUTE?.trim() || 'email',
    name: env.SAML_NAME?.trim() || hostOf(ssoUrl),
    allowIdpInitiated: env.SAML_ALLOW_IDP_INITIATED === '1',
  };
};
