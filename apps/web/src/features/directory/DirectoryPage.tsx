import type { TDirectoryPerson } from '@atrium/contracts';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { AppButton } from '../../components/AppButton.tsx';
import { TextInput } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { Text } from '../../components/Text.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { useTrace } from '../logs/trace-store.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { useCustomHtml } from '../platform/platform-queries.ts';
import { DirectoryCard, DirectoryCardList } from './DirectoryCard.tsx';
import { DirectoryDialogs, type TDirectoryDialog } from './DirectoryDialogs.tsx';
import {
  DIRECTORY_PAGES,
  directoryStateFromSearch,
  displayName,
  searchWithText,
  showsDirectoryCount,
  type TDirectoryKind,
} from './directory-model.ts';
import { useDirectoryList } from './directory-queries.ts';
import { useDirectorySearch } from './use-directory-search.ts';

/**
 * The module page shows the event's custom HTML in place of the directory: loaded only then (the
 * first chunk lists what each page's chunk needs at once, so every static import counts there).
 */
const ModulePage = lazy(() => import('../modules/ModulePage.tsx'));

/** How many pages a bookmark link may load to find its person (25 a page). */
const MAX_PAGES_TO_FIND = 40;
/** The scroll-to-top button shows once the page has scrolled this far. */
const SCROLL_TOP_AFTER_PX = 600;

/**
 * spec 2 §2.7: the all-participants or speakers page: the event's custom HTML for it when it
 * has some, else the directory.
 */
export function DirectoryPage({ kind }: { kind: TDirectoryKind }) {
  const page = DIRECTORY_PAGES[kind];
  const content = useCustomHtml({ kind: 'module', module: page.module });
  // The first page of people is asked for alongside the custom HTML, not after it.
  const [search] = useSearchParams();
  useDirectoryList(kind, directoryStateFromSearch(search).search);
  if (content.isPending) return <Loading />;
  if (content.data?.html)
    return (
      <Suspense fallback={<Loading />}>
        <ModulePage module={page.module} titleKey={page.titleKey} trace={page.trace} />
      </Suspense>
    );
  return <Directory kind={kind} />;
}

function Directory({ kind }: { kind: TDirectoryKind }) {
  const { t } = useTranslation();
  const page = DIRECTORY_PAGES[kind];
  const title = t(page.titleKey);
  usePageTitle(title);
  useTrace(page.trace, { title });
  const isMobile = useIsMobile();
  const { settings } = usePlatform();
  const session = useSession();
  const myUserId = isAuthenticated(session) ? session.userId : null;

  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => directoryStateFromSearch(search), [search]);
  const latestSearch = useRef(search);
  useLayoutEffect(() => {
    latestSearch.current = search;
  });
  // A search being typed replaces the entry, so that Back leaves the page rather than the letters.
  const onSearch = useCallback(
    (text: string) => setSearch(searchWithText(latestSearch.current, text), { replace: true }),
    [setSearch],
  );
  const [text, setText] = useDirectorySearch(state.search, onSearch);

  const list = useDirectoryList(kind, state.search);
  const people = useMemo(() => list.pages?.flatMap((p) => p.items) ?? [], [list.pages]);
  const total = list.pages?.[0]?.total;

  const [dialog, setDialog] = useState<TDirectoryDialog>(null);
  const onProgramme = useCallback((person: TDirectoryPerson) => setDialog({ kind: 'programme', person }), []);
  const onBiography = useCallback((person: TDirectoryPerson) => setDialog({ kind: 'biography', person }), []);
  const onMessage = useCallback((person: TDirectoryPerson) => {
    // The private chat boxes' store loads on the first message (the shell loads it for its own boxes).
    void import('../messages/conversations-store.ts').then((store) =>
      store.openConversationWithUser({ userId: person.userId, userName: displayName(person) }),
    );
  }, []);

  const target = useBookmarkedPerson(state.id, people, list);

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }}>
      <Text component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Text>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <Box sx={{ flex: '1 1 240px', maxWidth: 480 }}>
          <TextInput
            type="search"
            size="small"
            label={kind === 'speakers' ? t('directory.searchSpeakers') : t('directory.searchParticipants')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Box>
        {/* spec 2 §2.7: the count found beside the search, on wide screens, when the event shows it. */}
        {!isMobile && showsDirectoryCount(kind, settings.show) ? (
          <Box role="status" data-testid="directory-count" sx={{ pb: 1, typography: 'body1' }}>
            {total !== undefined ? t('directory.found', { count: total }) : ''}
          </Box>
        ) : null}
      </Box>
      <Box component="section" aria-label={t('directory.results')}>
        <DirectoryGrid
          kind={kind}
          people={people}
          isPending={list.isPending}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
          targetId={target}
          myUserId={myUserId}
          isMobile={isMobile}
          onProgramme={onProgramme}
          onBiography={onBiography}
          onMessage={onMessage}
        />
      </Box>
      {!isMobile ? <ScrollToTop /> : null}
      <DirectoryDialogs dialog={dialog} onClose={() => setDialog(null)} fullScreen={isMobile} />
    </Box>
  );
}

