import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading.tsx';
import { tKey } from '../../i18n/keys.ts';
import { useAddressUpdate } from '../../lib/use-address-update.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { useTrace } from '../logs/trace-store.ts';
import ModulePage from '../modules/ModulePage.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { useCustomHtml } from '../platform/platform-queries.ts';
import { BrowseAd } from './BrowseAd.tsx';
import { BrowseFiltersDialog } from './BrowseFiltersDialog.tsx';
import {
  browseFilterFromSearch,
  countActiveFilters,
  filterFields,
  listAds,
  searchFromBrowseFilter,
  showsCount,
  type TBrowseFilterChange,
  type TListView,
  withInlineAds,
} from './browse-model.ts';
import { useBrowseFilters, useListAds, useSessionList } from './browse-queries.ts';
import { CardList } from './CardList.tsx';
import { LIST_PAGE_PADDING } from './card-sizes.ts';
import { ListToolbar } from './ListToolbar.tsx';
import { useCardOpen } from './use-card-open.tsx';
import { useKeptPage } from './use-kept-page.ts';

type TListKind = 'vod' | 'poster';

const PAGES = {
  vod: { module: 'vod', titleKey: tKey('menu.vod'), trace: 'Vod' },
  poster: { module: 'poster', titleKey: tKey('menu.posters'), trace: 'Posters' },
} as const;

/**
 * spec 2 §2.3: the VOD or poster page: the event's custom HTML for it when it has some, else
 * the list.
 */
export function SessionListPage({ kind }: { kind: TListKind }) {
  const page = PAGES[kind];
  const content = useCustomHtml({ kind: 'module', module: page.module });
  // The list's first page is asked for alongside the custom HTML, not after it.
  const [search] = useSearchParams();
  useSessionList(kind, browseFilterFromSearch(search));
  if (content.isPending) return <Loading />;
  if (content.data?.html) return <ModulePage module={page.module} titleKey={page.titleKey} trace={page.trace} />;
  return <SessionList kind={kind} />;
}

function SessionList({ kind }: { kind: TListKind }) {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const isMobile = useIsMobile();
  const isPoster = kind === 'poster';
  const title = t(PAGES[kind].titleKey);
  usePageTitle(title);
  useTrace(PAGES[kind].trace, { title });

  const [search] = useSearchParams();
  const filter = useMemo(() => browseFilterFromSearch(search), [search]);
  const view: TListView = filter.view ?? 'grid';
  const fields = filterFields(kind, settings);
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);

  const change = useAddressUpdate(browseFilterFromSearch, searchFromBrowseFilter);
  const update = useCallback((next: TBrowseFilterChange) => change((current) => ({ ...current, ...next })), [change]);
  // A search being typed replaces the entry, so that Back leaves the list rather than the letters.
  const onSearch = useCallback((text: string) => change((current) => ({ ...current, search: text }), true), [change]);
  const onView = useCallback((next: TListView) => change((current) => ({ ...current, view: next }), true), [change]);

  const list = useSessionList(kind, filter);
  useKeptPage(list);
  const options = useBrowseFilters(isPoster);
  const ads = listAds(kind, useListAds(kind).data ?? []);
  const { onOpen, dialogs } = useCardOpen();
  const items = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);
  const entries = useMemo(() => withInlineAds(items, ads.inline), [items, ads.inline]);
  const total = list.data?.pages[0]?.total;
  const countText =
    showsCount(kind, settings.show) && total !== undefined
      ? isPoster
        ? t('browse.list.postersFound', { count: total })
        : t('browse.list.vodFound', { count: total })
      : null;

  return (
    <Box sx={{ ...LIST_PAGE_PADDING, minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {ads.banner ? (
        <Box sx={{ mb: 2 }}>
          <BrowseAd ad={ads.banner} variant="banner" />
        </Box>
      ) : null}
      <ListToolbar
        searchLabel={isPoster ? t('browse.list.searchPosters') : t('browse.list.searchVod')}
        search={filter.search}
        onSearch={onSearch}
        filterCount={countActiveFilters(filter)}
        onOpenFilters={() => setIsFiltersOpen(true)}
        view={view}
        onView={onView}
        countText={countText}
      />
      <Box component="section" aria-label={t('browse.list.results')}>
        <CardList
          data-testid={`${kind}-list`}
          entries={entries}
          view={view}
          isPending={list.isPending}
          emptyText={t('browse.empty')}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          onOpen={onOpen}
        />
      </Box>
      <BrowseFiltersDialog
        open={isFiltersOpen}
        onClose={() => setIsFiltersOpen(false)}
        options={options.data}
        fields={fields}
        filter={filter}
        onChange={update}
        isPoster={isPoster}
        fullScreen={isMobile}
      />
      {dialogs}
    </Box>
  );
}
