import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Replay from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { AudioPlayer } from './AudioPlayer.tsx';
import { ImagePoster } from './ImagePoster.tsx';
import { NativeVideo } from './NativeVideo.tsx';
import { officeViewerAddress, type TContentKind } from './player-model.ts';

const PdfViewer = lazy(() => import('./PdfViewer.tsx'));

/** A button to a page of another site, in a new tab (the meeting, the external content). */
export function NewTabButton({ href, children, size }: { href: string; children: ReactNode; size?: 'large' }) {
  return (
    <Button
      variant="contained"
      size={size}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<OpenInNew />}
    >
      {children}
    </Button>
  );
}

const frameBox = { position: 'relative', width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black' } as const;
const frameStyle = { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 } as const;

/**
 * The player's content, chosen by type (spec 2 §2.8): a video (embedded player, or the page's own
 * video element for an organiser's stream), a PDF in the viewer (a button to the PDF on phones),
 * slides in the online office viewer with a download, a picture, a page in a frame, the external
 * content button, or the no-content banner. When a video ends, an overlay offers to watch again
 * and the related sessions when there are any.
 */
export function PlayerContent({
  content,
  title,
  related,
  onDownload,
}: {
  content: TContentKind;
  title: string;
  /** The related sessions' list, shown on the video-ended overlay (desktop only). */
  related?: ReactNode;
  onDownload: (address: string) => void;
}) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [ended, setEnded] = useState(false);
  const [replay, setReplay] = useState(0);

  switch (content.kind) {
    case 'embed':
      return (
        <Box sx={frameBox}>
          <iframe
            src={content.src}
            title={t('player.content.videoTitle', { title })}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            style={frameStyle}
          />
        </Box>
      );
    case 'audio':
      return <AudioPlayer src={content.src} onDownload={() => onDownload(content.src)} />;
    case 'hls':
    case 'video':
      return (
        <Box sx={{ position: 'relative' }}>
          <NativeVideo
            key={replay}
            src={content.src}
            hls={content.kind === 'hls'}
            title={t('player.content.videoTitle', { title })}
            onEnded={() => setEnded(true)}
          />
          {ended ? (
            <Paper
              role="status"
              data-testid="video-ended"
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 2,
                bgcolor: 'rgba(0,0,0,0.8)',
                color: 'common.white',
                p: 2,
                overflow: 'auto',
              }}
            >
              <Typography variant="h6" component="p">
                {t('player.content.ended')}
              </Typography>
              <Button
                variant="contained"
                startIcon={<Replay />}
                onClick={() => {
                  setEnded(false);
                  setReplay((n) => n + 1);
                }}
              >
                {t('player.content.watchAgain')}
              </Button>
              {!isMobile && related ? (
                <Box sx={{ maxWidth: 480, width: '100%' }}>
                  <Typography variant="subtitle1" component="h2">
                    {t('player.content.related')}
                  </Typography>
                  {related}
                </Box>
              ) : null}
            </Paper>
          ) : null}
        </Box>
      );
    case 'pdf':
      return isMobile ? (
        <Button
          variant="contained"
          href={content.src}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<OpenInNew />}
          onClick={() => onDownload(content.src)}
        >
          {t('player.content.openPdf')}
        </Button>
      ) : (
        <Suspense fallback={<Loading />}>
          <PdfViewer src={content.src} title={title} />
        </Suspense>
      );
    case 'office':
      return (
        <Box>
          <Box sx={frameBox}>
            <iframe
              src={officeViewerAddress(content.src, window.location.origin)}
              title={t('player.content.officeTitle', { title })}
              style={frameStyle}
            />
          </Box>
          <Button
            sx={{ mt: 1 }}
            href={content.src}
            download
            startIcon={<Download />}
            onClick={() => onDownload(content.src)}
          >
            {t('player.content.download')}
          </Button>
        </Box>
      );
    case 'image':
      return <ImagePoster src={content.src} title={title} />;
    case 'frame':
      return (
        <Box sx={frameBox}>
          <iframe src={content.src} title={t('player.content.frameTitle', { title })} style={frameStyle} />
        </Box>
      );
    case 'external':
      return (
        <Box sx={{ py: 4, textAlign: 'center' }}>
          <NewTabButton href={content.src} size="large">
            {t('player.content.external')}
          </NewTabButton>
        </Box>
      );
    case 'none':
      return (
        <Alert
          severity="info"
          icon={false}
          data-testid="no-content"
          action={<Chip label={t('player.content.noneChip')} size="small" />}
        >
          {t('player.content.none')}
        </Alert>
      );
  }
}
