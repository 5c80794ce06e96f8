// Seat tokens: 192 random bits, shown once to the creator; the store keeps only their SHA-256, so a
// copy of the database does not let anyone act as a seat.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented token with a stored hash. */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Match ids: 72 random bits, URL-safe. */
export function newMatchId(): string {
  return randomBytes(9).toString('base64url');
}
