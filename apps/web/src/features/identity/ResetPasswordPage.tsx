import { PASSWORD_MIN_LENGTH } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { AppButton } from '../../components/AppButton.tsx';
import { FailureNotice, Notice, TextInput } from '../../components/form-controls.tsx';
import { Text } from '../../components/Text.tsx';
import { loginPath } from '../../shell/guard/guard-rules.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { AuthPageLayout } from './AuthPageLayout.tsx';
import { useResetPassword } from './identity-mutations.ts';
import { passwordProblem } from './password-rules.ts';

/** /{eventCode}/reset-password?token=…: choose a new password from the link of the reset e-mail. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState(false);
  usePageTitle(t('resetPassword.title'));

  const problem = passwordProblem(password, confirmation);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (problem === null) reset.mutate({ token, password });
  };
  const signInLink = (code: string) => (
    <AppButton to={loginPath(code)} variant="contained" fullWidth>
      {t('resetPassword.toLogin')}
    </AppButton>
  );

  // A used, expired or missing link: ask for a new one right away (the login page's forgotten-password form).
  const askAgainLink = (
    <AppButton to={`${loginPath(eventCode)}?forgot`} variant="outlined" fullWidth>
      {t('resetPassword.askAgain')}
    </AppButton>
  );

  let content: React.ReactNode;
  if (!token) {
    content = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Notice severity="error">{t('resetPassword.invalidLink')}</Notice>
        {askAgainLink}
        {signInLink(eventCode)}
      </Box>
    );
  } else if (reset.isSuccess) {
    content = (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Notice severity="success">{t('resetPassword.done')}</Notice>
        {signInLink((reset.data.eventCode || eventCode).toUpperCase())}
      </Box>
    );
  } else {
    const failure = reset.error;
    // The server names the field it refuses: the token (a used or expired link) or the password.
    const invalidLink =
      isApiError(failure) && failure.status === 400 && (failure.fields ?? []).some((f) => f.path === 'body.token');
    content = (
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="reset-password-title">
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Text id="reset-password-title" component="h2" variant="h6">
            {t('resetPassword.title')}
          </Text>
          {failure && invalidLink ? <Notice severity="error">{t('resetPassword.invalidLink')}</Notice> : null}
          {failure && invalidLink ? askAgainLink : null}
          {failure && !invalidLink ? <FailureNotice error={failure} fallback={t('resetPassword.failed')} /> : null}
          <TextInput
            label={t('resetPassword.password')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            value={password}
            error={checked && problem === 'tooShort'}
            helperText={t('resetPassword.hint', { min: PASSWORD_MIN_LENGTH })}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextInput
            label={t('resetPassword.confirmation')}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            value={confirmation}
            error={checked && problem === 'mismatch'}
            helperText={checked && problem === 'mismatch' ? t('resetPassword.mismatch') : undefined}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <AppButton type="submit" variant="contained" fullWidth loading={reset.isPending}>
            {t('resetPassword.submit')}
          </AppButton>
        </Box>
      </Box>
    );
  }
  return <AuthPageLayout>{content}</AuthPageLayout>;
}
