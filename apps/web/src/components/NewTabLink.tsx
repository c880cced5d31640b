import Box from '@mui/material/Box';
import Link, { type LinkProps } from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden.ts';

/** A link that opens in a new tab (spec 1 §2.4) and says so to screen readers. */
export function NewTabLink({ children, ...props }: Omit<LinkProps, 'target' | 'rel'>) {
  const { t } = useTranslation();
  return (
    <Link target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('app.opensInNewTab')}`}
      </Box>
    </Link>
  );
}
