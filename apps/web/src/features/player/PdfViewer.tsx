import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';

GlobalWorkerOptions.workerSrc = workerUrl;

const ZOOMS = [0.75, 1, 1.25, 1.5, 2, 3];

/**
 * The embedded PDF viewer of posters and slides (spec 2 §2.8), with pdf.js: one page at a time on
 * a canvas fitted to the width, page and zoom buttons. It loads with the first PDF shown, in a
 * chunk of its own, so the player's other content does not carry it.
 */
export default function PdfViewer({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation();
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    const task = getDocument({ url: src });
    setDoc(null);
    setFailed(false);
    setPage(1);
    task.promise.then(
      (loaded) => {
        if (!cancelled) setDoc(loaded);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [src]);

  useEffect(() => {
    if (!doc) return;
    let cancelled = false;
    let render: { cancel: () => void } | null = null;
    void doc.getPage(page).then((pdfPage) => {
      const canvas = canvasRef.current;
      const width = boxRef.current?.clientWidth ?? 800;
      if (cancelled || !canvas) return;
      const unscaled = pdfPage.getViewport({ scale: 1 });
      const scale = (width / unscaled.width) * zoom;
      const viewport = pdfPage.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      canvas.style.width = `${Math.floor(viewport.width / (window.devicePixelRatio || 1))}px`;
      const task = pdfPage.render({ canvas, viewport });
      render = task;
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      render?.cancel();
    };
  }, [doc, page, zoom]);

  if (failed) return <Alert severity="warning">{t('player.content.pdfFailed')}</Alert>;
  const pages = doc?.numPages ?? 0;
  const zoomIndex = ZOOMS.indexOf(zoom);
  return (
    <Box ref={boxRef} sx={{ width: '100%' }} data-testid="pdf-viewer">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <IconButton onClick={() => setPage((n) => n - 1)} disabled={page <= 1} aria-label={t('player.previous')}>
          <KeyboardArrowLeft />
        </IconButton>
        <Typography aria-live="polite">{pages ? t('player.content.pdfPage', { page, pages }) : ''}</Typography>
        <IconButton onClick={() => setPage((n) => n + 1)} disabled={page >= pages} aria-label={t('player.next')}>
          <KeyboardArrowRight />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <IconButton
          onClick={() => setZoom(ZOOMS[zoomIndex - 1] ?? zoom)}
          disabled={zoomIndex <= 0}
          aria-label={t('player.content.zoomOut')}
        >
          <ZoomOut />
        </IconButton>
        <IconButton
          onClick={() => setZoom(ZOOMS[zoomIndex + 1] ?? zoom)}
          disabled={zoomIndex >= ZOOMS.length - 1}
          aria-label={t('player.content.zoomIn')}
        >
          <ZoomIn />
        </IconButton>
      </Box>
      {doc ? null : <Loading />}
      {/* Focusable, so that a keyboard scrolls a zoomed page too. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label={t('player.content.pdfTitle', { title })}
        sx={{ overflow: 'auto', maxHeight: '80vh', bgcolor: 'grey.200' }}
      >
        <canvas ref={canvasRef} role="img" aria-label={pages ? t('player.content.pdfPage', { page, pages }) : title} />
      </Box>
    </Box>
  );
}
