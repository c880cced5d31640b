import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLogs,
  sponsorDocuments,
  sponsorGroups,
  sponsorHotspots,
  sponsorLinks,
  sponsorStaff,
} from '../../db/schema.ts';
import { buildLounge, buildSignedInUser, buildSponsor, type TestUser } from '../../test/factories.ts';
import { closeAllClients, connectHub, eventually, ok } from '../../test/hub-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { frameAddress, standLink } from './sponsors.service.ts';

let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };
let attendee: TestUser & { token: string };
let staff: TestUser & { token: string };
let otherStaff: TestUser & { token: string };
let outsider: TestUser & { token: string };
let acme: { id: number };
let globex: { id: number };
let foreign: { id: number };
let document: { id: number };
let groups: { platinum: number; gold: number };

const get = (url: string, token?: string) => s.http('GET', url, { token });
const api = (path: string, platformId = event.id) => `/api/platform/${platformId}${path}`;

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('EXPO', { open: true });
  other = await s.createPlatform('EXPOX', { open: true });
  const [platinum, gold] = await s.ctx.db
    .insert(sponsorGroups)
    .values([
      { platformId: event.id, title: 'Platinum', colour: '#B0BEC5', textColour: '#263238', sortOrder: 1 },
      { platformId: event.id, title: 'Gold', colour: '#D4AF37', textColour: '#3E2723', sortOrder: 2 },
    ])
    .returning();
  groups = { platinum: platinum!.id, gold: gold!.id };
  acme = await buildSponsor(s, {
    platformId: event.id,
    groupId: groups.platinum,
    title: 'Acmé Médical',
    shortDescription: 'Heart valves',
    description:
      '<p>Valves <script>alert(1)</script><img src=x onerror=alert(1)> and <a href="javascript:alert(1)">more</a></p>',
    theme: 'Cardiology',
    industry: 'Medical devices',
    expertise: 'Surgery',
    keywords: ['valve', 'TAVI'],
    enableStandChat: true,
  });
  globex = await buildSponsor(s, {
    platformId: event.id,
    groupId: groups.gold,
    title: 'Globex Imaging',
    theme: 'Radiology',
    industry: 'Imaging',
    expertise: 'CT',
    keywords: ['CT', 'AI'],
    externalContentUri: 'https://globex.example.com/',
  });
  await buildSponsor(s, { platformId: event.id, title: 'Initech', theme: 'Software', keywords: ['AI'] });
  foreign = await buildSponsor(s, { platformId: other.id, title: 'Foreign Corp' });
  attendee = await buildSignedInUser(s, { platformId: event.id });
  staff = await buildSignedInUser(s, {
    platformId: event.id,
    firstName: 'Nadia',
    lastName: 'Benali',
    scopes: [{ scope: 'sponsor', entityId: acme.id }],
  });
  otherStaff = await buildSignedInUser(s, {
    platformId: event.id,
    scopes: [{ scope: 'sponsor', entityId: globex.id }],
  });
  outsider = await buildSignedInUser(s, { platformId: other.id });
  await s.ctx.db.insert(sponsorStaff).values({
    platformId: event.id,
    sponsorId: acme.id,
    userId: staff.id,
    jobTitle: 'Product Specialist',
    links: [
      { uri: 'mailto:nadia@acme.example.com', icon: 'email' },
      { uri: 'javascript:alert(1)', icon: 'web' },
      { uri: 'https://www.linkedin.com/in/nadia', icon: 'not-an-icon' },
    ],
  });
  await s.ctx.db.insert(sponsorStaff).values({ platformId: event.id, sponsorId: globex.id, userId: otherStaff.id });
  const [doc] = await s.ctx.db
    .insert(sponsorDocuments)
    .values({ platformId: event.id, sponsorId: acme.id, title: 'Brochure', uri: '/files/e1/stands/brochure.pdf' })
    .returning();
  document = doc!;
  await s.ctx.db.insert(sponsorLinks).values([
    { platformId: event.id, sponsorId: acme.id, title: 'Site', uri: 'https://acme.example.com/' },
    { platformId: event.id, sponsorId: acme.id, title: 'Mail us', uri: 'mailto:hello@acme.example.com' },
    { platformId: event.id, sponsorId: acme.id, title: 'Programme', uri: 'programme' },
    { platformId: event.id, sponsorId: acme.id, title: 'Bad', uri: 'javascript:alert(1)' },
  ]);
  const spot = (type: string, content: string, extra: object = {}) => ({
    platformId: event.id,
    sponsorId: acme.id,
    type,
    title: type,
    posTop: 10,
    posLeft: 20,
    mapWidth: 15,
    mapHeight: 25,
    items: [{ title: type, content }],
    ...extra,
  });
  await s.ctx.db.insert(sponsorHotspots).values([
    spot('Link', 'https://acme.example.com/'),
    spot('Youtube', 'https://www.youtube-nocookie.com/embed/abc'),
    spot('Vimeo', 'http://player.vimeo.com/video/1'),
    spot('IFrame', '<iframe width="560" src="https://maps.example.com/embed?x=1"></iframe>'),
    spot('Documents', '', {
      items: Array.from({ length: 7 }, (_, i) => ({ title: `Doc ${i + 1}`, content: `/files/e1/stands/d${i}.pdf` })),
    }),
    spot('Hologram', 'https://example.com/'),
  ]);
  await buildLounge(s, { platformId: event.id, sponsorId: acme.id, title: 'Acme lounge' });
});
afterEach(() => closeAllClients());
afterAll(() => s.close());

