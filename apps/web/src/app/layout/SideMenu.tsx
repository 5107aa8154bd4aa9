import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useCountMenuOpen } from '../../api/frequent-menus.ts';
import { useMenus } from './use-menus.ts';
import type { MenuItem } from '../../api/types.ts';
import { findMenuTrail } from './menu-tree.ts';
import { MenuEntryIcon } from './menu-icons.tsx';

interface EntryProps {
  item: MenuItem;
  depth: number;
  /** The entries from the root to the current page's entry: groups open, the last one marked. */
  openIds: Set<number>;
  currentId: number | undefined;
  onNavigate: () => void;
}

/** One `li`: a link, or a group button with its own list below it. */
const Entry = (props: EntryProps) => (
  <ListItem disablePadding sx={{ display: 'block' }}>
    <EntryContent {...props} />
  </ListItem>
);

const EntryContent = ({ item, depth, openIds, currentId, onNavigate }: EntryProps) => {
  const [open, setOpen] = useState(openIds.has(item.id));
  const countMenuOpen = useCountMenuOpen();
  const children = item.children ?? [];
  const indent = { pl: 2 + depth * 2.5 };
  if (children.length > 0) {
    return (
      <>
        <ListItemButton onClick={() => setOpen((value) => !value)} sx={indent} aria-expanded={open}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <MenuEntryIcon name={item.icon} />
          </ListItemIcon>
          <ListItemText primary={item.label} />
          {open ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List disablePadding dense>
            {children.map((child) => (
              <Entry
                key={child.id}
                item={child}
                depth={depth + 1}
                openIds={openIds}
                currentId={currentId}
                onNavigate={onNavigate}
              />
            ))}
          </List>
        </Collapse>
      </>
    );
  }
  // Only the entry with the longest matching url is current (not `/config` too on `/config/grade-levels`).
  const current = item.id === currentId;
  return (
    <ListItemButton
      component={RouterLink}
      to={item.url ?? '/'}
      selected={current}
      aria-current={current ? 'page' : undefined}
      sx={{ ...indent, '&.Mui-selected': { fontWeight: 600 } }}
      onClick={() => {
        countMenuOpen(item.id);
        onNavigate();
      }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <MenuEntryIcon name={item.icon} />
      </ListItemIcon>
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
};

/** The side menu the server serves for the user's audience at the active school. */
export const SideMenu = ({ onNavigate }: { onNavigate: () => void }) => {
  const { t } = useTranslation();
  const menus = useMenus();
  const { pathname } = useLocation();
  if (menus.isLoading) {
    return (
      <Box aria-busy="true" sx={{ py: 1 }}>
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} variant="text" sx={{ mx: 2, my: 1 }} />
        ))}
      </Box>
    );
  }
  if (menus.isError) {
    return (
      <Alert severity="error" sx={{ m: 1 }}>
        {t('app.menus_failed')}
      </Alert>
    );
  }
  const trail = findMenuTrail(menus.data ?? [], pathname);
  const openIds = new Set(trail.map((item) => item.id));
  const currentId = trail[trail.length - 1]?.id;
  return (
    <Box component="nav" aria-label={t('ui.nav.menu')}>
      <List dense>
        {(menus.data ?? []).map((item) => (
          <Entry key={item.id} item={item} depth={0} openIds={openIds} currentId={currentId} onNavigate={onNavigate} />
        ))}
      </List>
    </Box>
  );
};
