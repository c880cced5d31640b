import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';
import { useLocale } from '../i18n/index.ts';
import { messageTime } from '../lib/message-time.ts';

// One clock for every time shown: the current minute, so that "5 minutes ago" moves on once
// a minute whatever the number of messages (a snapshot stays the same within the minute).
const currentMinute = () => Math.floor(Date.now() / 60_000);
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    for (const each of listeners) each();
  }, 10_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * A message's time: relative today, the date and time otherwise, in the reader's language and
 * time zone; the full date and time in the title (on hover) and the machine-readable `datetime`.
 */
export function MessageTime({ timeStamp, sx }: { timeStamp: string; sx?: SxProps<Theme> }) {
  const locale = useLocale();
  const minute = useSyncExternalStore(subscribe, currentMinute, currentMinute);
  // The end of the current minute: a message of this minute is "now", never "in a few seconds".
  const time = messageTime(timeStamp, new Date((minute + 1) * 60_000 - 1), locale);
  if (!time) return null;
  return (
    <Box
      component="time"
      dateTime={time.iso}
      title={time.full}
      data-testid="message-time"
      sx={[
        { typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {time.label}
    </Box>
  );
}
