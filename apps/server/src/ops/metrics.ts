import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import { hashingLoad } from '../identity/password.ts';
import type { RedisClients } from '../realtime/redis.ts';
import type { Checks } from './readiness.ts';

/** What the hub reports as it works (no-ops when metrics are off). */
export interface HubInstruments {
  /** A client command was handled (or refused). */
  command(type: string, ok: boolean): void;
  /** A broadcast reached this node's sockets in a room: how many, and how long writing them took. */
  fanOut(sockets: number, seconds: number): void;
}

export const NO_HUB_INSTRUMENTS: HubInstruments = { command() {}, fanOut() {} };

/** What the metrics read when scraped: current values owned by other parts. */
export interface MetricSources {
  database: Database;
  redis: RedisClients | null;
  hubConnections(): number;
  logBacklog(): { buffered: number; dropped: number; failedBatches: number };
  draining(): boolean;
}

// Buckets in seconds: API answers are milliseconds; a slow import or a stalled pool is seconds.
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const FAN_OUT_BUCKETS = [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5];

/**
 * Prometheus metrics of one node (prom-client), on a port of their own (METRICS_PORT), never on
 * the public one. Everything is counted in this process; Prometheus sums the nodes.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly hub: HubInstruments;
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly readinessChecks: Counter<'outcome'>;

  constructor(sources: MetricSources) {
    const registry = this.registry;
    // Process: CPU, memory, handles, GC and event-loop lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

    this.httpDuration = new Histogram({
      name: 'atrium_http_request_duration_seconds',
      help: 'HTTP answers by route pattern, method and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });

    const hubCommands = new Counter({
      name: 'atrium_hub_commands_total',
      help: 'Hub messages handled, by command and outcome',
      labelNames: ['command', 'outcome'],
      registers: [registry],
    });
    const hubFrames = new Counter({
      name: 'atrium_hub_messages_sent_total',
      help: "Hub messages written to this node's sockets by broadcasts",
      registers: [registry],
    });
    const fanOut = new Histogram({
      name: 'atrium_hub_broadcast_fanout_seconds',
      help: "Time to write one broadcast to this node's sockets in its room",
      buckets: FAN_OUT_BUCKETS,
      registers: [registry],
    });
    this.hub = {
      command: (type, ok) => hubCommands.inc({ command: type, outcome: ok ? 'ok' : 'refused' }),
      fanOut: (sockets, seconds) => {
        hubFrames.inc(sockets);
        fanOut.observe(seconds);
      },
    };
    new Gauge({
      name: 'atrium_hub_connections',
      help: 'Open hub sockets on this node',
      registers: [registry],
      collect() {
        this.set(sources.hubConnections());
      },
    });

    const queryDuration = new Histogram({
      name: 'atrium_db_query_duration_seconds',
      help: 'PostgreSQL query time, from sending to the answer (the embedded database is not timed)',
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    sources.database.observeQueries?.((seconds) => queryDuration.observe(seconds));
    new Gauge({
      name: 'atrium_db_pool_connections',
      help: 'PostgreSQL pool: connections open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = sources.database.poolStats?.();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });

    new Gauge({
      name: 'atrium_redis_up',
      help: 'Redis connections ready (1) or not (0), by connection; absent without REDIS_URL',
      labelNames: ['connection'],
      registers: [registry],
      collect() {
        const redis = sources.redis;
        if (!redis) return;
        for (const name of ['command', 'pub', 'sub'] as const)
          this.set({ connection: name }, redis[name].status === 'ready' ? 1 : 0);
      },
    });

    const logs = () => sources.logBacklog();
    new Gauge({
      name: 'atrium_activity_log_backlog',
      help: 'Activity logs waiting to be written (kept through a database outage, up to a bound)',
      registers: [registry],
      collect() {
        this.set(logs().buffered);
      },
    });
    // Cumulative since start: counters (`_total`), so that rate() and increase() read them and a
    // restart (back to 0) is a counter reset. Each scrape adds what the service counted since.
    const counted = (read: () => number) => {
      let seen = 0;
      return function (this: Counter) {
        const now = read();
        if (now > seen) this.inc(now - seen);
        seen = now;
      };
    };
    new Counter({
      name: 'atrium_activity_log_dropped_total',
      help: 'Activity logs dropped because the backlog was full',
      registers: [registry],
      collect: counted(() => logs().dropped),
    });
    new Counter({
      name: 'atrium_activity_log_failed_batches_total',
      help: 'Activity log batches that failed to write (and were kept to retry)',
      registers: [registry],
      collect: counted(() => logs().failedBatches),
    });

    new Gauge({
      name: 'atrium_password_hashing',
      help: 'Password hashes running, waiting, and reserved by sign-ins checking their throttle',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const load = hashingLoad();
        this.set({ state: 'running' }, load.running);
        this.set({ state: 'waiting' }, load.waiting);
        this.set({ state: 'reserved' }, load.reserved);
      },
    });
    this.readinessChecks = new Counter({
      name: 'atrium_readiness_checks_total',
      help: 'Rounds of readiness checks (database, Redis, storage) run in the background; /readyz answers the latest',
      labelNames: ['outcome'],
      registers: [registry],
    });
    new Gauge({
      name: 'atrium_draining',
      help: '1 while this node is shutting down (readiness false)',
      registers: [registry],
      collect() {
        this.set(sources.draining() ? 1 : 0);
      },
    });
  }

  /** A round of readiness checks ended: counted by whether every dependency answered. */
  readinessChecked(checks: Checks) {
    const outcome = Object.values(checks).includes('failed') ? 'failed' : 'ok';
    this.readinessChecks.inc({ outcome });
  }

  /** Times every answer of the app by its route pattern (never the raw URL: ids would explode the labels). */
  instrument(app: FastifyInstance) {
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      const status = `${Math.floor(reply.statusCode / 100)}xx`;
      this.httpDuration.observe({ method: req.method, route, status }, reply.elapsedTime / 1000);
    });
  }

  /** The scrape endpoint, on its own port (METRICS_PORT): GET /metrics. */
  async listen(port: number, host: string): Promise<Server> {
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
        return;
      }
      this.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return server;
  }
}
