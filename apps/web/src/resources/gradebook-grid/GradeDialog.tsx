import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldMessages } from '../../api/client.ts';
import { useGradeOverride, useStudentCourseGrade, type GradeTarget } from '../../api/grade-overrides.ts';
import type { ClassGradebook } from '../../api/gradebook-grid.ts';
import { useSession } from '../../api/use-session.ts';
import { OverrideLine } from '../grades/CourseGradeCard.tsx';
import { GradeExplanation } from '../grades/GradeExplanation.tsx';
import { gradeFigure } from '../grades/grade-words.ts';

interface Props {
  target: GradeTarget;
  studentName: string;
  data: Pick<ClassGradebook, 'course' | 'assignments'>;
  onClose: () => void;
}

/**
 * One student's course grade, opened from the grid (docs/gradebook.md, "Term grades and
 * overrides"): the grade worked out from the scores and how (categories, weights, dropped
 * scores), the teacher's grade beside it when set, and the form that sets it on the course's
 * scale with a reason, shows it to families, or removes it to return to the worked-out grade.
 */
export const GradeDialog = ({ target, studentName, data, onClose }: Props) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const id = useId();
  const grade = useStudentCourseGrade(target);
  const { set, remove } = useGradeOverride(target);
  const stored = grade.data?.override ?? null;
  const [form, setForm] = useState({ grade: '', reason: '', released: false });
  const [done, setDone] = useState<string | null>(null);
  // The form opens on the teacher's grade once it has been read, and follows another stored one
  // (set in another tab), never while the teacher types: compared during render, no effect.
  const storedKey = stored ? `${stored.id}:${stored.grade}:${stored.reason}:${stored.releasedAt ?? ''}` : '';
  const [shownKey, setShownKey] = useState('');
  if (stored && storedKey !== shownKey) {
    setShownKey(storedKey);
    setForm({ grade: stored.grade, reason: stored.reason, released: stored.releasedAt !== null });
  }
  const work = useMemo(() => new Map(data.assignments.map((row) => [row.id, row])), [data.assignments]);
  const explanation = grade.data?.explanation;
  const errors = fieldMessages(set.error);
  const refused =
    set.error && Object.keys(errors).length === 0 ? errorMessage(set.error, t('app.an_error_occurred')) : null;
  // What the course's scale takes: its bands' labels, or a percent.
  const scaleGrades = grade.data?.scaleGrades ?? null;
  const scaleHint = scaleGrades
    ? t('ui.gradebook_grid.override_grade_bands', { grades: scaleGrades.join(', ') })
    : t('ui.gradebook_grid.override_grade_percent');

  const save = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    // The release is sent only when it changes: saving again keeps the moment families first saw it.
    const keep = stored !== null && (stored.releasedAt !== null) === form.released;
    const body = keep ? { grade: form.grade, reason: form.reason } : form;
    set.mutate(body, { onSuccess: () => setDone(t('ui.gradebook_grid.override_saved')) });
  };
  const unset = () => {
    setDone(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setForm({ grade: '', reason: '', released: false });
        set.reset();
        setDone(t('ui.gradebook_grid.override_removed'));
      },
    });
  };
  const busy = set.isPending || remove.isPending;
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="md">
      <DialogTitle id={`${id}-title`}>
        {t('ui.gradebook_grid.grade_title', { student: studentName, course: data.course.title })}
      </DialogTitle>
      <DialogContent>
        {grade.isLoading && <CircularProgress aria-label={t('ui.form.loading')} />}
        {grade.isError && <Alert severity="error">{errorMessage(grade.error, t('app.an_error_occurred'))}</Alert>}
        {grade.data && explanation && (
          <>
            <Typography>
              {explanation.computed
                ? t('ui.gradebook_grid.worked_out', { grade: gradeFigure(t, explanation.computed, language) })
                : t('ui.gradebook_grid.worked_out_none')}
            </Typography>
            {explanation.override && <OverrideLine override={explanation.override} computed={explanation.computed} />}
            <GradeExplanation id={`${id}-explanation`} explanation={explanation} work={work} />
            <Box
              component="form"
              aria-labelledby={`${id}-form`}
              onSubmit={save}
              noValidate
              sx={{ mt: 3, display: 'grid', gap: 2 }}
            >
              <Typography id={`${id}-form`} variant="subtitle1" component="h3">
                {t('ui.gradebook_grid.override_heading')}
              </Typography>
              <TextField
                label={t('ui.gradebook_grid.override_grade')}
                value={form.grade}
                onChange={(event) => setForm({ ...form, grade: event.target.value })}
                error={Boolean(errors.grade)}
                helperText={errors.grade ?? scaleHint}
                required
                slotProps={{ htmlInput: { maxLength: 10 } }}
              />
              <TextField
                label={t('ui.gradebook_grid.override_reason')}
                value={form.reason}
                onChange={(event) => setForm({ ...form, reason: event.target.value })}
                error={Boolean(errors.reason)}
                helperText={errors.reason}
                required
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={form.released}
                    onChange={(event) => setForm({ ...form, released: event.target.checked })}
                  />
                }
                label={
                  stored?.releasedAt
                    ? t('ui.gradebook_grid.override_released', { date: stored.releasedAt.slice(0, 10) })
                    : t('ui.gradebook_grid.override_release')
                }
              />
              {refused && <Alert severity="error">{refused}</Alert>}
              {remove.isError && (
                <Alert severity="error">{errorMessage(remove.error, t('app.an_error_occurred'))}</Alert>
              )}
              <Box role="status" aria-live="polite">
                {done}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button type="submit" variant="contained" disabled={busy}>
                  {t('ui.gradebook_grid.override_save')}
                </Button>
                {stored && (
                  <Button onClick={unset} disabled={busy}>
                    {t('ui.gradebook_grid.override_remove')}
                  </Button>
                )}
              </Box>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ui.gradebook_grid.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
