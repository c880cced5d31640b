import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAllClients, eventually, ok } from '../test/hub-client.ts';
import { joined, type Scene, startHubSuite } from '../test/hub-scene.ts';
import type { TestServer } from '../test/test-server.ts';

/** The Prometheus metrics of a node (METRICS_PORT): what an operator's dashboard reads. */
let s: TestServer;
let scene: Scene;
let scrapeUrl: string;
let server: import('node:http').Server;

beforeAll(async () => {
  ({ s, scene } = await startHubSuite({ metricsPort: 0 }));
  if (!s.ctx.metrics) throw new Error('metrics are on when METRICS_PORT is set');
  server = await s.ctx.metrics.listen(0, '127.0.0.1');
  const address = server.address() as { port: number };
  scrapeUrl = `http://127.0.0.1:${address.port}/metrics`;
});
afterAll(async () => {
  closeAllClients();
  server?.close();
  await s.close();
});

const scrape = async () => (await fetch(scrapeUrl)).text();
/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('metrics', () => {
  it('times HTTP answers by route pattern, never by raw address', async () => {
    const me = scene.people.attendee;
    for (let i = 0; i < 3; i++)
      await s.http('GET', `/api/platform/${scene.event.id}/users/${me.id}`, { token: me.token });
    await s.http('GET', '/api/platform/99999999/nothing-here');
    const text = await scrape();
    const count = sample(
      text,
      'atrium_http_request_duration_seconds_count',
      'method="GET",route="/api/platform/:platformId/users/:userId",status="2xx"',
    );
    expect(count).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(new RegExp(`route="[^"]*${me.id}`));
    expect(text).toMatch(/route="unmatched",status="4xx"/);
  });

  it('counts hub sockets, commands and broadcast fan-out', async () => {
    const before = await scrape();
    const author = await joined(s, scene, 'attendee');
    const reader = await joined(s, scene, 'attendee2');
    const room = { groupType: 'LOUNGE' as const, groupId: scene.room.id };
    await ok(author, 'ENTER_GROUP', room);
    await ok(reader, 'ENTER_GROUP', room);
    await ok(author, 'POST_CHAT', { ...room, message: 'counted' });
    await eventually(async () => {
      const text = await scrape();
      expect(sample(text, 'atrium_hub_connections')).toBe(2);
      expect(sample(text, 'atrium_hub_commands_total', 'command="POST_CHAT",outcome="ok"')).toBe(1);
      const sent =
        (sample(text, 'atrium_hub_messages_sent_total') ?? 0) - (sample(before, 'atrium_hub_messages_sent_total') ?? 0);
      expect(sent).toBeGreaterThanOrEqual(2);
      expect(sample(text, 'atrium_hub_broadcast_fanout_seconds_count')).toBeGreaterThan(0);
    });
    const refused = await author.timeout(2000).emitWithAck('POST_CHAT', { ...room, message: '' });
    expect(refused.ok).toBe(false);
    expect(sample(await scrape(), 'atrium_hub_commands_total', 'command="POST_CHAT",outcome="refused"')).toBe(1);
  });

  it('reports the process, the log backlog, hashing, draining and, on PostgreSQL, the pool and query times', async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    expect(sample(text, 'atrium_activity_log_backlog')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'atrium_activity_log_dropped_total')).toBe(0);
    expect(sample(text, 'atrium_activity_log_failed_batches_total')).toBe(0);
    expect(sample(text, 'atrium_password_hashing', 'state="waiting"')).toBe(0);
    expect(sample(text, 'atrium_draining')).toBe(0);
    if (s.ctx.database.kind === 'postgres') {
      expect(sample(text, 'atrium_db_pool_connections', 'state="total"')).toBeGreaterThan(0);
      expect(sample(text, 'atrium_db_query_duration_seconds_count')).toBeGreaterThan(0);
    } else {
      expect(text).not.toMatch(/^atrium_db_pool_connections\{/m);
    }
  });

  it('has every series the Grafana dashboard (deploy/) reads', async () => {
    const dashboard = readFileSync(
      path.resolve(import.meta.dirname, '../../../../deploy/grafana/atrium-dashboard.json'),
      'utf8',
    );
    const names = new Set(
      [...dashboard.matchAll(/\b((?:atrium|nodejs|process)_[a-z0-9_]+)/g)].map((m) =>
        (m[1] as string).replace(/_(bucket|count|sum)$/, ''),
      ),
    );
    expect(names.size).toBeGreaterThan(10);
    const text = await scrape();
    for (const name of names) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));

    // A counter is read through rate() or increase(): its raw value only grows until a restart.
    const counters = [...text.matchAll(/^# TYPE (\S+) counter$/gm)].map((m) => m[1] as string);
    const exprs = [...dashboard.matchAll(/"expr": "((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] as string);
    for (const expr of exprs)
      for (const counter of counters)
        if (new RegExp(`\\b${counter}\\b`).test(expr))
          expect(expr, counter).toMatch(new RegExp(`(rate|increase)\\(${counter}\\b`));
  });

  it('exposes every cumulative value as a counter named _total', async () => {
    const text = await scrape();
    const types = new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1] as string, m[2] as string]));
    for (const [name, type] of types) {
      if (type === 'counter') expect(name, name).toMatch(/_total$/);
      if (name.startsWith('atrium_') && name.endsWith('_total')) expect(type, name).toBe('counter');
    }
    expect(types.get('atrium_activity_log_dropped_total')).toBe('counter');
    expect(types.get('atrium_activity_log_failed_batches_total')).toBe('counter');
    expect(types.has('atrium_activity_log_dropped')).toBe(false);
  });

  it('answers only GET /metrics on its port', async () => {
    expect((await fetch(scrapeUrl.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(scrapeUrl, { method: 'POST' })).status).toBe(404);
  });
});
