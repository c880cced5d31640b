/** Business constants, each from the spec section named beside it. */

/** spec 1 §9: window narrower than this is mobile. */
export const MOBILE_BREAKPOINT_PX = 960;
/** spec 1 §9: banner heights. */
export const BANNER_HEIGHT_MOBILE_PX = 55;
export const BANNER_HEIGHT_DESKTOP_PX = 125;
/** spec 1 §9: mini drawer width. */
export const DRAWER_MINI_WIDTH_PX = 50;
/** Width of the expanded navigation drawer (not given by the spec; wide enough for the 200 px ad carousel). */
export const DRAWER_WIDTH_PX = 240;
/** spec 1 §9: ad carousel size. */
export const AD_CAROUSEL_SIZE_PX = 200;
/** Time each ad stays in the carousel before the next one (not given by the spec). */
export const AD_CAROUSEL_INTERVAL_MS = 6000;

/** spec 1 §4.11, §9: activity logging timers. */
export const HEARTBEAT_INTERVAL_MS = 300_000;
export const TRACE_INTERVAL_MS = 60_000;

/** spec 1 §4.3, §9: real-time connection timings. */
export const CONNECT_USER_WAIT_MS = 3000;
export const HUB_ERROR_RESTART_MS = 3000;
export const RECONNECT_DELAYS_MS = [0, 3000, 10_000, 60_000] as const;

/** spec 1 §5, §9: private chat message minimum length and user search minimum. */
export const CHAT_MESSAGE_MIN_LENGTH = 2;
export const USER_SEARCH_MIN_LENGTH = 3;

/** spec 1 §9: chat box sizes. */
export const CHAT_BOX_SIZE = { width: 320, height: 282 } as const;
export const CHAT_BOX_MINIMISED_SIZE = { width: 250, height: 40 } as const;

/** spec 1 §9: supported locales. */
export const SUPPORTED_LOCALES = ['en', 'fr'] as const;
export const DEFAULT_LOCALE = 'en';

/** spec 1 §9: client store version. */
export const STORE_VERSION = '1.0.0';

/** spec 1 §3.1: empty-value defaults and numeric defaults. */
export const DEFAULT_BANNER_BAR_BACKGROUND = '#FFFFFF';
export const DEFAULT_BANNER_BAR_TEXT = '#000000';
export const DEFAULT_NAV_BAR_BACKGROUND = '#212121';
export const DEFAULT_NAV_BAR_TEXT = '#FFFFFF';
export const DEFAULT_CALENDAR_INTERVAL_HEIGHT = 48;

/** spec 1 §5: profile photos are JPEG or PNG; the size limit is ours (spec: not shown). */
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Profile text fields: the spec shows no limit; the server keeps them to sane sizes. */
export const PROFILE_TEXT_MAX = 200;
export const BIOGRAPHY_MAX = 20_000;

/** Identity: token lifetimes (spec: not shown), overridable by configuration. */
export const ACCESS_TOKEN_TTL_SECONDS = 900;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const PASSWORD_RESET_TTL_SECONDS = 3600;
export const PASSWORD_MIN_LENGTH = 8;

/** Sign-in throttling: failures in the window before slowing, then before refusing. */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_BEFORE_DELAY = 3;
export const LOGIN_FAILURES_BEFORE_LOCK = 10;
export const LOGIN_LOCK_SECONDS = 15 * 60;

/** Activity logs: batched writes. */
export const LOG_BATCH_MAX = 500;
export const LOG_FLUSH_INTERVAL_MS = 1000;

/** spec 2 §9: the calendar runs in 15-minute intervals; a session of 20 minutes or more shows time and label. */
export const CALENDAR_INTERVAL_MINUTES = 15;
export const CALENDAR_LABEL_MIN_MINUTES = 20;
/** spec 2 §2.1: the new calendar shows at most duration / 10 lines of an entry. */
export const CALENDAR_MINUTES_PER_LINE = 10;

/** Programme lists: plain-text excerpt of a session's description (the full text is in the detail). */
export const PROGRAMME_EXCERPT_MAX = 300;

/** Schedule import: the largest schedule accepted (the 39C3 "everything" export is about 4 MB). */
export const SCHEDULE_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
