import { type Browser, chromium, type Page } from '@playwright/test';

/** Debian's Chromium, headless (CHROMIUM_PATH overrides where it is). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * Milliseconds from the start of navigation to `base + url` until `selector` is on screen: a CSS
 * selector (an element with a box) or `text=…` (the page's text holds it, case aside). The page
 * itself checks on every animation frame and keeps the time it first saw it, so that the figure
 * carries neither the driver's polling steps nor a round trip to it.
 */
export async function navigationTo(page: Page, base: string, url: string, selector: string): Promise<number> {
  await page.goto(base + url, { waitUntil: 'commit' });
  const shownAt = await page.waitForFunction(
    (wanted) => {
      const shown = wanted.startsWith('text=')
        ? (document.body?.innerText ?? '').toLowerCase().includes(wanted.slice(5).toLowerCase())
        : Array.from(document.querySelectorAll(wanted)).some((element) => element.getClientRects().length > 0);
      return shown ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout: 30_000 },
  );
  return (await shownAt.jsonValue()) as number;
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
