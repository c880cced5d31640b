// throwaway: per-page script list (gz KB)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startProcess, stopProcess } from './src/load.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-an-'));
const port = 3212;
const base = `http://127.0.0.1:${port}`;
const server = await startProcess(
  'node',
  [path.join(root, 'apps/server/dist/atrium.js'), 'serve'],
  { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: base },
  `${base}/healthz`,
);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const width = Number(process.env.W ?? 1280);
async function run(label: string, url: string, signed: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  if (signed) {
    const s = await (await fetch(`${base}/api/platform/DEMO`)).json();
    const form = new URLSearchParams({
      grant_type: 'password',
      username: process.env.WHO ?? 'attendee@demo.atrium.test',
      password: 'demo-password',
      platform_id: String(s.eventId),
    });
    const a = await (await fetch(`${base}/connect/token`, { method: 'POST', body: form })).json();
    const sub = JSON.parse(Buffer.from(a.access_token.split('.')[1], 'base64url').toString()).sub;
    await page.addInitScript(
      ([k, v, u]) => {
        localStorage.setItem(k, v);
        localStorage.setItem('userId', u);
      },
      [
        `atrium.tokens.${s.eventId}`,
        JSON.stringify({ accessToken: a.access_token, refreshToken: a.refresh_token, idToken: a.id_token }),
        String(sub),
      ] as const,
    );
  }
  const scripts: string[] = [];
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.pathname.endsWith('.js')) scripts.push(u.pathname);
  });
  await page.goto(base + url, { waitUntil: 'networkidle' });
  let total = 0;
  const rows = scripts
    .map((s) => {
      const gz = gzipSync(readFileSync(path.join(dist, s)), { level: 9 }).length;
      total += gz;
      return [s, gz] as const;
    })
    .sort((a, b) => b[1] - a[1]);
  console.log(`\n## ${label}: ${(total / 1024).toFixed(1)} KB in ${scripts.length}`);
  for (const [s, gz] of rows) console.log(`  ${(gz / 1024).toFixed(1).padStart(6)}  ${s}`);
  if (process.env.SHOT) await page.screenshot({ path: `/tmp/analysis/${label}.png` });
  await context.close();
}
await run('login', '/DEMO/login', false);
await run('visitor', '/DEMO', false);
await run('signed', '/DEMO', true);
await browser.close();
await stopProcess(server);
rmSync(dataDir, { recursive: true, force: true });
