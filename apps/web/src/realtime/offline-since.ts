/**
 * When the connection was last lost (or first tried without success); null while connected.
 * Reconnect attempts in between (connecting ↔ disconnected) do not move it, so "not connected for
 * 30 s" (spec 3 §4) counts from the loss, once, for every panel that shows it.
 */
export class OfflineSince {
  private since: number | null;

  constructor(now: number) {
    this.since = now;
  }

  note(status: 'disconnected' | 'connecting' | 'connected', now: number): void {
    if (status === 'connected') this.since = null;
    else if (this.since === null) this.since = now;
  }

  /** How long the connection has been missing at `now`, or null while it is up. */
  forMs(now: number): number | null {
    return this.since === null ? null : now - this.since;
  }
}
