import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUBMISSION_FILE_TYPES, SUBMISSION_MAX_FILE_BYTES, SUBMISSION_MAX_FILES } from '@kampus/contract/resources';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldMessages } from '../../api/client.ts';
import { useHandIn, useRemoveSubmissionFile, type HandInWork } from '../../api/hand-in.ts';
import { SubmissionFiles } from './SubmissionFiles.tsx';

const MEGABYTES = String(SUBMISSION_MAX_FILE_BYTES / (1024 * 1024));
/** What the file picker offers first; the server reads each file's bytes whatever its name says. */
const ACCEPT = SUBMISSION_FILE_TYPES.map((type) => `.${type === 'jpg' ? 'jpg,.jpeg' : type}`).join(',');

/**
 * The student's hand-in of one assignment: their text and files. Handing in again replaces the
 * text and adds the new files. A refused text is shown on its field; a refused file on its own.
 */
export const HandInForm = ({ work, student }: { work: HandInWork; student: number }) => {
  const { t } = useTranslation();
  const id = useId();
  const { assignment, submission } = work;
  const [text, setText] = useState(submission?.answerText ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  const handIn = useHandIn(t('app.an_error_occurred'));
  const remove = useRemoveSubmissionFile();
  const fields = fieldMessages(handIn.error);
  const room = SUBMISSION_MAX_FILES - (submission?.attachments?.length ?? 0);

  const pick = (chosen: FileList | null) => {
    const list = [...(chosen ?? [])];
    // Refused here at once rather than after the upload: the server would refuse it too (413).
    setTooLarge(list.filter((file) => file.size > SUBMISSION_MAX_FILE_BYTES).map((file) => file.name));
    setFiles(list.filter((file) => file.size <= SUBMISSION_MAX_FILE_BYTES).slice(0, Math.max(room, 0)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    handIn.mutate(
      {
        school: Number(String(assignment.school).split('/').pop()),
        assignment: assignment.id,
        student,
        existing: submission,
        answerText: text,
        files,
      },
      { onSuccess: () => setFiles([]) },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        <TextField
          id={`${id}-answer`}
          label={t('ui.hand_in.answer')}
          multiline
          minRows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(fields.answerText)}
          helperText={fields.answerText}
        />
        {submission && (
          <SubmissionFiles submission={submission} onRemove={(file) => remove.mutate({ id: submission.id, file })} />
        )}
        {room > 0 && (
          <Box>
            <Button component="label" variant="outlined" size="small">
              {t('ui.hand_in.add_file')}
              <input
                hidden
                type="file"
                multiple
                accept={ACCEPT}
                aria-label={t('ui.hand_in.add_file')}
                onChange={(event) => {
                  pick(event.target.files);
                  // Emptied, so choosing the same file again (after a refusal) is a change too.
                  event.target.value = '';
                }}
              />
            </Button>
            <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
              {t('ui.hand_in.files_hint', { max: SUBMISSION_MAX_FILES, size: MEGABYTES })}
            </Typography>
            {files.map((file) => (
              <Typography key={file.name} variant="body2">
                <bdi>{file.name}</bdi>
              </Typography>
            ))}
          </Box>
        )}
        {tooLarge.map((name) => (
          <Alert key={name} severity="warning">
            {t('ui.hand_in.upload_failed', { name, reason: t('ui.hand_in.file_too_large', { size: MEGABYTES }) })}
          </Alert>
        ))}
        {handIn.progress && (
          <Box role="status">
            <Typography variant="body2">{t('ui.hand_in.uploading', handIn.progress)}</Typography>
            <LinearProgress variant="determinate" value={handIn.progress.percent} />
          </Box>
        )}
        {handIn.data?.failures.map((failure) => (
          <Alert key={failure.name} severity="error">
            {t('ui.hand_in.upload_failed', { name: failure.name, reason: failure.message })}
          </Alert>
        ))}
        {handIn.isError && !fields.answerText && (
          <Alert severity="error">{errorMessage(handIn.error, t('app.an_error_occurred'))}</Alert>
        )}
        {handIn.isSuccess && handIn.data.failures.length === 0 && (
          <Alert severity="success">{t('ui.hand_in.saved')}</Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={handIn.isPending}>
            {submission ? t('ui.hand_in.resubmit') : t('ui.hand_in.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
