import type { TEventFileInput } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { platforms, sessions, sponsorAds, sponsorGroups, sponsors, storedFiles, users } from '../../db/schema.ts';
import { verifyPassword } from '../../identity/password.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { EventFileInvalid } from './event-file.service.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

// A small PNG and a "PDF": the bytes only need a type the server can tell.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Files beside an event file, in memory. */
function folder(entries: Record<string, Buffer> = {}) {
  const files = new Map(Object.entries(entries));
  return {
    files,
    readFile: async (relPath: string) => {
      const bytes = files.get(relPath);
      if (!bytes) throw new Error('no such file');
      return bytes;
    },
    writeFile: async (relPath: string, bytes: Buffer) => void files.set(relPath, bytes),
  };
}

const hotspot = { type: 'Link' as const, title: 'Website', posTop: 10, posLeft: 5, mapHeight: 20, mapWidth: 30 };

/** An event with something in every section. */
function sampleFile(): TEventFileInput {
  return {
    version: 1,
    settings: {
      eventTitle: 'Cardiology days',
      open: true,
      bannerImageUri: 'images/banner.png',
      modules: { vod: false },
    },
    submitSettings: { open: false, maxUploadMegabytes: 50 },
    pages: [{ title: 'Practical information', html: '<p>Venue</p>', htmlFr: '<p>Lieu</p>' }],
    menu: [
      { title: 'Programme', link: 'programme', module: 'programme', icon: 'event' },
      { title: 'About', items: [{ title: 'Practical information', page: 'Practical information' }] },
    ],
    landing: { html: '<h1>Welcome</h1>', useHomeVodModule: true },
    moduleHtml: { expo: { html: '<p>Visit the stands</p>' } },
    sponsorGroups: [{ title: 'Gold', colour: '#FFD700' }, { title: 'Silver' }],
    sponsors: [
      {
        title: 'Acme',
        group: 'Gold',
        shortDescription: 'Devices',
        standImageUri: 'images/stand.png',
        keywords: ['imaging', 'devices'],
        enableStandChat: true,
        staff: [
          { person: 'sam@acme.test', jobTitle: 'Sales', links: [{ uri: 'mailto:sam@acme.test', icon: 'email' }] },
        ],
        hotspots: [
          hotspot,
          {
            type: 'Documents',
            posTop: 50,
            posLeft: 50,
            mapHeight: 10,
            mapWidth: 10,
            items: [{ title: 'Brochure', content: 'docs/brochure.pdf' }],
          },
        ],
        documents: [{ title: 'Brochure', uri: 'docs/brochure.pdf' }],
        links: [{ title: 'Website', uri: 'https://acme.test/' }],
      },
      { title: 'Globex', group: 'Silver' },
    ],
    ads: [
      { type: 'sidebar', sponsor: 'Acme', title: 'Acme', imageUri: 'images/stand.png', link: 'https://acme.test/' },
      { type: 'BannerVod', imageUri: 'https://cdn.test/banner.png' },
      // Opens Globex's stand, whatever its id in the event the file is applied to.
      { type: 'sidebar', sponsor: 'Globex', title: 'Globex', imageUri: 'images/stand.png', link: 'stand:globex' },
    ],
    lounges: [
      { title: 'Networking', rooms: ['Cardio', 'Imaging', ' cardio', 'Heart failure'] },
      { title: 'Acme lounge', sponsor: 'Acme' },
    ],
    people: [
      { email: 'ada@org.test', firstName: 'Ada', lastName: 'Lovelace', roles: ['admin'], password: 'correct horse' },
      { email: 'sam@acme.test', firstName: 'Sam', lastName: 'Seller', moderates: { sponsors: ['Acme'] } },
      {
        email: 'mo@org.test',
        firstName: 'Mo',
        lastName: 'Derator',
        photoUri: 'images/stand.png',
        moderates: { platform: true, sessions: ['opening'], presentations: ['T-2'], sponsorLounges: ['Acme'] },
      },
      { key: 'guid:42', firstName: 'Imported', lastName: 'Speaker', roles: ['speaker'] },
    ],
    programme: {
      rooms: [{ name: 'Hall A', nameFr: 'Salle A' }, { name: 'Hall B' }],
      labelsFr: { types: { Keynote: 'Conférence' } },
      sessions: [
        {
          key: 'opening',
          title: 'Opening',
          description: '<p>Hello</p><script>alert(1)</script>',
          startsAt: '2026-05-04T09:00:00+02:00',
          endsAt: '2026-05-04T10:00:00+02:00',
          room: 'Hall A',
          type: 'Keynote',
          hideInProgramme: false,
          homeVodThumbnailUri: 'images/stand.png',
          sponsorThumbnailUri: 'https://cdn.test/acme.png',
          // Acme's stand, whatever its id in the event the file is applied to.
          sponsorThumbnailLinkUri: 'stand:acme',
          moderators: ['mo@org.test'],
          speakers: ['ada@org.test', 'guid:42'],
          polls: [
            { question: 'First time here?', options: ['Yes', 'No'] },
            { question: 'Which topics?', options: ['Imaging', 'Drugs', 'Devices'], multiple: true, anonymous: true },
          ],
          presentations: [
            { code: 'T-1', title: 'Welcome', speaker: 'ada@org.test', customCode: 'W1' },
            { code: 'T-2', title: 'State of the art', speaker: 'guid:42', keywords: ['heart'] },
          ],
        },
        {
          key: 'posters',
          title: 'Posters',
          startsAt: '2026-05-04T11:00:00Z',
          endsAt: '2026-05-04T12:00:00Z',
          isPoster: true,
          presentations: [{ title: 'A poster', isPoster: true }],
        },
      ],
    },
  };
}

