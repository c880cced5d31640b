import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';
import { users } from '../modules/users/users.tables.ts';

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

/**
 * An account's link to a person at an external identity provider of its event (issue 29): the
 * provider's `sub` finds the account again even after the e-mail changed at the provider.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id').notNull(),
    /** The provider's id in the event's sign-in settings. */
    providerId: text('provider_id').notNull(),
    /** The provider's issuer when the link was made (a provider entry pointed elsewhere links anew). */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('external_identities_subject').on(t.platformId, t.providerId, t.issuer, t.subject),
    index('external_identities_user').on(t.userId),
  ],
);

/**
 * One sign-in through an external provider, from the button to the tokens: the `state` (hashed)
 * with the `nonce` and PKCE verifier it was started with, spent by the provider's answer; then
 * the one-time code (hashed) the web app exchanges at /connect/token, spent by that exchange.
 */
export const externalSignIns = pgTable('external_sign_ins', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  stateHash: text('state_hash').notNull().unique(),
  platformId: integer('platform_id').notNull(),
  providerId: text('provider_id').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  /** Where the web app goes once signed in (a path of the event), and whether to remember the sign-in. */
  returnTo: text('return_to').notNull().default(''),
  remember: integer('remember').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when the provider's answer came back (used or refused): a state serves once. */
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  codeHash: text('code_hash').unique(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
