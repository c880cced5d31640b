import { platformRoutes, type TCustomHtmlModule } from '@atrium/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/client.ts';
import { usePlatform } from './platform-context.tsx';

import { SETTINGS_STALE_MS } from './settings-query.ts';

export const platformKeys = {
  modules: (platformId: number) => ['platform', platformId, 'modules'] as const,
  landing: (platformId: number) => ['platform', platformId, 'landing'] as const,
  html: (platformId: number, source: TCustomHtmlSource) => ['platform', platformId, 'html', source] as const,
};

/** spec 1 §2.8: menu items with sub-items. */
export function useModules() {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: platformKeys.modules(platformId),
    queryFn: ({ signal }) => apiCall(platformRoutes.modules, { params: { platformId }, signal }),
    staleTime: SETTINGS_STALE_MS,
  });
}

/** spec 1 §2.3: welcome page settings. */
export function useLanding() {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: platformKeys.landing(platformId),
    queryFn: ({ signal }) => apiCall(platformRoutes.landing, { params: { platformId }, signal }),
  });
}

/** Where a page's custom HTML comes from: a module's own page or a numbered custom page. */
export type TCustomHtmlSource = { kind: 'module'; module: TCustomHtmlModule } | { kind: 'custom'; customId: number };

const MODULE_HTML_ROUTES = {
  programme: platformRoutes.programmeHtml,
  vod: platformRoutes.vodHtml,
  live: platformRoutes.liveHtml,
  poster: platformRoutes.posterHtml,
  expo: platformRoutes.expoHtml,
  lounge: platformRoutes.loungeHtml,
  speakers: platformRoutes.speakersHtml,
  'all-participants': platformRoutes.participantsHtml,
} satisfies Record<TCustomHtmlModule, unknown>;

/** The query of a module page's or a custom page's HTML (shared by the hook and the first page's prefetch). */
export function customHtmlQuery(platformId: number, source: TCustomHtmlSource | null) {
  return queryOptions({
    queryKey: platformKeys.html(platformId, source ?? { kind: 'custom', customId: 0 }),
    queryFn: ({ signal }) =>
      source?.kind === 'custom'
        ? apiCall(platformRoutes.custom, {
            params: { platformId, customId: source.customId },
            // An unknown custom page is PAGE NOT FOUND where it was asked for, not the welcome page.
            redirectOnNotFound: false,
            signal,
          })
        : apiCall(MODULE_HTML_ROUTES[source?.kind === 'module' ? source.module : 'programme'], {
            params: { platformId },
            signal,
          }),
  });
}

/** Custom HTML of a module page or a custom page; `html` is '' when the event has none. */
export function useCustomHtml(source: TCustomHtmlSource | null) {
  const { platformId } = usePlatform();
  return useQuery({ ...customHtmlQuery(platformId, source), enabled: source !== null });
}
