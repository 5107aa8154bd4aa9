import { DRIVE_FOLDER_TYPE } from '@kampus/contract/constants';
import FolderIcon from '@mui/icons-material/Folder';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
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
import { useDriveFiles, type DrivePage } from '../../api/filemanager.ts';
import { depthsOf } from './browser-rules.ts';
import { useDriveSignIn } from './drive-sign-in.ts';
import { formatSize } from './format-size.ts';

type DriveFile = DrivePage['files'][number];

const DriveRow = ({ file, depth }: { file: DriveFile; depth: number }) => {
  const { t, i18n } = useTranslation();
  const folder = file.mimeType === DRIVE_FOLDER_TYPE;
  const Icon = folder ? FolderIcon : InsertDriveFileIcon;
  const size = typeof file.size === 'string' && /^\d+$/.test(file.size) ? Number(file.size) : null;
  return (
    <TableRow>
      <TableCell>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            paddingInlineStart: (theme) => theme.spacing(depth * 3),
          }}
        >
          <Icon fontSize="small" color={folder ? 'primary' : 'action'} aria-hidden />
          <bdi>{file.name}</bdi>
        </Box>
      </TableCell>
      <TableCell>{folder ? t('ui.filemanager.drive_folder') : file.mimeType}</TableCell>
      <TableCell align="right">{size === null ? '' : formatSize(size, i18n.language)}</TableCell>
      <TableCell>
        {typeof file.modifiedTime === 'string' ? new Date(file.modifiedTime).toLocaleString(i18n.language) : ''}
      </TableCell>
    </TableRow>
  );
};

/**
 * The GOOGLE DRIVE tab: signs in with the read-only metadata scope (at Google, or at the server's
 * local Drive when it has no Google client id), then lists the person's files ten a page through
 * the server, which asks the Drive for all fields.
 */
export const DriveTab = () => {
  const { t } = useTranslation();
  const signIn = useDriveSignIn();
  const [pages, setPages] = useState<string[]>([]);
  const files = useDriveFiles(signIn.accessToken, pages.at(-1));
  if (signIn.settingsError)
    return <Alert severity="error">{errorMessage(signIn.settingsError, t('app.an_error_occurred'))}</Alert>;
  if (signIn.provider === null) return <LinearProgress aria-label={t('ui.filemanager.tab_drive')} />;
  if (signIn.provider === 'off') return <Alert severity="info">{t('ui.filemanager.drive_not_configured')}</Alert>;
  const signedIn = signIn.accessToken !== null;
  const depths = depthsOf(files.data?.files ?? []);
  const signInLabel =
    signIn.provider === 'local' ? t('ui.filemanager.drive_sign_in_local') : t('ui.filemanager.drive_sign_in');
  return (
    <Box>
      {signIn.provider === 'local' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('ui.filemanager.drive_local_note')}
        </Alert>
      )}
      {(signIn.error || files.isError) && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {signIn.error ?? errorMessage(files.error, t('app.an_error_occurred'))}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        {(!signedIn || files.isError) && (
          <Button variant="contained" onClick={signIn.start}>
            {signInLabel}
          </Button>
        )}
        {signedIn && (
          <Button
            onClick={() => {
              setPages([]);
              signIn.signOut();
            }}
          >
            {t('ui.filemanager.drive_sign_out')}
          </Button>
        )}
      </Box>
      {signedIn && (
        <>
          {files.isFetching && <LinearProgress />}
          <Table size="small" aria-label={t('ui.filemanager.tab_drive')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('ui.filemanager.column_name')}</TableCell>
                <TableCell>{t('ui.filemanager.drive_type')}</TableCell>
                <TableCell align="right">{t('ui.filemanager.drive_size')}</TableCell>
                <TableCell>{t('ui.filemanager.drive_modified')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(files.data?.files ?? []).map((file) => (
                <DriveRow key={file.id} file={file} depth={depths.get(file.id) ?? 0} />
              ))}
              {files.isSuccess && files.data.files.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>{t('ui.filemanager.drive_empty')}</TableCell>
                </TableRow>
              )}
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
