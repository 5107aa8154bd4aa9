import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUEST_KINDS } from '@kampus/contract/resources';
import { useDeleteDataRequest, useOwnDataRequests } from '../../api/account.ts';
import type { CurrentUser } from '../../api/types.ts';
import { useSession } from '../../api/use-session.ts';
import { useNotify } from '../../app/notices.ts';
import { formatDate } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { localToday } from '../generic/deadline.tsx';

type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * A data-subject request about this person's data (access, correction, erasure, objection,
 * other): its kind, text, today's date, the user and the active school
 * (POST /api/delete_personal_data_requests). Any failure: 'An error occurred!'. The person's
 * requests are listed below with their kind, status and the date the answer is due.
 */
export const PrivacySection = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const { schoolId } = useSession();
  const requests = useOwnDataRequests(user.id);
  const save = useDeleteDataRequest();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<RequestKind>('erasure');
  const [touched, setTouched] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!text.trim()) return;
    save.mutate(
      {
        requestKind: kind,
        requestText: text.trim(),
        requestedDate: localToday(),
        user: user.id,
        school: schoolId ?? user.schoolId ?? 0,
      },
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
          select
          label={t('fields.requestKind')}
          name="requestKind"
          value={kind}
          onChange={(event) => setKind(event.target.value as RequestKind)}
          disabled={save.isPending}
        >
          {REQUEST_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`ui.values.${value}`)}
            </MenuItem>
          ))}
        </TextField>
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
            color={kind === 'erasure' ? 'error' : 'primary'}
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
                <ListItemText
                  primary={String(request.requestText)}
                  secondary={[
                    t(`ui.values.${String(request.requestKind)}`),
                    formatDate(request.requestedDate, language),
                    t(`ui.values.${String(request.requestStatus)}`),
                    request.dueDate
                      ? t('ui.accounts.privacy.due', { date: formatDate(request.dueDate, language) })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Box>
  );
};
