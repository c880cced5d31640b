import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { platformRef } from '../platform/platform.tables.ts';
import { sponsors } from '../sponsors/sponsors.tables.ts';

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
