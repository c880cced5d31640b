import type { TDirectoryPerson } from '@atrium/contracts';
import Flip from '@mui/icons-material/Flip';
import Mail from '@mui/icons-material/Mail';
import MenuBook from '@mui/icons-material/MenuBook';
import Slideshow from '@mui/icons-material/Slideshow';
import Box from '@mui/material/Box';
import { forwardRef, memo, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { Text } from '../../components/Text.tsx';
import { BookmarkToggle } from '../bookmarks/BookmarkToggle.tsx';
import {
  canMessage,
  DIRECTORY_PAGES,
  displayName,
  FLIPPED_CARD_IMAGE_DELAY_MS,
  hasProgramme,
  hasText,
  placeOf,
  type TDirectoryKind,
} from './directory-model.ts';
import { PersonAvatar } from './PersonAvatar.tsx';

/** spec 2 §9: a card is 400x224 on wide screens, 320x179 at medium and down. */
export const CARD_WIDTH = { xs: 320, md: 400 };
const CARD_HEIGHT = { xs: 179, md: 224 };
const TOOLBAR_HEIGHT = 44;

type TDirectoryCardProps = {
  person: TDirectoryPerson;
  kind: TDirectoryKind;
  /** The signed-in user's id (null for a visitor). */
  myUserId: number | null;
  isMobile: boolean;
  /** The person a bookmark link pointed at. */
  isHighlighted: boolean;
  onProgramme: (person: TDirectoryPerson) => void;
  onBiography: (person: TDirectoryPerson) => void;
  onMessage: (person: TDirectoryPerson) => void;
};

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * spec 2 §2.7: a person's card. Front: photo or avatar, title, name, organisation, town and
 * country; back: the business card (the flip button only when there is one). Below, the
 * buttons the person and the viewer allow: bookmark, flip, sessions and presentations
 * (speakers and moderators), biography (when written) and send message (signed in, not
 * oneself, not on a phone). A labelled region, focusable so that a bookmark link can bring it
 * into view and focus.
 */
export const DirectoryCard = memo(
  forwardRef<HTMLElement, TDirectoryCardProps>(function DirectoryCard(props, ref) {
    const { person, kind, myUserId, isMobile, isHighlighted } = props;
    const { t } = useTranslation();
    const headingId = useId();
    const name = displayName(person);
    const place = placeOf(person);
    const hasBusinessCard = person.businessCardImageUri.trim() !== '';
    const [isFlipped, setIsFlipped] = useState(false);
    // The business card loads once the card has turned (spec 2 §9), not with the 25 cards of a page.
    const [showsBusinessCard, setShowsBusinessCard] = useState(false);
    useEffect(() => {
      if (!isFlipped || showsBusinessCard) return;
      const timer = window.setTimeout(
        () => setShowsBusinessCard(true),
        reducedMotion() ? 0 : FLIPPED_CARD_IMAGE_DELAY_MS,
      );
      return () => window.clearTimeout(timer);
    }, [isFlipped, showsBusinessCard]);

    const face = {
      position: 'absolute',
      inset: 0,
      backfaceVisibility: 'hidden',
      WebkitBackfaceVisibility: 'hidden',
    } as const;

    return (
      <Box
        component="article"
        ref={ref}
        tabIndex={-1}
        aria-labelledby={headingId}
        data-testid="directory-card"
        data-user-id={person.userId}
        data-highlighted={isHighlighted || undefined}
        sx={{
          width: CARD_WIDTH,
          maxWidth: '100%',
          height: CARD_HEIGHT,
          display: 'flex',
          flexDirection: 'column',
          border: isHighlighted ? 2 : 1,
          borderColor: isHighlighted ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          overflow: 'hidden',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box sx={{ position: 'relative', flex: '1 1 auto', minHeight: 0, perspective: '1000px' }}>
          <Box
            data-testid="directory-card-faces"
            data-flipped={isFlipped || undefined}
            sx={{
              position: 'absolute',
              inset: 0,
              transformStyle: 'preserve-3d',
              transition: 'transform 600ms ease-in-out',
              transform: isFlipped ? 'rotateY(180deg)' : 'none',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          >
            <Box sx={{ ...face, display: 'flex', gap: { xs: 1.5, md: 2 }, p: { xs: 1, md: 1.5 }, minWidth: 0 }}>
              <PersonAvatar person={person} size={{ xs: 60, md: 110 }} />
              <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
                {person.title.trim() ? (
                  <Text variant="caption" color="text.secondary" noWrap>
                    {person.title}
                  </Text>
                ) : null}
                <Text
                  id={headingId}
                  component="h2"
                  variant="subtitle1"
                  data-testid="directory-name"
                  sx={{
                    fontWeight: 600,
                    lineHeight: 1.3,
                    overflowWrap: 'anywhere',
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {name}
                </Text>
                {person.organisation.trim() ? (
                  <Text variant="body2" noWrap>
                    {person.organisation}
                  </Text>
                ) : null}
                {place ? (
                  <Text variant="body2" color="text.secondary" noWrap>
                    {place}
                  </Text>
                ) : null}
              </Box>
            </Box>
            {hasBusinessCard ? (
              <Box
                sx={{
                  ...face,
                  transform: 'rotateY(180deg)',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  bgcolor: 'background.paper',
                }}
              >
                {showsBusinessCard ? (
                  <Box
                    component="img"
                    src={person.businessCardImageUri}
                    alt={t('directory.card.businessCard', { name })}
                    data-testid="directory-business-card"
                    sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
                  />
                ) : null}
              </Box>
            ) : null}
          </Box>
        </Box>
        <Box
          sx={{
            height: TOOLBAR_HEIGHT,
            flexShrink: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 0.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <BookmarkToggle
            entityId={person.userId}
            entityType={DIRECTORY_PAGES[kind].bookmarkType}
            title={name}
            size="small"
          />
          {hasBusinessCard ? (
            <AppIconButton
              size="small"
              aria-label={t('directory.card.businessCard', { name })}
              aria-pressed={isFlipped}
              title={isFlipped ? t('directory.card.showFront') : t('directory.card.showBusinessCard')}
              onClick={() => setIsFlipped((flipped) => !flipped)}
            >
              <Flip fontSize="inherit" />
            </AppIconButton>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          {hasProgramme(person) ? (
            <AppIconButton
              size="small"
              aria-haspopup="dialog"
              aria-label={t('directory.card.programmeOf', { name })}
              title={t('directory.card.programme')}
              onClick={() => props.onProgramme(person)}
            >
              <Slideshow fontSize="inherit" />
            </AppIconButton>
          ) : null}
          {hasText(person.biography) ? (
            <AppIconButton
              size="small"
              aria-haspopup="dialog"
              aria-label={t('directory.card.biographyOf', { name })}
              title={t('directory.card.biography')}
              onClick={() => props.onBiography(person)}
            >
              <MenuBook fontSize="inherit" />
            </AppIconButton>
          ) : null}
          {canMessage(person.userId, myUserId, isMobile) ? (
            <AppIconButton
              size="small"
              aria-label={t('directory.card.messageTo', { name })}
              title={t('directory.card.message')}
              onClick={() => props.onMessage(person)}
            >
              <Mail fontSize="inherit" />
            </AppIconButton>
          ) : null}
        </Box>
      </Box>
    );
  }),
);
