import { buildPath } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractRoutes, type NamedRoute } from '../test/contract-routes.ts';
import { expectDocumented } from '../test/documented-answers.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Walks every route of the contract (CONVENTIONS: the authorisation test walks them all) and
 * checks that the access level it declares is what the server enforces.
 */
const routes = contractRoutes;

interface Scene {
  platformId: number;
  eventCode: string;
  /** The id a `self` route acts on (the caller's own, or someone else's). */
  subjectId: number;
}

/**
 * Minimal valid query and body of each route that has one, so that access, not validation,
 * decides the answer. A route added to the contract without a sample fails the suite below.
 */
const samples: Record<string, { query?: (s: Scene) => unknown; body?: (s: Scene) => unknown }> = {
  'platform.ads': { query: () => ({ datype: 'sidebar' }) },
  'users.updateProfile': { body: () => ({ organisation: 'Org' }) },
  'users.uploadPhoto': { query: (s) => ({ type: 'profile', id: s.subjectId }) },
  'logs.scan': {
    body: (s) => ({
      entityId: s.platformId,
      scanEntityType: 'EVENT_PLATFORM',
      scanType: 'HEARTBEAT',
      userId: s.subjectId,
    }),
  },
  'logs.trace': { body: (s) => ({ eventId: s.platformId, eventCode: s.eventCode, page: 'Home' }) },
  'logs.navigation': {
    body: (s) => ({ eventId: s.platformId, eventCode: s.eventCode, from: '/', to: `/${s.eventCode}/` }),
  },
  'logs.download': { body: (s) => ({ entityId: 1, logType: 'DOWNLOAD_ITEM', userId: s.subjectId }) },
  'logs.adClick': { body: (s) => ({ entityId: 1, userId: s.subjectId }) },
  'bookmarks.add': { body: () => ({ entityId: 1, entityType: 'SESSION' }) },
  'reminders.subscribe': {
    body: () => ({
      endpoint: 'https://push.example/subscription',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    }),
  },
  'reminders.unsubscribe': { query: () => ({ endpoint: 'https://push.example/subscription' }) },
  'reminders.savePreferences': { body: () => ({ push: false, email: true, minutes: 10, locale: 'en' }) },
  'questions.ask': { body: () => ({ text: 'A question?' }) },
  'questions.reply': { body: () => ({ text: 'An answer.' }) },
  'questions.autoApprove': { body: () => ({ autoApprove: false }) },
  'polls.create': { body: () => ({ question: 'Coffee or tea?', options: ['Coffee', 'Tea'] }) },
  'polls.update': { body: () => ({ question: 'Coffee or tea?', options: ['Coffee', 'Tea'] }) },
  'polls.showResults': { body: () => ({ shown: true }) },
  'polls.vote': { body: () => ({ optionIds: [1] }) },
  'identity.token': { body: () => ({ grant_type: 'refresh_token', refresh_token: 'not-a-real-token' }) },
  'identity.revocation': { body: () => ({ token: 'not-a-real-token' }) },
  'identity.authorizeDecision': { body: () => ({ allow: false }) },
  'lounges.createRoom': { body: () => ({ groupName: 'Coffee corner' }) },
  'submit.token': { query: () => ({ orgFileName: 'slides.pdf', type: 'presentation' }) },
  'submit.register': { query: () => ({ type: 'presentation' }), body: () => ({ blobUri: '/files/e1/x.pdf' }) },
  'submit.remove': { query: () => ({ orgFileName: 'slides.pdf', type: 'presentation' }) },
  'submit.answer': { query: () => ({ value: 'true' }) },
  'conversations.create': { body: (s) => ({ eventId: s.platformId, user1: s.subjectId, user2: s.subjectId + 1 }) },
  'conversations.post': {
    body: (s) => ({ eventId: s.platformId, message: 'Hello there', recipient: s.subjectId + 1, sender: s.subjectId }),
  },
  'conversations.users': { query: () => ({ q: 'First' }) },
  'account.forgotPassword': { body: (s) => ({ email: 'nobody@example.test', platformId: s.platformId }) },
  'account.resetPassword': { body: () => ({ token: 'x'.repeat(43), password: 'a long enough password' }) },
  'reports.allUniqueUsers': { query: () => ({ type: 'SESSION' }) },
  'reports.uniqueUserTable': { query: () => ({ type: 'SESSION' }) },
  'programmeAdmin.saveSession': {
    body: () => ({ title: 'Opening', roomName: 'Hall A', start: '2030-05-01T09:00', end: '2030-05-01T10:00' }),
  },
  'programmeAdmin.savePresentation': {
    body: () => ({ title: 'Talk', order: 0, sessionId: 1, start: '2030-05-01T09:00', end: '2030-05-01T09:30' }),
  },
};

