import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RECIPIENT_AUDIENCES, type RecipientAudience } from '@kampus/contract/resources';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import type { MessagePreview } from '../../api/messages.ts';
import { SendPreview } from './SendPreview.tsx';
import { SendProgress } from './SendProgress.tsx';

/**
 * Who of the recipients a message goes to (guardians, students, teachers). The bulk page and the
 * class page word the choices differently ("Their guardians" of a source, "Parents" of a class).
 */
export const AudienceField = ({
  value,
  onChange,
  wording,
}: {
  value: RecipientAudience;
  onChange: (audience: RecipientAudience) => void;
  wording: 'bulk_send' | 'class_message';
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('fields.audience')}
      value={value}
      onChange={(event) => onChange(event.target.value as RecipientAudience)}
      sx={{ minWidth: 200 }}
    >
      {RECIPIENT_AUDIENCES.map((audience) => (
        <MenuItem key={audience} value={audience}>
          {t(`ui.${wording}.audiences.${audience}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

// Whole keys, so the catalogue check sees them used.
const CHANNEL_LABELS = { sms: 'ui.bulk_send.sms', mail: 'ui.bulk_send.mail' } as const;

/** SMS or mail, in the caller's order: the bulk page lists SMS first, the class page mail (its default) first. */
export const ChannelField = <C extends 'sms' | 'mail'>({
  value,
  channels,
  onChange,
  minWidth,
}: {
  value: C;
  channels: readonly C[];
  onChange: (channel: C) => void;
  minWidth: number;
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('fields.channel')}
      value={value}
      onChange={(event) => onChange(event.target.value as C)}
      sx={{ minWidth }}
    >
      {channels.map((channel) => (
        <MenuItem key={channel} value={channel}>
          {t(CHANNEL_LABELS[channel])}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * The end of every send page: Preview and Send, a refusal no field shows, the preview and, once
 * sent, its progress and delivery log. Send takes a fresh idempotency key per click (the caller's).
 */
export const SendControls = ({
  canPreview,
  canSend,
  onPreview,
  onSend,
  failure,
  fieldsShowFailure,
  preview,
  sendId,
  beforePreview,
}: {
  canPreview: boolean;
  canSend: boolean;
  onPreview: () => void;
  onSend: () => void;
  failure: unknown;
  /** The refusal named fields, and they show it: no second alert. */
  fieldsShowFailure: boolean;
  preview: MessagePreview | undefined;
  sendId: number | undefined;
  /** Shown until there is a preview. */
  beforePreview?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" disabled={!canPreview} onClick={onPreview}>
          {t('ui.bulk_send.preview')}
        </Button>
        <Button variant="contained" disabled={!canSend} onClick={onSend}>
          {t('ui.bulk_send.send')}
        </Button>
      </Stack>
      {!preview && beforePreview}
      {Boolean(failure) && !fieldsShowFailure && (
        <Alert severity="error">{errorMessage(failure, t('app.an_error_occurred'))}</Alert>
      )}
      {preview && <SendPreview preview={preview} />}
      {sendId !== undefined && <SendProgress sendId={sendId} />}
    </>
  );
};
