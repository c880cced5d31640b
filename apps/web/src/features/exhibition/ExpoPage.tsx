import FilterAlt from '@mui/icons-material/FilterAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextInput } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { tKey } from '../../i18n/keys.ts';
import { useAddressUpdate } from '../../lib/use-address-update.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { useTrace } from '../logs/trace-store.ts';
import { useCustomHtml } from '../platform/platform-queries.ts';
import { ExpoFiltersDialog } from './ExpoFiltersDialog.tsx';
import {
  countExpoFilters,
  expoFilterFromSearch,
  searchFromExpoFilter,
  type TExpoFilterChange,
} from './exhibition-model.ts';
import { useSponsorFilters, useSponsorList } from './exhibition-queries.ts';
import { ScrollToTop } from './ScrollToTop.tsx';
import { SponsorGroup } from './SponsorGroup.tsx';
import { useExpoSearch } from './use-expo-search.ts';

// The module page (the event's custom HTML) is a chunk of its own already: asked for only when used.
const ModulePage = lazy(() => import('../modules/ModulePage.tsx'));

const TITLE_KEY = tKey('menu.exhibition');
const TRACE = 'Expo';

/** spec 2 §2.5: /{eventCode}/expo, the event's custom HTML for it when it has some, else the exhibition. */
export default function ExpoPage() {
  const content = useCustomHtml({ kind: 'module', module: 'expo' });
  // The sponsors are asked for alongside the custom HTML, not after it.
  const [search] = useSearchParams();
  useSponsorList(expoFilterFromSearch(search));
  if (content.isPending) return <Loading />;
  if (content.data?.html)
    return (
      <Suspense fallback={<Loading />}>
        <ModulePage module="expo" titleKey={TITLE_KEY} trace={TRACE} />
      </Suspense>
    );
  return <Exhibition />;
}

function Exhibition() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const title = t(TITLE_KEY);
  usePageTitle(title);
  useTrace(TRACE, { title });

  const [search] = useSearchParams();
  const filter = useMemo(() => expoFilterFromSearch(search), [search]);
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const change = useAddressUpdate(expoFilterFromSearch, searchFromExpoFilter);
  const update = useCallback((next: TExpoFilterChange) => change((current) => ({ ...current, ...next })), [change]);
  // A search being typed replaces the entry, so that Back leaves the page rather than the letters.
  const onSearch = useCallback((text: string) => change((current) => ({ ...current, search: text }), true), [change]);
  const [text, setText] = useExpoSearch(filter.search, onSearch);

  const list = useSponsorList(filter);
  const options = useSponsorFilters();
  const count = countExpoFilters(filter);
  const groups = list.data?.groups ?? [];

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }} id="expo-title" tabIndex={-1}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <Box sx={{ flex: '1 1 240px', maxWidth: 480 }}>
          <TextInput
            type="search"
            size="small"
            label={t('exhibition.search')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Box>
        <Button
          variant="outlined"
          startIcon={<FilterAlt fontSize="small" />}
          aria-haspopup="dialog"
          onClick={() => setIsFiltersOpen(true)}
          data-testid="expo-filters-button"
        >
          {count > 0 ? t('exhibition.filters.openCount', { count }) : t('exhibition.filters.open')}
        </Button>
        <Typography role="status" data-testid="expo-count" sx={{ flexBasis: '100%' }}>
          {list.data ? t('exhibition.found', { count: list.data.total }) : ''}
        </Typography>
      </Box>
      <Box component="section" aria-label={t('exhibition.results')} data-testid="expo-list">
        {list.isPending ? (
          <Loading />
        ) : groups.length === 0 ? (
          <Typography sx={{ p: 2 }} data-testid="expo-empty">
            {list.isError ? t('exhibition.loadFailed') : t('exhibition.empty')}
          </Typography>
        ) : (
          groups.map((group) => <SponsorGroup key={group.id} group={group} isMobile={isMobile} />)
        )}
      </Box>
      <ExpoFiltersDialog
        open={isFiltersOpen}
        onClose={() => setIsFiltersOpen(false)}
        options={options.data}
        filter={filter}
        onChange={update}
        fullScreen={isMobile}
      />
      {isMobile ? null : <ScrollToTop targetId="expo-title" />}
    </Box>
  );
}
