import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FileEntryView } from '@kampus/contract/action';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog.tsx';

const IMAGE = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
const VIDEO = ['mp4', 'webm'];

/** The address that downloads an entry rather than showing it. */
export const downloadUrl = (entry: FileEntryView): string | null =>
  entry.fullUrl ? `${entry.fullUrl}&download=1` : null;

/**
 * Shows an image, a PDF or a video with a Download button (platform spec, section 2). The file's
 * address carries a ticket, and the server serves it sandboxed, so nothing in it runs in our origin.
 */
export const PreviewDialog = ({ entry, onClose }: { entry: FileEntryView; onClose: () => void }) => {
  const { t } = useTranslation();
  const ext = entry.ext ?? '';
  const url = entry.fullUrl ?? '';
  return (
    <Dialog open title={<bdi>{entry.name}</bdi>} onClose={onClose}>
      <Box sx={{ display: 'flex', justifyContent: 'center', minHeight: 200 }}>
        {IMAGE.includes(ext) && (
          <Box component="img" src={url} alt={entry.name} sx={{ maxWidth: '100%', maxHeight: 480 }} />
        )}
        {VIDEO.includes(ext) && <Box component="video" src={url} controls sx={{ maxWidth: '100%', maxHeight: 480 }} />}
        {ext === 'pdf' && (
          <Box component="iframe" src={url} title={entry.name} sx={{ width: '100%', height: 480, border: 0 }} />
        )}
        {![...IMAGE, ...VIDEO, 'pdf'].includes(ext) && <Typography>{t('ui.filemanager.no_preview')}</Typography>}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" component="a" href={downloadUrl(entry) ?? undefined} download={entry.name}>
          {t('ui.filemanager.download')}
        </Button>
      </Box>
    </Dialog>
  );
};
