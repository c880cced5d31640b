import type { TCalendarSession } from '@atrium/contracts';
import Headphones from '@mui/icons-material/Headphones';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FocusEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import { clockTime, entryLineCount, showsTimeAndLabel } from './programme-model.ts';

const entrySx = (session: TCalendarSession) =>
  ({
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    justifyContent: 'flex-start',
    textAlign: 'left',
    overflow: 'hidden',
    p: 0.5,
    borderRadius: 1,
    bgcolor: session.colour || 'grey.200',
    color: session.textColour || 'text.primary',
    fontSize: '0.8rem',
    lineHeight: 1.25,
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
  }) as const;

type TEntryProps = { session: TCalendarSession; minutes: number; onActivate: (session: TCalendarSession) => void };

/**
 * spec 2 §2.1, old calendar (desktop): hovering (or focusing) shows a popover with title,
 * type, theme, moderators, speakers and the bookmark toggle; a session without content shows
 * the no-content message there. The popover sits right after the entry, so the toggle comes
 * next in the keyboard order.
 */
export function OldCalendarEntry({ session, onActivate }: TEntryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <Box
      sx={{ position: 'relative', height: '100%' }}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <ButtonBase
        sx={entrySx(session)}
        onClick={() => onActivate(session)}
        aria-describedby={open ? popoverId : undefined}
        data-testid="calendar-entry"
      >
        <Box component="span" sx={{ fontWeight: 600 }}>
          {clockTime(session.start)} {session.title}
        </Box>
        {session.isLive ? <Chip label={t('programme.live')} size="small" color="error" /> : null}
      </ButtonBase>
      {open ? (
        <Paper
          id={popoverId}
          role="tooltip"
          elevation={8}
          data-testid="calendar-popover"
          sx={{ position: 'absolute', top: '100%', left: 0, zIndex: 5, width: 280, p: 1.5 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{session.title}</Typography>
          {session.type ? <Typography variant="body2">{session.type}</Typography> : null}
          {session.theme ? <Typography variant="body2">{session.theme}</Typography> : null}
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
      ) : null}
    </Box>
  );
}

/**
 * spec 2 §2.1, new calendar: title, LIVE chip, headphones when translated; time and label
 * from 20 minutes; at most minutes / 10 lines.
 */
export function NewCalendarEntry({ session, minutes, onActivate }: TEntryProps) {
  const { t } = useTranslation();
  const lines = entryLineCount(minutes);
  const detailed = showsTimeAndLabel(minutes);
  return (
    <ButtonBase sx={entrySx(session)} onClick={() => onActivate(session)} data-testid="calendar-entry">
      <Box component="span" sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {session.isLive ? <Chip label={t('programme.live')} size="small" color="error" /> : null}
        {session.translation ? (
          <>
            <Headphones fontSize="small" aria-hidden />
            <Box component="span" sx={visuallyHidden}>
              {t('programme.translation')}
            </Box>
          </>
        ) : null}
      </Box>
      <Box
        component="span"
        sx={{
          fontWeight: 600,
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: lines,
          overflow: 'hidden',
        }}
      >
        {session.title}
      </Box>
      {detailed ? (
        <Box component="span">
          {clockTime(session.start)}–{clockTime(session.end)}
          {session.label ? ` · ${session.label}` : ''}
        </Box>
      ) : null}
    </ButtonBase>
  );
}
