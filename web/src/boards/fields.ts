// Reading fields of plain-JSON actions and views without trusting their shape.
import type { Json } from '../../../src/protocol/types.js';

export type JsonRecord = { readonly [k: string]: Json };

export function isRecord(x: Json | undefined): x is JsonRecord {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A numeric field of an object, or undefined. */
export function num(x: Json | undefined, key: string): number | undefined {
  if (!isRecord(x)) return undefined;
  const v = x[key];
  return typeof v === 'number' ? v : undefined;
}

export function str(x: Json | undefined, key: string): string | undefined {
  if (!isRecord(x)) return undefined;
  const v = x[key];
  return typeof v === 'string' ? v : undefined;
}
