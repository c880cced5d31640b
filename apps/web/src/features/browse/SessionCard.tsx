import type { TSessionItem } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatListingDate } from '../../lib/listing-date.ts';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { type TListView, thumbnailFor } from './browse-model.ts';
import { useBrowseLabel } from './browse-queries.ts';
import { LaunchButton } from './LaunchButton.tsx';
import { SponsorBadge } from './SponsorBadge.tsx';

type TSessionCardProps = {
  item: TSessionItem;
  view: TListView;
  /** The card's title was chosen: launch, the poster's dialog or the no-content dialog (the page decides). */
  onOpen: (item: TSessionItem) => void;
};

/**
 * spec 2 §2.3–2.4, §4: a session or poster card: its picture (fallback order), title, start date,
 * speaker, room, type and theme; a live session has its LIVE tag and Join button; signed-in users have
 * the bookmark toggle. The title is the card's one button, so a list of 25 stays 25 tab stops
 * (plus Join and the toggle).
 */
export const SessionCard = memo(function SessionCard({ item, view, onOpen }: TSessionCardProps) {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const label = useBrowseLabel(item.isAPoster);
  const isList = view === 'list';
  // spec 2 §9: the lists' date format, DD/MM/YYYY HH:mm (the start, in the event's time zone).
  const date = formatListingDate(item.start, settings.timeZone);
  const details = [
    item.speakerName,
    item.roomName && !item.isAPoster ? label('room', item.roomName) : '',
    item.type ? label('type', item.type) : '',
    item.theme ? label('theme', item.theme) : '',
  ].filter(Boolean);
  return (
    <Box
      component="article"
      data-testid="session-card"
      data-live={item.isLive || undefined}
      sx={{
        display: 'flex',
        flexDirection: isList ? 'row' : 'column',
        gap: isList ? 2 : 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Box sx={{ position: 'relative', flexShrink: 0, width: isList ? { xs: 120, sm: 200 } : '100%' }}>
        <Box
          component="img"
          src={thumbnailFor(item, settings)}
          alt=""
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            // A band, not a 16:9 picture as wide as the card (which made two cards a screen): the
            // drawn pictures keep what matters in their middle, a poster's first page its top.
            ...(isList ? { aspectRatio: '16 / 9' } : { height: { xs: 112, md: 128 } }),
            objectFit: 'cover',
            objectPosition: item.isAPoster ? 'top' : 'center',
            bgcolor: 'grey.800',
          }}
        />
        {item.isLive ? (
          <Chip
            label={t('browse.live')}
            color="accent"
            size="small"
            sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }}
          />
        ) : null}
        <SponsorBadge imageUri={item.sponsorThumbnailUri} linkUri={item.sponsorThumbnailLinkUri} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, p: isList ? 1 : 1.5, gap: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          <Link
            component="button"
            onClick={() => onOpen(item)}
            sx={{ textAlign: 'left', font: 'inherit', color: 'text.primary' }}
          >
            {item.title}
          </Link>
        </Typography>
        {date ? (
          <Typography component="time" dateTime={item.start ?? undefined} variant="body2" data-testid="card-date">
            {date}
          </Typography>
        ) : null}
        {details.length ? (
          <Typography variant="body2" color="text.secondary">
            {details.join(' · ')}
          </Typography>
        ) : null}
        {!isList && item.description ? (
          <Typography
            variant="body2"
            sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {item.description}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto', pt: 0.5 }}>
          {item.isLive ? <LaunchButton item={item} label={t('browse.join')} /> : null}
          <Box sx={{ flexGrow: 1 }} />
          <BookmarkToggle
            entityId={item.id}
            entityType={item.isAPoster ? 'POSTER' : 'SESSION'}
            title={item.title}
            size="small"
          />
        </Box>
      </Box>
    </Box>
  );
});
