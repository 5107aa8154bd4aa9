import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { users } from '@kampus/contract/resources';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useChangeEmail } from '../../api/account.ts';
import { useUpdate } from '../../api/resources.ts';
import type { CurrentUser } from '../../api/types.ts';
import { useNotify } from '../../app/notices.ts';
import { SaveButton } from '../../components/SaveButton.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';

type Fields = {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  homeAddress: string;
  workAddress: string;
};
const PERSONAL = ['phone', 'homeAddress', 'workAddress'] as const;
const REQUIRED = ['name', 'lastName', 'email'] as const;

/**
 * Name and last name, and the personal data (phone, home and work address: what the store's
 * customer record reads), saved with PATCH /api/users/{uuid}; the server's 422s on their fields. A new
 * e-mail address is a credential: it asks for the current password (POST /{lang}/change-email)
 * and takes effect once the link mailed to the new address is opened, which the section says.
 */
export const ProfileSection = ({ user }: { user: CurrentUser }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const save = useUpdate(users);
  const changeEmail = useChangeEmail();
  const initial: Fields = {
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    homeAddress: user.homeAddress ?? '',
    workAddress: user.workAddress ?? '',
  };
  const [values, setValues] = useState<Fields>(initial);
  const [currentPassword, setCurrentPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const changed = (Object.keys(initial) as (keyof Fields)[]).some((key) => values[key] !== initial[key]);
  const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();
  const namesChanged =
    values.name !== initial.name ||
    values.lastName !== initial.lastName ||
    PERSONAL.some((key) => values[key] !== initial[key]);

  const violations = [save.error, changeEmail.error].flatMap((error) =>
    error instanceof ApiError ? (error.problem.violations ?? []) : [],
  );
  const fieldError = (name: keyof Fields | 'currentPassword'): string | undefined => {
    const value = name === 'currentPassword' ? currentPassword : values[name];
    const required = name === 'currentPassword' || (REQUIRED as readonly string[]).includes(name);
    if (touched && required && !value.trim()) return t('app.cannot_be_empty');
    return violations.find((violation) => violation.propertyPath === name)?.message;
  };

  const saveEmail = () =>
    changeEmail.mutate(
      { currentPassword, email: values.email.trim() },
      {
        onSuccess: (answer) => {
          setCurrentPassword('');
          // The account keeps its address until the link is opened: the field shows it again.
          setValues((current) => ({ ...current, email: user.email }));
          if (answer.pendingEmail !== null) {
            notify({
              message: { key: 'ui.accounts.profile.email_sent', values: { email: answer.pendingEmail } },
              variant: 'success',
            });
          }
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!values.name.trim() || !values.lastName.trim() || !values.email.trim()) return;
    if (emailChanged && !currentPassword) return;
    if (!namesChanged) {
      if (emailChanged) saveEmail();
      return;
    }
    save.mutate(
      {
        id: user.uuid,
        body: {
          name: values.name.trim(),
          lastName: values.lastName.trim(),
          // Empty clears a personal field.
          ...Object.fromEntries(PERSONAL.map((key) => [key, values[key].trim() === '' ? null : values[key].trim()])),
        },
      },
      {
        onSuccess: () => {
          notify({ message: { key: 'ui.form.saved' }, variant: 'success' });
          void client.invalidateQueries({ queryKey: ['me'] });
          void client.invalidateQueries({ queryKey: ['personal'] });
          if (emailChanged) saveEmail();
        },
      },
    );
  };
  const pending = save.isPending || changeEmail.isPending;

  const field = (name: keyof Fields, label: string, type = 'text', autoComplete?: string) => (
    <TextField
      key={name}
      multiline={name === 'homeAddress' || name === 'workAddress'}
      minRows={name === 'homeAddress' || name === 'workAddress' ? 2 : undefined}
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={fieldError(name) !== undefined}
      helperText={fieldError(name)}
      disabled={pending}
      required={(REQUIRED as readonly string[]).includes(name)}
      fullWidth
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {user.pendingEmail && (
        <Alert severity="info">
          {t('ui.accounts.profile.email_pending', { email: user.pendingEmail, current: user.email })}
        </Alert>
      )}
      {save.isError && violations.length === 0 && (
        <Alert severity="error">{errorMessage(save.error, t('app.an_error_occurred'))}</Alert>
      )}
      {changeEmail.isError && violations.length === 0 && (
        <Alert severity="error">{errorMessage(changeEmail.error, t('app.an_error_occurred'))}</Alert>
      )}
      {field('name', t('fields.name'), 'text', 'given-name')}
      {field('lastName', t('fields.lastName'), 'text', 'family-name')}
      {field('email', t('fields.email'), 'email', 'email')}
      {field('phone', t('fields.phone'), 'tel', 'tel')}
      {/* "home" and "work" qualify only phones, e-mail and messaging ("home street-address" is
          invalid, axe autocomplete-valid): the two addresses are two sections of the form. */}
      {field('homeAddress', t('fields.homeAddress'), 'text', 'section-home street-address')}
      {field('workAddress', t('fields.workAddress'), 'text', 'section-work street-address')}
      {emailChanged && (
        <PasswordField
          purpose="current"
          label={t('ui.accounts.profile.current_password')}
          value={currentPassword}
          onValueChange={setCurrentPassword}
          problem={fieldError('currentPassword')}
          disabled={pending}
          required
          fullWidth
        />
      )}
      <Box>
        <SaveButton saving={pending} disabled={!changed} />
      </Box>
    </Box>
  );
};
