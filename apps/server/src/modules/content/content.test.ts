import { CUSTOM_HTML_MODULES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomPage, buildMenuItem, buildSponsorAd } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let event: { id: number; code: string };
let bare: { id: number; code: string };
let closed: { id: number; code: string };
let pages: { programme: number; free: number; foreign: number; closedFree: number };

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('CONTENT', { open: true, modules: { vod: false, poster: false } });
  bare = await s.createPlatform('BARE', { open: true });
  closed = await s.createPlatform('SHUT', { open: false, closedText: 'Back soon' });

  const free = await buildCustomPage(s, {
    platformId: event.id,
    module: null,
    title: 'Travel',
    html: '<p>How to get there</p>',
    titleFr: 'Venir',
    htmlFr: '<p>Comment venir</p>',
  });
  const programme = await buildCustomPage(s, {
    platformId: event.id,
    module: 'programme',
    title: 'Our programme',
    html: '<p>Programme intro</p>',
  });
  const foreign = await buildCustomPage(s, { platformId: bare.id, title: 'Bare page', html: '<p>Not yours</p>' });
  const closedFree = await buildCustomPage(s, {
    platformId: closed.id,
    title: 'Closed page',
    html: '<p>Members only</p>',
  });
  await buildCustomPage(s, {
    platformId: event.id,
    module: 'landing',
    title: '',
    html: '<h1>Welcome to the event</h1>',
    htmlFr: '<h1>Bienvenue</h1>',
    useHomeVodModule: true,
  });
  await buildCustomPage(s, {
    platformId: event.id,
    module: 'expo',
    title: 'Exhibition',
    html: '<p>Meet the sponsors</p>',
  });
  pages = { free: free.id, programme: programme.id, foreign: foreign.id, closedFree: closedFree.id };

  // Menu: made out of order to check sorting; vod and poster items are switched off by the event's flags.
  const info = await buildMenuItem(s, {
    platformId: event.id,
    title: 'info',
    titleEn: 'Information',
    titleFr: 'Informations',
    icon: 'info',
    link: 'info',
    sortOrder: 3,
  });
  const menu: Parameters<typeof buildMenuItem>[1][] = [
    {
      platformId: event.id,
      title: 'vod',
      titleEn: 'On demand',
      titleFr: 'À la demande',
      link: 'vod',
      module: 'vod',
      sortOrder: 2,
    },
    {
      platformId: event.id,
      title: 'programme',
      titleEn: 'Programme',
      titleFr: 'Programme',
      icon: 'calendar',
      link: 'programme',
      module: 'programme',
      sortOrder: 1,
    },
    {
      platformId: event.id,
      parentId: info.id,
      title: 'travel',
      titleEn: 'Travel',
      titleFr: 'Voyage',
      link: `custom/${pages.free}`,
      custom: true,
      sortOrder: 1,
    },
    {
      platformId: event.id,
      parentId: info.id,
      title: 'posters',
      titleEn: 'Posters',
      titleFr: 'Posters',
      link: 'posters',
      module: 'posters',
      sortOrder: 2,
    },
    {
      platformId: event.id,
      parentId: info.id,
      title: 'site',
      titleEn: 'Website',
      titleFr: 'Site web',
      link: 'https://example.org',
      loginRequired: true,
      sortOrder: 3,
    },
    {
      platformId: bare.id,
      title: 'elsewhere',
      titleEn: 'Elsewhere',
      titleFr: 'Ailleurs',
      link: 'programme',
      module: 'programme',
    },
  ];
  for (const item of menu) await buildMenuItem(s, item);

  const ads: Parameters<typeof buildSponsorAd>[1][] = [
    {
      platformId: event.id,
      type: 'sidebar',
      title: 'Second',
      imageUri: '/img/2.png',
      link: 'https://two.example',
      sortOrder: 2,
    },
    {
      platformId: event.id,
      type: 'sidebar',
      title: 'First',
      titleFr: 'Premier',
      imageUri: '/img/1.png',
      link: 'https://one.example',
      sortOrder: 1,
    },
    { platformId: event.id, type: 'BannerVod', title: 'Banner', imageUri: '/img/b.png', link: '' },
    { platformId: bare.id, type: 'sidebar', title: 'Not yours', imageUri: '/img/x.png', link: '' },
    { platformId: closed.id, type: 'sidebar', title: 'Closed ad', imageUri: '/img/c.png', link: '' },
  ];
  for (const ad of ads) await buildSponsorAd(s, ad);
});
afterAll(() => s.close());

