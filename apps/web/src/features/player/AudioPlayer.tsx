import Download from '@mui/icons-material/Download';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Stop from '@mui/icons-material/Stop';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

function clock(seconds: number): string {
  if (!Number.isFinite(seconds)) return '0:00';
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The presentation's audio player (spec 2 §2.8): play, pause, stop, mute, reload, download and a
 * position slider; "Failed to load sound file" when the file cannot be played.
 */
export function AudioPlayer({ src, onDownload }: { src: string; onDownload: () => void }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);

  const play = () => {
    audio.current?.play().catch(() => setFailed(true));
  };
  const stop = () => {
    const el = audio.current;
    if (!el) return;
    el.pause();
    el.currentTime = 0;
  };
  const reload = () => {
    setFailed(false);
    audio.current?.load();
  };

  return (
    <Paper variant="outlined" sx={{ p: 1, mt: 2 }} data-testid="audio-player">
      <Typography component="h2" variant="subtitle1" sx={{ px: 1 }}>
        {t('player.audio.title')}
      </Typography>
      {/* biome-ignore lint/a11y/useMediaCaption: a speaker's recording has no caption track */}
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          setDuration(e.currentTarget.duration);
          setFailed(false);
        }}
        onError={() => setFailed(true)}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        {playing ? (
          <IconButton onClick={() => audio.current?.pause()} aria-label={t('player.audio.pause')}>
            <PauseCircleOutline />
          </IconButton>
        ) : (
          <IconButton onClick={play} aria-label={t('player.audio.play')} disabled={failed}>
            <PlayCircleOutline />
          </IconButton>
        )}
        <IconButton onClick={stop} aria-label={t('player.audio.stop')} disabled={failed}>
          <Stop />
        </IconButton>
        <IconButton
          onClick={() => {
            const el = audio.current;
            if (!el) return;
            el.muted = !el.muted;
            setMuted(el.muted);
          }}
          aria-label={muted ? t('player.audio.unmute') : t('player.audio.mute')}
          aria-pressed={muted}
        >
          {muted ? <VolumeOff /> : <VolumeUp />}
        </IconButton>
        <IconButton onClick={reload} aria-label={t('player.audio.refresh')}>
          <Refresh />
        </IconButton>
        <IconButton component="a" href={src} download onClick={onDownload} aria-label={t('player.audio.download')}>
          <Download />
        </IconButton>
        <Slider
          sx={{ flex: '1 1 160px', mx: 2 }}
          size="small"
          min={0}
          max={Number.isFinite(duration) && duration > 0 ? duration : 1}
          value={time}
          disabled={failed || !duration}
          onChange={(_e, value) => {
            const el = audio.current;
            if (el) el.currentTime = value as number;
          }}
          aria-label={t('player.audio.seek')}
          getAriaValueText={clock}
        />
        <Typography variant="body2" sx={{ minWidth: 80 }}>
          {clock(time)} / {clock(duration)}
        </Typography>
      </Box>
      {failed ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('player.audio.failed')}
        </Alert>
      ) : null}
    </Paper>
  );
}
