// The on-demand list in headless Chromium with a ~1,000-session, 60-room programme imported:
// time from navigation to the first cards rendered; time from a filter change (a theme chosen in
// the filters dialog) to the next paint and to the new results on screen; and the long tasks while
// scrolling until 500 cards are on the page (infinite scroll, 25 a page). The baseline, in the same
// browser and run, is the not-found page (the app's smallest full page).
// Usage: npm run browse-page -w bench [-- --runs 5]
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { importBenchEvent, parisToday, startBenchServer } from './src/bench-server.ts';
import { ensureBuilt } from './src/built.ts';
import { launchChromiumWith, navigationTo } from './src/chromium.ts';
import { generateSchedule } from './src/generate-schedule.ts';
import { fmt, median } from './src/load.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
ensureBuilt();

const server = await startBenchServer(3271, { RATE_LIMITS: 'off' });
const { base } = server;
const scheduleFile = path.join(server.dataDir, 'congress.schedule.json');
writeFileSync(scheduleFile, generateSchedule({ rooms: 60, days: 2, start: parisToday() }));
console.log(importBenchEvent(server, scheduleFile, ['demandGdpr=false']).report);

const { browser, stopAll } = await launchChromiumWith(server);

/**
 * A theme chosen in the filters dialog (the list follows at once): milliseconds from the change
 * event to the next frame painted after it, and to the cards on screen being the new results.
 */
async function filterChange(page: Page): Promise<{ paint: number; results: number }> {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const select = page.getByTestId('filters-dialog').getByRole('combobox', { name: 'Theme' });
  await select.waitFor({ state: 'visible' });
  const theme = await select.locator('option').nth(1).getAttribute('value');
  await page.evaluate(() => {
    const w = window as unknown as { change: { start: number; paint: number; before: string } };
    // (No named functions in here: the bundler would wrap them in a helper the page lacks.)
    const before = Array.from(document.querySelectorAll('[data-testid="session-card"]'), (c) => c.textContent);
    w.change = { start: -1, paint: -1, before: before.join('\n') };
    window.addEventListener(
      'change',
      () => {
        w.change.start = performance.now();
        // The frame after the change: rendered by the second animation frame's callback.
        requestAnimationFrame(() => requestAnimationFrame(() => (w.change.paint = performance.now() - w.change.start)));
      },
      { capture: true, once: true },
    );
  });
  await select.selectOption(theme ?? '');
  const results = await page.waitForFunction(
    () => {
      const w = window as unknown as { change: { start: number; paint: number; before: string } };
      const now = Array.from(document.querySelectorAll('[data-testid="session-card"]'), (c) => c.textContent).join(
        '\n',
      );
      return now !== '' && now !== w.change.before && w.change.start >= 0 ? performance.now() - w.change.start : false;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  const paint = await page.waitForFunction(
    () => {
      const p = (window as unknown as { change: { paint: number } }).change.paint;
      return p >= 0 ? p : false;
    },
    undefined,
    { polling: 'raf' },
  );
  return { paint: (await paint.jsonValue()) as number, results: (await results.jsonValue()) as number };
}

/** Scrolls until `cards` cards are on the page; the long tasks (over 50 ms) meanwhile. */
async function scrollTo(page: Page, cards: number): Promise<{ count: number; longest: number; seconds: number }> {
  const supported = await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('longtask'));
  if (!supported) throw new Error('this browser does not report long tasks');
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  const started = Date.now();
  const cardsOnPage = page.getByTestId('session-card');
  while ((await cardsOnPage.count()) < cards) {
    const before = await cardsOnPage.count();
    await page.mouse.wheel(0, 4000);
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="session-card"]').length > n ||
        window.innerHeight + window.scrollY < document.body.scrollHeight - 10,
      before,
      { timeout: 10_000 },
    );
    if (Date.now() - started > 120_000) throw new Error('scrolling took over 2 minutes');
  }
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  return { count: longTasks.length, longest: Math.max(0, ...longTasks), seconds: (Date.now() - started) / 1000 };
}

const baseline: number[] = [];
const navigation: number[] = [];
const paint: number[] = [];
const results: number[] = [];
const scrolls: { count: number; longest: number; seconds: number }[] = [];
for (let run = 0; run < runs; run++) {
  const baselineContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  baseline.push(await navigationTo(await baselineContext.newPage(), base, '/notfound', 'text=PAGE NOT FOUND'));
  await baselineContext.close();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  navigation.push(await navigationTo(page, base, '/BENCH/vod', '[data-testid="session-card"]'));
  const change = await filterChange(page);
  paint.push(change.paint);
  results.push(change.results);
  await context.close();
  const scrollContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const list = await scrollContext.newPage();
  await navigationTo(list, base, '/BENCH/vod', '[data-testid="session-card"]');
  scrolls.push(await scrollTo(list, 500));
  await scrollContext.close();
  const s = scrolls.at(-1) as { count: number; longest: number; seconds: number };
  console.log(
    `run ${run + 1}: not-found ${fmt(baseline.at(-1) ?? 0)} ms, VOD list ${fmt(navigation.at(-1) ?? 0)} ms, filter → paint ${fmt(change.paint, 1)} ms, → results ${fmt(change.results, 1)} ms; 500 cards: ${s.count} long tasks, longest ${fmt(s.longest)} ms, ${fmt(s.seconds, 1)} s`,
  );
}
await stopAll();

console.log(`\n${runs} runs, medians, headless Chromium, 1440×900:\n`);
console.log('| measure | median | target |');
console.log('|---|---|---|');
console.log(`| navigation → not-found page shown (baseline) | ${fmt(median(baseline))} ms | |`);
console.log(`| navigation → on-demand list's first cards rendered | ${fmt(median(navigation))} ms | under 1,000 ms |`);
console.log(`| theme chosen → next paint | ${fmt(median(paint), 1)} ms | under 100 ms |`);
console.log(`| theme chosen → new results on screen | ${fmt(median(results), 1)} ms | |`);
console.log(
  `| scrolling to 500 cards: long tasks over 50 ms (median count; longest of all runs) | ${median(scrolls.map((s) => s.count))}; ${fmt(Math.max(...scrolls.map((s) => s.longest)))} ms | none |`,
);