let s: TestServer;
let closed: { id: number; code: string };
let elsewhere: { id: number; code: string };
const tokens: Record<
  'attendee' | 'target' | 'moderator' | 'reportViewer' | 'admin' | 'submitter' | 'speaker' | 'otherEvent',
  string
> = {
  attendee: '',
  submitter: '',
  speaker: '',
  target: '',
  moderator: '',
  reportViewer: '',
  admin: '',
  otherEvent: '',
};
// biome-ignore lint/suspicious/noExplicitAny: the served OpenAPI document
let openApi: any;
const ids = { attendee: 0, target: 0, moderator: 0, reportViewer: 0, admin: 0, submitter: 0, speaker: 0 };

beforeAll(async () => {
  s = await startTestServer();
  closed = await s.createPlatform('AUTHZ', { open: false });
  elsewhere = await s.createPlatform('AUTHZ2', { open: true });
  const people = {
    attendee: await s.createUser(closed.id),
    target: await s.createUser(closed.id),
    moderator: await s.createUser(closed.id, { role: 'moderator' }),
    reportViewer: await s.createUser(closed.id, { role: 'report-viewer' }),
    admin: await s.createUser(closed.id, { role: 'admin' }),
    submitter: await s.createUser(closed.id, { role: 'submitter' }),
    speaker: await s.createUser(closed.id, { role: 'speaker' }),
  };
  for (const [name, user] of Object.entries(people) as [keyof typeof people, (typeof people)['admin']][]) {
    ids[name] = user.id;
    tokens[name] = (await s.signIn(user)).access_token;
  }
  tokens.otherEvent = (await s.signIn(await s.createUser(elsewhere.id))).access_token;
  openApi = (await s.http('GET', '/api/openapi.json')).body;
});
afterAll(() => s.close());

/**
 * Calls a route on the closed event as `token`, acting on `subjectId` where the route names a user;
 * whatever it answers is listed in the OpenAPI document.
 */
async function call(route: NamedRoute, token: string | undefined, subjectId: number) {
  const res = await send(route, token, subjectId);
  expectDocumented(openApi, route.name, route.def, res.status);
  return res;
}

function send(route: NamedRoute, token: string | undefined, subjectId: number) {
  const { def, name } = route;
  const scene: Scene = { platformId: closed.id, eventCode: closed.code, subjectId };
  const url = buildPath(def.path, {
    platformId: closed.id,
    eventCode: closed.code,
    userId: subjectId,
    ...Object.fromEntries(
      [...def.path.matchAll(/:(\w+)/g)]
        .map((m) => [m[1], m[1] === 'answer' ? 'authorisepublish' : m[1] === 'requestId' ? 'r'.repeat(43) : 1])
        .filter(([k]) => !['platformId', 'eventCode', 'userId'].includes(k as string)),
    ),
  });
  const query = samples[name]?.query?.(scene);
  const body = samples[name]?.body?.(scene);
  const search = query
    ? `?${new URLSearchParams(Object.entries(query as object).map(([k, v]): [string, string] => [k, String(v)]))}`
    : '';
  const form =
    def.bodyType === 'form' && body
      ? Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]))
      : undefined;
  return s.http(def.method, url + search, { token, json: form ? undefined : body, form });
}

const roleTokens = {
  moderator: { allowed: ['moderator', 'admin'], refused: ['attendee', 'reportViewer'] },
  platformModerator: { allowed: ['moderator', 'admin'], refused: ['attendee', 'reportViewer'] },
  reports: { allowed: ['reportViewer', 'admin'], refused: ['attendee', 'moderator'] },
  admin: { allowed: ['admin'], refused: ['attendee', 'moderator', 'reportViewer', 'submitter', 'speaker'] },
  submitter: { allowed: ['submitter', 'speaker', 'admin'], refused: ['attendee', 'moderator', 'reportViewer'] },
} as const;

/**
 * Routes open to signed-in users whose service then decides by the entity: who gets through
 * without holding the entity's scope, and who is refused. (A stand's own staff, the third kind
 * of reader of its statistics, are tested in reports.test.ts.)
 */
const decidedByService: Partial<Record<string, { allowed: readonly RoleName[]; refused: readonly RoleName[] }>> = {
  'reports.sponsorStats': { allowed: ['reportViewer', 'admin'], refused: ['attendee', 'moderator', 'speaker'] },
};
type RoleName = keyof typeof ids;

describe('the contract walk', () => {
  it('finds every route, each with a sample for its query and body', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'platform.settings',
        'users.updateProfile',
        'logs.scan',
        'can.sponsorMod',
        'lounges.createRoom',
        'chat.history',
        'conversations.post',
      ]),
    );
    for (const { name, def } of routes) {
      const scene: Scene = { platformId: 1, eventCode: 'CODE', subjectId: 1 };
      if (def.query)
        expect(def.query.safeParse(samples[name]?.query?.(scene) ?? {}).success, `query sample of ${name}`).toBe(true);
      if (def.body)
        expect(def.body.safeParse(samples[name]?.body?.(scene)).success, `body sample of ${name}`).toBe(true);
    }
  });
});

