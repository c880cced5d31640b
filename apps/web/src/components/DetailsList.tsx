import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Label–value pairs as a description list in two columns (a session's room and times, a
 * presentation's speaker and date); pairs without a value are left out, and nothing is drawn
 * when none has one.
 */
export function DetailsList({ rows, sx }: { rows: readonly (readonly [string, string])[]; sx?: SxProps<Theme> }) {
  const shown = rows.filter(([, value]) => value !== '');
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={[
        { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
