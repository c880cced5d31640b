import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;

type TSpinnerProps = {
  size?: number;
  /** Names the progress for screen readers; without one the spinner is decorative. */
  label?: string;
  sx?: SxProps<Theme>;
};

/**
 * A turning ring in the current colour: the loading indicator of pages, buttons and the
 * photo upload. A CSS animation rather than MUI's CircularProgress (about 1 KB gzipped),
 * which every page would otherwise load for the spinner shown while the event initialises.
 */
export function Spinner({ size = 40, label, sx }: TSpinnerProps) {
  return (
    <Box
      component="span"
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={[
        {
          display: 'inline-block',
          flexShrink: 0,
          width: size,
          height: size,
          borderRadius: '50%',
          border: `${Math.max(2, Math.round(size / 11))}px solid currentColor`,
          borderRightColor: 'transparent',
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
