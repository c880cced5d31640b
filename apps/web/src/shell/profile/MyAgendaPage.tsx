import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppButton } from '../../components/AppButton.tsx';
import { Text } from '../../components/Text.tsx';
import { useBookmarks } from '../../features/bookmarks/bookmark-queries.ts';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useLocale } from '../../i18n/index.ts';
import { formatLongDate } from '../../lib/day-format.ts';
import { agendaDays } from './agenda-model.ts';
import { closeProfileDialog } from './profile-dialog-store.ts';

/**
 * spec 1 §2.6: the phone profile's myAgenda page: one's bookmarked sessions by day, each
 * opening its session, and the way to the whole of my programme (views, filters, calendar feed).
 */
export function MyAgendaPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { eventCode } = usePlatform();
  const { data, isPending } = useBookmarks();
  const days = agendaDays(data);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="my-agenda">
      {!isPending && days.length === 0 ? <Text>{t('profile.agenda.empty')}</Text> : null}
      {days.map(({ day, items }) => (
        <Box component="section" key={day} aria-label={formatLongDate(day, locale)}>
          <Text component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
            {formatLongDate(day, locale)}
          </Text>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
            {items.map((item) => (
              <Box component="li" key={item.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'baseline' }}>
                <Box
                  component="span"
                  sx={{ typography: 'body2', color: 'text.secondary', flexShrink: 0, minWidth: 92 }}
                >
                  {item.to ? `${item.from}–${item.to}` : item.from}
                </Box>
                <Box
                  component={RouterLink}
                  to={item.uri}
                  onClick={closeProfileDialog}
                  sx={{ color: 'primary.main', overflowWrap: 'anywhere', minHeight: 24 }}
                >
                  {item.title}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      <Box>
        <AppButton variant="outlined" to={`/${eventCode}/my-programme`} onClick={closeProfileDialog}>
          {t('profile.agenda.openProgramme')}
        </AppButton>
      </Box>
    </Box>
  );
}
