import type { TStoredPlatformSettings } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An event ("platform"): code, title and the organiser's settings (spec 1 §3.1). */
export const platforms = pgTable('platforms', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  settings: jsonb('settings').$type<TStoredPlatformSettings>().notNull().default({}),
  /** Raised by every change to the programme (import, edits): nodes drop their cached programme. */
  programmeVersion: integer('programme_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owning event of a row: every event's data goes when the event goes. */
const platformRef = () =>
  integer('platform_id')
    .notNull()
    .references(() => platforms.id, { onDelete: 'cascade' });

/**
 * A person in one event (an email may exist in several events, once in each). Speakers from
 * an imported schedule have no email (schedules publish none) and no password, so they
 * cannot sign in; they are keyed by `externalKey` (the schedule's person guid or id).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    email: text('email'),
    /** Import key of a schedule person (`guid:…`, `id:…`), unique within the event. */
    externalKey: text('external_key'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title').notNull().default(''),
    organisation: text('organisation').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    town: text('town').notNull().default(''),
    country: text('country').notNull().default(''),
    biography: text('biography').notNull().default(''),
    photoUri: text('photo_uri').notNull().default(''),
    businessCardImageUri: text('business_card_image_uri').notNull().default(''),
    businessCardImageClickUri: text('business_card_image_click_uri').notNull().default(''),
    isSpeaker: boolean('is_speaker').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    isReportViewer: boolean('is_report_viewer').notNull().default(false),
    accepted: boolean('accepted'),
    disabled: boolean('disabled').notNull().default(false),
    ureventRef: text('urevent_ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_platform_email').on(t.platformId, t.email),
    uniqueIndex('users_platform_external_key').on(t.platformId, t.externalKey),
  ],
);

/** Moderator scopes (platform, lounge, session, presentation, sponsor, sponsor_lounge). */
export const moderatorAssignments = pgTable(
  'moderator_assignments',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    /** 0 for scopes without an entity (platform, lounge). */
    entityId: integer('entity_id').notNull().default(0),
  },
  (t) => [uniqueIndex('moderator_assignment_unique').on(t.userId, t.scope, t.entityId)],
);

/** Signing keys of the identity provider, shared by every node. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: createdAt(),
});

/** Opaque refresh tokens, stored hashed; a family is one sign-in and its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id').notNull(),
    scope: text('scope').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId)],
);

/** Single-use password reset tokens, stored hashed. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Failed sign-ins by key (account or address) for throttling, shared by every node. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Menu items (spec 1 §3.5); `link` is relative to the event (`programme`, `custom/3`) or external. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    parentId: integer('parent_id'),
    title: text('title').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    titleFr: text('title_fr').notNull().default(''),
    icon: text('icon').notNull().default(''),
    link: text('link').notNull().default(''),
    /** Module key the item belongs to (programme, vod, ...): hidden when that module is off. */
    module: text('module'),
    custom: boolean('custom').notNull().default(false),
    loginRequired: boolean('login_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('menu_items_platform').on(t.platformId)],
);

/** Custom HTML: landing page, per-module replacements and free pages (`/custom/{id}`). */
export const customPages = pgTable(
  'custom_pages',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    /** landing, programme, vod, live, poster, expo, lounge, ... or null for a free page. */
    module: text('module'),
    title: text('title').notNull().default(''),
    html: text('html').notNull().default(''),
    /** French variants of title and html ('' = none: the English is shown). */
    titleFr: text('title_fr').notNull().default(''),
    htmlFr: text('html_fr').notNull().default(''),
    useHomeVodModule: boolean('use_home_vod_module').notNull().default(false),
  },
  (t) => [index('custom_pages_platform').on(t.platformId, t.module)],
);

export const sponsorGroups = pgTable('sponsor_groups', {
  id: serial('id').primaryKey(),
  platformId: platformRef(),
  title: text('title').notNull(),
  colour: text('colour').notNull().default(''),
  textColour: text('text_colour').notNull().default(''),
  iconUri: text('icon_uri').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    groupId: integer('group_id').references(() => sponsorGroups.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    thumbnailImageUri: text('thumbnail_image_uri').notNull().default(''),
    standImageUri: text('stand_image_uri').notNull().default(''),
    externalContentUri: text('external_content_uri').notNull().default(''),
    enableStandChat: boolean('enable_stand_chat').notNull().default(false),
    theme: text('theme').notNull().default(''),
    industry: text('industry').notNull().default(''),
    expertise: text('expertise').notNull().default(''),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  },
  (t) => [index('sponsors_platform').on(t.platformId)],
);

/** Sponsor ads (spec 1 §3.6): sidebar carousel, banners and inline slots. */
export const sponsorAds = pgTable(
  'sponsor_ads',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull().default(''),
    /** French caption ('' = none: the English is shown). */
    titleFr: text('title_fr').notNull().default(''),
    imageUri: text('image_uri').notNull().default(''),
    link: text('link').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sponsor_ads_platform_type').on(t.platformId, t.type)],
);

export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    name: text('name').notNull(),
    alias: text('alias').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    externalKey: text('external_key'),
  },
  (t) => [uniqueIndex('rooms_platform_name').on(t.platformId, t.name)],
);

