/** Counts per room (in `slots` kinds) as one node forwards them: `[room, counts by slot]`. */
export type TallyBatch = [room: string, counts: number[]][];

/**
 * Counts per room between two flushes (the reactions of live sessions): what this node's own
 * sockets sent, and what other nodes forwarded. A flush takes both at once: this node's part to
 * forward to the others, the sum to send to this node's sockets, one frame per room.
 */
export class RoomTally {
  private own = new Map<string, number[]>();
  private others = new Map<string, number[]>();

  constructor(private readonly slots: number) {}

  /** One of this node's sockets sent one of kind `slot` to the room. */
  add(room: string, slot: number): void {
    if (!Number.isInteger(slot) || slot < 0 || slot >= this.slots) throw new RangeError(`no slot ${slot}`);
    this.bump(this.own, room, slot, 1);
  }

  /** Counts another node forwarded: delivered here at the next flush. Malformed entries are skipped. */
  merge(batch: unknown): void {
    if (!Array.isArray(batch)) return;
    for (const entry of batch) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) continue;
      const [room, counts] = entry as [string, unknown[]];
      for (let slot = 0; slot < this.slots; slot++) {
        const n = counts[slot];
        if (typeof n === 'number' && Number.isInteger(n) && n > 0) this.bump(this.others, room, slot, n);
      }
    }
  }

  /** Empties the tally: this node's own counts (to forward) and every room's total (to deliver here). */
  take(): { own: TallyBatch; all: TallyBatch } {
    const own = [...this.own];
    const all = new Map(this.others);
    for (const [room, counts] of own) {
      const sum = all.get(room);
      all.set(room, sum ? sum.map((n, slot) => n + (counts[slot] as number)) : counts);
    }
    this.own = new Map();
    this.others = new Map();
    return { own, all: [...all] };
  }

  private bump(map: Map<string, number[]>, room: string, slot: number, n: number) {
    let counts = map.get(room);
    if (!counts) {
      counts = new Array<number>(this.slots).fill(0);
      map.set(room, counts);
    }
    counts[slot] = (counts[slot] as number) + n;
  }
}
