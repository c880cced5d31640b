import { type SQL, sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { platformRef } from '../platform/platform.tables.ts';
import { ACCENTED, UNACCENTED } from './directory-text.ts';

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
    /** Submits files for every presentation and poster of the event (spec 1 §1: submitters). */
    isSubmitter: boolean('is_submitter').notNull().default(false),
    accepted: boolean('accepted'),
    disabled: boolean('disabled').notNull().default(false),
    /** Left out of the all-participants directory at their own wish (speakers stay on the speakers page). */
    hideFromDirectory: boolean('hide_from_directory').notNull().default(false),
    ureventRef: text('urevent_ref').notNull(),
    createdAt: createdAt(),
    /**
     * What the directory search reads: name, organisation, town and country, lower case and
     * without accents, kept by the database itself whichever path writes a person.
     */
    directorySearch: text('directory_search').generatedAlwaysAs(
      (): SQL =>
        sql`lower(translate(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.organisation} || ' ' || ${users.town} || ' ' || ${users.country}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${UNACCENTED}'`)}))`,
    ),
  },
  (t) => [
    uniqueIndex('users_platform_email').on(t.platformId, t.email),
    uniqueIndex('users_platform_external_key').on(t.platformId, t.externalKey),
    // The directory's order, and its search: a trigram index answers `LIKE '%term%'` from 3 characters.
    // Without a pending list (fastupdate off): rows written in bulk (an import, the demo) are in the
    // index at once, where a pending list would make the planner read the whole table instead until
    // a vacuum, which PGlite never runs on its own.
    index('users_directory_order').on(t.platformId, t.lastName, t.firstName, t.id),
    index('users_directory_search').using('gin', sql`${t.directorySearch} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);
