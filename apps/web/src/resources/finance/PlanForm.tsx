import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError, newIntentKey, usePlanInstallments } from '../../api/finance.ts';
import { errorMessage } from '../../api/client.ts';

const FIELDS = ['total', 'downPayment', 'count', 'firstDate'] as const;
type Field = (typeof FIELDS)[number];

/** Makes a plan: a down payment and equal monthly installments; each refusal shows on its field. */
export const PlanForm = ({ studentId }: { studentId: number }) => {
  const { t } = useTranslation();
  const plan = usePlanInstallments();
  const [values, setValues] = useState<Record<Field, string>>({
    total: '',
    downPayment: '0',
    count: '9',
    firstDate: new Date().toISOString().slice(0, 10),
  });
  // One key per filled-in form: a double click plans once; a change of the form is a new intent.
  const [key, setKey] = useState(newIntentKey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    plan.mutate(
      { key, studentId, ...values, count: Number(values.count) },
      { onSuccess: () => setKey(newIntentKey()) },
    );
  };
  const unplaced =
    plan.error && !FIELDS.some((field) => fieldError(plan.error, field)) ? errorMessage(plan.error, '') : '';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="form"
      onSubmit={submit}
      aria-label={t('ui.finance.plan.title')}
    >
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        {t('ui.finance.plan.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            size="small"
            name={field}
            label={t(`ui.finance.plan.${field}`)}
            type={field === 'firstDate' ? 'date' : field === 'count' ? 'number' : 'text'}
            value={values[field]}
            onChange={(event) => {
              setValues({ ...values, [field]: event.target.value });
              setKey(newIntentKey());
            }}
            error={fieldError(plan.error, field) !== undefined}
            helperText={fieldError(plan.error, field)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <Button type="submit" variant="contained" disabled={plan.isPending}>
          {t('ui.finance.plan.make')}
        </Button>
      </Stack>
      {unplaced ? (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {unplaced}
        </Typography>
      ) : null}
    </Paper>
  );
};
