// What clients may send: sizes (an action or a match request is a few hundred bytes) and rates.
import { SandtableError } from '../engine/index.js';

export const BODY_LIMIT = 64 * 1024;
/** WebSocket frames above this get a too_large error; far above it (WS_HARD_LIMIT) the socket closes. */
export const WS_MESSAGE_LIMIT = 64 * 1024;
export const WS_HARD_LIMIT = 1024 * 1024;
/** A client that lets this much of our output pile up unread is dropped (it can reconnect). */
export const WS_BACKLOG_LIMIT = 8 * 1024 * 1024;

/**
 * How often one client may knock. A human takes a few actions a minute; these leave room for fast
 * scripted clients and stop only floods. Over a limit: 429 rate_limited with Retry-After.
 */
export interface RateLimits {
  /** Match creations per IP per minute. */
  readonly createPerIp: number;
  /** HTTP actions per IP per minute (all seats behind that address). */
  readonly actionsPerIp: number;
  /** Actions per seat token per minute over HTTP; the WebSocket keeps its own count at the same rate. */
  readonly actionsPerToken: number;
  /** Messages per second one socket may send (a burst of twice as many is tolerated); above it, closed 4008. */
  readonly wsMessagesPerSecond: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  createPerIp: 60,
  actionsPerIp: 3000,
  actionsPerToken: 1200,
  wsMessagesPerSecond: 20,
};

/**
 * `SANDTABLE_RATE_LIMITS`, e.g. `createPerIp=600,wsMessagesPerSecond=50`: overrides of the defaults
 * (load tests from one address need more). Anything else is an error naming the bad part.
 */
export function parseRateLimits(raw: string | undefined): Partial<RateLimits> {
  const out: Record<string, number> = {};
  for (const part of (raw ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const [key, value, extra] = part.split('=');
    if (!Object.hasOwn(DEFAULT_RATE_LIMITS, key) || extra !== undefined || !/^\d+(\.\d+)?$/.test(value ?? '') || Number(value) <= 0) {
      throw new SandtableError('bad_input', `SANDTABLE_RATE_LIMITS: bad "${part}" (expected key=positive number; keys: ${Object.keys(DEFAULT_RATE_LIMITS).join(', ')})`);
    }
    out[key] = Number(value);
  }
  return out as Partial<RateLimits>;
}
