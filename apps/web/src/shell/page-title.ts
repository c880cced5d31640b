import { useEffect, useSyncExternalStore } from 'react';

/**
 * The title of the page on screen: shown in the mobile banner (spec 1 §2.5) and used for the
 * document title so each page announces itself to screen readers and browser history.
 */
let title = '';
const listeners = new Set<() => void>();

function setPageTitle(next: string): void {
  if (next === title) return;
  title = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageTitleValue(): string {
  return useSyncExternalStore(
    subscribe,
    () => title,
    () => title,
  );
}

/** Sets the page title while the calling page is shown (the event root adds the event title to the document title). */
export function usePageTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    setPageTitle(pageTitle ?? '');
  }, [pageTitle]);
}
