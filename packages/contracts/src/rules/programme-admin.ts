/**
 * The programme administration's constants (spec 3 §2, §3, §4, §5, §9), shared by the server's
 * schemas and the browser's forms without zod. They sit in a module of their own so that the
 * admin's chunk alone carries them (the first load's shared chunk holds limits.ts).
 */

/** spec 3 §9: a custom code of a session or presentation holds at most 50 characters. */
export const PROGRAMME_CUSTOM_CODE_MAX = 50;
/** The longest title, and room, type and theme name, the server takes (spec: not shown). */
export const PROGRAMME_TITLE_MAX = 500;
export const PROGRAMME_LABEL_MAX = 200;
/** spec 3 §5, §9: session times are chosen in 24-hour format, minutes in 5-minute steps. */
export const PROGRAMME_MINUTE_STEP = 5;
/** spec 3 §3, §9: the default session colours, hex with alpha. */
export const SESSION_DEFAULT_COLOUR = '#FFFFFFFF';
export const SESSION_DEFAULT_TEXT_COLOUR = '#000000FF';
/** spec 3 §4, §9: a new session or presentation runs 07:00 to 08:00; a new presentation's order is 0. */
export const PROGRAMME_DEFAULT_START_TIME = '07:00';
export const PROGRAMME_DEFAULT_END_TIME = '08:00';
export const PRESENTATION_DEFAULT_ORDER = 0;
/** spec 3 §2, §9: the admin session list shows 100 rows a page (options 100, 200, 500, all). */
export const ADMIN_SESSION_PAGE_SIZES = ['100', '200', '500', 'all'] as const;
