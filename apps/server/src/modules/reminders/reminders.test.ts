import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, sessions } from '../../db/schema.ts';
import { buildProgramme, buildSignedInUser } from '../../test/factories.ts';
import { BrowserKeys, startPushEndpoint } from '../../test/push-endpoint.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { RemindersService } from './reminders.service.ts';

let s: TestServer;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let event: { id: number; code: string };
let other: { id: number; code: string };
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
const p: Record<string, Person> = {};
let ids: Record<string, number> = {};

// The event's clock reads 10:50 in Paris (08:50 UTC); sessions start minutes later.
const NOW = new Date('2030-05-01T08:50:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

const base = (platformId = event.id) => `/api/platform/${platformId}/reminders`;
const call = (who: string, method: string, path: string, json?: unknown) =>
  s.http(method, path, { token: p[who]?.token, json });
const bookmark = async (who: string, session: string) => {
  const res = await call(who, 'POST', `/api/platform/${event.id}/bookmarks`, {
    entityType: 'SESSION',
    entityId: ids[session],
  });
  expect(res.status, res.text).toBe(201);
};
const mailsTo = (who: string) => s.mails.filter((m) => m.to === p[who]?.email);
const prefs = (who: string, body: Record<string, unknown>) =>
  call(who, 'PUT', `${base()}/preferences`, { push: false, email: false, minutes: 10, locale: 'en', ...body });

beforeAll(async () => {
  s = await startTestServer();
  endpoint = await startPushEndpoint();
  s.ctx.reminders.pushAgent = endpoint.agent;
  event = await s.createPlatform('REMIND', { open: true, eventTitle: 'Remind Con' });
  other = await s.createPlatform('REMINDOTHER', { open: true });
  const session = (title: string, startMinutes: number, extra = {}) => ({
    title,
    start: at(startMinutes),
    end: at(startMinutes + 60),
    ...extra,
  });
  ({ sessions: ids } = await buildProgramme(s, event.id, {
    rooms: ['Hall'],
    sessions: [
      session('Keynote', 8),
      session('Later', 30),
      session('Hidden', 5, { hideInProgramme: true }),
      session('Dropped', 6),
      session('Moved', 7),
      session('Pushed', 3),
    ],
  }));
  for (const name of ['ann', 'bo', 'cy', 'dee']) {
    p[name] = await buildSignedInUser(s, { platformId: event.id, firstName: name, lastName: 'Tester' });
  }
  p.stranger = await buildSignedInUser(s, { platformId: other.id, firstName: 'Stranger' });
});
afterAll(async () => {
  await s.close();
  await endpoint.close();
});

describe('preferences and subscriptions', () => {
  it('starts off, ten minutes before; saves what one chooses; refuses bad values naming the field', async () => {
    const first = await call('ann', 'GET', `${base()}/preferences`);
    expect(first.body).toEqual({ push: false, email: false, minutes: 10, locale: 'en' });
    const saved = await prefs('ann', { email: true, minutes: 15, locale: 'fr' });
    expect(saved.status, saved.text).toBe(200);
    expect((await call('ann', 'GET', `${base()}/preferences`)).body).toEqual({
      push: false,
      email: true,
      minutes: 15,
      locale: 'fr',
    });
    const zero = await prefs('ann', { minutes: 0 });
    expect(zero.status).toBe(400);
    expect(zero.text).toContain('body.minutes');
    const german = await prefs('ann', { locale: 'de' });
    expect(german.status).toBe(400);
    expect(german.text).toContain('body.locale');
  });

  it('keeps a subscription with an https endpoint only, and forgets it on request', async () => {
    const keys = new BrowserKeys();
    const plain = await call('cy', 'PUT', `${base()}/subscription`, keys.subscription('http://127.0.0.1/x'));
    expect(plain.status).toBe(400);
    expect(plain.text).toContain('body.endpoint');
    const noKeys = await call('cy', 'PUT', `${base()}/subscription`, { endpoint: 'https://push.example/a' });
    expect(noKeys.status).toBe(400);
    expect(noKeys.text).toContain('body.keys');
    const notAKey = { ...keys.subscription('https://push.example/b'), keys: { p256dh: 'BAAA', auth: 'x'.repeat(22) } };
    const short = await call('cy', 'PUT', `${base()}/subscription`, notAKey);
    expect(short.status).toBe(400);
    expect(short.text).toContain('body.keys.p256dh');
    const url = 'https://push.example/cy';
    expect((await call('cy', 'PUT', `${base()}/subscription`, keys.subscription(url))).status).toBe(204);
    const rows = () => s.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url));
    expect(await rows()).toHaveLength(1);
    const gone = await call('cy', 'DELETE', `${base()}/subscription?endpoint=${encodeURIComponent(url)}`);
    expect(gone.status).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  it('answers signed-in people of this event only; the push key is the same for everyone', async () => {
    expect((await s.http('GET', `${base()}/preferences`)).status).toBe(401);
    expect((await call('stranger', 'GET', `${base()}/preferences`)).status).toBe(401);
    expect((await call('stranger', 'PUT', `${base()}/preferences`, { push: true })).status).toBe(401);
    const key = await call('ann', 'GET', `${base()}/push-key`);
    expect(key.status).toBe(200);
    expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65);
    expect((await call('stranger', 'GET', `${base(other.id)}/push-key`)).body).toEqual(key.body);
  });
});

