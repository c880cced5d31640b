import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { isAuthenticated, useSession } from '../auth/session-store.ts';
import { usePlatform } from '../features/platform/platform-context.tsx';
import { useLocale } from '../i18n/index.ts';
import { isOffline, useOfflineState } from './offline-state.ts';
import { usePendingBookmarkCount, useSendPendingBookmarks } from './pending-bookmarks.ts';

/** The copy's date and time, short, in the reader's language. */
function copyTime(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(time);
}

/**
 * Above every page of the shell while the app has no connection: that the page shows the copy
 * kept of it (and of when), that live parts wait for the connection, and how many bookmark
 * changes will be sent when it returns (and sends those that waited from an earlier visit).
 * Announced politely to screen readers.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = useOfflineState();
  const pending = usePendingBookmarkCount();
  const { platformId } = usePlatform();
  // What waited from an earlier visit is sent as soon as the shell shows.
  useSendPendingBookmarks(isAuthenticated(useSession()), platformId);
  if (!isOffline(state) && pending === 0) return null;
  return (
    <Box
      role="status"
      data-testid="offline-notice"
      sx={{ px: { xs: 2, md: 3 }, py: 1, bgcolor: '#FFF4E5', color: '#4A2B00', borderBottom: '1px solid #F0C36D' }}
    >
      {isOffline(state) ? (
        <Box component="p" sx={{ m: 0, fontWeight: 600 }}>
          {state.copyOf === null
            ? t('offline.noConnection')
            : t('offline.copyOf', { when: copyTime(state.copyOf, locale) })}
        </Box>
      ) : null}
      {pending > 0 ? (
        <Box component="p" sx={{ m: 0 }} data-testid="offline-pending">
          {t('offline.pendingBookmarks', { count: pending })}
        </Box>
      ) : null}
    </Box>
  );
}

/** A live part of a page (video, chat, questions, polls) that cannot work offline says so. */
export function NeedsConnection() {
  const { t } = useTranslation();
  const state = useOfflineState();
  if (!isOffline(state)) return null;
  return (
    <Box
      role="note"
      data-testid="needs-connection"
      sx={{ p: 1.5, my: 1, bgcolor: '#FFF4E5', color: '#4A2B00', border: '1px solid #F0C36D', borderRadius: 1 }}
    >
      {t('offline.liveNeedsConnection')}
    </Box>
  );
}
