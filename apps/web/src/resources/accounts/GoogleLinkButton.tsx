import Alert from '@mui/material/Alert';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (answer: { credential: string }) => void }) => void;
      renderButton: (element: HTMLElement, options: Record<string, string>) => void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';

const loadScript = (): Promise<void> =>
  new Promise((resolve, reject) => {
    if (window.google) return resolve();
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Google sign-in could not be loaded'));
    document.head.appendChild(script);
  });

/**
 * Google's own button (Google Identity Services), shown only when the server has a
 * GOOGLE_CLIENT_ID. It hands over an ID token, which the server verifies before linking.
 */
export const GoogleLinkButton = ({ clientId, onIdToken }: { clientId: string; onIdToken: (token: string) => void }) => {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const callback = useRef(onIdToken);
  callback.current = onIdToken;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadScript()
      .then(() => {
        if (cancelled || !box.current || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: (answer) => callback.current(answer.credential),
        });
        window.google.accounts.id.renderButton(box.current, { type: 'standard', text: 'continue_with' });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [clientId]);
  if (failed) return <Alert severity="warning">{t('app.an_error_occurred')}</Alert>;
  return <div ref={box} />;
};
