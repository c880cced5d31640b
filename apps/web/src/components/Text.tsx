import Box from '@mui/material/Box';
import type { SxProps, Theme, TypographyVariant } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';

/** The element each text style renders by default, as MUI's Typography maps them. */
const TAGS: Partial<Record<TypographyVariant, ElementType>> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  caption: 'span',
  overline: 'span',
  button: 'span',
};

type TTextProps = {
  children?: ReactNode;
  variant?: TypographyVariant;
  component?: ElementType;
  /** One line, cut with an ellipsis. */
  noWrap?: boolean;
  color?: string;
  id?: string;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
};

/**
 * Text in one of the theme's type styles, on the element that fits it: what the pages use
 * of MUI's Typography, as a styled Box, so that the first load goes without it.
 */
export function Text({ variant = 'body1', component, noWrap, color, sx, ...rest }: TTextProps) {
  return (
    <Box
      component={component ?? TAGS[variant] ?? 'p'}
      {...rest}
      sx={[
        { m: 0, typography: variant, color },
        noWrap ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
