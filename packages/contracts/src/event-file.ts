import { z } from 'zod';
import { ZAppClient } from './app-clients.ts';
import { HOTSPOT_ITEMS_MAX, HOTSPOT_TYPES, STAFF_LINK_ICONS, STAFF_LINKS_MAX } from './exhibition.ts';
import { BIOGRAPHY_MAX, PASSWORD_MIN_LENGTH, PROFILE_NAME_MAX, PROFILE_TEXT_MAX } from './limits.ts';
import { AD_TYPES, CUSTOM_HTML_MODULES, ZStoredPlatformSettings } from './platform.ts';
import { ZSignInSettings } from './sign-in.ts';
import { ZStoredSubmitSettings } from './submit.ts';

/**
 * The event as a file (issue 15; docs/ARCHITECTURE.md, "The event as a file"): everything an
 * organiser sets up, in one YAML or JSON document that `atrium event export` writes and
 * `atrium event apply` reads. Every section is optional; a section left out changes nothing.
 *
 * Entities are named by natural keys, never by database ids, so that a file moves between
 * events and machines: people by email (or `key` for people without one), sponsor groups,
 * sponsors, lounges and free pages by their (English) title, programme rooms by name,
 * sessions by `key`, presentations by `code`.
 *
 * File references (`…Uri` fields of images and documents, and the items of a Documents
 * hotspot): an address (`https://…`, or `/…` on this server) is kept as it is; anything else
 * is a path relative to the event file, whose bytes are stored through the product's storage
 * under a name made from their content (so applying the same file again stores nothing new).
 */

export const EVENT_FILE_VERSION = 1;
/** A lounge room an organiser names (moderators' rooms: ROOM_NAME_MAX_LENGTH, spec 3 §9). */
export const ORGANISER_ROOM_NAME_MAX = 100;

/** Names of the place in error messages: `must be 0–100`. */
const between = (min: number, max: number) => `must be ${min}–${max}`;
const percent = z.number().min(0, between(0, 100)).max(100, between(0, 100));
const pixels = z.number().int().min(0, between(0, 4000)).max(4000, between(0, 4000));

