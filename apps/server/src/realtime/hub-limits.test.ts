import { HUB_SOCKETS_PER_USER_MAX } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAllClients, connectHub, eventually, type HubClient } from '../test/hub-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** One account cannot open sockets without bound (issue 9: the hub had no per-user connection cap). */
let server: TestServer;
let platformId: number;
let token: string;
let otherToken: string;

beforeAll(async () => {
  server = await startTestServer();
  platformId = (await server.createPlatform('HUBCAP')).id;
  token = (await server.signIn({ ...(await server.createUser(platformId)), platformId })).access_token;
  otherToken = (await server.signIn({ ...(await server.createUser(platformId)), platformId })).access_token;
});

afterAll(async () => {
  closeAllClients();
  await server?.close();
});

describe('hub connections per account', () => {
  it(`refuses the socket after ${HUB_SOCKETS_PER_USER_MAX} of one account, and takes it again once one closes`, async () => {
    const sockets: HubClient[] = [];
    for (let i = 0; i < HUB_SOCKETS_PER_USER_MAX; i++)
      sockets.push(await connectHub(server.baseUrl, { token, platformId }));
    const refused = await connectHub(server.baseUrl, { token, platformId }).catch((error: { data?: unknown }) => error);
    expect(refused).toMatchObject({ data: { code: 'too_many_connections' } });
    // Someone else is not affected.
    const other = await connectHub(server.baseUrl, { token: otherToken, platformId });
    expect(other.connected).toBe(true);
    sockets[0]?.close();
    await eventually(async () => {
      const again = await connectHub(server.baseUrl, { token, platformId });
      expect(again.connected).toBe(true);
    });
  });
});
