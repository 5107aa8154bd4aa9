import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FILE_MANAGER_MAX_BYTES } from '@kampus/contract/action';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog.tsx';
import { cleanName } from './browser-rules.ts';

export const MAX_MB = FILE_MANAGER_MAX_BYTES / (1024 * 1024);

/**
 * The upload dialog: one picker for one file or several, each listed with the name it will be
 * kept under (spaces become underscores) and the size limit said before anything is sent.
 */
export const UploadDialog = ({ onUpload, onClose }: { onUpload: (files: File[]) => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const tooLarge = files.filter((file) => file.size > FILE_MANAGER_MAX_BYTES);
  return (
    <Dialog
      open
      title={t('ui.filemanager.upload_title')}
      onClose={onClose}
      onCancel={onClose}
      onOk={() => files.length > 0 && onUpload(files)}
      okLabel={t('ui.filemanager.upload')}
      okDisabled={files.length === 0 || tooLarge.length > 0}
      width={480}
    >
      <Button variant="outlined" component="label">
        {t('ui.filemanager.choose_file')}
        <input
          hidden
          multiple
          type="file"
          data-testid="upload-input"
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
      </Button>
      {files.length > 0 && (
        <List dense aria-label={t('ui.filemanager.chosen_files')}>
          {files.map((file) => {
            const kept = cleanName(file.name);
            return (
              <ListItem key={`${file.name}:${file.size}:${file.lastModified}`} disableGutters>
                <ListItemText
                  primary={<bdi>{file.name}</bdi>}
                  secondary={kept !== file.name ? t('ui.filemanager.kept_as', { name: kept }) : undefined}
                />
              </ListItem>
            );
          })}
        </List>
      )}
      <Typography variant="body2" color={tooLarge.length > 0 ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
        {tooLarge.length > 0
          ? tooLarge.map((file) => t('ui.filemanager.too_large', { name: file.name, size: MAX_MB })).join(' ')
          : t('ui.filemanager.size_limit', { size: MAX_MB })}
      </Typography>
    </Dialog>
  );
};
