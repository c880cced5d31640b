import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { pageFromSearch, searchWithPage } from './browse-model.ts';

type TPagedList = {
  data?: { pages: unknown[] };
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The list's `page` kept in the address (spec 2 §4): each page the infinite scroll loads is
 * written there (replacing the entry, so Back leaves the list), and an address with `page=n`
 * loads the pages up to n again, so that a reload or a shared link comes back where it was.
 * A change of filters writes an address without `page`: the list starts again at 1.
 */
export function useKeptPage(list: TPagedList) {
  const [search, setSearch] = useSearchParams();
  // The page to come back to, read once: the pages loaded afterwards are the reader's.
  const target = useRef(pageFromSearch(search));
  const loaded = list.data?.pages.length ?? 0;

  useEffect(() => {
    if (loaded > 0 && loaded < target.current && list.hasNextPage && !list.isFetchingNextPage)
      void list.fetchNextPage();
  }, [loaded, list]);

  useEffect(() => {
    if (loaded === 0 || (loaded < target.current && list.hasNextPage)) return;
    target.current = 1;
    if (pageFromSearch(search) !== loaded) setSearch((current) => searchWithPage(current, loaded), { replace: true });
  }, [loaded, list.hasNextPage, search, setSearch]);
}
