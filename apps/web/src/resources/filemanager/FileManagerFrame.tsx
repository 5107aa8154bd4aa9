import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FileEntryView } from '@kampus/contract/action';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useFileLink } from '../../api/filemanager.ts';
import { queryClient } from '../../api/query-client.ts';
import { useSession } from '../../api/use-session.ts';
import { ErrorPage } from '../../pages/ErrorPage.tsx';
import { FileBrowser } from './FileBrowser.tsx';
import { PICKER_SENDER } from '../../components/FilePickerModal.tsx';

/**
 * `/filemanager/frame?field_id=`: the file browser alone, for the file-picker modal's frame (the
 * server lets only our own pages frame this path). Opening a file posts its address to the opener
 * with the sender `responsivefilemanager` and the field id, as the spec's picker did.
 */
export const FileManagerFrame = () => {
  const { token } = useSession();
  if (!token) return <ErrorPage code={401} />;
  // The frame is outside the signed-in layout, which holds the data cache: it brings its own.
  return (
    <QueryClientProvider client={queryClient}>
      <FramePicker />
    </QueryClientProvider>
  );
};

const FramePicker = () => {
  const { t } = useTranslation();
  const link = useFileLink();
  const [params] = useSearchParams();
  const fieldId = params.get('field_id') ?? '';
  const choose = (entry: FileEntryView) => {
    if (entry.isDir) return;
    // The field keeps the address: a lasting link, not the entry's 30-minute one.
    link.mutate(entry.id, {
      onSuccess: ({ url }) => {
        const absolute = new URL(url, window.location.origin).toString();
        window.parent.postMessage({ sender: PICKER_SENDER, field_id: fieldId, url: absolute }, window.location.origin);
      },
    });
  };
  return (
    <Box sx={{ p: 1 }}>
      {link.isError && <Alert severity="error">{errorMessage(link.error, t('app.an_error_occurred'))}</Alert>}
      <FileBrowser onChoose={choose} />
    </Box>
  );
};
