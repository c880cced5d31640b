import type { TCalendarSession } from '@atrium/contracts';
import Headphones from '@mui/icons-material/Headphones';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { type FocusEvent, memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import { clockTime, entryLineCount, showsTimeAndLabel } from './programme-model.ts';
import { useProgrammeLabel } from './programme-queries.ts';

/** The session's own colours; the grid's stylesheet gives the rest (and the defaults). */
const entryColours = (session: TCalendarSession) => ({
  backgroundColor: session.colour || undefined,
  color: session.textColour || undefined,
});

export type TEntryProps = {
  session: TCalendarSession;
  minutes: number;
  onActivate: (session: TCalendarSession) => void;
};

/**
 * spec 2 §2.1, old calendar (desktop): hovering (or focusing) shows a popover with title,
 * type, theme, moderators, speakers and the bookmark toggle; a session without content shows
 * the no-content message there. The popover sits right after the entry, so the toggle comes
 * next in the keyboard order.
 */
export const OldCalendarEntry = memo(function OldCalendarEntry({ session, minutes, onActivate }: TEntryProps) {
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState<HTMLButtonElement | null>(null);
  // The title is cut with an ellipsis where the entry ends (the LIVE mark takes a line); the
  // whole title stays in the button's text for screen readers, and in the popover.
  const lines = Math.max(1, entryLineCount(minutes) - (session.isLive ? 1 : 0));
  const popoverId = useId();
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only follows hover and focus of the entry and popover inside it; the button is the control.
    <div
      className="cal-anchor"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="cal-entry"
        style={entryColours(session)}
        ref={setEntry}
        onClick={() => onActivate(session)}
        aria-describedby={open ? popoverId : undefined}
        data-testid="calendar-entry"
      >
        <span className="cal-entry-title cal-entry-clamped" style={{ WebkitLineClamp: lines }}>
          {clockTime(session.start)} {session.title}
        </span>
        {session.isLive ? <LiveMark /> : null}
      </button>
      {open && entry ? <EntryPopover id={popoverId} session={session} anchor={entry} /> : null}
    </div>
  );
});

/**
 * The popover's placement: under the entry's start, turned over (above, or to a side) when the
 * window has no room there, and slid back inside the window (8 px from its edges) rather than
 * cut. Fixed to the window, it is not clipped by the calendar's scroll area either.
 */
const POPOVER_MODIFIERS = [
  {
    name: 'flip',
    options: { fallbackPlacements: ['top-start', 'bottom-end', 'top-end', 'left-start', 'right-start'] },
  },
  { name: 'preventOverflow', options: { rootBoundary: 'viewport', padding: 8 } },
];

/**
 * The old calendar's popover: the session's details and its bookmark toggle. It stays in the
 * page right after its entry (no portal), so the toggle comes next in the keyboard order.
 */
function EntryPopover({ id, session, anchor }: { id: string; session: TCalendarSession; anchor: HTMLElement }) {
  const { t } = useTranslation();
  const label = useProgrammeLabel();
  return (
    <Popper
      open
      anchorEl={anchor}
      placement="bottom-start"
      disablePortal
      popperOptions={{ strategy: 'fixed' }}
      modifiers={POPOVER_MODIFIERS}
      sx={{ zIndex: 'tooltip' }}
    >
      <Paper
        id={id}
        role="tooltip"
        elevation={8}
        className="cal-popover"
        data-testid="calendar-popover"
        sx={{ width: 280, maxWidth: 'calc(100vw - 16px)', p: 1.5 }}
      >
        <Typography sx={{ fontWeight: 600 }}>{session.title}</Typography>
        {session.type ? <Typography variant="body2">{label('type', session.type)}</Typography> : null}
        {session.theme ? <Typography variant="body2">{label('theme', session.theme)}</Typography> : null}
        {session.moderatorLine1 ? (
          <Typography variant="body2">
            {t('programme.fields.moderators')}: {session.moderatorLine1}
          </Typography>
        ) : null}
        {session.speakers.length ? (
          <Typography variant="body2">
            {t('programme.fields.speakers')}: {session.speakers.join(', ')}
          </Typography>
        ) : null}
        {session.hasContent ? null : (
          <Typography variant="body2" sx={{ fontStyle: 'italic', mt: 0.5 }}>
            {t('programme.noContent')}
          </Typography>
        )}
        <BookmarkToggle entityId={session.id} entityType="SESSION" title={session.title} size="small" />
      </Paper>
    </Popper>
  );
}

/** The LIVE mark of an entry (a small chip in the theme's error colour). */
function LiveMark() {
  const { t } = useTranslation();
  return <span className="cal-live">{t('programme.live')}</span>;
}

/** Headphones for a translated session, with its meaning for screen readers. */
function TranslationMark() {
  const { t } = useTranslation();
  return (
    <>
      <Headphones fontSize="small" aria-hidden />
      <Box component="span" sx={visuallyHidden}>
        {t('programme.translation')}
      </Box>
    </>
  );
}

/**
 * spec 2 §2.1, new calendar: title, LIVE chip, headphones when translated; time and label
 * from 20 minutes; at most minutes / 10 lines.
 */
export const NewCalendarEntry = memo(function NewCalendarEntry({ session, minutes, onActivate }: TEntryProps) {
  const lines = entryLineCount(minutes);
  const detailed = showsTimeAndLabel(minutes);
  return (
    <button
      type="button"
      className="cal-entry"
      style={entryColours(session)}
      onClick={() => onActivate(session)}
      data-testid="calendar-entry"
    >
      <span className="cal-entry-badges">
        {session.isLive ? <LiveMark /> : null}
        {session.translation ? <TranslationMark /> : null}
      </span>
      <span className="cal-entry-title cal-entry-clamped" style={{ WebkitLineClamp: lines }}>
        {session.title}
      </span>
      {detailed ? (
        <span>
          {clockTime(session.start)}–{clockTime(session.end)}
          {session.label ? ` · ${session.label}` : ''}
        </span>
      ) : null}
    </button>
  );
});
