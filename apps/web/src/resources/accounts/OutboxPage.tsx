import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { languageLocales, type Language } from '@kampus/contract/constants';
import { useTranslation } from 'react-i18next';
import { useOutbox, useOutboxMessage } from '../../api/account.ts';
import { errorMessage } from '../../api/client.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLanguage } from '../../i18n/use-language.ts';

/** A moment in the interface's language and digits (not the browser's locale). */
const when = (iso: string, language: Language): string =>
  new Intl.DateTimeFormat(languageLocales[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const MessageDialog = ({ id, onClose }: { id: string | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useOutboxMessage(id);
  return (
    <Dialog open={id !== null} title={message.data?.subject ?? t('ui.accounts.outbox.title')} onClose={onClose}>
      {message.isLoading && <Skeleton variant="rectangular" height={120} />}
      {message.isError && <Alert severity="error">{errorMessage(message.error, t('app.an_error_occurred'))}</Alert>}
      {message.data && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('ui.accounts.outbox.from')}: {message.data.from}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ui.accounts.outbox.to')}: {message.data.to}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('ui.accounts.outbox.date')}: {when(message.data.createdAt, language)}
          </Typography>
          <Typography
            component="pre"
            data-testid="outbox-text"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0 }}
          >
            {message.data.text}
          </Typography>
        </>
      )}
    </Dialog>
  );
};

/**
 * /admin/outbox (superadmins): the mail Kampus wrote to DATA_DIR/outbox because no SMTP server
 * is set, so registration and password links work on an installation without mail.
 */
export const OutboxPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const outbox = useOutbox();
  const [open, setOpen] = useState<string | null>(null);
  const title = t('ui.accounts.outbox.title');
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button variant="outlined" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
            {t('ui.accounts.outbox.reload')}
          </Button>
        }
      />
      {outbox.isLoading && <Skeleton variant="rectangular" height={160} />}
      {outbox.isError && <Alert severity="error">{errorMessage(outbox.error, t('app.an_error_occurred'))}</Alert>}
      {outbox.data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {outbox.data.transport === 'smtp' ? t('ui.accounts.outbox.smtp') : t('ui.accounts.outbox.intro')}
          </Typography>
          <Paper sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('ui.accounts.outbox.date')}</TableCell>
                  <TableCell>{t('ui.accounts.outbox.to')}</TableCell>
                  <TableCell>{t('ui.accounts.outbox.subject')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {outbox.data.messages.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>{t('ui.accounts.outbox.empty')}</TableCell>
                  </TableRow>
                )}
                {outbox.data.messages.map((message) => (
                  <TableRow key={message.id} hover>
                    <TableCell>{when(message.createdAt, language)}</TableCell>
                    <TableCell>{message.to}</TableCell>
                    <TableCell>{message.subject}</TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => setOpen(message.id)}>
                        {t('ui.accounts.outbox.open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
      <MessageDialog id={open} onClose={() => setOpen(null)} />
    </>
  );
};
