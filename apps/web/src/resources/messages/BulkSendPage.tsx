import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RECIPIENT_AUDIENCES, RECIPIENT_SOURCES, messageSends } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { usePreviewMessages, useSendMessages, useSendProgress, type RecipientChoice } from '../../api/messages.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { resourceTitle } from '../generic/labels.ts';

type Channel = RecipientChoice['channel'];
type Source = RecipientChoice['source'];
type Audience = NonNullable<RecipientChoice['audience']>;

interface Option {
  id: number;
  title?: string;
  name?: string;
  lastName?: string;
}

/** The delivery log of a send: one line per recipient. */
const DeliveryLog = ({ sendId }: { sendId: number }) => {
  const { t } = useTranslation();
  const log = useAllRecords('message_deliveries', { send: String(sendId) });
  const rows = (log.data ?? []) as {
    id: number;
    recipientName: string;
    address: string;
    deliveryState: string;
    sentAt: string | null;
  }[];
  return (
    <Table size="small" aria-label={t('resources.message_deliveries')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('fields.recipientName')}</TableCell>
          <TableCell>{t('ui.bulk_send.address')}</TableCell>
          <TableCell>{t('fields.deliveryState')}</TableCell>
          <TableCell>{t('fields.sentAt')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="delivery-row">
            <TableCell>{row.recipientName}</TableCell>
            <TableCell dir="ltr">{row.address}</TableCell>
            <TableCell>{t(`ui.bulk_send.states.${row.deliveryState}`)}</TableCell>
            <TableCell>{row.sentAt ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** A send's progress bar: sent and failed of the total, read every second until done. */
const SendProgress = ({ sendId }: { sendId: number }) => {
  const { t } = useTranslation();
  const progress = useSendProgress(sendId);
  const send = progress.data;
  if (!send) return <LinearProgress />;
  const done = send.sent + send.failed;
  const percent = send.total === 0 ? 100 : Math.round((done / send.total) * 100);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography id="send-progress-label" gutterBottom>
        {send.sendState === 'done'
          ? t('ui.bulk_send.finished', { sent: send.sent, failed: send.failed, total: send.total })
          : t('ui.bulk_send.progress', { done, total: send.total })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="send-progress-label"
        data-testid="send-progress"
        data-state={send.sendState}
        sx={{ height: 10, borderRadius: 1 }}
      />
      <Box sx={{ mt: 2 }}>{send.sendState === 'done' && <DeliveryLog sendId={sendId} />}</Box>
    </Paper>
  );
};

/**
 * /sms/send: pick recipients (a class, a grade level, the whole school, chosen students; their
 * guardians or themselves), an SMS or mail template, preview it rendered for real recipients,
 * and send through the job queue, watching the progress bar and then the delivery log.
 */
export const BulkSendPage = () => {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<Channel>('sms');
  const [templateId, setTemplateId] = useState('');
  const [source, setSource] = useState<Source>('class');
  const [audience, setAudience] = useState<Audience>('guardians');
  const [sourceId, setSourceId] = useState('');
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const [sendId, setSendId] = useState<number | undefined>();
  const templates = useAllRecords(channel === 'sms' ? 'sms_templates' : 'mail_templates');
  const classes = useAllRecords('classes', { 'order[title]': 'asc' });
  const levels = useAllRecords('grade_levels');
  const students = useAllRecords('students', { isActive: 'true', 'order[lastName]': 'asc' });
  const preview = usePreviewMessages();
  const send = useSendMessages();

  const choice = (): RecipientChoice => ({
    channel,
    templateId: Number(templateId),
    source,
    audience,
    ...(source === 'class' || source === 'grade_level' ? { sourceId: Number(sourceId) || undefined } : {}),
    ...(source === 'students' ? { studentIds: studentIds.map(Number) } : {}),
  });
  const failure = preview.error ?? send.error;
  const violations =
    failure instanceof ApiError
      ? Object.fromEntries((failure.problem.violations ?? []).map((v) => [v.propertyPath, v.message]))
      : {};
  const options = (rows: unknown, label: (row: Option) => string) =>
    ((rows ?? []) as Option[]).map((row) => (
      <MenuItem key={row.id} value={String(row.id)}>
        {label(row)}
      </MenuItem>
    ));

  return (
    <Box>
      <PageHeader title={t('ui.bulk_send.title')} crumbs={[{ label: resourceTitle(t, messageSends) }]} />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('fields.channel')}
            value={channel}
            onChange={(event) => {
              setChannel(event.target.value as Channel);
              setTemplateId('');
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="sms">{t('ui.bulk_send.sms')}</MenuItem>
            <MenuItem value="mail">{t('ui.bulk_send.mail')}</MenuItem>
          </TextField>
          <TextField
            select
            label={t('fields.templateTitle')}
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
            error={Boolean(violations.templateId)}
            helperText={violations.templateId}
            sx={{ flex: 1 }}
          >
            {options(templates.data, (row) => row.title ?? '')}
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('fields.recipientSource')}
            value={source}
            onChange={(event) => {
              setSource(event.target.value as Source);
              setSourceId('');
            }}
            error={Boolean(violations.source)}
            helperText={violations.source}
            sx={{ minWidth: 200 }}
          >
            {RECIPIENT_SOURCES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`ui.bulk_send.sources.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('fields.audience')}
            value={audience}
            onChange={(event) => setAudience(event.target.value as Audience)}
            sx={{ minWidth: 200 }}
          >
            {RECIPIENT_AUDIENCES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`ui.bulk_send.audiences.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {(source === 'class' || source === 'grade_level') && (
          <TextField
            select
            label={t(source === 'class' ? 'ui.bulk_send.sources.class' : 'ui.bulk_send.sources.grade_level')}
            value={sourceId}
            onChange={(event) => setSourceId(event.target.value)}
            error={Boolean(violations.sourceId)}
            helperText={violations.sourceId}
          >
            {options(source === 'class' ? classes.data : levels.data, (row) => row.title ?? '')}
          </TextField>
        )}
        {source === 'students' && (
          <TextField
            select
            label={t('ui.bulk_send.sources.students')}
            value={studentIds}
            onChange={(event) => setStudentIds(event.target.value as unknown as string[])}
            slotProps={{ select: { multiple: true } }}
            error={Boolean(violations.studentIds)}
            helperText={violations.studentIds}
          >
            {options(students.data, (row) => `${row.name ?? ''} ${row.lastName ?? ''}`)}
          </TextField>
        )}
        <Stack direction="row" spacing={2}>
          <Button
            variant="outlined"
            disabled={!templateId || preview.isPending}
            onClick={() => preview.mutate(choice())}
          >
            {t('ui.bulk_send.preview')}
          </Button>
          <Button
            variant="contained"
            disabled={!templateId || send.isPending}
            onClick={() =>
              send.mutate(
                { body: choice(), key: crypto.randomUUID() },
                { onSuccess: (created) => setSendId(created.id) },
              )
            }
          >
            {t('ui.bulk_send.send')}
          </Button>
        </Stack>
        {failure && Object.keys(violations).length === 0 && (
          <Alert severity="error">{errorMessage(failure, t('app.an_error_occurred'))}</Alert>
        )}
        {preview.data && (
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="send-preview">
            <Typography gutterBottom>
              {t('ui.bulk_send.preview_total', { count: preview.data.total })}
              {preview.data.withoutAddress > 0 &&
                ` ${t('ui.bulk_send.without_address', { count: preview.data.withoutAddress })}`}
            </Typography>
            {preview.data.sample.map((message) => (
              <Box
                key={`${message.address}-${message.recipientName}`}
                sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}
              >
                <Typography variant="body2" color="text.secondary">
                  {message.recipientName} · <span dir="ltr">{message.address}</span>
                </Typography>
                {message.subject && <Typography sx={{ fontWeight: 600 }}>{message.subject}</Typography>}
                <Typography sx={{ whiteSpace: 'pre-line' }}>{message.body}</Typography>
              </Box>
            ))}
          </Paper>
        )}
        {sendId !== undefined && <SendProgress sendId={sendId} />}
      </Stack>
    </Box>
  );
};
