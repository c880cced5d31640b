import type { TPlatformSettings } from '@atrium/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { customHtmlQuery } from '../platform/platform-queries.ts';
import { filterFromSearch, todayIn } from './programme-model.ts';
import { programmeDayQuery, sessionFiltersQuery } from './programme-queries.ts';

/**
 * A first load straight into the programme: the page's three calls (its custom HTML, the
 * filters with the days, and the day most likely shown: the URL's, else today's) are made as
 * soon as the event's settings are in, while the page's code is still on its way. Only for an
 * open event, whose programme a visitor may read: the answers are the same for everyone, and
 * a closed event's guard must first decide who may see it.
 */
export function prefetchProgramme(queryClient: QueryClient, settings: TPlatformSettings, search: URLSearchParams) {
  if (!settings.open) return;
  const platformId = settings.eventId;
  const date = filterFromSearch(search).date ?? todayIn(settings.timeZone);
  void queryClient.prefetchQuery(customHtmlQuery(platformId, { kind: 'module', module: 'programme' }));
  void queryClient.prefetchQuery(sessionFiltersQuery(platformId));
  void queryClient.prefetchQuery(programmeDayQuery(platformId, date));
}
