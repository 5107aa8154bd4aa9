import VideoCallIcon from '@mui/icons-material/VideoCall';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useOnlineClassJoin, type OnlineClassRole } from '../../api/communication.ts';
import { notify } from '../../app/notices.ts';

/**
 * Start (moderator) or join (attendee) one online class: the provider flow, then the provider's
 * page in a new tab. The tab is opened on the click, before the calls, so no pop-up blocker
 * stands in the way; it is closed again when the flow fails.
 */
export const OnlineClassButton = ({
  id,
  role,
  size = 'medium',
}: {
  id: number;
  role: OnlineClassRole;
  size?: 'medium' | 'large';
}) => {
  const { t } = useTranslation();
  const join = useOnlineClassJoin();
  const go = () => {
    const tab = window.open('', '_blank');
    join.mutate(
      { id, role },
      {
        onSuccess: (url) => {
          if (tab) tab.location.href = url;
          else window.location.assign(url);
          notify({ message: { key: 'ui.communication.online_opened' }, variant: 'success' });
        },
        onError: (error) => {
          tab?.close();
          notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' });
        },
      },
    );
  };
  return (
    <Button variant="contained" size={size} startIcon={<VideoCallIcon />} disabled={join.isPending} onClick={go}>
      {t(role === 'moderator' ? 'ui.communication.start_online' : 'ui.communication.join_online')}
    </Button>
  );
};
