import { ui } from '@kampus/contract/constants';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { noticeHost } from './notices.ts';
import './snackbars.css';

/** notistack's container; messages reach it through `notify`. */
export const Snackbars = () => {
  useEffect(
    () =>
      noticeHost.attach(({ message, variant, persist }) => {
        enqueueSnackbar(message, { variant, persist: persist === true });
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={ui.snackbarAutoHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    />
  );
};
