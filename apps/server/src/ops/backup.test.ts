import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { demoApi, type ServedProcess, serveDataDir, signalProcess, signInDemo } from '../test/cli-process.ts';
import { freePort } from '../test/private-services.ts';

/**
 * `atrium backup` while the embedded server runs, then `atrium restore` into another data
 * folder: the restored server has what was there at the backup (a bookmark, a profile, a
 * photo's file), and not what came after. The real command line, in processes of their own.
 */
const main = path.resolve(import.meta.dirname, '../cli/main.ts');
const work = mkdtempSync(path.join(tmpdir(), 'atrium-backup-'));
const original = path.join(work, 'original');
const restored = path.join(work, 'restored');
const backup = path.join(work, 'backup');
let server: ServedProcess | undefined;

afterAll(async () => {
  await signalProcess(server?.process, 'SIGKILL');
  rmSync(work, { recursive: true, force: true });
}, 30_000);

function atrium(args: string[], dataDir: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', main, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

describe('backup and restore of the embedded set-up', () => {
  it('round-trips the database and the files, and refuses to restore over data without --force', async () => {
    server = await serveDataDir(original, await freePort());
    const me = await signInDemo(server.url);
    const calendar = (await (await demoApi(me, 'GET', '/sessions/calendar')).json()) as {
      groupSessions: { id: number }[];
    }[];
    const [kept, later] = calendar.flatMap((day) => day.groupSessions.map((s) => s.id));
    expect((await demoApi(me, 'POST', '/bookmarks', { entityId: kept, entityType: 'SESSION' })).status).toBe(201);
    const saved = await demoApi(me, 'PUT', `/users/${me.userId}/profile`, {
      userId: me.userId,
      jobTitle: 'Backed-up title',
      accepted: true,
    });
    expect(saved.status).toBe(201);
    const photo = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('profileImg', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${server.url}/api/platform/${me.platformId}/upload?type=profile&id=${me.userId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { photoUri } = (await uploaded.json()) as { photoUri: string };
    const photoBytes = await (await fetch(`${server.url}${photoUri}`)).arrayBuffer();

    // While the server runs: the command goes through it (the only process with the database open).
    const made = await atrium(['backup', backup], original);
    expect(made.code, made.out).toBe(0);
    expect(made.out).toMatch(/Backup written to/);
    expect(readdirSync(backup).sort()).toEqual(['atrium-backup.json', 'database.tar.gz', 'files']);
    expect(statSync(path.join(backup, 'database.tar.gz')).mode & 0o777).toBe(0o600);
    // A second backup into the same folder is refused: nothing is overwritten.
    const again = await atrium(['backup', backup], original);
    expect(again.code).toBe(2);
    expect(again.out).toMatch(/not empty/);

    // After the backup: not in it.
    expect((await demoApi(me, 'POST', '/bookmarks', { entityId: later, entityType: 'SESSION' })).status).toBe(201);
    await signalProcess(server.process, 'SIGTERM');

    // Restoring over a folder that has data needs --force, and keeps what was there aside.
    const refused = await atrium(['restore', backup], original);
    expect(refused.code).toBe(2);
    expect(refused.out).toMatch(/--force/);

    const done = await atrium(['restore', backup], restored);
    expect(done.code, done.out).toBe(0);
    expect(done.out).toMatch(/Database restored/);

    server = await serveDataDir(restored, await freePort(), { SEED_DEMO: 'false' });
    const back = await signInDemo(server.url);
    expect(back.userId).toBe(me.userId);
    const bookmarks = (await (await demoApi(back, 'GET', '/bookmarks')).json()) as { entityId: number }[];
    expect(bookmarks.map((b) => b.entityId)).toEqual([kept]);
    const profile = (await (await demoApi(back, 'GET', `/users/${back.userId}`)).json()) as { jobTitle: string };
    expect(profile.jobTitle).toBe('Backed-up title');
    const restoredPhoto = await fetch(`${server.url}${photoUri}`);
    expect(restoredPhoto.status).toBe(200);
    expect(Buffer.from(await restoredPhoto.arrayBuffer()).equals(Buffer.from(photoBytes))).toBe(true);
    await signalProcess(server.process, 'SIGTERM');

    // A damaged dump changes nothing.
    const damaged = path.join(work, 'damaged');
    await cp(backup, damaged, { recursive: true });
    writeFileSync(path.join(damaged, 'database.tar.gz'), 'not a dump');
    const broken = await atrium(['restore', '--force', damaged], restored);
    expect(broken.code).toBe(2);
    expect(broken.out).toMatch(/could not be loaded/);
    server = await serveDataDir(restored, await freePort(), { SEED_DEMO: 'false' });
    const still = await signInDemo(server.url);
    expect(((await (await demoApi(still, 'GET', '/bookmarks')).json()) as unknown[]).length).toBe(1);
    await signalProcess(server.process, 'SIGTERM');

    const forced = await atrium(['restore', '--force', backup], original);
    expect(forced.code, forced.out).toBe(0);
    expect(readdirSync(original).some((name) => name.startsWith('db.before-restore-'))).toBe(true);
  }, 180_000);
});
