import { HUB_PATH, type TClientToServerEvents, type TConnectUser, type TServerToClientEvents } from '@atrium/contracts';
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { reportError } from '../api/api-error.ts';
import { endSignIn, refreshTokens } from '../api/http.ts';
import { getSession, isAuthenticated } from '../auth/session-store.ts';
import { afterFirstScreen } from '../lib/after-first-screen.ts';
import { HubController, type THubSnapshot } from './hub-controller.ts';
import { OfflineSince } from './offline-since.ts';

/**
 * The real-time connection (spec 1 §4.3, DESIGN: Real-time hub): a Socket.IO client at /hub,
 * authenticated with the access token, driven by the state machine of hub-controller.ts.
 * The navigation guard calls `startAfterFirstScreen()` for signed-in users, a page that needs the
 * hub at once `start()`, and the logout calls `stop()`;
 * the banner's online dot reads the state store below.
 */
export type TConnectionState = 'disconnected' | 'connecting' | 'connected';
export type THubSocket = Socket<TServerToClientEvents, TClientToServerEvents>;

let snapshot: THubSnapshot = { status: 'disconnected', joined: false };
const listeners = new Set<() => void>();

export function getConnectionState(): TConnectionState {
  return snapshot.status;
}

export function getHubSnapshot(): THubSnapshot {
  return snapshot;
}

export function subscribeConnectionState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionState(): TConnectionState {
  return useSyncExternalStore(subscribeConnectionState, getConnectionState, getConnectionState);
}

const offline = new OfflineSince(Date.now());
/** How long the connection has been missing (null while connected): offline-since.ts. */
export function offlineForMs(now: number): number | null {
  return offline.forMs(now);
}

export function useHubSnapshot(): THubSnapshot {
  return useSyncExternalStore(subscribeConnectionState, getHubSnapshot, getHubSnapshot);
}

/** The signed-in user's name, set by the shell once the current user has loaded (CONNECT_USER needs it). */
let userName: string | null = null;
export function setHubUserName(name: string | null): void {
  userName = name?.trim() ? name.trim() : null;
  if (userName) startAfterFirstScreen();
}

function joinInfo(): TConnectUser | null {
  const { eventCode, platformId, userId } = getSession();
  if (!eventCode || !platformId || !userId || !userName) return null;
  return { eventCode, eventId: platformId, userId, userName };
}

type TAnyHandler = (...args: never[]) => void;
const eventListeners = new Map<string, Set<TAnyHandler>>();

/** Listens to a server event on whichever socket is current (survives reconnects). */
export function onHub<E extends keyof TServerToClientEvents>(event: E, handler: TServerToClientEvents[E]): () => void {
  let set = eventListeners.get(event);
  if (!set) {
    set = new Set();
    eventListeners.set(event, set);
  }
  set.add(handler as TAnyHandler);
  return () => set.delete(handler as TAnyHandler);
}

/** The connected socket, or null while not connected. */
export function hubSocket(): THubSocket | null {
  return controller.currentSocket();
}

/**
 * The Socket.IO client loads with the first start, not with the app: visitors and the login page
 * never need it (about 13 KB gzipped off every first page).
 */
type TSocketIoClient = typeof import('socket.io-client');
let client: TSocketIoClient | null = null;
let clientLoading = false;
/** Whether the connection should be up once the client has loaded (a log-off meanwhile says no). */
let wanted = false;

const controller = new HubController<THubSocket>({
  openSocket: () => {
    const session = getSession();
    const token = session.tokens?.accessToken;
    if (!client || !isAuthenticated(session) || !token) return null;
    const socket: THubSocket = client.io({
      path: HUB_PATH,
      auth: { token, platformId: session.platformId ?? undefined },
      transports: ['websocket', 'polling'],
      reconnection: false,
    });
    return socket;
  },
  joinInfo,
  onChange: (next) => {
    offline.note(next.status, Date.now());
    snapshot = next;
    for (const listener of listeners) listener();
  },
  onEvent: (event, args) => {
    for (const handler of eventListeners.get(event) ?? []) (handler as (...a: unknown[]) => void)(...args);
  },
  onError: (kind, error) => reportError(kind === 'connection' ? 'hub connection error' : 'hub error', error),
  onConnectError: (error) => {
    if (!/expired|unauthori[sz]ed|token/i.test(error.message)) return;
    // An expired token is refused at the handshake: refresh it before the next attempt (≥ 3 s later).
    // A refresh the identity provider refuses (the sign-in revoked, the account disabled) ends the
    // sign-in at once: the login page, not an attempt after an attempt that each asks again.
    void refreshTokens().then((outcome) => {
      if (outcome === 'refused' && isAuthenticated(getSession())) endSignIn();
    });
  },
});

/**
 * Opens the connection for the signed-in user when it is not up yet (spec 1 §2.2). A page that
 * needs the hub (a chat) calls this: the client loads at once.
 */
export function start(): void {
  if (!isAuthenticated(getSession())) return;
  wanted = true;
  if (client) {
    controller.start();
    return;
  }
  loadClient();
}

/**
 * The same, for the navigation guard and the shell: the connection is wanted, but no first
 * screen shows more of it than the banner's online dot, so the client (about 13 KB gzipped)
 * loads once the first screen has been shown (lib/after-first-screen.ts), unless a page has
 * asked for it meanwhile.
 */
export function startAfterFirstScreen(): void {
  if (!isAuthenticated(getSession())) return;
  if (client) {
    start();
    return;
  }
  afterFirstScreen(start);
}

function loadClient(): void {
  if (clientLoading) return;
  clientLoading = true;
  import('socket.io-client')
    .then((loaded) => {
      client = loaded;
      if (wanted) start();
    })
    .catch(() => {
      // A failed chunk load (offline, a new deployment): the next start tries again.
      clientLoading = false;
    });
}

/** Closes the connection (spec 1 §4.3: a log-off action stops it). */
export function stop(): void {
  wanted = false;
  controller.stop();
}
