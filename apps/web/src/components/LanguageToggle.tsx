import { SUPPORTED_LOCALES } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { changeLocale, LANGUAGE_NAMES, useLocale } from '../i18n/index.ts';
import { AppButton } from './AppButton.tsx';

/** A light language switch for the full pages (login, password reset), where the banner is not shown. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Box sx={{ display: 'flex', gap: 1 }} role="group" aria-label={t('language.label')}>
      {SUPPORTED_LOCALES.map((code) => (
        <AppButton
          key={code}
          size="small"
          lang={code}
          variant={code === locale ? 'outlined' : 'text'}
          aria-pressed={code === locale}
          onClick={() => void changeLocale(code)}
        >
          {t(LANGUAGE_NAMES[code])}
        </AppButton>
      ))}
    </Box>
  );
}
