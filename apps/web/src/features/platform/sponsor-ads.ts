import { platformRoutes, type TAdType } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/client.ts';
import { usePlatform } from './platform-context.tsx';
import { SETTINGS_STALE_MS } from './settings-query.ts';

export const sponsorAdsKey = (platformId: number, type: TAdType) => ['platform', platformId, 'ads', type] as const;

/**
 * spec 1 §2.8: sponsor ads of one type (the drawer shows `sidebar`). A module of its own so
 * that it travels with the lazily loaded pieces that show ads.
 */
export function useSponsorAds(type: TAdType) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: sponsorAdsKey(platformId, type),
    queryFn: ({ signal }) => apiCall(platformRoutes.ads, { params: { platformId }, query: { datype: type }, signal }),
    staleTime: SETTINGS_STALE_MS,
  });
}
