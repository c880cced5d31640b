import type { TCalendarSession } from '@atrium/contracts';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, memo, type ReactNode, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../components/Loading.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { useLocale } from '../../i18n/index.ts';
import { tKey } from '../../i18n/keys.ts';
import { useAddressUpdate } from '../../lib/use-address-update.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useAppNavigate } from '../../shell/use-app-navigate.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { useTrace } from '../logs/trace-store.ts';
import ModulePage from '../modules/ModulePage.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { useCustomHtml } from '../platform/platform-queries.ts';
import { DateSelector } from './DateSelector.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { ProgrammeCalendar } from './ProgrammeCalendar.tsx';
import { FILTER_PANEL_ID, FilterSheet, FilterToggle } from './ProgrammeFilters.tsx';
import { ProgrammeList } from './ProgrammeList.tsx';
import {
  changeFilter,
  chooseDate,
  daysOf,
  filterFromSearch,
  matchesFilter,
  searchFromFilter,
  sessionTarget,
  type TFilterChange,
  type TProgrammeView,
  todayIn,
} from './programme-model.ts';
import { useProgramme, useSessionFilters } from './programme-queries.ts';

// The session dialog (MUI's dialog stack) and the mobile no-content alert load when first
// shown: the programme's first load does not need them.
const SessionDialog = lazy(() => import('./SessionDialog.tsx').then((module) => ({ default: module.SessionDialog })));
const NoContentAlert = lazy(() => import('./NoContentAlert.tsx'));

/** spec 2 §2.1: the programme page: the event's custom HTML when it has some, else the programme. */
export default function ProgrammePage() {
  const content = useCustomHtml({ kind: 'module', module: 'programme' });
  // The programme's data is asked for at once, alongside the custom HTML, instead of one
  // answer after the other: the filters (which give the days), and the day most likely shown
  // (the URL's, else today's). A wrong guess costs one small answer; the view asks for the
  // right day once it knows the days.
  const { settings } = usePlatform();
  const [search] = useSearchParams();
  useSessionFilters();
  useProgramme(filterFromSearch(search).date ?? todayIn(settings.timeZone));
  if (content.isPending) return <Loading />;
  if (content.data?.html) return <ModulePage module="programme" titleKey={tKey('menu.programme')} trace="Programme" />;
  return <ProgrammeView />;
}

/** The session dialog's state lives in the URL (`?session=ID`), so it can be linked and closed with Back. */
function useSessionDialogParam() {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('session'));
  const sessionId = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const open = useCallback(
    (id: number) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set('session', String(id));
        return next;
      }),
    [setSearch],
  );
  const close = useCallback(
    () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('session');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { sessionId, open, close };
}

const NO_DATES: string[] = [];

/** The page's title with the list / calendar switch (memoised: a filter change leaves it alone). */
const ProgrammeHeader = memo(function ProgrammeHeader(props: {
  title: string;
  view: TProgrammeView;
  onView: (view: TProgrammeView) => void;
  isMobile: boolean;
  areFiltersShown: boolean;
  onToggleFilters: () => void;
}) {
  const { title, view, onView, isMobile } = props;
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
      {/* On a phone the banner already shows the page's title: the heading stays for screen readers only. */}
      <Typography component="h1" variant="h4" sx={isMobile ? visuallyHidden : { flexGrow: 1 }}>
        {title}
      </Typography>
      <FilterToggle isShown={props.areFiltersShown} onToggle={props.onToggleFilters} />
      {isMobile ? <Box sx={{ flexGrow: 1 }} /> : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_, next: TProgrammeView | null) => next && onView(next)}
        aria-label={t('programme.viewLabel')}
      >
        <ToggleButton value="list">{t('programme.views.list')}</ToggleButton>
        <ToggleButton value="calendar">{t('programme.views.calendar')}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
});

/**
 * spec 2 §2.1 user-programme mode (my programme): the same views, days and filters over the
 * signed-in person's bookmarked sessions (all days, asked for once), offering only the days that
 * hold one, under its own title, with what follows the view (the calendar feed).
 */
export type TUserProgramme = {
  sessions: TCalendarSession[];
  isLoading: boolean;
  title: string;
  after?: ReactNode;
};

