import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atrium } from '../test/cli-process.ts';

/** `atrium client …`: the real command line, as separate processes against a real data folder. */
describe('atrium client add / list / remove', { timeout: 180_000 }, () => {
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-clients-'));
    env = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
    for (const code of ['APPCONF', 'APPOTHER']) {
      const created = await atrium(['platform', 'create', code, '--title', code], env);
      expect(created.code, created.stderr).toBe(0);
    }
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('registers an app, lists it, exports it in the event file, refuses bad input and ids of another event', async () => {
    const add = (code: string, ...extra: string[]) =>
      atrium(['client', 'add', code, '--id', 'poster-gallery', '--name', 'Poster Gallery', ...extra], env);
    const added = await add(
      'APPCONF',
      '--redirect-uri',
      'https://posters.example.org/cb',
      '--redirect-uri',
      'org.example.posters:/cb',
      '--scope',
      'openid',
      '--scope',
      'email',
    );
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Registered poster-gallery in APPCONF');
    expect(added.stdout).toContain('/.well-known/openid-configuration');

    const listed = await atrium(['client', 'list', 'APPCONF'], env);
    expect(listed.stdout).toContain('poster-gallery: Poster Gallery (scopes openid email)');
    expect(listed.stdout).toContain('redirect org.example.posters:/cb');

    const exported = await atrium(['event', 'export', 'APPCONF', '--format', 'json'], env);
    expect(JSON.parse(exported.stdout).clients).toEqual([
      {
        id: 'poster-gallery',
        name: 'Poster Gallery',
        redirectUris: ['https://posters.example.org/cb', 'org.example.posters:/cb'],
        scopes: ['openid', 'email'],
      },
    ]);

    const script = await add('APPCONF', '--redirect-uri', 'javascript:alert(1)');
    expect(script.code).toBe(2);
    expect(script.stderr).toContain('--redirect-uri');
    const scope = await add('APPCONF', '--redirect-uri', 'https://posters.example.org/cb', '--scope', 'everything');
    expect(scope.code).toBe(2);
    expect(scope.stderr).toContain('--scope');
    const taken = await add('APPOTHER', '--redirect-uri', 'https://elsewhere.example.org/cb');
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain('taken by another event');

    expect((await atrium(['client', 'remove', 'APPOTHER', 'poster-gallery'], env)).code).toBe(2);
    const removed = await atrium(['client', 'remove', 'APPCONF', 'poster-gallery'], env);
    expect(removed.stdout).toContain('Removed poster-gallery from APPCONF');
    expect((await atrium(['client', 'list', 'APPCONF'], env)).stdout).toContain('APPCONF: no apps registered');
  });
});
