import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAllRecords } from '../../api/seasons.ts';
import { HomeCard } from './HomeCard.tsx';

/** Product news kept by superadmins (`recent_updates?isActive=true`), under every home page; none, nothing shown. */
export const RecentUpdates = () => {
  const { t } = useTranslation();
  const updates = useAllRecords('recent_updates', { isActive: 'true', 'order[publishedAt]': 'desc' });
  const rows = (updates.data ?? []).slice(0, 5);
  if (rows.length === 0) return null;
  return (
    <HomeCard title={t('resources.recent_updates')}>
      <Stack spacing={1.5} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={String(row.id)}>
            <Typography variant="subtitle1" component="h3">
              <bdi>{String(row.title)}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {String(row.publishedAt)}
            </Typography>
            {typeof row.body === 'string' && <Typography variant="body2">{row.body}</Typography>}
          </li>
        ))}
      </Stack>
    </HomeCard>
  );
};
