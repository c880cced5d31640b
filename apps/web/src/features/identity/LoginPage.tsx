import { localized, type TSignInOptions } from '@atrium/contracts';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { refusalMessage } from '../../api/api-error.ts';
import { AppButton } from '../../components/AppButton.tsx';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { ChoiceInput, Notice, TextInput } from '../../components/form-controls.tsx';
import { linkStyle } from '../../components/link-style.ts';
import { NewTabLink } from '../../components/NewTabLink.tsx';
import { ServerHtml } from '../../components/ServerHtml.tsx';
import { useLocale } from '../../i18n/index.ts';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { afterLoginPath } from '../../shell/guard/guard-rules.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { AuthPageLayout } from './AuthPageLayout.tsx';
import {
  ExternalSignInButtons,
  ExternalSignInStatus,
  useExternalSignInReturn,
  useSignInOptions,
} from './ExternalSignIn.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { useSignIn } from './identity-mutations.ts';
import { isRefusedInput, loginErrorKey } from './login-errors.ts';

/** spec 1 §2.1 login (full page): email, password, remember me, forgotten password, account creation link. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const locale = useLocale();
  const [searchParams] = useSearchParams();
  // ?forgot: the reset page's "ask for a new link" opens the forgotten-password form.
  const [mode, setMode] = useState<'signIn' | 'forgot'>(() => (searchParams.has('forgot') ? 'forgot' : 'signIn'));
  usePageTitle(t('login.title'));
  const options = useSignInOptions();
  const back = useExternalSignInReturn();

  let content: React.ReactNode;
  if (!settings.signInEnabled) {
    // The organiser's closed text is HTML; the sanitiser loads only for this rare case.
    content = (
      <Notice severity="info">
        {settings.closedText ? (
          <ServerHtml html={localized(settings.closedText, settings.closedTextFr, locale)} />
        ) : (
          t('login.platformClosed')
        )}
      </Notice>
    );
  } else if (mode === 'forgot') {
    content = <ForgotPasswordForm onBack={() => setMode('signIn')} />;
  } else {
    // The providers' buttons beside the password form, or alone when the event hides the form.
    content = (
      <>
        <ExternalSignInStatus {...back} />
        {options.passwordForm ? (
          <SignInForm onForgotPassword={() => setMode('forgot')} options={options} />
        ) : (
          <ExternalSignInButtons options={options} remember={false} />
        )}
      </>
    );
  }
  // A closed event that still lets its people sign in tells visitors why they see no more
  // (the organiser's closed text above the form).
  const closedNotice =
    settings.signInEnabled && !settings.open && settings.closedText ? (
      <Notice severity="info" sx={{ mb: 2 }} data-testid="closed-text">
        <ServerHtml html={localized(settings.closedText, settings.closedTextFr, locale)} />
      </Notice>
    ) : null;
  return (
    <AuthPageLayout>
      {closedNotice}
      {content}
    </AuthPageLayout>
  );
}

function SignInForm({ onForgotPassword, options }: { onForgotPassword: () => void; options: TSignInOptions }) {
  const { t } = useTranslation();
  const { settings, eventCode } = usePlatform();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  // A message to translate, or the server's own when it refused the input (400 invalid_request).
  const [error, setError] = useState<{ key: TKey } | { refusal: string } | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password.trim()) {
      setError({ key: tKey('login.errors.missingFields') });
      return;
    }
    signIn.mutate(
      { email, password, remember },
      {
        onSuccess: () => void navigate(afterLoginPath(searchParams.get('redirect'), eventCode), { replace: true }),
        onError: (failure) => {
          const refusal = isRefusedInput(failure) ? refusalMessage(failure) : null;
          setError(refusal ? { refusal } : { key: loginErrorKey(failure) });
        },
      },
    );
  };

  return (
    <>
      <ExternalSignInButtons options={options} remember={remember} />
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
            <Notice severity="error" id={errorId}>
              {'key' in error ? t(error.key) : t('app.refused', { message: error.refusal })}
            </Notice>
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
              <AppIconButton
                aria-label={t('login.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </AppIconButton>
            }
          />
          <ChoiceInput
            type="checkbox"
            name="remember"
            label={t('login.rememberMe')}
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          <AppButton type="submit" variant="contained" size="large" fullWidth loading={signIn.isPending}>
            {t('login.submit')}
          </AppButton>
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
    </>
  );
}
