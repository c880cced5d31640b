import Box from '@mui/material/Box';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/AppButton.tsx';
import { FailureNotice, Notice, TextInput } from '../../components/form-controls.tsx';
import { Text } from '../../components/Text.tsx';
import { useRequestPasswordReset } from './identity-mutations.ts';

/**
 * spec 1 §8: asks for a reset link. The answer never says whether the account exists, so
 * the confirmation is the same for every address.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    setInvalid(!looksLikeEmail);
    if (looksLikeEmail) request.mutate(value);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="forgot-password-title">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Text id="forgot-password-title" component="h2" variant="h6">
          {t('forgotPassword.title')}
        </Text>
        {request.isSuccess ? (
          <Notice severity="success">{t('forgotPassword.confirmation')}</Notice>
        ) : (
          <>
            {request.isError ? <FailureNotice error={request.error} fallback={t('forgotPassword.failed')} /> : null}
            <Text>{t('forgotPassword.intro')}</Text>
            <TextInput
              label={t('login.email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              error={invalid}
              helperText={invalid ? t('forgotPassword.invalidEmail') : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <AppButton type="submit" variant="contained" fullWidth loading={request.isPending}>
              {t('forgotPassword.submit')}
            </AppButton>
          </>
        )}
        <AppButton type="button" onClick={onBack}>
          {t('forgotPassword.back')}
        </AppButton>
      </Box>
    </Box>
  );
}
