import { z } from 'zod';
import { ZEventCode, ZId } from './common.ts';
import {
  DEFAULT_BANNER_BAR_BACKGROUND,
  DEFAULT_BANNER_BAR_TEXT,
  DEFAULT_CALENDAR_INTERVAL_HEIGHT,
  DEFAULT_NAV_BAR_BACKGROUND,
  DEFAULT_NAV_BAR_TEXT,
} from './limits.ts';
import { ZSignInSettings } from './sign-in.ts';
import { parseSubmitSettingAssignment, ZStoredSubmitSettings } from './submit.ts';

/** spec 1 §3.1: show flags. */
export const SHOW_FLAGS = [
  'Keywords',
  'Likes',
  'Ratings',
  'Views',
  'PresentationDurationInProgramme',
  'AllParticipantCount',
  'SpeakerCount',
  'PosterCount',
  'VodCount',
] as const;
export type TShowFlag = (typeof SHOW_FLAGS)[number];

/** spec 1 §3.1: module-enabled flags. */
export const MODULE_FLAGS = [
  'programme',
  'vod',
  'poster',
  'exhibition',
  'speakers',
  'allParticipants',
  'liveSession',
] as const;
export type TModuleFlag = (typeof MODULE_FLAGS)[number];

const colour = z.string().regex(/^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$/, 'a colour such as #1A2B3C');
const uri = z.string().max(2000);
const text = z.string().max(20_000);

const ZShowFlags = z.object(
  Object.fromEntries(SHOW_FLAGS.map((f) => [f, z.boolean()])) as Record<TShowFlag, z.ZodBoolean>,
);
const ZModuleFlags = z.object(
  Object.fromEntries(MODULE_FLAGS.map((f) => [f, z.boolean()])) as Record<TModuleFlag, z.ZodBoolean>,
);

/**
 * The settings an organiser may change for one event (spec 1 §3.1). Everything except the
 * identity fields (eventId, eventCode) lives here; stored per event, resolved with defaults.
 */
export const ZPlatformSettingsInput = z.object({
  eventTitle: z.string().min(1).max(200),
  platformVersion: z.string().max(40),
  open: z.boolean(),
  closedText: text,
  /** French variant of the closed text (English is the fallback). */
  closedTextFr: text,
  signInEnabled: z.boolean(),
  allowAbstractDownload: z.boolean(),
  allowPresentationDownload: z.boolean(),
  alwaysUseDefaultThumbnail: z.boolean(),
  bannerBarBackgroundColour: colour,
  bannerBarTextColour: colour,
  navBarBackgroundColour: colour,
  navBarTextColour: colour,
  navigationBarMini: z.boolean(),
  defaultButtonColour: colour,
  calendarIntervalHeight: z.number().int().min(12).max(400),
  calendarNewView: z.boolean(),
  programmeListViewDefault: z.boolean(),
  defaultSessionThumbnailUri: uri,
  demandGdpr: z.boolean(),
  gdprText: text,
  gdprAcceptText: z.string().max(500),
  gdprDeclineText: z.string().max(500),
  /** French variants of the consent text and its buttons (English is the fallback). */
  gdprTextFr: text,
  gdprAcceptTextFr: z.string().max(500),
  gdprDeclineTextFr: z.string().max(500),
  enableSessionFilterInPosterModule: z.boolean(),
  externalCreateAccountUri: uri,
  externalForgotPasswordUri: uri,
  sendForgottenPassowrdUri: uri,
  helpDocumentUri: uri,
  loginImageUri: uri,
  portalBackgroundImageUri: uri,
  bannerImageUri: uri,
  cardImageUri: uri,
  loungeImageUri: uri,
  portalBannerUri: uri,
  /** IANA time zone of the event: programme days and live flags follow it. */
  timeZone: z.string().max(64),
  /** Replaces the four "special event codes" of the content spec: call themes "topic". */
  useTopicLabel: z.boolean(),
  /** Replaces the four "special event codes": show the related-sessions tab in the player. */
  enableRelatedSessionsTab: z.boolean(),
  /** Replaces the four "special event codes": keyword multi-select in VOD filters, no speaker/room filters. */
  enableVodKeywordFilter: z.boolean(),
  show: ZShowFlags,
  modules: ZModuleFlags,
});
export type TPlatformSettingsInput = z.infer<typeof ZPlatformSettingsInput>;

