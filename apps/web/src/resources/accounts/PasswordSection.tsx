import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useChangePassword } from '../../api/account.ts';
import { ApiError, errorMessage } from '../../api/client.ts';
import { logout } from '../../api/auth.ts';
import { queryClient } from '../../api/query-client.ts';
import { useNotify } from '../../app/notices.ts';
import { passwordProblem } from '../../pages/accounts/password-check.ts';
import { PasswordField } from '../../components/PasswordField.tsx';

type Name = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * Change password: current, new and confirm. The rule and the match are checked here, the
 * current password by the server first ('wrong current password'). A change ends every
 * session, so the person is signed out and signs in with the new password.
 */
export const PasswordSection = () => {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [values, setValues] = useState<Record<Name, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [currentMissing, setCurrentMissing] = useState(false);

  const violations = change.error instanceof ApiError ? (change.error.problem.violations ?? []) : [];
  const serverError = (name: string) => violations.find((violation) => violation.propertyPath === name)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { currentPassword, newPassword, confirmPassword } = values;
    const found = passwordProblem(newPassword, confirmPassword);
    setCurrentMissing(!currentPassword);
    setProblem(found);
    if (found || !currentPassword) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notify({ message: { key: 'ui.accounts.password.changed' }, variant: 'success', persist: true });
          void logout().then(() => {
            queryClient.clear();
            void navigate('/login', { replace: true });
          });
        },
      },
    );
  };

  const ruleError =
    problem === 'app.cannot_be_empty' || problem === 'validation.password_rule' ? t(problem) : undefined;
  const problems: Record<Name, string | undefined> = {
    currentPassword: currentMissing ? t('app.cannot_be_empty') : serverError('currentPassword'),
    newPassword: ruleError ?? serverError('newPassword'),
    confirmPassword: problem === 'login.reset_password.password_no_match' ? t(problem) : undefined,
  };
  // Each field by its name: the value typed, its change, its problem; all required, all wait for the change.
  const field = (name: Name) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    problem: problems[name],
    disabled: change.isPending,
    required: true,
  });
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {change.isError && violations.length === 0 && (
        <Alert severity="error">{errorMessage(change.error, t('app.an_error_occurred'))}</Alert>
      )}
      <PasswordField purpose="current" label={t('ui.accounts.password.current')} {...field('currentPassword')} />
      <PasswordField purpose="new" label={t('ui.accounts.password.new')} {...field('newPassword')} />
      <PasswordField purpose="new" label={t('ui.accounts.password.confirm')} {...field('confirmPassword')} />
      <Typography variant="body2" color="text.secondary">
        {t('validation.password_rule')}
      </Typography>
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={change.isPending}
          startIcon={change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('ui.accounts.password.submit')}
        </Button>
      </Box>
    </Box>
  );
};
