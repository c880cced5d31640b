import { MOBILE_BREAKPOINT_PX, type TPlatformSettings } from '@atrium/contracts';
import { createTheme, type Theme } from '@mui/material/styles';
import { AA_CONTRAST, colourWithContrast, isHexColour } from '../lib/colour.ts';

/** A blue that passes AA on white, used when the event sets no button colour. */
const DEFAULT_PRIMARY = '#1565C0';
/**
 * The accent (spec 1: the theme has primary, secondary, accent, error, info and success): what
 * calls for attention without being a fault, i.e. LIVE markers and unread counts. A deep pink,
 * apart from the error red, with white text at 7:1.
 */
const ACCENT = '#AD1457';

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    accent: true;
  }
}
declare module '@mui/material/Badge' {
  interface BadgePropsColorOverrides {
    accent: true;
  }
}

/**
 * The product theme; an event's button colour becomes the primary colour, darkened when
 * needed so it still reads as text on white. `md` is the spec's 960 px mobile breakpoint.
 * No CSS variables and no colour schemes: the build leaves MUI's CSS-variables machinery out
 * (muiWithoutCssVariables in vite.config.ts), and asking for them would fail at start.
 */
export function createAppTheme(settings?: Pick<TPlatformSettings, 'defaultButtonColour'>): Theme {
  const chosen = settings?.defaultButtonColour;
  const primary = isHexColour(chosen) ? colourWithContrast(chosen, '#FFFFFF') : DEFAULT_PRIMARY;
  return createTheme({
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX, lg: 1280, xl: 1920 } },
    palette: {
      primary: { main: primary },
      secondary: { main: '#6A1B9A' },
      accent: { main: ACCENT, contrastText: '#FFFFFF' },
      error: { main: '#C62828' },
      success: { main: '#2E7D32' },
      info: { main: '#0277BD' },
      contrastThreshold: AA_CONTRAST,
    },
    typography: {
      fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
    },
    components: {
      // Visible focus everywhere (the ripple alone is too faint): an outline in the text
      // colour, which by construction contrasts with the surface it sits on.
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: 2 } },
        },
      },
      MuiButton: {
        variants: [{ props: { variant: 'contained' }, style: { '&.Mui-focusVisible': { outlineColor: primary } } }],
      },
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}
