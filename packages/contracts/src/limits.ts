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
/** First and last name as the attendee edits them in the profile form: plain text, 1–100 characters. */
export const PROFILE_NAME_MAX = 100;
export const BIOGRAPHY_MAX = 20_000;

/** Identity: token lifetimes (spec: not shown), overridable by configuration. */
export const ACCESS_TOKEN_TTL_SECONDS = 900;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const PASSWORD_RESET_TTL_SECONDS = 3600;
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Sign-in throttling (spec: not shown): attempts in the window per account from one address,
 * then a doubling wait from LOGIN_BACKOFF_SECONDS (at most LOGIN_LOCK_SECONDS); a looser limit
 * per address for all accounts (a venue's shared address). Wrong passwords for an account from
 * all addresses never refuse a sign-in themselves: past LOGIN_ACCOUNT_FAILURES_MAX in the window,
 * each address gets LOGIN_FAILURES_UNDER_ATTACK attempts at that account instead of
 * LOGIN_FAILURES_BEFORE_LOCK.
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FAILURES_BEFORE_LOCK = 10;
export const LOGIN_ACCOUNT_FAILURES_MAX = 100;
export const LOGIN_FAILURES_UNDER_ATTACK = 3;
export const LOGIN_ADDRESS_FAILURES_MAX = 100;
export const LOGIN_BACKOFF_SECONDS = 30;
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
/** spec 3 §5, §9: lounge chat messages are longer than 1 character; the counter shows 500. */
export const LOUNGE_CHAT_MAX_LENGTH = 500;
/** spec 3 §5, §9: the session chat panel (also used by sponsor stands) is limited to 140 characters. */
export const PANEL_CHAT_MAX_LENGTH = 140;
/** spec 3 §5, §9: room names; the field counter shows 20. */
export const ROOM_NAME_MAX_LENGTH = 20;
/** spec 3 §2, §5, §9: favourite rooms; the find-room box shows above 5 non-favourite rooms; room-user search minimum. */
export const FAVOURITE_ROOMS_MAX = 5;
export const FIND_ROOM_ABOVE_ROOMS = 5;
export const ROOM_USER_SEARCH_MIN_LENGTH = 2;
/** spec 3 §4, §9: cannot-connect message after 30 s, message retry after 1 s. */
export const NOT_CONNECTED_TIMEOUT_MS = 30_000;
export const CHAT_RETRY_DELAY_MS = 1000;
/** spec 3 §4, §9: the chat keeps at most 100 messages; unread badges cap at 100. */
export const CHAT_STORE_LIMIT = 100;
export const UNREAD_BADGE_CAP = 100;
/** spec 3 §2, §9: lounge room drawer width. */
export const ROOM_DRAWER_WIDTH_PX = 320;
/** spec 3 §9: the recent (Frequently Used) emoji list keeps at most 9 entries. */
export const RECENT_EMOJI_MAX = 9;
/** spec 3 §2: the emoji picker's dropdown sits above its icon with a 34 px offset. */
export const EMOJI_PICKER_OFFSET_PX = 34;

/** spec 1 §7: hub keep-alive 5 s, server time-out 10 s (Socket.IO ping interval and ping time-out). */
export const HUB_KEEPALIVE_MS = 5000;
export const HUB_TIMEOUT_MS = 10_000;
/** DESIGN (Real-time hub): the Socket.IO path. */
export const HUB_PATH = '/hub';
/** DESIGN (Real-time hub): room counts go out at most once per group per second. */
export const ROOM_COUNT_INTERVAL_MS = 1000;
/** Chat posting per user (spec: not shown): a token bucket of 5 messages refilled at 1 per second. */
export const CHAT_RATE_BURST = 5;
export const CHAT_RATE_PER_SECOND = 1;
/** Presence lists (spec: not shown): who-entered/who-left details only for groups up to this size. */
export const PRESENCE_LIST_MAX = 200;
/**
 * Hub sockets one account may hold on one node (spec: not shown): tabs and devices of one person
 * stay far below it; a script opening sockets in a loop is refused (`too_many_connections`).
 * Connections per address are the reverse proxy's to bound (README, "Running in production"):
 * thousands of attendees may share one company or venue address.
 */
export const HUB_SOCKETS_PER_USER_MAX = 20;
/** A socket may be in at most this many groups at once (spec: not shown). */
export const HUB_GROUPS_PER_SOCKET_MAX = 50;
/** Chat history pages (spec 3 §9: the chat keeps 100 messages). */
export const CHAT_HISTORY_PAGE_MAX = 100;
/** Private messages (spec 1 §9: minimum length 2; the maximum is ours, as the text box limit of spec 3 §9). */
export const PRIVATE_MESSAGE_MAX_LENGTH = 500;
/** Conversation messages returned per page, and participant search results (spec: not shown). */
export const CONVERSATION_PAGE_MAX = 100;
export const USER_SEARCH_RESULTS_MAX = 20;

/**
 * Request rate limits (spec: not shown): a token bucket per key, `burst` requests at once and
 * refilled at `perSecond`; beyond it the server answers 429 with Retry-After. Signed-in callers
 * are counted per user (in their event), visitors per address (IPv6: per /64). With REDIS_URL
 * every node draws from the same buckets. README: "Rate limits".
 */
export interface TRateBucket {
  burst: number;
  perSecond: number;
}
export const RATE_LIMITS = {
  /** /connect/* (sign-in, refresh, revocation) per address: a venue behind one NAT still signs 600 people in per minute. */
  connect: { address: { burst: 60, perSecond: 10 } },
  /** Activity logs: the client sends a trace a minute, a heartbeat each 5 minutes and one per page change. */
  log: { user: { burst: 60, perSecond: 1 }, address: { burst: 200, perSecond: 20 } },
  /** Profile photo uploads: 5 at once, then one every 12 seconds. */
  upload: { user: { burst: 5, perSecond: 1 / 12 } },
  /**
   * Submission upload addresses and registrations: an organiser handing in a session's files
   * does dozens in a row; a script asking for thousands of addresses is stopped.
   */
  submitUpload: { user: { burst: 60, perSecond: 1 } },
  /** Private messages (and opening conversations): faster than anyone types, slower than a script. */
  privateMessage: { user: { burst: 10, perSecond: 1 } },
  /** Lounge room creation by moderators: 5 at once, then one every 10 seconds. */
  roomCreate: { user: { burst: 5, perSecond: 0.1 } },
  /** Likes, ratings and views: a person clicks a few a minute; a loop of thousands is stopped. */
  engagement: { user: { burst: 30, perSecond: 2 }, address: { burst: 120, perSecond: 20 } },
  /** Questions and replies: a burst of 5, then one every 3 seconds (faster than anyone types a question). */
  question: { user: { burst: 5, perSecond: 1 / 3 } },
} as const satisfies Record<string, { user?: TRateBucket; address?: TRateBucket }>;
export type TRateLimitName = keyof typeof RATE_LIMITS;

/** Profile photos are re-encoded; a larger picture is scaled down to fit this square (pixels). */
export const PROFILE_PHOTO_MAX_SIDE_PX = 1024;
/** Images with more pixels than this are refused before decoding (a small file can hold a huge image). */
export const PROFILE_PHOTO_MAX_INPUT_PIXELS = 40_000_000;

/** Ratings (spec 2 §4 "Rating"): half steps from 0.5 to 5, shown with one decimal. */
export const RATING_MIN = 0.5;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;

/** spec 2 §9: question and reply text, like chat text boxes, at most 500 characters. */
export const QUESTION_MAX_LENGTH = 500;
