// Query-string parameters: each one at most once, in the shape we expect.
import { ApiError } from '../errors.js';

type Query = Record<string, unknown>;

export function queryString(q: unknown, name: string): string | undefined {
  const v = (q as Query | undefined)?.[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.length > 200) throw new ApiError('bad_request', `bad query parameter ${name}`);
  return v;
}

export function queryIndex(q: unknown, name: string): number {
  const v = queryString(q, name);
  if (v === undefined) return 0;
  if (!/^\d{1,9}$/.test(v)) throw new ApiError('bad_request', `bad query parameter ${name}: expected a number`);
  return Number(v);
}
