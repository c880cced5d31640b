import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { platformRef } from '../platform/platform.tables.ts';
import { sessions } from '../programme/programme.tables.ts';
import { users } from '../users/users.tables.ts';

/** An option of a poll: its id is stable within the poll (1, 2, … as prepared). */
export interface PollOptionValue {
  id: number;
  text: string;
}

/**
 * Polls of sessions, prepared by the session's moderators. `state`: draft (only moderators see
 * it), open (taking votes) or closed. `holdResults`: attendees see the results only once
 * `resultsShown`. Options may change only while the poll is a draft, so a vote's option ids
 * always name the options it was cast for.
 */
export const polls = pgTable(
  'polls',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: jsonb('options').$type<PollOptionValue[]>().notNull(),
    multiple: boolean('multiple').notNull().default(false),
    anonymous: boolean('anonymous').notNull().default(false),
    holdResults: boolean('hold_results').notNull().default(false),
    state: text('state', { enum: ['draft', 'open', 'closed'] })
      .notNull()
      .default('draft'),
    resultsShown: boolean('results_shown').notNull().default(false),
    /** When it was first opened (null: never); a poll once opened can no longer be edited. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('polls_session').on(t.sessionId, t.id)],
);

/**
 * Votes: one row per poll and person (the unique index makes every vote count once); a changed
 * vote replaces the row's options. The voter is kept for every poll so a vote can be changed,
 * but an anonymous poll's voters are never read out.
 */
export const pollVotes = pgTable(
  'poll_votes',
  {
    id: serial('id').primaryKey(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionIds: integer('option_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('poll_votes_user').on(t.pollId, t.userId)],
);
