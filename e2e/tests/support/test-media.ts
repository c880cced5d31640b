import type { Browser, BrowserContext } from '@playwright/test';

/**
 * Test media of the player's journeys, made by the browser itself and served by the journey: an
 * organiser's CDN stands at MEDIA_ORIGIN. The browser records a moving picture it draws on a
 * canvas, as a WebM file and as fragmented MP4, which becomes an HLS stream (one segment per
 * fragment, the movie header as its initialisation section).
 */
export const MEDIA_ORIGIN = 'https://media.example.test';

export type TMediaFile = { body: Buffer; contentType: string };

export type TTestMedia = {
  /** Path under MEDIA_ORIGIN → file. */
  files: Map<string, TMediaFile>;
  webm: string;
  /** The stream's media playlist, its initialisation section and its segments. */
  hls: { playlist: string; init: string; segments: string[]; codec: string };
};

/** What a recording lasts (ms): a few key frames apart, so that the stream has several segments. */
const RECORDING_MS = 1_500;
const KEY_FRAME_MS = 500;

/**
 * A recording of a canvas the page animates (a colour sweep and a moving square, so that every
 * frame differs), in `mimeType`, as MediaRecorder writes it.
 */
export async function recordCanvas(browser: Browser, mimeType: string): Promise<Buffer> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const base64 = await page.evaluate(
      async ({ mimeType, durationMs, keyFrameMs }) => {
        if (!MediaRecorder.isTypeSupported(mimeType)) throw new Error(`MediaRecorder cannot write ${mimeType}`);
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 180;
        document.body.append(canvas);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2D canvas');
        const recorder = new MediaRecorder(canvas.captureStream(25), {
          mimeType,
          videoBitsPerSecond: 400_000,
          // Chromium's option (not in every DOM typing): a key frame, hence an MP4 fragment, this often.
          videoKeyFrameIntervalDuration: keyFrameMs,
        } as MediaRecorderOptions);
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        const stopped = new Promise<void>((resolve, reject) => {
          recorder.onstop = () => resolve();
          recorder.onerror = () => reject(new Error('the recording failed'));
        });
        let started = 0;
        const draw = (now: number) => {
          if (started === 0) started = now;
          const elapsed = now - started;
          context.fillStyle = `hsl(${Math.round(elapsed / 5) % 360} 70% 45%)`;
          context.fillRect(0, 0, canvas.width, canvas.height);
          context.fillStyle = '#fff';
          context.fillRect(Math.round(elapsed / 6) % (canvas.width - 40), 70, 40, 40);
          // The recording is this long: the recorder stops on the frame that reaches it.
          if (elapsed >= durationMs) recorder.stop();
          else requestAnimationFrame(draw);
        };
        recorder.start();
        requestAnimationFrame(draw);
        await stopped;
        const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      },
      { mimeType, durationMs: RECORDING_MS, keyFrameMs: KEY_FRAME_MS },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await context.close();
  }
}

/** An ISO BMFF box: its type, where it starts, its size (header included), where its content starts. */
type TBox = { type: string; start: number; size: number; body: number };

/** The boxes between `start` and `end` (a file's top level, or a container's content). */
export function mp4Boxes(bytes: Buffer, start = 0, end = bytes.length): TBox[] {
  const boxes: TBox[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < body - at || at + size > end) throw new Error(`a broken ${type} box at ${at}`);
    boxes.push({ type, start: at, size, body });
    at += size;
  }
  return boxes;
}

function child(bytes: Buffer, box: TBox, path: string[]): TBox | undefined {
  let found: TBox | undefined = box;
  for (const type of path) {
    if (!found) return undefined;
    found = mp4Boxes(bytes, found.body, found.start + found.size).find((b) => b.type === type);
  }
  return found;
}

