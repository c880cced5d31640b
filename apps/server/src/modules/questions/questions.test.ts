import type { TQuestion } from '@atrium/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addSessionPeople, buildProgramme, buildSignedInUser, editSession } from '../../test/factories.ts';
import { closeAllClients, connectHub, eventually, type HubClient, next, ok, record } from '../../test/hub-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };
let panel: number;
let open: number;
let closed: number;
let talk: number;
let otherTalk: number;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
const p: Record<string, Person> = {};

const url = (sessionId: number, rest = '', platformId = event.id) =>
  `/api/platform/${platformId}/sessions/${sessionId}${rest}`;

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('ASK', { open: true, timeZone: 'Europe/Paris' });
  other = await s.createPlatform('ASKOTHER', { open: true });
  const hour = 3_600_000;
  const start = new Date(Date.now() - hour).toISOString();
  const end = new Date(Date.now() + hour).toISOString();
  const ids = await buildProgramme(s, event.id, {
    rooms: ['Hall'],
    sessions: [
      {
        title: 'Moderated panel',
        start,
        end,
        room: 'Hall',
        enableChat: true,
        enableComments: true,
        enableAuthorisationForComments: true,
        presentations: [{ title: 'First talk', sortOrder: 1 }],
      },
      {
        title: 'Open floor',
        start,
        end,
        room: 'Hall',
        enableComments: true,
        presentations: [{ title: 'Second talk', sortOrder: 1 }],
      },
      { title: 'No questions', start, end, room: 'Hall' },
    ],
  });
  panel = ids.sessions['Moderated panel'] as number;
  open = ids.sessions['Open floor'] as number;
  closed = ids.sessions['No questions'] as number;
  talk = ids.presentations['First talk'] as number;
  otherTalk = ids.presentations['Second talk'] as number;
  for (const [name, platformId, role, scopes] of [
    ['ann', event.id, 'attendee', []],
    ['bo', event.id, 'attendee', []],
    ['speaker', event.id, 'speaker', []],
    ['chair', event.id, 'attendee', []],
    ['presMod', event.id, 'attendee', [{ scope: 'presentation', entityId: talk }]],
    ['otherChair', event.id, 'attendee', []],
    ['stranger', other.id, 'attendee', []],
  ] as const) {
    p[name] = await buildSignedInUser(s, {
      platformId,
      role,
      firstName: name,
      lastName: 'Tester',
      scopes: [...scopes],
    });
  }
  await addSessionPeople(s, panel, { moderators: [p.chair!.id], speakers: [p.speaker!.id] });
  await addSessionPeople(s, open, { moderators: [p.otherChair!.id] });
});
afterEach(() => closeAllClients());
afterAll(() => s.close());

