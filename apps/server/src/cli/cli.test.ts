import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The real command line, run as separate processes against a real data folder. */
const main = path.resolve(import.meta.dirname, 'main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function atrium(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', main, ...args],
      { env: { ...process.env, LOG_LEVEL: 'silent', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('atrium command line', { timeout: 180_000 }, () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-cli-'));
    env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a bad configuration with a message naming the variable', async () => {
    const result = await atrium(['platform', 'list'], { ...env, PORT: 'eighty' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('PORT');
    const url = await atrium(['platform', 'list'], { ...env, DATABASE_URL: 'mysql://x' });
    expect(url.code).toBe(2);
    expect(url.stderr).toContain('DATABASE_URL');
  });

  it('creates an event, changes settings and adds accounts with no server running', async () => {
    const created = await atrium(
      ['platform', 'create', 'cliconf', '--title', 'CLI Conference', '--set', 'open=true'],
      env,
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/Created event CLICONF \(id \d+\): CLI Conference/);
    const bad = await atrium(['platform', 'settings', 'CLICONF', '--set', 'calendarIntervalHeight=tall'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('calendarIntervalHeight must be a number');
    const set = await atrium(
      ['platform', 'settings', 'CLICONF', '--set', 'show.Likes=true', '--set', 'navBarBackgroundColour=#102030'],
      env,
    );
    expect(set.code).toBe(0);
    const shown = await atrium(['platform', 'settings', 'CLICONF'], env);
    expect(JSON.parse(shown.stdout)).toMatchObject({
      eventCode: 'CLICONF',
      open: true,
      navBarBackgroundColour: '#102030',
      show: { Likes: true },
    });
    const added = await atrium(
      [
        'user',
        'add',
        '--platform',
        'CLICONF',
        '--email',
        'Org@Example.org',
        '--first',
        'Olga',
        '--last',
        'Org',
        '--role',
        'admin',
        '--password',
        'a long password',
      ],
      env,
    );
    expect(added.stdout).toContain('Added org@example.org');
    const twice = await atrium(
      ['user', 'add', '--platform', 'CLICONF', '--email', 'org@example.org', '--first', 'O', '--last', 'O'],
      env,
    );
    expect(twice.code).toBe(2);
    expect(twice.stderr).toContain('has an account in this event already');
  });

  it('imports accounts from CSV, all or nothing, naming the bad line', async () => {
    const bad = path.join(dataDir, 'bad.csv');
    writeFileSync(bad, 'Email,First name,Last name,Role\nann@example.org,Ann,Lee,speaker\nnot-an-email,Bo,Ek,\n');
    const refused = await atrium(['user', 'import', '--platform', 'CLICONF', bad], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('bad.csv, line 3: email');
    const good = path.join(dataDir, 'good.csv');
    writeFileSync(
      good,
      'email,firstName,lastName,role,password\nann@example.org,Ann,Lee,speaker,\nbo@example.org,Bo,Ek,,secret-password\n',
    );
    const imported = await atrium(['user', 'import', '--platform', 'CLICONF', good], env);
    expect(imported.stdout).toContain('2 added, 0 already there');
    const again = await atrium(['user', 'import', '--platform', 'CLICONF', good], env);
    expect(again.stdout).toContain('0 added, 2 already there');
  });

  describe('while the server runs on the embedded database', () => {
    let server: ChildProcess;
    let base: string;

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = spawn(process.execPath, ['--import', 'tsx', main, 'serve'], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
        stdio: 'ignore',
      });
      for (let i = 0; i < 240; i++) {
        const ok = await fetch(`${base}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await sleep(250);
      }
      throw new Error('server did not start');
    }, 90_000);
    afterAll(async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    });

    it('carries commands out through the server, which sees the change at once', async () => {
      const result = await atrium(['platform', 'create', 'LIVE', '--title', 'Live event', '--set', 'open=true'], env);
      expect(result.stdout).toContain('Created event LIVE');
      const settings = await fetch(`${base}/api/platform/LIVE`);
      expect(settings.status).toBe(200);
      expect(await settings.json()).toMatchObject({ eventTitle: 'Live event', open: true });
      const changed = await atrium(['platform', 'settings', 'LIVE', '--set', 'eventTitle=Renamed'], env);
      expect(changed.code).toBe(0);
      expect(await (await fetch(`${base}/api/platform/LIVE`)).json()).toMatchObject({ eventTitle: 'Renamed' });
    });

    it('reports command errors from the server', async () => {
      const result = await atrium(
        ['user', 'add', '--platform', 'NOPE', '--email', 'a@b.org', '--first', 'A', '--last', 'B'],
        env,
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Platform does not exist');
    });

    it('refuses a second server on the same data folder', async () => {
      const result = await atrium(['serve'], { ...env, PORT: String(await freePort()) });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/is in use by a server \(pid \d+/);
    });
  });
});