describe('GET /modules', () => {
  it('answers the menu tree in order, with sub-items and localised titles', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/modules`);
    expect(res.status).toBe(200);
    expect(res.body.map((i: { title: string }) => i.title)).toEqual(['programme', 'info']);
    const [programme, info] = res.body;
    expect(programme).toMatchObject({
      title: 'programme',
      title_en: 'Programme',
      title_fr: 'Programme',
      icon: 'calendar',
      link: 'programme',
      parent: '',
      custom: false,
      loginRequired: false,
      subItems: [],
    });
    expect(typeof programme.id).toBe('number');
    expect(info).toMatchObject({ title_en: 'Information', title_fr: 'Informations', parent: '' });
    expect(info.subItems).toEqual([
      expect.objectContaining({
        title_en: 'Travel',
        title_fr: 'Voyage',
        link: `custom/${pages.free}`,
        custom: true,
        parent: 'info',
        subItems: [],
      }),
      expect.objectContaining({
        title_en: 'Website',
        link: 'https://example.org',
        loginRequired: true,
        parent: 'info',
      }),
    ]);
  });

  it('leaves out items of switched-off modules, at any depth', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/modules`);
    const all = JSON.stringify(res.body);
    expect(all).not.toContain('On demand');
    expect(all).not.toContain('Posters');
  });

  it('shows them again when the module is switched on', async () => {
    await s.ctx.platforms.updateSettings(event.code, { modules: { vod: true } });
    try {
      const res = await s.http('GET', `/api/platform/${event.id}/modules`);
      expect(res.body.map((i: { title_en: string }) => i.title_en)).toEqual(['Programme', 'On demand', 'Information']);
    } finally {
      await s.ctx.platforms.updateSettings(event.code, { modules: { vod: false } });
    }
  });

  it('keeps each event’s menu apart; an event without a menu answers an empty list', async () => {
    const res = await s.http('GET', `/api/platform/${bare.id}/modules`);
    expect(res.body).toEqual([expect.objectContaining({ title_en: 'Elsewhere' })]);
    expect((await s.http('GET', `/api/platform/${closed.id}/modules`)).body).toEqual([]);
  });

  it('answers 404 for an event that does not exist', async () => {
    const res = await s.http('GET', '/api/platform/999999/modules');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Platform does not exist');
  });
});

describe('GET /landing', () => {
  it('answers the welcome page settings', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/landing`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      useHomeVodModule: true,
      customHtml: '<h1>Welcome to the event</h1>',
      customHtmlFr: '<h1>Bienvenue</h1>',
    });
  });

  it('answers empty settings when the event has none', async () => {
    const res = await s.http('GET', `/api/platform/${bare.id}/landing`);
    expect(res.body).toEqual({ useHomeVodModule: false, customHtml: '', customHtmlFr: '' });
  });
});

describe('GET /custom/{customId}', () => {
  it('answers a custom page of the event', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/custom/${pages.free}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: pages.free,
      title: 'Travel',
      html: '<p>How to get there</p>',
      titleFr: 'Venir',
      htmlFr: '<p>Comment venir</p>',
    });
  });

  it('answers 404 for another event’s page, a module page or no page', async () => {
    const foreign = await s.http('GET', `/api/platform/${event.id}/custom/${pages.foreign}`);
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain('Not yours');
    expect((await s.http('GET', `/api/platform/${event.id}/custom/${pages.programme}`)).status).toBe(404);
    expect((await s.http('GET', `/api/platform/${event.id}/custom/999999`)).status).toBe(404);
  });

  it('answers 400 naming the parameter for a malformed id', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/custom/abc`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^params\.customId/);
  });
});

