import Notifications from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead, useNotifications } from '../../api/notifications.ts';

/** The most unread notifications the badge counts; more read "20+". */
const MAX_SHOWN = 20;

/** The top bar's bell: one's newest notifications, unread in bold; opening one marks it read. */
export const NotificationBell = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkNotificationRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = list.data ?? [];
  const unread = items.filter((item) => !item.isRead).length;
  // The name holds the badge's figure as drawn ("3", "20+") before the words: a person who sees
  // "1" on the bell says "1" to a voice control (WCAG 2.5.3, axe label-content-name-mismatch).
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  const label = `${t('ui.notifications.bell')}${unread > 0 ? ` ${shown}` : ''}: ${t('ui.notifications.bell_unread', { count: unread })}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          data-testid="notification-bell"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={MAX_SHOWN}>
            <Notifications />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.length === 0 && <MenuItem disabled>{t('ui.notifications.none')}</MenuItem>}
        {items.map((item) => (
          <MenuItem
            key={item.id}
            sx={{ maxWidth: 420, whiteSpace: 'normal' }}
            onClick={() => {
              if (!item.isRead) markRead.mutate(item.id);
              setAnchor(null);
              if (item.link) void navigate(item.link);
            }}
          >
            <ListItemText
              primary={<bdi>{item.title}</bdi>}
              secondary={item.body ? <bdi>{item.body}</bdi> : undefined}
              slotProps={{ primary: { sx: { fontWeight: item.isRead ? 400 : 700 } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
