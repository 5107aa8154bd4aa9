import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n/index.ts';
import { NoticeHost } from './NoticeHost.tsx';
import { directionFor } from './settings-store.ts';
import { SettingsProvider, useSettings } from './settings.tsx';

/** `<html dir lang>`: right-to-left for Arabic unless the person forces left-to-right. */
const DocumentLanguage = () => {
  const { settings } = useSettings();
  const { i18n: instance } = useTranslation();
  const direction = directionFor(instance.language, settings.forceLtr);
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = instance.language;
  }, [direction, instance.language]);
  return null;
};

/**
 * What every page needs: translations, settings, direction and the snackbar host. MUI's theme
 * and the data cache (TanStack Query) belong to the logged-in layout, so the login page loads
 * neither.
 */
export const AppProviders = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <SettingsProvider>
      <DocumentLanguage />
      {children}
      <NoticeHost />
    </SettingsProvider>
  </I18nextProvider>
);
