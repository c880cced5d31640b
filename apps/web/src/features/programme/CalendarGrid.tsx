import type { TCalendarSession } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_INTERVAL_MINUTES, durationMinutes, formatMinutes, placeSessions } from './programme-model.ts';

type TCalendarGridProps = {
  sessions: TCalendarSession[];
  day: string;
  /** Pixel height of one 15-minute row (calendarIntervalHeight). */
  intervalHeight: number;
  renderEntry: (session: TCalendarSession, minutes: number) => ReactNode;
  /** Hide the room header (mobile: one room at a time). */
  hideRoomHeader?: boolean;
};

/**
 * spec 2 §2.1, §9: one day on a CSS grid: rooms are columns ordered by roomOrder, rows are
 * 15-minute intervals of `intervalHeight` px, hours labelled on the left.
 */
export function CalendarGrid({ sessions, day, intervalHeight, renderEntry, hideRoomHeader }: TCalendarGridProps) {
  const { t } = useTranslation();
  const grid = useMemo(() => placeSessions(sessions, day), [sessions, day]);
  if (grid.items.length === 0) return <Typography sx={{ p: 2 }}>{t('programme.noSessions')}</Typography>;
  const hours: number[] = [];
  for (let m = grid.startMinute; m < grid.endMinute; m += 60) hours.push(m);
  const headerRows = hideRoomHeader ? 0 : 1;
  const perHour = 60 / CALENDAR_INTERVAL_MINUTES;
  return (
    <Box sx={{ overflow: 'auto', maxWidth: '100%', border: 1, borderColor: 'divider' }} data-testid="calendar-grid">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `56px repeat(${grid.rooms.length}, minmax(${hideRoomHeader ? 200 : 150}px, 1fr))`,
          gridTemplateRows: `${hideRoomHeader ? '' : 'auto '}repeat(${grid.rowCount}, ${intervalHeight}px)`,
          minWidth: 'min-content',
        }}
      >
        {hideRoomHeader
          ? null
          : grid.rooms.map((room, i) => (
              <Box
                key={room}
                data-testid="calendar-room"
                sx={{
                  gridColumn: i + 2,
                  gridRow: 1,
                  position: 'sticky',
                  top: 0,
                  zIndex: 2,
                  bgcolor: 'background.paper',
                  borderBottom: 1,
                  borderLeft: 1,
                  borderColor: 'divider',
                  p: 1,
                  fontWeight: 600,
                  fontSize: '0.875rem',
                }}
              >
                {room}
              </Box>
            ))}
        {hours.map((minute, i) => (
          <Box
            key={minute}
            sx={{
              gridColumn: `1 / span ${grid.rooms.length + 1}`,
              gridRow: `${headerRows + 1 + i * perHour} / span ${perHour}`,
              borderTop: 1,
              borderColor: 'divider',
              fontSize: '0.75rem',
              px: 0.5,
              color: 'text.secondary',
            }}
          >
            {formatMinutes(minute)}
          </Box>
        ))}
        {grid.items.map(({ session, column, row, rowSpan }) => (
          <Box
            key={session.id}
            sx={{ gridColumn: column + 1, gridRow: `${headerRows + row} / span ${rowSpan}`, p: '2px', minWidth: 0 }}
          >
            {renderEntry(session, durationMinutes(session.start, session.end))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
