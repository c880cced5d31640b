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
    /** The client the sign-in was made for: its refreshes must come from it (RFC 6749 §6). */
    clientId: text('client_id').notNull().default('atrium-web'),
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

/**
 * Apps that sign people in through Atrium (issue 29, Atrium as the provider): public clients of
 * one event, under an id unique across events, with their exact redirect URIs and the scopes
 * they may ask for. The event file's `clients` section and `atrium client …` write them.
 */
export const appClients = pgTable(
  'app_clients',
  {
    id: text('id').primaryKey(),
    platformId: integer('platform_id').notNull(),
    name: text('name').notNull(),
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('app_clients_platform').on(t.platformId)],
);

/**
 * One app's sign-in request, from /connect/authorize to the tokens: the request as checked
 * (client, redirect URI, scope, state, nonce, PKCE challenge), answered once by the person on the
 * consent card; on "allow", the one-time code (hashed) bound to the person, spent once at the
 * token endpoint; `familyId` is the sign-in it gave, ended if the code is presented again.
 */
export const appAuthorizations = pgTable('app_authorizations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  requestId: text('request_id').notNull().unique(),
  platformId: integer('platform_id').notNull(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  scope: text('scope').notNull(),
  state: text('state'),
  nonce: text('nonce'),
  codeChallenge: text('code_challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').unique(),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
  familyId: text('family_id'),
  createdAt: createdAt(),
});
