import { useSyncExternalStore } from 'react';

/**
 * Hook point of the real-time connection (spec 1 §4.3, DESIGN: Real-time hub).
 *
 * The navigation guard calls `start()` on every page a signed-in user opens (so it must do
 * nothing while the connection is up or connecting), and every logout calls `stop()`. The real-time work (Socket.IO client at /hub, the connect/reconnect state
 * machine, CONNECT_USER, private messages) fills these two functions in; until then they do
 * nothing on purpose (the one agreed placeholder of the shell) and the state stays
 * `disconnected`, so the banner's online dot shows red.
 *
 * The state store below is already real: the banner reads it, and the connection only has
 * to call `setConnectionState` as it moves between states.
 */
export type TConnectionState = 'disconnected' | 'connecting' | 'connected';

let state: TConnectionState = 'disconnected';
const listeners = new Set<() => void>();

export function getConnectionState(): TConnectionState {
  return state;
}

export function setConnectionState(next: TConnectionState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeConnectionState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionState(): TConnectionState {
  return useSyncExternalStore(subscribeConnectionState, getConnectionState, getConnectionState);
}

/** Opens the connection for the signed-in user when it is not up yet (spec 1 §2.2). */
export function start(): void {
  // Filled by the real-time work; see the module comment.
}

/** Closes the connection (spec 1 §4.3: a log-off action stops it). */
export function stop(): void {
  setConnectionState('disconnected');
}
