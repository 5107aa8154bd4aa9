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
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [currentMissing, setCurrentMissing] = useState(false);

  const violations = change.error instanceof ApiError ? (change.error.problem.violations ?? []) : [];
  const serverError = (name: string) => violations.find((violation) => violation.propertyPath === name)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblem(password, confirm);
    setCurrentMissing(!current);
    setProblem(found);
    if (found || !current) return;
    change.mutate(
      { currentPassword: current, newPassword: password },
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
  const newError = ruleError ?? serverError('newPassword');
  const currentError = currentMissing ? t('app.cannot_be_empty') : serverError('currentPassword');
  const confirmError = problem === 'login.reset_password.password_no_match' ? t(problem) : undefined;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      {change.isError && violations.length === 0 && (
        <Alert severity="error">{errorMessage(change.error, t('app.an_error_occurred'))}</Alert>
      )}
      <PasswordField
        purpose="current"
        label={t('ui.accounts.password.current')}
        value={current}
        onValueChange={setCurrent}
        problem={currentError}
        disabled={change.isPending}
        required
      />
      <PasswordField
        purpose="new"
        label={t('ui.accounts.password.new')}
        value={password}
        onValueChange={setPassword}
        problem={newError}
        disabled={change.isPending}
        required
      />
      <PasswordField
        purpose="new"
        label={t('ui.accounts.password.confirm')}
        name="confirmPassword"
        value={confirm}
        onValueChange={setConfirm}
        problem={confirmError}
        disabled={change.isPending}
        required
      />
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
