import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { directionFor } from './settings-store.ts';
import { useSettings } from './settings.tsx';
import { createAppTheme } from './theme.ts';

const caches = {
  ltr: createCache({ key: 'mui' }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/**
 * MUI's theme (light, dark, nature; compact, fonts, corners, direction) for the logged-in
 * layout. It loads with that layout: the public pages are drawn without MUI.
 */
export const MuiTheme = ({ children }: { children: ReactNode }) => {
  const { settings } = useSettings();
  const { t, i18n } = useTranslation();
  const loadingLabel = t('ui.a11y.loading');
  const direction = directionFor(i18n.language, settings.forceLtr);
  const theme = useMemo(
    () =>
      createAppTheme({
        name: settings.theme,
        compact: settings.compact,
        responsiveFonts: settings.responsiveFonts,
        roundedCorners: settings.roundedCorners,
        direction,
        loadingLabel,
      }),
    [settings, direction, loadingLabel],
  );
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
};
