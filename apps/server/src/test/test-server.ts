import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SCOPE, type TStoredPlatformSettings, type TTokenResponse } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config/config.ts';
import { type AppContext, createContext } from '../context.ts';
import { type Database, migrate, openDatabase } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { attachHub } from '../realtime/hub.ts';
import { buildPlatform, buildUser, type NewTestUser, type TestEvent, type TestUser } from './factories.ts';
import { pgliteTemplate } from './pglite-template.ts';

/**
 * A real server for HTTP-level tests: in-memory PGlite by default; with
 * ATRIUM_TEST_DATABASE_URL, the PostgreSQL server, each suite in a schema of its own.
 */
export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  baseUrl: string;
  mails: MailMessage[];
  config: Config;
  http: (method: string, url: string, options?: RequestOptions) => Promise<TestResponse>;
  /** `buildPlatform` with this code; settings as given (default: open). */
  createPlatform: (code: string, settings?: TStoredPlatformSettings) => Promise<TestEvent>;
  /** `buildUser` in this event. */
  createUser: (platformId: number, options?: Omit<NewTestUser, 'platformId'>) => Promise<TestUser>;
  /** A sign-in with every scope: the answer has a refresh token and an id token. */
  signIn: (user: { email: string; password: string; platformId: number }) => Promise<SignedIn>;
  close: () => Promise<void>;
}

export type SignedIn = TTokenResponse & { refresh_token: string; id_token: string };

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  body?: RequestInit['body'];
  headers?: Record<string, string>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  body: any;
}

let counter = 0;

/** A schema name no other suite or run uses. */
export function uniqueSchemaName(): string {
  return `t_${process.pid}_${Date.now()}_${counter++}_${randomBytes(3).toString('hex')}`;
}

/** The PostgreSQL server tests use (ATRIUM_TEST_DATABASE_URL, else the local default). */
export function testDatabaseUrl(): string {
  return process.env.ATRIUM_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

export interface TestDatabase {
  database: Database;
  /** Closes the database; on PostgreSQL, drops the test's schema first. */
  close: () => Promise<void>;
}

/**
 * A migrated database for one suite: in-memory PGlite, or with ATRIUM_TEST_DATABASE_URL (or a
 * schema shared with other nodes) a schema of its own on the PostgreSQL server.
 */
export async function openTestDatabase(o: { schema?: string; poolSize?: number } = {}): Promise<TestDatabase> {
  const url = o.schema ? testDatabaseUrl() : process.env.ATRIUM_TEST_DATABASE_URL;
  const schema = o.schema ?? uniqueSchemaName();
  const database = url
    ? await openDatabase({ url, searchPath: schema, poolSize: o.poolSize ?? 4 })
    : await openDatabase({ pgliteFrom: pgliteTemplate() });
  // From the run's template there is nothing left to apply; without one, every migration runs.
  await migrate(database);
  return {
    database,
    async close() {
      if (url)
        await database.db
          .execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`))
          .catch((e) => console.error('DROP', e));
      await database.close();
    },
  };
}

export interface TestServerOptions {
  configOverrides?: Partial<Config>;
  /** A PostgreSQL schema shared with other nodes (the multi-node hub test); dropped at close. */
  schema?: string;
  /** The time services read (programme live flags). */
  clock?: Clock;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    scryptCost: 1024,
    // Suites sign many users in from one address; the limits' own tests turn them on.
    rateLimits: false,
    ...options.configOverrides,
  };
  const testDatabase = await openTestDatabase({ schema: options.schema });
  const database = testDatabase.database;
  const mails: MailMessage[] = [];
  const ctx = await createContext(config, database, {
    mailer: { send: async (m) => void mails.push(m) },
    clock: options.clock,
  });
  const app = await buildApp(ctx);
  await attachHub(app, ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  config.publicUrl = baseUrl;

  const http = async (method: string, url: string, opts: RequestOptions = {}): Promise<TestResponse> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: RequestInit['body'] = opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    const response = await fetch(baseUrl + url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, text, body: parsed };
  };

  const server: TestServer = {
    app,
    ctx,
    baseUrl,
    mails,
    config,
    http,
    createPlatform(code, settings = { open: true }) {
      // Settings replace the default as a whole: an event given settings without `open` is closed.
      return buildPlatform(server, { open: false, ...settings, code });
    },
    createUser(platformId, o = {}) {
      return buildUser(server, { ...o, platformId });
    },
    async signIn(user) {
      const res = await http('POST', '/connect/token', {
        form: {
          grant_type: 'password',
          username: user.email,
          password: user.password,
          platform_id: String(user.platformId),
          scope: DEFAULT_SCOPE,
        },
      });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
      if (!res.body.refresh_token || !res.body.id_token) throw new Error(`sign-in without every token: ${res.text}`);
      return res.body as SignedIn;
    },
    async close() {
      await app.close();
      await ctx.logs.stop();
      await ctx.redis?.close();
      await testDatabase.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
