import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('AREAS', { open: true });
  other = await s.createPlatform('AREAS2', { open: true });
});
afterAll(() => s.close());

type TRole = 'attendee' | 'speaker' | 'submitter' | 'moderator' | 'admin' | 'report-viewer';

async function areasOf(role: TRole) {
  const user = await s.createUser(event.id, { role });
  const token = (await s.signIn(user)).access_token;
  const res = await s.http('GET', `/api/platform/${event.id}/can/areas`, { token });
  expect(res.status).toBe(200);
  return { answer: res.body, token };
}

describe('GET /can/areas', () => {
  it('names the role-only areas each role may use', async () => {
    expect((await areasOf('attendee')).answer).toEqual({ submission: false, reports: false, administration: false });
    expect((await areasOf('moderator')).answer).toEqual({ submission: false, reports: false, administration: false });
    expect((await areasOf('speaker')).answer).toEqual({ submission: true, reports: false, administration: false });
    expect((await areasOf('submitter')).answer).toEqual({ submission: true, reports: false, administration: false });
    expect((await areasOf('report-viewer')).answer).toEqual({
      submission: false,
      reports: true,
      administration: false,
    });
    expect((await areasOf('admin')).answer).toEqual({ submission: true, reports: true, administration: true });
  });

  it('agrees with the areas’ own routes: what it refuses answers 403 there, what it grants 200', async () => {
    for (const role of ['attendee', 'speaker', 'report-viewer', 'admin'] as const) {
      const { answer, token } = await areasOf(role);
      const submit = await s.http('GET', `/api/platform/${event.id}/submit`, { token });
      expect(submit.status, `submit as ${role}`).toBe(answer.submission ? 200 : 403);
      const reports = await s.http('GET', `/api/platform/${event.id}/report/summary?period=1440`, { token });
      expect(reports.status, `reports as ${role}`).toBe(answer.reports ? 200 : 403);
    }
  });

  it('answers 401 to a visitor and to a token of another event', async () => {
    expect((await s.http('GET', `/api/platform/${event.id}/can/areas`)).status).toBe(401);
    const { token } = await areasOf('admin');
    expect((await s.http('GET', `/api/platform/${other.id}/can/areas`, { token })).status).toBe(401);
  });
});
