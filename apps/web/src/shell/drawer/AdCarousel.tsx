import { AD_CAROUSEL_INTERVAL_MS, AD_CAROUSEL_SIZE_PX, localized, type TSponsorAd } from '@atrium/contracts';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../api/api-error.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { sendAdClick } from '../../features/logs/ad-clicks.ts';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useSponsorAds } from '../../features/platform/sponsor-ads.ts';
import { useCurrentUser } from '../../features/users/user-queries.ts';
import { useLocale } from '../../i18n/index.ts';
import { resolveContentLink } from '../../lib/content-links.ts';
import { useAppNavigate } from '../use-app-navigate.ts';

/**
 * spec 1 §2.8: the sidebar sponsor ads, one at a time in a 200 × 200 frame, moving on every
 * AD_CAROUSEL_INTERVAL_MS. It stops while hovered or focused and has a pause button
 * (WCAG 2.2.2). A click on an ad with a link logs the click (signed in) and opens the link.
 */
export default function AdCarousel() {
  const { t } = useTranslation();
  const { data: ads = [] } = useSponsorAds('sidebar');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (ads.length < 2 || paused || held) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % ads.length), AD_CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [ads.length, paused, held]);

  const ad = ads[index % Math.max(ads.length, 1)];
  if (!ad) return null;

  return (
    <Box
      component="section"
      aria-roledescription={t('ads.roleDescription')}
      aria-label={t('ads.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      sx={{ width: AD_CAROUSEL_SIZE_PX, maxWidth: '100%', mx: 'auto', my: 2, position: 'relative' }}
    >
      <AdFrame ad={ad} />
      <Box component="p" sx={visuallyHidden} aria-live={paused || held ? 'polite' : 'off'}>
        {t('ads.position', { index: (index % ads.length) + 1, count: ads.length })}
      </Box>
      {ads.length > 1 ? (
        <AppIconButton
          size="small"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t('ads.play') : t('ads.pause')}
          sx={{
            position: 'absolute',
            right: 4,
            bottom: 4,
            bgcolor: 'rgba(0,0,0,0.6)',
            color: '#FFFFFF',
            '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
          }}
        >
          {paused ? <PlayArrow fontSize="small" /> : <Pause fontSize="small" />}
        </AppIconButton>
      ) : null}
    </Box>
  );
}

function AdFrame({ ad }: { ad: TSponsorAd }) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const session = useSession();
  const user = useCurrentUser();
  const navigate = useAppNavigate();
  const signedIn = isAuthenticated(session);
  const target = resolveContentLink(ad.link, eventCode, signedIn ? user?.ureventRef : undefined);
  const locale = useLocale();
  const label = localized(ad.title, ad.titleFr, locale) || t('ads.sponsor');
  const image = (
    <Box
      component="img"
      src={ad.imageUri}
      alt={label}
      sx={{
        display: 'block',
        width: AD_CAROUSEL_SIZE_PX,
        height: AD_CAROUSEL_SIZE_PX,
        maxWidth: '100%',
        objectFit: 'contain',
        bgcolor: '#FFFFFF',
      }}
    />
  );
  if (target.kind === 'none') return image;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn) {
      sendAdClick(ad.id).catch((error: unknown) => reportError('ad click log', error));
    }
    if (target.kind === 'internal') {
      event.preventDefault();
      navigate(target.path);
    }
  };
  const external = target.kind === 'external';
  return (
    <Box
      component="a"
      href={external ? target.href : target.path}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={onClick}
      aria-label={external ? `${label} ${t('app.opensInNewTab')}` : label}
      sx={{ display: 'block', '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: 2 } }}
    >
      {image}
    </Box>
  );
}
