import { useEffect, useRef, useState } from 'react';
import { isSearchApplied, SEARCH_DEBOUNCE_MS } from './exhibition-model.ts';

/**
 * The search box's text: applied 600 ms after typing stops, when empty or at least 3 characters
 * long. The applied value lives in the URL; a URL change (Back) refills the box.
 */
export function useExpoSearch(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });
  useEffect(() => setText(applied), [applied]);
  useEffect(() => {
    const next = text.trim();
    if (next === applied || !isSearchApplied(next)) return;
    const timer = window.setTimeout(() => latestApply.current(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied]);
  return [text, setText] as const;
}
