import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { idOf } from '@kampus/contract/resource';
import { useAddSeasonDatabase, useAllRecords } from '../../api/seasons.ts';
import type { ApiRecord } from '../../api/types.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useNotify } from '../../app/notices.ts';

/** Adds a database for a season that has none yet; the list reloads once the add succeeds. */
export const AddDatabaseDialog = ({
  open,
  onClose,
  databases,
  labels,
}: {
  open: boolean;
  onClose: () => void;
  databases: ApiRecord[];
  labels: Map<number, string>;
}) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const add = useAddSeasonDatabase();
  const seasons = useAllRecords('seasons');
  const [season, setSeason] = useState('');
  const taken = new Set(databases.map((database) => idOf(database.season)));
  const free = [...labels.entries()].filter(([id]) => !taken.has(id));

  const close = () => {
    setSeason('');
    add.reset();
    onClose();
  };
  const submit = () => {
    const chosen = seasons.data?.find((record) => record.id === Number(season));
    if (!chosen) return;
    add.mutate(chosen, {
      onSuccess: () => {
        notify({ message: { key: 'ui.seasons.added' }, variant: 'success' });
        close();
      },
    });
  };

  return (
    <Dialog
      open={open}
      title={t('ui.seasons.add_title')}
      onClose={close}
      onCancel={close}
      onOk={submit}
      okDisabled={season === ''}
      okLabel={t('ui.seasons.add')}
      loading={add.isPending}
      width={520}
    >
      {add.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(add.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      {free.length === 0 ? (
        <Alert severity="info">{t('ui.seasons.no_free_season')}</Alert>
      ) : (
        <TextField
          select
          fullWidth
          label={t('fields.season')}
          value={season}
          onChange={(event) => setSeason(event.target.value)}
          sx={{ mt: 1 }}
        >
          {free.map(([id, label]) => (
            <MenuItem key={id} value={String(id)}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Dialog>
  );
};
