import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { demoAudioWav } from './demo-audio.ts';
import type { TDemoSessionType } from './demo-topics.ts';

/** How many different sound recordings the demo's sessions of earlier versions share. */
export const DEMO_RECORDINGS = 6;
/** Seconds of each sound recording. */
const RECORDING_SECONDS = 20;

/**
 * The demo's video clips (apps/server/media/demo, made by scripts/make-demo-media.mjs): HLS
 * streams (a playlist, an initialisation section, fragmented MP4 segments) and MP4 files.
 */
export const DEMO_STREAMS = ['stream-0', 'stream-1'] as const;
export const DEMO_CLIPS = ['clip-0', 'clip-1'] as const;

/**
 * The recording of the demo's `n`th recorded session, on the event's own site (it plays without
 * a network): keynotes and plenaries are streams (HLS), the other sessions video files (MP4).
 */
export function demoRecordingAddress(n: number, type: TDemoSessionType): string {
  if (type === 'Keynote' || type === 'Plenary') return `/media/demo/${DEMO_STREAMS[n % DEMO_STREAMS.length]}.m3u8`;
  return `/media/demo/${DEMO_CLIPS[n % DEMO_CLIPS.length]}.mp4`;
}

/**
 * Where the clips are relative to the bundle file: set by the build (apps/server/build.mjs),
 * which copies them there; absent when running from the sources.
 */
declare const ATRIUM_BUNDLE_MEDIA: string | undefined;

/** The clips' folder: next to the bundle once built, apps/server/media/demo from the sources. */
export function demoMediaFolder(): string {
  const relative = typeof ATRIUM_BUNDLE_MEDIA === 'string' ? ATRIUM_BUNDLE_MEDIA : '../../../media/demo/';
  return fileURLToPath(new URL(relative, import.meta.url));
}

/** The clips' content types by extension (HLS: RFC 8216 §4; segments: the registered ISO segment type). */
const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
};

/** Sends `bytes` whole, or the byte range asked for (206), so that players can seek. */
function sendRanged(req: FastifyRequest, reply: FastifyReply, bytes: Buffer, contentType: string) {
  reply
    .header('content-type', contentType)
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
}

/**
 * The demo's session recordings, public (they hold nothing of anyone), cached for a day, served
 * in ranges: the video clips of the media folder (only names listed there answer), and the
 * sound recordings that demo databases seeded by earlier versions still point to, made once
 * per process.
 */
export function demoMediaRoutes(app: FastifyInstance, folder = demoMediaFolder()): void {
  const files = new Map<string, { file: string; contentType: string }>();
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    app.log.warn({ folder }, 'the demo video clips are missing: the demo recordings will not play');
  }
  for (const name of names) {
    const contentType = CONTENT_TYPES[path.extname(name)];
    if (contentType) files.set(name, { file: path.join(folder, name), contentType });
  }
  const read = new Map<string, Buffer>();
  const made = new Map<number, Buffer>();
  app.get<{ Params: { name: string } }>('/media/demo/:name', async (req, reply) => {
    const { name } = req.params;
    const clip = files.get(name);
    if (clip) {
      let bytes = read.get(name);
      if (!bytes) {
        bytes = readFileSync(clip.file);
        read.set(name, bytes);
      }
      return sendRanged(req, reply, bytes, clip.contentType);
    }
    const sound = /^recording-(\d+)\.wav$/.exec(name);
    const n = Number(sound?.[1]);
    if (!sound || String(n) !== sound[1] || n >= DEMO_RECORDINGS) {
      return reply.code(404).send({ error: 'not_found', message: 'Not found' });
    }
    let bytes = made.get(n);
    if (!bytes) {
      bytes = demoAudioWav(n + 7, RECORDING_SECONDS);
      made.set(n, bytes);
    }
    return sendRanged(req, reply, bytes, 'audio/wav');
  });
}
