import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { queryClient } from '../../api/query-client.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useSession } from '../../api/use-session.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { TeacherAttendanceSlot } from '../../resources/school-life/TeacherAttendanceSlot.tsx';
import { MuiTheme } from '../MuiTheme.tsx';
import { prepareNotices } from '../notices.ts';
import { HelpPanel } from './HelpPanel.tsx';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';
import { SessionWatch } from './SessionWatch.tsx';
import { ActiveSchoolKeeper } from './ActiveSchoolKeeper.tsx';
import { SiteLinks } from '../../components/SiteLinks.tsx';
import { SideMenu } from './SideMenu.tsx';
import { SkipLink } from '../../components/SkipLink.tsx';
import { focusMain, MAIN_ID } from './focus-main.ts';
import { usePainted } from './use-painted.ts';
import { useRouteFocus } from './use-route-focus.ts';
import { TopBar } from './TopBar.tsx';
import { VersionBanner } from './VersionBanner.tsx';
import { OfflineBanner } from '../../pwa/OfflineBanner.tsx';

const DRAWER_WIDTH = 264;

/** The logged-in layout, with MUI's theme and the data cache its screens share. */
export const AppLayout = () => (
  <MuiTheme>
    <QueryClientProvider client={queryClient}>
      <LoggedIn />
    </QueryClientProvider>
  </MuiTheme>
);

/** Without a token, or with one the server refuses, back to the login page. */
const LoggedIn = () => {
  const { t } = useTranslation();
  const theme = useTheme();
  const location = useLocation();
  const { token } = useSession();
  const user = useCurrentUser();
  // Read at once (noSsr): MUI's default answers false first, and a desktop drew the whole layout twice.
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const painted = usePainted();
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  // Screens here save and delete: have the snackbar ready before the first message.
  useEffect(prepareNotices, []);
  useRouteFocus();

  if (!token) return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  if (user.isLoading) return <PageSpinner />;
  if (user.isError) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" onClick={() => void user.refetch()}>
            {t('ui.errors.retry')}
          </Button>
        }
      >
        {t('ui.errors.e500_body')}
      </Alert>
    );
  }

  const drawerOpen = wide ? desktopOpen : mobileOpen;
  const drawerContent = (
    <>
      <Toolbar />
      {/* Drawn once the page's first commit is painted: the menu is half of the layout's elements. */}
      {painted && <SideMenu onNavigate={() => setMobileOpen(false)} />}
      <Box
        sx={{
          mt: 'auto',
          px: 2,
          py: 1.5,
          '& nav': { display: 'flex', flexWrap: 'wrap', gap: 1.5 },
          '& a': { color: 'text.secondary', fontSize: '0.8125rem' },
        }}
      >
        <SiteLinks />
      </Box>
    </>
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {/* The first Tab stop of every signed-in page: past the top bar and the menu to the page's heading. */}
      <SkipLink label={t('ui.nav.skip')} href={`#${MAIN_ID}`} onSkip={focusMain} />
      <SessionWatch />
      <ActiveSchoolKeeper />
      <TopBar onToggleMenu={() => (wide ? setDesktopOpen((v) => !v) : setMobileOpen((v) => !v))} />
      <Drawer
        variant={wide ? 'persistent' : 'temporary'}
        open={drawerOpen}
        onClose={() => setMobileOpen(false)}
        sx={{
          width: wide && desktopOpen ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        {drawerContent}
      </Drawer>
      <Box component="main" id={MAIN_ID} sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.default' }}>
        <Toolbar />
        <ImpersonationBanner />
        <TeacherAttendanceSlot />
        <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
          <VersionBanner />
          <OfflineBanner />
          <HelpPanel />
          {/* Keyed by path: a screen whose code is still loading shows the spinner at once
              instead of leaving the previous page on screen (React keeps revealed content
              during a transition; a new boundary shows its fallback). */}
          <Suspense key={location.pathname} fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
};
