import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import {
  DEMO_CLIPS,
  DEMO_RECORDINGS,
  DEMO_STREAMS,
  demoMediaFolder,
  demoRecordingAddress,
} from './demo-media.routes.ts';

describe('the demo’s session recordings', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s.close();
  });

  it('gives keynotes and plenaries a stream, other sessions a video file, in turn', () => {
    expect(demoRecordingAddress(0, 'Keynote')).toBe('/media/demo/stream-0.m3u8');
    expect(demoRecordingAddress(3, 'Plenary')).toBe('/media/demo/stream-1.m3u8');
    expect(demoRecordingAddress(0, 'Symposium')).toBe('/media/demo/clip-0.mp4');
    expect(demoRecordingAddress(5, 'Oral session')).toBe('/media/demo/clip-1.mp4');
    // Every address the seed gives is a file of the media folder.
    const files = readdirSync(demoMediaFolder());
    for (const name of [...DEMO_STREAMS.map((n) => `${n}.m3u8`), ...DEMO_CLIPS.map((n) => `${n}.mp4`)]) {
      expect(files).toContain(name);
    }
  });

  it('serves each stream as an HLS playlist whose initialisation section and segments answer', async () => {
    for (const stream of DEMO_STREAMS) {
      const res = await fetch(`${s.baseUrl}/media/demo/${stream}.m3u8`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      const playlist = await res.text();
      expect(playlist.startsWith('#EXTM3U')).toBe(true);
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)?.[1];
      expect(map).toBe(`${stream}-init.mp4`);
      const segments = playlist.split('\n').filter((line) => line && !line.startsWith('#'));
      expect(segments.length).toBeGreaterThanOrEqual(2);
      const durations = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
      expect(durations.reduce((a, b) => a + b, 0)).toBeGreaterThan(8);

      const init = await fetch(`${s.baseUrl}/media/demo/${map}`);
      expect(init.headers.get('content-type')).toBe('video/mp4');
      const head = Buffer.from(await init.arrayBuffer());
      expect(head.toString('latin1', 4, 8)).toBe('ftyp');
      expect(head.includes(Buffer.from('moov'))).toBe(true);
      for (const segment of segments) {
        const part = await fetch(`${s.baseUrl}/media/demo/${segment}`);
        expect(part.status, segment).toBe(200);
        expect(part.headers.get('content-type')).toBe('video/iso.segment');
        const bytes = Buffer.from(await part.arrayBuffer());
        // A fragment: its header box, then its media data.
        expect(bytes.includes(Buffer.from('moof')) && bytes.includes(Buffer.from('mdat'))).toBe(true);
      }
    }
  });

  it('serves each video file as MP4 with H.264, in ranges for seeking', async () => {
    for (const clip of DEMO_CLIPS) {
      const address = `${s.baseUrl}/media/demo/${clip}.mp4`;
      const whole = await fetch(address);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.headers.get('cache-control')).toBe('public, max-age=86400');
      const bytes = Buffer.from(await whole.arrayBuffer());
      expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
      // The movie header comes first (fast start), so that playing begins before the whole file is read.
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      expect(bytes.includes(Buffer.from('avc1'))).toBe(true);

      const part = await fetch(address, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
      const beyond = await fetch(address, { headers: { range: `bytes=${bytes.length}-` } });
      expect(beyond.status).toBe(416);
    }
  });

  it('still serves the sound recordings that demo databases of earlier versions point to', async () => {
    const address = `${s.baseUrl}/media/demo/recording-1.wav`;
    const whole = await fetch(address);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    // 20 seconds of 16-bit mono at 8 kHz, after the 44-byte header.
    expect(bytes.length).toBe(44 + 20 * 8000 * 2);
    const tail = await fetch(address, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));
  });

  it('answers 404 for a name the demo does not have', async () => {
    const names = [
      `recording-${DEMO_RECORDINGS}.wav`,
      'recording-01.wav',
      'recording-x.wav',
      'other.mp4',
      'stream-9.m3u8',
      '..%2F..%2Fpackage.json',
      '%2E%2E%2Fdemo-media.routes.ts',
    ];
    for (const name of names) {
      const res = await fetch(`${s.baseUrl}/media/demo/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.json()).toEqual({ error: 'not_found', message: 'Not found' });
    }
  });
});
