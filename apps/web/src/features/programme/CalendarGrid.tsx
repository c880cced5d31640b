import type { TCalendarSession } from '@atrium/contracts';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ComponentType, memo, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import type { TEntryProps } from './CalendarEntries.tsx';
import {
  CALENDAR_INTERVAL_MINUTES,
  durationMinutes,
  formatMinutes,
  nowLinePlace,
  nowScrollRow,
  placeSessions,
} from './programme-model.ts';
import { useProgrammeLabel } from './programme-queries.ts';

type TCalendarGridProps = {
  sessions: TCalendarSession[];
  day: string;
  /** Pixel height of one 15-minute row (calendarIntervalHeight). */
  intervalHeight: number;
  /** The entry drawn for each session; kept by identity, like `onActivate`, so unchanged entries skip rendering. */
  Entry: ComponentType<TEntryProps>;
  onActivate: (session: TCalendarSession) => void;
  /** Hide the room header (mobile: one room at a time). */
  hideRoomHeader?: boolean;
  /** Today's current minute of the day (event time): the grid opens scrolled to it. */
  nowMinute?: number | null;
};

/**
 * The grid's one stylesheet: the hundreds of cells and entries of a day carry class names
 * from it and only their own grid position (and the session's colours) inline, so drawing
 * them costs no per-element style work. It is written once per mount (a memoised global
 * style scoped by `.cal-grid`), not on every render of the grid. (`content-visibility` on
 * the cells was tried: its visibility tracking of hundreds of cells made a filter change
 * slower, not faster.)
 */
