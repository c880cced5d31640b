import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_SCOPE } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../cli/commands.ts';
import { systemClock as clock } from '../lib/clock.ts';
import { atrium } from '../test/cli-process.ts';
import { closeAllClients, connectHub, eventually, type HubClient, ok, send } from '../test/hub-client.ts';
import { buildScene, type PersonName, type Scene } from '../test/hub-scene.ts';
import { type NodeCluster, type NodeProcess, startNodeCluster } from '../test/node-process.ts';

/**
 * Signing out ends the hub's sockets of that sign-in on every node, and disabling an account ends
 * all of its sockets: with two nodes in their own processes on one Redis, whose periodic sweep is
 * far too slow (10 minutes) to be what ends them, a socket on node B goes within 3 s of the change made
 * through node A (or the command line), and the same token cannot connect again.
 */
let cluster: NodeCluster;
let scene: Scene;
let a: NodeProcess;
let b: NodeProcess;

beforeAll(async () => {
  cluster = await startNodeCluster();
  scene = await buildScene(cluster.setup, 'SIGNOUT');
  // The sweep, which would also end them, is made too slow to be what does.
  const slowSweep = { sweepIntervalMs: 600_000 };
  [a, b] = await Promise.all([cluster.startNode(slowSweep), cluster.startNode(slowSweep)]);
}, 120_000);

afterAll(async () => {
  closeAllClients();
  await cluster?.close();
}, 30_000);

/** A sign-in of its own (password grant on node A), so that ending it ends only this one. */
async function signIn(who: PersonName): Promise<string> {
  const person = scene.people[who];
  const res = await fetch(`${a.url}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: person.email,
      password: person.password,
      platform_id: String(scene.platformId),
      scope: DEFAULT_SCOPE,
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A socket on node B that has joined the event and a lounge room. */
async function socketOnB(who: PersonName, token: string): Promise<HubClient> {
  const person = scene.people[who];
  const client = await connectHub(b.url, { token, platformId: scene.platformId });
  await ok(client, 'CONNECT_USER', {
    eventCode: scene.event.code,
    eventId: scene.platformId,
    userId: person.id,
    userName: person.name,
  });
  await ok(client, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room.id });
  return client;
}

/** Resolves with the milliseconds from `since` to the socket's disconnection (Infinity after 10 s). */
function disconnectedAfter(client: HubClient, since: () => number): Promise<number> {
  return new Promise((resolve) => {
    const late = setTimeout(() => resolve(Number.POSITIVE_INFINITY), 10_000);
    client.once('disconnect', () => {
      clearTimeout(late);
      resolve(clock.now() - since());
    });
  });
}

async function refusedOn(url: string, token: string): Promise<string> {
  try {
    const client = await connectHub(url, { token, platformId: scene.platformId });
    client.close();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('ending a sign-in ends its sockets on every node', { timeout: 60_000 }, () => {
  it('POST /connect/revocation on node A disconnects the socket on node B within 3 s; the token cannot connect again', async () => {
    const token = await signIn('attendee');
    const other = await signIn('attendee');
    const client = await socketOnB('attendee', token);
    const untouched = await socketOnB('attendee', other);
    let revokedAt = 0;
    const gone = disconnectedAfter(client, () => revokedAt);
    revokedAt = clock.now();
    const revoked = await fetch(`${a.url}/connect/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    });
    expect(revoked.status).toBe(200);
    expect(await gone).toBeLessThan(3000);
    expect(client.connected).toBe(false);
    for (const node of [b, a]) expect(await refusedOn(node.url, token)).toMatch(/invalid or expired/);
    // Another sign-in of the same account is not ended.
    expect(untouched.connected).toBe(true);
    await ok(untouched, 'POST_CHAT', { groupType: 'LOUNGE', groupId: scene.room.id, message: 'still here' });
  });

  it('disabling the account (command line) disconnects all its sockets on node B within 3 s', async () => {
    const token = await signIn('attendee2');
    const clients = [await socketOnB('attendee2', token), await socketOnB('attendee2', await signIn('attendee2'))];
    let disabledAt = 0;
    const gone = clients.map((client) => disconnectedAfter(client, () => disabledAt));
    disabledAt = clock.now();
    await runCommand(cluster.setup.ctx, {
      name: 'user.disable',
      platform: scene.event.code,
      email: scene.people.attendee2.email,
      enable: false,
    });
    for (const ms of await Promise.all(gone)) expect(ms).toBeLessThan(3000);
    expect(await refusedOn(b.url, token)).toMatch(/invalid or expired|disabled/i);
    // Nothing is accepted from it any more (the socket is closed, the message is not acknowledged).
    await expect(
      send(clients[0] as HubClient, 'POST_CHAT', { groupType: 'LOUNGE', groupId: scene.room.id, message: 'x' }, 500),
    ).rejects.toThrow();
  });

  it('a new password (reset on node A) disconnects the account’s sockets on node B within 3 s', async () => {
    const person = scene.people.attendee3;
    const token = await signIn('attendee3');
    const client = await socketOnB('attendee3', token);
    const setup = cluster.setup;
    const asked = await setup.http('POST', '/connect/forgot-password', {
      json: { email: person.email, platformId: scene.platformId },
    });
    expect(asked.status).toBe(200);
    let link = '';
    await eventually(() => {
      link =
        /https?:\/\/\S+reset-password\?token=\S+/.exec(
          setup.mails.find((m) => m.to === person.email)?.text ?? '',
        )?.[0] ?? '';
      expect(link).not.toBe('');
    });
    let resetAt = 0;
    const gone = disconnectedAfter(client, () => resetAt);
    resetAt = clock.now();
    const reset = await fetch(`${a.url}/connect/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: new URL(link).searchParams.get('token'), password: 'a new password 9' }),
    });
    expect(reset.status).toBe(200);
    expect(await gone).toBeLessThan(3000);
    expect(await refusedOn(b.url, token)).toMatch(/invalid or expired/);
  });

  it('disabling the account from a command-line process (PostgreSQL, no hub of its own) disconnects its socket on node B within 3 s', async () => {
    const person = scene.people.speaker;
    const token = await signIn('speaker');
    const client = await socketOnB('speaker', token);
    let at = Number.POSITIVE_INFINITY;
    client.once('disconnect', () => {
      at = clock.now();
    });
    const done = await atrium(['user', 'disable', '--platform', scene.event.code, '--email', person.email], {
      ...cluster.commandEnv,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-signout-cli-')),
    });
    // Counted from the command's end (a process of its own starts slowly; the change is made just before).
    const end = clock.now();
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    await eventually(() => expect(at).toBeLessThan(Number.POSITIVE_INFINITY), 10_000);
    expect(at - end).toBeLessThan(3000);
    expect(await refusedOn(b.url, token)).toMatch(/invalid or expired|disabled/i);
  });
});
