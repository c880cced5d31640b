import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type TAppIconButtonProps = {
  /** The icon; the button's name comes from `aria-label`. */
  children: ReactNode;
  /** `inherit` takes the surrounding text colour (banner, drawer); else the theme's icon grey. */
  color?: 'default' | 'inherit';
  /** Pulls the button over its padding at the start or end of a row, as MUI's `edge`. */
  edge?: 'start' | 'end';
  size?: 'small' | 'medium';
  /** A route inside the app: the button is then a link. */
  to?: string;
  /** An address outside the app: the button is then a link. */
  href?: string;
  target?: string;
  rel?: string;
  disabled?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  title?: string;
  id?: string;
  sx?: SxProps<Theme>;
  'aria-label': string;
  'aria-pressed'?: boolean;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
};

/**
 * A round icon button with the look of MUI's IconButton, on ButtonBase (ripple, keyboard
 * focus ring). MUI's own brings its loading state and spinner (about 2 KB gzipped), which the
 * banner, the drawer and the login page would otherwise all load.
 */
export function AppIconButton(props: TAppIconButtonProps) {
  const { children, color = 'default', edge, size = 'medium', to, href, sx, ...rest } = props;
  const small = size === 'small';
  const link = to !== undefined ? { component: RouterLink, to } : href !== undefined ? { component: 'a', href } : {};
  return (
    <ButtonBase
      {...link}
      {...rest}
      sx={[
        {
          flex: '0 0 auto',
          p: small ? '5px' : 1,
          borderRadius: '50%',
          fontSize: small ? '1.125rem' : '1.5rem',
          color: color === 'inherit' ? 'inherit' : 'action.active',
          ml: edge === 'start' ? (small ? '-3px' : '-12px') : undefined,
          mr: edge === 'end' ? (small ? '-3px' : '-12px') : undefined,
          transition: (theme) =>
            theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
          '&:hover': { bgcolor: color === 'inherit' ? 'rgba(127, 127, 127, 0.16)' : 'action.hover' },
          '&.Mui-disabled': { color: 'action.disabled' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </ButtonBase>
  );
}