describe('GET /sponsors/filter', () => {
  it('answers visitors, attendees and staff the sponsors grouped by type, in order', async () => {
    for (const token of [undefined, attendee.token, staff.token, otherStaff.token]) {
      const res = await get(api('/sponsors/filter'), token);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(3);
      expect(res.body.groups.map((g: { title: string }) => g.title)).toEqual(['Platinum', 'Gold', '']);
      expect(res.body.groups[0]).toMatchObject({
        id: groups.platinum,
        colour: '#B0BEC5',
        textColour: '#263238',
        sponsors: [{ id: acme.id, title: 'Acmé Médical', shortDescription: 'Heart valves' }],
      });
      expect(res.body.groups[1].sponsors[0].externalContentUri).toBe('https://globex.example.com/');
    }
  });

  it('filters by search (accents and case aside, from 3 characters), group, theme, industry, expertise and keywords', async () => {
    const titles = async (query: string) => {
      const res = await get(api(`/sponsors/filter?${query}`));
      expect(res.status).toBe(200);
      return res.body.groups.flatMap((g: { sponsors: { title: string }[] }) => g.sponsors.map((x) => x.title));
    };
    expect(await titles('search=acme')).toEqual(['Acmé Médical']);
    expect(await titles('search=MEDICAL')).toEqual(['Acmé Médical']);
    expect(await titles('search=valves')).toEqual(['Acmé Médical']);
    // Under 3 characters the search does not apply.
    expect(await titles('search=ac')).toHaveLength(3);
    expect(await titles(`group=${groups.gold}`)).toEqual(['Globex Imaging']);
    expect(await titles(`group=${groups.gold}&group=${groups.platinum}`)).toEqual(['Acmé Médical', 'Globex Imaging']);
    expect(await titles('theme=radiology')).toEqual(['Globex Imaging']);
    expect(await titles('industry=Medical%20devices')).toEqual(['Acmé Médical']);
    expect(await titles('expertise=CT')).toEqual(['Globex Imaging']);
    expect(await titles('keywords=AI')).toEqual(['Globex Imaging', 'Initech']);
    expect(await titles('keywords=AI&theme=Software')).toEqual(['Initech']);
    expect(await titles('search=nothing-matches')).toEqual([]);
  });

  it('never shows another event’s sponsors, and answers 400 naming the field for bad input', async () => {
    const res = await get(api('/sponsors/filter', other.id));
    expect(res.body.groups.flatMap((g: { sponsors: unknown[] }) => g.sponsors)).toEqual([
      expect.objectContaining({ id: foreign.id }),
    ]);
    const bad = await get(api(`/sponsors/filter?search=${'x'.repeat(300)}`));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^query\.search/);
  });
});

describe('GET /sponsors/filters', () => {
  it('lists what the event’s sponsors use', async () => {
    const res = await get(api('/sponsors/filters'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      groups: [
        { id: groups.platinum, title: 'Platinum' },
        { id: groups.gold, title: 'Gold' },
      ],
      themes: ['Cardiology', 'Radiology', 'Software'],
      industries: ['Imaging', 'Medical devices'],
      expertises: ['CT', 'Surgery'],
      keywords: ['AI', 'CT', 'TAVI', 'valve'],
    });
  });
});

