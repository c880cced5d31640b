// The player in headless Chromium on the demo event (444 sessions, 1,324 presentations):
// navigation from the start to the session page rendered (title and drawer on screen) and to a
// poster's page with its PDF painted, against the not-found page (the app's smallest full page)
// in the same browser and run; and the page's JavaScript, gzipped, with and without the PDF viewer.
// Usage: npm run player-page -w bench [-- --runs 7]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { startBenchServer } from './src/bench-server.ts';
import { ensureBuilt, root } from './src/built.ts';
import { launchChromiumWith, navigationTo } from './src/chromium.ts';
import { fmt, median } from './src/load.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
ensureBuilt();
const dist = path.join(root, 'apps/web/dist');

const server = await startBenchServer(3272, { RATE_LIMITS: 'off', SEED_DEMO: 'true' });
const { base } = server;
const { browser, stopAll } = await launchChromiumWith(server);

const settings = (await (await fetch(`${base}/api/platform/DEMO`)).json()) as { eventId: number };
const api = `${base}/api/platform/${settings.eventId}`;
const posters = (await (await fetch(`${api}/sessions?poster=true`)).json()) as {
  items: { id: number; sessionId: number | null; posterUploadUri: string | null }[];
};
const poster = posters.items.find((p) => p.posterUploadUri && p.sessionId);
const live = (await (await fetch(`${api}/sessions?live=true`)).json()) as { items: { id: number }[] };
const vod = (await (await fetch(`${api}/sessions?page=1`)).json()) as { items: { id: number }[] };
const sessionId = live.items[0]?.id ?? vod.items[0]?.id;
if (!poster || !sessionId) throw new Error('the demo has no session or no poster with a PDF');
const sessionUrl = `/DEMO/session/${sessionId}`;
const posterUrl = `/DEMO/session/${poster.sessionId}/presentation/${poster.id}`;

/** The scripts a page loads until its network is idle, gzipped (level 9, as the bundle bench counts). */
async function scriptsOf(page: Page, url: string, selector: string): Promise<{ files: string[]; gzipped: number }> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin === base && /\.m?js$/.test(u.pathname)) scripts.add(u.pathname);
  });
  await page.goto(base + url, { waitUntil: 'networkidle' });
  await page.locator(selector).first().waitFor({ state: 'visible' });
  let gzipped = 0;
  for (const script of scripts) gzipped += gzipSync(readFileSync(path.join(dist, script)), { level: 9 }).length;
  return { files: [...scripts], gzipped };
}

const baseline: number[] = [];
const session: number[] = [];
const posterPage: number[] = [];
for (let run = 0; run < runs; run++) {
  for (const [list, url, selector] of [
    [baseline, '/notfound', 'text=PAGE NOT FOUND'],
    [session, sessionUrl, '[data-testid="activity-drawer"]'],
    [posterPage, posterUrl, '[data-testid="pdf-viewer"] canvas[width]'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    (list as number[]).push(await navigationTo(page, base, url, selector));
    await context.close();
  }
  console.log(
    `run ${run + 1}: not-found ${fmt(baseline.at(-1) ?? 0)} ms, session ${fmt(session.at(-1) ?? 0)} ms, poster with its PDF ${fmt(posterPage.at(-1) ?? 0)} ms`,
  );
}

const sizes: Record<string, { files: string[]; gzipped: number }> = {};
for (const [name, url, selector] of [
  ['welcome', '/DEMO', '[data-testid="banner"]'],
  ['session', sessionUrl, '[data-testid="activity-drawer"]'],
  ['poster', posterUrl, '[data-testid="pdf-viewer"] canvas[width]'],
] as const) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  sizes[name] = await scriptsOf(await context.newPage(), url, selector);
  await context.close();
}
await stopAll();

const kb = (bytes: number) => fmt(bytes / 1024, 1);
const welcome = new Set(sizes.welcome?.files);
const beyond = (name: string) =>
  (sizes[name]?.files ?? [])
    .filter((f) => !welcome.has(f))
    .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
const notFound = median(baseline);
console.log('\n| page (headless Chromium, loopback) | median ms | ratio to not-found |');
console.log('|---|---|---|');
console.log(`| not-found page (baseline) | ${fmt(notFound)} | 1.0 |`);
console.log(`| session player, rendered | ${fmt(median(session))} | ${fmt(median(session) / notFound, 2)} |`);
console.log(`| poster page, PDF painted | ${fmt(median(posterPage))} | ${fmt(median(posterPage) / notFound, 2)} |`);
console.log('\n| page | JavaScript loaded, gzipped KB | beyond the welcome page |');
console.log('|---|---|---|');
for (const name of ['welcome', 'session', 'poster'])
  console.log(`| ${name} | ${kb(sizes[name]?.gzipped ?? 0)} | ${name === 'welcome' ? '–' : kb(beyond(name))} |`);
console.log(
  `\n(pdf.js: the viewer's chunk and its worker, ${kb(
    (sizes.poster?.files ?? [])
      .filter((f) => /pdf/i.test(f) || /PdfViewer/.test(f))
      .reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0),
  )} KB gzipped, load only with a PDF.)`,
);
