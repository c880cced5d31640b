import { queryClient } from '../api/query-client.ts';

/** How long the page must have fetched nothing (no query, no file) to count as shown. */
const QUIET_MS = 500;
/** A page that never goes quiet (a live stream, a poll) still gets its deferred work this long after loading. */
const LATEST_MS = 5_000;

let isShown = false;
let waiting: (() => void)[] | null = null;

function settled(): void {
  isShown = true;
  performance.mark('atrium:after-first-screen');
  const ready = waiting ?? [];
  waiting = null;
  for (const task of ready) task();
}

/** Waits for the page's first screen: loaded, then nothing fetched for QUIET_MS, then an idle moment. */
function watch(): void {
  let lastActivity = performance.now();
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver(() => {
          lastActivity = performance.now();
        })
      : null;
  observer?.observe({ type: 'resource', buffered: false });
  const started = performance.now();
  const check = () => {
    if (queryClient.isFetching() > 0) lastActivity = performance.now();
    const now = performance.now();
    if (now - lastActivity < QUIET_MS && now - started < LATEST_MS) {
      setTimeout(check, 100);
      return;
    }
    observer?.disconnect();
    if (typeof requestIdleCallback === 'function') requestIdleCallback(settled, { timeout: 1_000 });
    else setTimeout(settled, 0);
  };
  check();
}

/**
 * Runs `task` once the first screen has been shown: the page has loaded and then fetched
 * nothing (no query, no script, no image) for half a second. What a first screen does not need
 * but the app wants soon after — the hub's client for the banner's online dot — loads then, so
 * that it neither delays nor competes with the page (docs/PERFORMANCE.md: initial JavaScript).
 * After the first screen, tasks run at once.
 */
export function afterFirstScreen(task: () => void): void {
  if (isShown) {
    task();
    return;
  }
  if (waiting) {
    waiting.push(task);
    return;
  }
  waiting = [task];
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
}
