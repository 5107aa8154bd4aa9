import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/client.ts';
import { useOpenStoredFile, type StoredFile } from '../api/stored-files.ts';
import { notify } from '../app/notices.ts';

/**
 * A record's stored file as a link that opens it with the caller's token (a post's file, a
 * homework's attachment): a plain `href` would reach the file without it and show a 401. The
 * name is isolated, so a Latin file name keeps its order in right-to-left.
 */
export const StoredFileLink = ({ file }: { file: StoredFile }) => {
  const { t } = useTranslation();
  const open = useOpenStoredFile();
  return (
    <Link
      component="button"
      type="button"
      onClick={() =>
        open.mutate(file, {
          onError: (error) => notify({ message: errorMessage(error, t('app.an_error_occurred')), variant: 'error' }),
        })
      }
      sx={{ display: 'block' }}
    >
      <bdi>{file.name}</bdi>
    </Link>
  );
};
