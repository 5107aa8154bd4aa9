import { loadOidcSettings, type OidcSettings } from '../../integrations/oidc/oidc-settings.ts';
import {
  loadSamlServiceProvider,
  loadSamlSettings,
  type SamlServiceProvider,
  type SamlSettings,
} from '../../integrations/saml/saml-settings.ts';

/**
 * Settings of mail and account flows (README, "Settings"; docs/accounts.md). Read once with the
 * other settings by `loadConfig`.
 */
export interface AccountsSettings {
  /** `smtp://user:pass@host:587` or `smtps://...`: send through that server; unset: write to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The From header of every mail. */
  mailFrom: string;
  /** Where people open Kampus, for links in mails (no trailing slash). */
  publicUrl: string;
  google: SocialProviderSettings;
  facebook: SocialProviderSettings;
  /** OpenID Connect sign-in (docs/oidc.md); undefined when not configured. */
  oidc: OidcSettings | undefined;
  /** SAML 2.0 sign-in (docs/saml.md); undefined when not configured. */
  saml: SamlSettings | undefined;
  /** Kampus the SAML service provider, for the installation's provider and every school group's own. */
  samlServiceProvider: SamlServiceProvider;
}

interface SocialProviderSettings {
  /** The OAuth client id an ID token must be issued for (its audience); unset: the provider is off. */
  clientId: string | undefined;
  jwksUrl: string;
  issuers: string[];
}

const publicUrlOf = (env: NodeJS.ProcessEnv, port: number): string =>
  (env.KAMPUS_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');

export const loadAccountsSettings = (env: NodeJS.ProcessEnv, port: number): AccountsSettings => ({
  smtpUrl: env.SMTP_URL || undefined,
  mailFrom: env.MAIL_FROM || 'Kampus <no-reply@kampus.local>',
  publicUrl: publicUrlOf(env, port),
  google: {
    clientId: env.GOOGLE_CLIENT_ID || undefined,
    jwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    issuers: ['https://accounts.google.com', 'accounts.google.com'],
  },
  facebook: {
    clientId: env.FACEBOOK_APP_ID || undefined,
    jwksUrl: env.FACEBOOK_JWKS_URL || 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
    issuers: ['https://www.facebook.com', 'https://limited.facebook.com'],
  },
  oidc: loadOidcSettings(env, publicUrlOf(env, port)),
  saml: loadSamlSettings(env, publicUrlOf(env, port)),
  samlServiceProvider: loadSamlServiceProvider(env, publicUrlOf(env, port)),
});
