// The turn clock of an online match (optional, chosen at creation): each human seat that owes a
// decision has a deadline; the clock restarts when the seat acts or starts owing. On timeout the seat
// either plays a default — what the heuristic bot would play (it builds setups as a player would),
// or, if no bot answers, a pass or end when it has one, else its first listed choice — or forfeits.
import { z } from 'zod';
import type { Seat } from '../../engine/index.js';

export const clockSchema = z.strictObject({
  /** Seconds per decision: ten seconds to a week. */
  seconds: z.number().int().min(10).max(7 * 24 * 3600),
  onTimeout: z.enum(['default', 'forfeit']),
});
export type ClockSpec = z.infer<typeof clockSchema>;

/** Keys of the choices a timed-out seat plays first: passing or ending is the safe default. */
const SAFE = /^(pass|end|done|endTurn|stop|skip)\b/;

/** The choice a timed-out seat plays: the first safe one by key, else the first listed. */
export function timeoutChoice(keys: readonly string[]): number {
  const i = keys.findIndex((k) => SAFE.test(k));
  return i >= 0 ? i : 0;
}

/** Per-seat deadlines (ms since the epoch; null = not owing, or a bot). */
export class SeatClocks {
  readonly deadlines: (number | null)[];

  constructor(
    readonly spec: ClockSpec,
    private readonly human: readonly boolean[],
  ) {
    this.deadlines = human.map(() => null);
  }

  /** After a change: seats that owe keep their deadline, except the one that acted (it restarts). */
  update(movers: readonly Seat[], acted: Seat | null, now: number): void {
    for (let s = 0; s < this.deadlines.length; s++) {
      const owes = this.human[s] && movers.includes(s);
      if (!owes) this.deadlines[s] = null;
      else if (this.deadlines[s] === null || s === acted) this.deadlines[s] = now + this.spec.seconds * 1000;
    }
  }

  stop(): void {
    this.deadlines.fill(null);
  }

  /** The earliest deadline, or null. */
  next(): number | null {
    let t: number | null = null;
    for (const d of this.deadlines) if (d !== null && (t === null || d < t)) t = d;
    return t;
  }

  /** Seats whose time is up at `now`. */
  expired(now: number): Seat[] {
    const out: Seat[] = [];
    this.deadlines.forEach((d, s) => {
      if (d !== null && d <= now) out.push(s);
    });
    return out;
  }
}
