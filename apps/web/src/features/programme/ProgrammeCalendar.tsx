import type { TCalendarSession } from '@atrium/contracts';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../platform/platform-context.tsx';
import { NewCalendarEntry, OldCalendarEntry } from './CalendarEntries.tsx';
import { CalendarGrid } from './CalendarGrid.tsx';
import { RoomToggles } from './RoomToggles.tsx';
import { eventClock } from './session-timing.ts';

type TProgrammeCalendarProps = {
  sessions: TCalendarSession[];
  day: string;
  isLoading: boolean;
  intervalHeight: number;
  isMobile: boolean;
  /** The room shown on a phone by the old calendar (the first room when null or gone). */
  mobileRoom: string | null;
  onMobileRoom: (room: string) => void;
  onOpenDialog: (session: TCalendarSession) => void;
  onOpenFromOldCalendar: (session: TCalendarSession) => void;
};

/**
 * spec 2 §2.1: the programme's calendar view: the new calendar (a session opens its dialog),
 * or the old one — by room on a phone, one room at a time chosen with the room toggle buttons.
 */
export function ProgrammeCalendar(props: TProgrammeCalendarProps) {
  const { sessions, day, isLoading, intervalHeight, isMobile, mobileRoom } = props;
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const rooms = useMemo(() => {
    const order = new Map<string, number>();
    for (const s of sessions) if (!order.has(s.category)) order.set(s.category, s.roomOrder);
    return [...order.keys()].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  }, [sessions]);
  const shownRoom = mobileRoom && rooms.includes(mobileRoom) ? mobileRoom : (rooms[0] ?? null);
  const roomSessions = useMemo(() => sessions.filter((s) => s.category === shownRoom), [sessions, shownRoom]);
  // The clock is read again for each day shown, and every minute for the "now" line.
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const nowMinute = useMemo(() => {
    const clock = eventClock(settings.timeZone, tick);
    return clock.day === day ? clock.minute : null;
  }, [day, settings.timeZone, tick]);

  if (isLoading) return <Typography sx={{ p: 2 }}>{t('programme.loading')}</Typography>;
  // The new calendar, and the old one on a desktop: the grid of rooms (the new one's sessions
  // open their dialog; the old one's open the session itself).
  if (settings.calendarNewView || !isMobile) {
    const isNew = settings.calendarNewView;
    return (
      <CalendarGrid
        sessions={sessions}
        day={day}
        intervalHeight={intervalHeight}
        nowMinute={nowMinute}
        Entry={isNew ? NewCalendarEntry : OldCalendarEntry}
        onActivate={isNew ? props.onOpenDialog : props.onOpenFromOldCalendar}
      />
    );
  }
  return (
    <>
      {rooms.length > 0 && shownRoom ? (
        <RoomToggles rooms={rooms} value={shownRoom} onChange={props.onMobileRoom} />
      ) : null}
      <CalendarGrid
        sessions={roomSessions}
        day={day}
        intervalHeight={intervalHeight}
        nowMinute={nowMinute}
        hideRoomHeader
        Entry={NewCalendarEntry}
        onActivate={props.onOpenFromOldCalendar}
      />
    </>
  );
}
