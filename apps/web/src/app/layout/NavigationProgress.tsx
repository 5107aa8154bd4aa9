import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Quick answers draw no bar: it would only flicker. */
const SHOW_AFTER_MS = 250;

/**
 * A thin bar under the top bar while any screen waits for data, so a slow connection never
 * leaves the old page on screen without feedback. (A screen's code chunk shows `PageSpinner`.)
 */
export const NavigationProgress = () => {
  const { t } = useTranslation();
  const waiting = useIsFetching() > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waiting) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);
  if (!shown) return null;
  return (
    <LinearProgress
      color="inherit"
      aria-label={t('ui.a11y.loading')}
      sx={{ position: 'absolute', insetInline: 0, bottom: 0, height: 3 }}
    />
  );
};