describe('due reminders', () => {
  it('mails each due reminder once, in the person’s language, even with two nodes running at once', async () => {
    // ann: e-mail, French, 15 minutes (saved above).
    await bookmark('ann', 'Keynote');
    await bookmark('ann', 'Later');
    const node2 = new RemindersService(s.ctx.db, s.config, s.ctx.platforms, s.ctx.mailer, s.ctx.clock);
    const [a, b] = await Promise.all([s.ctx.reminders.runDueReminders(NOW), node2.runDueReminders(NOW)]);
    expect(a.claimed + b.claimed).toBe(1);
    const mails = mailsTo('ann');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Rappel : Keynote commence à 10:58');
    expect(mails[0]?.text).toContain('Bonjour ann,');
    expect(mails[0]?.text).toContain('dans 8 minutes');
    expect(mails[0]?.text).toContain(`${s.baseUrl}/REMIND/session/${ids.Keynote}`);
    await s.ctx.reminders.runDueReminders(at(1));
    expect(mailsTo('ann')).toHaveLength(1);
    // Later enters ann's 15 minutes at 09:05.
    await s.ctx.reminders.runDueReminders(at(16));
    expect(mailsTo('ann').map((m) => m.subject)).toEqual([
      'Rappel : Keynote commence à 10:58',
      'Rappel : Later commence à 11:20',
    ]);
  });

  it('reminds a moved session at its new start; a hidden or deleted one not at all', async () => {
    expect((await prefs('dee', { email: true, minutes: 10 })).status).toBe(200);
    for (const name of ['Hidden', 'Dropped', 'Moved']) await bookmark('dee', name);
    await s.ctx.db.delete(sessions).where(eq(sessions.id, ids.Dropped as number));
    await s.ctx.reminders.runDueReminders(NOW);
    expect(mailsTo('dee').map((m) => m.subject)).toEqual(['Reminder: Moved starts at 10:57']);
    await s.ctx.db
      .update(sessions)
      .set({ startsAt: at(40), endsAt: at(100) })
      .where(eq(sessions.id, ids.Moved as number));
    await s.ctx.reminders.runDueReminders(at(5));
    expect(mailsTo('dee')).toHaveLength(1);
    await s.ctx.reminders.runDueReminders(at(31));
    expect(mailsTo('dee').map((m) => m.subject)).toEqual([
      'Reminder: Moved starts at 10:57',
      'Reminder: Moved starts at 11:30',
    ]);
    expect(mailsTo('dee')[1]?.text).toContain('in 9 minutes');
  });

  it('pushes an encrypted notification signed with the server’s VAPID key; a gone subscription is removed', async () => {
    const keys = new BrowserKeys();
    const live = `${endpoint.origin}/push/bo`;
    const dropped = `${endpoint.origin}/gone/bo`;
    expect((await call('bo', 'PUT', `${base()}/subscription`, keys.subscription(live))).status).toBe(204);
    expect((await call('bo', 'PUT', `${base()}/subscription`, keys.subscription(dropped))).status).toBe(204);
    expect((await prefs('bo', { push: true, minutes: 5 })).status).toBe(200);
    await bookmark('bo', 'Pushed');
    const run = await s.ctx.reminders.runDueReminders(NOW);
    expect(run).toMatchObject({ claimed: 1, pushed: 1, failed: 1, mailed: 0 });
    const request = endpoint.requests.find((r) => r.path === '/push/bo');
    expect(request).toBeDefined();
    if (!request) return;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.urgency).toBe('high');
    expect(Number(request.headers.ttl)).toBe(180);
    expect(JSON.parse(keys.decrypt(request.body))).toEqual({
      title: 'In 3 min: Pushed',
      body: 'Remind Con: the session starts at 10:53. Tap to join it.',
      url: `/REMIND/session/${ids.Pushed}`,
      tag: `session-${ids.Pushed}`,
      icon: `/api/platform/${event.id}/app-icon/192`,
    });
    // RFC 8292: `vapid t=<JWT>, k=<the server's public key>`; the JWT is for the endpoint's origin.
    const publicKey = (await call('bo', 'GET', `${base()}/push-key`)).body.publicKey as string;
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization));
    expect(match?.[2]).toBe(publicKey);
    const point = Buffer.from(publicKey, 'base64url');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    };
    const { payload } = await jwtVerify(match?.[1] ?? '', await importJWK(jwk, 'ES256'), {
      audience: endpoint.origin,
      algorithms: ['ES256'],
    });
    expect(payload.sub).toBe('mailto:no-reply@atrium.invalid');
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    const rows = await s.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, p.bo!.id));
    expect(rows.map((r) => r.endpoint)).toEqual([live]);
  });
});
