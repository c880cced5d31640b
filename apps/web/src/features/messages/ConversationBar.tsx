import { CHAT_BOX_SIZE } from '@atrium/contracts';
import Box from '@mui/material/Box';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { ChatBox } from './ChatBox.tsx';
import { useConversations } from './conversations-store.ts';

const GAP_PX = 8;
const EDGE_PX = 16;

/** How many boxes fit side by side in the window (at least one). */
function boxesThatFit(): number {
  return Math.max(1, Math.floor((window.innerWidth - EDGE_PX) / (CHAT_BOX_SIZE.width + GAP_PX)));
}

function useBoxesThatFit(): number {
  const [count, setCount] = useState(boxesThatFit);
  useEffect(() => {
    const onResize = () => setCount(boxesThatFit());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return count;
}

/** The CSS variable the shell's main area keeps free at its bottom (ShellLayout). */
export const CONVERSATION_BAR_HEIGHT_VAR = '--conversation-bar-height';

/**
 * Publishes the bar's height while it shows, so that the page can scroll its last lines (a
 * lounge's last room, a form's buttons) out from under the boxes.
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>, visible: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar's element comes and goes with `visible`.
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement.style;
    if (!element) return;
    const publish = () => root.setProperty(CONVERSATION_BAR_HEIGHT_VAR, `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(CONVERSATION_BAR_HEIGHT_VAR);
    };
  }, [ref, visible]);
}

/**
 * spec 1 §2.4, §2.10: the bar of private chat boxes pinned bottom-right, the most recently
 * opened on the right. Boxes that do not fit the window stay open out of sight until one
 * of those shown closes; on a phone one box shows, across the screen.
 */
export default function ConversationBar() {
  const { t } = useTranslation();
  const { open, focus } = useConversations();
  const isMobile = useIsMobile();
  const fit = useBoxesThatFit();
  const shown = open.slice(0, isMobile ? 1 : fit);
  const ref = useRef<HTMLElement>(null);
  usePublishedHeight(ref, shown.length > 0);
  if (shown.length === 0) return null;
  return (
    <Box
      ref={ref}
      component="section"
      aria-label={t('messages.bar')}
      data-testid="conversation-bar"
      sx={{
        position: 'fixed',
        bottom: 0,
        right: isMobile ? 0 : EDGE_PX,
        display: 'flex',
        flexDirection: 'row-reverse',
        alignItems: 'flex-end',
        gap: `${GAP_PX}px`,
        zIndex: (theme) => theme.zIndex.appBar,
      }}
    >
      {shown.map((box) => (
        <ChatBox key={box.id} box={box} fullWidth={isMobile} focusSeq={focus?.id === box.id ? focus.seq : null} />
      ))}
    </Box>
  );
}
