import {
  CONNECT_USER_WAIT_MS,
  HUB_ERROR_RESTART_MS,
  RECONNECT_DELAYS_MS,
  type TConnectUser,
  type THubError,
} from '@atrium/contracts';

/**
 * The real-time connection state machine of spec 1 §4.3, free of the browser: the socket, the
 * timers and what is known about the user come in as dependencies, so the tests drive it with
 * a fake socket and fake timers.
 *
 * - `start()` from disconnected: connecting, a socket opens.
 * - connect: connected; CONNECT_USER is sent 3 s later if still connected, not yet joined, and
 *   the event code, platform id, user id and name are known.
 * - a drop or a failed attempt: disconnected (joined too), then a new attempt after 0, 3, 10,
 *   then 60 s (repeating) — the count resets once connected.
 * - a fatal hub error: stop, mark disconnected, wait 3 s, start again.
 * - `stop()` (log-off): closes everything; nothing restarts.
 */
export type TConnectionStatus = 'disconnected' | 'connecting' | 'connected';

export type THubSnapshot = { status: TConnectionStatus; joined: boolean };

/** The part of a socket.io-client socket the machine uses. */
export interface THubSocketLike {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: 'HUB_ERROR', listener: (error: THubError) => void): unknown;
  on(event: 'USER_CONNECTED', listener: () => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  emit(event: 'CONNECT_USER', message: TConnectUser): unknown;
  disconnect(): unknown;
}

export type THubControllerDeps<S extends THubSocketLike> = {
  /** Opens a socket with the current access token; null when nobody is signed in. */
  openSocket: () => S | null;
  /** What CONNECT_USER needs; null while any of the four is unknown. */
  joinInfo: () => TConnectUser | null;
  onChange: (snapshot: THubSnapshot) => void;
  /** Every server event, for the app's listeners. */
  onEvent?: (event: string, args: unknown[]) => void;
  /** A refused handshake (e.g. expired token): the app may refresh the token before the next attempt. */
  onConnectError?: (error: Error) => void;
  /**
   * spec 1 §8: what is recorded. A start that fails (a refused or failed handshake) as a
   * connection error; every error the hub sends, fatal or not, as a hub error.
   */
  onError?: (kind: 'connection' | 'hub', error: Error | THubError) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

/** The delay before reconnect attempt `attempt` (0-based): 0, 3, 10, then 60 s repeating. */
export function reconnectDelay(attempt: number): number {
  const index = Math.min(Math.max(attempt, 0), RECONNECT_DELAYS_MS.length - 1);
  return RECONNECT_DELAYS_MS[index] ?? 60_000;
}

export class HubController<S extends THubSocketLike = THubSocketLike> {
  private status: TConnectionStatus = 'disconnected';
  private joined = false;
  private running = false;
  private attempt = 0;
  private socket: S | null = null;
  private reconnectTimer: unknown = null;
  private joinTimer: unknown = null;
  private restartTimer: unknown = null;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  constructor(private readonly deps: THubControllerDeps<S>) {
    this.setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  snapshot(): THubSnapshot {
    return { status: this.status, joined: this.joined };
  }

  /** The open socket while connected (for emitting), else null. */
  currentSocket(): S | null {
    return this.status === 'connected' ? this.socket : null;
  }

  isRunning(): boolean {
    return this.running;
  }

  /** Connect request: from disconnected to connecting. Repeated calls while running only retry the join. */
  start(): void {
    if (this.running) {
      if (this.status === 'connected' && !this.joined) this.scheduleJoin();
      return;
    }
    if (this.restartTimer !== null) return; // a hub-error restart is pending
    this.running = true;
    this.attempt = 0;
    this.open();
  }

  /** Log-off: close and stay closed. */
  stop(): void {
    this.running = false;
    this.clear('restartTimer');
    this.teardown();
  }

  private open(): void {
    this.clear('reconnectTimer');
    this.closeSocket();
    const socket = this.deps.openSocket();
    if (!socket) {
      this.running = false;
      this.set('disconnected', false);
      return;
    }
    this.socket = socket;
    this.set('connecting', false);
    socket.on('connect', () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      this.set('connected', false);
      this.scheduleJoin();
    });
    socket.on('disconnect', () => {
      if (this.socket !== socket) return;
      this.lost();
    });
    socket.on('connect_error', (error) => {
      if (this.socket !== socket) return;
      this.deps.onError?.('connection', error);
      this.deps.onConnectError?.(error);
      this.lost();
    });
    socket.on('USER_CONNECTED', () => {
      if (this.socket !== socket) return;
      this.set(this.status, true);
    });
    socket.on('HUB_ERROR', (error) => {
      if (this.socket !== socket) return;
      this.deps.onError?.('hub', error);
      if (!error.fatal) return;
      this.hubError();
    });
    socket.onAny((event, ...args) => {
      if (this.socket === socket) this.deps.onEvent?.(event, args);
    });
  }

  /** The socket dropped or an attempt failed: disconnected, then the next attempt after its delay. */
  private lost(): void {
    this.clear('joinTimer');
    this.closeSocket();
    this.set('disconnected', false);
    if (!this.running) return;
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    this.clear('reconnectTimer');
    this.reconnectTimer = this.setTimer(() => {
      this.reconnectTimer = null;
      if (this.running) this.open();
    }, delay);
  }

  private hubError(): void {
    this.running = false;
    this.teardown();
    this.clear('restartTimer');
    this.restartTimer = this.setTimer(() => {
      this.restartTimer = null;
      this.start();
    }, HUB_ERROR_RESTART_MS);
  }

  private scheduleJoin(): void {
    if (this.joinTimer !== null) return;
    this.joinTimer = this.setTimer(() => {
      this.joinTimer = null;
      if (this.status !== 'connected' || this.joined || !this.socket) return;
      const info = this.deps.joinInfo();
      if (info) this.socket.emit('CONNECT_USER', info);
    }, CONNECT_USER_WAIT_MS);
  }

  private teardown(): void {
    this.clear('reconnectTimer');
    this.clear('joinTimer');
    this.closeSocket();
    this.set('disconnected', false);
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.disconnect();
  }

  private clear(timer: 'reconnectTimer' | 'joinTimer' | 'restartTimer'): void {
    if (this[timer] !== null) this.clearTimer(this[timer]);
    this[timer] = null;
  }

  private set(status: TConnectionStatus, joined: boolean): void {
    if (status === this.status && joined === this.joined) return;
    this.status = status;
    this.joined = joined;
    this.deps.onChange(this.snapshot());
  }
}