describe('module custom HTML', () => {
  it('answers the module’s HTML when the event has some', async () => {
    const programme = await s.http('GET', `/api/platform/${event.id}/programme`);
    expect(programme.status).toBe(200);
    expect(programme.body).toEqual({
      id: pages.programme,
      title: 'Our programme',
      html: '<p>Programme intro</p>',
      titleFr: '',
      htmlFr: '',
    });
    const expo = await s.http('GET', `/api/platform/${event.id}/expo`);
    expect(expo.body).toMatchObject({ title: 'Exhibition', html: '<p>Meet the sponsors</p>' });
  });

  it.each(CUSTOM_HTML_MODULES.map((m) => [m]))('answers empty html for /%s when there is none', async (module) => {
    const res = await s.http('GET', `/api/platform/${bare.id}/${module}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: null, title: '', html: '', titleFr: '', htmlFr: '' });
  });
});

describe('GET /sponsors/sda?datype=', () => {
  it('answers the event’s ads of that type, in order', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/sponsors/sda?datype=sidebar`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(Number),
        imageUri: '/img/1.png',
        link: 'https://one.example',
        title: 'First',
        titleFr: 'Premier',
        type: 'sidebar',
      },
      {
        id: expect.any(Number),
        imageUri: '/img/2.png',
        link: 'https://two.example',
        title: 'Second',
        titleFr: '',
        type: 'sidebar',
      },
    ]);
    const banner = await s.http('GET', `/api/platform/${event.id}/sponsors/sda?datype=BannerVod`);
    expect(banner.body).toEqual([expect.objectContaining({ title: 'Banner', type: 'BannerVod' })]);
    const none = await s.http('GET', `/api/platform/${event.id}/sponsors/sda?datype=InlineVodSlot1`);
    expect(none.body).toEqual([]);
  });

  it('answers the ads a list needs at once: datype=vod for the VOD banner and slots, poster for the posters', async () => {
    const vod = await s.http('GET', `/api/platform/${event.id}/sponsors/sda?datype=vod`);
    expect(vod.status).toBe(200);
    expect(vod.body.map((ad: { type: string }) => ad.type)).toEqual(['BannerVod']);
    const posters = await s.http('GET', `/api/platform/${event.id}/sponsors/sda?datype=poster`);
    expect(posters.body).toEqual([]);
  });

  it('answers 400 naming query.datype for an unknown or missing type', async () => {
    for (const query of ['?datype=popup', '?datype=', '']) {
      const res = await s.http('GET', `/api/platform/${event.id}/sponsors/sda${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^query\.datype/);
      expect(res.body.fields[0].path).toBe('query.datype');
    }
  });
});

describe('open and closed events', () => {
  const openRoutes = () => [
    `/api/platform/${closed.id}/landing`,
    `/api/platform/${closed.id}/custom/${pages.closedFree}`,
    `/api/platform/${closed.id}/programme`,
    `/api/platform/${closed.id}/lounge`,
    `/api/platform/${closed.id}/sponsors/sda?datype=sidebar`,
  ];

  it('a closed event’s content needs sign-in: 401 for visitors, 200 with a token', async () => {
    const user = await s.createUser(closed.id);
    const token = (await s.signIn(user)).access_token;
    for (const url of openRoutes()) {
      const visitor = await s.http('GET', url);
      expect(visitor.status, url).toBe(401);
      expect(visitor.text).not.toContain('Members only');
      const member = await s.http('GET', url, { token });
      expect(member.status, url).toBe(200);
    }
    const page = await s.http('GET', `/api/platform/${closed.id}/custom/${pages.closedFree}`, { token });
    expect(page.body.html).toBe('<p>Members only</p>');
  });

  it('an open event’s content is served to visitors', async () => {
    for (const url of [
      `/api/platform/${event.id}/landing`,
      `/api/platform/${event.id}/custom/${pages.free}`,
      `/api/platform/${event.id}/programme`,
      `/api/platform/${event.id}/sponsors/sda?datype=sidebar`,
    ]) {
      expect((await s.http('GET', url)).status, url).toBe(200);
    }
  });

  it('public routes answer visitors even when the event is closed', async () => {
    const settings = await s.http('GET', `/api/platform/${closed.code}`);
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ open: false, closedText: 'Back soon' });
    expect((await s.http('GET', `/api/platform/${closed.id}/modules`)).status).toBe(200);
  });
});