/**
 * What an event stores: any subset of the settings (the rest take their defaults), and the
 * submit settings (spec 3 §3), which only the submission area reads (GET /submit), never the
 * public settings answer.
 */
export const ZStoredPlatformSettings = ZPlatformSettingsInput.extend({
  show: ZShowFlags.partial(),
  modules: ZModuleFlags.partial(),
  submit: ZStoredSubmitSettings,
  /** External identity providers and the sign-in page's choices (sign-in.ts); never in the public answer. */
  signIn: ZSignInSettings,
}).partial();
export type TStoredPlatformSettings = z.infer<typeof ZStoredPlatformSettings>;

/** GET /api/platform/{eventCode}: the resolved settings (spec 1 §3.1). */
export const ZPlatformSettings = ZPlatformSettingsInput.extend({
  eventId: z.number().int(),
  eventCode: z.string(),
});
export type TPlatformSettings = z.infer<typeof ZPlatformSettings>;

export const PLATFORM_SETTINGS_DEFAULTS: TPlatformSettingsInput = {
  eventTitle: 'Event',
  platformVersion: '1',
  open: false,
  closedText: '',
  closedTextFr: '',
  signInEnabled: true,
  allowAbstractDownload: false,
  allowPresentationDownload: false,
  alwaysUseDefaultThumbnail: false,
  bannerBarBackgroundColour: DEFAULT_BANNER_BAR_BACKGROUND,
  bannerBarTextColour: DEFAULT_BANNER_BAR_TEXT,
  navBarBackgroundColour: DEFAULT_NAV_BAR_BACKGROUND,
  navBarTextColour: DEFAULT_NAV_BAR_TEXT,
  navigationBarMini: true,
  defaultButtonColour: '',
  calendarIntervalHeight: DEFAULT_CALENDAR_INTERVAL_HEIGHT,
  calendarNewView: false,
  programmeListViewDefault: false,
  defaultSessionThumbnailUri: '',
  demandGdpr: false,
  gdprText: '',
  gdprAcceptText: '',
  gdprDeclineText: '',
  gdprTextFr: '',
  gdprAcceptTextFr: '',
  gdprDeclineTextFr: '',
  enableSessionFilterInPosterModule: false,
  externalCreateAccountUri: '',
  externalForgotPasswordUri: '',
  sendForgottenPassowrdUri: '',
  helpDocumentUri: '',
  loginImageUri: '',
  portalBackgroundImageUri: '',
  bannerImageUri: '',
  cardImageUri: '',
  loungeImageUri: '',
  portalBannerUri: '',
  timeZone: 'Europe/Paris',
  useTopicLabel: false,
  enableRelatedSessionsTab: false,
  enableVodKeywordFilter: false,
  show: Object.fromEntries(SHOW_FLAGS.map((f) => [f, false])) as Record<TShowFlag, boolean>,
  modules: Object.fromEntries(MODULE_FLAGS.map((f) => [f, true])) as Record<TModuleFlag, boolean>,
};

const EMPTY_VALUE_DEFAULTS = {
  bannerBarBackgroundColour: DEFAULT_BANNER_BAR_BACKGROUND,
  bannerBarTextColour: DEFAULT_BANNER_BAR_TEXT,
  navBarBackgroundColour: DEFAULT_NAV_BAR_BACKGROUND,
  navBarTextColour: DEFAULT_NAV_BAR_TEXT,
} as const;

/**
 * Stored settings → the answer of GET /api/platform/{eventCode}. Missing values take their
 * defaults; the four colours of spec 1 §3.1 also replace an empty value; a zero or missing
 * calendarIntervalHeight becomes 48.
 */
