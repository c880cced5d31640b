// The programme administration's session list in headless Chromium with a ~1,000-session,
// 60-room programme imported, signed in as an organiser: navigation to the list rendered (its
// first page of 100 rows), and from choosing "All" rows per page to every session's row painted;
// the server's answer for the whole list; the JavaScript the page loads beyond the welcome page.
// The baseline, in the same browser and run, is the not-found page (the app's smallest full page).
// Usage: npm run admin-list -w bench [-- --runs 7]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { importBenchEvent, parisToday, startBenchServer } from './src/bench-server.ts';
import { ensureBuilt, root } from './src/built.ts';
import { launchChromiumWith, navigationTo } from './src/chromium.ts';
import { generateSchedule } from './src/generate-schedule.ts';
import { fmt, median } from './src/load.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
const dist = path.join(root, 'apps/web/dist');
ensureBuilt();

const server = await startBenchServer(3243, { RATE_LIMITS: 'off' });
const { base } = server;
const scheduleFile = path.join(server.dataDir, 'congress.schedule.json');
writeFileSync(scheduleFile, generateSchedule({ rooms: 60, days: 2, start: parisToday() }));
console.log(importBenchEvent(server, scheduleFile, ['demandGdpr=false']).report);
const organiser = { email: 'organiser@bench.test', password: 'bench-password' };
server.cli(
  'user',
  'add',
  '--platform',
  'BENCH',
  '--email',
  organiser.email,
  '--first',
  'Olive',
  '--last',
  'Organiser',
  '--role',
  'admin',
  '--password',
  organiser.password,
);
const { browser, stopAll } = await launchChromiumWith(server);

const settings = (await (await fetch(`${base}/api/platform/BENCH`)).json()) as { eventId: number };
const VIEWPORT = { width: 1440, height: 900 };

/** A fresh access token of the organiser (a run's tokens outlive it). */
async function tokens() {
  const answer = await fetch(`${base}/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: organiser.email,
      password: organiser.password,
      platform_id: String(settings.eventId),
    }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { access_token: string; refresh_token: string; id_token?: string };
}

/** A fresh context (nothing cached, like a first visit) signed in as the organiser, as a remembered sign-in is. */
async function organiserPage(client: Browser): Promise<Page> {
  const signedIn = await tokens();
  const context = await client.newContext({ viewport: VIEWPORT });
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: `atrium.tokens.${settings.eventId}`,
    value: JSON.stringify({
      accessToken: signedIn.access_token,
      refreshToken: signedIn.refresh_token,
      idToken: signedIn.id_token ?? '',
    }),
  });
  return context.newPage();
}

/** Milliseconds from choosing "All" rows per page until every session's row is in the table, one frame later. */
async function allRowsToPaint(page: Page, total: number): Promise<number> {
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  const all = page.getByRole('option', { name: 'All' });
  await all.waitFor({ state: 'visible' });
  const handle = await all.elementHandle();
  return page.evaluate(
    ({ option, expected }) =>
      new Promise<number>((resolve) => {
        // No named function in here: the runner's transform would wrap it in a helper the page lacks.
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll('[data-testid="admin-session-row"]').length < expected) return;
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
        });
        observer.observe(document.body, { childList: true, subtree: true });
        const start = performance.now();
        (option as HTMLElement).click();
      }),
    { option: handle, expected: total },
  );
}

const api = `${base}/api/v2/platform/${settings.eventId}/programme/sessions`;
const bearer = { authorization: `Bearer ${(await tokens()).access_token}` };
const whole = (await (await fetch(`${api}?pageSize=all`, { headers: bearer })).json()) as { total: number };
const total = whole.total;

const baseline: number[] = [];
const list: number[] = [];
const allRows: number[] = [];
const answer: number[] = [];
let scripts = new Set<string>();
for (let run = 0; run < runs; run++) {
  const baselineContext = await browser.newContext({ viewport: VIEWPORT });
  baseline.push(await navigationTo(await baselineContext.newPage(), base, '/notfound', 'text=PAGE NOT FOUND'));
  await baselineContext.close();

  const page = await organiserPage(browser);
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin === base && u.pathname.endsWith('.js')) loaded.add(u.pathname);
  });
  list.push(await navigationTo(page, base, '/BENCH/admin/sessions', '[data-testid="admin-session-row"]'));
  allRows.push(await allRowsToPaint(page, total));
  await page.waitForLoadState('networkidle');
  scripts = loaded;
  await page.context().close();

  const started = performance.now();
  const response = await fetch(`${api}?pageSize=all`, { headers: bearer });
  await response.arrayBuffer();
  answer.push(performance.now() - started);
  console.log(
    `run ${run + 1}: not-found ${fmt(baseline.at(-1) ?? 0)} ms, list (100 rows) ${fmt(list.at(-1) ?? 0)} ms, All → ${total} rows ${fmt(allRows.at(-1) ?? 0)} ms, answer of all ${fmt(answer.at(-1) ?? 0, 1)} ms`,
  );
}

// The welcome page's scripts, to tell what the admin adds.
const welcomeContext = await browser.newContext({ viewport: VIEWPORT });
const welcomePage = await welcomeContext.newPage();
const welcomeScripts = new Set<string>();
welcomePage.on('response', (response) => {
  const u = new URL(response.url());
  if (u.origin === base && u.pathname.endsWith('.js')) welcomeScripts.add(u.pathname);
});
await welcomePage.goto(`${base}/BENCH`, { waitUntil: 'networkidle' });
await welcomeContext.close();
await stopAll();

const gzipped = (files: Iterable<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
const notFound = median(baseline);
console.log(`\n${runs} runs, medians, headless Chromium, ${VIEWPORT.width}×${VIEWPORT.height}, ${total} sessions:\n`);
console.log('| measure | median | ratio to not-found | target |');
console.log('|---|---|---|---|');
console.log(`| navigation → not-found page shown (baseline) | ${fmt(notFound)} ms | 1.0 | |`);
console.log(
  `| navigation → admin list rendered (100 rows a page) | ${fmt(median(list))} ms | ${fmt(median(list) / notFound, 2)} | under 1,000 ms |`,
);
console.log(`| "All" rows per page → ${total} rows painted | ${fmt(median(allRows))} ms | | under 1,000 ms |`);
console.log(
  `| GET …/programme/sessions?pageSize=all (${total} sessions), loopback | ${fmt(median(answer), 1)} ms | | |`,
);
console.log(
  `| JavaScript beyond the welcome page (${[...scripts].filter((f) => !welcomeScripts.has(f)).length} files), gzipped | ${fmt(
    gzipped([...scripts].filter((f) => !welcomeScripts.has(f))) / 1024,
    1,
  )} KB | | |`,
);
