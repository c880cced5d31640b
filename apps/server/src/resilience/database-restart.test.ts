import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../db/schema.ts';
import { eventually } from '../test/hub-client.ts';
import { type PrivatePostgres, startPrivatePostgres } from '../test/private-services.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The PostgreSQL server restarts under a running node (issue 9): requests fail cleanly with 503
 * and Retry-After, never 500, the process keeps running, and it serves again as soon as the
 * database is back, without a restart of its own. The database is this suite's own server.
 */
let pg: PrivatePostgres;
let server: TestServer;
let platformId: number;
let token: string;
let credentials: { email: string; password: string; platformId: number };

beforeAll(async () => {
  pg = await startPrivatePostgres();
  process.env.ATRIUM_TEST_DATABASE_URL = pg.url;
  server = await startTestServer();
  platformId = (await server.createPlatform('PGRESTART')).id;
  const user = await server.createUser(platformId);
  credentials = { email: user.email, password: user.password, platformId };
  token = (await server.signIn(credentials)).access_token;
}, 60_000);

afterAll(async () => {
  await server?.close().catch(() => {});
  await pg?.destroy();
}, 30_000);

const readyz = () => server.http('GET', '/readyz');
const bookmarks = () => server.http('GET', `/api/platform/${platformId}/bookmarks`, { token });
const signIn = () =>
  server.http('POST', '/connect/token', {
    form: {
      grant_type: 'password',
      username: credentials.email,
      password: credentials.password,
      platform_id: String(platformId),
      scope: 'openid profile offline_access',
    },
  });

describe('PostgreSQL restarts under a running server', () => {
  it('answers 503 while the database is down and serves again once it is back', async () => {
    expect((await bookmarks()).status).toBe(200);
    expect((await readyz()).body).toMatchObject({ ready: true, checks: { database: 'ok' } });

    await pg.stop();
    const whileDown = await Promise.all([bookmarks(), signIn(), bookmarks()]);
    for (const res of whileDown) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.body).toMatchObject({ error: 'unavailable' });
      expect(res.text).not.toMatch(/ECONNREFUSED|at .*\.ts|node_modules/);
    }
    // Not ready (once the background checks have run again): a proxy checking /readyz sends
    // people to another node meanwhile.
    await eventually(async () => {
      const notReady = await readyz();
      expect(notReady.status).toBe(503);
      expect(notReady.body).toMatchObject({ ready: false, checks: { database: 'failed' } });
    }, 10_000);

    await pg.start();
    // The pool reconnects on its own: no restart of the server.
    await eventually(async () => expect((await bookmarks()).status).toBe(200), 15_000);
    expect((await signIn()).status).toBe(200);
    await eventually(async () => expect((await readyz()).status).toBe(200), 10_000);
  }, 60_000);

  it('keeps the activity logs that arrive during the outage and writes them, in order, once it is back', async () => {
    const logs = () =>
      server.ctx.db
        .select({ action: activityLogs.action, at: activityLogs.at })
        .from(activityLogs)
        .where(and(eq(activityLogs.platformId, platformId), eq(activityLogs.kind, 'outage-test')))
        .orderBy(activityLogs.id);
    const record = (n: number) =>
      server.ctx.logs.record({ platformId, kind: 'outage-test', action: `log ${n}`, data: {} });

    await pg.stop();
    const before = Date.now();
    for (let n = 0; n < 1200; n++) record(n);
    await server.ctx.logs.flush();
    expect(server.ctx.logs.backlog()).toMatchObject({ buffered: 1200, dropped: 0 });
    expect(server.ctx.logs.backlog().failedBatches).toBeGreaterThan(0);

    await pg.start();
    // Retried on its own (no flush from the test): every log, in arrival order, with its arrival time.
    await eventually(async () => expect(server.ctx.logs.backlog().buffered).toBe(0), 30_000, 200);
    const written = await logs();
    expect(written.map((row) => row.action)).toEqual(Array.from({ length: 1200 }, (_, n) => `log ${n}`));
    for (const row of written) expect(row.at.getTime()).toBeLessThan(before + 5000);
    // Every transaction tried during the outage (logs and their rollups are written in one) gave
    // its connection back: none is held, none is waited for.
    await eventually(
      async () => {
        const pool = server.ctx.database.poolStats?.();
        expect(pool?.waiting).toBe(0);
        expect(pool?.idle).toBe(pool?.total);
      },
      10_000,
      100,
    );
  }, 60_000);
});
