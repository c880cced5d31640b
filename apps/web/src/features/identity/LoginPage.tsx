import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { linkStyle } from '../../components/link-style.ts';
import { NewTabLink } from '../../components/NewTabLink.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { afterLoginPath } from '../../shell/guard/guard-rules.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { AuthPageLayout } from './AuthPageLayout.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { useSignIn } from './identity-mutations.ts';
import { loginErrorKey } from './login-errors.ts';

const SafeHtml = lazy(() => import('../../components/SafeHtml.tsx').then((module) => ({ default: module.SafeHtml })));

/** spec 1 §2.1 login (full page): email, password, remember me, forgotten password, account creation link. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const [mode, setMode] = useState<'signIn' | 'forgot'>('signIn');
  usePageTitle(t('login.title'));

  let content: React.ReactNode;
  if (!settings.signInEnabled) {
    // The organiser's closed text is HTML; the sanitiser loads only for this rare case.
    content = (
      <Alert severity="info">
        {settings.closedText ? (
          <Suspense fallback={null}>
            <SafeHtml html={settings.closedText} />
          </Suspense>
        ) : (
          t('login.platformClosed')
        )}
      </Alert>
    );
  } else if (mode === 'forgot') {
    content = <ForgotPasswordForm onBack={() => setMode('signIn')} />;
  } else {
    content = <SignInForm onForgotPassword={() => setMode('forgot')} />;
  }
  return <AuthPageLayout>{content}</AuthPageLayout>;
}

function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const { settings, eventCode } = usePlatform();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<TKey | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password.trim()) {
      setError(tKey('login.errors.missingFields'));
      return;
    }
    signIn.mutate(
      { email, password, remember },
      {
        onSuccess: () => void navigate(afterLoginPath(searchParams.get('redirect'), eventCode), { replace: true }),
        onError: (failure) => setError(loginErrorKey(failure)),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      data-testid="login-form"
      aria-label={t('login.title')}
      aria-describedby={error ? errorId : undefined}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {error ? (
          <Alert severity="error" id={errorId}>
            {t(error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextInput
          label={t('login.password')}
          type={showPassword ? 'text' : 'password'}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={t('login.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />
        <FormControlLabel
          control={<Checkbox checked={remember} onChange={(event) => setRemember(event.target.checked)} />}
          label={t('login.rememberMe')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={signIn.isPending}>
          {t('login.submit')}
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          {settings.externalForgotPasswordUri ? (
            <NewTabLink href={settings.externalForgotPasswordUri}>{t('login.forgotPassword')}</NewTabLink>
          ) : (
            <Box component="button" type="button" onClick={onForgotPassword} sx={linkStyle}>
              {t('login.forgotPassword')}
            </Box>
          )}
          {settings.externalCreateAccountUri ? (
            <NewTabLink href={settings.externalCreateAccountUri}>{t('login.createAccount')}</NewTabLink>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
