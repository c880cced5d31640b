import type { TPoll, TPollReport } from '@atrium/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addSessionPeople, buildProgramme, buildSignedInUser } from '../../test/factories.ts';
import { closeAllClients, connectHub, eventually, type HubClient, next, ok, record } from '../../test/hub-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };
let panel: number;
let elsewhere: number;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
const p: Record<string, Person> = {};

const url = (sessionId: number, rest = '', platformId = event.id) =>
  `/api/platform/${platformId}/sessions/${sessionId}${rest}`;

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('POLLS', { open: true });
  other = await s.createPlatform('POLLSOTHER', { open: true });
  const start = new Date(Date.now() - 3_600_000).toISOString();
  const end = new Date(Date.now() + 3_600_000).toISOString();
  const ids = await buildProgramme(s, event.id, {
    rooms: ['Hall'],
    sessions: [
      { title: 'Panel', start, end, room: 'Hall', enableChat: true },
      { title: 'Workshop', start, end, room: 'Hall' },
    ],
  });
  panel = ids.sessions.Panel as number;
  elsewhere = ids.sessions.Workshop as number;
  for (const [name, platformId, role] of [
    ['ann', event.id, 'attendee'],
    ['bo', event.id, 'attendee'],
    ['chair', event.id, 'attendee'],
    ['organiser', event.id, 'admin'],
    ['stranger', other.id, 'attendee'],
  ] as const) {
    p[name] = await buildSignedInUser(s, { platformId, role, firstName: name, lastName: 'Tester' });
  }
  await addSessionPeople(s, panel, { moderators: [p.chair!.id] });
});
afterEach(() => closeAllClients());
afterAll(() => s.close());

async function call(who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, json?: unknown) {
  return s.http(method, path, { token: p[who]!.token, json });
}
async function prepare(body: Record<string, unknown>, sessionId = panel, who = 'chair'): Promise<TPoll> {
  const res = await call(who, 'POST', url(sessionId, '/poll'), body);
  expect(res.status, res.text).toBe(201);
  return res.body as TPoll;
}
async function inGroup(who: string, sessionId = panel): Promise<HubClient> {
  const person = p[who]!;
  const client = await connectHub(s.baseUrl, { token: person.token, platformId: event.id });
  await ok(client, 'CONNECT_USER', { eventCode: event.code, eventId: event.id, userId: person.id, userName: who });
  await ok(client, 'ENTER_GROUP', { groupType: 'SESSION', groupId: sessionId });
  return client;
}
const votes = (poll: TPoll | { counts: { optionId: number; votes: number }[] } | null) =>
  (poll && 'counts' in poll ? poll.counts : (poll?.results?.counts ?? [])).map((c) => c.votes);

describe('preparing', () => {
  it('lets the session’s moderators and organisers prepare, not attendees; trims and numbers the options', async () => {
    const poll = await prepare({ question: '  Coffee or tea? ', options: [' Coffee', 'Tea '] });
    expect(poll).toMatchObject({
      question: 'Coffee or tea?',
      options: [
        { id: 1, text: 'Coffee' },
        { id: 2, text: 'Tea' },
      ],
      multiple: false,
      anonymous: false,
      holdResults: false,
      state: 'draft',
    });
    await prepare({ question: 'Organisers may', options: ['a', 'b'] }, panel, 'organiser');
    const refused = await call('ann', 'POST', url(panel, '/poll'), { question: 'Mine?', options: ['a', 'b'] });
    expect(refused.status).toBe(403);
    const notTheirs = await call('chair', 'POST', url(elsewhere, '/poll'), { question: 'Here?', options: ['a', 'b'] });
    expect(notTheirs.status).toBe(403);
  });

  it('refuses bad polls with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ question: 'x', options: ['a', 'b'] }, 'question'],
      [{ question: 'One option?', options: ['a'] }, 'options'],
      [{ question: 'Eleven?', options: Array.from({ length: 11 }, (_, i) => `o${i}`) }, 'options'],
      [{ question: 'Blank option?', options: ['a', '  '] }, 'options'],
      [{ question: 'Q?', options: ['a', 'b'], multiple: 'yes' }, 'multiple'],
    ] as const) {
      const res = await call('chair', 'POST', url(panel, '/poll'), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toContain(field);
    }
  });

  it('hides drafts from attendees, and edits only drafts', async () => {
    const poll = await prepare({ question: 'Draft?', options: ['a', 'b'] });
    expect(((await call('ann', 'GET', url(panel, '/polls'))).body as TPoll[]).map((x) => x.id)).not.toContain(poll.id);
    expect(((await call('chair', 'GET', url(panel, '/polls'))).body as TPoll[]).map((x) => x.id)).toContain(poll.id);
    const edited = await call('chair', 'PUT', url(panel, `/poll/${poll.id}`), {
      question: 'Draft, edited?',
      options: ['a', 'b', 'c'],
      multiple: true,
    });
    expect(edited.status).toBe(200);
    expect((edited.body as TPoll).options).toHaveLength(3);
    expect((await call('ann', 'POST', url(panel, `/poll/${poll.id}/vote`), { optionIds: [1] })).status).toBe(404);
    expect((await call('chair', 'PUT', url(panel, `/poll/${poll.id}/open`))).status).toBe(200);
    const late = await call('chair', 'PUT', url(panel, `/poll/${poll.id}`), { question: 'Late?', options: ['a', 'b'] });
    expect(late.status).toBe(409);
  });
});

