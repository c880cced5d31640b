import { type Browser, chromium, type Page } from '@playwright/test';

/** Debian's Chromium, headless (CHROMIUM_PATH overrides where it is). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Milliseconds from the start of navigation to `base + url` until `selector` is on screen (after a paint). */
export async function navigationTo(page: Page, base: string, url: string, selector: string): Promise<number> {
  await page.goto(base + url, { waitUntil: 'commit' });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
  return page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))));
}

/**
 * Chromium for a bench that also runs a server: `stopAll` closes both, and an uncaught error
 * closes both before the process exits (a failed run must not leave the port taken).
 */
export async function launchChromiumWith(server: { stop: () => Promise<void> }) {
  const browser = await launchChromium();
  const stopAll = async () => {
    await browser.close().catch(() => {});
    await server.stop();
  };
  process.on('uncaughtException', async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
  return { browser, stopAll };
}
