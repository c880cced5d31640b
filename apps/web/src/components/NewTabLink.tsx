import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { linkStyle } from './link-style.ts';
import { visuallyHidden } from './visually-hidden.ts';

/** A link that opens in a new tab (spec 1 §2.4) and says so to screen readers. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="a" href={href} target="_blank" rel="noopener noreferrer" sx={linkStyle}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('app.opensInNewTab')}`}
      </Box>
    </Box>
  );
}
