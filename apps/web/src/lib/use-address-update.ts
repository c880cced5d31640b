import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A stable callback that changes a page's filter kept in the address. It starts from the address
 * bar itself, not from the last render: a change made right after another (a keyword ticked just
 * after a theme was chosen, before the page re-rendered) keeps the first one.
 */
export function useAddressUpdate<TFilter>(
  parse: (search: URLSearchParams) => TFilter,
  serialise: (filter: TFilter) => URLSearchParams,
): (next: (current: TFilter) => TFilter, replace?: boolean) => void {
  const [, setSearch] = useSearchParams();
  const latest = useRef({ parse, serialise, setSearch });
  useLayoutEffect(() => {
    latest.current = { parse, serialise, setSearch };
  });
  return useCallback((next, replace = false) => {
    const { parse: read, serialise: write, setSearch: set } = latest.current;
    set(write(next(read(new URLSearchParams(window.location.search)))), { replace });
  }, []);
}
