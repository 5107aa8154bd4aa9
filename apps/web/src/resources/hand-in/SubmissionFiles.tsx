import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSubmissionFileDownload, type SubmissionRecord } from '../../api/hand-in.ts';

/**
 * A hand-in's files as download buttons (served only through the hand-in, always as a download).
 * `onRemove` is given to the student who may still take a file off.
 */
export const SubmissionFiles = ({
  submission,
  onRemove,
}: {
  submission: SubmissionRecord;
  onRemove?: (file: string) => void;
}) => {
  const { t } = useTranslation();
  const save = useSubmissionFileDownload();
  const files = submission.attachments ?? [];
  if (files.length === 0) return <Typography variant="body2">{t('ui.hand_in.no_files')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {files.map((file) => (
        <Stack key={file.id} direction="row" sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<Download />}
            onClick={() => save.mutate({ id: submission.id, file })}
          >
            <bdi>{file.name}</bdi>
          </Button>
          {onRemove && (
            <Button
              size="small"
              onClick={() => onRemove(file.id)}
              aria-label={t('ui.hand_in.remove_file', { name: file.name })}
            >
              ×
            </Button>
          )}
        </Stack>
      ))}
    </Stack>
  );
};
