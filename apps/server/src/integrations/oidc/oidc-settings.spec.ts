import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('OIDC settings', () => {
  it('are off unless both the issuer and the client id are set', () => {
    expect(loadConfig({}).accounts.oidc).toBeUndefined();
    expect(loadConfig({ OIDC_ISSUER: 'https://id.example.org/realms/x' }).accounts.oidc).toBeUndefined();
    expect(loadConfig({ OIDC_CLIENT_ID: 'kampus' }).accounts.oidc).toBeUndefined();
  });

  it('default the claims and the name, and register the callback under the public URL', () => {
    const oidc = loadConfig({
      OIDC_ISSUER: 'https://id.example.org/realms/x',
      OIDC_CLIENT_ID: 'kampus',
      KAMPUS_PUBLIC_URL: 'https://kampus.example.org/',
    }).accounts.oidc;
    expect(oidc).toEqual({
      issuer: 'https://id.example.org/realms/x',
      clientId: 'kampus',
      clientSecret: undefined,
      emailClaim: 'email',
      emailVerifiedClaim: 'email_verified',
      name: 'id.example.org',
      redirectUri: 'https://kampus.example.org/oidc/callback',
    });
  });

  it("take Entra ID's claims and a name when given", () => {
    const oidc = loadConfig({
      OIDC_ISSUER: 'https://login.microsoftonline.com/tenant/v2.0',
      OIDC_CLIENT_ID: 'app',
      OIDC_CLIENT_SECRET: 'secret',
      OIDC_EMAIL_CLAIM: 'upn',
      OIDC_EMAIL_VERIFIED_CLAIM: 'xms_edov',
      OIDC_NAME: 'Microsoft',
    }).accounts.oidc;
    expect(oidc).toMatchObject({
      clientSecret: 'secret',
      emailClaim: 'upn',
      emailVerifiedClaim: 'xms_edov',
      name: 'Microsoft',
    });
  });
});
