import { ui } from '@kampus/contract/constants';
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
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
 * Each message's own close button: on a 390 px phone a message spans the screen's foot for its
 * five seconds, over the page's last button (the family's "Turn on for this device" among them).
 */
const CloseMessage = ({ id }: { id: SnackbarKey }) => {
  const { t } = useTranslation();
  return (
    <IconButton aria-label={t('ui.snackbar.close')} color="inherit" size="small" onClick={() => closeSnackbar(id)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
};

/** The action of every message (notistack calls it with the message's key). */
const closeAction = (id: SnackbarKey) => <CloseMessage id={id} />;

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
      action={closeAction}
    />
  );
};