describe('GET /sponsors/{id}', () => {
  it('shows a stand: sanitised description, safe hotspots and links, staff, documents, lounge', async () => {
    const res = await get(api(`/sponsors/${acme.id}`));
    expect(res.status).toBe(200);
    const stand = res.body;
    expect(stand.description).not.toMatch(/script|onerror|javascript/);
    expect(stand.description).toContain('Valves');
    expect(stand.group).toMatchObject({ id: groups.platinum, title: 'Platinum' });
    expect(stand.maps.map((m: { type: string }) => m.type)).toEqual([
      'Link',
      'Youtube',
      'Vimeo',
      'IFrame',
      'Documents',
    ]);
    const byType = Object.fromEntries(stand.maps.map((m: { type: string }) => [m.type, m]));
    expect(byType.Link).toMatchObject({ posTop: 10, posLeft: 20, mapWidth: 15, mapHeight: 25 });
    expect(byType.Youtube.items).toEqual([{ title: 'Youtube', content: 'https://www.youtube-nocookie.com/embed/abc' }]);
    // A video address must be https (spec 2 §5); an iframe tag gives its https address.
    expect(byType.Vimeo.items).toEqual([]);
    expect(byType.IFrame.items[0].content).toBe('https://maps.example.com/embed?x=1');
    expect(byType.Documents.items).toHaveLength(5);
    expect(stand.staff).toEqual([
      {
        id: expect.any(Number),
        userId: staff.id,
        userName: 'Nadia Benali',
        jobTitle: 'Product Specialist',
        photoUri: '',
        online: false,
        links: [
          { uri: 'mailto:nadia@acme.example.com', icon: 'email' },
          { uri: 'https://www.linkedin.com/in/nadia', icon: 'web' },
        ],
      },
    ]);
    expect(stand.documents).toEqual([{ id: document.id, title: 'Brochure', uri: '/files/e1/stands/brochure.pdf' }]);
    expect(stand.links.map((l: { title: string }) => l.title)).toEqual(['Site', 'Mail us', 'Programme']);
    expect(stand.lounge).toMatchObject({ title: 'Acme lounge' });
  });

  it('shows a staff member online while they are at the stand (in its chat), on the hub', async () => {
    const client = await connectHub(s.baseUrl, { token: staff.token, platformId: event.id });
    await ok(client, 'CONNECT_USER', {
      eventCode: event.code,
      eventId: event.id,
      userId: staff.id,
      userName: 'Nadia Benali',
    });
    await ok(client, 'ENTER_GROUP', { groupType: 'SPONSOR', groupId: acme.id });
    await eventually(async () => expect((await get(api(`/sponsors/${acme.id}`))).body.staff[0].online).toBe(true));
    client.close();
    await eventually(async () => expect((await get(api(`/sponsors/${acme.id}`))).body.staff[0].online).toBe(false));
  });

  it('answers 404 for another event’s sponsor or none, 400 for a bad id', async () => {
    expect((await get(api(`/sponsors/${foreign.id}`))).status).toBe(404);
    expect((await get(api('/sponsors/999999'))).status).toBe(404);
    expect((await get(api(`/sponsors/${acme.id}`, other.id), outsider.token)).status).toBe(404);
    // Another event's account is not valid here.
    expect((await get(api(`/sponsors/${acme.id}`), outsider.token)).status).toBe(401);
    const bad = await get(api('/sponsors/abc'));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/sponsorId/);
  });
});

