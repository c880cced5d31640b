import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The built server + SPA, on embedded defaults with the demo event, in a data folder of its own. */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys that neither change the demo event's shared state nor count on it staying still:
 * they read it (sign in, look), or make an event or an account of their own.
 */
const INDEPENDENT = [
  'app-sign-in',
  'closed-event',
  'consent-phone',
  'dead-ends',
  'demo-video',
  'disabled-account',
  'external-sign-in',
  'forgot-password',
  'home-vod',
  'keyboard-sign-in',
  'mobile-drawer',
  'not-found',
  'offline-programme',
  'player-video',
  'polls',
  'programme-layout',
  'programme-admin',
  'reminders',
  'security-headers',
  'session-images',
  'session-only-sign-in',
  'settings-version',
].map((name) => new RegExp(`[\\/]${name}\\.spec\\.ts$`));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two workers: the journeys that change or count the demo event's shared state (its settings
  // and consent, the demo accounts' chats, messages, bookmarks, uploads, visits) run one file at
  // a time in `demo`, while those that only read it or make an event of their own run beside
  // them in `independent`. A new journey goes in `demo` unless it touches nothing shared.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL,
    // An action or a wait that cannot happen fails on its own step, naming it, well before the test's limit.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'independent',
      testMatch: INDEPENDENT,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'demo',
      testIgnore: INDEPENDENT,
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `node ${path.resolve(import.meta.dirname, '../apps/server/dist/atrium.js')} serve`,
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
  },
});
