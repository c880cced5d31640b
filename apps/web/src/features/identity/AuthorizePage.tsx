import type { TTokenScope } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { AppButton } from '../../components/AppButton.tsx';
import { FailureNotice, Notice } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { Text } from '../../components/Text.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { AuthPageLayout } from './AuthPageLayout.tsx';
import { authorizeDecision, authorizeRequest } from './identity-api.ts';

/** What each scope lets the app do, in the consent card's words. */
function scopeLine(t: TFunction, scope: TTokenScope): string {
  switch (scope) {
    case 'openid':
      return t('authorize.scopes.openid');
    case 'profile':
      return t('authorize.scopes.profile');
    case 'email':
      return t('authorize.scopes.email');
    case 'roles':
      return t('authorize.scopes.roles');
    case 'platform':
      return t('authorize.scopes.platform');
    case 'offline_access':
      return t('authorize.scopes.offline_access');
    case 'meeting_api':
      return t('authorize.scopes.meeting_api');
  }
}

/** Where the answer goes, as a person reads it: the site (or the app's scheme). */
function destinationOf(redirectUri: string): string {
  try {
    const url = new URL(redirectUri);
    return url.host || url.protocol.replace(/:$/, '');
  } catch {
    return redirectUri;
  }
}

/**
 * /{eventCode}/authorize/{requestId}: an app asks to sign the person in through the event
 * (the guard has them sign in first). The card names the app, what it wants to know and where
 * the answer goes; Allow or Deny sends the browser back to the app.
 */
export default function AuthorizePage() {
  const { t } = useTranslation();
  const { platformId } = usePlatform();
  const { requestId = '' } = useParams();
  usePageTitle(t('authorize.title'));
  const request = useQuery({
    queryKey: ['authorize-request', platformId, requestId],
    queryFn: ({ signal }) => authorizeRequest(platformId, requestId, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const decide = useMutation({
    mutationFn: (allow: boolean) => authorizeDecision(platformId, requestId, allow),
    // The app's own address (or its scheme): a navigation away from this app.
    onSuccess: (answer) => window.location.assign(answer.redirectTo),
  });

  let content: React.ReactNode;
  if (request.isPending) content = <Loading />;
  else if (request.isError) {
    const gone = isApiError(request.error) && request.error.status === 404;
    content = gone ? (
      <Notice severity="error">{t('authorize.gone')}</Notice>
    ) : (
      <FailureNotice error={request.error} fallback={t('authorize.failed')} />
    );
  } else {
    const { clientName, scopes, redirectUri } = request.data;
    content = (
      <Box
        component="section"
        aria-labelledby="authorize-title"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Text id="authorize-title" component="h2" variant="h6">
          {t('authorize.wants', { app: clientName })}
        </Text>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {scopes.map((scope) => (
            <li key={scope}>
              <Text>{scopeLine(t, scope)}</Text>
            </li>
          ))}
        </Box>
        <Text variant="body2" color="text.secondary">
          {t('authorize.destination', { site: destinationOf(redirectUri) })}
        </Text>
        {decide.isError ? (
          isApiError(decide.error) && decide.error.status === 404 ? (
            <Notice severity="error">{t('authorize.gone')}</Notice>
          ) : (
            <FailureNotice error={decide.error} fallback={t('authorize.failed')} />
          )
        ) : null}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', sm: 'row' }, gap: 1.5 }}>
          <AppButton
            variant="outlined"
            fullWidth
            disabled={decide.isPending || decide.isSuccess}
            onClick={() => decide.mutate(false)}
          >
            {t('authorize.deny')}
          </AppButton>
          <AppButton
            variant="contained"
            fullWidth
            loading={decide.isPending && decide.variables === true}
            disabled={decide.isPending || decide.isSuccess}
            onClick={() => decide.mutate(true)}
          >
            {t('authorize.allow')}
          </AppButton>
        </Box>
      </Box>
    );
  }
  return <AuthPageLayout>{content}</AuthPageLayout>;
}
