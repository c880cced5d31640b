import { HEARTBEAT_INTERVAL_MS, type TScanLog } from '@atrium/contracts';
import { useEffect, useRef } from 'react';
import { useSession } from '../../auth/session-store.ts';
import { useAppNavigate } from '../../shell/use-app-navigate.ts';
import { sendEntityScan } from '../logs/logs-api.ts';
import { usePlatform } from '../platform/platform-context.tsx';

/**
 * spec 2 §4 "Player activity logging": an enter scan on load and when the page is shown again,
 * a leave scan when it goes (route change, unload, hidden); a heartbeat every 5 minutes whose
 * live status, when it differs from the page's, sends the user to the welcome page (the
 * session started or ended while the page was open). Signed-in users only.
 */
export function useEntityScans(entityType: TScanLog['scanEntityType'], entityId: number | null, live: boolean | null) {
  const { userId } = useSession();
  const { eventCode } = usePlatform();
  const navigate = useAppNavigate();
  const liveRef = useRef(live);
  liveRef.current = live;

  useEffect(() => {
    if (userId === null || entityId === null) return;
    let inside = false;
    const enter = () => {
      if (inside) return;
      inside = true;
      sendEntityScan(entityType, entityId, 'ENTER').catch(() => undefined);
    };
    const leave = () => {
      if (!inside) return;
      inside = false;
      sendEntityScan(entityType, entityId, 'LEAVE', { keepalive: true, handleUnauthorized: false }).catch(
        () => undefined,
      );
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? enter() : leave());
    enter();
    const heartbeat = window.setInterval(() => {
      sendEntityScan(entityType, entityId, 'HEARTBEAT')
        .then((answer) => {
          const shown = liveRef.current;
          if (answer && shown !== null && answer.live !== shown) navigate(`/${eventCode}`);
        })
        .catch(() => undefined);
    }, HEARTBEAT_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(heartbeat);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [userId, entityType, entityId, eventCode, navigate]);
}
