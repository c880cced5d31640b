import type { TModuleFlag } from '../platform.ts';

export type TBannerIcons = { bookmarks: boolean; myProgramme: boolean; messaging: boolean };

/**
 * spec 1 §4.9: a platform moderator sees bookmarks, my programme and messaging; others see
 * my programme if the programme module is on, messaging if the live-session module is on,
 * and bookmarks if any module is on.
 */
export function bannerIconVisibility(
  modules: Record<TModuleFlag, boolean>,
  isPlatformModerator: boolean,
): TBannerIcons {
  if (isPlatformModerator) return { bookmarks: true, myProgramme: true, messaging: true };
  return {
    myProgramme: modules.programme,
    messaging: modules.liveSession,
    bookmarks: Object.values(modules).some(Boolean),
  };
}
