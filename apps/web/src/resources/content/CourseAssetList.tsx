import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DownloadIcon from '@mui/icons-material/Download';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { courseAssets } from '@kampus/contract/resources';
import { useTranslation } from 'react-i18next';
import { useCourseAssetDownload } from '../../api/content.ts';
import { errorMessage } from '../../api/client.ts';
import { useList } from '../../api/resources.ts';

/** The lecture files of the caller's courses, each opened through a fresh signed address. */
export const CourseAssetList = () => {
  const { t } = useTranslation();
  const list = useList(courseAssets, { page: 1, pageSize: 100 });
  const open = useCourseAssetDownload();
  const items = (list.data?.items ?? []).filter((asset) => asset.lectureFile);
  if (items.length === 0) return null;
  return (
    <Box component="section">
      <Typography variant="h6" component="h2">
        {t('ui.content.materials')}
      </Typography>
      {open.isError && <Alert severity="error">{errorMessage(open.error, t('app.an_error_occurred'))}</Alert>}
      <List dense>
        {items.map((asset) => (
          <ListItem
            key={asset.id}
            secondaryAction={
              <IconButton
                onClick={() => open.mutate(asset.id)}
                aria-label={t('ui.content.download', { name: asset.lectureName })}
              >
                <DownloadIcon />
              </IconButton>
            }
          >
            <ListItemText primary={<bdi>{asset.lectureName}</bdi>} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