/** Programme sessions (spec 2 §3). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    /** Import key (schedule guid, else id), unique within the event. */
    externalKey: text('external_key'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** Sanitised HTML; shown before the description. */
    abstract: text('abstract').notNull().default(''),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * The programme day the session belongs to when it is not the date of its start in the
     * event's time zone (a schedule's day running past midnight); null: the start's date.
     */
    programmeDay: date('programme_day', { mode: 'string' }),
    /** A short code shown with the session (customCode): the schedule's code, if any. */
    code: text('code').notNull().default(''),
    /** The session's page in the imported schedule. */
    sourceUrl: text('source_url').notNull().default(''),
    roomId: integer('room_id').references(() => rooms.id, { onDelete: 'set null' }),
    type: text('type').notNull().default(''),
    theme: text('theme').notNull().default(''),
    colour: text('colour').notNull().default(''),
    language: text('language').notNull().default(''),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    isPoster: boolean('is_poster').notNull().default(false),
    thumbnailUri: text('thumbnail_uri').notNull().default(''),
    videoIFrameUri: text('video_iframe_uri').notNull().default(''),
    externalContentUri: text('external_content_uri').notNull().default(''),
    externalMeetingUri: text('external_meeting_uri').notNull().default(''),
    enableChat: boolean('enable_chat').notNull().default(false),
    enableComments: boolean('enable_comments').notNull().default(false),
    enableAuthorisationForComments: boolean('enable_authorisation_for_comments').notNull().default(false),
    translation: boolean('translation').notNull().default(false),
    recordingAllowed: boolean('recording_allowed').notNull().default(true),
    links: jsonb('links').$type<{ title: string; url: string }[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_platform_start').on(t.platformId, t.startsAt),
    uniqueIndex('sessions_platform_key').on(t.platformId, t.externalKey),
  ],
);

export const presentations = pgTable(
  'presentations',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    speakerId: integer('speaker_id').references(() => users.id, { onDelete: 'set null' }),
    speakerNameOverride: text('speaker_name_override').notNull().default(''),
    coAuthors: text('co_authors').notNull().default(''),
    isPoster: boolean('is_poster').notNull().default(false),
    isEventPortalPresentation: boolean('is_event_portal_presentation').notNull().default(true),
  },
  (t) => [index('presentations_session').on(t.sessionId)],
);

/** People who moderate or speak in a session (spec 2 §3: moderators, speakers). */
export const sessionPeople = pgTable(
  'session_people',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** Order of the names as the programme lists them (a schedule's persons keep theirs). */
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('session_people_unique').on(t.sessionId, t.userId, t.role),
    index('session_people_user').on(t.userId),
  ],
);

/** spec 1 §3.3: a user's bookmarks; one per entity. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    type: text('type').notNull(),
    entityUri: text('entity_uri').notNull(),
    /** Title and times when bookmarked; sessions and presentations are read fresh when listed. */
    title: text('title').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_entity').on(t.userId, t.entityType, t.entityId),
    index('bookmarks_platform_entity').on(t.platformId, t.entityType, t.entityId),
  ],
);

/**
 * The private address of a user's iCalendar feed: whoever has the token reads the feed,
 * so it is long and random; revoking deletes it. Kept readable (not hashed) because the
 * user is shown the address again (my programme: copy the link).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: serial('id').primaryKey(),
  platformId: platformRef(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/** Lounges and their chat rooms; a room's parent is a lounge (sponsor lounges carry sponsorId). */
export const lounges = pgTable('lounges', {
  id: serial('id').primaryKey(),
  platformId: platformRef(),
  sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** French title ('' = none: the English is shown). */
  titleFr: text('title_fr').notNull().default(''),
  imageUri: text('image_uri').notNull().default(''),
});

export const loungeRooms = pgTable(
  'lounge_rooms',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    loungeId: integer('lounge_id')
      .notNull()
      .references(() => lounges.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lounge_rooms_name').on(t.loungeId, t.name)],
);

/**
 * Chat messages of hub groups (spec 3 §3), persisted before they are broadcast; ids increase, so
 * a reconnecting client fetches what it missed. Author name, photo and role are kept as posted.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    groupType: text('group_type').notNull(),
    groupId: integer('group_id').notNull(),
    /** The lounge of a lounge room; null for other groups. */
    parentId: integer('parent_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    userPhotoUri: text('user_photo_uri').notNull().default(''),
    roleName: text('role_name').notNull(),
    isMod: boolean('is_mod').notNull().default(false),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** Removed by a moderator: kept for the record, never shown again. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by'),
  },
  (t) => [index('chat_messages_group').on(t.platformId, t.groupType, t.groupId, t.id)],
);

/** A private conversation of two users of one event (spec 1 §3.4); user1Id < user2Id, one per pair. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    user1Id: integer('user1_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user2Id: integer('user2_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message each participant has read (unread: later messages from the other). */
    user1ReadId: bigint('user1_read_id', { mode: 'number' }).notNull().default(0),
    user2ReadId: bigint('user2_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair').on(t.platformId, t.user1Id, t.user2Id),
    index('conversations_user2').on(t.user2Id),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_messages_conversation').on(t.conversationId, t.id)],
);

/** Activity logs (spec 1 §3.7), written in batches. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platformId: integer('platform_id').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    action: text('action'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('activity_logs_platform_kind_at').on(t.platformId, t.kind, t.at)],
);
