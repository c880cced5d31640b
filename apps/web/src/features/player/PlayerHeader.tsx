import type { TPlayerPresentation } from '@atrium/contracts';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../auth/session-store.ts';
import { useLocale } from '../../i18n/index.ts';
import { formatLongDate } from '../../lib/day-format.ts';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import { usePlatform } from '../platform/platform-context.tsx';
import { NewTabButton } from './PlayerContent.tsx';
import { PlayerMeta } from './PlayerMeta.tsx';
import { clockTime, formatRating, speakerDisplayName } from './player-model.ts';
import { useEngagementActions, usePlayerLabel } from './player-queries.ts';

/** spec 2 §2.8: the LIVE badge blinks: its dot does, so the label keeps its contrast (not for those who ask for less motion). */
export function LiveChip() {
  const { t } = useTranslation();
  return (
    <Chip
      label={t('player.live')}
      color="accent"
      size="small"
      data-testid="live-chip"
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'common.white',
            '@keyframes atrium-blink': { '50%': { opacity: 0.2 } },
            animation: 'atrium-blink 1.2s ease-in-out infinite',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      }
      sx={{ fontWeight: 700 }}
    />
  );
}

type TFigures = {
  id: number;
  sessionId: number;
  title: string;
  views: number;
  likes: number;
  liked: boolean;
  rating: number | null;
  numOfRatings: number;
  myRating: number | null;
};

/**
 * Views, likes and the rating, as the event's show flags allow (spec 2 §2.8): liking toggles;
 * rating is in half steps, read-only once rated (spec 2 §4), shown with one decimal.
 */
export function Figures({ item, presentationId }: { item: TFigures; presentationId: number | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { settings } = usePlatform();
  const session = useSession();
  const signedIn = session.userId !== null && session.tokens !== null;
  const { like, rate } = useEngagementActions(item.sessionId, presentationId);
  const ratingLabel = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {settings.show.Views ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Visibility fontSize="small" aria-hidden />
          <Typography variant="body2" data-testid="views">
            {t('player.views', { count: item.views })}
          </Typography>
        </Box>
      ) : null}
      {settings.show.Likes ? (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          {signedIn ? (
            <IconButton
              onClick={() => like.mutate()}
              disabled={like.isPending}
              aria-pressed={item.liked}
              aria-label={item.liked ? t('player.liked') : t('player.like')}
              data-testid="like-button"
            >
              {item.liked ? <Favorite color="error" /> : <FavoriteBorder />}
            </IconButton>
          ) : (
            <Favorite fontSize="small" aria-hidden sx={{ mr: 0.5 }} />
          )}
          <Typography variant="body2" data-testid="likes">
            {t('player.likes', { count: item.likes })}
          </Typography>
        </Box>
      ) : null}
      {settings.show.Ratings ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" id={ratingLabel}>
            {item.myRating !== null
              ? t('player.rated', { rating: formatRating(item.myRating, locale) })
              : signedIn
                ? t('player.rate')
                : t('player.rating')}
          </Typography>
          <Rating
            name={`rating-${item.sessionId}-${presentationId ?? 0}`}
            precision={0.5}
            value={item.myRating ?? item.rating ?? 0}
            readOnly={!signedIn || item.myRating !== null || rate.isPending}
            onChange={(_e, value) => {
              if (value !== null) rate.mutate(value);
            }}
            slotProps={{ root: { 'aria-labelledby': ratingLabel } }}
            getLabelText={(value: number) =>
              t('player.stars', { count: value, value: new Intl.NumberFormat(locale).format(value) })
            }
            emptyLabelText={t('player.noRating')}
            data-testid="rating"
          />
          <Typography variant="body2" data-testid="rating-value">
            {t('player.ratingValue', { rating: formatRating(item.rating, locale), count: item.numOfRatings })}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The player's header (spec 2 §2.8): LIVE, type, day and times, room, keywords, the meeting
 * button, bookmark, the figures, and the session's presentations, collapsible.
 */
export function PlayerHeader({
  session,
  presentations,
  entity,
  currentPresentationId,
}: {
  session: {
    id: number;
    title: string;
    isLive: boolean;
    type: string;
    date: string;
    start: string;
    end: string;
    roomName: string;
    keywords: string[];
    externalMeetingUri: string;
    isAPoster: boolean;
  };
  presentations: readonly Pick<
    TPlayerPresentation,
    'id' | 'title' | 'order' | 'speakerName' | 'speakerNameOverride' | 'isEventPortalPresentation'
  >[];
  entity: TFigures & { kind: 'SESSION' | 'PRESENTATION' | 'POSTER' };
  currentPresentationId: number | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = usePlayerLabel();
  const { eventCode, settings } = usePlatform();
  const [showPresentations, setShowPresentations] = useState(currentPresentationId === null);
  const listId = useId();
  return (
    <Box component="header" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {session.isLive ? <LiveChip /> : null}
        {session.type ? <Chip size="small" label={label('type', session.type)} /> : null}
        <PlayerMeta
          when={`${formatLongDate(session.date, locale)}, ${clockTime(session.start)}–${clockTime(session.end)}`}
          room={session.roomName ? label('room', session.roomName) : ''}
        />
        <Box sx={{ flexGrow: 1 }} />
        <BookmarkToggle entityId={entity.id} entityType={entity.kind} title={entity.title} />
      </Box>
      {currentPresentationId !== null ? (
        <Link component={RouterLink} to={`/${eventCode}/session/${session.id}`} variant="body2">
          {t('player.backToSession')}: {session.title}
        </Link>
      ) : null}
      <Typography variant="h4" component="h1" sx={{ my: 1, overflowWrap: 'anywhere' }}>
        {entity.title}
      </Typography>
      {settings.show.Keywords && session.keywords.length > 0 ? (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 1 }} aria-label={t('player.keywords')} role="list">
          {session.keywords.map((k) => (
            <Chip key={k} label={k} size="small" variant="outlined" role="listitem" />
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {session.externalMeetingUri ? (
          <NewTabButton href={session.externalMeetingUri}>{t('player.joinMeeting')}</NewTabButton>
        ) : null}
        <Figures item={entity} presentationId={currentPresentationId} />
      </Box>
      {presentations.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <Button
            size="small"
            onClick={() => setShowPresentations((s) => !s)}
            aria-expanded={showPresentations}
            aria-controls={listId}
            endIcon={showPresentations ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          >
            {t('player.presentations')} ({presentations.length})
          </Button>
          <Collapse in={showPresentations}>
            <Box component="ol" id={listId} sx={{ pl: 3, my: 0.5 }} data-testid="presentation-list">
              {presentations.map((p) => {
                const speaker = speakerDisplayName(p);
                const text = speaker ? `${p.title} — ${speaker}` : p.title;
                return (
                  <li key={p.id}>
                    {p.id === currentPresentationId || !p.isEventPortalPresentation ? (
                      <Typography component="span" sx={{ fontWeight: p.id === currentPresentationId ? 700 : 400 }}>
                        {text}
                      </Typography>
                    ) : (
                      <Link component={RouterLink} to={`/${eventCode}/session/${session.id}/presentation/${p.id}`}>
                        {text}
                      </Link>
                    )}
                  </li>
                );
              })}
            </Box>
          </Collapse>
        </Box>
      ) : null}
    </Box>
  );
}
