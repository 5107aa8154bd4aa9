import AttachFile from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useCurrentUser } from '../../api/session.ts';
import { saveDraft, useSendMail, useUploadAttachment } from '../../api/mail.ts';
import { notify } from '../../app/notices.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { DRAFT_THROTTLE_MS, hasContent, rememberOpenDraft, toMessage, type ComposeState } from './compose-state.ts';
import { RecipientField } from './RecipientField.tsx';
import { RichTextEditor } from './RichTextEditor.tsx';

/**
 * The compose window (modeless, the page stays usable): to, cc and bcc from the user search,
 * subject, rich text and files. What is typed is saved as a draft at most every 2 s; sending is
 * one request, which also removes the draft.
 */
export const ComposeDialog = ({ initial, onClose }: { initial: ComposeState; onClose: () => void }) => {
  const { t } = useTranslation();
  const [state, setState] = useState<ComposeState>(initial);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'saved'>('idle');
  const me = useCurrentUser().data;
  const send = useSendMail();
  const upload = useUploadAttachment();
  const sendKey = useRef(crypto.randomUUID());
  const lastSave = useRef(0);
  const draftId = useRef(initial.draftId);
  const latest = useRef(state);
  latest.current = state;
  const changed = useRef(false);
  // The window takes focus in its first field on opening: typing goes to "To", not to the page behind.
  const toField = useRef<HTMLInputElement>(null);

  const update = (patch: Partial<ComposeState>) => {
    changed.current = true;
    setState((current) => ({ ...current, ...patch }));
  };

  // The throttle: one save now if the last was 2 s ago, else one when the 2 s are up.
  useEffect(() => {
    if (!changed.current || !hasContent(state) || send.isPending || send.isSuccess || !me) return;
    const wait = Math.max(0, lastSave.current + DRAFT_THROTTLE_MS - Date.now());
    const timer = setTimeout(() => {
      lastSave.current = Date.now();
      setSaving('saving');
      void saveDraft(draftId.current, toMessage(latest.current), me.id).then(
        (draft) => {
          draftId.current = draft.id;
          rememberOpenDraft(draft.id);
          setSaving('saved');
        },
        () => setSaving('idle'),
      );
    }, wait);
    return () => clearTimeout(timer);
  }, [state, send.isPending, send.isSuccess, me]);

  const submit = () =>
    send.mutate(
      {
        key: sendKey.current,
        body: {
          to: state.to.map((person) => person.id),
          cc: state.cc.map((person) => person.id),
          bcc: state.bcc.map((person) => person.id),
          subject: state.subject,
          msgBody: state.msgBody,
          attachment: state.attachment,
          ...(draftId.current ? { draftId: draftId.current } : {}),
          ...(state.inReplyTo ? { inReplyTo: state.inReplyTo } : {}),
        },
      },
      {
        onSuccess: () => {
          notify({ message: { key: 'ui.mail.sent_ok' }, variant: 'success' });
          // The send removed the draft on the server; the window closes (spec section 4).
          rememberOpenDraft(undefined);
          onClose();
        },
        onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
      },
    );

  return (
    <Dialog
      open
      modeless
      initialFocus={toField}
      width={640}
      title={state.inReplyTo ? t('ui.mail.reply') : t('ui.mail.compose')}
      onClose={() => {
        rememberOpenDraft(undefined);
        onClose();
      }}
      onOk={submit}
      okLabel={send.isPending ? t('ui.mail.sending') : t('ui.mail.send')}
      loading={send.isPending}
      okDisabled={state.to.length + state.cc.length + state.bcc.length === 0}
    >
      <Box sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
        <RecipientField label={t('ui.mail.to')} value={state.to} onChange={(to) => update({ to })} inputRef={toField} />
        <RecipientField label={t('ui.mail.cc')} value={state.cc} onChange={(cc) => update({ cc })} />
        <RecipientField label={t('ui.mail.bcc')} value={state.bcc} onChange={(bcc) => update({ bcc })} />
        <TextField
          size="small"
          label={t('ui.mail.subject')}
          value={state.subject}
          onChange={(event) => update({ subject: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
        <RichTextEditor label={t('ui.mail.body')} value={state.msgBody} onChange={(msgBody) => update({ msgBody })} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button component="label" size="small" startIcon={<AttachFile />} disabled={upload.isPending}>
            {t('ui.mail.attach')}
            <input
              hidden
              type="file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                upload.mutate(file, {
                  onSuccess: (stored) => update({ attachment: [...latest.current.attachment, stored] }),
                  onError: (error) =>
                    notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
                });
              }}
            />
          </Button>
          {state.attachment.map((file) => (
            <Chip
              key={file.key}
              size="small"
              label={<bdi>{file.name}</bdi>}
              onDelete={() => update({ attachment: state.attachment.filter((other) => other.key !== file.key) })}
              title={t('ui.mail.remove_attachment', { name: file.name })}
            />
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="caption" color="text.secondary" role="status">
            {saving === 'saving' ? t('ui.mail.draft_saving') : saving === 'saved' ? t('ui.mail.draft_saved') : ''}
          </Typography>
        </Box>
      </Box>
    </Dialog>
  );
};
