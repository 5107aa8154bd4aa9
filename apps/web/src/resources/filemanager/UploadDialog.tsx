import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FILE_MANAGER_MAX_BYTES } from '@kampus/contract/action';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog.tsx';

export const MAX_MB = FILE_MANAGER_MAX_BYTES / (1024 * 1024);

/** The upload dialog: one file picker, the size limit said before anything is sent. */
export const UploadDialog = ({ onUpload, onClose }: { onUpload: (file: File) => void; onClose: () => void }) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const tooLarge = file !== null && file.size > FILE_MANAGER_MAX_BYTES;
  return (
    <Dialog
      open
      title={t('ui.filemanager.upload_title')}
      onClose={onClose}
      onCancel={onClose}
      onOk={() => file && onUpload(file)}
      okLabel={t('ui.filemanager.upload')}
      okDisabled={file === null || tooLarge}
      width={480}
    >
      <Button variant="outlined" component="label">
        {t('ui.filemanager.choose_file')}
        <input
          hidden
          type="file"
          data-testid="upload-input"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </Button>
      {file && (
        <Typography sx={{ mt: 1 }}>
          <bdi>{file.name}</bdi>
        </Typography>
      )}
      <Typography variant="body2" color={tooLarge ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
        {tooLarge
          ? t('ui.filemanager.too_large', { name: file.name, size: MAX_MB })
          : t('ui.filemanager.size_limit', { size: MAX_MB })}
      </Typography>
    </Dialog>
  );
};
