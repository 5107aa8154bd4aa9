import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../api/auth.ts';
import { queryClient } from '../api/query-client.ts';
import { samlSignOut } from '../api/saml.ts';
import { sessionStore } from '../api/session-store.ts';

export const LogoutPage = () => {
  const navigate = useNavigate();
  useEffect(() => {
    void samlSignOut().then(async (saml) => {
      // A SAML session is already ended on the server; any other is ended by the ordinary sign-out.
      if (saml === 'not-saml') await logout();
      else sessionStore.signOut();
      queryClient.clear();
      // On to the identity provider's single logout, which ends its session too.
      if (saml !== 'not-saml' && saml.redirect) window.location.assign(saml.redirect);
      else void navigate('/', { replace: true });
    });
  }, [navigate]);
  return null;
};