/** The track's timescale (mdhd), its default sample duration (trex). */
function movieTiming(bytes: Buffer, moov: TBox): { timescale: number; defaultDuration: number } {
  const mdhd = child(bytes, moov, ['trak', 'mdia', 'mdhd']);
  if (!mdhd) throw new Error('the movie header has no track timescale');
  const version = bytes.readUInt8(mdhd.body);
  const timescale = bytes.readUInt32BE(mdhd.body + (version === 1 ? 20 : 12));
  const trex = child(bytes, moov, ['mvex', 'trex']);
  // trex: version and flags, track, description index, then the default sample duration.
  const defaultDuration = trex ? bytes.readUInt32BE(trex.body + 12) : 0;
  return { timescale, defaultDuration };
}

/** A fragment's duration in the track's timescale: its samples' durations (trun), else the defaults. */
function fragmentDuration(bytes: Buffer, moof: TBox, trexDuration: number): number {
  let total = 0;
  for (const traf of mp4Boxes(bytes, moof.body, moof.start + moof.size).filter((b) => b.type === 'traf')) {
    const inner = mp4Boxes(bytes, traf.body, traf.start + traf.size);
    let defaultDuration = trexDuration;
    const tfhd = inner.find((b) => b.type === 'tfhd');
    if (tfhd) {
      const flags = bytes.readUInt32BE(tfhd.body) & 0xffffff;
      let at = tfhd.body + 8; // version and flags, track id
      if (flags & 0x01) at += 8; // base data offset
      if (flags & 0x02) at += 4; // sample description index
      if (flags & 0x08) defaultDuration = bytes.readUInt32BE(at);
    }
    for (const trun of inner.filter((b) => b.type === 'trun')) {
      const flags = bytes.readUInt32BE(trun.body) & 0xffffff;
      const count = bytes.readUInt32BE(trun.body + 4);
      let at = trun.body + 8;
      if (flags & 0x01) at += 4; // data offset
      if (flags & 0x04) at += 4; // first sample's flags
      const fields = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length;
      for (let i = 0; i < count; i++) {
        total += flags & 0x100 ? bytes.readUInt32BE(at) : defaultDuration;
        at += fields * 4;
      }
    }
  }
  return total;
}

/**
 * An HLS stream of a fragmented MP4 recording: `ftyp` and `moov` make the initialisation
 * section (EXT-X-MAP), each `moof` with its `mdat` a segment; the index at the end (`mfra`)
 * belongs to no segment.
 */
