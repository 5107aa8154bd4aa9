import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useUpdate } from '../../api/resources.ts';
import type { CurrentUser } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';

type Fields = { name: string; lastName: string; email: string };

/** Name, last name and e-mail, saved with PATCH /api/users/{uuid}; the server's 422s on their fields. */
export const ProfileSection = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const save = useUpdate('users');
  const initial: Fields = { name: user.name, lastName: user.lastName, email: user.email };
  const [values, setValues] = useState<Fields>(initial);
  const [touched, setTouched] = useState(false);
  const changed = (Object.keys(initial) as (keyof Fields)[]).some((key) => values[key] !== initial[key]);

  const violations = save.error instanceof ApiError ? (save.error.problem.violations ?? []) : [];
  const fieldError = (name: keyof Fields): string | undefined => {
    if (touched && !values[name].trim()) return t('app.cannot_be_empty');
    return violations.find((violation) => violation.propertyPath === name)?.message;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!values.name.trim() || !values.lastName.trim() || !values.email.trim()) return;
    save.mutate(
      {
        id: user.uuid,
        body: { name: values.name.trim(), lastName: values.lastName.trim(), email: values.email.trim() },
      },
      {
        onSuccess: () => {
          notify({ message: t('ui.form.saved'), variant: 'success' });
          void client.invalidateQueries({ queryKey: ['me'] });
        },
      },
    );
  };

  const field = (name: keyof Fields, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={fieldError(name) !== undefined}
      helperText={fieldError(name)}
      disabled={save.isPending}
      required
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {save.isError && violations.length === 0 && (
        <Alert severity="error">{errorMessage(save.error, t('app.an_error_occurred'))}</Alert>
      )}
      {field('name', t('fields.name'), 'text', 'given-name')}
      {field('lastName', t('fields.lastName'), 'text', 'family-name')}
      {field('email', t('fields.email'), 'email', 'email')}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || !changed}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {save.isPending ? t('ui.form.saving') : t('ui.form.save')}
        </Button>
      </Box>
    </Box>
  );
};
