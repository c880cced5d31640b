import type { TConnectUser } from '@atrium/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubController, reconnectDelay, type THubSnapshot, type THubSocketLike } from './hub-controller.ts';

class FakeSocket implements THubSocketLike {
  handlers = new Map<string, (...args: never[]) => void>();
  emitted: [string, unknown][] = [];
  closed = false;
  on(event: string, listener: (...args: never[]) => void) {
    this.handlers.set(event, listener);
    return this;
  }
  onAny() {
    return this;
  }
  emit(event: string, message: unknown) {
    this.emitted.push([event, message]);
    return this;
  }
  disconnect() {
    this.closed = true;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    (this.handlers.get(event) as ((...a: unknown[]) => void) | undefined)?.(...args);
  }
}

const INFO: TConnectUser = { eventCode: 'DEMO', eventId: 1, userId: 7, userName: 'Ada' };

function setup(info: TConnectUser | null = INFO) {
  const sockets: FakeSocket[] = [];
  const states: THubSnapshot[] = [];
  const errors: [string, unknown][] = [];
  let known = info;
  const controller = new HubController<FakeSocket>({
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    joinInfo: () => known,
    onChange: (s) => states.push(s),
    onError: (kind, error) => errors.push([kind, error]),
  });
  return { controller, sockets, states, errors, setInfo: (next: TConnectUser | null) => (known = next) };
}

describe('HubController (spec 1 §4.3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reconnect delays are 0, 3, 10 then 60 s repeating', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelay)).toEqual([0, 3000, 10_000, 60_000, 60_000, 60_000]);
  });

  it('goes disconnected → connecting → connected and sends CONNECT_USER 3 s later', () => {
    const { controller, sockets } = setup();
    expect(controller.snapshot().status).toBe('disconnected');
    controller.start();
    expect(controller.snapshot()).toEqual({ status: 'connecting', joined: false });
    sockets[0]?.fire('connect');
    expect(controller.snapshot()).toEqual({ status: 'connected', joined: false });
    vi.advanceTimersByTime(2999);
    expect(sockets[0]?.emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sockets[0]?.emitted).toEqual([['CONNECT_USER', INFO]]);
    sockets[0]?.fire('USER_CONNECTED', {});
    expect(controller.snapshot()).toEqual({ status: 'connected', joined: true });
  });

  it('does not send CONNECT_USER when the user is not fully known, or no longer connected', () => {
    const { controller, sockets, setInfo } = setup(null);
    controller.start();
    sockets[0]?.fire('connect');
    vi.advanceTimersByTime(3000);
    expect(sockets[0]?.emitted).toEqual([]);
    // once known, a new start() (next navigation) schedules the join again
    setInfo(INFO);
    controller.start();
    sockets[0]?.fire('disconnect', 'transport close');
    vi.advanceTimersByTime(3000);
    expect(sockets[0]?.emitted).toEqual([]);
  });

  it('does not send CONNECT_USER again once joined', () => {
    const { controller, sockets } = setup();
    controller.start();
    sockets[0]?.fire('connect');
    sockets[0]?.fire('USER_CONNECTED', {});
    vi.advanceTimersByTime(3000);
    expect(sockets[0]?.emitted).toEqual([]);
  });

  it('reconnects after 0, 3, 10, 60, 60 s and resets the count once connected', () => {
    const { controller, sockets } = setup();
    controller.start();
    sockets[0]?.fire('connect');
    sockets[0]?.fire('USER_CONNECTED', {});
    sockets[0]?.fire('disconnect', 'transport close');
    expect(controller.snapshot()).toEqual({ status: 'disconnected', joined: false });
    const waits = [0, 3000, 10_000, 60_000, 60_000];
    for (const [i, wait] of waits.entries()) {
      expect(sockets).toHaveLength(i + 1);
      if (wait > 0) {
        vi.advanceTimersByTime(wait - 1);
        expect(sockets).toHaveLength(i + 1);
      }
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(i + 2);
      expect(controller.snapshot().status).toBe('connecting');
      sockets[i + 1]?.fire('connect_error', new Error('xhr poll error'));
      expect(controller.snapshot().status).toBe('disconnected');
    }
    vi.advanceTimersByTime(60_000);
    const last = sockets[sockets.length - 1];
    last?.fire('connect');
    expect(controller.snapshot().status).toBe('connected');
    last?.fire('disconnect', 'transport close');
    const count = sockets.length;
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(count + 1);
  });

  it('on a fatal hub error stops, marks disconnected, waits 3 s and restarts', () => {
    const { controller, sockets } = setup();
    controller.start();
    sockets[0]?.fire('connect');
    sockets[0]?.fire('HUB_ERROR', { code: 'rate_limited', message: 'slow', fatal: false });
    expect(controller.snapshot().status).toBe('connected');
    sockets[0]?.fire('HUB_ERROR', { code: 'token_expired', message: 'expired', fatal: true });
    expect(controller.snapshot()).toEqual({ status: 'disconnected', joined: false });
    expect(sockets[0]?.closed).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(sockets).toHaveLength(1);
    controller.start(); // a navigation in between does not open early
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(controller.snapshot().status).toBe('connecting');
  });

  it('records a failed start as a connection error and every hub error, fatal or not (spec 1 §8)', () => {
    const { controller, sockets, errors } = setup();
    controller.start();
    const refused = new Error('unauthorized');
    sockets[0]?.fire('connect_error', refused);
    expect(errors).toEqual([['connection', refused]]);
    vi.advanceTimersByTime(0);
    sockets[1]?.fire('connect');
    const slow = { code: 'rate_limited', message: 'slow', fatal: false };
    const expired = { code: 'token_expired', message: 'expired', fatal: true };
    sockets[1]?.fire('HUB_ERROR', slow);
    sockets[1]?.fire('HUB_ERROR', expired);
    expect(errors).toEqual([
      ['connection', refused],
      ['hub', slow],
      ['hub', expired],
    ]);
    // A socket already replaced records nothing more.
    sockets[0]?.fire('connect_error', new Error('late'));
    expect(errors).toHaveLength(3);
  });

  it('log-off stops it for good', () => {
    const { controller, sockets, states } = setup();
    controller.start();
    sockets[0]?.fire('connect');
    controller.stop();
    expect(sockets[0]?.closed).toBe(true);
    expect(controller.snapshot()).toEqual({ status: 'disconnected', joined: false });
    sockets[0]?.fire('disconnect', 'io client disconnect');
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    expect(states.at(-1)).toEqual({ status: 'disconnected', joined: false });
  });

  it('a second start() while running opens no second socket', () => {
    const { controller, sockets } = setup();
    controller.start();
    controller.start();
    expect(sockets).toHaveLength(1);
  });
});
