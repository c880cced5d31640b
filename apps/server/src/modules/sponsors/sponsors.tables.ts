// The exhibition: sponsor groups, sponsors (their stands) and what a stand shows (staff,
// hotspots on the stand picture, documents, links).
import { boolean, index, integer, jsonb, pgTable, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { platformRef } from '../platform/platform.tables.ts';
import { users } from '../users/users.tables.ts';

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
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sponsors_platform').on(t.platformId)],
);

const sponsorRef = () =>
  integer('sponsor_id')
    .notNull()
    .references(() => sponsors.id, { onDelete: 'cascade' });

/** A person who staffs a stand: shown on it with their online status and up to three links. */
export const sponsorStaff = pgTable(
  'sponsor_staff',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    sponsorId: sponsorRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The job title shown on the stand (the profile's when empty). */
    jobTitle: text('job_title').notNull().default(''),
    links: jsonb('links').$type<{ uri: string; icon: string }[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('sponsor_staff_unique').on(t.sponsorId, t.userId)],
);

/** A clickable area of a stand picture; position and size in percent of the picture. */
export const sponsorHotspots = pgTable(
  'sponsor_hotspots',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    sponsorId: sponsorRef(),
    type: text('type').notNull(),
    title: text('title').notNull().default(''),
    posTop: real('pos_top').notNull(),
    posLeft: real('pos_left').notNull(),
    mapHeight: real('map_height').notNull(),
    mapWidth: real('map_width').notNull(),
    vidWidth: integer('vid_width').notNull().default(640),
    vidHeight: integer('vid_height').notNull().default(360),
    items: jsonb('items').$type<{ title: string; content: string }[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sponsor_hotspots_sponsor').on(t.sponsorId)],
);

/** A document of a stand (bookmarkable as SPONSOR_DOCUMENT; its downloads are logged). */
export const sponsorDocuments = pgTable(
  'sponsor_documents',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    sponsorId: sponsorRef(),
    title: text('title').notNull(),
    uri: text('uri').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sponsor_documents_sponsor').on(t.sponsorId)],
);

/** A link of a stand: an address, an internal path or a mailto. */
export const sponsorLinks = pgTable(
  'sponsor_links',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    sponsorId: sponsorRef(),
    title: text('title').notNull(),
    uri: text('uri').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sponsor_links_sponsor').on(t.sponsorId)],
);
