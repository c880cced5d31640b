import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureBuilt, root } from './src/built.ts';
import { fmt, startProcess, stopProcess } from './src/load.ts';

const { values } = parseArgs({
  options: { files: { type: 'boolean', default: false }, port: { type: 'string', default: '3211' } },
});
const listFiles = values.files;
const dist = path.join(root, 'apps/web/dist');
ensureBuilt();

const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
const port = Number(values.port);
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

type TPage = import('@playwright/test').Page;

async function measure(
  label: string,
  url: string,
  options: { setup?: (page: TPage) => Promise<void>; check?: (page: TPage) => Promise<void> } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (options.setup) await options.setup(page);
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin === base && u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(base + url, { waitUntil: 'networkidle' });
  // A measurement of the wrong page (a visitor instead of a signed-in user, say) is worse than none.
  if (options.check) await options.check(page);
  let raw = 0;
  let gzipped = 0;
  const sizes: [string, number][] = [];
  for (const script of scripts) {
    const bytes = readFileSync(path.join(dist, script));
    const packed = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzipped += packed;
    sizes.push([script, packed]);
  }
  await context.close();
  if (listFiles) {
    console.log(`\n${label}:`);
    for (const [script, packed] of sizes.sort((a, b) => b[1] - a[1]))
      console.log(`  ${fmt(packed / 1024, 1)} KB  ${script}`);
  }
  return { label, files: scripts.size, raw, gzipped };
}

async function expectVisible(page: TPage, testId: string) {
  await page.getByTestId(testId).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/**
 * Signs the demo attendee in the way the app does after a remembered sign-in: the tokens of
 * platform P live in localStorage under `atrium.tokens.P` as { accessToken, refreshToken,
 * idToken } (apps/web/src/auth/token-storage.ts), and the user id under `userId`.
 */
async function signInAsAttendee(page: TPage) {
  const settings = (await (await fetch(`${base}/api/platform/DEMO`)).json()) as { eventId: number };
  const form = new URLSearchParams({
    grant_type: 'password',
    username: 'attendee@demo.atrium.test',
    password: 'demo-password',
    platform_id: String(settings.eventId),
  });
  const response = await fetch(`${base}/connect/token`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const answer = (await response.json()) as { access_token: string; refresh_token: string; id_token: string };
  const sub = JSON.parse(Buffer.from(answer.access_token.split('.')[1] ?? '', 'base64url').toString()).sub;
  const stored = { accessToken: answer.access_token, refreshToken: answer.refresh_token, idToken: answer.id_token };
  await page.addInitScript(
    ([key, tokens, userId]) => {
      localStorage.setItem(key, tokens);
      localStorage.setItem('userId', userId);
    },
    [`atrium.tokens.${settings.eventId}`, JSON.stringify(stored), String(sub)] as const,
  );
}

const results = [];
results.push(
  await measure('login page (/DEMO/login)', '/DEMO/login', { check: (page) => expectVisible(page, 'login-form') }),
);
results.push(
  await measure('welcome page, visitor (/DEMO)', '/DEMO', {
    check: async (page) => {
      await expectVisible(page, 'welcome-content');
      if ((await page.getByTestId('welcome-name').count()) > 0) throw new Error('the visitor is signed in');
    },
  }),
);
results.push(
  await measure('welcome page, signed in (/DEMO)', '/DEMO', {
    setup: signInAsAttendee,
    // The demo attendee has not answered the consent DEMO demands: the dialog opens at once,
    // the heaviest first screen of a signed-in user.
    check: async (page) => {
      await expectVisible(page, 'welcome-name');
      await expectVisible(page, 'welcome-content');
      await expectVisible(page, 'profile-dialog');
    },
  }),
);
await browser.close();
await stopProcess(server);
rmSync(dataDir, { recursive: true, force: true });

console.log('\n| page | scripts | raw KB | gzipped KB | budget |');
console.log('|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.files} | ${fmt(r.raw / 1024, 1)} | ${fmt(r.gzipped / 1024, 1)} | ${r.gzipped < 200 * 1024 ? `under 200 KB (${fmt(200 * 1024 - r.gzipped)} bytes to spare)` : `OVER 200 KB (by ${fmt(r.gzipped - 200 * 1024 + 1)} bytes)`} |`,
  );
}
