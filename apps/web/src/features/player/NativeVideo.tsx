import Alert from '@mui/material/Alert';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An organiser's own stream or recording in the page's video element: an HLS playlist plays
 * natively where the browser can (Safari), else through hls.js, loaded only when a stream is
 * shown; a video file plays as it is.
 */
export function NativeVideo({
  src,
  hls,
  title,
  onEnded,
}: {
  src: string;
  hls: boolean;
  title: string;
  onEnded: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    setFailed(false);
    if (!hls || video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = src;
      return;
    }
    let player: { destroy: () => void } | null = null;
    let cancelled = false;
    void import('hls.js').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        setFailed(true);
        return;
      }
      const instance = new Hls();
      instance.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setFailed(true);
      });
      instance.loadSource(src);
      instance.attachMedia(video);
      player = instance;
    });
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [src, hls]);

  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: organisers' streams come without caption tracks */}
      <video
        ref={ref}
        controls
        playsInline
        title={title}
        aria-label={title}
        data-testid="native-video"
        onEnded={onEnded}
        onError={() => setFailed(true)}
        style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
      />
      {failed ? <Alert severity="warning">{t('player.content.streamFailed')}</Alert> : null}
    </>
  );
}
