import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FileEntryView } from '@kampus/contract/action';
import { fileShares } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useShare, useSharesOf } from '../../api/file-shares.ts';
import { idOf } from '@kampus/contract/resource';
import { useDelete } from '../../api/resources.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { RecipientField, type Recipient } from '../mail/RecipientField.tsx';
import { RefAutocomplete } from '../generic/RefAutocomplete.tsx';

/**
 * Who an entry is shared with (docs/filemanager.md): parents and students see in the file manager
 * only what a share names for them, a folder with everything in it. Staff add people (found by
 * the user search, within their reach) or a whole class (its students and their guardians), and
 * remove a share with its button.
 */
export const ShareDialog = ({ entry, onClose }: { entry: FileEntryView; onClose: () => void }) => {
  const { t } = useTranslation();
  const shares = useSharesOf(entry.id);
  const share = useShare(entry.id);
  const unshare = useDelete(fileShares);
  const [people, setPeople] = useState<Recipient[]>([]);
  const [classId, setClassId] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const rows = shares.data?.items ?? [];
  const already = rows.map((row) => idOf(row.user)).filter((id): id is number => id !== undefined);
  const failure = share.error ?? unshare.error;

  const submit = () => {
    setMessage(null);
    share.mutate(classId === null ? { users: people.map((person) => person.id), already } : { classId, already }, {
      onSuccess: (count) => {
        setPeople([]);
        setClassId(null);
        setMessage(t('ui.filemanager.share_added', { count }));
      },
    });
  };

  return (
    <Dialog open title={t('ui.filemanager.share_title', { name: entry.name })} onClose={onClose}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{errorMessage(failure, t('app.an_error_occurred'))}</Alert>}
        {message && <Alert severity="success">{message}</Alert>}
        <RecipientField label={t('ui.filemanager.share_people')} value={people} onChange={setPeople} />
        <RefAutocomplete
          name="classId"
          label={t('ui.filemanager.share_class')}
          target="classes"
          value={classId}
          onChange={setClassId}
        />
        <Button
          variant="contained"
          onClick={submit}
          disabled={share.isPending || (people.length === 0 && classId === null)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('ui.filemanager.share_add')}
        </Button>
        <Typography variant="subtitle2" component="h3">
          {t('ui.filemanager.shared_with')}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('ui.filemanager.share_none')}</Typography>
        ) : (
          <List dense aria-label={t('ui.filemanager.shared_with')}>
            {rows.map((row) => {
              const name = row.refNames?.user ?? String(row.user);
              return (
                <ListItem
                  key={row.id}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('ui.filemanager.share_remove', { name })}
                      disabled={unshare.isPending}
                      onClick={() => unshare.mutate(row.id)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={name} />
                </ListItem>
              );
            })}
          </List>
        )}
      </Stack>
    </Dialog>
  );
};
