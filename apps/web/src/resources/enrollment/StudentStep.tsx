import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ErrorAt } from './violations.ts';
import { STUDENT_FIELDS, type StudentField } from './wizard-state.ts';

const INPUT: Partial<Record<StudentField, string>> = { birthDate: 'date', email: 'email', phone: 'tel' };

/**
 * Step 1: the student's own fields, with the rules of `POST /api/students`. The student number
 * is the student's own field (the spec's); left empty, the command gives the next one of the
 * school's pattern.
 */
export const StudentStep = ({
  values,
  onChange,
  errorAt,
}: {
  values: Record<StudentField, string>;
  onChange: (values: Record<StudentField, string>) => void;
  errorAt: ErrorAt;
}) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      {STUDENT_FIELDS.map((field) =>
        field === 'gender' ? (
          <TextField
            key={field}
            select
            name={`student.${field}`}
            label={t('fields.gender')}
            value={values.gender}
            onChange={(event) => onChange({ ...values, gender: event.target.value })}
            error={errorAt('student.gender') !== undefined}
            helperText={errorAt('student.gender')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">—</option>
            <option value="female">{t('ui.values.female')}</option>
            <option value="male">{t('ui.values.male')}</option>
          </TextField>
        ) : (
          <TextField
            key={field}
            name={`student.${field}`}
            label={t(`fields.${field}`)}
            type={INPUT[field] ?? 'text'}
            required={field === 'name' || field === 'lastName'}
            value={values[field]}
            onChange={(event) => onChange({ ...values, [field]: event.target.value })}
            error={errorAt(`student.${field}`) !== undefined}
            helperText={
              errorAt(`student.${field}`) ??
              (field === 'studentNumber' ? t('ui.enrollment.wizard.student_number_hint') : undefined)
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ),
      )}
    </Stack>
  );
};
