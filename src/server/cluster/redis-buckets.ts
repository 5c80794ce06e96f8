// The per-seat action budget of the WebSocket (a token bucket per seat token) kept in Redis, so a
// client spreading its actions over several nodes gets one budget, not one per node. Redis's own
// clock refills the bucket (nodes' clocks may differ). If Redis cannot answer, the node's local
// bucket decides meanwhile: limits loosen for a while, play does not stop.
import type { Redis } from 'ioredis';
import { KeyedBuckets, type ActionBudget } from '../http/bucket.js';

const TAKE = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local v = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(v[1]) or burst
local at = tonumber(v[2]) or now
tokens = math.min(burst, tokens + (now - at) / 1000 * rate)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) / rate * 1000) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return wait
`;

export class RedisBuckets implements ActionBudget {
  private readonly local: KeyedBuckets;

  constructor(
    private readonly redis: Redis,
    private readonly rate: number,
    private readonly burst: number,
    private readonly prefix = 'sandtable:bucket:',
  ) {
    this.local = new KeyedBuckets(rate, burst);
  }

  /** Take one for `key`: 0 if allowed, else the milliseconds until one is available again. */
  async take(key: string): Promise<number> {
    try {
      return Number(await this.redis.eval(TAKE, 1, this.prefix + key, this.rate, this.burst));
    } catch {
      return this.local.take(key);
    }
  }
}
