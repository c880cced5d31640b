import { readdirSync } from 'node:fs';
import type { TRouteDef } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorDocuments } from '../db/schema.ts';
import { contractRoutes, type NamedRoute } from '../test/contract-routes.ts';
import { expectDocumented } from '../test/documented-answers.ts';
import { buildSponsorAd } from '../test/factories.ts';
import { bodyMutants, type Mutant, urlMutants } from '../test/fuzz-inputs.ts';
import { buildScene, type Scene } from '../test/hub-scene.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Every contract route, as every role, fed bad inputs generated from the route's own schemas
 * (issue 9, "proven by tests"): never a 5xx, never a stack trace or a server path in an answer,
 * always `{ error, message, fields? }` on a 4xx, and nothing stored from a refused request.
 */
const routes = contractRoutes;
const ROLES = ['visitor', 'attendee', 'moderator', 'admin', 'outsider'] as const;
type Role = (typeof ROLES)[number];

let s: TestServer;
let scene: Scene;
let conversationId = 0;
/** An ad and a stand document of the scene's event: what ad clicks and downloads must name. */
const logged = { adId: 0, documentId: 0 };
const outsider = { id: 0, token: '' };
// biome-ignore lint/suspicious/noExplicitAny: the served OpenAPI document
let openApi: any;

beforeAll(async () => {
  s = await startTestServer();
  scene = await buildScene(s, 'FUZZ');
  const elsewhere = await s.createPlatform('FUZZOUT', { open: true });
  const user = await s.createUser(elsewhere.id);
  outsider.id = user.id;
  outsider.token = (await s.signIn(user)).access_token;
  const { attendee, attendee2 } = scene.people;
  const created = await s.http('POST', `/api/platform/${scene.platformId}/conversations/new`, {
    token: attendee.token,
    json: { eventId: scene.platformId, user1: attendee.id, user2: attendee2.id },
  });
  conversationId = created.body.id ?? created.body.conversationId;
  logged.adId = (await buildSponsorAd(s, { platformId: scene.platformId, sponsorId: scene.sponsor.id })).id;
  const [document] = await s.ctx.db
    .insert(sponsorDocuments)
    .values({ platformId: scene.platformId, sponsorId: scene.sponsor.id, title: 'Brochure', uri: '/files/b.pdf' })
    .returning();
  logged.documentId = document!.id;
  openApi = (await s.http('GET', '/api/openapi.json')).body;
}, 60_000);
afterAll(() => s?.close());

function caller(role: Role): { id: number; token?: string } {
  if (role === 'visitor') return { id: scene.people.attendee.id };
  if (role === 'outsider') return outsider;
  return scene.people[role];
}

/** The access gate answers before the input is read (401/403), so every input is refused. */
function isGated(def: TRouteDef, role: Role): boolean {
  const { access } = def;
  if (access === 'public') return false;
  // A user of another event is refused where the path names an event (userinfo names none).
  if (role === 'outsider') return /:(platformId|eventCode)\b/.test(def.path);
  if (role === 'visitor') return access !== 'open';
  if (access === 'moderator' || access === 'platformModerator') return role === 'attendee';
  if (access === 'reports' || access === 'admin' || access === 'submitter') return role !== 'admin';
  return false;
}

function firstPastGate(def: TRouteDef): Role | undefined {
  return ROLES.find((role) => !isGated(def, role));
}

