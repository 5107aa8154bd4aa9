import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idOf } from '@kampus/contract/resource';
import { useAddSeasonDatabase, useAllRecords } from '../../api/seasons.ts';
import { CallDialog } from '../../components/CallDialog.tsx';
import { useNotify } from '../../app/notices.ts';
import type { DatabaseDialogProps } from './database-dialog.ts';

/** Adds a database for a season that has none yet; the list reloads once the add succeeds. */
export const AddDatabaseDialog = ({ open, onClose, databases, labels }: DatabaseDialogProps) => {
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
    <CallDialog
      open={open}
      title={t('ui.seasons.add_title')}
      onClose={close}
      onOk={submit}
      okDisabled={season === ''}
      okLabel={t('ui.seasons.add')}
      call={add}
      width={520}
    >
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
    </CallDialog>
  );
};
