import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { onlineClasses } from '@kampus/contract/resources';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useCallerKind } from '../../api/impersonation.ts';
import { useList } from '../../api/resources.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { OnlineClassButton } from './OnlineClassButton.tsx';

const PAGE_SIZE = 10;

/**
 * Online classes (`/classes/online`, also its `start` and `join` entries): a page at a time, the
 * latest start first (spec: `order[startsAt]=desc&page`). Staff and teachers start a class as its
 * moderator; students and parents join as attendees.
 */
export const OnlineClassesPage = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { audience, superadmin } = useCallerKind();
  const family = !superadmin && (audience === 'parent' || audience === 'student');
  const list = useList(onlineClasses, { page, pageSize: PAGE_SIZE, order: { field: 'startsAt', direction: 'desc' } });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('resources.online_classes')}
        actions={
          family ? undefined : (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/classes/online/new">
              {t('ui.communication.new_online_class')}
            </Button>
          )
        }
      />
      {list.isLoading && <LinearProgress />}
      {list.isError && <Alert severity="error">{errorMessage(list.error, t('app.an_error_occurred'))}</Alert>}
      {list.isSuccess && list.data.items.length === 0 && (
        <Alert severity="info">{t('ui.communication.no_online_classes')}</Alert>
      )}
      {(list.data?.items ?? []).map((row) => (
        <Card key={row.id} variant="outlined" component="article" aria-labelledby={`online-${row.id}`}>
          <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Stack sx={{ flexGrow: 1, minWidth: 200 }}>
              <Typography id={`online-${row.id}`} variant="h6" component="h2">
                <bdi>{row.title}</bdi>
              </Typography>
              <Typography color="text.secondary">
                <bdi>{(row as { refNames?: Record<string, string> }).refNames?.classId ?? ''}</bdi> ·{' '}
                <bdi>{row.startsAt.slice(0, 16)}</bdi> · {t('ui.communication.minutes', { count: row.duration })}
              </Typography>
            </Stack>
            <OnlineClassButton id={row.id} role={family ? 'attendee' : 'moderator'} />
          </CardContent>
        </Card>
      ))}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, value) => setPage(value)} />}
    </Stack>
  );
};
