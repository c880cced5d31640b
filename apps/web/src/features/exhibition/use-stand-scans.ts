import { HEARTBEAT_INTERVAL_MS } from '@atrium/contracts';
import { useEffect } from 'react';
import { useSession } from '../../auth/session-store.ts';
import { sendEntityScan } from '../logs/logs-api.ts';

/**
 * The stand's activity scans (spec 2 §3 "Scan log", SPONSOR), as the player logs a session's: an
 * enter scan on load and when the page is shown again, a leave scan when it goes (route change,
 * unload, hidden), a heartbeat every 5 minutes while it stays. Signed-in users only.
 */
export function useStandScans(sponsorId: number | null) {
  const { userId } = useSession();
  useEffect(() => {
    if (userId === null || sponsorId === null) return;
    let inside = false;
    const enter = () => {
      if (inside) return;
      inside = true;
      sendEntityScan('SPONSOR', sponsorId, 'ENTER').catch(() => undefined);
    };
    const leave = () => {
      if (!inside) return;
      inside = false;
      sendEntityScan('SPONSOR', sponsorId, 'LEAVE', { keepalive: true, handleUnauthorized: false }).catch(
        () => undefined,
      );
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? enter() : leave());
    enter();
    const heartbeat = window.setInterval(() => {
      if (inside) sendEntityScan('SPONSOR', sponsorId, 'HEARTBEAT').catch(() => undefined);
    }, HEARTBEAT_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(heartbeat);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [userId, sponsorId]);
}
