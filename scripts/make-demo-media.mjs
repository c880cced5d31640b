// Makes the demo event's video clips (apps/server/media/demo/): short animated patterns in the
// product's colours with a soft tune, drawn here frame by frame and encoded by ffmpeg as H.264
// and AAC, some as MP4 files, some as HLS streams (a playlist of fragmented MP4 segments). The
// clips are kept in the repository, so running the demo needs no encoder; this script is only
// for making them again (`node scripts/make-demo-media.mjs`, with ffmpeg on the PATH).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '../apps/server/media/demo');
const WIDTH = 640;
const HEIGHT = 360;
const FPS = 24;
const SECONDS = 12;
const SAMPLE_RATE = 44_100;

/** The clips: how each is served, its two background colours, its lights' colour, its tune. */
const CLIPS = [
  { name: 'stream-0', form: 'hls', from: '#102A43', to: '#1565C0', light: '#4DD0E1', notes: 0 },
  { name: 'stream-1', form: 'hls', from: '#0D47A1', to: '#6A1B9A', light: '#FFB74D', notes: 2 },
  { name: 'clip-0', form: 'mp4', from: '#00695C', to: '#1565C0', light: '#E0F7FA', notes: 1 },
  { name: 'clip-1', form: 'mp4', from: '#37474F', to: '#00838F', light: '#AED581', notes: 3 },
];

const rgb = (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/**
 * One frame (RGB24): a diagonal gradient that breathes, a wave of light sweeping across, soft
 * lights drifting on Lissajous paths and a ring of dots turning round the centre.
 */
function drawFrame(frame, clip, t, index) {
  const [a, b, light] = [rgb(clip.from), rgb(clip.to), rgb(clip.light)];
  const shift = 0.15 * Math.sin((2 * Math.PI * t) / SECONDS);
  const glow = new Float32Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const wave = Math.max(0, Math.sin((x / WIDTH) * 6 + (y / HEIGHT) * 2 - t * 1.6)) ** 8 * 0.12;
      glow[y * WIDTH + x] = wave;
    }
  }
  const spot = (cx, cy, sigma, strength) => {
    const reach = Math.ceil(sigma * 3);
    for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(HEIGHT, cy + reach); y++) {
      for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(WIDTH, cx + reach); x++) {
        const d2 = (x - cx) ** 2 + (y - cy) ** 2;
        glow[y * WIDTH + x] += strength * Math.exp(-d2 / (2 * sigma * sigma));
      }
    }
  };
  for (let i = 0; i < 5; i++) {
    const phase = i * 1.7 + index;
    spot(
      WIDTH / 2 + WIDTH * 0.38 * Math.sin(t * (0.35 + i * 0.07) + phase),
      HEIGHT / 2 + HEIGHT * 0.32 * Math.sin(t * (0.5 + i * 0.05) + phase * 1.3),
      28 + 10 * i,
      0.35,
    );
  }
  const dots = 12;
  for (let i = 0; i < dots; i++) {
    const angle = (2 * Math.PI * i) / dots + t * 0.6 * (index % 2 ? -1 : 1);
    const pulse = 0.5 + 0.5 * Math.sin(t * 3 - i * 0.6);
    spot(WIDTH / 2 + 92 * Math.cos(angle), HEIGHT / 2 + 92 * Math.sin(angle), 4 + 2 * pulse, 0.6 + 0.4 * pulse);
  }
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const mix = Math.min(1, Math.max(0, (x / WIDTH) * 0.6 + (y / HEIGHT) * 0.4 + shift));
      const g = Math.min(1, glow[y * WIDTH + x]);
      const at = (y * WIDTH + x) * 3;
      for (let c = 0; c < 3; c++) {
        const base = a[c] + (b[c] - a[c]) * mix;
        frame[at + c] = Math.round(base + (light[c] - base) * g);
      }
    }
  }
}

/** The clip's tune (WAV, 16-bit mono): a pentatonic phrase over a quiet low note, faded at both ends. */
function tune(notes) {
  const scale = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25];
  const samples = SECONDS * SAMPLE_RATE;
  const data = Buffer.alloc(samples * 2);
  const noteLength = SAMPLE_RATE * 0.75;
  for (let i = 0; i < samples; i++) {
    const note = Math.floor(i / noteLength);
    const frequency = scale[(notes + note * 2) % scale.length];
    const within = (i % noteLength) / noteLength;
    const envelope = Math.min(1, within * 30) * (1 - within) ** 2;
    const t = i / SAMPLE_RATE;
    const fade = Math.min(1, t * 2, (SECONDS - t) * 2);
    const value =
      (Math.sin(2 * Math.PI * frequency * t) * envelope * 0.25 + Math.sin(2 * Math.PI * 130.81 * t) * 0.05) * fade;
    data.writeInt16LE(Math.round(value * 32767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function make(clip, index, work) {
  const frameBytes = WIDTH * HEIGHT * 3;
  const video = Buffer.alloc(frameBytes * FPS * SECONDS);
  for (let n = 0; n < FPS * SECONDS; n++) {
    drawFrame(video.subarray(n * frameBytes, (n + 1) * frameBytes), clip, n / FPS, index);
  }
  const audioFile = path.join(work, `${clip.name}.wav`);
  writeFileSync(audioFile, tune(clip.notes));
  const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${WIDTH}x${HEIGHT}`, '-r', `${FPS}`, '-i', 'pipe:0'];
  const encode = [
    ...['-i', audioFile, '-map', '0:v', '-map', '1:a', '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '32'],
    ...[
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-g',
      `${FPS * 2}`,
      '-keyint_min',
      `${FPS * 2}`,
      '-sc_threshold',
      '0',
    ],
    ...['-c:a', 'aac', '-b:a', '40k', '-ac', '1', '-shortest'],
  ];
  const form =
    clip.form === 'mp4'
      ? ['-movflags', '+faststart', path.join(out, `${clip.name}.mp4`)]
      : [
          ...['-f', 'hls', '-hls_time', '4', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
          ...['-hls_fmp4_init_filename', `${clip.name}-init.mp4`],
          ...['-hls_segment_filename', path.join(out, `${clip.name}-%d.m4s`), path.join(out, `${clip.name}.m3u8`)],
        ];
  const run = spawnSync('ffmpeg', ['-y', '-loglevel', 'error', ...input, ...encode, ...form], {
    input: video,
    maxBuffer: 1 << 20,
  });
  if (run.status !== 0) throw new Error(`ffmpeg failed for ${clip.name}: ${run.stderr}`);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'demo-media-'));
try {
  for (const [index, clip] of CLIPS.entries()) make(clip, index, work);
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(readdirSync(out).join('\n'));
