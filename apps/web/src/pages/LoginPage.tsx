import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router';
import { useLogin } from '../api/auth.ts';
import { errorMessage } from '../api/client.ts';
import { sessionStore } from '../api/session-store.ts';
import { useSession } from '../api/use-session.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { PublicShell } from './PublicShell.tsx';

export const HOME_PATH = '/account/home';

const targetAfterLogin = (state: unknown): string => {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && from !== '/' ? from : HOME_PATH;
};

export const LoginPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('ui.login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [pwd, setPwd] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [touched, setTouched] = useState(false);

  if (token && !login.isSuccess) return <Navigate to={targetAfterLogin(location.state)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!email.trim() || !pwd) return;
    login.mutate(
      { email: email.trim(), pwd },
      {
        onSuccess: (answer) => {
          enqueueSnackbar(t('login.successful'), { variant: 'success' });
          sessionStore.signIn(answer.accessToken, answer.userId);
          void navigate(targetAfterLogin(location.state), { replace: true });
        },
      },
    );
  };

  const emailMissing = touched && !email.trim();
  const pwdMissing = touched && !pwd;
  return (
    <PublicShell>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="login-title">
        <Typography id="login-title" variant="h5" component="h1" gutterBottom>
          {t('ui.login.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('ui.login.subtitle')}
        </Typography>
        {login.isError && (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {errorMessage(login.error, t('app.an_error_occurred'))}
          </Alert>
        )}
        {login.isSuccess && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('login.successful')}
          </Alert>
        )}
        <TextField
          label={t('ui.login.email')}
          type="email"
          name="email"
          autoComplete="username"
          fullWidth
          margin="normal"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailMissing}
          helperText={emailMissing ? t('app.cannot_be_empty') : undefined}
          disabled={login.isPending}
          required
          autoFocus
        />
        <TextField
          label={t('ui.login.password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          fullWidth
          margin="normal"
          value={pwd}
          onChange={(event) => setPwd(event.target.value)}
          error={pwdMissing}
          helperText={pwdMissing ? t('app.cannot_be_empty') : undefined}
          disabled={login.isPending}
          required
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? t('ui.login.hide_password') : t('ui.login.show_password')}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 2 }}
          disabled={login.isPending}
          startIcon={login.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('ui.login.submit')}
        </Button>
        {login.isPending && (
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
            {t('ui.login.validating')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/forgot-password">
            {t('ui.login.forgot')}
          </Link>
          <Link component={RouterLink} to="/register">
            {t('ui.login.register')}
          </Link>
        </Box>
      </Box>
    </PublicShell>
  );
};