/** Valid path parameters, query and body of each route, for `who` (the control input). */
function validInput(name: string, def: TRouteDef, who: { id: number }) {
  const other = scene.people.attendee2.id;
  const idParam: Record<string, number> = {
    'lounges.rooms': scene.lounge.id,
    'conversations.get': conversationId,
    'conversations.read': conversationId,
    'can.sessionMod': scene.session.id,
    'can.sponsorMod': scene.sponsor.id,
    'programmeAdmin.session': scene.session.id,
    // Deleting the scene's own session would change what the other routes answer.
    'programmeAdmin.deleteSession': 2_000_000,
    'programmeAdmin.deletePresentation': 2_000_000,
  };
  const params: Record<string, string> = {};
  for (const [, key] of def.path.matchAll(/:(\w+)/g)) {
    const value: Record<string, string | number> = {
      platformId: scene.platformId,
      eventCode: scene.event.code,
      userId: who.id,
      id: idParam[name] ?? 1,
      customId: 1,
      parentId: scene.lounge.id,
      groupId: name === 'lounges.removeRoom' ? scene.room2.id : scene.room.id,
      sponsorId: scene.sponsor.id,
      sessionId: scene.session.id,
      entityId: name === 'reports.sponsorStats' ? scene.sponsor.id : scene.session.id,
      query: 'date=2030-05-01',
      feed: `${'a'.repeat(24)}.ics`,
      answer: 'authorisepublish',
      requestId: 'r'.repeat(43),
      size: 192,
    };
    params[key as string] = String(value[key as string] ?? 1);
  }
  const queries: Record<string, Record<string, string>> = {
    'platform.ads': { datype: 'sidebar' },
    'users.uploadPhoto': { type: 'profile', id: String(who.id) },
    'conversations.users': { q: 'attendee' },
    'submit.token': { orgFileName: 'slides.pdf', type: 'presentation' },
    'submit.register': { type: 'presentation' },
    'submit.remove': { orgFileName: 'slides.pdf', type: 'presentation' },
    'submit.answer': { value: 'true' },
    'reports.allUniqueUsers': { type: 'SESSION' },
    'reports.uniqueUserTable': { type: 'SESSION' },
    'reminders.unsubscribe': { endpoint: 'https://push.example/fuzz' },
  };
  const bodies: Record<string, Record<string, unknown>> = {
    'users.updateProfile': { organisation: 'Org', jobTitle: 'Chemist', biography: 'Hello' },
    'logs.scan': {
      entityId: scene.platformId,
      scanEntityType: 'EVENT_PLATFORM',
      scanType: 'HEARTBEAT',
      userId: who.id,
    },
    'logs.trace': { eventId: scene.platformId, eventCode: scene.event.code, page: 'Home' },
    'logs.navigation': { eventId: scene.platformId, eventCode: scene.event.code, from: '/', to: '/FUZZ/' },
    'logs.download': { entityId: logged.documentId, logType: 'DOWNLOAD_ITEM', userId: who.id },
    'logs.adClick': { entityId: logged.adId, userId: who.id },
    'bookmarks.add': { entityId: scene.session.id, entityType: 'SESSION' },
    'reminders.subscribe': {
      endpoint: 'https://push.example/fuzz',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
    'reminders.savePreferences': { push: false, email: true, minutes: 10, locale: 'en' },
    'questions.ask': { text: 'A question?' },
    'questions.reply': { text: 'An answer.' },
    'questions.autoApprove': { autoApprove: false },
    'polls.create': { question: 'Coffee or tea?', options: ['Coffee', 'Tea'], multiple: true },
    'polls.update': { question: 'Coffee or tea?', options: ['Coffee', 'Tea'] },
    'polls.showResults': { shown: true },
    'polls.vote': { optionIds: [1] },
    'identity.token': { grant_type: 'refresh_token', refresh_token: 'not-a-real-token' },
    'identity.revocation': { token: 'not-a-real-token' },
    'identity.authorizeDecision': { allow: false },
    'lounges.createRoom': { groupName: 'Coffee corner' },
    'submit.register': { blobUri: '/files/e1/submissions/p1/x/slides.pdf' },
    'conversations.create': { eventId: scene.platformId, user1: who.id, user2: other },
    'conversations.post': { eventId: scene.platformId, message: 'Hello there', recipient: other, sender: who.id },
    'account.forgotPassword': { email: 'nobody@example.test', platformId: scene.platformId },
    'account.resetPassword': { token: 'x'.repeat(43), password: 'a long enough password' },
    'programmeAdmin.saveSession': {
      title: 'Fuzzed session',
      roomName: 'Fuzz hall',
      start: '2030-05-01T09:00',
      end: '2030-05-01T10:00',
      colour: '#112233',
      moderators: [],
      hideInProgramme: true,
    },
    'programmeAdmin.savePresentation': {
      title: 'Fuzzed talk',
      order: 0,
      sessionId: scene.session.id,
      start: '2030-05-01T09:00',
      end: '2030-05-01T09:30',
    },
  };
  return { params, query: queries[name] ?? {}, body: bodies[name] };
}

/** A 1×1 PNG: the one valid upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const multipart = (type: string, bytes: string | Buffer, name = 'profileImg') =>
  Buffer.concat([
    Buffer.from(
      `--b\r\nContent-Disposition: form-data; name="${name}"; filename="me.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from('\r\n--b--\r\n'),
  ]);

/** Bad multipart bodies (the JSON schema has nothing to say about a file). */
function multipartMutants(): Mutant[] {
  const mp = 'multipart/form-data; boundary=b';
  const raw = (label: string, text: string | Buffer, contentType: string | undefined, refused = true): Mutant => ({
    part: 'body',
    label,
    raw: { text: text.toString('latin1'), contentType },
    refused,
  });
  return [
    raw('no boundary', 'x', 'multipart/form-data'),
    raw('truncated', multipart('image/png', PNG).subarray(0, 90), mp),
    raw('empty', '--b--\r\n', mp),
    raw('not multipart at all', '{}', 'application/json'),
    raw('garbage', '\u0000\u0001--b\r\n\r\n--', mp),
    raw('a text file named .png', multipart('image/png', 'hello'), mp),
    raw('a PNG in another field', multipart('image/png', PNG, 'other'), mp),
    raw('a 1 MB field name', multipart('image/png', PNG, 'f'.repeat(1_000_000)), mp),
  ];
}

function mutantsOf({ name, def }: NamedRoute, who: { id: number }): Mutant[] {
  const valid = validInput(name, def, who);
  const out: Mutant[] = [];
  if (def.params) {
    // Where another route has the same path (programme.query and programme.session), a segment
    // this route refuses may be the other's: the router, not this schema, decides.
    const shape = (path: string) => path.replace(/:\w+/g, ':');
    const shared = routes.some(
      (r) => r.def !== def && r.def.method === def.method && shape(r.def.path) === shape(def.path),
    );
    out.push(...urlMutants('params', def.params, valid.params).map((m) => (shared ? { ...m, refused: false } : m)));
  }
  if (def.query) out.push(...urlMutants('query', def.query, valid.query));
  if (def.body && valid.body) out.push(...bodyMutants(def.body, valid.body, def.bodyType === 'form' ? 'form' : 'json'));
  if (def.bodyType === 'multipart') out.push(...multipartMutants());
  return out;
}

interface Answer {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes are checked below
  body: any;
}

/** Sends the route's valid input for `role`, with one part replaced by the mutant's. */
async function send(route: NamedRoute, role: Role, mutant?: Mutant): Promise<Answer> {
  const { def, name } = route;
  const who = caller(role);
  const valid = validInput(name, def, who);
  const params = mutant?.part === 'params' ? (mutant.value as Record<string, unknown>) : valid.params;
  const url = def.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value && typeof value === 'object') return (value as { encoded: string }).encoded;
    return encodeURIComponent(String(value ?? ''));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(mutant?.part === 'query' ? (mutant.value as object) : valid.query)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const headers: Record<string, string> = {};
  if (who.token && role !== 'visitor') headers.authorization = `Bearer ${who.token}`;
  let body: string | Buffer | undefined;
  const bodyValue = mutant?.part === 'body' ? mutant.value : valid.body;
  if (mutant?.raw) {
    body = Buffer.from(mutant.raw.text, def.bodyType === 'multipart' ? 'latin1' : 'utf8');
    if (mutant.raw.contentType) headers['content-type'] = mutant.raw.contentType;
  } else if (def.bodyType === 'multipart' && !mutant) {
    body = multipart('image/png', PNG);
    headers['content-type'] = 'multipart/form-data; boundary=b';
  } else if (def.bodyType === 'form' && bodyValue !== undefined) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(bodyValue as object)) {
      for (const one of Array.isArray(value) ? value : [value]) form.append(key, String(one));
    }
    body = form.toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (bodyValue !== undefined) {
    body = JSON.stringify(bodyValue);
    headers['content-type'] = 'application/json';
  }
  const query = search.size ? `?${search}` : '';
  const response = await fetch(s.baseUrl + url + query, { method: def.method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  // Whatever a route answers, bad input included, is listed in the OpenAPI document.
  expectDocumented(openApi, name, def, response.status);
  return { status: response.status, text, body: parsed };
}

/** Stack frames, module folders or source locations: nothing an answer may show. */
const LEAK = /\bat [\w$.<>]+ \(|node_modules|\/apps\/|\/src\/|file:\/\/|\.[cm]?[jt]s:\d+/;

function checkAnswer(answer: Answer, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  expect(LEAK.test(answer.text), `${what} leaks: ${answer.text.slice(0, 300)}`).toBe(false);
  expect(answer.text.includes(process.cwd()), `${what} leaks the working folder`).toBe(false);
  if (answer.status < 400) return;
  const body = answer.body;
  expect(typeof body?.error, `${what}: error shape of ${answer.text.slice(0, 300)}`).toBe('string');
  expect(typeof body.message, what).toBe('string');
  // OAuth endpoints also carry `error_description` (RFC 6749 §5.2).
  expect(
    Object.keys(body).filter((k) => !['error', 'message', 'fields', 'error_description'].includes(k)),
    what,
  ).toEqual([]);
  if (body.fields !== undefined) {
    for (const field of body.fields)
      expect(field, what).toEqual({ path: expect.any(String), message: expect.any(String) });
  }
}

/** The content of every table and of the uploads folder: a refused request changes none of it. */
let snapshotQuery = '';
async function snapshot(): Promise<string> {
  await s.ctx.logs.flush();
  if (!snapshotQuery) {
    const { rows: tables } = (await s.ctx.db.execute(
      sql.raw(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
      ),
    )) as unknown as { rows: { name: string }[] };
    expect(tables.length).toBeGreaterThan(10);
    const hashes = tables.map(
      ({ name }) =>
        `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${name}" t) AS "${name}"`,
    );
    snapshotQuery = `SELECT ${hashes.join(', ')}`;
  }
  const { rows } = (await s.ctx.db.execute(sql.raw(snapshotQuery))) as unknown as { rows: unknown[] };
  const files = readdirSync(s.ctx.files.localRoot as string, { recursive: true }).sort();
  return JSON.stringify({ tables: rows[0], files });
}

/** Runs `tasks` a few at a time (the server is real; a flood would only measure the machine). */
async function inPool<T>(items: T[], run: (item: T) => Promise<void>, size = 8) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: size }, worker));
}

