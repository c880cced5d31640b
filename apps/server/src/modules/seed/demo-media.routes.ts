import type { FastifyInstance } from 'fastify';
import { demoAudioWav } from './demo-audio.ts';

/** How many different recordings the demo's recorded sessions share. */
export const DEMO_RECORDINGS = 6;
/** Seconds of each recording. */
const RECORDING_SECONDS = 20;

/** The address of the demo's recording `n` (on the event's own site, so it plays without a network). */
export function demoRecordingAddress(n: number): string {
  return `/media/demo/recording-${n % DEMO_RECORDINGS}.wav`;
}

/**
 * The demo's session recordings: sound files made once per process from the same generator as
 * the talks' recordings, public (they hold nothing of anyone), cached for a day, and served in
 * ranges so that the player can seek.
 */
export function demoMediaRoutes(app: FastifyInstance): void {
  const made = new Map<number, Buffer>();
  app.get<{ Params: { n: string } }>('/media/demo/recording-:n.wav', async (req, reply) => {
    const n = Number(req.params.n);
    if (!/^\d+$/.test(req.params.n) || n >= DEMO_RECORDINGS) {
      return reply.code(404).send({ error: 'not_found', message: 'Not found' });
    }
    let bytes = made.get(n);
    if (!bytes) {
      bytes = demoAudioWav(n + 7, RECORDING_SECONDS);
      made.set(n, bytes);
    }
    reply
      .header('content-type', 'audio/wav')
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=86400');
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (!range || (range[1] === '' && range[2] === '')) return reply.send(bytes);
    const size = bytes.length;
    // `bytes=a-b`, `bytes=a-` or the last `bytes=-n`.
    const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
    const end = range[1] === '' || range[2] === '' ? size - 1 : Math.min(size - 1, Number(range[2]));
    if (start >= size || start > end) {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .send(bytes.subarray(start, end + 1));
  });
}
