// Adds up the JSON reports of every test tier of this run and prints one closing line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = new URL('../test-results/', import.meta.url);
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
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
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    lines.push(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  }
}
for (const line of lines) console.log(`  ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
