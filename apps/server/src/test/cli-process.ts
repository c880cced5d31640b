import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_SCOPE } from '@atrium/contracts';
import { expect } from 'vitest';
import { eventually } from './hub-client.ts';

/** `atrium serve` as `npm start` runs it, in a process of its own, on an embedded data folder. */
const main = path.resolve(import.meta.dirname, '../cli/main.ts');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  /** Stopped at the time-out. */
  killed: boolean;
}

/** Runs the real command line (`atrium …args`) to its end, with these environment variables. */
export function atrium(args: string[], env: Record<string, string>, timeout = 60_000): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', main, ...args],
      { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, killed: Boolean(error?.killed) }),
    );
  });
}

export interface ServedProcess {
  process: ChildProcess;
  url: string;
}

/** Starts the real command line's server and waits until it answers /healthz. */
export async function serveDataDir(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ServedProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', main, 'serve'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    },
    60_000,
    100,
  );
  return { process: child, url };
}

/** Sends a signal and resolves with the exit code (null when killed by the signal). */
export function signalProcess(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<number | null> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? null);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

export interface DemoSession {
  url: string;
  platformId: number;
  token: string;
  userId: number;
}

/** Signs the demo attendee in to the demo event of a served process. */
export async function signInDemo(url: string): Promise<DemoSession> {
  const settings = (await (await fetch(`${url}/api/platform/DEMO`)).json()) as { eventId: number };
  const res = await fetch(`${url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'attendee@demo.atrium.test',
      password: 'demo-password',
      platform_id: String(settings.eventId),
      scope: DEFAULT_SCOPE,
    }),
  });
  const tokens = (await res.json()) as { access_token: string };
  const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1] as string, 'base64url').toString()) as {
    sub: string;
  };
  return { url, platformId: settings.eventId, token: tokens.access_token, userId: Number(claims.sub) };
}

/** A call to the demo event's API as the signed-in attendee. */
export const demoApi = (s: DemoSession, method: string, route: string, body?: unknown) =>
  fetch(`${s.url}/api/platform/${s.platformId}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${s.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
