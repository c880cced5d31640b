import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ButtonBase from '@mui/material/ButtonBase';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown once the page has scrolled this far. */
const SHOW_AFTER_PX = 400;

/**
 * spec 2 §2.5: the scroll-to-top button (not on phones). It scrolls the window back up and
 * moves the keyboard focus to the element `targetId` names (the page's heading), so that a
 * keyboard user starts again at the top too.
 */
export function ScrollToTop({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  const [isShown, setIsShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setIsShown(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!isShown) return null;
  const toTop = () => {
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  };
  return (
    <ButtonBase
      onClick={toTop}
      aria-label={t('exhibition.toTop')}
      title={t('exhibition.toTop')}
      data-testid="scroll-to-top"
      sx={{
        position: 'fixed',
        right: 24,
        bottom: 24,
        zIndex: 10,
        width: 48,
        height: 48,
        borderRadius: '50%',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 6,
        '&:hover': { bgcolor: 'primary.dark' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'text.primary', outlineOffset: 2 },
      }}
    >
      <ArrowUpward />
    </ButtonBase>
  );
}
