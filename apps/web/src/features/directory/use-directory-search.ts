import { useEffect, useRef, useState } from 'react';
import { DIRECTORY_SEARCH_DEBOUNCE_MS, isSearchApplied } from './directory-model.ts';

/**
 * The search box's text (spec 2 §4 "Participant search", §5): applied 600 ms after typing
 * stops, when empty (clearing resets the list) or at least 3 characters long. The applied value
 * lives in the URL; a URL change (Back) refills the box.
 */
export function useDirectorySearch(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });
  useEffect(() => setText(applied), [applied]);
  useEffect(() => {
    const next = text.trim();
    if (next === applied || !isSearchApplied(next)) return;
    const timer = window.setTimeout(() => latestApply.current(next), DIRECTORY_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied]);
  return [text, setText] as const;
}
