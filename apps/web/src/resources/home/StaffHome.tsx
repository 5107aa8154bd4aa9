import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useHomeToday, type HomeToday } from '../../api/home.ts';
import { useCurrentUser } from '../../api/session.ts';
import { useMenus } from '../../app/layout/use-menus.ts';
import type { MenuItem } from '../../api/types.ts';
import { useSession } from '../../api/use-session.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { formatDate, formatNumber } from '../../i18n/format.ts';
import { isolate } from '../../i18n/isolate.ts';
import { HomeCard } from './HomeCard.tsx';

/** The screens a school's staff opens most, in this order, when their menu has them. */
const SHORTCUT_URLS = ['/student', '/attendance', '/classes', '/schedules', '/guardians', '/users', '/personnel'];

const flatten = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/** The shortcuts the user's own menu offers (so never a screen they may not open). */
const useShortcuts = (): MenuItem[] => {
  const menus = useMenus();
  const entries = flatten(menus.data ?? []);
  return SHORTCUT_URLS.flatMap((url) => entries.find((entry) => entry.url === url) ?? []);
};

const Figure = ({ label, value, tone }: { label: string; value: string; tone?: 'warning' | 'success' | 'error' }) => (
  <Paper sx={{ p: 2, flex: '1 1 160px', minWidth: 0 }}>
    <Typography component="p" variant="h4" color={tone ? `${tone}.main` : 'text.primary'} sx={{ fontWeight: 600 }}>
      {value}
    </Typography>
    <Typography color="text.secondary">{label}</Typography>
  </Paper>
);

const Figures = ({ data }: { data: HomeToday }) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const { figures } = data;
  return (
    <Box
      component="ul"
      aria-label={t('ui.home.figures')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mb: 2, listStyle: 'none' }}
    >
      {(
        [
          ['students', figures.students, undefined],
          ['present', figures.present, 'success'],
          ['absent', figures.absent, figures.absent > 0 ? 'error' : undefined],
          ['lessons', figures.lessons, undefined],
          [
            'lessons_open',
            figures.lessonsWithoutAttendance,
            figures.lessonsWithoutAttendance > 0 ? 'warning' : undefined,
          ],
        ] as const
      ).map(([key, value, tone]) => (
        <Box component="li" key={key} sx={{ display: 'flex', flex: '1 1 160px', minWidth: 0 }}>
          <Figure label={t(`ui.home.figure_${key}`)} value={formatNumber(value, language)} tone={tone} />
        </Box>
      ))}
    </Box>
  );
};

/**
 * The home of a school's staff (headquarters, campus, school admin) and the Dashboard: today's
 * figures of the active school, the lessons whose attendance was just taken, and shortcuts.
 */
export const StaffHome = ({ title, actions }: { title?: string; actions?: ReactNode }) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const user = useCurrentUser();
  const today = useHomeToday(true);
  const shortcuts = useShortcuts();
  const name = user.data ? `${user.data.name} ${user.data.lastName}` : '';
  const heading = title ?? t('ui.home.title');
  return (
    <>
      <PageHeader title={heading} actions={actions} />
      <Typography variant="h6" component="p" sx={{ mb: 0.5 }}>
        {t('ui.home.welcome', { name })}
      </Typography>
      {today.isLoading && <PageSpinner />}
      {today.isError && <Alert severity="error">{errorMessage(today.error, t('app.an_error_occurred'))}</Alert>}
      {today.data && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('ui.home.today', { date: formatDate(today.data.date, language), time: today.data.time })}
          </Typography>
          <Figures data={today.data} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <HomeCard title={t('ui.home.recent')}>
              {today.data.recentLessons.length === 0 ? (
                <Typography color="text.secondary">{t('ui.home.recent_empty')}</Typography>
              ) : (
                <List dense disablePadding>
                  {today.data.recentLessons.map((lesson) => (
                    <ListItem key={lesson.scheduleId} disableGutters>
                      <ListItemText
                        primary={t('ui.home.recent_lesson', {
                          class: isolate(lesson.classTitle ?? '—'),
                          teacher: isolate(lesson.teacherName ?? '—'),
                        })}
                        secondary={<bdi>{`${lesson.enterTime}–${lesson.exitTime}`}</bdi>}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </HomeCard>
            <HomeCard title={t('ui.home.shortcuts')}>
              <Box
                component="nav"
                aria-label={t('ui.home.shortcuts')}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {shortcuts.map((entry) => (
                  <Button key={entry.id} variant="outlined" component={RouterLink} to={entry.url ?? '/'}>
                    {entry.label}
                  </Button>
                ))}
              </Box>
            </HomeCard>
          </Box>
        </>
      )}
    </>
  );
};
