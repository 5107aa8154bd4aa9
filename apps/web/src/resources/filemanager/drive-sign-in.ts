import { DRIVE_SCOPE } from '@kampus/contract/action';
import { useEffect, useState } from 'react';
import { useSocialProvidersOnce } from '../../api/account-flows.ts';
import { loadGoogleIdentity } from '../../pages/accounts/google-identity.ts';

/**
 * Signs in to Google Drive with the read-only metadata scope through Google's token client, with
 * the server's Google client id (GOOGLE_CLIENT_ID). The access token stays in this page's memory.
 */
export const useDriveSignIn = () => {
  const { providers, load } = useSocialProvidersOnce();
  const [accessToken, setAccessToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void load();
  }, [load]);
  const clientId = providers?.google ?? null;
  const start = () => {
    if (!clientId) return;
    loadGoogleIdentity()
      .then((google) => {
        if (!google.accounts.oauth2) throw new Error('Google Drive');
        google.accounts.oauth2
          .initTokenClient({
            client_id: clientId,
            scope: DRIVE_SCOPE,
            callback: (answer) => {
              if (answer.access_token) setAccessToken(answer.access_token);
              else setError(answer.error_description ?? answer.error ?? 'Google Drive');
            },
          })
          .requestAccessToken();
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : 'Google Drive'));
  };
  return { available: providers === null || clientId !== null, accessToken, error, start };
};
