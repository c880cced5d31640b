import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { atrium } from '../test/cli-process.ts';
import { freePort } from '../test/private-services.ts';
import { scheduleJsonV1 } from '../test/schedule-fixtures.ts';
import { CONTROL_BODY_MAX_BYTES, CONTROL_PATH } from './control.ts';
import { readLock } from './lock.ts';

/** The real command line, run as separate processes against a real data folder. */
const main = path.resolve(import.meta.dirname, 'main.ts');

/** Every file under a folder, with its permission bits. */
function modes(dir: string): { file: string; mode: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file, mode: statSync(file).mode & 0o777 };
    });
}

/**
 * Starts a POST to the command channel declaring `declared` bytes, sends only `sent` of them,
 * and resolves with the server's answer (status and body) if it comes before the rest is sent.
 */
function partialPost(port: number, headers: Record<string, string>, declared: number, sent: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path: CONTROL_PATH,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(declared), ...headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      // The server may close the connection right after its answer, while we are still writing.
      if ((error as NodeJS.ErrnoException).code !== 'EPIPE' && (error as NodeJS.ErrnoException).code !== 'ECONNRESET')
        reject(error);
    });
    if (sent > 0) req.write(Buffer.alloc(sent, 0x20));
    else req.flushHeaders();
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

  it('exits when done with REDIS_URL set (its Redis connections closed)', async () => {
    const redisEnv = {
      ...env,
      REDIS_URL: process.env.ATRIUM_TEST_REDIS_URL || 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test-cli-${randomBytes(4).toString('hex')}`,
    };
    const listed = await atrium(['platform', 'list'], redisEnv, 45_000);
    expect(listed.killed).toBe(false);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('CLICONF');
    const failed = await atrium(['platform', 'settings', 'NOPE'], redisEnv, 45_000);
    expect(failed.killed).toBe(false);
    expect(failed.code).toBe(2);
  });

  it('keeps the data folder and the database files to the server account (0700 / 0600)', () => {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const files = modes(path.join(dataDir, 'db'));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => (f.mode & 0o077) !== 0)).toEqual([]);
  });

  describe('while the server runs on the embedded database', () => {
    let server: ChildProcess;
    let base: string;
    let port: number;

    beforeAll(async () => {
      port = await freePort();
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

    it('names a programme label in French through the server, and the programme shows it at once', async () => {
      const settings = (await (await fetch(`${base}/api/platform/LIVE`)).json()) as { eventId: number };
      const named = await atrium(
        ['programme', 'label', '--platform', 'LIVE', '--kind', 'type', '--name', 'Symposium', '--fr', 'Colloque'],
        env,
      );
      expect(named.code, named.stderr).toBe(0);
      const filters = async () =>
        (
          (await (await fetch(`${base}/api/platform/${settings.eventId}/sessions/filters`)).json()) as {
            frenchLabels: { type: Record<string, string> };
          }
        ).frenchLabels.type;
      expect((await filters()).Symposium).toBe('Colloque');
      const removed = await atrium(
        ['programme', 'label', '--platform', 'LIVE', '--kind', 'type', '--name', 'Symposium', '--fr', ''],
        env,
      );
      expect(removed.code).toBe(0);
      expect((await filters()).Symposium).toBeUndefined();
      const wrongKind = await atrium(
        ['programme', 'label', '--platform', 'LIVE', '--kind', 'track', '--name', 'x', '--fr', 'y'],
        env,
      );
      expect(wrongKind.code).toBe(2);
      expect(wrongKind.stderr).toContain('--kind');
    });

    it('switches the on-demand home of the welcome page through the server, which answers it at once', async () => {
      const settings = (await (await fetch(`${base}/api/platform/LIVE`)).json()) as { eventId: number };
      const landing = async () =>
        (await (await fetch(`${base}/api/platform/${settings.eventId}/landing`)).json()) as {
          useHomeVodModule: boolean;
        };
      expect((await landing()).useHomeVodModule).toBe(false);
      const on = await atrium(['platform', 'landing', 'LIVE', '--home-vod', 'on'], env);
      expect(on.code, on.stderr).toBe(0);
      expect(on.stdout).toContain('shows the on-demand home');
      expect((await landing()).useHomeVodModule).toBe(true);
      const off = await atrium(['platform', 'landing', 'LIVE', '--home-vod', 'off'], env);
      expect(off.code).toBe(0);
      expect((await landing()).useHomeVodModule).toBe(false);
      const wrong = await atrium(['platform', 'landing', 'LIVE', '--home-vod', 'yes'], env);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('--home-vod');
    });

    it('turns a session’s chat and questions on and gives it a moderator through the server', async () => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'atrium-cli-')), 'schedule.json');
      writeFileSync(file, scheduleJsonV1());
      expect((await atrium(['import', 'schedule', file, '--platform', 'LIVE'], env)).code).toBe(0);
      const added = await atrium(
        ['user', 'add', '--platform', 'LIVE', '--email', 'chair@example.org', '--first', 'C', '--last', 'Hair'],
        env,
      );
      expect(added.code, added.stderr).toBe(0);
      const key = '6a32cb72-a69d-423c-91b5-60d88eb8e6c7';
      const set = await atrium(
        [
          'programme',
          'session',
          '--platform',
          'LIVE',
          '--key',
          key,
          '--chat',
          'on',
          '--questions',
          'on',
          '--authorisation',
          'on',
          '--moderator',
          'chair@example.org',
        ],
        env,
      );
      expect(set.code, set.stderr).toBe(0);
      const sessionId = Number(/session (\d+)/.exec(set.stdout)?.[1]);
      expect(set.stdout).toContain('enableChat on, enableComments on, enableAuthorisationForComments on');
      expect(set.stdout).toContain(`chair@example.org moderates session ${sessionId}`);
      const settings = (await (await fetch(`${base}/api/platform/LIVE`)).json()) as { eventId: number };
      const session = (await (
        await fetch(`${base}/api/platform/${settings.eventId}/sessions/${sessionId}`)
      ).json()) as {
        enableChat: boolean;
        enableComments: boolean;
        enableAuthorisationForComments: boolean;
        moderators: string[];
      };
      expect(session).toMatchObject({ enableChat: true, enableComments: true, enableAuthorisationForComments: true });
      expect(session.moderators).toContain('C Hair');
      const wrong = await atrium(['programme', 'session', '--platform', 'LIVE', '--key', key, '--chat', 'yes'], env);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('--chat');
      const missing = await atrium(
        ['programme', 'session', '--platform', 'LIVE', '--key', 'nope', '--chat', 'on'],
        env,
      );
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('No session nope');
    });

    it('reports command errors from the server', async () => {
      const result = await atrium(
        ['user', 'add', '--platform', 'NOPE', '--email', 'a@b.org', '--first', 'A', '--last', 'B'],
        env,
      );
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Platform does not exist');
    });

    it('refuses a caller without the secret before reading its body', async () => {
      // 100 MB declared, 1 MB sent: the answer comes while the rest is still unsent.
      const declared = 100 * 1024 * 1024;
      const wrong = await partialPost(port, { 'x-atrium-secret': 'guessed' }, declared, 1024 * 1024);
      expect(wrong.status).toBe(403);
      const none = await partialPost(port, {}, declared, 0);
      expect(none.status).toBe(403);
      // The real secret with a body above the bound: refused from its declared length alone.
      const secret = readLock(dataDir)?.secret ?? '';
      const huge = await partialPost(port, { 'x-atrium-secret': secret }, CONTROL_BODY_MAX_BYTES + 1, 1024);
      expect(huge.status).toBe(413);
      // The channel still works for the real CLI.
      expect((await atrium(['platform', 'list'], env)).code).toBe(0);
    });

    it('writes mails to the outbox readable by the server account only', async () => {
      const created = await atrium(['platform', 'create', 'MAILS', '--title', 'Mails'], env);
      const platformId = Number(/\(id (\d+)\)/.exec(created.stdout)?.[1]);
      await atrium(
        ['user', 'add', '--platform', 'MAILS', '--email', 'reset@example.org', '--first', 'R', '--last', 'S'],
        env,
      );
      const res = await fetch(`${base}/connect/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'reset@example.org', platformId }),
      });
      expect(res.status).toBe(200);
      const outbox = path.join(dataDir, 'outbox');
      const mails = await vi.waitFor(
        () => {
          const found = modes(outbox);
          if (found.length === 0) throw new Error('no mail yet');
          return found;
        },
        { timeout: 15_000, interval: 100 },
      );
      expect(mails.map((m) => m.mode)).toEqual(mails.map(() => 0o600));
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    });

    it('refuses a second server on the same data folder', async () => {
      const result = await atrium(['serve'], { ...env, PORT: String(await freePort()) });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/is in use by a server \(pid \d+/);
    });
  });
});
