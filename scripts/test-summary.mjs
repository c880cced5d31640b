// Adds up the JSON reports of every test tier of this run, prints the ten slowest tests (so that
// the next slow one is seen when it comes) and one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../test-results/', import.meta.url);
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
/** Every test's duration, and every file's (set-up included): { name, ms }. */
const durations = [];
const files = [];

/** Playwright nests suites (files, describe blocks) holding specs, each run once per project. */
function playwrightDurations(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      durations.push({ name: `${file} › ${spec.title}`, ms });
    }
  }
  for (const child of suite.suites ?? []) playwrightDurations(child, file);
}

for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    const p = report.stats.expected + (report.stats.flaky ?? 0);
    const f = report.stats.unexpected;
    passed += p;
    failed += f;
    skipped += report.stats.skipped ?? 0;
    lines.push(`${file}: ${p} passed, ${f} failed`);
    for (const suite of report.suites ?? []) {
      const before = durations.length;
      playwrightDurations(suite, suite.file ?? suite.title);
      const ms = durations.slice(before).reduce((sum, d) => sum + d.ms, 0);
      files.push({ name: suite.file ?? suite.title, ms });
    }
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    lines.push(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    for (const result of report.testResults ?? []) {
      const where = String(result.name ?? '').replace(/^.*?\/(apps|packages)\//, '$1/');
      files.push({
        name: `${where} (${file.replace(/^vitest-|\.json$/g, '')})`,
        ms: (result.endTime ?? 0) - (result.startTime ?? 0),
      });
      for (const a of result.assertionResults ?? [])
        durations.push({ name: `${where} › ${a.title}`, ms: a.duration ?? 0 });
    }
  }
}
for (const line of lines) console.log(`  ${line}`);
for (const [title, list] of [
  ['the ten slowest tests', durations],
  ['the ten slowest files (the time of their tests)', files],
]) {
  const slowest = list.sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (slowest.length === 0) continue;
  console.log(`${title}:`);
  for (const { name, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