async function ask(who: string, sessionId: number, text: string, presentationId?: number): Promise<TQuestion> {
  const res = await s.http('POST', url(sessionId, '/question'), {
    token: p[who]!.token,
    json: { text, presentationId },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as TQuestion;
}
async function list(who: string | undefined, sessionId: number, query = '') {
  return s.http('GET', url(sessionId, `/questions${query}`), { token: who ? p[who]!.token : undefined });
}
async function inGroup(who: string, sessionId: number): Promise<HubClient> {
  const person = p[who]!;
  const client = await connectHub(s.baseUrl, { token: person.token, platformId: event.id });
  await ok(client, 'CONNECT_USER', {
    eventCode: event.code,
    eventId: event.id,
    userId: person.id,
    userName: `${who} Tester`,
  });
  await ok(client, 'ENTER_GROUP', { groupType: 'SESSION', groupId: sessionId });
  return client;
}

describe('asking', () => {
  it('stores the question with the author from the token, not from the body', async () => {
    const res = await s.http('POST', url(open, '/question'), {
      token: p.ann!.token,
      json: { text: '  How large was the <b>cohort</b>?  ', userId: p.bo!.id, userName: 'Someone else', isMod: true },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sessionId: open,
      presentationId: null,
      userId: p.ann!.id,
      userName: 'ann Tester',
      text: 'How large was the cohort?',
      isApproved: false,
      isHidden: false,
      parentId: null,
      replies: [],
      votes: 0,
    });
  });

  it('refuses text of one character or over 500, naming the field, and stores nothing', async () => {
    for (const text of ['a', ' b ', '<i></i>', 'x'.repeat(501)]) {
      const res = await s.http('POST', url(panel, '/question'), {
        token: p.bo!.token,
        json: { text },
      });
      expect(res.status, text).toBe(400);
      expect(res.text).toContain('text');
    }
    const res = await s.http('POST', url(panel, '/question'), { token: p.bo!.token, json: {} });
    expect(res.status).toBe(400);
    expect((await list('chair', panel, '?check=true')).body).toEqual([]);
  });

  it('refuses a session without questions, a visitor, a presentation of another session, another event', async () => {
    const none = await s.http('POST', url(closed, '/question'), { token: p.ann!.token, json: { text: 'Hello?' } });
    expect(none.status).toBe(403);
    expect((await s.http('POST', url(panel, '/question'), { json: { text: 'Hello?' } })).status).toBe(401);
    const wrong = await s.http('POST', url(panel, '/question'), {
      token: p.ann!.token,
      json: { text: 'Hello?', presentationId: otherTalk },
    });
    expect(wrong.status).toBe(404);
    const stranger = await s.http('POST', url(panel, '/question'), { token: p.stranger!.token, json: { text: 'Hi?' } });
    expect(stranger.status).toBe(401);
    const elsewhere = await s.http('POST', url(panel, '/question', other.id), {
      token: p.stranger!.token,
      json: { text: 'Hi?' },
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('moderation with authorisation', () => {
  it('keeps an unapproved question from attendees’ lists and sockets, and shows it to moderators', async () => {
    const chair = await inGroup('chair', panel);
    const bo = await inGroup('bo', panel);
    const boHeard = record(bo, 'QUESTION_POSTED');
    const boApproved = next(bo, 'QUESTION_APPROVED');
    const chairHeard = next(chair, 'QUESTION_POSTED');
    const q = await ask('ann', panel, 'Is the data public?');
    expect((await chairHeard).id).toBe(q.id);

    // Attendees, even asking for the moderator view, and the author too: only approved questions.
    for (const who of ['ann', 'bo', 'speaker', 'otherChair']) {
      for (const query of ['', '?check=true']) {
        const res = await list(who, panel, query);
        expect(res.status).toBe(200);
        expect(
          (res.body as TQuestion[]).map((x) => x.id),
          `${who}${query}`,
        ).not.toContain(q.id);
      }
    }
    // Moderators see it with check=true (the session's chair, a platform-wide admin would too).
    expect((await list('chair', panel, '?check=true')).body).toMatchObject([{ id: q.id, isApproved: false }]);
    // A presentation's moderator moderates that presentation's questions only.
    expect((await list('presMod', panel, '?check=true')).body).toEqual([]);

    expect((await s.http('PUT', url(panel, `/question/${q.id}/approve`), { token: p.bo!.token })).status).toBe(403);
    expect((await s.http('PUT', url(panel, `/question/${q.id}/approve`), { token: p.otherChair!.token })).status).toBe(
      403,
    );
    const approved = await s.http('PUT', url(panel, `/question/${q.id}/approve`), { token: p.chair!.token });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: q.id, isApproved: true });
    expect((await boApproved).id).toBe(q.id);
    expect(boHeard).toEqual([]);
    expect(((await list('bo', panel)).body as TQuestion[]).map((x) => x.id)).toContain(q.id);
  });

  it('hides a question from everyone but moderators, and a reply approves it again', async () => {
    const q = await ask('bo', panel, 'Will the slides be shared?');
    await s.http('PUT', url(panel, `/question/${q.id}/approve`), { token: p.chair!.token });
    const ann = await inGroup('ann', panel);
    const hidden = next(ann, 'QUESTION_HIDDEN');
    const res = await s.http('PUT', url(panel, `/question/${q.id}/hide`), { token: p.chair!.token });
    expect(res.body).toMatchObject({ id: q.id, isHidden: true, isApproved: false });
    expect(await hidden).toEqual({ id: q.id, sessionId: panel, presentationId: null });
    expect(((await list('ann', panel)).body as TQuestion[]).map((x) => x.id)).not.toContain(q.id);
    expect(((await list('chair', panel, '?check=true')).body as TQuestion[]).find((x) => x.id === q.id)).toMatchObject({
      isHidden: true,
      isApproved: false,
    });

    const replied = next(ann, 'REPLY_POSTED');
    const reply = await s.http('POST', url(panel, `/question/${q.id}/reply`), {
      token: p.chair!.token,
      json: { text: 'Yes, after the session.', questionId: q.id },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      id: q.id,
      isApproved: true,
      isHidden: false,
      replies: [{ userName: 'chair Tester', text: 'Yes, after the session.' }],
    });
    expect((await replied).replies).toHaveLength(1);
    expect(
      (await s.http('POST', url(panel, `/question/${q.id}/reply`), { token: p.ann!.token, json: { text: 'Me too' } }))
        .status,
    ).toBe(403);
    expect(
      (await s.http('POST', url(panel, `/question/${q.id}/reply`), { token: p.chair!.token, json: { text: 'x' } }))
        .status,
    ).toBe(400);
  });

  it('approves at once when the session auto-approves; approve-all and hide-all', async () => {
    expect(
      (await s.http('PUT', url(panel, '/questions/autoapprove'), { token: p.ann!.token, json: { autoApprove: true } }))
        .status,
    ).toBe(403);
    const on = await s.http('PUT', url(panel, '/questions/autoapprove'), {
      token: p.chair!.token,
      json: { autoApprove: true },
    });
    expect(on.body).toEqual({ autoApprove: true });
    const bo = await inGroup('bo', panel);
    const posted = next(bo, 'QUESTION_POSTED');
    const auto = await ask('ann', panel, 'Approved straight away?');
    expect(auto.isApproved).toBe(true);
    expect((await posted).id).toBe(auto.id);
    await s.http('PUT', url(panel, '/questions/autoapprove'), { token: p.chair!.token, json: { autoApprove: false } });
    expect(
      (await s.http('PUT', url(panel, '/questions/autoapprove'), { token: p.chair!.token, json: { autoApprove: 1 } }))
        .status,
    ).toBe(400);

    const waiting = [await ask('ann', panel, 'First waiting?'), await ask('bo', panel, 'Second waiting?')];
    const approvedIds: number[] = [];
    bo.on('QUESTION_APPROVED', (q) => approvedIds.push(q.id));
    const all = await s.http('PUT', url(panel, '/questions/approveall'), { token: p.chair!.token });
    expect(all.body).toEqual({ changed: 2 });
    await eventually(() => expect(approvedIds.sort()).toEqual(waiting.map((q) => q.id).sort()));

    expect((await s.http('PUT', url(panel, '/questions/hideall'), { token: p.bo!.token })).status).toBe(403);
    const hideAll = await s.http('PUT', url(panel, '/questions/hideall'), { token: p.chair!.token });
    expect((hideAll.body as { changed: number }).changed).toBeGreaterThanOrEqual(3);
    expect((await list('bo', panel)).body).toEqual([]);
    const seen = (await list('chair', panel, '?check=true')).body as TQuestion[];
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.every((q) => q.isHidden && !q.isApproved)).toBe(true);
  });

  it('lets a moderator clear a question’s photo', async () => {
    const q = await ask('ann', panel, 'About the photo?');
    const res = await s.http('PUT', url(panel, `/question/${q.id}/resetphotouri`), { token: p.chair!.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: q.id, userPhotoUri: '' });
    expect((await s.http('PUT', url(panel, `/question/${q.id}/resetphotouri`), { token: p.ann!.token })).status).toBe(
      403,
    );
  });

  it('lets a presentation’s moderator moderate its questions, not the session’s', async () => {
    // Over the hub too: the presentation's moderator hears the questions awaiting approval on their
    // presentation, not those on the session; the session's moderator hears both, an attendee neither.
    const presMod = await inGroup('presMod', panel);
    const chair = await inGroup('chair', panel);
    const bo = await inGroup('bo', panel);
    const presModHeard = record(presMod, 'QUESTION_POSTED');
    const chairHeard = record(chair, 'QUESTION_POSTED');
    const boHeard = record(bo, 'QUESTION_POSTED');
    const onTalk = await ask('ann', panel, 'About the first talk?', talk);
    const onSession = await ask('ann', panel, 'About the whole panel?');
    await eventually(() => expect(chairHeard.map((q) => q.payload.id)).toEqual([onTalk.id, onSession.id]));
    await eventually(() => expect(presModHeard.map((q) => q.payload.id)).toEqual([onTalk.id]));
    expect(boHeard).toEqual([]);

    expect(((await list('presMod', panel, `?check=true&presentationId=${talk}`)).body as TQuestion[])[0]?.id).toBe(
      onTalk.id,
    );
    expect(
      (await s.http('PUT', url(panel, `/question/${onTalk.id}/approve`), { token: p.presMod!.token })).status,
    ).toBe(200);
    expect(
      (await s.http('PUT', url(panel, `/question/${onSession.id}/approve`), { token: p.presMod!.token })).status,
    ).toBe(403);
  });

  it('does not find a question through another session, nor one of another event', async () => {
    const q = await ask('ann', panel, 'Which session am I in?');
    expect((await s.http('PUT', url(open, `/question/${q.id}/approve`), { token: p.otherChair!.token })).status).toBe(
      404,
    );
    expect(
      (await s.http('PUT', url(panel, `/question/${q.id}/approve`, other.id), { token: p.stranger!.token })).status,
    ).toBe(404);
  });
});

describe('a chat message made a question (spec 3 §2)', () => {
  it('lets the session’s moderator turn a chat message into an approved question by its author', async () => {
    const ann = await inGroup('ann', panel);
    const bo = await inGroup('bo', panel);
    const message = await ok(ann, 'POST_CHAT', { groupType: 'SESSION', groupId: panel, message: 'Is the code open?' });
    expect((await s.http('POST', url(panel, `/question/fromchat/${message.id}`), { token: p.bo!.token })).status).toBe(
      403,
    );
    const posted = next(bo, 'QUESTION_POSTED', (q) => q.text === 'Is the code open?');
    const res = await s.http('POST', url(panel, `/question/fromchat/${message.id}`), { token: p.chair!.token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: p.ann!.id,
      userName: 'ann Tester',
      text: 'Is the code open?',
      isApproved: true,
    });
    expect((await posted).id).toBe((res.body as TQuestion).id);
    // A message of another group, or one that does not exist, is not found.
    expect(
      (await s.http('POST', url(open, `/question/fromchat/${message.id}`), { token: p.otherChair!.token })).status,
    ).toBe(404);
    expect((await s.http('POST', url(panel, '/question/fromchat/999999'), { token: p.chair!.token })).status).toBe(404);
  });
});

describe('a session without authorisation', () => {
  it('shows every question not hidden to everyone, over the group too', async () => {
    const bo = await inGroup('bo', open);
    const posted = next(bo, 'QUESTION_POSTED');
    const q = await ask('ann', open, 'Can everyone see this?');
    expect((await posted).id).toBe(q.id);
    expect(((await list('bo', open)).body as TQuestion[]).map((x) => x.id)).toContain(q.id);
  });

  it('answers an empty list for a session without questions, and 401 to visitors', async () => {
    expect((await list('ann', closed)).body).toEqual([]);
    expect((await list(undefined, open)).status).toBe(401);
  });
});

describe('votes', () => {
  it('counts one vote per person, not one’s own, and tells the group', async () => {
    const q = await ask('ann', open, 'Worth a vote?');
    const chair = await inGroup('otherChair', open);
    const votes = next(chair, 'QUESTION_VOTES');
    const vote = await s.http('POST', url(open, `/question/${q.id}/vote`), { token: p.bo!.token });
    expect(vote.body).toEqual({ id: q.id, votes: 1, voted: true });
    expect(await votes).toEqual({ id: q.id, sessionId: open, votes: 1 });
    expect(((await list('bo', open)).body as TQuestion[]).find((x) => x.id === q.id)).toMatchObject({
      votes: 1,
      voted: true,
    });
    const again = await s.http('POST', url(open, `/question/${q.id}/vote`), { token: p.bo!.token });
    expect(again.body).toEqual({ id: q.id, votes: 0, voted: false });
    expect((await s.http('POST', url(open, `/question/${q.id}/vote`), { token: p.ann!.token })).status).toBe(403);
  });

  it('does not let anyone vote for a question they cannot see', async () => {
    await s.http('PUT', url(panel, '/questions/autoapprove'), { token: p.chair!.token, json: { autoApprove: false } });
    const q = await ask('ann', panel, 'Still waiting for approval?');
    expect((await s.http('POST', url(panel, `/question/${q.id}/vote`), { token: p.bo!.token })).status).toBe(404);
  });
});

describe('questions turned off', () => {
  it('keeps moderators’ view of earlier questions when questions are turned off', async () => {
    await editSession(s, open, { enableComments: false });
    expect((await list('bo', open)).body).toEqual([]);
    expect(((await list('otherChair', open, '?check=true')).body as TQuestion[]).length).toBeGreaterThan(0);
    await editSession(s, open, { enableComments: true });
  });
});
