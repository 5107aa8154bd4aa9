import { oidcAuthorizePath, useOidcProviderOnce } from '../../api/oidc.ts';
import { ExternalSignIn } from './ExternalSignIn.tsx';

/** The OpenID Connect provider's button and the end of its sign-in (docs/oidc.md). */
export const OidcSignIn = ({ target }: { target: string }) => (
  <ExternalSignIn
    provider="oidc"
    useProviders={useOidcProviderOnce}
    startPath={oidcAuthorizePath}
    labels={{ signInWith: 'oidc.sign_in_with', signingIn: 'oidc.signing_in' }}
    target={target}
  />
);
