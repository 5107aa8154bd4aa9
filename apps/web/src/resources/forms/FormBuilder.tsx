import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicator from '@mui/icons-material/DragIndicator';
import { FORM_FIELD_TYPES, type FormField } from '@kampus/contract/resources';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

const ADMISSION_TARGETS = [
  'applicantName',
  'applicantLastName',
  'guardianName',
  'guardianPhone',
  'guardianEmail',
] as const;

/** Moves item `from` to index `to`. */
const moved = <T,>(items: readonly T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
};

const newKey = (fields: readonly FormField[]): string => {
  let index = fields.length + 1;
  while (fields.some((field) => field.key === `q${index}`)) index += 1;
  return `q${index}`;
};

/**
 * The questions of a form, in order: drag a card by its handle (or use the arrows, for the
 * keyboard) to move it; each has a type, a label, help text, required and, for choices, options.
 * `errors` are the server's violations by path (`fields[2].label`).
 */
export const FormBuilder = ({
  fields,
  onChange,
  errors,
  preRegistration,
}: {
  fields: FormField[];
  onChange: (fields: FormField[]) => void;
  errors: Record<string, string>;
  preRegistration: boolean;
}) => {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<number | null>(null);
  const update = (index: number, change: Partial<FormField>) =>
    onChange(fields.map((field, at) => (at === index ? { ...field, ...change } : field)));
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null && dragging !== index) onChange(moved(fields, dragging, index));
    setDragging(null);
  };
  return (
    <Stack spacing={1.5}>
      {errors.fields && <Box sx={{ color: 'error.main' }}>{errors.fields}</Box>}
      {fields.map((field, index) => {
        const error = (name: string) => errors[`fields[${index}].${name}`];
        return (
          <Paper
            key={field.key}
            variant="outlined"
            data-testid="form-question"
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
            sx={{ p: 1.5, opacity: dragging === index ? 0.5 : 1 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box
                draggable
                onDragStart={() => setDragging(index)}
                onDragEnd={() => setDragging(null)}
                sx={{ cursor: 'grab', pt: 1, color: 'text.secondary' }}
                aria-hidden="true"
              >
                <DragIndicator />
              </Box>
              <Stack spacing={1} sx={{ flex: 1 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField
                    label={t('ui.forms_admin.question')}
                    value={field.label}
                    onChange={(event) => update(index, { label: event.target.value })}
                    error={Boolean(error('label'))}
                    helperText={error('label')}
                    size="small"
                    sx={{ flex: 2 }}
                  />
                  <TextField
                    select
                    label={t('ui.forms_admin.type')}
                    value={field.type}
                    onChange={(event) => update(index, { type: event.target.value as FormField['type'] })}
                    error={Boolean(error('type'))}
                    helperText={error('type')}
                    size="small"
                    sx={{ flex: 1, minWidth: 160 }}
                  >
                    {FORM_FIELD_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {t(`ui.forms_admin.types.${type}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
                <TextField
                  label={t('ui.forms_admin.help_text')}
                  value={field.helpText ?? ''}
                  onChange={(event) => update(index, { helpText: event.target.value })}
                  error={Boolean(error('helpText'))}
                  helperText={error('helpText')}
                  size="small"
                />
                {(field.type === 'singleChoice' || field.type === 'multipleChoice') && (
                  <TextField
                    label={t('ui.forms_admin.options')}
                    value={(field.options ?? []).join('\n')}
                    onChange={(event) => update(index, { options: event.target.value.split('\n') })}
                    error={Boolean(error('options'))}
                    helperText={error('options') ?? t('ui.forms_admin.options_help')}
                    size="small"
                    multiline
                    minRows={2}
                  />
                )}
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.required === true}
                        onChange={(event) => update(index, { required: event.target.checked })}
                      />
                    }
                    label={t('ui.forms_admin.required')}
                  />
                  {preRegistration && field.type === 'text' && (
                    <TextField
                      select
                      label={t('ui.forms_admin.maps_to')}
                      value={field.mapsTo ?? ''}
                      onChange={(event) => {
                        const next: FormField = { ...field, mapsTo: event.target.value || undefined };
                        onChange(fields.map((item, at) => (at === index ? next : item)));
                      }}
                      size="small"
                      sx={{ minWidth: 220 }}
                    >
                      <MenuItem value="">{t('ui.forms_admin.maps_to_none')}</MenuItem>
                      {ADMISSION_TARGETS.map((target) => (
                        <MenuItem key={target} value={target}>
                          {t(`fields.${target}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                </Stack>
              </Stack>
              <Stack>
                <Tooltip title={t('ui.forms_admin.move_up')}>
                  <span>
                    <IconButton
                      aria-label={t('ui.forms_admin.move_up')}
                      disabled={index === 0}
                      onClick={() => onChange(moved(fields, index, index - 1))}
                    >
                      <ArrowUpward fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('ui.forms_admin.move_down')}>
                  <span>
                    <IconButton
                      aria-label={t('ui.forms_admin.move_down')}
                      disabled={index === fields.length - 1}
                      onClick={() => onChange(moved(fields, index, index + 1))}
                    >
                      <ArrowDownward fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('ui.forms_admin.remove')}>
                  <IconButton
                    aria-label={t('ui.forms_admin.remove')}
                    onClick={() => onChange(fields.filter((_, at) => at !== index))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      <Box>
        <Button onClick={() => onChange([...fields, { key: newKey(fields), type: 'text', label: '' }])}>
          {t('ui.forms_admin.add_question')}
        </Button>
      </Box>
    </Stack>
  );
};
