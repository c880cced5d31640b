import type { TDirectoryPerson } from '@atrium/contracts';
import Flip from '@mui/icons-material/Flip';
import Mail from '@mui/icons-material/Mail';
import MenuBook from '@mui/icons-material/MenuBook';
import Slideshow from '@mui/icons-material/Slideshow';
import { styled } from '@mui/material/styles';
import { forwardRef, memo, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
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
/** spec 2 §9: the photo is 110 px on wide screens, 60 at medium and down. */
const AVATAR_SIZE = { xs: 60, md: 110 };

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const face = {
  position: 'absolute',
  inset: 0,
  backfaceVisibility: 'hidden',
  WebkitBackfaceVisibility: 'hidden',
} as const;

/**
 * The grid of cards and the cards' looks, as one stylesheet: a page shows 25 cards and more
 * as it scrolls, and styles resolved element by element (`sx`) made their render the most of a
 * search's time. Inside, the cards are plain elements with these classes (and MUI's buttons).
 */
export const DirectoryCardList = styled('ul')(({ theme }) => {
  const wide = theme.breakpoints.up('md');
  return {
    listStyle: 'none',
    padding: 0,
    margin: 0,
    display: 'grid',
    gap: theme.spacing(2),
    justifyContent: 'center',
    gridTemplateColumns: `minmax(0, ${CARD_WIDTH.xs}px)`,
    [wide]: { justifyContent: 'start', gridTemplateColumns: `repeat(auto-fill, ${CARD_WIDTH.md}px)` },
    '& > li': { minWidth: 0 },
    '& .dc-card': {
      width: CARD_WIDTH.xs,
      maxWidth: '100%',
      height: CARD_HEIGHT.xs,
      display: 'flex',
      flexDirection: 'column',
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: theme.palette.background.paper,
      overflow: 'hidden',
      [wide]: { width: CARD_WIDTH.md, height: CARD_HEIGHT.md },
      '&[data-highlighted]': { border: `2px solid ${theme.palette.primary.main}` },
      '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
    '& .dc-stage': { position: 'relative', flex: '1 1 auto', minHeight: 0, perspective: '1000px' },
    '& .dc-faces': {
      position: 'absolute',
      inset: 0,
      transformStyle: 'preserve-3d',
      transition: 'transform 600ms ease-in-out',
      '&[data-flipped]': { transform: 'rotateY(180deg)' },
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    },
    '& .dc-front': {
      ...face,
      display: 'flex',
      gap: theme.spacing(1.5),
      padding: theme.spacing(1),
      minWidth: 0,
      [wide]: { gap: theme.spacing(2), padding: theme.spacing(1.5) },
    },
    '& .dc-back': {
      ...face,
      transform: 'rotateY(180deg)',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: theme.palette.background.paper,
      '& img': { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' },
    },
    '& .dc-avatar': {
      width: AVATAR_SIZE.xs,
      height: AVATAR_SIZE.xs,
      flexShrink: 0,
      borderRadius: '50%',
      overflow: 'hidden',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      fontWeight: 600,
      fontSize: '1.4rem',
      [wide]: { width: AVATAR_SIZE.md, height: AVATAR_SIZE.md, fontSize: '2.5rem' },
      '&[data-long]': { fontSize: '1.1rem', [wide]: { fontSize: '2rem' } },
      '& img': { width: '100%', height: '100%', objectFit: 'cover', backgroundColor: theme.palette.background.paper },
      '& svg': { fontSize: '60%' },
    },
    '& .dc-lines': { minWidth: 0, display: 'flex', flexDirection: 'column', gap: theme.spacing(0.25) },
    '& .dc-title': { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary, ...oneLine },
    '& .dc-name': {
      ...theme.typography.subtitle1,
      margin: 0,
      fontWeight: 600,
      lineHeight: 1.3,
      overflowWrap: 'anywhere',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    '& .dc-organisation': { ...theme.typography.body2, margin: 0, ...oneLine },
    '& .dc-place': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary, ...oneLine },
    '& .dc-toolbar': {
      height: TOOLBAR_HEIGHT,
      flexShrink: 0,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      padding: theme.spacing(0, 0.5),
      borderTop: `1px solid ${theme.palette.divider}`,
    },
    '& .dc-spacer': { flexGrow: 1 },
  };
});

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

    return (
      <article
        ref={ref}
        className="dc-card"
        tabIndex={-1}
        aria-labelledby={headingId}
        data-testid="directory-card"
        data-user-id={person.userId}
        data-highlighted={isHighlighted || undefined}
      >
        <div className="dc-stage">
          <div className="dc-faces" data-testid="directory-card-faces" data-flipped={isFlipped || undefined}>
            <div className="dc-front">
              <PersonAvatar person={person} />
              <div className="dc-lines">
                {person.title.trim() ? <span className="dc-title">{person.title}</span> : null}
                <h2 id={headingId} className="dc-name" data-testid="directory-name">
                  {name}
                </h2>
                {person.organisation.trim() ? <p className="dc-organisation">{person.organisation}</p> : null}
                {place ? <p className="dc-place">{place}</p> : null}
              </div>
            </div>
            {hasBusinessCard ? (
              <div className="dc-back">
                {showsBusinessCard ? (
                  <img
                    src={person.businessCardImageUri}
                    alt={t('directory.card.businessCard', { name })}
                    data-testid="directory-business-card"
                  />
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
        <div className="dc-toolbar">
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
          <span className="dc-spacer" />
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
        </div>
      </article>
    );
  }),
);
