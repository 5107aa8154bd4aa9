import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSendProgress } from '../../api/messages.ts';
import { useAllRecords } from '../../api/seasons.ts';

interface DeliveryRow {
  id: number;
  recipientName: string;
  address: string;
  deliveryState: string;
  error: string | null;
  sentAt: string | null;
}

/**
 * A failed line's reason in the reader's language: the server keeps a code (`gateway_refused (503)`,
 * `gateway_not_configured`) with the gateway's own detail, which is shown as it came.
 */
export const deliveryError = (t: TFunction, error: string | null): string => {
  if (!error) return '';
  const [, code, detail] = /^(gateway_[a-z_]+)(?: \((.*)\))?$/.exec(error) ?? [];
  if (!code) return error;
  const reason = t(`ui.class_message.errors.${code}`, { defaultValue: error });
  return detail ? `${reason} (${detail})` : reason;
};

/** The delivery log of a send: one line per recipient, with why a line failed. */
const DeliveryLog = ({ sendId }: { sendId: number }) => {
  const { t } = useTranslation();
  const log = useAllRecords('message_deliveries', { send: String(sendId) });
  const rows = (log.data ?? []) as unknown as DeliveryRow[];
  return (
    <Box sx={{ overflowX: 'auto' }}>
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
            <TableRow key={row.id} data-testid="delivery-row" data-state={row.deliveryState}>
              <TableCell>{row.recipientName}</TableCell>
              <TableCell dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
                {row.address}
              </TableCell>
              <TableCell>
                {t(`ui.bulk_send.states.${row.deliveryState}`)}
                {row.error && (
                  <Typography variant="body2" color="error" component="div">
                    {deliveryError(t, row.error)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{row.sentAt ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** A send's progress bar: sent and failed of the total, read every second until done, then its log. */
export const SendProgress = ({ sendId }: { sendId: number }) => {
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
