import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { courseVideos } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useList } from '../../api/resources.ts';
import { labelPlusCount } from '../../components/label-plus-count.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { CourseAssetList } from './CourseAssetList.tsx';
import { durationText } from './duration.ts';

/**
 * `/courses/video`: the course videos the caller may watch (a student's or parent's: their
 * family's classes; a teacher's and staff's: the school's), grouped by section, and the lecture files.
 */
export const CourseVideosPage = () => {
  const { t } = useTranslation();
  const list = useList(courseVideos, { page: 1, pageSize: 100, order: { field: 'groupName', direction: 'asc' } });
  const groups = new Map<string, typeof items>();
  const items = list.data?.items ?? [];
  for (const video of items) {
    const group = video.groupName ?? '';
    groups.set(group, [...(groups.get(group) ?? []), video]);
  }
  return (
    <Box>
      <PageHeader title={t('ui.content.videos_title')} />
      {list.isPending && <LinearProgress />}
      {list.isError && <Alert severity="error">{errorMessage(list.error, t('app.an_error_occurred'))}</Alert>}
      {list.isSuccess && items.length === 0 && <Alert severity="info">{t('ui.content.no_videos')}</Alert>}
      {[...groups].map(([group, videos]) => (
        <Box key={group} component="section" sx={{ mb: 3 }}>
          {group && (
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {group}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
            {videos.map((video) => (
              <Card key={video.id} variant="outlined">
                <CardActionArea
                  component={Link}
                  to={`/courses/video/${video.id}`}
                  // "Play" plus the visible title and length, so the name holds all the card shows.
                  aria-label={t('ui.content.play', {
                    title: labelPlusCount([
                      video.title,
                      video.videoLength === null ? '' : durationText(video.videoLength),
                    ]),
                  })}
                >
                  <CardContent>
                    <Typography variant="subtitle1" component="h3">
                      <bdi>{video.title}</bdi>
                    </Typography>
                    {/* A space between title and length, as in the name (text is read joined). */}{' '}
                    {video.videoLength !== null && (
                      <Typography variant="body2" color="text.secondary">
                        {durationText(video.videoLength)}
                      </Typography>
                    )}
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>
      ))}
      <CourseAssetList />
    </Box>
  );
};
