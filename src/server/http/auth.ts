// Seat tokens over HTTP: `Authorization: Bearer <token>` only. A token in a URL ends up in access
// logs, proxies and Referer headers, so `?token=` is refused with a message that says what to do.
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';

const BEARER = /^Bearer ([A-Za-z0-9_-]{1,200})$/;

/** Refuse a token in the query string (old clients), so it is never silently taken as a spectator. */
export function refuseQueryToken(query: unknown): void {
  if (typeof query === 'object' && query !== null && Object.hasOwn(query, 'token')) {
    throw new ApiError('bad_request', 'send the seat token as "Authorization: Bearer <token>", never in the URL');
  }
}

/** The seat token a request carries, or undefined (a spectator). A malformed header is an error, not a spectator. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (h === undefined || h === '') return undefined;
  const m = BEARER.exec(h);
  if (m === null) throw new ApiError('bad_token', 'the Authorization header must be "Bearer <seat token>"');
  return m[1];
}
