import { ui } from '@kampus/contract/constants';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeHost, type CatalogueText } from './notices.ts';
import './snackbars.css';

/** A catalogue text, translated on every render: it follows the language while it is shown. */
const NoticeText = ({ text }: { text: CatalogueText }) => {
  const { t } = useTranslation();
  return <>{t(text.key, text.values)}</>;
};

/**
 * notistack's container; messages reach it through `notify`. A language switch says the
 * catalogue's texts again in the new language and closes the plain ones, which were written in
 * the old (issue 36: "Login successful!" stayed in English after a switch to Turkish).
 */
export const Snackbars = () => {
  const { i18n } = useTranslation();
  useEffect(() => {
    const fixed = new Set<SnackbarKey>();
    const detach = noticeHost.attach(({ message, variant, persist }) => {
      if (typeof message !== 'string') {
        enqueueSnackbar(<NoticeText text={message} />, { variant, persist: persist === true });
        return;
      }
      const key = enqueueSnackbar(message, {
        variant,
        persist: persist === true,
        onExited: (_node, exited) => fixed.delete(exited),
      });
      fixed.add(key);
    });
    const closeFixed = () => {
      fixed.forEach((key) => closeSnackbar(key));
      fixed.clear();
    };
    i18n.on('languageChanged', closeFixed);
    return () => {
      i18n.off('languageChanged', closeFixed);
      detach();
    };
  }, [i18n]);
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={ui.snackbarAutoHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
};
