import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteDataRequest, useOwnDataRequests } from '../../api/account.ts';
import type { CurrentUser } from '../../api/types.ts';
import { useSession } from '../../api/use-session.ts';
import { useNotify } from '../../app/notices.ts';

const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * A request that the school delete this person's data: text, today's date, the user and the
 * active school (POST /api/delete_personal_data_requests). Any failure: 'An error occurred!'.
 */
export const PrivacySection = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const { schoolId } = useSession();
  const requests = useOwnDataRequests(user.id);
  const save = useDeleteDataRequest();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!text.trim()) return;
    save.mutate(
      { requestText: text.trim(), requestedDate: today(), user: user.id, school: schoolId ?? user.schoolId ?? 0 },
      {
        onSuccess: () => {
          setText('');
          setTouched(false);
          notify({ message: { key: 'ui.accounts.privacy.saved' }, variant: 'success' });
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography color="text.secondary">{t('ui.accounts.privacy.intro')}</Typography>
      {save.isError && <Alert severity="error">{t('app.an_error_occurred')}</Alert>}
      {save.isSuccess && <Alert severity="success">{t('ui.accounts.privacy.saved')}</Alert>}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={t('fields.requestText')}
          name="requestText"
          multiline
          minRows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={touched && !text.trim()}
          helperText={touched && !text.trim() ? t('app.cannot_be_empty') : undefined}
          disabled={save.isPending}
          required
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('ui.accounts.privacy.submit')}
          </Button>
        </Box>
      </Box>
      {(requests.data ?? []).length > 0 && (
        <>
          <Typography variant="subtitle1" component="h3">
            {t('ui.accounts.privacy.requests')}
          </Typography>
          <List dense>
            {(requests.data ?? []).map((request) => (
              <ListItem key={request.id} divider>
                <ListItemText primary={String(request.requestText)} secondary={String(request.requestedDate)} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
};
