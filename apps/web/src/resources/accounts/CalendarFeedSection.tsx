import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed, useMakeCalendarFeed, useRevokeCalendarFeed, webcalAddress } from '../../api/calendar-feed.ts';
import { useNotify } from '../../app/notices.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { useCallerKind } from '../../api/impersonation.ts';
import { fetchAll } from '../../api/resources.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useLanguage } from '../../i18n/use-language.ts';

type Asking = 'remake' | 'revoke' | null;

/**
 * "Calendar" on the account page (docs/calendar-feed.md): a private address that a calendar
 * application subscribes to. The address is shown once, when made (the server keeps only its
 * hash); making a new one or stopping the feed breaks the old subscriptions, so both ask first.
 */
export const CalendarFeedSection = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const feed = useCalendarFeed();
  const make = useMakeCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [made, setMade] = useState<string | null>(null);
  // A parent of two or more children may subscribe to one child's calendar (`?student=`) each.
  const parent = useCallerKind().audience === 'parent';
  const children = useQuery({
    queryKey: ['students', 'own', 'calendar-feed'],
    queryFn: ({ signal }) => fetchAll('students', {}, signal),
    enabled: parent,
  });
  const perChild = parent && (children.data?.length ?? 0) > 1 ? (children.data ?? []) : [];
  const [asking, setAsking] = useState<Asking>(null);
  const busy = make.isPending || revoke.isPending;
  const failed = () => notify({ message: { key: 'ui.calendar_feed.failed' }, variant: 'error' });

  const makeNew = () =>
    make.mutate(undefined, {
      onSuccess: (answer) => {
        setAsking(null);
        setMade(answer.url);
      },
      onError: failed,
    });
  const stop = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        setMade(null);
        notify({ message: { key: 'ui.calendar_feed.revoked' }, variant: 'success' });
      },
      onError: failed,
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify({ message: { key: 'ui.calendar_feed.copied' }, variant: 'success' });
    } catch {
      // No clipboard (an insecure page, a refusal): the address stays selected in its field to copy by hand.
    }
  };

  const body = () => {
    if (feed.isPending) return <Skeleton variant="rectangular" height={48} />;
    if (feed.isError) return <Alert severity="error">{t('app.an_error_occurred')}</Alert>;
    const { active, createdAt } = feed.data;
    return (
      <>
        {made !== null && (
          <Box sx={{ mb: 2 }}>
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('ui.calendar_feed.made')}
            </Alert>
            <TextField
              label={t('ui.calendar_feed.address')}
              value={made}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  dir: 'ltr',
                  onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
                },
              }}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button variant="contained" onClick={() => void copy(made)}>
                {t('ui.calendar_feed.copy')}
              </Button>
              <Button variant="outlined" href={webcalAddress(made)}>
                {t('ui.calendar_feed.open')}
              </Button>
            </Box>
            {perChild.length > 0 && (
              <Box sx={{ mt: 2 }}>
                <Typography id="calendar-feed-children" sx={{ mb: 1 }}>
                  {t('ui.calendar_feed.per_child')}
                </Typography>
                <Box component="ul" aria-labelledby="calendar-feed-children" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
                  {perChild.map((child) => {
                    const name = `${String(child.name ?? '')} ${String(child.lastName ?? '')}`.trim();
                    const address = `${made}?student=${String(child.id)}`;
                    return (
                      <Box
                        component="li"
                        key={String(child.id)}
                        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
                      >
                        <Typography sx={{ flex: '1 1 100%' }}>
                          <bdi>{name}</bdi>
                        </Typography>
                        <Button size="small" variant="outlined" onClick={() => void copy(address)}>
                          {t('ui.calendar_feed.copy_child', { name })}
                        </Button>
                        <Button size="small" variant="outlined" href={webcalAddress(address)}>
                          {t('ui.calendar_feed.open_child', { name })}
                        </Button>
                      </Box>
                    );
                  })}
                </Box>
              </Box>
            )}
          </Box>
        )}
        {made === null && (
          <Typography sx={{ mb: 2 }}>
            {active && createdAt
              ? t('ui.calendar_feed.active_since', { date: formatDateTime(createdAt, language) })
              : t('ui.calendar_feed.none')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant={active ? 'outlined' : 'contained'}
            disabled={busy}
            onClick={() => (active ? setAsking('remake') : makeNew())}
          >
            {t(active ? 'ui.calendar_feed.remake' : 'ui.calendar_feed.make')}
          </Button>
          {active && (
            <Button color="error" variant="outlined" disabled={busy} onClick={() => setAsking('revoke')}>
              {t('ui.calendar_feed.revoke')}
            </Button>
          )}
        </Box>
      </>
    );
  };

  return (
    <section aria-labelledby="calendar-feed-title">
      <Typography id="calendar-feed-title" variant="h6" component="h2" gutterBottom>
        {t('ui.calendar_feed.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('ui.calendar_feed.intro')}
      </Typography>
      {body()}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'revoke' ? 'ui.calendar_feed.revoke' : 'ui.calendar_feed.remake')}
        intro={t('ui.calendar_feed.active_since', {
          date: feed.data?.createdAt ? formatDateTime(feed.data.createdAt, language) : '',
        })}
        confirmLabel={t(asking === 'revoke' ? 'ui.calendar_feed.revoke' : 'ui.calendar_feed.remake')}
        danger={asking === 'revoke'}
        loading={busy}
        onConfirm={() => (asking === 'revoke' ? stop() : makeNew())}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
};
