import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, type Theme } from '@mui/material/styles';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Spinner } from './Spinner.tsx';

type TAppButtonProps = {
  children: ReactNode;
  variant?: 'contained' | 'outlined' | 'text';
  /** `inherit` takes the surrounding text colour (buttons on the banner). */
  color?: 'primary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** Shows a spinner in place of the label and ignores clicks while a request runs. */
  loading?: boolean;
  disabled?: boolean;
  startIcon?: ReactNode;
  type?: 'button' | 'submit';
  /** A route inside the app: the button is then a link. */
  to?: string;
  /** An address outside the app (the server's, a full page load): the button is then a plain link. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  lang?: string;
  'aria-label'?: string;
  'aria-pressed'?: boolean;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
};

const PADDING = {
  small: { py: '4px', px: '10px', fontSize: '0.8125rem' },
  medium: { py: '6px', px: '16px', fontSize: '0.875rem' },
  large: { py: '8px', px: '22px', fontSize: '0.9375rem' },
} as const;

function variantStyle(variant: 'contained' | 'outlined' | 'text', inherit: boolean) {
  const main = (theme: Theme) => (inherit ? 'currentColor' : theme.palette.primary.main);
  const tint = (theme: Theme) => (inherit ? 'rgba(0, 0, 0, 0.08)' : alpha(theme.palette.primary.main, 0.06));
  if (variant === 'contained') {
    return {
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      boxShadow: 2,
      '&:hover': { bgcolor: 'primary.dark', boxShadow: 4 },
      '&.Mui-focusVisible': { outlineColor: main },
      '&.Mui-disabled': { bgcolor: 'action.disabledBackground', color: 'action.disabled', boxShadow: 0 },
    };
  }
  return {
    color: main,
    ...(variant === 'outlined' ? { border: '1px solid', borderColor: main } : {}),
    '&:hover': { bgcolor: tint },
    '&.Mui-disabled': { color: 'action.disabled', borderColor: 'action.disabledBackground' },
  };
}

/**
 * A button with the look of MUI's Button (contained, outlined, text; small to large; a
 * start icon; a loading state), built on ButtonBase, which every page loads anyway: MUI's
 * Button (about 3 KB gzipped with its loading support) stays out of the first load.
 */
export function AppButton(props: TAppButtonProps) {
  const {
    children,
    variant = 'text',
    color = 'primary',
    size = 'medium',
    fullWidth,
    loading = false,
    disabled,
    startIcon,
    type = 'button',
    to,
    href,
    ...rest
  } = props;
  const link = to !== undefined ? { component: RouterLink, to } : href !== undefined ? { href } : { type };
  return (
    <ButtonBase
      {...link}
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      sx={[
        {
          ...PADDING[size],
          minWidth: 64,
          width: fullWidth ? '100%' : undefined,
          borderRadius: 1,
          fontFamily: 'inherit',
          fontWeight: 500,
          lineHeight: 1.75,
          letterSpacing: '0.02857em',
          textTransform: 'uppercase',
          position: 'relative',
          transition: (theme) => theme.transitions.create(['background-color', 'box-shadow', 'border-color']),
        },
        variantStyle(variant, color === 'inherit'),
      ]}
    >
      {startIcon ? (
        <Box component="span" sx={{ display: 'inherit', mr: 1, ml: -0.5, '& svg': { fontSize: 20 } }}>
          {startIcon}
        </Box>
      ) : null}
      {/* Transparent, not hidden, while loading: the label still names the button. */}
      <Box component="span" sx={{ opacity: loading ? 0 : undefined }}>
        {children}
      </Box>
      {loading ? <Spinner size={16} sx={{ position: 'absolute' }} /> : null}
    </ButtonBase>
  );
}
