import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client.ts';
import { useDriveFiles } from '../../api/filemanager.ts';
import { useDriveSignIn } from './drive-sign-in.ts';

/**
 * The GOOGLE DRIVE tab: signs in with the read-only metadata scope (Google's token client), then
 * lists the person's files ten a page through the server, which asks the Drive API for all fields.
 */
export const DriveTab = () => {
  const { t, i18n } = useTranslation();
  const signIn = useDriveSignIn();
  const [pages, setPages] = useState<string[]>([]);
  const files = useDriveFiles(signIn.accessToken, pages.at(-1));
  if (!signIn.available) return <Alert severity="info">{t('ui.filemanager.drive_not_configured')}</Alert>;
  return (
    <Box>
      {(signIn.error || files.isError) && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {signIn.error ?? errorMessage(files.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      {signIn.accessToken === null ? (
        <Button variant="contained" onClick={signIn.start}>
          {t('ui.filemanager.drive_sign_in')}
        </Button>
      ) : (
        <>
          {files.isFetching && <LinearProgress />}
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('ui.filemanager.column_name')}</TableCell>
                <TableCell>{t('ui.filemanager.drive_type')}</TableCell>
                <TableCell>{t('ui.filemanager.drive_modified')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(files.data?.files ?? []).map((file) => (
                <TableRow key={file.id}>
                  <TableCell>
                    <bdi>{file.name}</bdi>
                  </TableCell>
                  <TableCell>{file.mimeType}</TableCell>
                  <TableCell>
                    {typeof file.modifiedTime === 'string'
                      ? new Date(file.modifiedTime).toLocaleString(i18n.language)
                      : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button disabled={pages.length === 0} onClick={() => setPages([])}>
              {t('ui.filemanager.drive_first')}
            </Button>
            <Button
              disabled={!files.data?.nextPageToken}
              onClick={() => files.data?.nextPageToken && setPages([...pages, files.data.nextPageToken])}
            >
              {t('ui.filemanager.drive_next')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
};
