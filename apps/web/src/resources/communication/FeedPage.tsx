import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { FEED_PAGE_SIZE, useFeedPage } from '../../api/communication.ts';
import { useCallerKind } from '../../api/impersonation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { FeedPostCard } from './FeedPostCard.tsx';

const STAFF = ['headquarters', 'campus', 'school'];

/** The school's feed (`/feeds`): the posts the reader's group is shown, newest first, a page at a time. */
export const FeedPage = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const feed = useFeedPage(page);
  const { audience, superadmin } = useCallerKind();
  const staff = superadmin || STAFF.includes(audience ?? '');
  const mayPost = staff || audience === 'teacher';
  const pages = Math.max(1, Math.ceil((feed.data?.total ?? 0) / FEED_PAGE_SIZE));
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeader
        title={t('ui.communication.feed_title')}
        actions={
          mayPost ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/feeds/new">
              {t('ui.communication.new_post')}
            </Button>
          ) : undefined
        }
      />
      {feed.isLoading && <LinearProgress />}
      {feed.isError && <Alert severity="error">{errorMessage(feed.error, t('app.an_error_occurred'))}</Alert>}
      {feed.isSuccess && feed.data.items.length === 0 && (
        <Alert severity="info">{t('ui.communication.no_posts')}</Alert>
      )}
      {(feed.data?.items ?? []).map((post) => (
        <FeedPostCard key={post.id} post={post} staff={staff} />
      ))}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, value) => setPage(value)}
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(type, item) => t('ui.communication.page', { type, page: item ?? 0 })}
        />
      )}
    </Stack>
  );
};
