import type { TCalendarSession } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/index.ts';
import { formatShortDate } from '../../lib/day-format.ts';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import { clockTime, LIST_PAGE_SIZE } from './programme-model.ts';
import { useProgrammeLabel } from './programme-queries.ts';
import { SessionTargetButton } from './SessionTargetButton.tsx';
import { sessionTimings, type TSessionTiming } from './session-timing.ts';

/** How many ended sessions today's list shows above the first one not over. */
const ENDED_SHOWN = 3;

type TProgrammeListProps = {
  sessions: TCalendarSession[];
  isLoading: boolean;
  /** Pages of 25 shown (spec 2 §9). */
  page: number;
  onMore?: () => void;
  onOpen: (session: TCalendarSession) => void;
};

/** spec 2 §2.1: list rows with title, date, time, room and Join for live sessions; No Sessions, Loading.... */
export function ProgrammeList({ sessions, isLoading, page, onMore, onOpen }: TProgrammeListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = useProgrammeLabel();
  // The clock of the marks (past, now, next): read when the list is drawn, which follows the programme's refreshes.
  const [now] = useState(() => Date.now());
  const timings = sessionTimings(sessions, now);
  // Today's list opens where the day stands: the last ended sessions, then the first one not
  // over (scrolled to once) and a page after it; earlier ended sessions are one click away.
  const firstOpen = sessions.findIndex((s) => timings.get(s.id) !== 'past');
  const [showEarlier, setShowEarlier] = useState(false);
  const scrollTo = firstOpen > 0 ? sessions[firstOpen]?.id : undefined;
  const openRow = useRef<HTMLLIElement | null>(null);
  const scrolledTo = useRef<number | undefined>(undefined);
  // The earlier sessions shown: the focus goes to the first of them (the button it was on is gone).
  const list = useRef<HTMLUListElement | null>(null);
  useEffect(() => {
    if (showEarlier) list.current?.querySelector<HTMLElement>('h3 button')?.focus();
  }, [showEarlier]);
  useEffect(() => {
    if (scrollTo === undefined || scrolledTo.current === scrollTo || !openRow.current) return;
    scrolledTo.current = scrollTo;
    openRow.current.scrollIntoView({ block: 'start' });
  }, [scrollTo]);
  if (isLoading) return <Typography sx={{ p: 2 }}>{t('programme.loading')}</Typography>;
  if (sessions.length === 0) return <Typography sx={{ p: 2 }}>{t('programme.noSessions')}</Typography>;
  const earlier = showEarlier ? 0 : Math.max(firstOpen - ENDED_SHOWN, 0);
  const shown = sessions.slice(earlier, Math.max(firstOpen, 0) + Math.max(page, 1) * LIST_PAGE_SIZE);
  return (
    <Box>
      {earlier > 0 ? (
        <Box sx={{ textAlign: 'center', p: 1 }}>
          <Button onClick={() => setShowEarlier(true)} data-testid="programme-earlier">
            {t('programme.earlier', { count: earlier })}
          </Button>
        </Box>
      ) : null}
      <Box component="ul" ref={list} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="programme-list">
        {shown.map((session) => (
          <Box
            component="li"
            key={session.id}
            ref={session.id === scrollTo ? openRow : undefined}
            data-testid="programme-row"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 1.5,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
              borderLeft: 6,
              borderLeftColor: session.colour || 'divider',
              // Scrolled to at open: clear of the pinned banner above the list.
              scrollMarginTop: { xs: 64, md: 136 },
              // Ended sessions are marked by their "Ended" chip alone: faded or on a tinted ground,
              // their title links would fall below the contrast the theme's primary colour is
              // chosen for (4.5:1 on white).
            }}
            data-timing={timings.get(session.id)}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                <Link component="button" onClick={() => onOpen(session)} sx={{ textAlign: 'left', font: 'inherit' }}>
                  {session.title}
                </Link>
                {session.isLive ? (
                  <Chip label={t('programme.live')} color="accent" size="small" sx={{ ml: 1 }} />
                ) : null}
              </Typography>
              <Typography variant="body2">
                {formatShortDate(session.date, locale)} · {clockTime(session.start)}–{clockTime(session.end)}
                {session.roomName ? ` · ${label('room', session.roomName)}` : ''}
                {/* Beside the time, out of the heading: the title stays the session's name alone. */}
                <TimingMark timing={session.isLive ? undefined : timings.get(session.id)} />
              </Typography>
            </Box>
            {session.isLive ? <SessionTargetButton session={session} label={t('programme.join')} /> : null}
            <BookmarkToggle entityId={session.id} entityType="SESSION" title={session.title} />
          </Box>
        ))}
      </Box>
      {onMore && earlier + shown.length < sessions.length ? (
        <Box sx={{ textAlign: 'center', p: 2 }}>
          <Button onClick={onMore}>{t('programme.more')}</Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** "Ended", "Now" or "Next" beside a session's title. */
function TimingMark({ timing }: { timing: TSessionTiming | undefined }) {
  const { t } = useTranslation();
  if (!timing) return null;
  const label =
    timing === 'past'
      ? t('programme.timing.past')
      : timing === 'current'
        ? t('programme.timing.current')
        : t('programme.timing.next');
  return (
    <Chip
      label={label}
      size="small"
      variant={timing === 'past' ? 'outlined' : 'filled'}
      color={timing === 'next' ? 'primary' : 'default'}
      sx={{ ml: 1 }}
      data-testid="session-timing"
    />
  );
}
