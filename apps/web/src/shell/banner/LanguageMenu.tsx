import { SUPPORTED_LOCALES } from '@atrium/contracts';
import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../components/LanguageToggle.tsx';
import { changeLocale, useLocale } from '../../i18n/index.ts';

/** spec 1 §2.5: the banner's language switcher (en, fr). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<Translate />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('language.current', { language: t(LANGUAGE_NAMES[locale]) })}
      >
        {locale.toUpperCase()}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SUPPORTED_LOCALES.map((code) => (
          <MenuItem
            key={code}
            lang={code}
            selected={code === locale}
            onClick={() => {
              void changeLocale(code);
              setAnchor(null);
            }}
          >
            {t(LANGUAGE_NAMES[code])}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
