import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { courseVideos } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCourseVideoTicket } from '../../api/content.ts';
import { errorMessage } from '../../api/client.ts';
import { useRecord } from '../../api/resources.ts';
import { PageHeader } from '../../components/PageHeader.tsx';

/**
 * `/courses/video/{id}`: the player. The `<video>` element reads the file through a signed
 * address, with range requests of its own, so seeking fetches only the part it needs.
 */
export const CoursePlayerPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const record = useRecord(courseVideos, valid ? id : undefined);
  const video = record.data;
  const hasFile = Boolean(video?.video);
  const source = useCourseVideoTicket(hasFile ? id : undefined);
  const poster = useCourseVideoTicket(video?.thumb ? id : undefined, 'thumb');
  return (
    <Box>
      <PageHeader
        title={video?.title ?? t('ui.content.videos_title')}
        crumbs={[{ label: t('ui.content.videos_title'), to: '/courses/video' }]}
      />
      {(record.isPending || source.isPending) && hasFile && <LinearProgress />}
      {record.isError && <Alert severity="error">{errorMessage(record.error, t('app.an_error_occurred'))}</Alert>}
      {video && !hasFile && <Alert severity="info">{t('ui.content.no_video_file')}</Alert>}
      {source.data && (
        <Box
          component="video"
          controls
          preload="metadata"
          src={source.data.url}
          poster={poster.data?.url}
          aria-label={t('ui.content.player_label')}
          sx={{ width: '100%', maxWidth: 960, bgcolor: 'black', borderRadius: 1, display: 'block' }}
        />
      )}
      <Button component={Link} to="/courses/video" sx={{ mt: 2 }}>
        {t('ui.content.back')}
      </Button>
    </Box>
  );
};
