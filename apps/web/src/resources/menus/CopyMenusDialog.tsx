import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuAction } from '../../api/organization.ts';
import type { ApiRecord } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { Dialog } from '../../components/Dialog.tsx';

/** Copies this school's menus of one audience to the schools ticked (`copy_menus`). */
export const CopyMenusDialog = ({
  type,
  schoolId,
  schools,
  onClose,
}: {
  type: string;
  schoolId: number;
  schools: ApiRecord[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = useMenuAction();
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: number) =>
    setChosen((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));
  const submit = () => {
    if (chosen.length === 0) {
      setError(t('ui.menus.copy_choose'));
      return;
    }
    setError(null);
    copy.mutate(
      { action: 'copy_menus', type, schoolId, copyToIds: chosen },
      {
        onSuccess: () => {
          notify({ message: { key: 'ui.menus.copied' }, variant: 'success' });
          onClose();
        },
        onError: () => setError(t('ui.menus.copy_error')),
      },
    );
  };
  return (
    <Dialog
      open
      title={t('ui.menus.copy')}
      onClose={onClose}
      onCancel={onClose}
      cancelLabel={t('ui.form.cancel')}
      onOk={submit}
      okLabel={t('ui.menus.copy')}
      loading={copy.isPending}
      width={560}
    >
      <Typography sx={{ mb: 1 }}>{t('ui.menus.copy_intro', { audience: t(`ui.values.${type}`) })}</Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <FormGroup>
        {schools.map((school) => (
          <FormControlLabel
            key={school.id}
            control={<Checkbox checked={chosen.includes(school.id)} onChange={() => toggle(school.id)} />}
            label={String(school.title ?? school.id)}
          />
        ))}
      </FormGroup>
    </Dialog>
  );
};
