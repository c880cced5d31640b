import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRelativeFileRef, parseEventFile } from './event-file.ts';
import { renderEventFileSchema } from './event-file-schema.ts';

describe('event file', () => {
  it('has its JSON Schema up to date in docs/ (run: npx tsx scripts/gen-event-schema.ts)', () => {
    const onDisk = readFileSync(new URL('../../../docs/event-file.schema.json', import.meta.url), 'utf8');
    expect(JSON.parse(onDisk)).toEqual(JSON.parse(renderEventFileSchema()));
  });

  it('names the place of a wrong field', () => {
    const hotspot = { type: 'Link', posTop: 1, posLeft: 1, mapHeight: 1, mapWidth: 1 };
    const result = parseEventFile({
      sponsors: [
        { title: 'A' },
        { title: 'B' },
        { title: 'C' },
        { title: 'D', hotspots: [hotspot, { ...hotspot, posLeft: 140 }] },
      ],
    });
    expect(result).toEqual({
      ok: false,
      problems: [{ path: 'sponsors[3].hotspots[1].posLeft', message: 'must be 0–100' }],
    });
  });

  it('refuses unknown fields and a session ending before it starts', () => {
    const result = parseEventFile({
      settings: { eventTitle: 'X', colourOfTheDay: 'red' },
      programme: {
        sessions: [{ key: 's1', title: 'T', startsAt: '2026-05-04T10:00:00Z', endsAt: '2026-05-04T09:00:00Z' }],
      },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.path)).toEqual(['settings', 'programme.sessions[0].endsAt']);
    const flag = parseEventFile({ settings: { show: { Likez: true } } });
    expect(flag.ok ? [] : flag.problems.map((p) => p.path)).toEqual(['settings.show']);
  });

  it('accepts a small whole file and lower-cases emails', () => {
    const result = parseEventFile({
      version: 1,
      settings: { eventTitle: 'Conference', modules: { vod: false } },
      menu: [{ title: 'Home', link: 'welcome', items: [{ title: 'About', page: 'About us' }] }],
      pages: [{ title: 'About us', html: '<p>Hi</p>' }],
      people: [{ email: 'Ada@Example.org', roles: ['admin'], moderates: { sessions: ['s1'] } }],
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.file.people?.[0]?.email).toBe('ada@example.org');
  });

  it('accepts a password hash only as the server stores it', () => {
    const hash = (n: number) => `scrypt$${n}$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA`;
    const problems = (passwordHash: string) => {
      const result = parseEventFile({ people: [{ email: 'a@b.test', passwordHash }] });
      return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
    };
    expect(problems(hash(32768))).toEqual([]);
    expect(problems('secret')).toEqual([
      'people[0].passwordHash: must be a password hash as the server stores it (scrypt$N$r$p$salt$hash)',
    ]);
    expect(problems(hash(1000))).toEqual([
      'people[0].passwordHash: N must be a power of two up to 131072, r 1–9, p 1–4',
    ]);
    expect(problems(hash(2 ** 20))).toHaveLength(1);
  });

  it("refuses a settings' file path that leaves the file's folder, as any other section's", () => {
    const result = parseEventFile({
      settings: { bannerImageUri: '../../private/key.pem', loginImageUri: 'images/login.png' },
      sponsors: [{ title: 'A', standImageUri: '../stand.png' }],
    });
    expect(result.ok ? [] : result.problems.map((p) => p.path)).toEqual([
      'settings.bannerImageUri',
      'sponsors[0].standImageUri',
    ]);
  });

  it('tells addresses from paths beside the file', () => {
    expect(isRelativeFileRef('images/logo.png')).toBe(true);
    expect(isRelativeFileRef('https://example.org/logo.png')).toBe(false);
    expect(isRelativeFileRef('/files/e1/stands/x.pdf')).toBe(false);
    expect(isRelativeFileRef('')).toBe(false);
    expect(parseEventFile({ sponsorGroups: [{ title: 'Gold', iconUri: '../secret.png' }] }).ok).toBe(false);
  });
});
