import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { FILE_MANAGER_MAX_BYTES } from '@kampus/contract/action';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { uploadWithProgress, useUploadsDone } from '../../api/filemanager.ts';
import { cleanName } from './browser-rules.ts';
import { MAX_MB } from './UploadDialog.tsx';

export interface Upload {
  key: number;
  name: string;
  progress: number;
  state: 'sending' | 'done' | 'failed';
}

/**
 * Uploads under way, each with its own progress: a picked file or each of several dropped at
 * once. A file over the limit is refused here, before a byte is sent; a refusal goes to `onError`.
 */
export const useUploads = (path: string, onError: (error: unknown) => void) => {
  const { t } = useTranslation();
  const [list, setList] = useState<Upload[]>([]);
  const next = useRef(0);
  const refresh = useUploadsDone();
  const patch = (key: number, change: Partial<Upload>) =>
    setList((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  const start = (file: File, folder: string = path) => {
    if (file.size > FILE_MANAGER_MAX_BYTES) {
      onError(new ApiError(413, { detail: t('ui.filemanager.too_large', { name: file.name, size: MAX_MB }) }));
      return;
    }
    next.current += 1;
    const key = next.current;
    const name = cleanName(file.name);
    setList((current) => [...current, { key, name, progress: 0, state: 'sending' }]);
    uploadWithProgress(folder, file, name, (progress) => patch(key, { progress }))
      .then(() => {
        patch(key, { state: 'done', progress: 1 });
        return refresh();
      })
      .catch((error: unknown) => {
        patch(key, { state: 'failed' });
        onError(error);
      });
  };
  return { list, start };
};

/** One progress bar per upload, under the browser. */
export const UploadList = ({ uploads }: { uploads: readonly Upload[] }) => {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <Box component="section" aria-label={t('ui.filemanager.uploads')} sx={{ mt: 1 }}>
      {uploads.map((upload) => (
        <Box key={upload.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="upload-progress">
          <Typography variant="body2" noWrap sx={{ width: 220 }}>
            <bdi>{upload.name}</bdi>
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            color={upload.state === 'failed' ? 'error' : upload.state === 'done' ? 'success' : 'primary'}
            aria-label={upload.name}
            sx={{ flex: 1 }}
          />
        </Box>
      ))}
    </Box>
  );
};