describe('stand documents', () => {
  const bookmarks = (token: string, json?: object) =>
    json ? s.http('POST', api('/bookmarks'), { token, json }) : get(api('/bookmarks'), token);

  it('are bookmarked (SPONSOR_DOCUMENT) and listed among documents; another event’s document is not found', async () => {
    const added = await bookmarks(attendee.token, { entityId: document.id, entityType: 'SPONSOR_DOCUMENT' });
    expect(added.status).toBe(201);
    const list = await bookmarks(attendee.token);
    expect(list.body).toContainEqual(
      expect.objectContaining({
        entityId: document.id,
        entityType: 'SPONSOR_DOCUMENT',
        type: 'DOCUMENT',
        title: 'Brochure',
        entityUri: `/${event.code}/stand/${acme.id}`,
      }),
    );
    const [foreignDoc] = await s.ctx.db
      .insert(sponsorDocuments)
      .values({ platformId: other.id, sponsorId: foreign.id, title: 'Elsewhere', uri: '/files/x.pdf' })
      .returning();
    const refused = await bookmarks(attendee.token, { entityId: foreignDoc!.id, entityType: 'SPONSOR_DOCUMENT' });
    expect(refused.status).toBe(404);
  });

  it('have their downloads logged for the stand’s statistics', async () => {
    const res = await s.http('POST', api('/log/download'), {
      token: attendee.token,
      json: {
        entityId: document.id,
        sponsorId: acme.id,
        itemTitle: 'Brochure',
        itemContent: '/files/e1/stands/brochure.pdf',
        logType: 'DOWNLOAD_ITEM',
        userId: attendee.id,
      },
    });
    expect(res.status).toBeLessThan(300);
    await s.ctx.logs.flush();
    const rows = await s.ctx.db.select().from(activityLogs).where(eq(activityLogs.platformId, event.id));
    expect(rows.some((r) => r.kind === 'download' && r.userId === attendee.id)).toBe(true);
  });

  it('statistics are for the stand’s own moderators only', async () => {
    expect((await get(api(`/report/${acme.id}/sponsorstats`), staff.token)).status).not.toBe(403);
    expect((await get(api(`/report/${acme.id}/sponsorstats`), otherStaff.token)).status).toBe(403);
    expect((await get(api(`/report/${acme.id}/sponsorstats`), attendee.token)).status).toBe(403);
    expect((await get(api(`/report/${acme.id}/sponsorstats`))).status).toBe(401);
  });
});

describe('links a stand may show', () => {
  it('keeps http(s), mailto and the event’s paths; frames only https', () => {
    expect(standLink('https://a.example/')).toBe('https://a.example/');
    expect(standLink('mailto:a@b.example')).toBe('mailto:a@b.example');
    expect(standLink('/DEMO/programme')).toBe('/DEMO/programme');
    expect(standLink('stand/3?x=1')).toBe('stand/3?x=1');
    expect(standLink('javascript:alert(1)')).toBe('');
    expect(standLink('//evil.example/')).toBe('');
    expect(frameAddress('https://v.example/e/1')).toBe('https://v.example/e/1');
    expect(frameAddress('<iframe src="https://v.example/e/1"></iframe>')).toBe('https://v.example/e/1');
    expect(frameAddress('<iframe src="javascript:alert(1)"></iframe>')).toBe('');
    expect(frameAddress('http://v.example/')).toBe('');
  });
});

describe('the demo’s stands', () => {
  it('each show staff, links, hotspots of every type and documents that download', async () => {
    const { seedDemo } = await import('../seed/demo-seed.ts');
    const { seedDemoFiles } = await import('../seed/demo-files.ts');
    const demo = await seedDemo(s.ctx, { clock: s.ctx.clock, scryptCost: 1024 });
    await seedDemoFiles(s.ctx.db, s.ctx.files, demo.platformId);
    const list = await get(api('/sponsors/filter', demo.platformId));
    const ids: number[] = list.body.groups.flatMap((g: { sponsors: { id: number }[] }) => g.sponsors.map((x) => x.id));
    expect(ids.length).toBe(demo.counts.sponsors);
    for (const id of ids) {
      const stand = (await get(api(`/sponsors/${id}`, demo.platformId))).body;
      expect(stand.staff.length, stand.title).toBe(2);
      expect(stand.links.map((l: { uri: string }) => l.uri.split(':')[0])).toEqual(['https', 'mailto', 'programme']);
      expect(new Set(stand.maps.map((m: { type: string }) => m.type))).toEqual(
        new Set(['Link', 'Youtube', 'Vimeo', 'IFrame', 'Documents']),
      );
      for (const map of stand.maps) expect(map.items.length, `${stand.title} ${map.type}`).toBeGreaterThan(0);
      expect(stand.documents).toHaveLength(2);
    }
    const first = (await get(api(`/sponsors/${ids[0]}`, demo.platformId))).body;
    const pdf = await s.http('GET', first.documents[0].uri);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
  });
});