const sampleFolder = () =>
  folder({
    'images/banner.png': PNG,
    'images/stand.png': Buffer.concat([PNG, Buffer.from([0])]),
    'docs/brochure.pdf': PDF,
  });

/** What `event export` would print, in YAML (with the files it writes). */
async function exported(platformId: number) {
  const out = folder();
  const file = await s.ctx.eventFile.exportEvent(platformId, { writeFile: out.writeFile });
  return { file, yaml: stringify(file), out };
}

/** Rows whose timestamps an apply that changes nothing must leave alone. */
async function stamps(platformId: number) {
  const [platform] = await s.ctx.db
    .select({ updatedAt: platforms.updatedAt, version: platforms.programmeVersion })
    .from(platforms)
    .where(eq(platforms.id, platformId));
  const sessionRows = await s.ctx.db
    .select({ id: sessions.id, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(eq(sessions.platformId, platformId));
  const files = await s.ctx.db.select().from(storedFiles).where(eq(storedFiles.platformId, platformId));
  return { platform, sessionRows, files: files.length };
}

async function expectRefused(platformId: number, file: unknown, readFile = sampleFolder().readFile) {
  try {
    await s.ctx.eventFile.applyEvent(platformId, file, { readFile });
  } catch (error) {
    expect(error).toBeInstanceOf(EventFileInvalid);
    return (error as EventFileInvalid).problems;
  }
  throw new Error('the file was applied');
}

describe('event file: export and apply', () => {
  let first: number;
  let second: number;
  let exportedFirst: Awaited<ReturnType<typeof exported>>;

  beforeAll(async () => {
    first = (await s.ctx.platforms.create('EVFILE1', { eventTitle: 'First' })).id;
    second = (await s.ctx.platforms.create('EVFILE2', { eventTitle: 'Second' })).id;
  });

  it('applies a whole file to an event and reports what it created', async () => {
    const report = await s.ctx.eventFile.applyEvent(first, sampleFile(), { readFile: sampleFolder().readFile });
    expect(report.sections.sponsors?.created).toEqual(['Acme', 'Globex']);
    expect(report.sections.people?.created).toHaveLength(4);
    expect(report.sections.programme?.created).toContain('session opening');
    expect(report.sections.moderators?.created).toEqual(['sam@acme.test', 'mo@org.test']);
    // Three distinct files (the brochure is named twice).
    expect(report.filesStored).toBe(3);
    const settings = await s.ctx.platforms.getById(first);
    expect(settings?.settings.eventTitle).toBe('Cardiology days');
    expect(settings?.settings.bannerImageUri).toMatch(new RegExp(`^/files/e${first}/event/[0-9a-f]{32}\\.png$`));
    const [ada] = await s.ctx.db.select().from(users).where(eq(users.email, 'ada@org.test'));
    expect(await verifyPassword('correct horse', ada?.passwordHash)).toBe(true);
    expect(ada?.isAdmin).toBe(true);
    // Session texts are stored as the admin stores them: sanitised.
    const [opening] = await s.ctx.db.select().from(sessions).where(eq(sessions.externalKey, 'opening'));
    expect(opening?.description).toBe('<p>Hello</p>');
    // The caches heard of it: the menu and the exhibition show the new things at once.
    const menu = await s.ctx.content.modules((await s.ctx.platforms.getById(first))!);
    expect(menu.map((m) => m.title)).toEqual(['Programme', 'About']);
  });

  it('exports the same event twice to the same text', async () => {
    exportedFirst = await exported(first);
    const again = await exported(first);
    expect(again.yaml).toBe(exportedFirst.yaml);
    // Stored files are written beside the file and named by their content.
    expect([...exportedFirst.out.files.keys()].every((p) => /^files\/[0-9a-f]{32}\.(png|pdf)$/.test(p))).toBe(true);
    expect(exportedFirst.out.files.size).toBe(3);
    expect(exportedFirst.yaml).toContain('page: Practical information');
    expect(exportedFirst.yaml).not.toMatch(/passwordHash|password:/);
    // Lounge rooms keep the organiser's names, each once as spec 3 §5 compares them.
    expect(exportedFirst.file.lounges?.[0]?.rooms).toEqual(['Cardio', 'Heart failure', 'Imaging']);
  });

  it('reproduces the event: export, apply to a new event, export again gives the same file', async () => {
    const report = await s.ctx.eventFile.applyEvent(second, exportedFirst.file, {
      readFile: exportedFirst.out.readFile,
    });
    expect(report.filesStored).toBe(3);
    const copy = await exported(second);
    expect(copy.yaml).toBe(exportedFirst.yaml);
    expect([...copy.out.files.keys()].sort()).toEqual([...exportedFirst.out.files.keys()].sort());
  });

  it("names a stand an ad opens by its sponsor, and stores the link to that sponsor's stand in each event", async () => {
    expect(exportedFirst.file.ads?.[2]?.link).toBe('stand:Globex');
    const standLinks = async (platformId: number) => {
      const globex = await s.ctx.db
        .select({ id: sponsors.id })
        .from(sponsors)
        .where(and(eq(sponsors.platformId, platformId), eq(sponsors.title, 'Globex')));
      const ads = await s.ctx.db
        .select({ link: sponsorAds.link })
        .from(sponsorAds)
        .where(eq(sponsorAds.platformId, platformId));
      return { globex: globex[0]?.id, link: ads[2]?.link };
    };
    const inFirst = await standLinks(first);
    const inSecond = await standLinks(second);
    expect(inFirst.link).toBe(`stand/${inFirst.globex}`);
    expect(inSecond.link).toBe(`stand/${inSecond.globex}`);
    expect(inSecond.globex).not.toBe(inFirst.globex);
  });

  it("gives a session its home picture and sponsor's picture, the sponsor named by its stand in the file", async () => {
    const opening = exportedFirst.file.programme?.sessions?.find((x) => x.key === 'opening');
    expect(opening).toMatchObject({
      sponsorThumbnailUri: 'https://cdn.test/acme.png',
      sponsorThumbnailLinkUri: 'stand:Acme',
    });
    expect(opening?.homeVodThumbnailUri).toMatch(/\.png$/);
    for (const platformId of [first, second]) {
      const [acme] = await s.ctx.db
        .select({ id: sponsors.id })
        .from(sponsors)
        .where(and(eq(sponsors.platformId, platformId), eq(sponsors.title, 'Acme')));
      const [row] = await s.ctx.db
        .select({ link: sessions.sponsorThumbnailLinkUri, home: sessions.homeVodThumbnailUri })
        .from(sessions)
        .where(and(eq(sessions.platformId, platformId), eq(sessions.externalKey, 'opening')));
      expect(row?.link).toBe(`stand/${acme?.id}`);
      expect(row?.home).toMatch(/^\/files\//);
    }
  });

  it('is idempotent: a second apply changes nothing, not even a timestamp, and stores no file', async () => {
    const before = await stamps(second);
    const report = await s.ctx.eventFile.applyEvent(second, exportedFirst.file, {
      readFile: exportedFirst.out.readFile,
    });
    for (const [section, entry] of Object.entries(report.sections)) {
      expect(entry.created, section).toEqual([]);
      expect(entry.updated, section).toEqual([]);
      expect(entry.removed, section).toEqual([]);
    }
    expect(report.sections.sponsors?.unchanged).toEqual(['Acme', 'Globex']);
    expect(report.filesStored).toBe(0);
    expect(await stamps(second)).toEqual(before);
    // The original file (paths, passwords, partial sections) is as idempotent on its event.
    const firstBefore = await stamps(first);
    const again = await s.ctx.eventFile.applyEvent(first, sampleFile(), { readFile: sampleFolder().readFile });
    for (const entry of Object.values(again.sections)) expect([...entry.created, ...entry.updated]).toEqual([]);
    expect(await stamps(first)).toEqual(firstBefore);
  });

  it('refuses a file with one wrong field, naming it, and changes nothing', async () => {
    const before = await exported(second);
    const file = structuredClone(exportedFirst.file) as TEventFileInput;
    file.sponsors?.push({ title: 'Initech' });
    const acme = file.sponsors?.[0];
    if (!acme?.hotspots?.[0]) throw new Error('the sample has a hotspot');
    acme.hotspots[0].posLeft = 140;
    const problems = await expectRefused(second, file, exportedFirst.out.readFile);
    expect(problems).toEqual([{ path: 'sponsors[0].hotspots[0].posLeft', message: 'must be 0–100' }]);
    expect((await exported(second)).yaml).toBe(before.yaml);
  });

  it('refuses references to what neither the file nor the event has, and files it cannot read', async () => {
    const problems = await expectRefused(second, {
      people: [{ email: 'new@org.test', moderates: { sessions: ['opening', 'no-such-session'] } }],
      sponsors: [{ title: 'Initech', group: 'Platinum', documents: [{ title: 'Missing', uri: 'docs/missing.pdf' }] }],
    });
    expect(problems).toEqual([
      { path: 'sponsors[0].group', message: 'no sponsor group "Platinum" in the file or the event' },
      { path: 'people[0].moderates.sessions[1]', message: 'no session "no-such-session" in the file or the event' },
      { path: 'sponsors[0].documents[0].uri', message: 'cannot read docs/missing.pdf (no such file)' },
    ]);
    const [made] = await s.ctx.db.select().from(users).where(eq(users.email, 'new@org.test'));
    expect(made).toBeUndefined();
  });

  it('refuses keys given twice, compared as references are (case-insensitively)', async () => {
    const at = (start: string) => ({ startsAt: `2026-05-04T${start}:00:00Z`, endsAt: `2026-05-04T${start}:30:00Z` });
    const problems = await expectRefused(second, {
      sponsors: [{ title: 'Initech' }, { title: 'INITECH' }],
      programme: {
        sessions: [
          { key: 'twice-a', title: 'A', ...at('09'), presentations: [{ code: 'T-1', title: 'One' }] },
          { key: 'twice-b', title: 'B', ...at('10'), presentations: [{ code: 't-1', title: 'Two' }] },
        ],
      },
    });
    expect(problems).toEqual([
      { path: 'sponsors[1].title', message: '"INITECH" is already at sponsors[0]' },
      {
        path: 'programme.sessions[1].presentations[0].code',
        message: '"t-1" is already at programme.sessions[0].presentations[0].code',
      },
    ]);
  });

  it('refuses a reference the event loses between the check and the transaction, changing nothing', async () => {
    await s.ctx.eventFile.applyEvent(
      second,
      { sponsorGroups: [{ title: 'Fleeting' }] },
      { readFile: folder().readFile },
    );
    const problems = await expectRefused(
      second,
      { sponsors: [{ title: 'Late', group: 'Fleeting', documents: [{ title: 'Doc', uri: 'docs/late.pdf' }] }] },
      async () => {
        // While the file's documents are read, the group goes.
        await s.ctx.db.delete(sponsorGroups).where(eq(sponsorGroups.title, 'Fleeting'));
        return PDF;
      },
    );
    expect(problems).toEqual([
      { path: 'sponsors[0].group', message: 'no sponsor group "Fleeting" in the file or the event' },
    ]);
    expect(await s.ctx.db.select().from(sponsors).where(eq(sponsors.title, 'Late'))).toEqual([]);
  });

  it('refuses an ad linking to a stand by id, or to a sponsor neither the file nor the event has', async () => {
    const [acme] = await s.ctx.db
      .select({ id: sponsors.id })
      .from(sponsors)
      .where(and(eq(sponsors.platformId, second), eq(sponsors.title, 'Acme')));
    const ad = { type: 'sidebar' as const, imageUri: 'https://cdn.test/ad.png' };
    const problems = await expectRefused(second, {
      ads: [
        { ...ad, link: 'stand:Initech' },
        { ...ad, link: `stand/${acme?.id}` },
        { ...ad, link: '/EVFILE2/stand/999999' },
        { ...ad, link: 'stand:' },
      ],
      programme: {
        sessions: [
          {
            key: 'sponsored',
            title: 'Sponsored',
            startsAt: '2026-05-04T09:00:00Z',
            endsAt: '2026-05-04T10:00:00Z',
            sponsorThumbnailLinkUri: 'stand:Initech',
          },
        ],
      },
    });
    expect(problems).toEqual([
      { path: 'ads[0].link', message: 'no sponsor "Initech" in the file or the event' },
      { path: 'ads[1].link', message: 'names a stand by its id: write stand:Acme' },
      { path: 'ads[2].link', message: "names a stand by its id: write stand: and the sponsor's title" },
      { path: 'ads[3].link', message: "must name the stand's sponsor: stand:Title" },
      {
        path: 'programme.sessions[0].sponsorThumbnailLinkUri',
        message: 'no sponsor "Initech" in the file or the event',
      },
    ]);
  });

  it('leaves what the file does not name, reports it, and changes only what differs', async () => {
    const before = await stamps(second);
    const report = await s.ctx.eventFile.applyEvent(
      second,
      { sponsors: [{ title: 'Globex', shortDescription: 'Everything' }] },
      { readFile: async () => Buffer.alloc(0) },
    );
    expect(report.sections).toEqual({
      sponsors: { created: [], updated: ['Globex'], unchanged: [], left: ['Acme'], removed: [] },
    });
    // The programme and the settings were not touched.
    expect(await stamps(second)).toEqual(before);
  });

  it('a dry run reports the changes and makes none', async () => {
    const before = await exported(second);
    const report = await s.ctx.eventFile.applyEvent(
      second,
      { settings: { eventTitle: 'Renamed' }, lounges: [{ title: 'Quiet room' }] },
      { readFile: async () => Buffer.alloc(0), dryRun: true },
    );
    expect(report.dryRun).toBe(true);
    expect(report.sections.settings?.updated).toEqual(['settings']);
    expect(report.sections.lounges?.created).toEqual(['Quiet room']);
    expect((await exported(second)).yaml).toBe(before.yaml);
  });

  it('a new event made for a file is removed again when the file is refused', async () => {
    await expect(
      s.ctx.eventFile.applyToNewEvent(
        'EVFILE5',
        { settings: { eventTitle: 'Fifth' }, sponsors: [{ title: 'A', group: 'None' }] },
        {
          readFile: sampleFolder().readFile,
        },
      ),
    ).rejects.toBeInstanceOf(EventFileInvalid);
    expect(await s.ctx.platforms.getByCode('EVFILE5')).toBeNull();
    const made = await s.ctx.eventFile.applyToNewEvent(
      'EVFILE5',
      { settings: { eventTitle: 'Fifth' } },
      {
        readFile: sampleFolder().readFile,
      },
    );
    expect(made.platform.settings.eventTitle).toBe('Fifth');
    expect(made.report.sections.settings?.unchanged).toEqual(['settings']);
  });

  it('never touches another event', async () => {
    // The first event is as its own file left it, whatever was applied to the second.
    expect((await exported(first)).yaml).toBe(exportedFirst.yaml);
  });

  it('prepares the polls of a session; a new list replaces the drafts and leaves opened polls alone', async () => {
    const third = (await s.ctx.platforms.create('EVPOLLS', { eventTitle: 'Polls' })).id;
    await s.ctx.eventFile.applyEvent(third, exportedFirst.file, { readFile: exportedFirst.out.readFile });
    const opening = (await exported(third)).file.programme?.sessions?.find((x) => x.key === 'opening');
    expect(opening?.polls).toEqual([
      { question: 'First time here?', options: ['Yes', 'No'] },
      { question: 'Which topics?', options: ['Imaging', 'Drugs', 'Devices'], multiple: true, anonymous: true },
    ]);
    // The first poll is opened (as a moderator would): it leaves the file's prepared polls.
    const [row] = await s.ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.platformId, third), eq(sessions.externalKey, 'opening')));
    const drafts = await s.ctx.polls.repo.list(third, row!.id);
    await s.ctx.polls.repo.update(drafts[0]!.id, { state: 'open' });
    const file = structuredClone(exportedFirst.file);
    const session = file.programme?.sessions?.find((x) => x.key === 'opening');
    session!.polls = [{ question: 'Coffee or tea?', options: ['Coffee', 'Tea'], holdResults: true }];
    const report = await s.ctx.eventFile.applyEvent(third, file, { readFile: exportedFirst.out.readFile });
    expect(report.sections.programme?.updated).toEqual(['polls of session opening']);
    const after = await s.ctx.polls.repo.list(third, row!.id);
    expect(after.map((p) => [p.question, p.state])).toEqual([
      ['First time here?', 'open'],
      ['Coffee or tea?', 'draft'],
    ]);
    expect((await exported(third)).file.programme?.sessions?.find((x) => x.key === 'opening')?.polls).toEqual([
      { question: 'Coffee or tea?', options: ['Coffee', 'Tea'], holdResults: true },
    ]);
  });
});

