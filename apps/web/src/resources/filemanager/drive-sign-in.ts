import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDriveSignInSettings } from '../../api/filemanager.ts';
import { authorizationRequestUrl, DRIVE_CHANNEL, driveAnswerOf } from './drive-answer.ts';

const randomState = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * Signs in to the Drive the server names (Google's, or its local Drive) with the read-only
 * metadata scope: a popup runs the OAuth 2.0 implicit grant and the callback page hands the answer
 * back over a same-origin channel. The access token stays in this page's memory.
 */
export const useDriveSignIn = () => {
  const { t, i18n } = useTranslation();
  const settings = useDriveSignInSettings();
  const [accessToken, setAccessToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pendingState = useRef<string | null>(null);

  useEffect(() => {
    const channel = new BroadcastChannel(DRIVE_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const answer = driveAnswerOf(event.data, pendingState.current);
      if (!answer) return;
      pendingState.current = null;
      if ('accessToken' in answer) setAccessToken(answer.accessToken);
      else
        setError(
          answer.error === 'access_denied' ? t('ui.filemanager.drive_cancelled') : (answer.description ?? answer.error),
        );
    };
    return () => channel.close();
  }, [t]);

  const config = settings.data;
  const start = () => {
    if (!config?.authorizationUrl || !config.clientId) return;
    const state = randomState();
    pendingState.current = state;
    setError(null);
    const url = authorizationRequestUrl(
      { authorizationUrl: config.authorizationUrl, clientId: config.clientId, scope: config.scope },
      window.location.origin,
      state,
      i18n.language,
    );
    const popup = window.open(url, 'kampus-drive-sign-in', 'popup,width=560,height=680');
    if (!popup) setError(t('ui.filemanager.drive_popup_blocked'));
  };
  const signOut = () => {
    setAccessToken(null);
    setError(null);
  };
  return {
    provider: config?.provider ?? null,
    settingsError: settings.error,
    accessToken,
    error,
    start,
    signOut,
  };
};
