import Translate from '@mui/icons-material/Translate';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppButton } from '../../components/AppButton.tsx';
import { LANGUAGE_NAMES, useLocale } from '../../i18n/index.ts';

// The menu itself (and MUI's menu stack) loads on first use.
const LanguageMenuPopup = lazy(() => import('./LanguageMenuPopup.tsx'));

/** spec 1 §2.5: the banner's language switcher (en, fr). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <AppButton
        color="inherit"
        startIcon={<Translate />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('language.current', { language: t(LANGUAGE_NAMES[locale]) })}
      >
        {locale.toUpperCase()}
      </AppButton>
      {anchor ? (
        <Suspense fallback={null}>
          <LanguageMenuPopup id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
