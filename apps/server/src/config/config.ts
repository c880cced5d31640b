import path from 'node:path';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  HUB_KEEPALIVE_MS,
  HUB_TIMEOUT_MS,
  REFRESH_TOKEN_TTL_SECONDS,
  ROOM_COUNT_INTERVAL_MS,
} from '@atrium/contracts';
import { z } from 'zod';
import { trustedRangeProblem } from './trust-proxy.ts';

const port = z.coerce.number().int().min(0).max(65_535);
const seconds = z.coerce
  .number()
  .int()
  .min(30)
  .max(365 * 24 * 3600);
const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), `must start with ${protocols.join(': or ')}:`);

/** Environment variables the server reads, each validated at start (README: Configuration). */
const ZEnv = z.object({
  PORT: port.default(3000),
  // Only this machine by default: the README publishes the demo's passwords. Deployments set HOST.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits and _ . : - only')
    .default('atrium'),
  PUBLIC_URL: url(['http', 'https']).optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Atrium <no-reply@atrium.invalid>'),
  ACCESS_TOKEN_TTL: seconds.default(ACCESS_TOKEN_TTL_SECONDS),
  REFRESH_TOKEN_TTL: seconds.default(REFRESH_TOKEN_TTL_SECONDS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).default('true'),
  // `true` would trust every X-Forwarded-For hop: a client could choose its own address (and so
  // escape, or aim, the per-address limits). The proxies in front are counted or named instead,
  // and a named range may be no wider than a private network (config/trust-proxy.ts).
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine((v) => v !== 'true', {
      message:
        'true would let any client choose its address: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24)',
    })
    .superRefine((v, issues) => {
      if (v === 'true' || v === 'false' || /^([1-9]|10)$/.test(v)) return;
      if (/^\d+$/.test(v)) {
        issues.addIssue({ code: 'custom', message: 'a number of proxy hops must be 1 to 10' });
        return;
      }
      for (const entry of v.split(',')) {
        const problem = trustedRangeProblem(entry.trim());
        if (problem)
          issues.addIssue({
            code: 'custom',
            message: `${problem}; give false, a number of proxy hops (1-10), or a comma-separated list of proxy addresses or CIDR ranges`,
          });
      }
    }),
  HUB_FAST_BROADCAST: z.enum(['true', 'false']).default('true'),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  METRICS_PORT: port.optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  /** Set to keep files in an S3-compatible bucket instead of DATA_DIR/files. */
  S3_URL: url(['http', 'https']).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lower-case letters, digits, dots and dashes')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (MinIO, Garage, Ceph need it; AWS accepts it). */
  S3_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** The key of signed file addresses; unset: one made on first start and kept in the database. */
  FILES_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** The folder of external sign-in providers' client secrets (an event file's `clientSecretFile` names a file in it). */
  ATRIUM_OIDC_SECRETS_DIR: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Prefix of every Redis key and channel, so that several deployments (or test runs) share one Redis. */
  redisPrefix: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  logLevel: string;
  seedDemo: boolean;
  /** Behind a reverse proxy, whose X-Forwarded-For to trust: false, the number of proxy hops in front, or the proxies' addresses / CIDR ranges. */
  trustProxy: false | number | string[];
  /** Where the built SPA lives (served at /), if built. */
  webDist?: string;
  /** Cost of the password KDF; tests lower it (scrypt N). */
  scryptCost: number;
  /** Real-time hub timings; tests shorten them. */
  hub: HubSettings;
  /** The request rate limits of RATE_LIMITS (429 with Retry-After); off only for load tests. */
  rateLimits: boolean;
  /** Prometheus metrics on this port (GET /metrics), on HOST; unset: no metrics. */
  metricsPort?: number;
  /**
   * On SIGTERM: how long /readyz says 503 before the node stops accepting (the proxy's health
   * check interval × its fall count), and the bound on the whole shutdown.
   */
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
  /** Where files live: null for DATA_DIR/files, else the S3-compatible bucket. */
  s3: S3Config | null;
  /** The key of signed file addresses (FILES_SECRET), if set. */
  filesSecret?: string;
  /** Where external sign-in providers' secrets are read: the environment (ATRIUM_OIDC_…) and this folder. */
  oidcSecrets: { env: Record<string, string | undefined>; secretsDir?: string };
}

/** An S3-compatible bucket (storage/s3-storage.ts). */
export interface S3Config {
  /** The service's address (https://s3.eu-west-1.amazonaws.com, http://minio:9000, …). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (bucket in the path): MinIO, Garage, Ceph; AWS accepts both. */
  forcePathStyle: boolean;
}

export interface HubSettings {
  /** Socket.IO ping interval and time-out (spec 1 §7: keep-alive 5 s, server time-out 10 s). */
  pingIntervalMs: number;
  pingTimeoutMs: number;
  /** Room counts and user-list changes go out at most once per group per this interval. */
  countIntervalMs: number;
  /** With Redis: a node that has not renewed its heartbeat for this long is dead; its sockets leave. */
  nodeTtlMs: number;
  /** One frame written to every WebSocket of a room (realtime/fast-broadcast.ts); false: plain Socket.IO. */
  fastBroadcast?: boolean;
  /** How often open sockets are checked for expired tokens and for accounts disabled or removed since. */
  sweepIntervalMs: number;
}

export const DEFAULT_HUB_TIMINGS: HubSettings = {
  pingIntervalMs: HUB_KEEPALIVE_MS,
  pingTimeoutMs: HUB_TIMEOUT_MS - HUB_KEEPALIVE_MS,
  countIntervalMs: ROOM_COUNT_INTERVAL_MS,
  nodeTtlMs: 15_000,
  sweepIntervalMs: 30_000,
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.S3_URL) !== Boolean(e.S3_BUCKET))
    throw new ConfigError(
      'Invalid configuration:\n  S3_URL and S3_BUCKET go together: set both to use a bucket, or neither',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    trustProxy:
      e.TRUST_PROXY === 'false'
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? Number(e.TRUST_PROXY)
          : e.TRUST_PROXY.split(',').map((a) => a.trim()),
    scryptCost: 1 << 15,
    hub: { ...DEFAULT_HUB_TIMINGS, fastBroadcast: e.HUB_FAST_BROADCAST === 'true' },
    rateLimits: e.RATE_LIMITS === 'on',
    metricsPort: e.METRICS_PORT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    s3:
      e.S3_URL && e.S3_BUCKET
        ? {
            endpoint: e.S3_URL,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_PATH_STYLE === 'true',
          }
        : null,
    filesSecret: e.FILES_SECRET,
    oidcSecrets: {
      // Only the variables made for it: an event file can name no other (sign-in.ts in the contracts).
      env: Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('ATRIUM_OIDC_'))),
      secretsDir: e.ATRIUM_OIDC_SECRETS_DIR ? path.resolve(e.ATRIUM_OIDC_SECRETS_DIR) : undefined,
    },
  };
}
