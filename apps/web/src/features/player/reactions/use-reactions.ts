import type { TReactionCounts, TReactionKind } from '@atrium/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hubSocket, onHub } from '../../../realtime/connection.ts';
import { planFloats, RECENT_WINDOW_MS, ReactionBucket, recentCounts, type TFloat } from './reactions-model.ts';

const ACK_TIMEOUT_MS = 5000;

/** Whether the reader asked for less motion (followed as it changes). */
export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => window.matchMedia?.(query).matches === true);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const changed = () => setReduced(list.matches);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, []);
  return reduced;
}

/**
 * A live session's reactions on the page: the REACTIONS frames of this session become floating
 * emoji (bounded, see planFloats) or, with reduced motion, the counts of the last seconds; `send`
 * sends one within the page's bucket. `closed` turns true when the hub says the session is not
 * live any more.
 */
export function useReactions(sessionId: number, active: boolean) {
  const reduced = useReducedMotion();
  const [floats, setFloats] = useState<TFloat[]>([]);
  const [recent, setRecent] = useState<{ at: number; counts: TReactionCounts['counts'] }[]>([]);
  const [closed, setClosed] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const ids = useRef(0);
  const bucket = useRef(new ReactionBucket(Date.now()));
  const reducedRef = useRef(reduced);
  reducedRef.current = reduced;

  useEffect(() => {
    if (!active) return;
    return onHub('REACTIONS', (frame) => {
      if (frame.sessionId !== sessionId) return;
      if (reducedRef.current) {
        const at = Date.now();
        setRecent((old) => [...old.filter((f) => at - f.at <= RECENT_WINDOW_MS), { at, counts: frame.counts }]);
        setNow(at);
        return;
      }
      setFloats((old) => {
        const added = planFloats(frame.counts, old.length, () => ++ids.current);
        return added.length ? [...old, ...added] : old;
      });
    });
  }, [active, sessionId]);

  // The counts shown with reduced motion age out of their window.
  useEffect(() => {
    if (!reduced || recent.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [reduced, recent.length]);

  const landed = useCallback((id: number) => setFloats((old) => old.filter((f) => f.id !== id)), []);

  const send = useCallback(
    (kind: TReactionKind) => {
      const socket = hubSocket();
      if (!socket?.connected || !bucket.current.take(Date.now())) return;
      socket.volatile
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('SEND_REACTION', { sessionId, kind })
        .then(
          (answer) => {
            if (!answer.ok && answer.error === 'not_live') setClosed(true);
          },
          () => undefined,
        );
    },
    [sessionId],
  );

  return { floats: reduced ? [] : floats, counts: reduced ? recentCounts(recent, now) : null, landed, send, closed };
}
