import { rememberSamlSession, samlLoginPath, useSamlProviderOnce } from '../../api/saml.ts';
import { ExternalSignIn } from './ExternalSignIn.tsx';

/**
 * The SAML identity provider's button and the end of its sign-in (docs/saml.md); the session's
 * token is remembered so that signing out of it also ends the provider's session.
 */
export const SamlSignIn = ({ target }: { target: string }) => (
  <ExternalSignIn
    provider="saml"
    useProviders={useSamlProviderOnce}
    startPath={samlLoginPath}
    labels={{ signInWith: 'saml.sign_in_with', signingIn: 'saml.signing_in' }}
    onSignedIn={rememberSamlSession}
    target={target}
  />
);
