import { type AnyPgColumn, boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { platformRef } from '../platform/platform.tables.ts';
import { presentations, sessions } from '../programme/programme.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * Questions of sessions and presentations, and moderators' replies (rows with a parent). The
 * author's name and photo are kept as asked (spec 2 §3), so a moderator can clear the photo.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    presentationId: integer('presentation_id').references(() => presentations.id, { onDelete: 'cascade' }),
    /** The question a reply answers; null for a question. */
    parentId: integer('parent_id').references((): AnyPgColumn => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    userPhotoUri: text('user_photo_uri').notNull().default(''),
    text: text('text').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('questions_session').on(t.sessionId, t.id), index('questions_parent').on(t.parentId)],
);

/** Attendees' up-votes of questions: one per person and question. */
export const questionVotes = pgTable(
  'question_votes',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('question_votes_user').on(t.questionId, t.userId)],
);

/** A session's question settings that moderators change while it runs (auto-approval). */
export const sessionQuestionSettings = pgTable('session_question_settings', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  autoApprove: boolean('auto_approve').notNull().default(false),
});
