import type { TSessionItem } from '@atrium/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePlatform } from '../platform/platform-context.tsx';
import { hasMoreButton, thumbnailFor } from './browse-model.ts';
import { HOME_CARD_MOBILE_WIDTH } from './card-sizes.ts';

type THomeVodGroupProps = {
  title: string;
  /** Where the heading (and More) go: the VOD list filtered on the group. */
  link: string;
  items: TSessionItem[];
  cardHeight: number;
  textColour: string;
  onOpen: (item: TSessionItem) => void;
};

/**
 * spec 2 §2.2: one horizontally scrolling group of the on-demand home: its heading links to
 * the filtered VOD list; a More button with its tooltip ends the row only when the group holds
 * exactly 10 items (the server sends at most 10, so 10 means there may be more).
 */
export const HomeVodGroup = memo(function HomeVodGroup(props: THomeVodGroupProps) {
  const { title, link, items, cardHeight, textColour, onOpen } = props;
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const headingId = useId();
  if (items.length === 0) return null;
  // spec 2 §9: a card is 16:9 at its height.
  const cardWidth = Math.round((cardHeight * 16) / 9);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }} data-testid="home-group">
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={link} sx={{ color: textColour }}>
          {title}
        </Link>
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          gap: 1.5,
          overflowX: 'auto',
          pb: 1,
          alignItems: 'center',
        }}
      >
        {items.map((item) => (
          <Box component="li" key={item.id} sx={{ flexShrink: 0 }}>
            <ButtonBase
              onClick={() => onOpen(item)}
              aria-label={item.title}
              data-testid="home-card"
              sx={{
                display: 'block',
                position: 'relative',
                // spec 2 §9: 0.75 of the window on a phone, a 16:9 card from 960 px.
                width: { xs: HOME_CARD_MOBILE_WIDTH, md: cardWidth },
                height: cardHeight,
                borderRadius: 1,
                overflow: 'hidden',
                '&:focus-visible': { outline: `3px solid ${textColour}`, outlineOffset: 2 },
              }}
            >
              <Box
                component="img"
                src={thumbnailFor(item, settings, item.homeVodThumbnailUri)}
                alt=""
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              <Box
                component="span"
                aria-hidden
                sx={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  p: 1,
                  textAlign: 'left',
                  color: '#FFFFFF',
                  bgcolor: 'rgba(0,0,0,0.72)',
                  typography: 'body2',
                  fontWeight: 600,
                  // Two lines at most: the card's name is whole in its label and its dialog.
                  display: '-webkit-box',
                  WebkitLineClamp: 2,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {item.title}
              </Box>
            </ButtonBase>
          </Box>
        ))}
        {hasMoreButton(items) ? (
          <Box component="li" sx={{ flexShrink: 0 }}>
            {/* The browser's own tooltip: MUI's (popper, transitions) would weigh on every page's first chunk list. */}
            <IconButton
              title={t('browse.home.more')}
              component={RouterLink}
              to={link}
              aria-label={t('browse.home.moreIn', { group: title })}
              data-testid="home-more"
              sx={{ color: textColour, border: 1, borderColor: 'currentColor' }}
            >
              <Add />
            </IconButton>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
});
