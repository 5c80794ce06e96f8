// Single-owner leases in Redis: a match's bot seats and turn clock are played by exactly one node at a
// time, the one holding its lease (`SET key node NX PX ttl`). The holder renews its leases every third
// of the ttl and deletes them on shutdown; a node that dies stops renewing, its leases expire, and
// another node takes them. Renewing and releasing check the holder first (a Lua script), so a node
// never extends or drops a lease it lost. Two holders for a moment (a paused process) are harmless:
// the store's compare-and-set stores one action per version.
import type { Redis } from 'ioredis';

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export class Leases {
  private readonly held = new Set<string>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly redis: Redis,
    private readonly nodeId: string,
    private readonly ttlMs: number,
    private readonly prefix = 'sandtable:lease:',
  ) {
    this.timer = setInterval(() => void this.renewAll(), Math.max(100, Math.floor(ttlMs / 3)));
    this.timer.unref();
  }

  /** Whether this node holds the lease on `name` (as far as it knows: renewals keep it honest). */
  holds(name: string): boolean {
    return this.held.has(name);
  }

  /** Take the lease if nobody holds it (or we do already); true when it is ours. */
  async acquire(name: string): Promise<boolean> {
    if (this.held.has(name)) return true;
    const ok = await this.redis.set(this.prefix + name, this.nodeId, 'PX', this.ttlMs, 'NX');
    if (ok === 'OK') this.held.add(name);
    return ok === 'OK';
  }

  /** Give the lease up (the match ended or left memory), so another node need not wait for it to expire. */
  async release(name: string): Promise<void> {
    if (!this.held.delete(name)) return;
    await this.redis.eval(RELEASE, 1, this.prefix + name, this.nodeId);
  }

  /** Renew every lease held, in one round trip; those lost (expired while we stalled) are forgotten. */
  private async renewAll(): Promise<void> {
    if (this.held.size === 0) return;
    const names = [...this.held];
    const p = this.redis.pipeline();
    for (const n of names) p.eval(RENEW, 1, this.prefix + n, this.nodeId, this.ttlMs);
    let results: [Error | null, unknown][] | null;
    try {
      results = await p.exec();
    } catch {
      return; // Redis unreachable: try again next time; the leases expire if this lasts.
    }
    results?.forEach(([err, n], i) => {
      if (err === null && n === 0) this.held.delete(names[i]);
    });
  }

  /** Stop renewing and release everything held (a clean shutdown: others take over at once). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    const names = [...this.held];
    this.held.clear();
    if (names.length === 0) return;
    const p = this.redis.pipeline();
    for (const n of names) p.eval(RELEASE, 1, this.prefix + n, this.nodeId);
    await p.exec().catch(() => undefined);
  }
}
