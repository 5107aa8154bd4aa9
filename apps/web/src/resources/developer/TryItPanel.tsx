import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exchange } from '../../api/client.ts';
import type { ApiOperation } from '../../api/developer.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { fillPath, pathParams, readableBody } from './try-request.ts';

/**
 * Sends one operation as the signed-in user (their session, the active school and season) and
 * shows the answer's status and body, failures included. Changing calls are sent only on purpose:
 * the button is the same, the warning above it is not.
 */
export const TryItPanel = ({ operation }: { operation: ApiOperation }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const names = pathParams(operation.path);
  const [values, setValues] = useState<Record<string, string>>({});
  const [query, setQuery] = useState('');
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: () =>
      exchange(fillPath(operation.path, values, language, query), {
        method: operation.method,
        ...(operation.hasBody ? { body } : {}),
      }),
  });
  const missing = names.some((name) => name !== 'lang' && (values[name] ?? '').trim() === '');
  const answer = send.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('ui.developer.endpoints.try_title')} component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('ui.developer.endpoints.try_title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Chip label={operation.method} size="small" color={operation.method === 'GET' ? 'info' : 'warning'} />
        <Typography component="code" dir="ltr" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {operation.path}
        </Typography>
      </Stack>
      {operation.summary && <Typography sx={{ mb: 2 }}>{operation.summary}</Typography>}
      {operation.method !== 'GET' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('ui.developer.endpoints.changes_data')}
        </Alert>
      )}
      <Stack spacing={2}>
        {names.map((name) => (
          <TextField
            key={name}
            size="small"
            label={name}
            value={values[name] ?? (name === 'lang' ? language : '')}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            required={name !== 'lang'}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        ))}
        <TextField
          size="small"
          label={t('ui.developer.endpoints.query')}
          placeholder="page=1&itemsPerPage=5"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        {operation.hasBody && (
          <TextField
            label={t('ui.developer.endpoints.body')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            multiline
            minRows={4}
            slotProps={{ htmlInput: { dir: 'ltr', style: { fontFamily: 'monospace' } } }}
          />
        )}
        <Box>
          <Button variant="contained" disabled={missing || send.isPending} onClick={() => send.mutate()}>
            {send.isPending ? t('ui.developer.endpoints.sending') : t('ui.developer.endpoints.send')}
          </Button>
        </Box>
      </Stack>
      {send.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('ui.developer.endpoints.network_error')}
        </Alert>
      )}
      {answer && (
        <Box sx={{ mt: 2 }} role="status" aria-live="polite">
          <Typography variant="subtitle2">
            {t('ui.developer.endpoints.status')}:{' '}
            <Box
              component="span"
              data-testid="try-status"
              sx={{ color: answer.status < 400 ? 'success.main' : 'error.main', fontWeight: 700 }}
            >
              {answer.status}
            </Box>
          </Typography>
          <Box
            component="pre"
            dir="ltr"
            data-testid="try-body"
            style={{ textAlign: 'left' }}
            sx={{
              mt: 1,
              p: 1.5,
              bgcolor: 'action.hover',
              borderRadius: 1,
              maxHeight: 420,
              overflow: 'auto',
              fontSize: 13,
            }}
          >
            {answer.body === ''
              ? t('ui.developer.endpoints.empty_body')
              : readableBody(answer.body, answer.contentType)}
          </Box>
        </Box>
      )}
    </Paper>
  );
};