describe.each(routes)('$name: $def.method $def.path ($def.access)', (route) => {
  it('refuses inputs its schemas refuse, as every role, with a clean 4xx and nothing stored', async () => {
    for (const role of ROLES) {
      const gated = isGated(route.def, role);
      const control = await send(route, role);
      checkAnswer(control, `${role} control`);
      if (gated) expect(control.status, `${role} control`).toBeGreaterThanOrEqual(400);
      else {
        // Past the gate the valid input passes validation (a service may still refuse it: a
        // made-up refresh token), so no 401 and no 400 naming a part of the input.
        expect(control.status, `${role} control: ${control.text.slice(0, 300)}`).not.toBe(401);
        expect(String(control.body?.message), `${role} control`).not.toMatch(/^(params|query|body)\./);
      }

      // The first role past the gate gets every input; each other role a quarter of them, a
      // different quarter per role (between them they send every input), to keep the run short.
      const stride = ROLES.indexOf(role) % 4;
      const mutants = mutantsOf(route, caller(role)).filter(
        (_, i) => role === firstPastGate(route.def) || i % 4 === stride,
      );
      // Inputs that must be refused (and GETs, which store nothing whatever they answer) go in
      // one concurrent batch between two snapshots; the rest one at a time, each between two.
      const batch = mutants.filter((m) => gated || m.refused || route.def.method === 'GET');
      const before = await snapshot();
      await inPool(batch, async (mutant) => {
        const what = `${role} ${mutant.part} ${mutant.label}`;
        const answer = await send(route, role, mutant);
        checkAnswer(answer, what);
        if (!mutant.refused && !gated) return;
        expect(answer.status, `${what} was accepted: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        if (!gated && !mutant.raw && mutant.part !== 'params') {
          // Past the gate, a value the schema refuses is a 400 naming the part (or a rate limit).
          expect([400, 429], `${what}: ${answer.text.slice(0, 200)}`).toContain(answer.status);
        }
      });
      let last = await snapshot();
      expect(last, `${role}: a refused request stored something`).toBe(before);
      const rest = mutants.filter((m) => !batch.includes(m));
      if (role !== firstPastGate(route.def)) {
        // Inputs the schema accepts reach the same service code whichever role sends them: the
        // first role past the gate checks them one by one below; the others only for clean answers.
        await inPool(rest, async (mutant) => checkAnswer(await send(route, role, mutant), `${role} ${mutant.label}`));
        continue;
      }
      for (const mutant of rest) {
        const what = `${role} ${mutant.part} ${mutant.label}`;
        const answer = await send(route, role, mutant);
        checkAnswer(answer, what);
        const now = await snapshot();
        if (answer.status >= 400) expect(now, `${what} was refused (${answer.status}) yet stored`).toBe(last);
        last = now;
      }
    }
  }, 60_000);
});

describe('the fuzz harness', () => {
  it('walks every route, and its snapshot sees an update and an insert', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const { attendee3 } = scene.people;
    const before = await snapshot();
    const saved = await s.http('PUT', `/api/platform/${scene.platformId}/users/${attendee3.id}/profile`, {
      token: attendee3.token,
      json: { organisation: 'Harness check' },
    });
    expect(saved.status).toBeLessThan(300);
    const updated = await snapshot();
    expect(updated).not.toBe(before);
    const added = await s.http('POST', `/api/platform/${scene.platformId}/bookmarks`, {
      token: attendee3.token,
      json: { entityId: scene.quietSession.id, entityType: 'SESSION' },
    });
    expect(added.status).toBeLessThan(300);
    expect(await snapshot()).not.toBe(updated);
  });
});
