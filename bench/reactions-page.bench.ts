// Reactions on the stage, the page's side (issue 30, "Figure"): one attendee's player in headless
// Chromium while S other attendees send R reactions a second in all to the same live session. The
// page records every long task (PerformanceObserver 'longtask': work over 50 ms on the main
// thread) and every animation frame's interval, first for a quiet stretch, then while the
// reactions float; and how many floating emoji were on the page at most.
// Usage: npm run reactions-page -w bench [-- --senders 300 --reactions 1000 --seconds 20]
// Needs PostgreSQL (BENCH_PG_ADMIN_URL); BENCH_PORT and BENCH_HUB_DB choose the ports and database.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { REACTION_KINDS } from '@atrium/contracts';
import type { Page } from '@playwright/test';
import { ensureBuilt } from './src/built.ts';
import { launchChromium } from './src/chromium.ts';
import type { BenchClient } from './src/hub-clients.ts';
import {
  crowd,
  hubDatabase,
  hubSessionId,
  identities,
  log,
  prepareHub,
  startServer,
  stopServer,
} from './src/hub-servers.ts';
import { fmt, median } from './src/load.ts';

const { values } = parseArgs({
  options: {
    senders: { type: 'string', default: '300' },
    reactions: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    'reduced-motion': { type: 'boolean', default: false },
  },
});
const SENDERS = Number(values.senders);
const REACTIONS = Number(values.reactions);
const SECONDS = Number(values.seconds);

declare global {
  interface Window {
    __longTasks: number[];
    __frames: number[];
    __floatsMax: number;
  }
}

/** What the page saw since the last call: long tasks (ms), frame intervals (ms), most floats at once. */
async function take(page: Page) {
  return page.evaluate(() => {
    const out = { longTasks: window.__longTasks, frames: window.__frames, floatsMax: window.__floatsMax };
    window.__longTasks = [];
    window.__frames = [];
    window.__floatsMax = 0;
    return out;
  });
}

function summary(label: string, seen: Awaited<ReturnType<typeof take>>) {
  const frames = [...seen.frames].sort((a, b) => a - b);
  const p99 = frames[Math.floor(frames.length * 0.99)] ?? 0;
  const medianFrame = median(frames);
  return {
    label,
    longTasks: seen.longTasks.length,
    longestMs: Math.max(0, ...seen.longTasks),
    fps: medianFrame > 0 ? 1000 / medianFrame : 0,
    frameP99Ms: p99,
    framesOver50Ms: frames.filter((f) => f > 50).length,
    floatsMax: seen.floatsMax,
  };
}

ensureBuilt();
await prepareHub(SENDERS + 1);
const server = await startServer('hub');
const browser = await launchChromium();
try {
  const hub = hubDatabase() as NonNullable<ReturnType<typeof hubDatabase>>;
  const [viewer] = await identities(server.url, 0, 1);
  if (!viewer) throw new Error('no viewer');
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    reducedMotion: values['reduced-motion'] ? 'reduce' : 'no-preference',
  });
  // As text: the bundler that runs this file would wrap named functions in a helper the page lacks.
  const tokens = JSON.stringify({ accessToken: viewer.token, refreshToken: '', idToken: '' });
  await context.addInitScript({
    content: `
      window.localStorage.setItem(${JSON.stringify(`atrium.tokens.${hub.platformId}`)}, ${JSON.stringify(tokens)});
      window.__longTasks = [];
      window.__frames = [];
      window.__floatsMax = 0;
      new PerformanceObserver(function (list) {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      let last = performance.now();
      requestAnimationFrame(function frame(now) {
        window.__frames.push(now - last);
        last = now;
        const floats = document.querySelectorAll('[data-testid=reaction-float]').length;
        if (floats > window.__floatsMax) window.__floatsMax = floats;
        requestAnimationFrame(frame);
      });
    `,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/${hub.code}/session/${hubSessionId()}`);
  await page.getByTestId('reaction-bar').waitFor({ timeout: 60_000 });
  log('the player shows the reaction bar');
  const senders = (await crowd(server, 1, SENDERS)).clients;
  await sleep(3000);
  await take(page);

  await sleep(SECONDS * 1000);
  const quiet = summary('quiet', await take(page));

  const sessionId = hubSessionId();
  const t0 = performance.now();
  const total = REACTIONS * SECONDS;
  for (let tick = 0, sent = 0; sent < total; tick++) {
    const wait = t0 + tick * 10 - performance.now();
    if (wait > 1) await sleep(wait);
    for (let k = 0; k < REACTIONS / 100 && sent < total; k++, sent++) {
      const kind = REACTION_KINDS[sent % REACTION_KINDS.length];
      (senders[sent % senders.length] as BenchClient).emit('SEND_REACTION', { sessionId, kind });
    }
  }
  await sleep(1000);
  const storm = summary(`${REACTIONS} reactions/s`, await take(page));
  const rows = [quiet, storm];
  console.log(
    [
      `| player, 1440×900${values['reduced-motion'] ? ', reduced motion' : ''}, ${SECONDS} s each | long tasks (> 50 ms) | longest | median fps | frame p99 | frames > 50 ms | floats at most |`,
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map(
        (r) =>
          `| ${r.label} | ${r.longTasks} | ${fmt(r.longestMs)} ms | ${fmt(r.fps)} | ${fmt(r.frameP99Ms, 1)} ms | ${r.framesOver50Ms} | ${r.floatsMax} |`,
      ),
    ].join('\n'),
  );
  for (const c of senders) c.close();
} finally {
  await browser.close();
  await stopServer(server);
}
process.exit(0);
