import {
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
import { platformRef } from '../platform/platform.tables.ts';
import { users } from '../users/users.tables.ts';

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

/**
 * The French names of a programme's organiser-written labels (session types, themes, rooms),
 * keyed by their English name as sessions and rooms store it; a label without a row here is
 * shown in English in French too.
 */
export const programmeLabels = pgTable(
  'programme_labels',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    kind: text('kind').$type<'type' | 'theme' | 'room'>().notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr').notNull(),
  },
  (t) => [uniqueIndex('programme_labels_platform_kind_name').on(t.platformId, t.kind, t.name)],
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
    /** The session's own text colour (#RRGGBBAA, set in the admin); '': a readable one on its colour. */
    textColour: text('text_colour').notNull().default(''),
    /** The moderator display text (spec 3 §3: moderatorLine1); '': the moderators' names. */
    moderatorLine1: text('moderator_line1').notNull().default(''),
    /** spec 3 §2: left out of every programme answer (lists, calendars, feeds, browse); its page still opens. */
    hideInProgramme: boolean('hide_in_programme').notNull().default(false),
    /**
     * The columns an organiser changed in the admin (property names, plus `moderators`): a later
     * schedule import keeps them (docs/ARCHITECTURE.md, "Programme administration").
     */
    editedFields: jsonb('edited_fields').$type<string[]>().notNull().default([]),
    language: text('language').notNull().default(''),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    isPoster: boolean('is_poster').notNull().default(false),
    thumbnailUri: text('thumbnail_uri').notNull().default(''),
    /** The picture the on-demand home shows for the session, before its thumbnail (spec 2 §4). */
    homeVodThumbnailUri: text('home_vod_thumbnail_uri').notNull().default(''),
    /** A sponsor's small picture on the session's card and page, and where it leads ('' for nowhere). */
    sponsorThumbnailUri: text('sponsor_thumbnail_uri').notNull().default(''),
    sponsorThumbnailLinkUri: text('sponsor_thumbnail_link_uri').notNull().default(''),
    videoIFrameUri: text('video_iframe_uri').notNull().default(''),
    externalContentUri: text('external_content_uri').notNull().default(''),
    externalMeetingUri: text('external_meeting_uri').notNull().default(''),
    enableChat: boolean('enable_chat').notNull().default(false),
    enableComments: boolean('enable_comments').notNull().default(false),
    enableAuthorisationForComments: boolean('enable_authorisation_for_comments').notNull().default(false),
    translation: boolean('translation').notNull().default(false),
    recordingAllowed: boolean('recording_allowed').notNull().default(true),
    links: jsonb('links').$type<{ title: string; url: string }[]>().notNull().default([]),
    /** The page of the session's polls (the player's vote tab), and of its interpretation (translation tab). */
    externalVotingUri: text('external_voting_uri').notNull().default(''),
    externalTranslationUri: text('external_translation_uri').notNull().default(''),
    /** Who is speaking now, set by the session's moderators while it runs (spec 2 §3: activeSpeaker). */
    activeSpeakerId: integer('active_speaker_id').references(() => users.id, { onDelete: 'set null' }),
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
    /** The organiser's own reference (spec 3 §3: internalCode), shown in the submission lists. */
    internalCode: text('internal_code').notNull().default(''),
    /** The custom code shown with the presentation (spec 3 §3: customCode). */
    code: text('code').notNull().default(''),
    type: text('type').notNull().default(''),
    theme: text('theme').notNull().default(''),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    /**
     * The permission questions asked for this presentation in particular (spec 3 §3: the
     * requirement flags), beside those the submit settings ask for every presentation.
     */
    submissionRequirements: jsonb('submission_requirements').$type<string[]>().notNull().default([]),
    /** The speaker's answers, by answer name (authorisedRecordWeb…); absent: not answered. */
    submissionAnswers: jsonb('submission_answers').$type<Record<string, boolean>>().notNull().default({}),
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

/**
 * Imported sessions an organiser deleted in the admin, by their import key: a later schedule
 * import does not create them again (and reports them).
 */
export const deletedSessionKeys = pgTable(
  'deleted_session_keys',
  {
    platformId: platformRef(),
    externalKey: text('external_key').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deleted_session_keys_unique').on(t.platformId, t.externalKey)],
);
