import MailOutline from '@mui/icons-material/EmailOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMailLabels, useMailStream } from '../../api/mail.ts';
import { badgeText, labelPlusCount } from '../../components/label-plus-count.ts';

const MAX = 99;

/**
 * The top bar's mail button with the inbox's unread count. It also holds the one live stream of
 * the session: a mail pushed by the server refreshes the counts and any open list at once.
 */
export const MailTopBarButton = () => {
  const { t } = useTranslation();
  useMailStream();
  const labels = useMailLabels();
  const unread = labels.data?.inbox.unreadCount ?? 0;
  // The badge's number is the button's visible text: the name holds it as drawn, then in words
  // (Arabic words "two unread mails" without a digit).
  const label = labelPlusCount(
    [t('ui.mail.title'), badgeText(unread, MAX)],
    t('ui.mail.unread_badge', { count: unread }),
  );
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to="/mail/inbox" aria-label={label} data-testid="mail-badge">
        <Badge badgeContent={unread} color="error" max={MAX}>
          <MailOutline />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};
