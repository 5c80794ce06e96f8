// Options: validated by each game's zod schema, with defaults; `key=value` overrides for the CLI.
import type { z } from 'zod';
import { SandtableError } from './errors.js';

type MutableJson = { [k: string]: unknown };

/** Validate raw options against a schema; a bad value becomes a one-line `bad_options` error. */
export function parseOptions<O>(schema: z.ZodType<O>, raw: unknown): O {
  // Default options are parsed once per schema: zod's parse was a tenth of a short random game, and
  // matches already share parsed options read-only (`Match.createParsed`).
  const plain = raw === undefined || raw === null || isEmptyObject(raw);
  if (plain && defaults.has(schema)) return defaults.get(schema) as O;
  const res = schema.safeParse(raw ?? {});
  if (res.success) {
    // zod strips keys it does not know; a typo (`costlimit`) would then be silently ignored.
    const unknown = unknownKey(raw ?? {}, res.data, []);
    if (unknown !== null) throw new SandtableError('bad_options', `unknown option ${unknown}`);
    if (plain) defaults.set(schema, res.data);
    return res.data;
  }
  const issue = res.error.issues[0];
  const path = issue.path.length ? issue.path.join('.') : '(options)';
  throw new SandtableError('bad_options', `bad option ${path}: ${issue.message}`);
}

const defaults = new WeakMap<z.ZodType<unknown>, unknown>();

/** `{}` itself: no own keys (symbols included) and the plain prototype, so it parses as no options. */
function isEmptyObject(x: unknown): boolean {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  return (proto === Object.prototype || proto === null) && Reflect.ownKeys(x).length === 0;
}

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The path of the first key of `raw` that the parsed output left out, at any depth; null if none. */
function unknownKey(raw: unknown, parsed: unknown, path: readonly string[]): string | null {
  if (isPlainObject(raw) && isPlainObject(parsed)) {
    for (const k of Object.keys(raw)) {
      if (!Object.hasOwn(parsed, k)) return [...path, k].join('.');
      const inner = unknownKey(raw[k], parsed[k], [...path, k]);
      if (inner !== null) return inner;
    }
  } else if (Array.isArray(raw) && Array.isArray(parsed)) {
    for (let i = 0; i < raw.length && i < parsed.length; i++) {
      const inner = unknownKey(raw[i], parsed[i], [...path, String(i)]);
      if (inner !== null) return inner;
    }
  }
  return null;
}

/** Parse a CLI value: JSON when it parses (numbers, booleans, arrays), else a plain string. */
function parseValue(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}

/** Apply `a.b.c=value` assignments onto a copy of `base`. */
export function applySettings(base: unknown, settings: readonly string[]): MutableJson {
  const out: MutableJson = structuredClone((base ?? {}) as MutableJson);
  for (const s of settings) {
    const eq = s.indexOf('=');
    if (eq <= 0) throw new SandtableError('bad_options', `bad --set "${s}": expected key=value`);
    const path = s.slice(0, eq).split('.');
    if (path.some((p) => p === '' || p === '__proto__' || p === 'constructor' || p === 'prototype')) {
      throw new SandtableError('bad_options', `bad --set "${s}": bad key`);
    }
    let node = out;
    for (let i = 0; i < path.length - 1; i++) {
      const next = node[path[i]];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[path[i]] = {};
      node = node[path[i]] as MutableJson;
    }
    node[path[path.length - 1]] = parseValue(s.slice(eq + 1));
  }
  return out;
}
