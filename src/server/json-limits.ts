// JSON from clients, checked before it is parsed: a size limit and a nesting limit. A deeply nested
// body (`[[[[…`) is refused by a flat scan, so neither JSON.parse nor any later walk can recurse deep
// enough to blow the stack.
import { ApiError } from './errors.js';

/** Deeper than any request we take (an action is two or three levels). */
export const JSON_MAX_DEPTH = 32;

/** The deepest nesting of `text`'s arrays and objects, stopping early past `limit`. */
export function jsonDepth(text: string, limit = JSON_MAX_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/** Keys that would reach an object's prototype if anything ever merged the value into another object. */
function noProtoKeys(key: string, value: unknown): unknown {
  if (key === '__proto__' || key === 'constructor') throw new ApiError('bad_request', `the key "${key}" is not allowed`);
  return value;
}

/** Parse a client's JSON text within `maxBytes` and JSON_MAX_DEPTH; anything else is one bad_request/too_large. */
export function parseClientJson(text: string, maxBytes: number, what = 'the body'): unknown {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxBytes) throw new ApiError('too_large', `${what} is too large (${bytes} bytes; at most ${maxBytes})`);
  if (jsonDepth(text) > JSON_MAX_DEPTH) throw new ApiError('bad_request', `${what} is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`);
  try {
    return JSON.parse(text, noProtoKeys);
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError('bad_request', `${what} is not valid JSON`);
  }
}
