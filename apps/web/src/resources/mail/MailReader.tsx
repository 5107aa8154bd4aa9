import ArrowBack from '@mui/icons-material/ArrowBack';
import AttachFile from '@mui/icons-material/AttachFile';
import DeleteForever from '@mui/icons-material/DeleteForever';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Forward from '@mui/icons-material/Forward';
import Reply from '@mui/icons-material/Reply';
import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useAttachmentDownload, useMailChange, useMailCopy, useMailDelete, type MailCopy } from '../../api/mail.ts';
import { notify } from '../../app/notices.ts';
import { FOCUS_TARGET, focusTarget } from '../../app/layout/focus-main.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { sanitizeHtml } from './sanitize-html.ts';

const names = (people: { name: string; email: string }[]) =>
  people.map((person) => `${person.name} <${person.email}>`).join(', ');

/** One mail: opening it marks it read; reply, forward, star, trash, restore, delete for good. */
export const MailReader = ({
  id,
  onBack,
  onReply,
  onForward,
  onOpenDraft,
}: {
  id: number;
  onBack: () => void;
  onReply: (mail: MailCopy) => void;
  onForward: (mail: MailCopy) => void;
  onOpenDraft: (mail: MailCopy) => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  const record = useMailCopy(id);
  const change = useMailChange();
  const remove = useMailDelete();
  const attachment = useAttachmentDownload();
  const mail = record.data;
  useEffect(() => {
    if (mail && !mail.isRead) change.mutate({ id: mail.id, body: { isRead: true } });
    if (mail?.isDraft) onOpenDraft(mail);
    // Once per mail opened.
  }, [mail?.id]);
  // Focus on the message, not the page's heading: a screen reader reads its subject first.
  useEffect(() => {
    if (heading.current) focusTarget(heading.current);
  }, [mail?.id]);
  if (record.isPending) return <LinearProgress />;
  if (record.isError || !mail)
    return <Alert severity="error">{errorMessage(record.error, t('app.an_error_occurred'))}</Alert>;
  const message = mail.email;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="article" aria-labelledby="mail-subject">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', mb: 1 }}>
        <Tooltip title={t('ui.mail.back')}>
          <IconButton aria-label={t('ui.mail.back')} onClick={onBack}>
            <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          </IconButton>
        </Tooltip>
        <Box sx={{ flexGrow: 1 }} />
        {!mail.isSender && !mail.isDraft && (
          <Button startIcon={<Reply />} onClick={() => onReply(mail)}>
            {t('ui.mail.reply')}
          </Button>
        )}
        <Button startIcon={<Forward />} onClick={() => onForward(mail)}>
          {t('ui.mail.forward')}
        </Button>
        <IconButton
          aria-label={mail.isStarred ? t('ui.mail.unstar') : t('ui.mail.star')}
          aria-pressed={mail.isStarred}
          onClick={() => change.mutate({ id: mail.id, body: { isStarred: !mail.isStarred } })}
        >
          {mail.isStarred ? <Star color="warning" /> : <StarBorder />}
        </IconButton>
        {mail.isTrashed ? (
          <>
            <Button
              startIcon={<RestoreFromTrash />}
              onClick={() => change.mutate({ id: mail.id, body: { isTrashed: false } })}
            >
              {t('ui.mail.restore')}
            </Button>
            <Button
              color="error"
              startIcon={<DeleteForever />}
              onClick={() =>
                remove.mutate(mail.id, {
                  onSuccess: () => {
                    notify({ message: { key: 'ui.mail.deleted_forever' }, variant: 'success' });
                    onBack();
                  },
                })
              }
            >
              {t('ui.mail.delete_forever')}
            </Button>
          </>
        ) : (
          <Button
            startIcon={<DeleteOutline />}
            onClick={() => change.mutate({ id: mail.id, body: { isTrashed: true } }, { onSuccess: onBack })}
          >
            {t('ui.mail.move_to_trash')}
          </Button>
        )}
      </Box>
      <Typography
        id="mail-subject"
        ref={heading}
        tabIndex={-1}
        {...{ [FOCUS_TARGET]: '' }}
        variant="h5"
        component="h2"
        gutterBottom
      >
        <bdi>{message.subject || t('ui.mail.no_subject')}</bdi>
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
      >
        <dt>{t('ui.mail.from')}</dt>
        <dd style={{ margin: 0 }}>
          <bdi>{message.sender ? names([message.sender]) : ''}</bdi>
        </dd>
        {message.to.length > 0 && (
          <>
            <dt>{t('ui.mail.to')}</dt>
            <dd style={{ margin: 0 }} data-testid="mail-to">
              <bdi>{names(message.to)}</bdi>
            </dd>
          </>
        )}
        {message.cc.length > 0 && (
          <>
            <dt>{t('ui.mail.cc')}</dt>
            <dd style={{ margin: 0 }} data-testid="mail-cc">
              <bdi>{names(message.cc)}</bdi>
            </dd>
          </>
        )}
        {message.bcc.length > 0 && (
          <>
            <dt>{t('ui.mail.bcc')}</dt>
            <dd style={{ margin: 0 }} data-testid="mail-bcc">
              <bdi>{names(message.bcc)}</bdi>
            </dd>
          </>
        )}
        <dt>{t('ui.mail.date')}</dt>
        <dd style={{ margin: 0 }}>
          <bdi>{formatDateTime(mail.sentAt ?? '', language)}</bdi>
        </dd>
      </Box>
      {/* The message's own direction, paragraph by paragraph: a Turkish mail read in the Arabic
          interface keeps its full stop and question mark at the end of its sentences. */}
      <Box
        data-testid="mail-body"
        dir="auto"
        sx={{ '& p': { mt: 0 }, '&, & p, & li, & div': { unicodeBidi: 'plaintext' }, overflowWrap: 'anywhere' }}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.msgBody) }}
      />
      {message.attachment.length > 0 && (
        <Box
          sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}
          aria-label={t('ui.mail.attachments')}
          role="group"
        >
          {message.attachment.map((file, index) => (
            <Chip
              key={file.key}
              icon={<AttachFile />}
              label={<bdi>{file.name}</bdi>}
              onClick={() => attachment.mutate({ id: mail.id, index, name: file.name })}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
};
