import { localized, type TSponsorAd } from '@atrium/contracts';
import Box from '@mui/material/Box';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../api/api-error.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { useLocale } from '../../i18n/index.ts';
import { resolveContentLink } from '../../lib/content-links.ts';
import { useAppNavigate } from '../../shell/use-app-navigate.ts';
import { sendAdClick } from '../logs/ad-clicks.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { useCurrentUser } from '../users/user-queries.ts';

/** spec 2 §9: the poster list's inline ad card, its thin border within the size. */
const POSTER_AD_CARD = {
  boxSizing: 'border-box',
  width: { xs: 320, lg: 400 },
  height: { xs: 179, lg: 224 },
  maxWidth: '100%',
  mx: 'auto',
} as const;

/**
 * A list's banner or inline sponsor ad (spec 2 §2.3): its picture, linked when the ad has a
 * link; a click logs the ad click (signed in, spec 1 §5), as the drawer's carousel does.
 */
export function BrowseAd({ ad, variant }: { ad: TSponsorAd; variant: 'banner' | 'inline' }) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const session = useSession();
  const user = useCurrentUser();
  const navigate = useAppNavigate();
  const locale = useLocale();
  const signedIn = isAuthenticated(session);
  const target = resolveContentLink(ad.link, eventCode, signedIn ? user?.ureventRef : undefined);
  const label = localized(ad.title, ad.titleFr, locale) || t('browse.ads.label');
  const isBanner = variant === 'banner';
  // spec 2 §9: the poster list's inline ad is a card of its own size, 320×179 or 400×224 by
  // breakpoint, in the middle of its place in the grid; the VOD list's fill their place.
  const isPosterCard = ad.type === 'InlinePosterSlot1';
  const image = (
    <Box
      component="img"
      src={ad.imageUri}
      alt={label}
      loading="lazy"
      sx={{
        display: 'block',
        width: '100%',
        // spec 2 §9: an inline ad is a card (179 or 224 high by breakpoint); a banner a strip.
        height: isPosterCard ? '100%' : isBanner ? { xs: 80, md: 120 } : { xs: 179, lg: 224 },
        objectFit: isPosterCard ? 'cover' : 'contain',
        bgcolor: '#FFFFFF',
      }}
    />
  );
  const frame = (content: ReactNode) => (
    <Box
      component="aside"
      aria-label={isBanner ? t('browse.ads.label') : t('browse.ads.inline')}
      data-testid={`ad-${variant}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        ...(isPosterCard ? POSTER_AD_CARD : {}),
      }}
    >
      {content}
    </Box>
  );
  if (target.kind === 'none') return frame(image);
  const external = target.kind === 'external';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn) {
      sendAdClick(ad.id).catch((error: unknown) => reportError('ad click log', error));
    }
    if (target.kind === 'internal') {
      event.preventDefault();
      navigate(target.path);
    }
  };
  return frame(
    <Box
      component="a"
      href={external ? target.href : target.path}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={onClick}
      aria-label={external ? `${label} ${t('app.opensInNewTab')}` : label}
      sx={{
        display: 'block',
        height: isPosterCard ? '100%' : undefined,
        '&:focus-visible': { outline: '3px solid', outlineOffset: -3 },
      }}
    >
      {image}
    </Box>,
  );
}
