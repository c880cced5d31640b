import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let s: TestServer;
let event: { id: number };

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('LOGOUT');
});
afterAll(() => s.close());

async function logoutsOf(userId: number) {
  await s.ctx.logs.flush();
  return s.ctx.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, userId), eq(activityLogs.action, 'LOGOUT')));
}

const revoke = (token: string) =>
  s.http('POST', '/connect/revocation', { form: { token, token_type_hint: 'refresh_token' } });

describe('signing out', () => {
  it('records the logout in the activity log when the sign-in is revoked, once', async () => {
    const user = await s.createUser(event.id);
    const signedIn = await s.signIn({ ...user, platformId: event.id });
    // What the browser does on logout: the revocation of its refresh token.
    expect((await revoke(signedIn.refresh_token)).status).toBe(200);
    const logged = await logoutsOf(user.id);
    expect(logged).toEqual([
      expect.objectContaining({
        platformId: event.id,
        kind: 'scan',
        entityType: 'EVENT_PLATFORM',
        entityId: String(event.id),
        action: 'LOGOUT',
      }),
    ]);
    // A scan sent after the revocation could not have been recorded: its token is ended.
    const late = await s.http('POST', `/api/platform/${event.id}/log/scan`, {
      token: signedIn.access_token,
      json: { entityId: event.id, scanEntityType: 'EVENT_PLATFORM', scanType: 'LOGOUT', userId: user.id },
    });
    expect(late.status).toBe(401);
    // Revoking again (another tab, a retry) ends nothing more and records nothing more.
    expect((await revoke(signedIn.refresh_token)).status).toBe(200);
    expect(await logoutsOf(user.id)).toHaveLength(1);
  });

  it('records nothing for a token nobody was given', async () => {
    const all = async () => {
      await s.ctx.logs.flush();
      return (await s.ctx.db.select().from(activityLogs).where(eq(activityLogs.action, 'LOGOUT'))).length;
    };
    const before = await all();
    expect((await revoke('not-a-token-of-ours')).status).toBe(200);
    expect(await all()).toBe(before);
  });
});
