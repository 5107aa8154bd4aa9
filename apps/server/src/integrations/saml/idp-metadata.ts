import { children, readSamlXml, type XmlNode } from './saml-xml.ts';

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

const pem = (base64: string): string => {
  const body = base64.replace(/\s+/g, '');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----`;
};

const redirectLocation = (services: XmlNode[]): string | null =>
  services.find((service) => service.$?.Binding === REDIRECT)?.$?.Location?.trim() || null;

/**
 * Reads the identity provider's side of pasted metadata, or null when it is not SAML metadata
 * with an identity provider in it (read by `readSamlXml`, which never fetches an external entity,
 * so hostile XML can only be refused). An `EntitiesDescriptor` (a
 * federation's file) gives its first entity that is an identity provider.
 */
export const readIdpMetadata = async (xml: string): Promise<IdpMetadata | null> => {
  let parsed: Record<string, XmlNode | undefined>;
  try {
    parsed = await readSamlXml(xml);
  } catch {
    return null;
  }
  const root = parsed?.EntityDescriptor ?? parsed?.EntitiesDescriptor;
  const entities = parsed?.EntityDescriptor ? [parsed.EntityDescriptor] : children(root, 'EntityDescriptor');
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
