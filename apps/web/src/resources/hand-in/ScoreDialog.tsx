import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { idOf } from '@kampus/contract/resource';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldMessages } from '../../api/client.ts';
import { useSaveScore, type HandInAssignment, type HandInRow } from '../../api/hand-in.ts';
import { useSession } from '../../api/use-session.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { nameIn } from '../generic/name-in.ts';
import { handInStateText } from './hand-in-state.ts';
import { SubmissionFiles } from './SubmissionFiles.tsx';

/**
 * One student's hand-in opened by the teacher: the text and files, and the score and comment
 * written to `assignment_scores` on the same screen (its rules answer 422 on the field).
 */
export const ScoreDialog = ({
  assignment,
  row,
  onClose,
}: {
  assignment: HandInAssignment;
  row: HandInRow;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const [points, setPoints] = useState(row.score?.points ?? '');
  const [comment, setComment] = useState(row.score?.comment ?? '');
  const save = useSaveScore();
  const fields = fieldMessages(save.error);
  const { submission } = row;
  const submit = () =>
    save.mutate({
      school: idOf(assignment.school) ?? 0,
      assignment: assignment.id,
      student: row.student,
      existing: row.score,
      points,
      comment,
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="hand-in-dialog-title">
      <DialogTitle id="hand-in-dialog-title">
        <bdi>{row.name}</bdi> · <bdi>{nameIn('assignments', assignment.title, language)}</bdi>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {handInStateText(t, submission, (value) => formatDateTime(value, language))}
          </Typography>
          {submission && (
            <>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>
                {submission.answerText || t('ui.hand_in.no_text')}
              </Typography>
              <SubmissionFiles submission={submission} />
            </>
          )}
          <TextField
            label={t('ui.hand_in.score', { max: assignment.maxPoints })}
            value={points}
            onChange={(event) => setPoints(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={Boolean(fields.points)}
            helperText={fields.points}
          />
          <TextField
            label={t('ui.hand_in.comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={2}
            error={Boolean(fields.comment)}
            helperText={fields.comment}
          />
          {save.isError && !fields.points && !fields.comment && (
            <Alert severity="error">{errorMessage(save.error, t('app.an_error_occurred'))}</Alert>
          )}
          {save.isSuccess && <Alert severity="success">{t('ui.hand_in.score_saved')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ui.hand_in.close')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {t('ui.hand_in.save_score')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
