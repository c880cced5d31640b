import { useEffect, useSyncExternalStore } from 'react';
import type { TTrace } from './logs-api.ts';

/**
 * The trace of the page on screen (spec 1 §4.11): a page sets it while it is shown; the
 * activity logger sends it when it changes and every TRACE_INTERVAL_MS while it is set.
 */
let current: TTrace | null = null;
const listeners = new Set<() => void>();

function sameTrace(a: TTrace | null, b: TTrace | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function setTrace(next: TTrace | null): void {
  if (sameTrace(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

export function getTrace(): TTrace | null {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentTrace(): TTrace | null {
  return useSyncExternalStore(subscribe, getTrace, getTrace);
}

/** Records a page trace while the calling page is shown; `page` undefined records none. */
export function useTrace(page: string | undefined, details: Omit<TTrace, 'page'> = {}): void {
  const { title, entityId1, entityId2 } = details;
  useEffect(() => {
    if (!page) return;
    setTrace({ page, title, entityId1, entityId2 });
    return () => setTrace(null);
  }, [page, title, entityId1, entityId2]);
}
