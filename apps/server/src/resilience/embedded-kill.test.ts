import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  demoApi as api,
  type ServedProcess,
  serveDataDir,
  signalProcess,
  signInDemo as signIn,
} from '../test/cli-process.ts';
import { closeAllClients, connectHub, eventually, ok } from '../test/hub-client.ts';
import { freePort } from '../test/private-services.ts';

/**
 * The single embedded server is killed (-9) while people write (issue 9): bookmarks, profile saves
 * and chat. After a restart on the same data folder the database opens, and every write whose
 * answer reached its author is there. The real command line, as `npm start` runs it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-kill-'));
let server: ServedProcess | undefined;

async function serve(port: number): Promise<string> {
  server = await serveDataDir(dataDir, port);
  return server.url;
}

afterAll(async () => {
  closeAllClients();
  await signalProcess(server?.process, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('the embedded server killed during writes', () => {
  it('keeps every acknowledged bookmark, profile save and chat message', async () => {
    const first = await signIn(await serve(await freePort()));
    const days = (await (await api(first, 'GET', '/sessions/calendar')).json()) as {
      groupSessions: { id: number }[];
    }[];
    const sessionIds = days.flatMap((d) => d.groupSessions.map((s) => s.id));
    const lounges = (await (await api(first, 'GET', '/lounges')).json()) as { id: number; sponsorId: number | null }[];
    const lounge = lounges.find((l) => l.sponsorId === null);
    const rooms = (await (await api(first, 'GET', `/lounge/${lounge?.id}/rooms`)).json()) as {
      groupId: number;
      hidden: boolean;
    }[];
    const roomId = rooms.find((r) => !r.hidden)?.groupId as number;
    const hub = await connectHub(first.url, { token: first.token, platformId: first.platformId });
    const me = (await (await api(first, 'GET', `/users/${first.userId}`)).json()) as {
      firstName: string;
      lastName: string;
    };
    await ok(hub, 'CONNECT_USER', {
      eventCode: 'DEMO',
      eventId: first.platformId,
      userId: first.userId,
      userName: `${me.firstName} ${me.lastName}`,
    });
    await ok(hub, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: roomId });

    const bookmarked: number[] = [];
    const savedTitles: string[] = [];
    const chatIds: number[] = [];
    let stop = false;
    const bookmarks = (async () => {
      for (const entityId of sessionIds) {
        if (stop) return;
        const res = await api(first, 'POST', '/bookmarks', { entityId, entityType: 'SESSION' }).catch(() => null);
        if (res?.status === 201) bookmarked.push(entityId);
      }
    })();
    const profile = (async () => {
      for (let i = 0; !stop; i++) {
        const jobTitle = `Title ${i}`;
        const res = await api(first, 'PUT', `/users/${first.userId}/profile`, {
          userId: first.userId,
          jobTitle,
          accepted: true,
        }).catch(() => null);
        if (res?.status === 201) savedTitles.push(jobTitle);
      }
    })();
    const chat = (async () => {
      for (let i = 0; !stop; i++) {
        const answer = await hub
          .timeout(5000)
          .emitWithAck('POST_CHAT', { groupType: 'LOUNGE', groupId: roomId, message: `before the crash ${i}` })
          .catch(() => null);
        if (answer?.ok) chatIds.push((answer.data as { id: number }).id);
        else await new Promise((r) => setTimeout(r, 200)); // the chat rate limit: a burst of 5, then 1/s
      }
    })();
    await eventually(() => expect(bookmarked.length).toBeGreaterThan(20), 30_000, 20);
    await signalProcess(server?.process, 'SIGKILL');
    stop = true;
    await Promise.all([bookmarks, profile, chat]);
    closeAllClients();
    expect(savedTitles.length).toBeGreaterThan(0);
    expect(chatIds.length).toBeGreaterThan(0);

    const again = await signIn(await serve(await freePort()));
    const stored = (await (await api(again, 'GET', '/bookmarks')).json()) as { entityId: number }[];
    for (const id of bookmarked) expect(stored.map((b) => b.entityId)).toContain(id);
    const user = (await (await api(again, 'GET', `/users/${again.userId}`)).json()) as { jobTitle: string };
    // The last acknowledged save, or one sent after it whose answer the crash cut off.
    const lastSaved = Number(savedTitles.at(-1)?.slice('Title '.length));
    expect(Number(user.jobTitle.slice('Title '.length))).toBeGreaterThanOrEqual(lastSaved);
    const after = Math.min(...chatIds) - 1;
    const history = (await (await api(again, 'GET', `/conversations/group/${roomId}?afterId=${after}`)).json()) as {
      items: { id: number }[];
    };
    const historyIds = new Set(history.items.map((m) => m.id));
    for (const id of chatIds) expect(historyIds.has(id)).toBe(true);
  }, 180_000);
});
