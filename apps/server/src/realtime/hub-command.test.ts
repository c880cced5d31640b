import type { THubAck } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chatHubCommands } from '../modules/chat/chat.hub.ts';
import { closeAllClients, connectHub, type HubClient, next } from '../test/hub-client.ts';
import { buildScene, joined, type Scene } from '../test/hub-scene.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import type { HubCommand } from './hub-command.ts';

let s: TestServer;
let scene: Scene;

/**
 * A command that only this test registers, the way a domain adds one (docs/ARCHITECTURE.md,
 * "How to add a hub command"): declared beside its code, added to the registry, nothing in
 * realtime/ changed.
 */
const echo: HubCommand<z.ZodObject<{ text: z.ZodString }>, { text: string; eventCode: string; groups: number }> = {
  type: 'TEST_ECHO',
  schema: z.object({ text: z.string().min(2) }),
  answerEvent: null,
  requires: 'joined',
  async handle(ctx, connection, message) {
    const platform = await ctx.platforms.getById(connection.platformId);
    return { text: message.text, eventCode: platform?.code ?? '', groups: connection.groups.size };
  },
};

beforeAll(async () => {
  s = await startTestServer();
  scene = await buildScene(s, 'CMD');
  s.ctx.hubCommands.register(echo);
});
afterAll(async () => {
  closeAllClients();
  await s.close();
});

function emit(client: HubClient, payload: unknown): Promise<THubAck<unknown>> {
  // biome-ignore lint/suspicious/noExplicitAny: a test-only command is not in the contract's event map
  return (client.timeout(5000) as any).emitWithAck('TEST_ECHO', payload);
}

describe('the hub command registry', () => {
  it('dispatches a registered command with the connection’s queue, checks and answers', async () => {
    const client = await connectHub(s.baseUrl, { token: scene.people.attendee.token, platformId: scene.platformId });
    // `requires: 'joined'`: refused before CONNECT_USER, through the ack, else as HUB_ERROR.
    expect(await emit(client, { text: 'hello' })).toMatchObject({ ok: false, error: 'not_connected' });
    const refusal = next(client, 'HUB_ERROR');
    // biome-ignore lint/suspicious/noExplicitAny: as above
    (client as any).emit('TEST_ECHO', { text: 'hello' });
    expect(await refusal).toMatchObject({ code: 'not_connected', messageType: 'TEST_ECHO', fatal: false });

    const member = await joined(s, scene, 'attendee');
    // The payload is checked against the command's schema, naming the field.
    const bad = await emit(member, { text: 'x' });
    expect(bad).toMatchObject({ ok: false, error: 'bad_request' });
    expect(bad.ok === false && bad.message).toMatch(/^text:/);
    // The handler gets the application and this socket's connection (joined: in the EVENT group).
    expect(await emit(member, { text: 'hello' })).toEqual({
      ok: true,
      data: { text: 'hello', eventCode: scene.event.code, groups: 1 },
    });
  });

  it('refuses two commands of one type', () => {
    expect(() => s.ctx.hubCommands.register(echo)).toThrow(/TEST_ECHO/);
    expect(() => s.ctx.hubCommands.register(chatHubCommands[0]!)).toThrow(/POST_CHAT/);
  });
});
