// Sponsors and their groups (the exhibition's stands): the tables come first; the domain's routes,
// service and repository will sit beside them.
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { platformRef } from '../platform/platform.tables.ts';

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
