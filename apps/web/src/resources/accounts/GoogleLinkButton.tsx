import Alert from '@mui/material/Alert';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderGoogleButton } from '../../pages/accounts/google-identity.ts';

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
    if (!box.current) return;
    renderGoogleButton(box.current, clientId, (token) => callback.current(token), 'continue_with').catch(() =>
      setFailed(true),
    );
  }, [clientId]);
  if (failed) return <Alert severity="warning">{t('app.an_error_occurred')}</Alert>;
  return <div ref={box} />;
};