/**
 * A bookmark link (`?id=`) brings its person's card into view: the pages load until the person
 * is among them (within reason), then their card is scrolled to, focused and highlighted once.
 */
function useBookmarkedPerson(
  id: number | null,
  people: TDirectoryPerson[],
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => void; pages?: unknown[] },
): number | null {
  const isLoaded = id !== null && people.some((person) => person.userId === id);
  const pageCount = list.pages?.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (id === null || isLoaded || !hasNextPage || isFetchingNextPage || pageCount === 0) return;
    if (pageCount < MAX_PAGES_TO_FIND) fetchNextPage();
  }, [id, isLoaded, hasNextPage, isFetchingNextPage, pageCount, fetchNextPage]);

  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (id === null || !isLoaded || shown.current === id) return;
    shown.current = id;
    const card = document.querySelector<HTMLElement>(`[data-testid="directory-card"][data-user-id="${id}"]`);
    if (!card) return;
    card.scrollIntoView({ block: 'center' });
    card.focus({ preventScroll: true });
  }, [id, isLoaded]);
  return isLoaded ? id : null;
}

type TDirectoryGridProps = {
  kind: TDirectoryKind;
  people: TDirectoryPerson[];
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  targetId: number | null;
  myUserId: number | null;
  isMobile: boolean;
  onProgramme: (person: TDirectoryPerson) => void;
  onBiography: (person: TDirectoryPerson) => void;
  onMessage: (person: TDirectoryPerson) => void;
};

/**
 * The cards with infinite scroll (spec 2 §2.7): the next page is asked for when the end of the
 * grid comes near the screen (IntersectionObserver); the Show more button does the same for
 * whoever does not scroll (keyboard, screen reader). One column on a phone.
 */
function DirectoryGrid(props: TDirectoryGridProps) {
  const { people, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
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

  if (isPending) return <Text sx={{ p: 2 }}>{t('directory.loading')}</Text>;
  if (people.length === 0)
    return (
      <Text sx={{ p: 2 }} data-testid="directory-empty">
        {t('directory.empty')}
      </Text>
    );
  return (
    <Box>
      <DirectoryCardList data-testid="directory-list">
        {people.map((person) => (
          <li key={person.userId}>
            <DirectoryCard
              person={person}
              kind={props.kind}
              myUserId={props.myUserId}
              isMobile={props.isMobile}
              isHighlighted={person.userId === props.targetId}
              onProgramme={props.onProgramme}
              onBiography={props.onBiography}
              onMessage={props.onMessage}
            />
          </li>
        ))}
      </DirectoryCardList>
      <Box ref={sentinel} sx={{ textAlign: 'center', p: 2, minHeight: 1 }}>
        {isFetchingNextPage ? (
          <Box role="status">{t('directory.loading')}</Box>
        ) : hasNextPage ? (
          <AppButton onClick={() => fetchNextPage()}>{t('directory.more')}</AppButton>
        ) : null}
      </Box>
    </Box>
  );
}

/** spec 2 §2.7: back to the top of a long directory (not on phones), once the page has scrolled. */
function ScrollToTop() {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const update = () => setIsShown(window.scrollY > SCROLL_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!isShown) return null;
  const toTop = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  };
  return (
    // Sticky at the bottom of the page's start side: the private chat boxes hold the other corner.
    <Box sx={{ position: 'sticky', bottom: 16, display: 'flex', pointerEvents: 'none', mt: 2 }}>
      <Box sx={{ pointerEvents: 'auto' }}>
        <AppButton variant="contained" startIcon={<VerticalAlignTop fontSize="small" />} onClick={toTop}>
          {t('directory.scrollToTop')}
        </AppButton>
      </Box>
    </Box>
  );
}
