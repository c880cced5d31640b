import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { linkStyle } from '../../components/link-style.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import type { TStandLinkTarget } from './exhibition-model.ts';

type TTargetLinkProps = {
  target: TStandLinkTarget;
  children: ReactNode;
  sx?: SxProps<Theme>;
  'aria-label'?: string;
  'data-testid'?: string;
  onClick?: () => void;
};

/**
 * A link of the exhibition (spec 2 §5): an http(s) address in a new tab (said to screen
 * readers), a mailto as it is, anything else a page of the event; a target that is none of
 * these is shown as text.
 */
export function TargetLink({ target, children, sx, onClick, ...rest }: TTargetLinkProps) {
  const { t } = useTranslation();
  const style = [linkStyle, ...(Array.isArray(sx) ? sx : [sx])];
  if (target.kind === 'newTab')
    return (
      <Box
        component="a"
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        sx={style}
        {...rest}
      >
        {children}
        <Box component="span" sx={visuallyHidden}>
          {` ${t('app.opensInNewTab')}`}
        </Box>
      </Box>
    );
  if (target.kind === 'mail')
    return (
      <Box component="a" href={target.href} onClick={onClick} sx={style} {...rest}>
        {children}
      </Box>
    );
  if (target.kind === 'internal')
    return (
      <Box component={RouterLink} to={target.path} onClick={onClick} sx={style} {...rest}>
        {children}
      </Box>
    );
  return <Box component="span">{children}</Box>;
}
