// Initial JavaScript of the login and welcome pages: every script the browser loads until the
// page is idle, sized gzipped (level 9) from the built files. Budget: under 200 KB per page.
// Usage: npm run bundle -w bench
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { fmt, startProcess, stopProcess } from './src/load.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
execSync('node scripts/ensure-built.mjs', { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
const port = 3211;
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  'node',
  [path.join(root, 'apps/server/dist/atrium.js'), 'serve'],
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: base },
  `${base}/healthz`,
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function measure(label: string, url: string, setup?: (page: import('@playwright/test').Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (setup) await setup(page);
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin === base && u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(base + url, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzipped = 0;
  for (const script of scripts) {
    const bytes = readFileSync(path.join(dist, script));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  await context.close();
  return { label, files: scripts.size, raw, gzipped };
}

const results = [];
results.push(await measure('login page (/DEMO/login)', '/DEMO/login'));
results.push(await measure('welcome page, visitor (/DEMO)', '/DEMO'));
results.push(
  await measure('welcome page, signed in (/DEMO)', '/DEMO', async (page) => {
    const form = new URLSearchParams({
      grant_type: 'password',
      username: 'attendee@demo.atrium.test',
      password: 'demo-password',
      platform_id: '1',
    });
    const tokens = await (await fetch(`${base}/connect/token`, { method: 'POST', body: form })).json();
    const sub = JSON.parse(Buffer.from(String(tokens.access_token).split('.')[1] ?? '', 'base64url').toString()).sub;
    await page.addInitScript(
      ([t, userId]) => {
        localStorage.setItem('atrium.tokens', JSON.stringify(t));
        localStorage.setItem('userId', String(userId));
      },
      [tokens, sub] as const,
    );
  }),
);
await browser.close();
await stopProcess(server);
rmSync(dataDir, { recursive: true, force: true });

console.log('\n| page | scripts | raw KB | gzipped KB | budget |');
console.log('|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.files} | ${fmt(r.raw / 1024, 1)} | ${fmt(r.gzipped / 1024, 1)} | ${r.gzipped < 200 * 1024 ? 'under 200 KB' : 'OVER 200 KB'} |`,
  );
}