describe.each(routes.filter((r) => r.def.access !== 'public'))(
  '$name: $def.method $def.path ($def.access)',
  (route) => {
    it('answers 401 without a token on a closed event', async () => {
      const res = await call(route, undefined, ids.attendee);
      expect(res.status).toBe(401);
    });

    if (/:(platformId|eventCode)\b/.test(route.def.path)) {
      it('answers 401 to a token of another event', async () => {
        const res = await call(route, tokens.otherEvent, ids.attendee);
        expect(res.status).toBe(401);
      });
    } else {
      // No event in the path (userinfo): the answer is about the token's own user, of any event.
      it('takes a token of any event', async () => {
        const res = await call(route, tokens.otherEvent, ids.attendee);
        expect([401, 403], res.text).not.toContain(res.status);
      });
    }

    it('answers 401 to a garbage token', async () => {
      expect((await call(route, 'garbage', ids.attendee)).status).toBe(401);
      expect((await call(route, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', ids.attendee)).status).toBe(401);
    });

    it('lets the right caller through to the handler', async () => {
      const access = route.def.access;
      const allowed =
        decidedByService[route.name]?.allowed ??
        (access in roleTokens ? roleTokens[access as keyof typeof roleTokens].allowed : (['attendee'] as const));
      for (const who of allowed) {
        const res = await call(route, tokens[who], ids[who]);
        expect([401, 403], `${who}: ${res.status} ${res.text}`).not.toContain(res.status);
        // Registered: not the catch-all answer for unknown paths.
        expect(res.body?.message).not.toBe('Not found');
      }
    });

    if (route.def.access === 'self') {
      it('answers 403 when acting on another user’s id', async () => {
        const res = await call(route, tokens.attendee, ids.target);
        expect(res.status).toBe(403);
        const admin = await call(route, tokens.admin, ids.target);
        expect(admin.status).toBe(403);
      });
    }

    const refused =
      decidedByService[route.name]?.refused ??
      (route.def.access in roleTokens ? roleTokens[route.def.access as keyof typeof roleTokens].refused : null);
    if (refused) {
      it('answers 403 to signed-in users without the role', async () => {
        for (const who of refused) {
          expect((await call(route, tokens[who], ids[who])).status, who).toBe(403);
        }
      });
    }
  },
);

describe.each(routes.filter((r) => r.def.access === 'public'))('$name: $def.method $def.path (public)', (route) => {
  it('never answers 401, whatever token comes with it, even when the event is closed', async () => {
    for (const token of [undefined, tokens.otherEvent, 'garbage', tokens.attendee]) {
      const res = await call(route, token, ids.attendee);
      expect(res.status, `token ${token?.slice(0, 10)}: ${res.text}`).not.toBe(401);
      expect(res.status).not.toBe(403);
      expect(res.body?.message).not.toBe('Not found');
    }
  });
});

/**
 * The external sign-in's browser redirects are outside the contract (they answer 302s, not
 * JSON): walked here by name. Public like the token endpoint: no token opens or closes them.
 */
describe('external sign-in redirects (public)', () => {
  it('start: never 401/403 whatever token comes; an unknown provider is 404, a bad id 400', async () => {
    for (const token of [undefined, tokens.otherEvent, 'garbage', tokens.attendee]) {
      const missing = await s.http('GET', `/connect/external/${closed.code}/no-such-provider`, { token });
      expect(missing.status).toBe(404);
      expect((await s.http('GET', `/connect/external/${closed.code}/Bad_Id`, { token })).status).toBe(400);
    }
  });

  it('callback: a state never issued is refused as bad input, with or without a token', async () => {
    for (const token of [undefined, tokens.admin]) {
      const res = await s.http('GET', '/connect/external/callback?state=unknown&code=x', { token });
      expect(res.status).toBe(400);
      expect(res.body.fields[0].path).toBe('query.state');
    }
  });
});

/**
 * The authorization endpoint of registered apps is a browser navigation outside the contract
 * (a redirect or an error page): walked here by name. Public: no token opens or closes it, and
 * a request the app cannot be answered at never redirects.
 */
describe('app authorization endpoint (public)', () => {
  it('never 401/403 whatever token comes; an unknown client gets the error page, not a redirect', async () => {
    for (const token of [undefined, tokens.otherEvent, 'garbage', tokens.admin]) {
      const res = await s.http('GET', '/connect/authorize?client_id=no-such-app&response_type=code', { token });
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });
});
