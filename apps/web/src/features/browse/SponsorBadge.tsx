import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { resolveContentLink } from '../../lib/content-links.ts';
import { usePlatform } from '../platform/platform-context.tsx';

/**
 * spec 2 §3 `sponsorThumbnailUri` / `sponsorThumbnailLinkUri`: a sponsor's small picture over a
 * session's picture, in its lower right corner, on white so that any logo reads; a link to the
 * sponsor (a stand inside the event, or its site in a new tab) when the session names one.
 */
export function SponsorBadge({ imageUri, linkUri }: { imageUri: string; linkUri: string }) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  if (!imageUri.trim()) return null;
  const target = resolveContentLink(linkUri, eventCode);
  const picture = (
    <Box
      component="img"
      src={imageUri}
      alt={t('browse.sponsor')}
      sx={{ display: 'block', maxHeight: 28, maxWidth: 72, objectFit: 'contain' }}
    />
  );
  const frame = {
    position: 'absolute',
    right: 8,
    bottom: 8,
    display: 'flex',
    p: 0.5,
    borderRadius: 1,
    bgcolor: '#FFFFFF',
    boxShadow: 1,
  } as const;
  if (!linkUri.trim() || target.kind === 'none')
    return (
      <Box sx={frame} data-testid="sponsor-badge">
        {picture}
      </Box>
    );
  const linkProps =
    target.kind === 'internal'
      ? { component: RouterLink, to: target.path }
      : { href: target.href, target: '_blank', rel: 'noopener noreferrer' };
  return (
    <Link {...linkProps} sx={frame} data-testid="sponsor-badge" aria-label={t('browse.sponsorLink')}>
      {picture}
    </Link>
  );
}
