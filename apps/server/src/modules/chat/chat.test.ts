import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScene, type Scene } from '../../test/hub-scene.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ChatRepository } from './chat.repository.ts';
import { sanitiseChatText } from './chat-text.ts';

describe('sanitiseChatText (plain text only)', () => {
  it('keeps ordinary text, emoji, accents and comparisons', () => {
    expect(sanitiseChatText('Hello 👋 café, 1 < 2 and 3 > 2 & so on')).toBe('Hello 👋 café, 1 < 2 and 3 > 2 & so on');
    expect(sanitiseChatText('  line one\r\nline two  ')).toBe('line one\nline two');
    expect(sanitiseChatText('it\'s "quoted"')).toBe('it\'s "quoted"');
  });

  it('removes tags, keeping their text, and drops scripts and styles whole', () => {
    expect(sanitiseChatText('<b>bold</b> and <a href="javascript:x">link</a>')).toBe('bold and link');
    expect(sanitiseChatText('before<script>alert(1)</script>after')).toBe('beforeafter');
    expect(sanitiseChatText('<style>*{}</style>x<img src=x onerror=alert(1)>y')).toBe('xy');
  });

  it('does not let encoded markup come back as tags', () => {
    expect(sanitiseChatText('&lt;img src=x onerror=alert(1)&gt;hi')).toBe('hi');
    expect(sanitiseChatText('&amp;lt;b&amp;gt;x')).toBe('x');
    expect(sanitiseChatText('&eacute;t&eacute;')).toBe('été');
  });

  it('removes control characters other than line feed and tab', () => {
    expect(sanitiseChatText('a\u0000b\u0007c\td\u001be')).toBe('abc\tde');
  });
});

describe('GET /conversations/group/{groupId} (chat history)', () => {
  let s: TestServer;
  let scene: Scene;
  let other: Scene;
  let ids: number[] = [];

  beforeAll(async () => {
    s = await startTestServer();
    scene = await buildScene(s, 'HIST');
    other = await buildScene(s, 'HISTX');
    const repo = new ChatRepository(s.ctx.db);
    for (let i = 1; i <= 150; i++) {
      const row = await repo.insert({
        platformId: scene.platformId,
        groupType: 'LOUNGE',
        groupId: scene.room.id,
        parentId: scene.lounge.id,
        userId: scene.people.attendee.id,
        userName: scene.people.attendee.name,
        roleName: 'USER',
        message: `message ${i}`,
      });
      ids.push(row.id);
    }
    await repo.insert({
      platformId: scene.platformId,
      groupType: 'SESSION',
      groupId: scene.session.id,
      userId: scene.people.sessionMod.id,
      userName: scene.people.sessionMod.name,
      roleName: 'SESSIONMOD',
      isMod: true,
      message: 'welcome to the session',
    });
    await repo.markRemoved(scene.platformId, 'LOUNGE', scene.room.id, ids[149] as number, scene.people.moderator.id);
    ids = ids.slice(0, 149);
  });
  afterAll(() => s.close());

  const get = (path: string, token = scene.people.attendee.token) =>
    s.http('GET', `/api/platform/${scene.platformId}/conversations/group/${path}`, { token });

  it('gives the newest 100 visible messages, oldest first, then older pages', async () => {
    const page1 = await get(`${scene.room.id}`);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({
      groupType: 'LOUNGE',
      groupId: scene.room.id,
      page: 1,
      limit: 100,
      hasMore: true,
    });
    expect(page1.body.items.map((m: { id: number }) => m.id)).toEqual(ids.slice(49));
    expect(page1.body.items[0]).toEqual({
      id: ids[49],
      message: 'message 50',
      userName: scene.people.attendee.name,
      userPhotoUri: '',
      userId: scene.people.attendee.id,
      roleName: 'USER',
      timeStamp: expect.any(String),
      messageType: 'POST_CHAT',
      group: 'welcome',
      groupId: scene.room.id,
      groupType: 'LOUNGE',
      parentId: scene.lounge.id,
      eventCode: scene.event.code,
      eventId: scene.platformId,
      isMod: false,
    });
    const page2 = await get(`${scene.room.id}?page=2`);
    expect(page2.body.items.map((m: { id: number }) => m.id)).toEqual(ids.slice(0, 49));
    expect(page2.body.hasMore).toBe(false);
    const small = await get(`${scene.room.id}?limit=10&page=3`);
    expect(small.body.items.map((m: { id: number }) => m.id)).toEqual(ids.slice(119, 129));
  });

  it('gives what came after an id (a reconnecting client catching up), without removed messages', async () => {
    const res = await get(`${scene.room.id}?afterId=${ids[139]}&limit=5`);
    expect(res.body.items.map((m: { id: number }) => m.id)).toEqual(ids.slice(140, 145));
    expect(res.body.hasMore).toBe(true);
    const tail = await get(`${scene.room.id}?afterId=${ids[145]}`);
    expect(tail.body.items.map((m: { message: string }) => m.message)).toEqual([
      'message 147',
      'message 148',
      'message 149',
    ]);
  });

  it('reads other chat groups with their groupType', async () => {
    const res = await get(`${scene.session.id}?groupType=SESSION`);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        message: 'welcome to the session',
        roleName: 'SESSIONMOD',
        isMod: true,
        group: 'Opening',
      }),
    ]);
    const stand = await get(`${scene.sponsor.id}?groupType=SPONSOR`);
    expect(stand.body).toMatchObject({ groupType: 'SPONSOR', items: [], hasMore: false });
    const sponsorRoom = await get(`${scene.sponsorRoom.id}`);
    expect(sponsorRoom.body.groupType).toBe('SPONSOR_LOUNGE');
  });

  it('answers 404 for another event’s group and 400 for groups without chat or bad paging', async () => {
    expect((await get(`${other.room.id}`)).status).toBe(404);
    expect((await get(`${other.session.id}?groupType=SESSION`)).status).toBe(404);
    expect((await get(`${scene.platformId}?groupType=EVENT`)).status).toBe(400);
    expect((await get(`${scene.room.id}?limit=101`)).status).toBe(400);
    expect((await get(`${scene.room.id}?page=0`)).status).toBe(400);
    const foreign = await s.http('GET', `/api/platform/${scene.platformId}/conversations/group/${scene.room.id}`, {
      token: other.people.attendee.token,
    });
    expect(foreign.status).toBe(401);
    expect((await s.http('GET', `/api/platform/${scene.platformId}/conversations/group/${scene.room.id}`)).status).toBe(
      401,
    );
  });
});
