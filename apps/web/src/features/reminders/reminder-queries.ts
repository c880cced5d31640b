import { chooseLocale, remindersRoutes, type TReminderPreferences } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { subscribeToPush, unsubscribeFromPush } from './push-subscription.ts';

function useReminderKey() {
  const session = useSession();
  const { platformId } = usePlatform();
  const signedIn = isAuthenticated(session) && session.userId !== null;
  // Under the user's keys, so that logout removes them.
  return { key: ['user', platformId, session.userId ?? 0, 'reminders'] as const, platformId, signedIn };
}

/** GET /reminders/preferences: one's choices (off, 10 minutes, until saved). */
export function useReminderPreferences() {
  const { key, platformId, signedIn } = useReminderKey();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall(remindersRoutes.preferences, { params: { platformId }, signal }),
    enabled: signedIn,
  });
}

export class PushDeniedError extends Error {}

/**
 * PUT /reminders/preferences, in the language shown now. Turning push on first subscribes this
 * browser (asking for the permission); turning it off forgets this browser's subscription.
 */
export function useSaveReminderPreferences() {
  const { key, platformId } = useReminderKey();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (next: Omit<TReminderPreferences, 'locale'> & { pushChanged?: boolean }) => {
      const { pushChanged, ...choice } = next;
      if (pushChanged && choice.push && (await subscribeToPush(platformId)) === 'denied') throw new PushDeniedError();
      if (pushChanged && !choice.push) await unsubscribeFromPush(platformId);
      const locale = chooseLocale(i18n.language, null);
      return apiCall(remindersRoutes.savePreferences, { params: { platformId }, body: { ...choice, locale } });
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