describe('event file: a large apply', () => {
  it('gives the rest of the server turns while it compares and writes (the embedded database never does)', async () => {
    const event = (await s.ctx.platforms.create('EVFILE4', { eventTitle: 'Fourth' })).id;
    const email = (i: number) => `person${i}@large.test`;
    const file: TEventFileInput = {
      people: Array.from({ length: 1200 }, (_, i) => ({ email: email(i), firstName: 'Person', lastName: `${i}` })),
      programme: {
        sessions: Array.from({ length: 300 }, (_, i) => ({
          key: `s${i}`,
          title: `Session ${i}`,
          startsAt: '2026-05-04T09:00:00Z',
          endsAt: '2026-05-04T10:00:00Z',
          speakers: [email(i)],
          presentations: [{ title: 'First', speaker: email(i) }, { title: 'Second' }],
        })),
      },
    };
    // A timer due every millisecond runs only when the event loop gets a turn.
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    try {
      await s.ctx.eventFile.applyEvent(event, file, { readFile: sampleFolder().readFile });
      const during = turns;
      await s.ctx.eventFile.applyEvent(event, file, { readFile: sampleFolder().readFile });
      expect({ first: during >= 3, again: turns - during >= 3 }).toEqual({ first: true, again: true });
    } finally {
      clearInterval(timer);
    }
  });
});

describe('event file: people', () => {
  it('disabling an account in the file ends its sign-ins; a password in the file lets it sign in', async () => {
    const event = (await s.ctx.platforms.create('EVFILE3', { eventTitle: 'Third', open: true })).id;
    const person = { email: 'kim@org.test', firstName: 'Kim', lastName: 'Lee', password: 'a long password' };
    await s.ctx.eventFile.applyEvent(event, { people: [person] }, { readFile: sampleFolder().readFile });
    const tokens = await s.signIn({ email: person.email, password: person.password, platformId: event });
    const report = await s.ctx.eventFile.applyEvent(
      event,
      { people: [{ ...person, disabled: true }] },
      { readFile: sampleFolder().readFile },
    );
    expect(report.sections.people?.updated).toEqual(['kim@org.test']);
    // The sign-in ends at once: its access token is refused, its refresh token too.
    const asked = await s.http('GET', `/api/platform/${event}/can/platfrommod`, { token: tokens.access_token });
    expect(asked.status).toBe(401);
    const refreshed = await s.http('POST', '/connect/token', {
      form: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(400);
  });
});
