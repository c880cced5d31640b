import type { TSponsorCard, TSponsorTypeGroup } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { isHexColour, readableTextColour } from '../../lib/colour.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { sponsorCardTarget } from './exhibition-model.ts';
import { TargetLink } from './TargetLink.tsx';

/** spec 2 §9: a sponsor card is 340 wide; on a phone, the window's width less 40. */
export const SPONSOR_CARD_WIDTH = 340;
const MOBILE_CARD_WIDTH = 'calc(100vw - 40px)';

/** The group's heading colours: the organiser's, with the text made readable when it would not be. */
function headingColours(group: TSponsorTypeGroup) {
  if (!isHexColour(group.colour)) return { bgcolor: 'grey.200', color: 'text.primary' };
  return { bgcolor: group.colour, color: readableTextColour(group.colour, group.textColour) };
}

/** spec 2 §2.5: one sponsor type: its heading (colour, text colour, icon) and its sponsors' cards. */
export const SponsorGroup = memo(function SponsorGroup({
  group,
  isMobile,
}: {
  group: TSponsorTypeGroup;
  isMobile: boolean;
}) {
  const headingId = `sponsor-group-${group.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }} data-testid="sponsor-group">
      <Box
        sx={{
          ...headingColours(group),
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1,
          mb: 2,
          borderRadius: 1,
        }}
      >
        {group.iconUri ? (
          <Box component="img" src={group.iconUri} alt="" sx={{ width: 32, height: 32, objectFit: 'contain' }} />
        ) : null}
        <Typography id={headingId} component="h2" variant="h6" sx={{ color: 'inherit' }}>
          {group.title}
        </Typography>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {group.sponsors.map((sponsor) => (
          <Box
            component="li"
            key={sponsor.id}
            sx={{ width: isMobile ? MOBILE_CARD_WIDTH : SPONSOR_CARD_WIDTH, maxWidth: '100%', display: 'flex' }}
          >
            <SponsorCard sponsor={sponsor} />
          </Box>
        ))}
      </Box>
    </Box>
  );
});

/**
 * A sponsor's card (spec 2 §2.5): thumbnail, title, short description and its view-more link,
 * whose area covers the card: choosing the card opens the sponsor's external content in a new
 * tab when it has some, else its stand.
 */
function SponsorCard({ sponsor }: { sponsor: TSponsorCard }) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const target = sponsorCardTarget(sponsor, eventCode);
  return (
    <Box
      component="article"
      data-testid="sponsor-card"
      sx={{
        position: 'relative',
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        sx={{
          aspectRatio: '16 / 9',
          bgcolor: 'grey.100',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {sponsor.thumbnailImageUri ? (
          <Box
            component="img"
            src={sponsor.thumbnailImageUri}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : null}
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {sponsor.title}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {sponsor.shortDescription}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <TargetLink
            target={target}
            data-testid="sponsor-card-link"
            sx={{
              // The link's area covers the card: a click anywhere on it follows the link.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {t('exhibition.viewMore')}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('exhibition.viewMoreAbout', { title: sponsor.title })}`}
            </Box>
          </TargetLink>
        </Box>
      </Box>
    </Box>
  );
}
