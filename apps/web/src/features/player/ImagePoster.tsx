import FitScreen from '@mui/icons-material/FitScreen';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 1 fits the whole picture in view; above, the picture is that many times the viewer's width. */
const ZOOMS = [1, 1.5, 2, 3, 4];

/**
 * A poster that is a picture (spec 2 §2.8 "jpg or png image"): shown whole, fitted to the width
 * and the screen's height, with zoom buttons; a zoomed picture scrolls in its frame, which a
 * keyboard can focus. The picture's text is the poster's title.
 */
export function ImagePoster({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(1);
  const [failed, setFailed] = useState(false);
  const index = ZOOMS.indexOf(zoom);
  if (failed) return <Alert severity="warning">{t('player.content.imageFailed')}</Alert>;
  return (
    <Box sx={{ width: '100%' }} data-testid="image-poster">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        <IconButton
          onClick={() => setZoom(ZOOMS[index - 1] ?? zoom)}
          disabled={index <= 0}
          aria-label={t('player.content.zoomOut')}
        >
          <ZoomOut />
        </IconButton>
        <IconButton
          onClick={() => setZoom(ZOOMS[index + 1] ?? zoom)}
          disabled={index >= ZOOMS.length - 1}
          aria-label={t('player.content.zoomIn')}
        >
          <ZoomIn />
        </IconButton>
        <IconButton onClick={() => setZoom(1)} disabled={zoom === 1} aria-label={t('player.content.fit')}>
          <FitScreen />
        </IconButton>
      </Box>
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('player.content.imageTitle', { title })}
        sx={{ overflow: 'auto', maxHeight: '80vh', bgcolor: 'grey.200', textAlign: 'center' }}
      >
        <Box
          component="img"
          src={src}
          alt={title}
          onError={() => setFailed(true)}
          data-zoom={zoom}
          sx={
            zoom === 1
              ? { maxWidth: '100%', maxHeight: '80vh', display: 'block', mx: 'auto' }
              : { width: `${zoom * 100}%`, maxWidth: 'none', display: 'block' }
          }
        />
      </Box>
    </Box>
  );
}
