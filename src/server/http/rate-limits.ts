// Per-IP and per-token limits on the writes (creating matches, actions), counted by
// @fastify/rate-limit; a request over a limit is 429 rate_limited with Retry-After. With several nodes
// (REDIS_URL) the counts live in Redis, so a limit holds however requests are spread over the nodes.
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';
import type { RateLimits } from '../limits.js';
import { hashToken } from '../tokens.js';
import { bearerToken } from './auth.js';

const MINUTE = 60_000;

export type LimitHook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface WriteLimits {
  readonly create: LimitHook;
  readonly action: LimitHook;
}

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** Run the checks in order; the first exceeded one answers 429. */
function hook(checks: readonly Check[]): LimitHook {
  return async (req, reply) => {
    for (const check of checks) {
      const r = await check(req);
      if (r.isAllowed || !r.isExceeded) continue;
      void reply.header('retry-after', String(r.ttlInSeconds));
      throw new ApiError('rate_limited', `too many requests; retry in ${r.ttlInSeconds} s`);
    }
  };
}

export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, redis: Redis | null = null): Promise<WriteLimits> {
  // Redis unreachable: requests are let through (skipOnError) rather than the game stopping.
  await app.register(rateLimit, redis === null ? { global: false } : { global: false, redis, nameSpace: 'sandtable:rl:', skipOnError: true });
  const perIp = (name: string, max: number): Check => app.createRateLimit({ max, timeWindow: MINUTE, keyGenerator: (req) => `${name}:${req.ip}` });
  // Requests without a token (or with a malformed one, refused later) are the per-IP limit's business.
  const tokenKey = (req: FastifyRequest): string => {
    let t: string | undefined;
    try {
      t = bearerToken(req);
    } catch {
      t = undefined;
    }
    return t === undefined ? '' : `token:${hashToken(t)}`;
  };
  const perToken = app.createRateLimit({ max: limits.actionsPerToken, timeWindow: MINUTE, keyGenerator: tokenKey, allowList: (_req, key) => key === '' });
  return {
    create: hook([perIp('create', limits.createPerIp)]),
    action: hook([perIp('action', limits.actionsPerIp), perToken]),
  };
}