export function resolvePlatformSettings(
  identity: { eventId: number; eventCode: string },
  stored: TStoredPlatformSettings,
): TPlatformSettings {
  // The submit settings stay out of the public answer (GET /submit serves them), and so do the
  // sign-in settings (GET /api/platform/{eventCode}/sign-in serves what the sign-in page needs).
  const { submit: _submit, signIn: _signIn, ...shown } = stored;
  const merged: TPlatformSettings = {
    ...PLATFORM_SETTINGS_DEFAULTS,
    ...stripUndefined(shown),
    show: { ...PLATFORM_SETTINGS_DEFAULTS.show, ...stripUndefined(stored.show ?? {}) },
    modules: { ...PLATFORM_SETTINGS_DEFAULTS.modules, ...stripUndefined(stored.modules ?? {}) },
    eventId: identity.eventId,
    eventCode: identity.eventCode,
  };
  for (const [key, fallback] of Object.entries(EMPTY_VALUE_DEFAULTS) as [keyof typeof EMPTY_VALUE_DEFAULTS, string][]) {
    if (!merged[key]) merged[key] = fallback;
  }
  if (!merged.calendarIntervalHeight) merged.calendarIntervalHeight = DEFAULT_CALENDAR_INTERVAL_HEIGHT;
  return merged;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Parses one `key=value` assignment of the settings CLI (`platform settings CODE --set k=v`)
 * into a partial settings object, typed by the schema: booleans, numbers and strings;
 * `show.Likes=true`, `modules.vod=false` and `submit.open=true` reach the nested settings.
 */
export function parseSettingAssignment(assignment: string): TStoredPlatformSettings {
  const eq = assignment.indexOf('=');
  if (eq <= 0) throw new Error(`"${assignment}" is not key=value`);
  const key = assignment.slice(0, eq).trim();
  const raw = assignment.slice(eq + 1);
  const [head, sub, ...rest] = key.split('.');
  if (!head || rest.length > 0) throw new Error(`unknown setting "${key}"`);
  if (head === 'submit') {
    if (!sub) throw new Error('name the submit setting, e.g. submit.open=true');
    return { submit: parseSubmitSettingAssignment(sub, raw) };
  }
  const shape = ZPlatformSettingsInput.shape as Record<string, z.ZodType>;
  if (head === 'show' || head === 'modules') {
    const names: readonly string[] = head === 'show' ? SHOW_FLAGS : MODULE_FLAGS;
    if (!sub || !names.includes(sub))
      throw new Error(`unknown setting "${key}" (one of ${names.map((n) => `${head}.${n}`).join(', ')})`);
    return { [head]: { [sub]: parseBoolean(key, raw) } } as TStoredPlatformSettings;
  }
  const field = shape[head];
  if (!field || sub) throw new Error(`unknown setting "${key}"`);
  let value: unknown = raw;
  if (field instanceof z.ZodBoolean) value = parseBoolean(key, raw);
  else if (field instanceof z.ZodNumber) {
    value = Number(raw);
    if (raw.trim() === '' || Number.isNaN(value)) throw new Error(`${key} must be a number`);
  }
  const result = field.safeParse(value);
  if (!result.success) throw new Error(`${key}: ${result.error.issues[0]?.message ?? 'invalid value'}`);
  return { [head]: result.data } as TStoredPlatformSettings;
}

function parseBoolean(key: string, raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === '1' || v === 'yes') return true;
  if (v === 'false' || v === '0' || v === 'no') return false;
  throw new Error(`${key} must be true or false`);
}

