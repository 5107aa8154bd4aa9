import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MessagePreview } from '../../api/messages.ts';

/** Where an SMS send would leave: a warning when no gateway would take it, a note for the local stand-in. */
const GatewayNotice = ({ gateway }: { gateway: 'http' | 'local' | 'none' }) => {
  const { t } = useTranslation();
  if (gateway === 'http') return null;
  return (
    <Alert severity={gateway === 'none' ? 'warning' : 'info'} data-testid="sms-gateway-notice">
      {t(gateway === 'none' ? 'ui.class_message.no_gateway' : 'ui.class_message.local_gateway')}
    </Alert>
  );
};

/**
 * A send before it leaves: how many it reaches, each person at which address (the guardian
 * record's marked, as the fallback), who it does not reach and why, the first messages as they
 * will read, and for SMS the characters, parts and gateway.
 */
export const SendPreview = ({ preview }: { preview: MessagePreview }) => {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="send-preview">
      <Typography gutterBottom>
        {t('ui.bulk_send.preview_total', { count: preview.total })}
        {preview.withoutAddress > 0 && ` ${t('ui.bulk_send.without_address', { count: preview.withoutAddress })}`}
      </Typography>
      {preview.sms && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="body2" data-testid="sms-parts">
            {t('ui.class_message.sms_parts', {
              characters: preview.sms.characters,
              count: preview.sms.parts,
              encoding: t(`ui.class_message.encodings.${preview.sms.encoding}`),
            })}{' '}
            {t('ui.class_message.sms_total', { count: preview.sms.totalParts })}
          </Typography>
          <GatewayNotice gateway={preview.sms.gateway} />
        </Box>
      )}
      {preview.unreachable.length > 0 && (
        <Box data-testid="unreachable" sx={{ mb: 1 }}>
          <Typography variant="subtitle2" color="warning.main">
            {t('ui.class_message.not_reached', { count: preview.unreachable.length })}
          </Typography>
          <List dense disablePadding>
            {preview.unreachable.map((person, index) => (
              <ListItem key={`${person.studentName ?? ''}-${person.recipientName}-${index}`} disableGutters>
                <ListItemText
                  primary={[person.recipientName, person.studentName].filter(Boolean).join(' · ')}
                  secondary={t(`ui.class_message.reasons.${person.reason}`)}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {preview.reached.length > 0 && (
        <Box data-testid="reached" sx={{ mb: 1 }}>
          <Typography variant="subtitle2">
            {t('ui.class_message.reached', { count: preview.reached.length })}
          </Typography>
          <List dense disablePadding>
            {preview.reached.map((person, index) => (
              <ListItem key={`${person.address}-${index}`} disableGutters>
                <ListItemText
                  primary={[person.recipientName, person.studentName].filter(Boolean).join(' · ')}
                  secondary={
                    <>
                      <span dir="ltr">{person.address}</span>
                      {person.addressFrom === 'record' && ` · ${t('ui.class_message.from_record')}`}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {preview.sample.map((message) => (
        <Box key={`${message.address}-${message.recipientName}`} sx={{ borderTop: 1, borderColor: 'divider', py: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {message.recipientName} · <span dir="ltr">{message.address}</span>
          </Typography>
          {message.subject && <Typography sx={{ fontWeight: 600 }}>{message.subject}</Typography>}
          <Typography sx={{ whiteSpace: 'pre-line' }}>{message.body}</Typography>
        </Box>
      ))}
    </Paper>
  );
};