const title = z.string().trim().min(1, 'must not be empty').max(200, 'at most 200 characters');
const shortText = z.string().max(PROFILE_TEXT_MAX, `at most ${PROFILE_TEXT_MAX} characters`);
const longText = z.string().max(20_000, 'at most 20000 characters');
const address = z.string().max(2000, 'at most 2000 characters');
const colour = z
  .string()
  .regex(/^(#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6}|#[0-9A-Fa-f]{8})?$/, 'must be a colour such as #1A2B3C');
const keywords = z.array(z.string().trim().min(1).max(100)).max(100);

/**
 * A file reference: '' (none), an address kept as it is (`https://…`, `/files/…`), or a path
 * relative to the event file (no `..`, no leading slash), stored through the product's storage.
 */
export const ZEventFileRef = z
  .string()
  // Room for a `data:` address (a small generated image).
  .max(100_000, 'at most 100000 characters')
  .refine((value) => !isRelativeFileRef(value) || isSafeRelativePath(value), {
    message: 'a relative path must stay beside the file (no "..", no "\\")',
  })
  .meta({
    description:
      'An address kept as it is (https://…, or /… on the server), or a path relative to the event file whose bytes are stored.',
  });

/** Whether a reference names a file beside the event file (rather than an address). */
export function isRelativeFileRef(value: string): boolean {
  return value !== '' && !value.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

/** Whether a relative path stays in the event file's folder (what reading it may open). */
export function isSafeRelativePath(value: string): boolean {
  if (value.includes('\\') || value.includes('\0')) return false;
  return value.split('/').every((segment) => segment !== '' && segment !== '..');
}

const email = z.string().trim().toLowerCase().pipe(z.email('must be an email address'));
/** A person named in another section: their email, or their `key` when they have no email. */
const personRef = z
  .string()
  .trim()
  .min(1)
  .max(320)
  .meta({ description: 'A person of the file or event: email or key.' });

/** The settings that name an image or document: file references, as in the other sections. */
export const EVENT_FILE_SETTINGS_FILES = [
  'defaultSessionThumbnailUri',
  'helpDocumentUri',
  'loginImageUri',
  'portalBackgroundImageUri',
  'bannerImageUri',
  'cardImageUri',
  'loungeImageUri',
  'portalBannerUri',
] as const;
/** A settings file reference: as ZEventFileRef, within the stored setting's length. */
const settingsFileRef = z
  .string()
  .max(2000, 'at most 2000 characters')
  .refine((value) => !isRelativeFileRef(value) || isSafeRelativePath(value), {
    message: 'a relative path must stay beside the file (no "..", no "\\")',
  })
  .optional();

/** spec 1 §3.1: the settings; any subset, the rest stay as they are. */
export const ZEventFileSettings = ZStoredPlatformSettings.omit({ submit: true, signIn: true })
  .extend({
    // A misspelt flag is an error, as any unknown field.
    show: ZStoredPlatformSettings.shape.show.unwrap().strict().optional(),
    modules: ZStoredPlatformSettings.shape.modules.unwrap().strict().optional(),
    ...(Object.fromEntries(EVENT_FILE_SETTINGS_FILES.map((key) => [key, settingsFileRef])) as Record<
      (typeof EVENT_FILE_SETTINGS_FILES)[number],
      typeof settingsFileRef
    >),
  })
  .strict();
/** spec 3 §3: the submit settings; any subset, the rest stay as they are. */
export const ZEventFileSubmitSettings = ZStoredSubmitSettings.strict();

/** spec 1 §3.5: a menu item; `page` links it to a free page of the file or event (by title). */
export type TEventFileMenuItem = {
  title?: string;
  titleEn?: string;
  titleFr?: string;
  icon?: string;
  link?: string;
  page?: string;
  module?: string | null;
  custom?: boolean;
  loginRequired?: boolean;
  items?: TEventFileMenuItem[];
};
export const ZEventFileMenuItem: z.ZodType<TEventFileMenuItem> = z.lazy(() =>
  z.strictObject({
    title: z.string().max(200).optional(),
    titleEn: z.string().max(200).optional(),
    titleFr: z.string().max(200).optional(),
    icon: z.string().max(100).optional(),
    /** Relative to the event (`programme`, `vod`) or an address; leave out when `page` is given. */
    link: address.optional(),
    /** The title of a free page (`pages`): the item opens it. */
    page: title.optional(),
    /** The module the item belongs to (hidden when the module is off). */
    module: z.string().max(40).nullable().optional(),
    custom: z.boolean().optional(),
    loginRequired: z.boolean().optional(),
    items: z.array(ZEventFileMenuItem).max(100).optional(),
  }),
);

/** Custom HTML of a page (landing, a module's replacement, a free page). */
const pageHtml = {
  title: z.string().max(200).optional(),
  titleFr: z.string().max(200).optional(),
  html: z.string().max(1_000_000).optional(),
  htmlFr: z.string().max(1_000_000).optional(),
};

export const ZEventFileLanding = z.strictObject({ ...pageHtml, useHomeVodModule: z.boolean().optional() });
export const ZEventFilePage = z.strictObject({ ...pageHtml, title });
export const ZEventFileModuleHtml = z.strictObject(
  Object.fromEntries(CUSTOM_HTML_MODULES.map((m) => [m, z.strictObject(pageHtml).optional()])) as Record<
    (typeof CUSTOM_HTML_MODULES)[number],
    z.ZodOptional<z.ZodObject<typeof pageHtml>>
  >,
);

/** spec 2 §3 "Sponsor type group". */
export const ZEventFileSponsorGroup = z.strictObject({
  title,
  colour: colour.optional(),
  textColour: colour.optional(),
  iconUri: ZEventFileRef.optional(),
});

/** spec 2 §3 "maps": a hotspot; position and size in percent of the stand picture. */
export const ZEventFileHotspot = z.strictObject({
  type: z.enum(HOTSPOT_TYPES),
  title: z.string().max(200).optional(),
  posTop: percent,
  posLeft: percent,
  mapHeight: percent,
  mapWidth: percent,
  vidWidth: pixels.optional(),
  vidHeight: pixels.optional(),
  /** A Documents hotspot's items are file references; the others' are addresses. */
  items: z
    .array(z.strictObject({ title: z.string().max(200), content: ZEventFileRef }))
    .max(HOTSPOT_ITEMS_MAX, `at most ${HOTSPOT_ITEMS_MAX} items`)
    .optional(),
});

/** A stand member: a person of the file or event, by email. */
export const ZEventFileStaff = z.strictObject({
  person: personRef,
  jobTitle: shortText.optional(),
  links: z
    .array(z.strictObject({ uri: address, icon: z.enum(STAFF_LINK_ICONS) }))
    .max(STAFF_LINKS_MAX, `at most ${STAFF_LINKS_MAX} links`)
    .optional(),
});

/** spec 2 §3 "Sponsor": a sponsor and its stand. The lists, when given, are the whole of them. */
export const ZEventFileSponsor = z.strictObject({
  title,
  /** The title of its sponsor group. */
  group: title.nullable().optional(),
  shortDescription: longText.optional(),
  description: longText.optional(),
  thumbnailImageUri: ZEventFileRef.optional(),
  standImageUri: ZEventFileRef.optional(),
  externalContentUri: address.optional(),
  enableStandChat: z.boolean().optional(),
  theme: shortText.optional(),
  industry: shortText.optional(),
  expertise: shortText.optional(),
  keywords: keywords.optional(),
  staff: z.array(ZEventFileStaff).max(500).optional(),
  hotspots: z.array(ZEventFileHotspot).max(100).optional(),
  documents: z
    .array(z.strictObject({ title, uri: ZEventFileRef }))
    .max(200)
    .optional(),
  links: z
    .array(z.strictObject({ title, uri: address }))
    .max(200)
    .optional(),
});

/**
 * An ad's link to a sponsor's stand, in the file: `stand:` and the sponsor's title
 * (`stand:Acme`). The event stores `stand/{id}` (the web routes it to /{code}/stand/{id}), an id
 * that only means something in one event: apply resolves the title to the stand of the event it
 * writes, export writes the title back.
 */
export const EVENT_FILE_STAND_LINK = 'stand:';

/** The sponsor's title an ad's link names (`stand:Acme` → `Acme`), or undefined for any other link. */
export function standLinkSponsor(link: string | undefined): string | undefined {
  return link?.startsWith(EVENT_FILE_STAND_LINK) ? link.slice(EVENT_FILE_STAND_LINK.length).trim() : undefined;
}

/** spec 1 §3.6: an ad; `sponsor` is a sponsor's title. */
export const ZEventFileAd = z.strictObject({
  type: z.enum(AD_TYPES),
  sponsor: title.nullable().optional(),
  title: z.string().max(200).optional(),
  titleFr: z.string().max(200).optional(),
  imageUri: ZEventFileRef,
  link: address.optional().meta({
    description:
      "Where the ad leads: an address (https://…), a page of the event (programme), or a sponsor's stand as stand: and the sponsor's title (stand:Acme).",
  }),
});

/** spec 3 §3: a lounge (a sponsor's when `sponsor` names one) and its rooms. */
export const ZEventFileLounge = z.strictObject({
  title,
  titleFr: z.string().max(200).optional(),
  imageUri: ZEventFileRef.optional(),
  sponsor: title.nullable().optional(),
  /**
   * Rooms the lounge has (others, made by moderators, stay). The organiser names them as shown
   * ("Welcome café"); the 20-character limit and the normalised names are those of the rooms
   * moderators make in the lounge (spec 3 §5).
   */
  rooms: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'must not be empty')
        .max(ORGANISER_ROOM_NAME_MAX, `at most ${ORGANISER_ROOM_NAME_MAX} characters`),
    )
    .max(500)
    .optional(),
});

export const EVENT_FILE_ROLES = ['admin', 'speaker', 'reportViewer', 'submitter'] as const;

/** What a person moderates (DESIGN: Roles); lists name sessions by key, presentations by code, sponsors by title. */
export const ZEventFileModerates = z.strictObject({
  platform: z.boolean().optional(),
  /** Every lounge of the event. */
  lounges: z.boolean().optional(),
  sessions: z.array(z.string().min(1).max(200)).max(1000).optional(),
  presentations: z.array(z.string().min(1).max(200)).max(1000).optional(),
  /** Stand staff: the stand and its lounge. */
  sponsors: z.array(title).max(200).optional(),
  /** The sponsor's lounge only. */
  sponsorLounges: z.array(title).max(200).optional(),
});

/**
 * A password hash as the server writes it, `scrypt$N$r$p$salt$hash` (salt and hash base64url):
 * anything else, or a cost scrypt refuses (N a power of two) or that would take too much memory,
 * would fail the account's every sign-in.
 */
const passwordHash = z
  .string()
  .max(500)
  .regex(/^scrypt\$\d{1,7}\$\d\$\d\$[\w-]+\$[\w-]+$/, {
    message: 'must be a password hash as the server stores it (scrypt$N$r$p$salt$hash)',
    abort: true,
  })
  .refine(
    (value) => {
      const [, n, r, p] = value.split('$').map(Number) as [number, number, number, number];
      return n >= 2 && n <= 2 ** 17 && (n & (n - 1)) === 0 && r >= 1 && p >= 1 && p <= 4;
    },
    { message: 'N must be a power of two up to 131072, r 1–9, p 1–4' },
  );

/**
 * A person of the event, by email (or, for people without one such as a schedule's speakers,
 * by `key`). New accounts have no password: they choose one with "forgot password", unless
 * the file gives `password` or `passwordHash`.
 */
export const ZEventFilePerson = z
  .strictObject({
    email: email.optional(),
    key: z.string().trim().min(1).max(200).optional(),
    firstName: z.string().trim().max(PROFILE_NAME_MAX, `at most ${PROFILE_NAME_MAX} characters`).optional(),
    lastName: z.string().trim().max(PROFILE_NAME_MAX, `at most ${PROFILE_NAME_MAX} characters`).optional(),
    title: shortText.optional(),
    organisation: shortText.optional(),
    jobTitle: shortText.optional(),
    town: shortText.optional(),
    country: shortText.optional(),
    biography: z.string().max(BIOGRAPHY_MAX, `at most ${BIOGRAPHY_MAX} characters`).optional(),
    photoUri: ZEventFileRef.optional(),
    businessCardImageUri: ZEventFileRef.optional(),
    businessCardImageClickUri: address.optional(),
    /** The whole set of roles when given (attendee: none). */
    roles: z.array(z.enum(EVENT_FILE_ROLES)).optional(),
    disabled: z.boolean().optional(),
    hideFromDirectory: z.boolean().optional(),
    /** A password as the server stores it (export never writes one). */
    passwordHash: passwordHash.optional(),
    /** A password in clear (a demo's accounts), hashed when applied; kept when it already matches. */
    password: z.string().min(PASSWORD_MIN_LENGTH, `at least ${PASSWORD_MIN_LENGTH} characters`).max(200).optional(),
    /** The whole set of moderator scopes when given. */
    moderates: ZEventFileModerates.optional(),
  })
  .refine((p) => p.email !== undefined || p.key !== undefined, { message: 'needs an email or a key' });

/** A programme room (spec 2 §3); `nameFr` is its French label. */
export const ZEventFileRoom = z.strictObject({
  name: title,
  nameFr: z.string().max(200).optional(),
  alias: z.string().max(200).optional(),
});

const timestamp = z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-05-04T09:00:00Z' });

/** A presentation of a session; `code` (the organiser's reference, spec 3 §3 internalCode) names it elsewhere in the file. */
export const ZEventFilePresentation = z.strictObject({
  code: z.string().trim().min(1).max(200).optional(),
  title,
  description: longText.optional(),
  startsAt: timestamp.nullable().optional(),
  endsAt: timestamp.nullable().optional(),
  speaker: personRef.nullable().optional(),
  speakerNameOverride: shortText.optional(),
  coAuthors: longText.optional(),
  /** The custom code shown with the presentation (spec 3 §3: customCode); `code` is the organiser's reference. */
  customCode: z.string().max(50, 'at most 50 characters').optional(),
  type: shortText.optional(),
  theme: shortText.optional(),
  keywords: keywords.optional(),
  isPoster: z.boolean().optional(),
  isEventPortalPresentation: z.boolean().optional(),
  submissionRequirements: z.array(z.string().max(100)).max(20).optional(),
});

/**
 * A poll prepared for a session (a draft its moderators open during the session): a question,
 * 2–10 options, single or multiple choice, anonymous or not, results shown live or when the
 * moderators choose.
 */
export const ZEventFilePoll = z.strictObject({
  question: z.string().trim().min(2, 'must be at least 2 characters').max(300),
  options: z
    .array(z.string().trim().min(1, 'must not be empty').max(200))
    .min(2, 'must have at least 2 options')
    .max(10, 'may have at most 10 options'),
  multiple: z.boolean().optional(),
  anonymous: z.boolean().optional(),
  holdResults: z.boolean().optional(),
});

/** A programme session (spec 2 §3), by its stable `key`; the lists, when given, are the whole of them. */
export const ZEventFileSession = z
  .strictObject({
    key: z.string().trim().min(1).max(200),
    title,
    subtitle: z.string().max(500).optional(),
    abstract: longText.optional(),
    description: longText.optional(),
    startsAt: timestamp,
    endsAt: timestamp,
    programmeDay: z.iso.date('must be a date such as 2026-05-04').nullable().optional(),
    code: z.string().max(100).optional(),
    sourceUrl: address.optional(),
    /** A programme room's name. */
    room: z.string().max(200).nullable().optional(),
    type: shortText.optional(),
    theme: shortText.optional(),
    colour: colour.optional(),
    /** The session's own text colour; '': a readable one on its colour. */
    textColour: colour.optional(),
    /** The moderator line shown instead of the moderators' names (spec 3 §3: moderatorLine1). */
    moderatorLine1: z.string().max(500).optional(),
    /** Left out of every programme list (its page still opens). */
    hideInProgramme: z.boolean().optional(),
    language: z.string().max(40).optional(),
    keywords: keywords.optional(),
    isPoster: z.boolean().optional(),
    thumbnailUri: ZEventFileRef.optional(),
    /** The on-demand home's picture of the session (before its thumbnail). */
    homeVodThumbnailUri: ZEventFileRef.optional(),
    /** A sponsor's small picture on the session's card and page, and the address it leads to. */
    sponsorThumbnailUri: ZEventFileRef.optional(),
    sponsorThumbnailLinkUri: address.optional(),
    videoIFrameUri: address.optional(),
    externalContentUri: address.optional(),
    externalMeetingUri: address.optional(),
    externalVotingUri: address.optional(),
    externalTranslationUri: address.optional(),
    enableChat: z.boolean().optional(),
    enableComments: z.boolean().optional(),
    enableAuthorisationForComments: z.boolean().optional(),
    translation: z.boolean().optional(),
    recordingAllowed: z.boolean().optional(),
    links: z
      .array(z.strictObject({ title: z.string().max(200), url: address }))
      .max(50)
      .optional(),
    speakers: z.array(personRef).max(200).optional(),
    moderators: z.array(personRef).max(200).optional(),
    presentations: z.array(ZEventFilePresentation).max(500).optional(),
    /**
     * The session's prepared polls: when given, its polls not yet opened are replaced by these;
     * polls that have been opened (and their votes) stay as they are.
     */
    polls: z.array(ZEventFilePoll).max(50).optional(),
  })
  .refine((s) => Date.parse(s.endsAt) >= Date.parse(s.startsAt), {
    message: 'must not be before startsAt',
    path: ['endsAt'],
  });

/** The programme: rooms, French labels of types and themes, sessions. */
export const ZEventFileProgramme = z.strictObject({
  rooms: z.array(ZEventFileRoom).max(500).optional(),
  /** French names of session types and themes, by their English name. */
  labelsFr: z
    .strictObject({
      types: z.record(z.string().max(200), z.string().max(200)).optional(),
      themes: z.record(z.string().max(200), z.string().max(200)).optional(),
    })
    .optional(),
  sessions: z.array(ZEventFileSession).max(20_000).optional(),
});

/** The whole file. */
export const ZEventFile = z.strictObject({
  $schema: z.string().optional().describe('The JSON Schema an editor validates the file with (ignored by apply).'),
  version: z.literal(EVENT_FILE_VERSION).optional(),
  code: z
    .string()
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
    .optional()
    .describe("The event's code: `atrium event apply` uses it when no --platform is given (export leaves it out)."),
  settings: ZEventFileSettings.optional().describe("The event's settings (spec 1 §3.1): any subset; the rest stay."),
  submitSettings: ZEventFileSubmitSettings.optional().describe('The submission settings (spec 3 §3): any subset.'),
  signIn: ZSignInSettings.optional().describe(
    'Sign-in: external OpenID Connect providers (the whole list when given), whether the password form shows and whether people new to the event get an account. Client secrets are never here: clientSecretEnv or clientSecretFile names where the server reads them.',
  ),
  clients: z
    .array(ZAppClient)
    .max(50, 'at most 50 clients')
    .refine((list) => new Set(list.map((c) => c.id)).size === list.length, { message: 'two clients have the same id' })
    .optional()
    .describe(
      'Apps that sign people in through Atrium (authorization code with PKCE): the whole list when given. Ids are unique across events.',
    ),
  menu: z
    .array(ZEventFileMenuItem)
    .max(200)
    .optional()
    .describe("The whole menu: when given, the event's menu becomes it."),
  landing: ZEventFileLanding.optional().describe('The welcome page.'),
  pages: z.array(ZEventFilePage).max(500).optional().describe('Free pages (/custom/{id}), by title.'),
  moduleHtml: ZEventFileModuleHtml.optional().describe("Custom HTML replacing a module's page, by module."),
  sponsorGroups: z.array(ZEventFileSponsorGroup).max(100).optional().describe('Sponsor groups, by title, in order.'),
  sponsors: z
    .array(ZEventFileSponsor)
    .max(2000)
    .optional()
    .describe('Sponsors and their stands, by title, in order; others of the event are left as they are.'),
  ads: z.array(ZEventFileAd).max(500).optional().describe('The whole list of ads, in order.'),
  lounges: z.array(ZEventFileLounge).max(500).optional().describe('Lounges, by title, with rooms to add.'),
  people: z
    .array(ZEventFilePerson)
    .max(100_000)
    .optional()
    .describe('People, by email (or key), with their roles and moderator scopes.'),
  programme: ZEventFileProgramme.optional().describe('Rooms, French labels and sessions (by key).'),
});
export type TEventFile = z.infer<typeof ZEventFile>;
export type TEventFileInput = z.input<typeof ZEventFile>;
export type TEventFileSponsor = z.infer<typeof ZEventFileSponsor>;
export type TEventFilePerson = z.infer<typeof ZEventFilePerson>;
export type TEventFileSession = z.infer<typeof ZEventFileSession>;
export type TEventFilePoll = z.infer<typeof ZEventFilePoll>;
export type TEventFileLounge = z.infer<typeof ZEventFileLounge>;

/** One problem of a file: where (`sponsors[3].hotspots[1].posLeft`) and what. */
export interface TEventFileProblem {
  path: string;
  message: string;
}

/** `sponsors[3].hotspots[1].posLeft` from a path of keys and indexes. */
export function formatEventFilePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out || '(file)';
}

/** Parses a file: the value, or every problem with its place. */
export function parseEventFile(
  value: unknown,
): { ok: true; file: TEventFile } | { ok: false; problems: TEventFileProblem[] } {
  const result = ZEventFile.safeParse(value);
  if (result.success) return { ok: true, file: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => ({ path: formatEventFilePath(issue.path), message: issue.message })),
  };
}

/** The JSON Schema of the file (docs/event-file.schema.json), for editors. */
export function eventFileJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(ZEventFile, { io: 'input', unrepresentable: 'any' }),
    title: 'Atrium event file',
    description:
      'An Atrium event as a file: `atrium event export CODE > event.yaml`, `atrium event apply event.yaml` (docs/ARCHITECTURE.md, "The event as a file").',
  };
}
