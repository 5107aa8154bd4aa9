import { describe, expect, it } from 'vitest';
import { loadSamlSettings } from './saml-settings.ts';

const CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
const on = {
  SAML_IDP_ENTITY_ID: 'https://idp.example/saml',
  SAML_IDP_SSO_URL: 'https://idp.example/sso',
  SAML_IDP_CERT: CERT,
};

describe('SAML settings', () => {
  it('are off unless the entity id, SSO URL and certificate are all given', () => {
    expect(loadSamlSettings({}, 'https://kampus.example')).toBeUndefined();
    expect(loadSamlSettings({ ...on, SAML_IDP_CERT: '' }, 'https://kampus.example')).toBeUndefined();
  });

  it('default the entity id, addresses, attribute and name from the public address and the provider', () => {
    expect(loadSamlSettings(on, 'https://kampus.example')).toMatchObject({
      spEntityId: 'https://kampus.example/saml/metadata',
      acsUrl: 'https://kampus.example/saml/acs',
      sloCallbackUrl: 'https://kampus.example/saml/slo',
      emailAttribute: 'email',
      name: 'idp.example',
      allowIdpInitiated: false,
      idpCerts: [CERT],
    });
  });

  it('read a PEM written with \\n escapes, and every certificate of a rollover', () => {
    const settings = loadSamlSettings({ ...on, SAML_IDP_CERT: `${CERT}\n${CERT}`.replace(/\n/g, '\\n') }, 'https://k');
    expect(settings?.idpCerts).toEqual([CERT, CERT]);
  });

  it('refuse a service provider key without its certificate', () => {
    expect(() => loadSamlSettings({ ...on, SAML_SP_PRIVATE_KEY: CERT }, 'https://k')).toThrow(/SAML_SP_CERT/);
  });
});
