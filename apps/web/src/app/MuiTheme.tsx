import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { muiLocaleOf } from '../i18n/mui-locale.ts';
import { useLanguage } from '../i18n/use-language.ts';
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
  const language = useLanguage();
  const loadingLabel = t('ui.a11y.loading');
  const direction = directionFor(i18n.language, settings.forceLtr);
  // Read without the theme (this component makes it); true from the first render, not after it.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(() => {
    const base = createAppTheme({
      name: settings.theme,
      compact: settings.compact,
      responsiveFonts: settings.responsiveFonts,
      roundedCorners: settings.roundedCorners,
      direction,
      loadingLabel,
      reducedMotion,
    });
    // Loaded with the language's screen labels, which the signed-in routes wait for (i18n/mui-locale.ts).
    const locale = muiLocaleOf(language);
    return locale ? createTheme(base, locale) : base;
  }, [settings, direction, language, loadingLabel, reducedMotion]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
};
