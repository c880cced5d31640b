import { HEARTBEAT_INTERVAL_MS, TRACE_INTERVAL_MS } from '@atrium/contracts';
import { useEffect, useRef } from 'react';
import { reportError } from '../../api/api-error.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { enteredKey, markEntered, markLeft } from './entered-events.ts';
import { sendNavigation, sendPlatformScan, sendTrace } from './logs-api.ts';
import { useCurrentTrace } from './trace-store.ts';

const logFailure = (what: string) => (error: unknown) => reportError(what, error);

/**
 * spec 1 §4.11: enter-event scan when a signed-in user starts (or signs in), a heartbeat
 * every HEARTBEAT_INTERVAL_MS, a leave-event scan when the page goes away, and the page
 * trace on change and every TRACE_INTERVAL_MS.
 */
export function useActivityLogging(): void {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const { platformId, userId } = session;

  useEffect(() => {
    if (!signedIn || platformId === null || userId === null) return;
    const key = enteredKey(platformId, userId);
    const enter = () => {
      if (markEntered(key)) sendPlatformScan('ENTER_EVENT_LOG').catch(logFailure('enter-event scan'));
    };
    enter();
    const heartbeat = window.setInterval(() => {
      sendPlatformScan('HEARTBEAT').catch(logFailure('heartbeat'));
    }, HEARTBEAT_INTERVAL_MS);
    // A beacon cannot carry the bearer token, so the leave scan is a keepalive fetch.
    const onPageHide = () => {
      markLeft(key);
      sendPlatformScan('LEAVE_EVENT_LOG', { keepalive: true, handleUnauthorized: false }).catch(() => {});
    };
    // A page restored from the back-forward cache is an entry again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) enter();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.clearInterval(heartbeat);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [signedIn, platformId, userId]);

  const trace = useCurrentTrace();
  useEffect(() => {
    if (!trace || platformId === null) return;
    const send = () => sendTrace(trace).catch(logFailure('trace'));
    send();
    const timer = window.setInterval(send, TRACE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [trace, platformId]);
}

/**
 * spec 1 §2.2: logs each navigation inside the event with where it came from; the page
 * already shown is not logged again. `to` is the page the guard let through.
 */
export function useNavigationLogging(to: string): void {
  const previous = useRef<string>('');
  useEffect(() => {
    const from = previous.current;
    if (from === to) return;
    previous.current = to;
    sendNavigation(from, to).catch(logFailure('navigation log'));
  }, [to]);
}
