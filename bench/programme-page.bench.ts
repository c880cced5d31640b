// The programme page in headless Chromium with a ~1,000-session, 60-room programme imported:
// time from navigation to the calendar being rendered, time from a filter change to the next
// paint, and the gzipped JavaScript the page loads. The baseline, in the same browser and run,
// is the not-found page (the app's smallest full page): navigation to its text on screen.
// Usage: npx tsx bench/programme-page.bench.ts [--runs 7]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { importBenchEvent, parisToday, startBenchServer } from './src/bench-server.ts';
import { ensureBuilt, root } from './src/built.ts';
import { launchChromium, navigationTo } from './src/chromium.ts';
import { generateSchedule } from './src/generate-schedule.ts';
import { fmt, median } from './src/load.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);
const dist = path.join(root, 'apps/web/dist');
ensureBuilt();

const server = await startBenchServer(3231);
const { base } = server;
const scheduleFile = path.join(server.dataDir, 'congress.schedule.json');
writeFileSync(scheduleFile, generateSchedule({ rooms: 60, days: 2, start: parisToday() }));
console.log(importBenchEvent(server, scheduleFile, ['demandGdpr=false']).report);

const browser = await launchChromium();

/** Milliseconds from a click on the first room filter until the next frame after the page changed. */
async function filterToPaint(page: Page): Promise<number> {
  const box = page.getByTestId('filter-panel').getByRole('checkbox').last();
  await box.waitFor({ state: 'visible' });
  const handle = await box.elementHandle();
  return page.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const target =
          document.querySelector('[data-testid="programme-calendar"], [data-testid="programme-list"]') ?? document.body;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
        });
        observer.observe(target, { childList: true, subtree: true, attributes: true, characterData: true });
        const start = performance.now();
        (el as HTMLElement).click();
      }),
    handle,
  );
}

const baseline: number[] = [];
const calendar: number[] = [];
const filter: number[] = [];
let scripts = new Set<string>();
for (let run = 0; run < runs; run++) {
  // A fresh context for each page: nothing cached, like a first visit. (The programme page
  // used to open in the baseline's context, so it found the app's start code in the cache.)
  const baselineContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await baselineContext.newPage();
  baseline.push(await navigationTo(page, base, '/notfound', 'text=PAGE NOT FOUND'));
  await baselineContext.close();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const programme = await context.newPage();
  const loaded = new Set<string>();
  programme.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin === base && u.pathname.endsWith('.js')) loaded.add(u.pathname);
  });
  calendar.push(
    await navigationTo(programme, base, '/BENCH/programme?view=calendar', '[data-testid="calendar-entry"]'),
  );
  filter.push(await filterToPaint(programme));
  await programme.waitForLoadState('networkidle');
  scripts = loaded;
  await context.close();
  console.log(
    `run ${run + 1}: not-found ${fmt(baseline.at(-1) ?? 0)} ms, calendar ${fmt(calendar.at(-1) ?? 0)} ms, filter → paint ${fmt(filter.at(-1) ?? 0, 1)} ms`,
  );
}
await browser.close();

let gzipped = 0;
for (const script of scripts) gzipped += gzipSync(readFileSync(path.join(dist, script)), { level: 9 }).length;
await server.stop();

console.log(`\n${runs} runs, medians, headless Chromium, 1440×900:\n`);
console.log('| measure | median | target |');
console.log('|---|---|---|');
console.log(`| navigation → not-found page shown (baseline) | ${fmt(median(baseline))} ms | |`);
console.log(`| navigation → programme calendar rendered | ${fmt(median(calendar))} ms | under 1,000 ms |`);
console.log(`| room filter click → next paint | ${fmt(median(filter), 1)} ms | under 100 ms |`);
console.log(
  `| JavaScript loaded by the programme page (${scripts.size} files), gzipped | ${fmt(gzipped / 1024, 1)} KB | |`,
);
