// Reactions on the stage: counted per session and sent as few frames, only from the session's
// group while it is live, within each person's rate.
import { REACTION_KINDS, REACTION_RATE_BURST, type TReactionCounts } from '@atrium/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoomTally } from '../../realtime/room-tally.ts';
import { closeAllClients, connectHub, eventually, next, ok, pause, record, send } from '../../test/hub-client.ts';
import { joined, type Scene, startHubSuite } from '../../test/hub-scene.ts';
import type { TestServer } from '../../test/test-server.ts';

let s: TestServer;
let scene: Scene;
let other: Scene;

beforeAll(async () => {
  ({ s, scene, other } = await startHubSuite());
});
afterEach(() => closeAllClients());
afterAll(() => s.close());

const group = (id = scene.session.id) => ({ groupType: 'SESSION' as const, groupId: id });
const total = (frames: { payload: TReactionCounts }[], kind?: string) =>
  frames.reduce(
    (sum, f) =>
      sum + Object.entries(f.payload.counts).reduce((n, [k, c]) => n + (kind && k !== kind ? 0 : (c as number)), 0),
    0,
  );

describe('reactions', () => {
  it('sends many reactions as a few frames carrying their counts per kind, to the session’s group only', async () => {
    const senders = await Promise.all(
      (['attendee', 'attendee2', 'attendee3'] as const).map((who) => joined(s, scene, who)),
    );
    const viewer = await joined(s, scene, 'speaker');
    const elsewhere = await joined(s, scene, 'moderator');
    for (const c of [...senders, viewer]) await ok(c, 'ENTER_GROUP', group());
    await ok(elsewhere, 'ENTER_GROUP', group(scene.quietSession.id));
    const frames = record(viewer, 'REACTIONS');
    const stray = record(elsewhere, 'REACTIONS');
    // Each sender: its whole burst, applause and hearts alternately (24 reactions in all).
    const sent = senders.flatMap((c) =>
      Array.from({ length: REACTION_RATE_BURST }, (_, i) =>
        ok(c, 'SEND_REACTION', { sessionId: scene.session.id, kind: i % 2 ? 'heart' : 'applause' }),
      ),
    );
    expect((await Promise.all(sent)).every((a) => a.kind === 'applause' || a.kind === 'heart')).toBe(true);
    const count = sent.length;
    await eventually(() => expect(total(frames)).toBe(count));
    expect(total(frames, 'applause')).toBe(count / 2);
    expect(total(frames, 'heart')).toBe(count / 2);
    // Counted, not echoed: a handful of frames (one per flush), never one per reaction.
    expect(frames.length).toBeLessThanOrEqual(Math.ceil(count / 4));
    for (const f of frames) {
      expect(f.payload.sessionId).toBe(scene.session.id);
      // Only the kinds sent, each with a positive count.
      expect(Object.keys(f.payload.counts).every((k) => k === 'applause' || k === 'heart')).toBe(true);
    }
    // The senders see the counts too (their own floats come from the same frames).
    await pause(300);
    expect(stray).toHaveLength(0);
    expect(total(frames)).toBe(count);
  });

  it('limits each person to a burst, then answers rate_limited with the wait, and counts only what it took', async () => {
    const sender = await joined(s, scene, 'sessionSpeaker');
    const viewer = await joined(s, scene, 'sessionMod');
    await ok(sender, 'ENTER_GROUP', group());
    await ok(viewer, 'ENTER_GROUP', group());
    const frames = record(viewer, 'REACTIONS');
    const answers = await Promise.all(
      Array.from({ length: REACTION_RATE_BURST * 3 }, () =>
        send(sender, 'SEND_REACTION', { sessionId: scene.session.id, kind: 'fire' }),
      ),
    );
    const taken = answers.filter((a) => a.ok).length;
    const refused = answers.filter((a) => !a.ok);
    expect(taken).toBeGreaterThanOrEqual(REACTION_RATE_BURST);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) expect(a).toMatchObject({ ok: false, error: 'rate_limited' });
    // Without an acknowledgement the refusal comes as HUB_ERROR, with the wait.
    const error = next(sender, 'HUB_ERROR', (e) => e.messageType === 'SEND_REACTION');
    sender.emit('SEND_REACTION', { sessionId: scene.session.id, kind: 'fire' });
    expect(await error).toMatchObject({ code: 'rate_limited', fatal: false });
    expect((await error).retryAfterMs).toBeGreaterThan(0);
    await eventually(() => expect(total(frames, 'fire')).toBe(taken));
    // Someone else's bucket is their own.
    await ok(viewer, 'SEND_REACTION', { sessionId: scene.session.id, kind: 'wow' });
  });

  it('refuses a socket not in the group, a session that is not live, an unknown kind and another event’s session', async () => {
    const outsider = await joined(s, scene, 'attendee');
    const reaction = (sessionId: number, kind = 'heart') =>
      ({ sessionId, kind }) as { sessionId: number; kind: 'heart' };
    expect(await send(outsider, 'SEND_REACTION', reaction(scene.session.id))).toMatchObject({
      ok: false,
      error: 'not_in_group',
    });
    await ok(outsider, 'ENTER_GROUP', group(scene.endedSession.id));
    expect(await send(outsider, 'SEND_REACTION', reaction(scene.endedSession.id))).toMatchObject({
      ok: false,
      error: 'not_live',
    });
    await ok(outsider, 'ENTER_GROUP', group());
    const bad = await send(outsider, 'SEND_REACTION', reaction(scene.session.id, 'thunder'));
    expect(bad).toMatchObject({ ok: false, error: 'bad_request' });
    expect(bad.ok ? '' : bad.message).toMatch(/^kind:/);
    expect(await send(outsider, 'SEND_REACTION', reaction(other.session.id))).toMatchObject({
      ok: false,
      error: 'not_in_group',
    });
    expect(await send(outsider, 'ENTER_GROUP', group(other.session.id))).toMatchObject({
      ok: false,
      error: 'not_found',
    });
    // Before joining the event: nothing at all.
    const early = await connectHub(s.baseUrl, {
      token: scene.people.attendee2.token,
      platformId: scene.platformId,
    });
    expect(await send(early, 'SEND_REACTION', reaction(scene.session.id))).toMatchObject({
      ok: false,
      error: 'not_connected',
    });
  });
});

describe('room tally', () => {
  it('adds this node’s reactions, merges other nodes’ counts, and empties on take', () => {
    const tally = new RoomTally(REACTION_KINDS.length);
    tally.add('1:SESSION:5', 0);
    tally.add('1:SESSION:5', 0);
    tally.add('1:SESSION:6', 5);
    tally.merge([
      ['1:SESSION:5', [1, 2, 0, 0, 0, 0]],
      ['1:SESSION:7', [0, 0, 3]],
      ['broken', 'nope'],
      ['1:SESSION:7', [-4, 1.5, 'x']],
    ]);
    const { own, all } = tally.take();
    expect(own).toEqual([
      ['1:SESSION:5', [2, 0, 0, 0, 0, 0]],
      ['1:SESSION:6', [0, 0, 0, 0, 0, 1]],
    ]);
    expect(new Map(all)).toEqual(
      new Map([
        ['1:SESSION:5', [3, 2, 0, 0, 0, 0]],
        ['1:SESSION:7', [0, 0, 3, 0, 0, 0]],
        ['1:SESSION:6', [0, 0, 0, 0, 0, 1]],
      ]),
    );
    expect(tally.take()).toEqual({ own: [], all: [] });
    expect(() => tally.add('1:SESSION:5', 6)).toThrow(RangeError);
  });
});
