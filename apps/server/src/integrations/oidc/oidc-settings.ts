/**
 * OpenID Connect sign-in through a school group's own identity provider (docs/oidc.md). Off
 * unless `OIDC_ISSUER` and `OIDC_CLIENT_ID` are both set.
 */
export interface OidcSettings {
  /** The issuer URL exactly as the provider's discovery document names it. */
  issuer: string;
  clientId: string;
  /** Unset for a public client (PKCE alone); Keycloak and Entra ID give confidential clients one. */
  clientSecret: string | undefined;
  /** The claim that carries the e-mail matched to a Kampus account (`email`). */
  emailClaim: string;
  /** The claim that says the provider verified that e-mail (`email_verified`; Entra ID: `xms_edov`). */
  emailVerifiedClaim: string;
  /** What the login page's button says: "Sign in with <name>". */
  name: string;
  /** `${KAMPUS_PUBLIC_URL}/oidc/callback`: the redirect URI to register at the provider. */
  redirectUri: string;
}

/** The provider's host, for a button when `OIDC_NAME` is not set. */
const hostOf = (issuer: string): string => {
  try {
    return new URL(issuer).host;
  } catch {
    return issuer;
  }
};

export const loadOidcSettings = (env: NodeJS.ProcessEnv, publicUrl: string): OidcSettings | undefined => {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!issuer || !clientId) return undefined;
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    emailClaim: env.OIDC_EMAIL_CLAIM?.trim() || 'email',
    emailVerifiedClaim: env.OIDC_EMAIL_VERIFIED_CLAIM?.trim() || 'email_verified',
    name: env.OIDC_NAME?.trim() || hostOf(issuer),
    redirectUri: `${publicUrl}/oidc/callback`,
  };
};
