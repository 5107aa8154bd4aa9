import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import Palette from '@mui/icons-material/Palette';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { ActiveStudentSwitcher } from '../../resources/school-life/ActiveStudentSwitcher.tsx';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { useSettings } from '../settings.tsx';
import { accountMenuItems } from '../../resources/accounts/AccountMenuItems.tsx';
import { FrequentMenuBar } from '../../resources/accounts/FrequentMenuBar.tsx';
import { MailTopBarButton } from '../../resources/mail/MailTopBarButton.tsx';
import { NotificationBell } from '../../resources/mail/NotificationBell.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';
import { PhoneContextSwitcher } from './PhoneContextSwitcher.tsx';
import { SchoolSeasonSwitcher } from './SchoolSeasonSwitcher.tsx';
import { SettingsDialog, themeNames } from './SettingsDialog.tsx';
import { TopBarSearch } from './TopBarSearch.tsx';

export const TopBar = ({ onToggleMenu }: { onToggleMenu: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { settings, update } = useSettings();
  const [userAnchor, setUserAnchor] = useState<HTMLElement | null>(null);
  const [themeAnchor, setThemeAnchor] = useState<HTMLElement | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // A phone gets one button for school, season and student, and the theme in the settings
  // dialog: the bar then fits 320 px on one line.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, flexWrap: 'nowrap' }}>
        <IconButton color="inherit" edge="start" aria-label={t('ui.nav.toggle_menu')} onClick={onToggleMenu}>
          <MenuIcon />
        </IconButton>
        <Typography
          component={RouterLink}
          to="/account/home"
          variant="h6"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, display: { xs: 'none', md: 'block' } }}
        >
          {t('ui.product')}
        </Typography>
        <FrequentMenuBar />
        <Box sx={{ flexGrow: 1 }} />
        {!phone && <TopBarSearch />}
        {phone ? (
          <PhoneContextSwitcher />
        ) : (
          <>
            <ActiveStudentSwitcher />
            <SchoolSeasonSwitcher />
          </>
        )}
        <LanguageSwitcher />
        <MailTopBarButton />
        <NotificationBell />
        <Tooltip title={t('ui.topbar.theme')}>
          <IconButton
            color="inherit"
            sx={{ display: phone ? 'none' : undefined }}
            aria-label={t('ui.topbar.theme')}
            aria-haspopup="menu"
            onClick={(event) => setThemeAnchor(event.currentTarget)}
          >
            <Palette />
          </IconButton>
        </Tooltip>
        <Menu anchorEl={themeAnchor} open={themeAnchor !== null} onClose={() => setThemeAnchor(null)}>
          {themeNames.map((name) => (
            <MenuItem
              key={name}
              selected={settings.theme === name}
              onClick={() => {
                update({ theme: name });
                setThemeAnchor(null);
              }}
            >
              {t(`ui.settings.themes.${name}`)}
            </MenuItem>
          ))}
        </Menu>
        <IconButton
          color="inherit"
          edge="end"
          aria-label={t('ui.nav.account')}
          aria-haspopup="menu"
          onClick={(event) => setUserAnchor(event.currentTarget)}
        >
          <AccountCircle />
        </IconButton>
        <Menu anchorEl={userAnchor} open={userAnchor !== null} onClose={() => setUserAnchor(null)}>
          {user.data && (
            <MenuItem disabled sx={{ opacity: '1 !important' }}>
              <ListItemText
                primary={`${user.data.name} ${user.data.lastName}`}
                secondary={
                  user.data.isSuperadmin ? `${user.data.email} · ${t('ui.topbar.superadmin')}` : user.data.email
                }
              />
            </MenuItem>
          )}
          <Divider />
          {accountMenuItems(() => setUserAnchor(null))}
          <MenuItem
            onClick={() => {
              setUserAnchor(null);
              setSettingsOpen(true);
            }}
          >
            {t('ui.nav.settings')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setUserAnchor(null);
              void navigate('/logout');
            }}
          >
            {t('ui.nav.logout')}
          </MenuItem>
        </Menu>
      </Toolbar>
      <NavigationProgress />
      <SettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </AppBar>
  );
};
