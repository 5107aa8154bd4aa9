import DialogContentText from '@mui/material/DialogContentText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  intro?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  loading?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export const ConfirmDialog = ({
  open,
  title,
  intro,
  confirmLabel,
  cancelLabel,
  loading = false,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={title ?? t('ui.dialog.confirm')}
      onClose={onCancel}
      onCancel={onCancel}
      cancelLabel={cancelLabel}
      onOk={onConfirm}
      okLabel={confirmLabel}
      okColor={danger ? 'error' : 'primary'}
      loading={loading}
      width={480}
    >
      {intro !== undefined && <DialogContentText>{intro}</DialogContentText>}
    </Dialog>
  );
};