/** spec 1 §3.5: module menu item. */
export type TModuleItem = {
  id: number;
  title: string;
  title_en: string;
  title_fr: string;
  icon: string;
  link: string;
  parent: string;
  custom: boolean;
  loginRequired: boolean;
  subItems: TModuleItem[];
};
/** Named: the schema is recursive, and the OpenAPI document refers to it as a component. */
export const ZModuleItem: z.ZodType<TModuleItem> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      title: z.string(),
      title_en: z.string(),
      title_fr: z.string(),
      icon: z.string(),
      link: z.string(),
      parent: z.string(),
      custom: z.boolean(),
      loginRequired: z.boolean(),
      subItems: z.array(ZModuleItem),
    }),
  )
  .meta({ id: 'ModuleItem' });
export const ZModuleList = z.array(ZModuleItem);

/** GET /landing (spec 1 §2.3). */
export const ZLanding = z.object({
  useHomeVodModule: z.boolean(),
  customHtml: z.string(),
  /** French variant of customHtml ('' when none: English is shown). */
  customHtmlFr: z.string(),
});
export type TLanding = z.infer<typeof ZLanding>;

/** GET /custom/{customId} and the per-module custom HTML endpoints: empty html when none. */
export const ZCustomHtml = z.object({
  id: z.number().int().nullable(),
  title: z.string(),
  html: z.string(),
  /** French variants ('' when none: English is shown). */
  titleFr: z.string(),
  htmlFr: z.string(),
});
export type TCustomHtml = z.infer<typeof ZCustomHtml>;

/** Module pages that can carry custom HTML (spec 1 §2.1, issue: `/programme`, `/vod`, ...). */
export const CUSTOM_HTML_MODULES = [
  'programme',
  'vod',
  'live',
  'poster',
  'expo',
  'lounge',
  'speakers',
  'all-participants',
] as const;
export type TCustomHtmlModule = (typeof CUSTOM_HTML_MODULES)[number];

/** spec 1 §3.6, spec 2 §3: sponsor ad types. */
export const AD_TYPES = [
  'sidebar',
  'BannerVod',
  'BannerPoster',
  'InlineVodSlot1',
  'InlineVodSlot2',
  'InlinePosterSlot1',
] as const;
export const ZAdType = z.enum(AD_TYPES);
export type TAdType = z.infer<typeof ZAdType>;
export const ZSponsorAd = z.object({
  id: z.number().int(),
  imageUri: z.string(),
  link: z.string(),
  title: z.string(),
  /** French caption ('' when none: English is shown). */
  titleFr: z.string(),
  type: ZAdType,
});
export type TSponsorAd = z.infer<typeof ZSponsorAd>;
/**
 * `datype`: one ad type, or the ads a list needs at once (spec 2 §7 `datype=vod`): `vod` for
 * BannerVod and the two inline VOD slots, `poster` for BannerPoster and the inline poster slot.
 */
export const AD_TYPE_GROUPS = {
  vod: ['BannerVod', 'InlineVodSlot1', 'InlineVodSlot2'],
  poster: ['BannerPoster', 'InlinePosterSlot1'],
} as const satisfies Record<string, readonly TAdType[]>;
export const ZAdsQuery = z.object({ datype: z.union([ZAdType, z.enum(['vod', 'poster'])]) });

export const ZEventCodeParams = z.object({ eventCode: ZEventCode });
export const ZCustomParams = z.object({ platformId: ZId, customId: ZId });

/** GET /api/platforms: one open event, as the site's root page lists it. */
export const ZOpenPlatform = z.object({ eventCode: z.string(), eventTitle: z.string() });
export type TOpenPlatform = z.infer<typeof ZOpenPlatform>;

/** The sizes of an event's app icon (a phone's home screen asks for 192 and 512 px). */
export const APP_ICON_SIZES = [192, 512] as const;
export const ZAppIconParams = z.object({
  platformId: ZId,
  size: z.coerce
    .number()
    .int()
    .refine((size) => (APP_ICON_SIZES as readonly number[]).includes(size), { message: 'size must be 192 or 512' }),
});

/** The event as an installable web app: the W3C Web App Manifest's members Atrium sets. */
export const ZAppManifest = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.literal('image/png'), purpose: z.string() })),
});
export type TAppManifest = z.infer<typeof ZAppManifest>;
