import type { TSessionItem } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowseAd } from './BrowseAd.tsx';
import type { TListEntry, TListView } from './browse-model.ts';
import { SESSION_GRID_COLUMNS } from './card-sizes.ts';
import { SessionCard } from './SessionCard.tsx';

type TCardListProps = {
  entries: TListEntry[];
  view: TListView;
  isPending: boolean;
  emptyText: string;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  onOpen: (item: TSessionItem) => void;
  'data-testid'?: string;
};

/**
 * Cards in grid or list view with infinite scroll (spec 2 §2.3): the next page is asked for
 * when the end of the list comes near the screen (IntersectionObserver); the Show more button
 * does the same for whoever does not scroll (keyboard, screen reader).
 */
export function CardList(props: TCardListProps) {
  const { entries, view, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, onOpen } = props;
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  // A new observer whenever a page comes in: its first report says whether the end is still in
  // view (a short page on a tall screen), which a kept observer would not report again.
  useEffect(() => {
    const element = sentinel.current;
    if (isPending || !hasNextPage || isFetchingNextPage || !element) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) fetchNextPage();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isPending, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (isPending) return <Typography sx={{ p: 2 }}>{t('browse.loading')}</Typography>;
  if (entries.length === 0)
    return (
      <Typography sx={{ p: 2 }} data-testid="list-empty">
        {props.emptyText}
      </Typography>
    );
  return (
    <Box>
      <Box
        component="ul"
        data-testid={props['data-testid']}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: view === 'grid' ? SESSION_GRID_COLUMNS : '1fr',
        }}
      >
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            <Box
              component="li"
              key={`item-${entry.item.id}`}
              sx={{ display: 'flex', minWidth: 0, '& > *': { flexGrow: 1 } }}
            >
              <SessionCard item={entry.item} view={view} onOpen={onOpen} />
            </Box>
          ) : (
            <Box component="li" key={`ad-${entry.ad.id}`} sx={{ minWidth: 0 }}>
              <BrowseAd ad={entry.ad} variant="inline" />
            </Box>
          ),
        )}
      </Box>
      <Box ref={sentinel} sx={{ textAlign: 'center', p: 2, minHeight: 1 }}>
        {isFetchingNextPage ? (
          <Typography role="status">{t('browse.loading')}</Typography>
        ) : hasNextPage ? (
          <Button onClick={() => fetchNextPage()}>{t('browse.more')}</Button>
        ) : null}
      </Box>
    </Box>
  );
}
