// Token buckets for the WebSocket limits (HTTP has @fastify/rate-limit): `rate` per second refills,
// `burst` is how many may come at once.
export class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    now = Date.now(),
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Take one: 0 if allowed, else the milliseconds until one is available again. */
  take(now = Date.now()): number {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - this.tokens) / this.rate) * 1000);
  }

  /** Full again: nothing to remember. */
  idle(now = Date.now()): boolean {
    return this.tokens + ((now - this.at) / 1000) * this.rate >= this.burst;
  }
}

/** A budget per key (a seat token's hash): in this process, or shared by every node (cluster/redis-buckets.ts). */
export interface ActionBudget {
  /** Take one: 0 if allowed, else the milliseconds until one is available again. */
  take(key: string): number | Promise<number>;
}

/** One bucket per key (a seat token's hash), forgetting full ones so the map stays small. */
export class KeyedBuckets implements ActionBudget {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly maxKeys = 50_000,
  ) {}

  take(key: string, now = Date.now()): number {
    let b = this.buckets.get(key);
    if (b === undefined) {
      if (this.buckets.size >= this.maxKeys) this.prune(now);
      b = new Bucket(this.rate, this.burst, now);
      this.buckets.set(key, b);
    }
    return b.take(now);
  }

  private prune(now: number): void {
    for (const [k, b] of this.buckets) if (b.idle(now)) this.buckets.delete(k);
    // Still full of active keys: drop the oldest rather than grow without bound.
    for (const k of this.buckets.keys()) {
      if (this.buckets.size < this.maxKeys) break;
      this.buckets.delete(k);
    }
  }
}