export function ProgrammeView({ mine }: { mine?: TUserProgramme }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { settings, eventCode } = usePlatform();
  const isMobile = useIsMobile();
  const navigate = useAppNavigate();
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const dialog = useSessionDialogParam();
  const [noContentOpen, setNoContentOpen] = useState(false);
  // Mounted from its first showing on, so that it can close with its animation.
  const [noContentShown, setNoContentShown] = useState(false);
  const closeNoContent = useCallback(() => setNoContentOpen(false), []);
  const [mobileRoom, setMobileRoom] = useState<string | null>(null);
  // Desktop: the filter column, hidden for a wider calendar (at first below 1200 px, where it
  // would leave room for three or four rooms beside the pinned menu); phone: the filter sheet, closed.
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [desktopFilters, setDesktopFilters] = useState(isWide);
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const areFiltersShown = isMobile ? isSheetOpen : desktopFilters;
  const toggleFilters = useCallback(
    () => (isMobile ? setIsSheetOpen((open) => !open) : setDesktopFilters((shown) => !shown)),
    [isMobile],
  );

  const view: TProgrammeView = filter.view ?? (settings.programmeListViewDefault ? 'list' : 'calendar');
  const options = useSessionFilters();
  // My programme offers the days of its bookmarked sessions only, not every programme day: a
  // day that can only show "No Sessions" is a dead end for someone looking at their own
  // agenda, and the default day (today if present, else the first) lands on a bookmarked day.
  const myDays = useMemo(() => (mine ? daysOf(mine.sessions) : NO_DATES), [mine]);
  const dates = mine ? myDays : (options.data?.dates ?? NO_DATES);
  const date = chooseDate(dates, todayIn(settings.timeZone), filter.date);
  const programme = useProgramme(date, { enabled: !mine });

  const title =
    mine?.title ||
    (locale === 'fr' ? programme.data?.title_fr : programme.data?.title_en) ||
    programme.data?.title ||
    t('programme.title');
  usePageTitle(title);
  useTrace(mine ? 'MyProgramme' : 'Programme', { title });

  // The page's callbacks keep their identity and read the latest filter and state, so the
  // memoised parts (date selector, header, filter rows, calendar entries) re-render only
  // when what they show changes.
  const change = useAddressUpdate(filterFromSearch, searchFromFilter);
  const update = useCallback((next: TFilterChange) => change((latest) => changeFilter(latest, next)), [change]);
  const setView = useCallback((next: TProgrammeView) => change((latest) => ({ ...latest, view: next })), [change]);
  const onDate = useCallback((next: string) => update({ date: next }), [update]);

  const daySessions = useMemo(
    () => (mine ? mine.sessions.filter((s) => s.date === date) : (programme.data?.sessions ?? [])),
    [mine, date, programme.data],
  );
  const sessions = useMemo(() => daySessions.filter((s) => matchesFilter(s, filter)), [daySessions, filter]);
  const isLoading = options.isPending || (mine ? mine.isLoading : Boolean(date) && programme.isPending);
  const intervalHeight = programme.data?.calendarIntervalHeight ?? settings.calendarIntervalHeight;

  // spec 2 §2.1: the old calendar opens the session (external link, internal path or session
  // route) on desktop; on mobile, and in the new calendar, a session opens its dialog.
  // The entries' callbacks keep their identity (they read the latest state), so a filter
  // change re-renders only the entries whose place changes.
  const latest = useRef({ isMobile, eventCode, navigate, openDialog: dialog.open });
  useLayoutEffect(() => {
    latest.current = { isMobile, eventCode, navigate, openDialog: dialog.open };
  });
  const openFromOldCalendar = useCallback((session: TCalendarSession) => {
    const current = latest.current;
    if (current.isMobile) {
      if (!session.hasContent) {
        setNoContentShown(true);
        setNoContentOpen(true);
      }
      current.openDialog(session.id);
      return;
    }
    const target = sessionTarget(session, current.eventCode);
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else if (target.kind === 'internal') current.navigate(target.path);
    // Nothing to open: its dialog, as the new calendar does, rather than a click that does nothing.
    else current.openDialog(session.id);
  }, []);
  const openDialog = useCallback((session: TCalendarSession) => latest.current.openDialog(session.id), []);

  const body =
    view === 'list' ? (
      <ProgrammeList
        sessions={sessions}
        isLoading={isLoading}
        page={filter.page}
        onMore={() => setSearch(searchFromFilter({ ...filter, page: filter.page + 1 }))}
        onOpen={(session) => dialog.open(session.id)}
      />
    ) : (
      <ProgrammeCalendar
        sessions={sessions}
        day={date ?? ''}
        isLoading={isLoading}
        intervalHeight={intervalHeight}
        isMobile={isMobile}
        mobileRoom={mobileRoom}
        onMobileRoom={setMobileRoom}
        onOpenDialog={openDialog}
        onOpenFromOldCalendar={openFromOldCalendar}
      />
    );

  const dateVariant = isMobile ? 'dropdown' : view === 'calendar' && !settings.calendarNewView ? 'tabs' : 'buttons';
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', minWidth: 0 }}>
      {isMobile || !desktopFilters ? null : (
        <Box
          id={FILTER_PANEL_ID}
          sx={{ width: 240, flexShrink: 0, borderRight: 1, borderColor: 'divider', alignSelf: 'stretch' }}
        >
          <FilterPanel options={options.data} filter={filter} onChange={update} />
        </Box>
      )}
      {isMobile ? (
        <FilterSheet
          isOpen={isSheetOpen}
          onClose={() => setIsSheetOpen(false)}
          options={options.data}
          filter={filter}
          onChange={update}
        />
      ) : null}
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, md: 3 } }}>
        <ProgrammeHeader
          title={title}
          view={view}
          onView={setView}
          isMobile={isMobile}
          areFiltersShown={areFiltersShown}
          onToggleFilters={toggleFilters}
        />
        <Box sx={{ mb: 2 }}>
          <DateSelector dates={dates} value={date} onChange={onDate} variant={dateVariant} />
        </Box>
        <Box component="section" aria-label={title} data-testid={`programme-${view}`}>
          {body}
        </Box>
        {mine?.after}
      </Box>
      {dialog.sessionId !== null ? (
        <Suspense fallback={null}>
          <SessionDialog sessionId={dialog.sessionId} onClose={dialog.close} fullScreen={isMobile} />
        </Suspense>
      ) : null}
      {noContentShown ? (
        <Suspense fallback={null}>
          <NoContentAlert open={noContentOpen} onClose={closeNoContent} />
        </Suspense>
      ) : null}
    </Box>
  );
}
