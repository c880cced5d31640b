import { SUPPORTED_LOCALES } from '@atrium/contracts';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { changeLocale, LANGUAGE_NAMES, useLocale } from '../../i18n/index.ts';

/** The open language menu of the banner; switching stores the choice (spec 1 §4.10). */
export default function LanguageMenuPopup({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      {SUPPORTED_LOCALES.map((code) => (
        <MenuItem
          key={code}
          lang={code}
          selected={code === locale}
          onClick={() => {
            void changeLocale(code);
            onClose();
          }}
        >
          {t(LANGUAGE_NAMES[code])}
        </MenuItem>
      ))}
    </Menu>
  );
}
