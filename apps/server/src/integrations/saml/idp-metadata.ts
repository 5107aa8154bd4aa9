import { parseStringPromise, processors } from 'xml2js';

/** What Kampus takes from an identity provider's SAML 2.0 metadata (an `EntityDescriptor`). */
export interface IdpMetadata {
  entityId: string;
  /** The single sign-on service of the HTTP-Redirect binding: the only one Kampus sends to. */
  ssoUrl: string | null;
  /** The single logout service of the HTTP-Redirect binding, if the provider has one. */
  sloUrl: string | null;
  /** Its signing certificates, each as a PEM block (a key rollover lists two). */
  certificates: string[];
}

const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** xml2js's shape: attributes under `$`, text under `_` when a node has attributes, children in arrays. */
type Node = { $?: Record<string, string>; _?: string; [child: string]: unknown };
const children = (node: Node | undefined, name: string): Node[] => {
  const value = node?.[name];
  return Array.isArray(value) ? value.map((child) => (typeof child === 'string' ? { _: child } : (child as Node))) : [];
};

const pem = (base64: string): string => {
  const body = base64.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`;
};

const redirectLocation = (services: Node[]): string | null =>
  services.find((service) => service.$?.Binding === REDIRECT)?.$?.Location?.trim() || null;

/**
 * Reads the identity provider's side of pasted metadata, or null when it is not SAML metadata
 * with an identity provider in it. xml2js (already the SAML library's parser) never fetches an
 * external entity or DTD, so hostile XML can only be refused. An `EntitiesDescriptor` (a
 * federation's file) gives its first entity that is an identity provider.
 */
export const readIdpMetadata = async (xml: string): Promise<IdpMetadata | null> => {
  let parsed: Record<string, Node>;
  try {
    parsed = (await parseStringPromise(xml, { tagNameProcessors: [processors.stripPrefix] })) as Record<string, Node>;
  } catch {
    return null;
  }
  const root = parsed?.EntityDescriptor ?? parsed?.EntitiesDescriptor;
  const entities = parsed?.EntityDescriptor ? [root] : children(root, 'EntityDescriptor');
  const entity = entities.find((candidate) => children(candidate, 'IDPSSODescriptor').length > 0);
  const idp = children(entity, 'IDPSSODescriptor')[0];
  const entityId = entity?.$?.entityID?.trim();
  if (!entity || !idp || !entityId) return null;
  const certificates = children(idp, 'KeyDescriptor')
    // A key for encryption only signs nothing; one without `use` serves both.
    .filter((key) => (key.$?.use ?? 'signing') === 'signing')
    .flatMap((key) => children(key, 'KeyInfo').flatMap((info) => children(info, 'X509Data')))
    .flatMap((data) => children(data, 'X509Certificate'))
    .map((certificate) => certificate._?.trim() ?? '')
    .filter((text) => text !== '')
    .map(pem);
  return {
    entityId,
    ssoUrl: redirectLocation(children(idp, 'SingleSignOnService')),
    sloUrl: redirectLocation(children(idp, 'SingleLogoutService')),
    certificates: [...new Set(certificates)],
  };
};
