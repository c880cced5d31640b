import { type EXTERNAL_SIGN_IN_ERRORS, localized, type TSignInOptions } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { storeSignIn } from '../../auth/session-store.ts';
import { AppButton } from '../../components/AppButton.tsx';
import { Notice } from '../../components/form-controls.tsx';
import { useLocale } from '../../i18n/index.ts';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { afterLoginPath } from '../../shell/guard/guard-rules.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { externalSignInGrant, externalSignInHref, signInOptions } from './identity-api.ts';
import { loginErrorKey } from './login-errors.ts';

const SSO_ERROR_KEYS: Record<(typeof EXTERNAL_SIGN_IN_ERRORS)[number], TKey> = {
  refused: tKey('login.sso.refused'),
  email_not_verified: tKey('login.sso.email_not_verified'),
  no_account: tKey('login.sso.no_account'),
  unreachable: tKey('login.sso.unreachable'),
  invalid: tKey('login.sso.invalid'),
  disabled: tKey('login.sso.disabled'),
};

/** The event's sign-in options (the password form, the providers' buttons); password only until known. */
export function useSignInOptions(): TSignInOptions {
  const { eventCode } = usePlatform();
  const query = useQuery({
    queryKey: ['platform', eventCode, 'sign-in'],
    queryFn: ({ signal }) => signInOptions(eventCode, signal),
    staleTime: 60_000,
  });
  return query.data ?? { passwordForm: true, providers: [] };
}

/**
 * Back from a provider: `#sso_code=` is exchanged for the tokens (then on to where the person was
 * going), `?sso_error=` is shown. Answers the message to show, and whether the code is being exchanged.
 */
export function useExternalSignInReturn(): { error: TKey | null; finishing: boolean } {
  const { eventCode } = usePlatform();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [hash] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const code = hash.get('sso_code');
  const [failure, setFailure] = useState<TKey | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    // The code leaves the address at once (history, bookmarks); it serves once anyway.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    externalSignInGrant(code).then(
      (answer) => {
        storeSignIn(
          {
            accessToken: answer.access_token,
            refreshToken: answer.refresh_token ?? '',
            idToken: answer.id_token ?? '',
          },
          hash.get('remember') === '1',
        );
        void navigate(afterLoginPath(searchParams.get('redirect'), eventCode), { replace: true });
      },
      (error) =>
        setFailure(
          loginErrorKey(error) === tKey('login.errors.generic') ? tKey('login.sso.invalid') : loginErrorKey(error),
        ),
    );
  }, [code, hash, navigate, searchParams, eventCode]);
  const sent = searchParams.get('sso_error') as (typeof EXTERNAL_SIGN_IN_ERRORS)[number] | null;
  const shown = failure ?? (sent && sent in SSO_ERROR_KEYS ? SSO_ERROR_KEYS[sent] : null);
  return { error: shown, finishing: Boolean(code) && !failure };
}

/** A button per provider of the event, above (or instead of) the password form. */
export function ExternalSignInButtons({ options, remember }: { options: TSignInOptions; remember: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { eventCode } = usePlatform();
  const [searchParams] = useSearchParams();
  if (!options.providers.length) return null;
  return (
    <Box component="nav" aria-label={t('login.providersLabel')} data-testid="sign-in-providers">
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {options.providers.map((provider) => (
          <AppButton
            key={provider.id}
            variant="outlined"
            size="large"
            fullWidth
            href={externalSignInHref(eventCode, provider.id, searchParams.get('redirect'), remember)}
          >
            {localized(provider.label, provider.labelFr, locale)}
          </AppButton>
        ))}
      </Box>
      {options.passwordForm ? <Divider sx={{ my: 2 }}>{t('login.or')}</Divider> : null}
    </Box>
  );
}

/** The message of a sign-in at a provider that failed, or the wait while its code is exchanged. */
export function ExternalSignInStatus({ error, finishing }: { error: TKey | null; finishing: boolean }) {
  const { t } = useTranslation();
  if (error)
    return (
      <Notice severity="error" sx={{ mb: 2 }} data-testid="sso-error">
        {t(error)}
      </Notice>
    );
  if (finishing)
    return (
      <Notice severity="info" sx={{ mb: 2 }} role="status">
        {t('login.sso.finishing')}
      </Notice>
    );
  return null;
}
