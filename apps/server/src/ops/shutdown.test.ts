import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { activityLogs } from '../db/schema.ts';
import { demoApi, type ServedProcess, serveDataDir, signalProcess, signInDemo } from '../test/cli-process.ts';
import { closeAllClients, connectHub, eventually } from '../test/hub-client.ts';
import { freePort } from '../test/private-services.ts';

/**
 * SIGTERM stops a node gracefully (issue 9): /readyz turns 503 while it drains, hub clients are
 * told to go (and reconnect elsewhere), requests under way and buffered activity logs are
 * finished, and the process exits 0 within its bound. The real command line, as `npm start`
 * runs it; the metrics port answers while it runs.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-stop-'));
let server: ServedProcess | undefined;

afterAll(async () => {
  closeAllClients();
  await signalProcess(server?.process, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('a node stopped with SIGTERM', () => {
  it('drains, tells hub clients to go, writes its buffered logs and exits 0', async () => {
    const metricsPort = await freePort();
    server = await serveDataDir(dataDir, await freePort(), {
      SHUTDOWN_DRAIN_SECONDS: '2',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      METRICS_PORT: String(metricsPort),
      RATE_LIMITS: 'off',
    });
    const { url } = server;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const me = await signInDemo(url);
    const hub = await connectHub(url, { token: me.token, platformId: me.platformId });
    const gone = new Promise<string>((resolve) => hub.once('disconnect', (reason) => resolve(reason)));

    // Metrics on their own port: the requests and the open socket are counted.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/atrium_http_request_duration_seconds_count\{method="POST",route="\/connect\/token"/);
    expect(metrics).toMatch(/^atrium_hub_connections 1$/m);
    expect(metrics).toMatch(/^atrium_draining 0$/m);
    // Not on the public port (there, /metrics is just another address of the web app).
    expect(await (await fetch(`${url}/metrics`)).text()).not.toContain('atrium_');

    // Logs answered just before the signal are still in the buffer (written every second).
    const answered = [];
    for (let n = 0; n < 40; n++) {
      const res = await demoApi(me, 'POST', '/log/navigation', {
        eventId: me.platformId,
        eventCode: 'DEMO',
        from: 'welcome',
        to: `shutdown-${n}`,
      });
      answered.push(res.status);
    }
    expect(answered.every((status) => status === 200)).toBe(true);
    const exited = signalProcess(server.process, 'SIGTERM');

    // Draining: not ready, yet still answering (the proxy moves new connections elsewhere first).
    await eventually(async () => expect((await fetch(`${url}/readyz`)).status).toBe(503), 5000, 50);
    const draining = await (await fetch(`${url}/readyz`)).json();
    expect(draining).toMatchObject({ ready: false, draining: true });
    expect((await demoApi(me, 'GET', '/bookmarks')).status).toBe(200);

    // Then the hub lets its clients go (they reconnect at once, to another node) and the process ends.
    expect(await gone).toBe('io server disconnect');
    expect(await exited).toBe(0);

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const [row] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(activityLogs)
        .where(
          and(
            eq(activityLogs.kind, 'navigation'),
            eq(activityLogs.userId, me.userId),
            sql`${activityLogs.data}->>'to' like 'shutdown-%'`,
          ),
        );
      expect(row?.count).toBe(40);
    } finally {
      await database.close();
    }
  }, 120_000);
});
