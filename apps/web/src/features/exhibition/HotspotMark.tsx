import type { THotspot } from '@atrium/contracts';
import Description from '@mui/icons-material/Description';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Launch from '@mui/icons-material/Launch';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Public from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { THotspotAction } from './exhibition-model.ts';

/**
 * A hotspot on the stand picture has no outline of its own: the picture shows what it is (a
 * screen, a poster wall, a desk). A round mark in its middle says it can be chosen and what it
 * does; hovering or focusing it (the keyboard too) rings the area and shows its title.
 */
export const hotspotStyle = {
  position: 'absolute',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 1,
  outline: '0 solid transparent',
  transition: 'background-color 150ms, box-shadow 150ms',
  '& .hotspot-mark': { transition: 'transform 150ms' },
  '& .hotspot-title': { opacity: 0, transition: 'opacity 150ms' },
  '&:hover, &.Mui-focusVisible, &:focus-visible': {
    bgcolor: 'rgba(255, 255, 255, 0.16)',
    '& .hotspot-mark': { transform: 'scale(1.12)' },
    '& .hotspot-title': { opacity: 1 },
  },
  '&:hover': { boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.95), 0 0 0 4px rgba(0, 0, 0, 0.35)' },
  // Two rings, white and the theme's colour: the focus shows on a light or a dark picture alike.
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: '2px',
    boxShadow: '0 0 0 2px #FFFFFF, inset 0 0 0 2px #FFFFFF',
  },
} as const;

function markIcon(type: THotspot['type'], action: THotspotAction): ReactNode {
  if (type === 'Youtube' || type === 'Vimeo') return <PlayArrow fontSize="inherit" />;
  if (type === 'Documents') return <Description fontSize="inherit" />;
  if (type === 'IFrame') return <Public fontSize="inherit" />;
  return action.kind === 'mail' ? <EmailOutlined fontSize="inherit" /> : <Launch fontSize="inherit" />;
}

/** The inside of a hotspot: its mark and (on hover or focus, from a tablet's width) its title. */
export function HotspotMark({ hotspot, action }: { hotspot: THotspot; action: THotspotAction }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ position: 'relative', display: 'flex', justifyContent: 'center', pointerEvents: 'none' }}
    >
      <Box
        component="span"
        className="hotspot-mark"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: { xs: 28, sm: 44 },
          height: { xs: 28, sm: 44 },
          fontSize: { xs: 18, sm: 26 },
          borderRadius: '50%',
          bgcolor: 'rgba(255, 255, 255, 0.92)',
          color: 'primary.dark',
          boxShadow: '0 2px 6px rgba(0, 0, 0, 0.35)',
        }}
      >
        {markIcon(hotspot.type, action)}
      </Box>
      {hotspot.title ? (
        <Box
          component="span"
          className="hotspot-title"
          sx={{
            display: { xs: 'none', sm: 'block' },
            position: 'absolute',
            top: 'calc(100% + 6px)',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'rgba(0, 0, 0, 0.75)',
            color: 'common.white',
            fontSize: 13,
            lineHeight: 1.5,
            whiteSpace: 'nowrap',
          }}
        >
          {hotspot.title}
        </Box>
      ) : null}
    </Box>
  );
}
