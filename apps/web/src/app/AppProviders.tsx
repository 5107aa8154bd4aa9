import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ui } from '@kampus/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { i18n } from '../i18n/index.ts';
import { directionFor } from './settings-store.ts';
import { SettingsProvider, useSettings } from './settings.tsx';
import { createAppTheme } from './theme.ts';
import { ApiError } from '../api/client.ts';

const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

const Themed = ({ children }: { children: ReactNode }) => {
  const { settings } = useSettings();
  const { i18n: instance } = useTranslation();
  const direction = directionFor(instance.language, settings.forceLtr);
  const theme = useMemo(
    () =>
      createAppTheme({
        name: settings.theme,
        compact: settings.compact,
        responsiveFonts: settings.responsiveFonts,
        roundedCorners: settings.roundedCorners,
        direction,
      }),
    [settings, direction],
  );
  useEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = instance.language;
  }, [direction, instance.language]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={ui.snackbarAutoHideMs}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </CacheProvider>
  );
};

export const AppProviders = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <Themed>{children}</Themed>
      </SettingsProvider>
    </QueryClientProvider>
  </I18nextProvider>
);
