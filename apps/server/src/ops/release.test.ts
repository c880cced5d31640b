import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoSession, demoApi, signalProcess, signInDemo } from '../test/cli-process.ts';
import { eventually } from '../test/hub-client.ts';
import { freePort } from '../test/private-services.ts';

/**
 * The release folder as the container image holds it (scripts/release.mjs, which the Dockerfile
 * runs), started the way the image starts it: `node apps/server/dist/atrium.js serve` with only
 * the variables the README names, from another working folder, on a fresh data folder. Then the
 * image's restart: the node killed, and started again as a container starts it, under the same pid
 * that its lock file names.
 */
const repository = path.resolve(import.meta.dirname, '../../../..');
const work = mkdtempSync(path.join(tmpdir(), 'atrium-release-'));
const release = path.join(work, 'release');
const dataDir = path.join(work, 'data');
const elsewhere = mkdtempSync(path.join(tmpdir(), 'atrium-cwd-'));
const bundle = path.join(release, 'apps/server/dist/atrium.js');
let port: number;
let server: ChildProcess | undefined;

/** Only what the README and the Dockerfile set: no PATH, no HOME, nothing from this test's process. */
const cleanEnv = () => ({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir });

function start(argv: string[]): ChildProcess {
  const child = spawn(argv[0] as string, argv.slice(1), { cwd: elsewhere, env: cleanEnv(), stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  child.on('exit', (code) => {
    if (code) console.error(`the release's server exited with ${code}:\n${output}`);
  });
  return child;
}

async function ready(child: ChildProcess) {
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      expect(child.exitCode).toBeNull();
      const answer = await fetch(`${url}/readyz`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { ready: boolean }).ready).toBe(true);
    },
    120_000,
    200,
  );
  return url;
}

async function signedIn(url: string): Promise<DemoSession> {
  const session = await signInDemo(url);
  expect(session.token).toMatch(/^ey/);
  const bookmarks = await demoApi(session, 'GET', '/bookmarks');
  expect(bookmarks.status).toBe(200);
  return session;
}

beforeAll(async () => {
  port = await freePort();
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      [path.join(repository, 'scripts/release.mjs'), release],
      { cwd: repository, maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => (error ? reject(new Error(`release.mjs failed: ${stderr}`)) : resolve()),
    ),
  );
}, 600_000);

afterAll(async () => {
  await signalProcess(server, 'SIGKILL');
  // Some 40,000 files: a minute or more on a busy disk.
  await rm(work, { recursive: true, force: true });
  await rm(elsewhere, { recursive: true, force: true });
}, 300_000);

describe('the release folder (the container image)', () => {
  it('holds the server production dependencies where the lock file places them, and no development tools', () => {
    const lock = JSON.parse(readFileSync(path.join(repository, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean; optional?: boolean }>;
    };
    const nested = Object.entries(lock.packages).filter(
      ([where, entry]) => where.startsWith('apps/server/node_modules/') && !entry.dev && !entry.optional,
    );
    expect(nested.length).toBeGreaterThan(0);
    for (const [where] of nested) expect(existsSync(path.join(release, where, 'package.json')), where).toBe(true);
    for (const tool of ['vitest', 'typescript', 'esbuild', 's3rver', 'vite', '@playwright/test'])
      expect(existsSync(path.join(release, 'node_modules', tool)), tool).toBe(false);
    expect(existsSync(path.join(release, 'apps/server/dist/drizzle'))).toBe(true);
    expect(existsSync(path.join(release, 'apps/web/dist/index.html'))).toBe(true);
  });

  it('starts from a clean environment: ready, a sign-in and a page', async () => {
    server = start([process.execPath, bundle, 'serve']);
    const url = await ready(server);
    await signedIn(url);
    const page = await fetch(`${url}/DEMO`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const code = await fetch(new URL(script as string, url));
    expect(code.status).toBe(200);
    expect(code.headers.get('content-type')).toMatch(/javascript/);
  }, 180_000);

  it('starts again after being killed, when its stale lock names the pid it now has (a restarted container is pid 1 again)', async () => {
    await signalProcess(server, 'SIGKILL');
    expect(existsSync(path.join(dataDir, 'atrium.lock'))).toBe(true);
    // The shell writes a lock naming its own pid, as the killed container's did, then becomes
    // the server under that same pid (exec keeps the pid).
    const stale = '{"pid":%d,"role":"server","port":%d,"secret":"left-by-the-killed-one"}';
    server = start([
      '/bin/sh',
      '-c',
      `printf '${stale}' "$$" "$PORT" > "$DATA_DIR/atrium.lock" && exec "$0" "$@"`,
      process.execPath,
      bundle,
      'serve',
    ]);
    const url = await ready(server);
    const lock = JSON.parse(readFileSync(path.join(dataDir, 'atrium.lock'), 'utf8')) as { pid: number; secret: string };
    expect(lock.pid).toBe(server.pid);
    expect(lock.secret).not.toBe('left-by-the-killed-one');
    await signedIn(url);
  }, 180_000);
});
