import path from 'node:path';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@atrium/contracts';
import { z } from 'zod';

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
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  PUBLIC_URL: url(['http', 'https']).optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Atrium <no-reply@atrium.invalid>'),
  ACCESS_TOKEN_TTL: seconds.default(ACCESS_TOKEN_TTL_SECONDS),
  REFRESH_TOKEN_TTL: seconds.default(REFRESH_TOKEN_TTL_SECONDS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).default('true'),
  TRUST_PROXY: z.union([z.enum(['true', 'false']), z.coerce.number().int().min(1).max(10)]).default('false'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  logLevel: string;
  seedDemo: boolean;
  /** Behind a reverse proxy: trust X-Forwarded-For (true, or how many hops); off by default. */
  trustProxy: boolean | number;
  /** Where the built SPA lives (served at /), if built. */
  webDist?: string;
  /** Cost of the password KDF; tests lower it (scrypt N). */
  scryptCost: number;
}

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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    trustProxy: e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY,
    scryptCost: 1 << 15,
  };
}
