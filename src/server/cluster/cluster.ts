// A node's link to the others (REDIS_URL): one Redis connection for commands (leases, rate limits,
// publishing) and one subscribed to the match notices. Redis carries coordination only: the matches
// themselves live in the shared store, which decides every race (compare-and-set on the version).
import { Redis } from 'ioredis';
import { SandtableError } from '../../engine/index.js';
import type { ClusterConfig } from './config.js';
import { Leases } from './leases.js';
import { CHANNEL, decodeNotice, encodeNotice, type Notice } from './notice.js';

export class Cluster {
  /** Called for every notice of another node. */
  onNotice: (n: Notice) => void = () => {};
  /** Called when the subscription is back after Redis was unreachable: notices may have been missed. */
  onResubscribed: () => void = () => {};
  readonly leases: Leases;
  private closed = false;

  private constructor(
    readonly config: ClusterConfig,
    /** Commands: leases, rate limits, publishing. */
    readonly redis: Redis,
    private readonly sub: Redis,
  ) {
    this.leases = new Leases(redis, config.nodeId, config.leaseMs);
    let first = true;
    sub.on('ready', () => {
      if (first) first = false;
      else if (!this.closed) this.onResubscribed();
    });
    sub.on('message', (_channel: string, text: string) => {
      const n = decodeNotice(text);
      if (n !== null && n.from !== config.nodeId) this.onNotice(n);
    });
  }

  /** Connect both clients and subscribe; an unreachable Redis is a one-line error at start. */
  static async connect(config: ClusterConfig): Promise<Cluster> {
    const open = async (): Promise<Redis> => {
      const r = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000, enableOfflineQueue: true });
      // Errors while running are reconnected by ioredis; say them once each, not as unhandled events.
      let cause = '';
      r.on('error', (e: Error) => {
        cause = e.message.split('\n')[0];
        if (r.status !== 'connecting' && !closedClients.has(r)) process.stderr.write(`sandtable server: redis: ${e.message.split('\n')[0]}\n`);
      });
      try {
        await r.connect();
      } catch (e) {
        closedClients.add(r);
        r.disconnect();
        // The first error says why (ECONNREFUSED…); connect() itself only says the connection closed.
        const why = cause !== '' ? cause : e instanceof Error ? e.message.split('\n')[0] : String(e);
        throw new SandtableError('bad_input', `cannot reach Redis at REDIS_URL: ${why}`);
      }
      return r;
    };
    const redis = await open();
    let sub: Redis;
    try {
      sub = await open();
      await sub.subscribe(CHANNEL);
    } catch (e) {
      closedClients.add(redis);
      redis.disconnect();
      throw e;
    }
    return new Cluster(config, redis, sub);
  }

  get nodeId(): string {
    return this.config.nodeId;
  }

  /** Tell the other nodes a match moved (after the write is stored). Lost notices are caught up later. */
  publish(match: string, stamp: number, bot: boolean): void {
    if (this.closed) return;
    this.redis.publish(CHANNEL, encodeNotice({ from: this.config.nodeId, match, stamp, bot })).catch(() => undefined);
  }

  /** Release the leases (others take the bots over at once) and disconnect. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.leases.close();
    closedClients.add(this.sub);
    closedClients.add(this.redis);
    await this.sub.quit().catch(() => this.sub.disconnect());
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Clients we closed on purpose: their last errors are not news. */
const closedClients = new WeakSet<Redis>();
