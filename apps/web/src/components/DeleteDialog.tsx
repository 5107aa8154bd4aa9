import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export interface DeleteDialogProps {
  open: boolean;
  /** Defaults to 'Delete?'. */
  title?: ReactNode;
  /** Defaults to 'Are you sure to delete?'. */
  intro?: ReactNode;
  /** While deleting, the Delete button shows a spinner. */
  deleting?: boolean;
  onDelete: () => void;
  onCancel: () => void;
}

export const DeleteDialog = ({ open, title, intro, deleting = false, onDelete, onCancel }: DeleteDialogProps) => {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={title ?? t('ui.delete.title')}
      intro={intro ?? t('ui.delete.intro')}
      confirmLabel={t('ui.delete.confirm')}
      cancelLabel={t('ui.delete.cancel')}
      loading={deleting}
      danger
      onConfirm={onDelete}
      onCancel={onCancel}
    />
  );
};