describe('voting', () => {
  it('counts one vote per person, a changed vote replacing the first, and only while open', async () => {
    const poll = await prepare({ question: 'Best day?', options: ['Mon', 'Tue', 'Wed'] });
    const vote = (who: string, optionIds: number[]) =>
      call(who, 'POST', url(panel, `/poll/${poll.id}/vote`), { optionIds });
    // A draft: not found for attendees, not open for its moderators.
    expect((await vote('ann', [1])).status).toBe(404);
    expect((await vote('chair', [1])).status).toBe(403);
    await call('chair', 'PUT', url(panel, `/poll/${poll.id}/open`));
    expect((await vote('ann', [1])).status).toBe(200);
    expect((await vote('ann', [1])).status).toBe(200);
    const changed = await vote('ann', [2]);
    expect((changed.body as TPoll).myChoice).toEqual([2]);
    expect((await vote('bo', [2])).status).toBe(200);
    const listed = (await call('ann', 'GET', url(panel, '/polls'))).body as TPoll[];
    const mine = listed.find((x) => x.id === poll.id)!;
    expect(mine.myChoice).toEqual([2]);
    expect(mine.results).toMatchObject({ voters: 2 });
    expect(votes(mine)).toEqual([0, 2, 0]);
    await call('chair', 'PUT', url(panel, `/poll/${poll.id}/close`));
    expect((await vote('bo', [3])).status).toBe(403);
    expect((await call('chair', 'PUT', url(panel, `/poll/${poll.id}/close`))).status).toBe(409);
  });

  it('refuses option ids that are not the poll’s, twice the same, or several in a single-choice poll', async () => {
    const single = await prepare({ question: 'Single?', options: ['a', 'b'] });
    const multiple = await prepare({ question: 'Several?', options: ['a', 'b', 'c'], multiple: true });
    for (const poll of [single, multiple]) await call('chair', 'PUT', url(panel, `/poll/${poll.id}/open`));
    for (const [poll, optionIds] of [
      [single, [3]],
      [single, [1, 2]],
      [multiple, [1, 1]],
      [multiple, []],
      [multiple, ['x']],
    ] as const) {
      const res = await call('ann', 'POST', url(panel, `/poll/${poll.id}/vote`), { optionIds });
      expect(res.status, JSON.stringify(optionIds)).toBe(400);
      expect(res.text).toContain('optionIds');
    }
    const ok = await call('ann', 'POST', url(panel, `/poll/${multiple.id}/vote`), { optionIds: [3, 1] });
    expect((ok.body as TPoll).myChoice).toEqual([1, 3]);
  });

  it('refuses another event’s users and polls of another session', async () => {
    const poll = await prepare({ question: 'Who may?', options: ['a', 'b'] });
    await call('chair', 'PUT', url(panel, `/poll/${poll.id}/open`));
    const stranger = await s.http('POST', url(panel, `/poll/${poll.id}/vote`), {
      token: p.stranger!.token,
      json: { optionIds: [1] },
    });
    expect([401, 403]).toContain(stranger.status);
    expect((await call('ann', 'POST', url(elsewhere, `/poll/${poll.id}/vote`), { optionIds: [1] })).status).toBe(404);
    const fromOther = await s.http('GET', url(panel, '/polls', other.id), { token: p.stranger!.token });
    expect(fromOther.status).toBe(404);
  });
});

