import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atrium, serveDataDir, signalProcess } from '../test/cli-process.ts';
import { freePort } from '../test/private-services.ts';

/** `atrium event export` and `atrium event apply`, run as the real command line against a data folder. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const EVENT_YAML = `# An event file, as an organiser writes it
settings:
  eventTitle: File conference
  open: true
sponsorGroups:
  - title: Gold
sponsors:
  - title: Acme
    group: Gold
    standImageUri: images/stand.png
    hotspots:
      - { type: Link, posTop: 10, posLeft: 10, mapHeight: 20, mapWidth: 20, items: [{ title: Site, content: "https://acme.test/" }] }
people:
  - email: chair@file.test
    firstName: Chair
    lastName: Person
    moderates: { sponsors: [Acme] }
`;

describe('atrium event export / apply', { timeout: 180_000 }, () => {
  let dir: string;
  let env: Record<string, string>;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-event-cli-'));
    env = { DATA_DIR: path.join(dir, 'data'), SEED_DEMO: 'false' };
    mkdirSync(path.join(dir, 'source', 'images'), { recursive: true });
    writeFileSync(path.join(dir, 'source', 'event.yaml'), EVENT_YAML);
    writeFileSync(path.join(dir, 'source', 'images', 'stand.png'), PNG);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('applies a file (creating the event), again without change, and refuses a wrong one naming the field', async () => {
    const file = path.join(dir, 'source', 'event.yaml');
    const first = await atrium(['event', 'apply', file, '--platform', 'filecon'], env);
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/Created event FILECON/);
    expect(first.stdout).toContain('sponsors: 1 created (Acme)');
    expect(first.stdout).toContain('files: 1 stored');
    const again = await atrium(['event', 'apply', file, '--platform', 'FILECON'], env);
    expect(again.stdout).toContain('sponsors: 1 unchanged');
    expect(again.stdout).toContain('files: 0 stored');
    expect(again.stdout).not.toMatch(/created|updated/);

    const wrong = path.join(dir, 'source', 'wrong.yaml');
    writeFileSync(wrong, EVENT_YAML.replace('posLeft: 10', 'posLeft: 140').replace('File conference', 'Changed'));
    const refused = await atrium(['event', 'apply', wrong, '--platform', 'FILECON'], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('wrong.yaml was not applied, nothing changed');
    expect(refused.stderr).toContain('sponsors[0].hotspots[0].posLeft: must be 0–100');
  });

  it('exports an event with its files and reproduces it in another event', async () => {
    const out = path.join(dir, 'export');
    const exported = await atrium(['event', 'export', 'FILECON', '--files', out], env);
    expect(exported.stderr).toBe('');
    expect(exported.stdout).toContain('title: Acme');
    expect(exported.stdout).toMatch(/standImageUri: files\/[0-9a-f]{32}\.png/);
    expect(readdirSync(path.join(out, 'files'))).toHaveLength(1);
    writeFileSync(path.join(out, 'event.yaml'), exported.stdout);

    const dry = await atrium(
      ['event', 'apply', path.join(out, 'event.yaml'), '--platform', 'FILECON', '--dry-run'],
      env,
    );
    expect(dry.stdout).toContain('Dry run: nothing was changed in FILECON.');

    const copied = await atrium(['event', 'apply', path.join(out, 'event.yaml'), '--platform', 'FILECOPY'], env);
    expect(copied.stderr).toBe('');
    const copy = await atrium(['event', 'export', 'FILECOPY', '--files', path.join(dir, 'copy')], env);
    expect(copy.stdout).toBe(exported.stdout);
    const json = await atrium(['event', 'export', 'FILECOPY', '--format', 'json'], env);
    expect(JSON.parse(json.stdout).sponsors[0].title).toBe('Acme');
  });

  it('refuses a file beside the event file that is a symbolic link or whose real path leaves the folder, storing nothing', async () => {
    // A secret outside the folder, a link to it, a link to a file inside the folder, and a linked folder.
    writeFileSync(path.join(dir, 'secret.txt'), 'root:x:0:0:secret');
    const folder = path.join(dir, 'linked');
    mkdirSync(path.join(folder, 'images'), { recursive: true });
    writeFileSync(path.join(folder, 'images', 'stand.png'), PNG);
    symlinkSync(path.join(dir, 'secret.txt'), path.join(folder, 'notes.txt'));
    symlinkSync(path.join(folder, 'images', 'stand.png'), path.join(folder, 'stand-link.png'));
    symlinkSync(dir, path.join(folder, 'outside'));
    const before = await atrium(['files', 'list'], env);
    const file = path.join(folder, 'event.yaml');
    const refs = ['notes.txt', 'stand-link.png', 'outside/secret.txt'];
    const documents = refs.map((ref) => `{ title: Notes, uri: ${ref} }`).join(', ');
    writeFileSync(
      file,
      EVENT_YAML.replace('File conference', 'Linked').replace(
        '    group: Gold\n',
        `    group: Gold\n    documents: [${documents}]\n`,
      ),
    );
    for (const platform of ['FILECON', 'LINKCON']) {
      const refused = await atrium(['event', 'apply', file, '--platform', platform], env);
      expect(refused.code, platform).not.toBe(0);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toContain('event.yaml was not applied, nothing changed');
      expect(refused.stderr).toContain(
        'sponsors[0].documents[0].uri: notes.txt is refused: notes.txt is a symbolic link',
      );
      expect(refused.stderr).toContain(
        'documents[1].uri: stand-link.png is refused: stand-link.png is a symbolic link',
      );
      expect(refused.stderr).toContain('documents[2].uri: outside/secret.txt is refused: outside is a symbolic link');
    }
    // Nothing stored, no event made, the existing one unchanged.
    expect((await atrium(['files', 'list'], env)).stdout).toBe(before.stdout);
    expect((await atrium(['event', 'export', 'LINKCON'], env)).code).not.toBe(0);
    const exported = await atrium(['event', 'export', 'FILECON'], env);
    expect(exported.stdout).toContain('eventTitle: File conference');
    expect(exported.stdout).not.toContain('documents');
    // The same folder with the real file is applied as before.
    writeFileSync(path.join(folder, 'event.yaml'), EVENT_YAML.replace('File conference', 'Linked'));
    const applied = await atrium(['event', 'apply', path.join(folder, 'event.yaml'), '--platform', 'LINKCON'], env);
    expect(applied.stderr).toBe('');
    expect(applied.stdout).toContain('Created event LINKCON');
  });

  it('applies through the running server, whose answers show the change at once', async () => {
    const served = await serveDataDir(env.DATA_DIR as string, await freePort(), { SEED_DEMO: 'false' });
    try {
      const settings = (await (await fetch(`${served.url}/api/platform/FILECON`)).json()) as { eventId: number };
      const stands = async () =>
        (await (await fetch(`${served.url}/api/platform/${settings.eventId}/sponsors/filter`)).json()) as {
          groups: { sponsors: { title: string; shortDescription: string }[] }[];
        };
      expect((await stands()).groups[0]?.sponsors[0]?.shortDescription).toBe('');
      const file = path.join(dir, 'source', 'live.yaml');
      writeFileSync(
        file,
        EVENT_YAML.replace('File conference', 'Live conference').replace(
          '    group: Gold\n',
          '    group: Gold\n    shortDescription: Now with a tagline\n',
        ),
      );
      const applied = await atrium(['event', 'apply', file, '--platform', 'FILECON'], env);
      expect(applied.stderr).toBe('');
      expect(applied.stdout).toContain('settings: 1 updated');
      expect(applied.stdout).toContain('sponsors: 1 updated (Acme)');
      expect(await (await fetch(`${served.url}/api/platform/FILECON`)).json()).toMatchObject({
        eventTitle: 'Live conference',
      });
      expect((await stands()).groups[0]?.sponsors[0]?.shortDescription).toBe('Now with a tagline');
    } finally {
      await signalProcess(served.process, 'SIGTERM');
    }
  });
});
