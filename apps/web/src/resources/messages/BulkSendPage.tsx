import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RECIPIENT_SOURCES, messageSends } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessages } from '../../api/client.ts';
import { usePreviewMessages, useSendMessages, type RecipientChoice } from '../../api/messages.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { resourceTitle } from '../generic/labels.ts';
import { AudienceField, ChannelField, SendControls } from './SendControls.tsx';

type Channel = RecipientChoice['channel'];
type Source = RecipientChoice['source'];
type Audience = NonNullable<RecipientChoice['audience']>;

interface Option {
  id: number;
  title?: string;
  name?: string;
  lastName?: string;
}

/** The sources that name one record: a class, a grade level, a course. */
const pickedOne = (source: Source): boolean => source === 'class' || source === 'grade_level' || source === 'course';

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
  const courses = useAllRecords('courses', { 'order[title]': 'asc' });
  const students = useAllRecords('students', { isActive: 'true', 'order[lastName]': 'asc' });
  const preview = usePreviewMessages();
  const send = useSendMessages();

  const choice = (): RecipientChoice => ({
    channel,
    templateId: Number(templateId),
    source,
    audience,
    ...(pickedOne(source) ? { sourceId: Number(sourceId) || undefined } : {}),
    ...(source === 'students' ? { studentIds: studentIds.map(Number) } : {}),
  });
  const failure = preview.error ?? send.error;
  const violations = fieldMessages(failure);
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
          <ChannelField
            value={channel}
            channels={['sms', 'mail']}
            onChange={(picked) => {
              setChannel(picked);
              setTemplateId('');
            }}
            minWidth={160}
          />
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
          <AudienceField value={audience} onChange={setAudience} wording="bulk_send" />
        </Stack>
        {pickedOne(source) && (
          <TextField
            select
            label={t(`ui.bulk_send.sources.${source}`)}
            value={sourceId}
            onChange={(event) => setSourceId(event.target.value)}
            error={Boolean(violations.sourceId)}
            helperText={violations.sourceId}
          >
            {options(
              source === 'class' ? classes.data : source === 'course' ? courses.data : levels.data,
              (row) => row.title ?? '',
            )}
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
        <SendControls
          canPreview={Boolean(templateId) && !preview.isPending}
          canSend={Boolean(templateId) && !send.isPending}
          onPreview={() => preview.mutate(choice())}
          onSend={() =>
            send.mutate({ body: choice(), key: crypto.randomUUID() }, { onSuccess: (created) => setSendId(created.id) })
          }
          failure={failure}
          fieldsShowFailure={Object.keys(violations).length > 0}
          preview={preview.data}
          sendId={sendId}
        />
      </Stack>
    </Box>
  );
};
