import { describe, expect, it } from 'vitest';
import { readIdpMetadata } from './idp-metadata.ts';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const body = 'MIIBAAAA'.repeat(10);

const entity = (id: string, inner: string) =>
  `<EntityDescriptor xmlns="${MD}" entityID="${id}">${inner}</EntityDescriptor>`;
const key = (use: string | null, text: string) =>
  `<KeyDescriptor${use ? ` use="${use}"` : ''}><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${text}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>`;

describe("an identity provider's metadata", () => {
  it('gives the first identity provider of a federation file, its keys for signing, as PEM of 64-character lines', async () => {
    const federation = `<EntitiesDescriptor xmlns="${MD}">${entity('https://sp.example', '<SPSSODescriptor/>')}${entity(
      'https://idp.example',
      `<IDPSSODescriptor>${key(null, `\n ${body}\n`)}${key('encryption', 'MIIEncrypt')}${key('signing', body)}<SingleSignOnService Binding="${REDIRECT}" Location=" https://idp.example/sso "/></IDPSSODescriptor>`,
    )}</EntitiesDescriptor>`;
    const read = await readIdpMetadata(federation);
    expect(read).toEqual({
      entityId: 'https://idp.example',
      ssoUrl: 'https://idp.example/sso',
      sloUrl: null,
      // The same certificate twice (no `use`, then `signing`) is kept once; the encryption key never.
      certificates: [`-----BEGIN CERTIFICATE-----\n${body.slice(0, 64)}\n${body.slice(64)}\n-----END CERTIFICATE-----`],
    });
  });

  it('is nothing when it names no identity provider, is not XML, or reaches for an entity', async () => {
    expect(await readIdpMetadata(entity('https://sp.example', '<SPSSODescriptor/>'))).toBeNull();
    expect(await readIdpMetadata('not xml at all\u0000')).toBeNull();
    expect(await readIdpMetadata(entity('', '<IDPSSODescriptor/>'))).toBeNull();
    const hostile = `<!DOCTYPE m [<!ENTITY e SYSTEM "file:///etc/passwd">]>${entity('&e;', '<IDPSSODescriptor/>')}`;
    expect(await readIdpMetadata(hostile)).toBeNull();
  });
});