export function hlsFromFragmentedMp4(
  bytes: Buffer,
  names: { playlist: string; init: string; segment: (index: number) => string },
): { playlist: string; init: Buffer; segments: { name: string; body: Buffer; seconds: number }[] } {
  const boxes = mp4Boxes(bytes);
  const moov = boxes.find((b) => b.type === 'moov');
  const firstFragment = boxes.findIndex((b) => b.type === 'moof');
  if (!moov || firstFragment < 0) throw new Error(`not a fragmented MP4: ${boxes.map((b) => b.type).join(' ')}`);
  const { timescale, defaultDuration } = movieTiming(bytes, moov);
  const head = boxes.slice(0, firstFragment);
  const init = bytes.subarray(
    0,
    head.reduce((end, b) => Math.max(end, b.start + b.size), 0),
  );
  const segments: { name: string; body: Buffer; seconds: number }[] = [];
  boxes.forEach((box, index) => {
    if (box.type !== 'moof') return;
    const mdat = boxes[index + 1];
    if (mdat?.type !== 'mdat') throw new Error(`a fragment without its media data at ${box.start}`);
    segments.push({
      name: names.segment(segments.length),
      body: bytes.subarray(box.start, mdat.start + mdat.size),
      seconds: fragmentDuration(bytes, box, defaultDuration) / timescale,
    });
  });
  const target = Math.max(1, ...segments.map((s) => Math.ceil(s.seconds)));
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${names.init}"`,
    ...segments.flatMap((s) => [`#EXTINF:${s.seconds.toFixed(3)},`, s.name]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
  return { playlist, init, segments };
}

/** The codec of the stream: H.264, the one every HLS player reads, else VP9 in MP4. */
const HLS_CODECS = [
  { mimeType: 'video/mp4;codecs=avc1', codec: 'H.264' },
  { mimeType: 'video/mp4;codecs=vp9', codec: 'VP9' },
];

/** The journeys' media: a WebM recording (`talk.webm`) and an HLS stream (`stream/talk.m3u8`). */
export async function makeTestMedia(browser: Browser): Promise<TTestMedia> {
  const files = new Map<string, TMediaFile>();
  const webm = '/talk.webm';
  files.set(webm, { body: await recordCanvas(browser, 'video/webm;codecs=vp8'), contentType: 'video/webm' });

  const probe = await browser.newContext();
  const supported = await (await probe.newPage()).evaluate(
    (types) => types.filter((type) => MediaRecorder.isTypeSupported(type)),
    HLS_CODECS.map((c) => c.mimeType),
  );
  await probe.close();
  const chosen = HLS_CODECS.find((c) => supported.includes(c.mimeType));
  if (!chosen) throw new Error('this browser cannot record MP4, the HLS test stream cannot be made');
  const stream = hlsFromFragmentedMp4(await recordCanvas(browser, chosen.mimeType), {
    playlist: 'talk.m3u8',
    init: 'init.mp4',
    segment: (index) => `segment-${index}.m4s`,
  });
  const dir = '/stream';
  files.set(`${dir}/talk.m3u8`, {
    body: Buffer.from(stream.playlist),
    contentType: 'application/vnd.apple.mpegurl',
  });
  files.set(`${dir}/init.mp4`, { body: stream.init, contentType: 'video/mp4' });
  for (const segment of stream.segments) {
    files.set(`${dir}/${segment.name}`, { body: segment.body, contentType: 'video/iso.segment' });
  }
  return {
    files,
    webm,
    hls: {
      playlist: `${dir}/talk.m3u8`,
      init: `${dir}/init.mp4`,
      segments: stream.segments.map((s) => `${dir}/${s.name}`),
      codec: chosen.codec,
    },
  };
}

/**
 * Serves the media at MEDIA_ORIGIN to every page of the context, as a CDN does: any origin may
 * read them (the stream player fetches across origins), byte ranges answered with 206. Returns
 * the paths asked for, in order, as they are asked.
 */
export async function serveMedia(context: BrowserContext, media: TTestMedia): Promise<string[]> {
  const requested: string[] = [];
  await context.route(`${MEDIA_ORIGIN}/**`, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    requested.push(path);
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'range',
      'access-control-expose-headers': 'content-length, content-range, accept-ranges',
    };
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: { ...cors, 'access-control-allow-methods': 'GET, HEAD' } });
      return;
    }
    const file = media.files.get(path);
    if (!file) {
      await route.fulfill({ status: 404, headers: cors, body: 'Not found' });
      return;
    }
    const total = file.body.length;
    const headers = { ...cors, 'content-type': file.contentType, 'accept-ranges': 'bytes' };
    const range = /^bytes=(\d*)-(\d*)$/.exec((await request.headerValue('range')) ?? '');
    if (!range) {
      await route.fulfill({ status: 200, headers, body: file.body });
      return;
    }
    // "bytes=a-b", "bytes=a-" or the last n bytes ("bytes=-n").
    const first = range[1] ? Number(range[1]) : Math.max(0, total - Number(range[2]));
    const last = range[1] && range[2] ? Math.min(Number(range[2]), total - 1) : total - 1;
    if (first >= total || first > last) {
      await route.fulfill({ status: 416, headers: { ...headers, 'content-range': `bytes */${total}` } });
      return;
    }
    await route.fulfill({
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${first}-${last}/${total}` },
      body: file.body.subarray(first, last + 1),
    });
  });
  return requested;
}