describe('live results', () => {
  it('sends opened polls and coalesced results to the group, drafts only to moderators', async () => {
    const [chair, ann] = [await inGroup('chair'), await inGroup('ann')];
    const annPolls = record(ann, 'POLL_CHANGED');
    const drafted = next(chair, 'POLL_CHANGED', (x) => x.question === 'Live?');
    const poll = await prepare({ question: 'Live?', options: ['yes', 'no'] });
    expect((await drafted).state).toBe('draft');
    const opened = next(ann, 'POLL_CHANGED', (x) => x.id === poll.id);
    await call('chair', 'PUT', url(panel, `/poll/${poll.id}/open`));
    expect((await opened).state).toBe('open');
    expect(annPolls.filter((x) => x.payload.id === poll.id).map((x) => x.payload.state)).toEqual(['open']);
    const results = record(ann, 'POLL_RESULTS');
    const voters = ['ann', 'bo', 'chair', 'organiser'];
    await Promise.all(
      voters.map((who, i) =>
        call(who, 'POST', url(panel, `/poll/${poll.id}/vote`), { optionIds: [i % 2 === 0 ? 1 : 2] }),
      ),
    );
    await eventually(() => {
      const last = results.filter((r) => r.payload.pollId === poll.id).at(-1)?.payload;
      expect(last?.voters).toBe(4);
      expect(votes(last ?? null)).toEqual([2, 2]);
    });
    // Four votes at once make one or two sends, not four.
    expect(results.filter((r) => r.payload.pollId === poll.id).length).toBeLessThan(4);
  });

  it('holds results back from attendees until shown, and anonymous polls name nobody', async () => {
    const [chair, ann] = [await inGroup('chair'), await inGroup('ann')];
    const poll = await prepare({ question: 'Secret?', options: ['a', 'b'], holdResults: true, anonymous: true });
    await call('chair', 'PUT', url(panel, `/poll/${poll.id}/open`));
    const annResults = record(ann, 'POLL_RESULTS');
    const chairSaw = next(chair, 'POLL_RESULTS', (r) => r.pollId === poll.id && r.voters === 1);
    const voted = await call('ann', 'POST', url(panel, `/poll/${poll.id}/vote`), { optionIds: [2] });
    expect((voted.body as TPoll).results).toBeNull();
    await chairSaw;
    expect(annResults.filter((r) => r.payload.pollId === poll.id)).toEqual([]);
    expect(
      ((await call('ann', 'GET', url(panel, '/polls'))).body as TPoll[]).find((x) => x.id === poll.id)?.results,
    ).toBeNull();
    const shown = next(ann, 'POLL_CHANGED', (x) => x.id === poll.id && x.resultsShown);
    await call('chair', 'PUT', url(panel, `/poll/${poll.id}/results`), { shown: true });
    expect(votes(await shown)).toEqual([0, 1]);
    const report = (await call('organiser', 'GET', `/api/platform/${event.id}/report/${panel}/polls`))
      .body as TPollReport;
    const reported = report.polls.find((x) => x.id === poll.id)!;
    expect(reported.options.flatMap((o) => o.voterNames)).toEqual([]);
    expect(reported.options.map((o) => o.votes)).toEqual([0, 1]);
  });

  it('names voters of a poll that is not anonymous in the report and its CSV', async () => {
    const poll = await prepare({ question: '=Formula?', options: ['@first', 'second'] });
    await call('chair', 'PUT', url(panel, `/poll/${poll.id}/open`));
    await call('bo', 'POST', url(panel, `/poll/${poll.id}/vote`), { optionIds: [1] });
    const report = (await call('organiser', 'GET', `/api/platform/${event.id}/report/${panel}/polls`))
      .body as TPollReport;
    expect(report.polls.find((x) => x.id === poll.id)?.options[0]?.voterNames).toEqual(['bo Tester']);
    const csv = await call('organiser', 'GET', `/api/platform/${event.id}/report/${panel}/polls?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain("'=Formula?,single,0,open,1,'@first,1,100,bo Tester");
    expect((await call('ann', 'GET', `/api/platform/${event.id}/report/${panel}/polls`)).status).toBe(403);
  });

  it('tells the group when a poll is deleted', async () => {
    const ann = await inGroup('ann');
    const poll = await prepare({ question: 'Gone?', options: ['a', 'b'] });
    await call('chair', 'PUT', url(panel, `/poll/${poll.id}/open`));
    const removed = next(ann, 'POLL_REMOVED', (x) => x.id === poll.id);
    expect((await call('ann', 'DELETE', url(panel, `/poll/${poll.id}`))).status).toBe(403);
    expect((await call('chair', 'DELETE', url(panel, `/poll/${poll.id}`))).status).toBe(200);
    expect(await removed).toEqual({ id: poll.id, sessionId: panel });
  });
});
