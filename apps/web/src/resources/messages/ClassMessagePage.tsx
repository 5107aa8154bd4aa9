import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { smsParts } from '@kampus/contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fieldMessages } from '../../api/client.ts';
import { usePreviewClassMessage, useSendClassMessage, type ClassMessageChoice } from '../../api/messages.ts';
import { useAllRecords } from '../../api/seasons.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AudienceField, ChannelField, SendControls } from './SendControls.tsx';

type Channel = ClassMessageChoice['channel'];
type Audience = NonNullable<ClassMessageChoice['audience']>;

/**
 * /messages/class: a teacher writes to one of their classes (staff to any of their school's) at
 * once: the parents, the students or the teachers. The class list is the caller's own (a teacher
 * sees the classes they teach). Preview names who is reached at which address and who is not and
 * why; for SMS the characters and parts as typed and whether a gateway would take it. After the
 * send, its progress and the delivery log, line by line.
 */
export const ClassMessagePage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const classes = useAllRecords('classes', { 'order[title]': 'asc' });
  const rows = (classes.data ?? []) as { id: number; title?: string }[];
  const [picked, setPicked] = useState(params.get('classId') ?? '');
  const classId = picked || (rows.length === 1 ? String(rows[0]?.id) : '');
  const [audience, setAudience] = useState<Audience>('guardians');
  const [channel, setChannel] = useState<Channel>('mail');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [sendId, setSendId] = useState<number | undefined>();
  const preview = usePreviewClassMessage();
  const send = useSendClassMessage();

  const body = (): ClassMessageChoice => ({
    channel,
    audience,
    text,
    ...(channel === 'mail' ? { subject } : {}),
  });
  const failure = preview.error ?? send.error;
  const violations = fieldMessages(failure);
  // Counted as typed; the preview counts each rendered message (a placeholder makes them differ).
  const typed = smsParts(text);
  const reset = () => {
    preview.reset();
    setSendId(undefined);
  };

  return (
    <Box>
      <PageHeader title={t('ui.class_message.title')} />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('ui.class_message.class')}
            value={classId}
            onChange={(event) => {
              setPicked(event.target.value);
              reset();
            }}
            sx={{ minWidth: 160 }}
          >
            {rows.map((row) => (
              <MenuItem key={row.id} value={String(row.id)}>
                {row.title ?? ''}
              </MenuItem>
            ))}
          </TextField>
          <AudienceField
            value={audience}
            onChange={(value) => {
              setAudience(value);
              reset();
            }}
            wording="class_message"
          />
          <ChannelField
            value={channel}
            channels={['mail', 'sms']}
            onChange={(picked) => {
              setChannel(picked);
              reset();
            }}
            minWidth={140}
          />
        </Stack>
        {channel === 'mail' && (
          <TextField
            label={t('ui.class_message.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(violations.subject)}
            helperText={violations.subject}
          />
        )}
        <TextField
          label={t('ui.class_message.text')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={4}
          error={Boolean(violations.text)}
          helperText={
            violations.text ??
            (channel === 'sms'
              ? t('ui.class_message.sms_parts', {
                  characters: typed.characters,
                  count: typed.parts,
                  encoding: t(`ui.class_message.encodings.${typed.encoding}`),
                })
              : t('ui.class_message.placeholders_hint'))
          }
        />
        <SendControls
          canPreview={Boolean(classId) && !preview.isPending}
          canSend={Boolean(classId) && Boolean(preview.data?.total) && !send.isPending && sendId === undefined}
          onPreview={() => preview.mutate({ classId: Number(classId), body: body() })}
          onSend={() =>
            send.mutate(
              { classId: Number(classId), body: body(), key: crypto.randomUUID() },
              { onSuccess: (created) => setSendId(created.id) },
            )
          }
          failure={failure}
          fieldsShowFailure={Object.keys(violations).length > 0}
          preview={preview.data}
          sendId={sendId}
          beforePreview={
            <Typography variant="body2" color="text.secondary">
              {t('ui.class_message.preview_first')}
            </Typography>
          }
        />
      </Stack>
    </Box>
  );
};
