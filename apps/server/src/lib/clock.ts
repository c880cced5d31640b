/** Where services read the time, so tests can fix it (the programme's live flags, "today"). */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still until told otherwise (tests). */
export class FixedClock implements Clock {
  private at: number;

  constructor(at: Date | string | number) {
    this.at = new Date(at).getTime();
  }

  now(): number {
    return this.at;
  }

  set(at: Date | string | number): void {
    this.at = new Date(at).getTime();
  }

  advance(ms: number): void {
    this.at += ms;
  }
}
