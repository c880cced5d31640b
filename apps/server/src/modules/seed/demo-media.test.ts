import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { DEMO_RECORDINGS, demoRecordingAddress } from './demo-media.routes.ts';

describe('the demo’s session recordings', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('serves each recording as a WAV file anyone may fetch, and in ranges for seeking', async () => {
    const address = demoRecordingAddress(DEMO_RECORDINGS + 1);
    expect(address).toBe('/media/demo/recording-1.wav');
    const whole = await fetch(`${s.baseUrl}${address}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    // 20 seconds of 16-bit mono at 8 kHz, after the 44-byte header.
    expect(bytes.length).toBe(44 + 20 * 8000 * 2);

    const part = await fetch(`${s.baseUrl}${address}`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await fetch(`${s.baseUrl}${address}`, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));
    const open = await fetch(`${s.baseUrl}${address}`, { headers: { range: `bytes=${bytes.length - 4}-` } });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(4);
    const beyond = await fetch(`${s.baseUrl}${address}`, { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('answers 404 for a recording the demo does not have', async () => {
    for (const name of [`recording-${DEMO_RECORDINGS}.wav`, 'recording-x.wav', 'recording-01x.wav', 'other.wav']) {
      const res = await fetch(`${s.baseUrl}/media/demo/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found', message: 'Not found' });
    }
  });
});
