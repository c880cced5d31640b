import { useMutation } from '@tanstack/react-query';
import { storeSignIn } from '../../auth/session-store.ts';
import { useLocale } from '../../i18n/index.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { passwordGrant, requestPasswordReset, resetPassword } from './identity-api.ts';

/** spec 1 §4.2: password sign-in; tokens go where remember-me says and the `sub` claim becomes the user id. */
export function useSignIn() {
  const { platformId } = usePlatform();
  return useMutation({
    mutationFn: (input: { email: string; password: string; remember: boolean }) =>
      passwordGrant({ email: input.email, password: input.password, platformId }),
    onSuccess: (answer, input) =>
      storeSignIn(
        // The web app asks every scope (DEFAULT_SCOPE): both tokens come with the answer.
        { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? '', idToken: answer.id_token ?? '' },
        input.remember,
      ),
  });
}

/** spec 1 §8: forgotten password; the event's own address when it sets one. */
export function useRequestPasswordReset() {
  const { platformId, settings } = usePlatform();
  const locale = useLocale();
  return useMutation({
    mutationFn: (email: string) =>
      requestPasswordReset({ email, platformId, locale, uri: settings.sendForgottenPassowrdUri || undefined }),
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
