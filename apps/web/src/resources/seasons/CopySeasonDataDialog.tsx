import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { copyableSeasonResources } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idOf } from '@kampus/contract/resource';
import { useCopySeasonData } from '../../api/seasons.ts';
import type { ApiRecord } from '../../api/types.ts';
import { CallDialog } from '../../components/CallDialog.tsx';
import { useNotify } from '../../app/notices.ts';
import type { DatabaseDialogProps } from './database-dialog.ts';

/**
 * Copies chosen season tables from one season database to another (`POST /api/seasons/copy_data`):
 * all of them or nothing. Source and destination must differ.
 */
export const CopySeasonDataDialog = ({ open, onClose, databases, labels }: DatabaseDialogProps) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = useCopySeasonData();
  const tables = copyableSeasonResources();
  const [source, setSource] = useState('');
  const [destination, setDestination] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const same = source !== '' && source === destination;
  const ready = source !== '' && destination !== '' && !same && chosen.length > 0;

  const close = () => {
    setSource('');
    setDestination('');
    setChosen([]);
    copy.reset();
    onClose();
  };
  const submit = () => {
    if (!ready) return;
    copy.mutate(
      { sourceDb: source, destinationDb: destination, tables: chosen },
      {
        onSuccess: (answer) => {
          const listed = (counts: Record<string, number>) =>
            Object.entries(counts)
              .map(([table, count]) => `${t(`resources.${table}`)} ${count}`)
              .join(', ');
          // What the destination had already is left out, and said so: copying twice never doubles a class.
          const skipped =
            Object.keys(answer.skipped).length > 0
              ? ` ${t('ui.seasons.skipped', { what: listed(answer.skipped) })}`
              : '';
          notify({
            message: `${t('ui.seasons.copied', { what: listed(answer.copied) })}${skipped}`,
            variant: 'success',
          });
          close();
        },
      },
    );
  };
  const label = (database: ApiRecord) =>
    `${String(database.name ?? '')} (${labels.get(idOf(database.season) ?? 0) ?? ''})`;
  const picker = (name: string, value: string, onChange: (value: string) => void, error?: string) => (
    <TextField
      select
      fullWidth
      label={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
    >
      {databases.map((database) => (
        <MenuItem key={database.id} value={String(database.name ?? '')}>
          {label(database)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <CallDialog
      open={open}
      title={t('ui.seasons.copy_title')}
      onClose={close}
      onOk={submit}
      okDisabled={!ready}
      okLabel={t('ui.seasons.copy_button')}
      call={copy}
      width={560}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {picker(t('ui.seasons.source'), source, setSource)}
        {picker(t('ui.seasons.destination'), destination, setDestination, same ? t('ui.seasons.same') : undefined)}
        <FormGroup>
          <FormLabel component="legend">{t('ui.seasons.tables')}</FormLabel>
          {tables.map((resource) => (
            <FormControlLabel
              key={resource.name}
              label={t(resource.label)}
              control={
                <Checkbox
                  checked={chosen.includes(resource.name)}
                  onChange={(event) =>
                    setChosen((current) =>
                      event.target.checked
                        ? [...current, resource.name]
                        : current.filter((name) => name !== resource.name),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Stack>
    </CallDialog>
  );
};
