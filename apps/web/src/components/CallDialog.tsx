import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client.ts';
import { Dialog, type DialogProps } from './Dialog.tsx';

/** What the dialog reads of the call its OK button runs (a react-query mutation). */
interface Call {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A dialog whose OK runs one server call: Cancel closes it, OK waits while the call runs, and a
 * failed call says why above the fields, so the person can change them and try again.
 */
export const CallDialog = ({
  call,
  children,
  ...dialog
}: Omit<DialogProps, 'onCancel' | 'loading'> & { call: Call }) => {
  const { t } = useTranslation();
  return (
    <Dialog {...dialog} onCancel={dialog.onClose} loading={call.isPending}>
      {call.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(call.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      {children}
    </Dialog>
  );
};
