import { ASSIGNMENT_KINDS, assignments, gradingCategories } from '@kampus/contract/resources';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldMessages } from '../../api/client.ts';
import { useCreateAssignment, type ClassGradebook, type NewAssignment } from '../../api/gradebook-grid.ts';
import { useOptions } from '../../api/resources.ts';
import { useSession } from '../../api/use-session.ts';
import { categoryName } from '../grades/grade-words.ts';
import { fieldLabel } from '../generic/labels.ts';
import { nameIn } from '../generic/name-in.ts';

interface Props {
  data: Pick<ClassGradebook, 'class' | 'course' | 'policy'>;
  onClose: () => void;
  /** Told the new work's title once it is stored (the page says so in its live region). */
  onCreated: (title: string) => void;
}

const EMPTY = {
  title: '',
  kind: 'homework' as NewAssignment['kind'],
  category: '',
  dueDate: '',
  maxPoints: '100',
  description: '',
};

/**
 * New graded work for the grid's class and course, from the grid itself (docs/gradebook.md, "The
 * grid"): the teacher never picks a school, class or course again. The category is one of the
 * course's policy (none offered when the course has no policy); the server checks every field and
 * a refusal is shown on the field it names.
 */
export const NewAssignmentDialog = ({ data, onClose, onCreated }: Props) => {
  const { t } = useTranslation();
  const { language } = useSession();
  const id = useId();
  const create = useCreateAssignment({ school: data.class.school, class: data.class.id, course: data.course.id });
  const categories = useOptions(gradingCategories, '', data.policy !== null, {
    gradingPolicy: String(data.policy ?? 0),
  });
  const [form, setForm] = useState(EMPTY);
  const errors = fieldMessages(create.error);
  const refused =
    create.error && Object.keys(errors).length === 0 ? errorMessage(create.error, t('app.an_error_occurred')) : null;
  const label = (name: string) => fieldLabel(t, assignments, name);
  const change = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [name]: event.target.value }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const body: NewAssignment = {
      title: form.title.trim(),
      kind: form.kind,
      gradingCategory: form.category === '' ? null : Number(form.category),
      dueDate: form.dueDate === '' ? null : form.dueDate,
      maxPoints: form.maxPoints.trim(),
      description: form.description.trim() === '' ? null : form.description.trim(),
    };
    create.mutate(body, { onSuccess: (row) => onCreated(row.title) });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <form onSubmit={save} noValidate>
        <DialogTitle id={`${id}-title`}>
          {t('ui.gradebook_grid.new_title', {
            class: data.class.title,
            course: nameIn('courses', data.course.title, language),
          })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refused && <Alert severity="error">{refused}</Alert>}
            <TextField
              label={label('title')}
              value={form.title}
              onChange={change('title')}
              required
              autoFocus
              error={Boolean(errors.title)}
              helperText={errors.title}
              slotProps={{ htmlInput: { maxLength: 150 } }}
            />
            <TextField
              select
              label={label('kind')}
              value={form.kind}
              onChange={change('kind')}
              error={Boolean(errors.kind)}
              helperText={errors.kind}
            >
              {ASSIGNMENT_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`ui.values.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            {data.policy !== null && (
              <TextField
                select
                label={label('gradingCategory')}
                value={form.category}
                onChange={change('category')}
                error={Boolean(errors.gradingCategory)}
                helperText={errors.gradingCategory ?? t('ui.gradebook_grid.new_category_help')}
              >
                <MenuItem value="">{t('ui.gradebook_grid.new_no_category')}</MenuItem>
                {(categories.data?.items ?? []).map((row) => (
                  <MenuItem key={row.id} value={String(row.id)}>
                    {categoryName(String(row.title), language)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={label('maxPoints')}
                value={form.maxPoints}
                onChange={change('maxPoints')}
                required
                error={Boolean(errors.maxPoints)}
                helperText={errors.maxPoints}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ flex: 1 }}
              />
              <TextField
                type="date"
                label={label('dueDate')}
                value={form.dueDate}
                onChange={change('dueDate')}
                error={Boolean(errors.dueDate)}
                helperText={errors.dueDate}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
            </Stack>
            <TextField
              label={label('description')}
              value={form.description}
              onChange={change('description')}
              multiline
              minRows={2}
              error={Boolean(errors.description)}
              helperText={errors.description}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('ui.gradebook_grid.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending}
            startIcon={create.isPending ? <CircularProgress size={16} /> : undefined}
          >
            {t('ui.gradebook_grid.new_save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