const gridStyles = (theme: Theme) => ({
  '.cal-grid': { display: 'grid', minWidth: 'min-content' },
  '.cal-grid .cal-room': {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: theme.palette.background.paper,
    borderBottom: `1px solid ${theme.palette.divider}`,
    borderLeft: `1px solid ${theme.palette.divider}`,
    padding: theme.spacing(1),
    fontWeight: 600,
    fontSize: '0.875rem',
  },
  // The hour line spans the rooms; its label sits in the time column, which stays in view
  // while the rooms scroll sideways (the room header row stays while the hours scroll).
  '.cal-grid .cal-hour': { borderTop: `1px solid ${theme.palette.divider}` },
  '.cal-grid .cal-hour-label': {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    borderTop: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
    fontSize: '0.75rem',
    padding: theme.spacing(0, 0.5),
    color: theme.palette.text.secondary,
  },
  '.cal-grid .cal-corner': {
    position: 'sticky',
    top: 0,
    left: 0,
    zIndex: 3,
    backgroundColor: theme.palette.background.paper,
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '.cal-grid .cal-cell': {
    padding: 2,
    minWidth: 0,
  },
  '.cal-grid .cal-entry': {
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'flex-start',
    textAlign: 'left',
    overflow: 'hidden',
    margin: 0,
    border: 0,
    padding: theme.spacing(0.5),
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.grey[200],
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: '0.8rem',
    lineHeight: 1.25,
    cursor: 'pointer',
    outline: 0,
    '&:hover': { filter: 'brightness(0.94)' },
    '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  },
  '.cal-grid .cal-entry-title': { fontWeight: 600 },
  '.cal-grid .cal-entry-clamped': { display: '-webkit-box', WebkitBoxOrient: 'vertical', overflow: 'hidden' },
  '.cal-grid .cal-entry-badges': { display: 'flex', gap: theme.spacing(0.5), alignItems: 'center', flexWrap: 'wrap' },
  '.cal-grid .cal-live': {
    display: 'inline-block',
    padding: theme.spacing(0, 1),
    borderRadius: 12,
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
    fontSize: '0.8125rem',
    lineHeight: '24px',
  },
  '.cal-grid .cal-anchor': { position: 'relative', height: '100%' },
  // Today's current time across every room; it lets clicks through to the sessions under it.
  '.cal-grid .cal-now': { position: 'relative', zIndex: 1, pointerEvents: 'none' },
  '.cal-grid .cal-now-line': {
    position: 'absolute',
    left: 0,
    right: 0,
    height: 0,
    borderTop: `2px solid ${theme.palette.error.main}`,
  },
  '.cal-grid .cal-now-line::before': {
    content: '""',
    position: 'absolute',
    left: -5,
    top: -6,
    width: 10,
    height: 10,
    borderRadius: '50%',
    backgroundColor: theme.palette.error.main,
  },
});

const GridStyles = memo(function GridStyles() {
  return <GlobalStyles styles={gridStyles} />;
});

type TCellProps = {
  session: TCalendarSession;
  column: number;
  row: number;
  rowSpan: number;
  Entry: ComponentType<TEntryProps>;
  onActivate: (session: TCalendarSession) => void;
};

/** One session's place on the grid: re-rendered only when its session, place or entry kind changes. */
const Cell = memo(function Cell({ session, column, row, rowSpan, Entry, onActivate }: TCellProps) {
  return (
    <div className="cal-cell" style={{ gridColumn: column, gridRow: `${row} / span ${rowSpan}` }}>
      <Entry session={session} minutes={durationMinutes(session.start, session.end)} onActivate={onActivate} />
    </div>
  );
});

/**
 * The narrowest room column, in px: about seven rooms beside the filters at 1440 px, and titles
 * still readable; narrower below 1200 px (six rooms beside the pinned menu at 1024 px, where the
 * filter column starts hidden); wider on a phone, where one room shows at a time.
 */
const ROOM_COLUMN_PX = 124;
const NARROW_ROOM_COLUMN_PX = 110;
const PHONE_ROOM_COLUMN_PX = 200;

/** How many room columns the window can show at once: the ones drawn first. */
function firstColumns(columnPx: number): number {
  return Math.ceil((typeof window === 'undefined' ? 1920 : window.innerWidth) / columnPx) + 1;
}

/**
 * spec 2 §2.1, §9: one day on a CSS grid: rooms are columns ordered by roomOrder, rows are
 * 15-minute intervals of `intervalHeight` px, hours labelled on the left.
 *
 * A day can hold dozens of rooms and hundreds of sessions. A new day is drawn in two steps:
 * first the sessions of the room columns the window can show, then, as a low-priority
 * update right after, all the others, so the first paint does not wait for the off-screen
 * columns. Every session is in the document (and the keyboard order) a moment later.
 */
export function CalendarGrid(props: TCalendarGridProps) {
  const { sessions, day, intervalHeight, Entry, onActivate, hideRoomHeader, nowMinute = null } = props;
  const { t } = useTranslation();
  const label = useProgrammeLabel();
  const grid = useMemo(() => placeSessions(sessions, day), [sessions, day]);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Today opens at the sessions running now, their titles under the room header (nowScrollRow),
  // as many rows as the area shows below that header; other days at their start.
  const isToday = nowScrollRow(nowMinute, grid, 0) !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per day shown, not on every minute or filter change.
  useEffect(() => {
    const area = scrollRef.current;
    if (!isToday || !area) return;
    const header = area.querySelector<HTMLElement>('.cal-room')?.offsetHeight ?? 0;
    const row = nowScrollRow(nowMinute, grid, (area.clientHeight - header) / intervalHeight);
    if (row !== null) area.scrollTop = row * intervalHeight;
  }, [day, isToday]);
  const [completeDay, setCompleteDay] = useState<string | null>(null);
  const complete = completeDay === day;
  useEffect(() => {
    if (!complete) startTransition(() => setCompleteDay(day));
  }, [complete, day]);
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const columnPx = hideRoomHeader ? PHONE_ROOM_COLUMN_PX : isNarrow ? NARROW_ROOM_COLUMN_PX : ROOM_COLUMN_PX;
  const shownColumns = complete || hideRoomHeader ? Number.POSITIVE_INFINITY : firstColumns(columnPx);
  if (grid.items.length === 0) return <Typography sx={{ p: 2 }}>{t('programme.noSessions')}</Typography>;
  const hours: number[] = [];
  for (let m = grid.startMinute; m < grid.endMinute; m += 60) hours.push(m);
  const headerRows = hideRoomHeader ? 0 : 1;
  const perHour = 60 / CALENDAR_INTERVAL_MINUTES;
  const now = nowLinePlace(nowMinute, grid);
  return (
    <Box
      ref={scrollRef}
      // Its own scroll area in both directions, as high as the window allows: the room header row
      // and the time column stay in view while it scrolls.
      sx={{
        overflow: 'auto',
        maxWidth: '100%',
        maxHeight: 'max(420px, calc(100vh - 140px))',
        border: 1,
        borderColor: 'divider',
      }}
      data-testid="calendar-grid"
    >
      <GridStyles />
      <div
        className="cal-grid"
        style={{
          gridTemplateColumns: `56px repeat(${grid.rooms.length}, minmax(${columnPx}px, 1fr))`,
          gridTemplateRows: `${hideRoomHeader ? '' : 'auto '}repeat(${grid.rowCount}, ${intervalHeight}px)`,
        }}
      >
        {hideRoomHeader
          ? null
          : grid.rooms.map((room, i) => (
              <div
                key={room}
                className="cal-room"
                data-testid="calendar-room"
                style={{ gridColumn: i + 2, gridRow: 1 }}
              >
                {label('room', room)}
              </div>
            ))}
        {hideRoomHeader ? null : <div className="cal-corner" style={{ gridColumn: 1, gridRow: 1 }} />}
        {hours.map((minute, i) => (
          <div
            key={minute}
            className="cal-hour"
            style={{
              gridColumn: `2 / span ${grid.rooms.length}`,
              gridRow: `${headerRows + 1 + i * perHour} / span ${perHour}`,
            }}
          />
        ))}
        {hours.map((minute, i) => (
          <div
            key={`label-${minute}`}
            className="cal-hour-label"
            style={{ gridColumn: 1, gridRow: `${headerRows + 1 + i * perHour} / span ${perHour}` }}
          >
            {formatMinutes(minute)}
          </div>
        ))}
        {now && nowMinute !== null ? (
          <div
            className="cal-now"
            data-testid="calendar-now-line"
            style={{ gridColumn: `2 / span ${grid.rooms.length}`, gridRow: headerRows + now.row }}
          >
            <div className="cal-now-line" style={{ top: `${now.offset * 100}%` }} />
            <span style={visuallyHidden}>{t('programme.nowLine', { time: formatMinutes(nowMinute) })}</span>
          </div>
        ) : null}
        {grid.items.map(({ session, column, row, rowSpan }) =>
          column > shownColumns ? null : (
            <Cell
              key={session.id}
              session={session}
              column={column + 1}
              row={headerRows + row}
              rowSpan={rowSpan}
              Entry={Entry}
              onActivate={onActivate}
            />
          ),
        )}
      </div>
    </Box>
  );
}
