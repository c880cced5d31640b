/**
 * Every table, for drizzle-kit (which reads this file to write the migrations) and for the
 * typed database handle. Each domain declares its own tables in `<domain>.tables.ts` beside
 * its repository. Code may import tables from here or from the owner's file: either way the
 * boundary check (`src/test/boundaries.test.ts`) knows each table's owner and refuses another
 * domain's tables unless declared. A new domain with tables adds one line here.
 */
export * from '../identity/identity.tables.ts';
export * from '../modules/bookmarks/bookmarks.tables.ts';
export * from '../modules/calendar/calendar.tables.ts';
export * from '../modules/chat/chat.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/conversations/conversations.tables.ts';
export * from '../modules/engagement/engagement.tables.ts';
export * from '../modules/files/files.tables.ts';
export * from '../modules/logs/logs.tables.ts';
export * from '../modules/lounges/lounges.tables.ts';
export * from '../modules/moderation/moderation.tables.ts';
export * from '../modules/platform/platform.tables.ts';
export * from '../modules/polls/polls.tables.ts';
export * from '../modules/programme/programme.tables.ts';
export * from '../modules/questions/questions.tables.ts';
export * from '../modules/reminders/reminders.tables.ts';
export * from '../modules/seed/seed.tables.ts';
export * from '../modules/sponsors/sponsors.tables.ts';
export * from '../modules/users/users.tables.ts';
