// A game's options as JSON Schema (from GET /api/games): the fields to render, their defaults, and
// the options object to send — only what the player changed, so the game's own defaults apply.
import type { Json, JsonObject } from '../../../src/engine/types.js';

export interface SchemaNode {
  readonly type?: string | readonly string[];
  readonly properties?: { readonly [k: string]: SchemaNode };
  readonly default?: Json;
  readonly enum?: readonly Json[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly items?: SchemaNode;
  readonly title?: string;
  readonly description?: string;
}

export type FieldKind = 'integer' | 'number' | 'boolean' | 'enum' | 'numberList' | 'group' | 'json';

/** One option of the form, by its dotted path (`board.cols`). */
export interface OptionField {
  readonly path: string;
  readonly kind: FieldKind;
  readonly node: SchemaNode;
  readonly fallback: Json;
  /** For groups: the nested fields. */
  readonly children: readonly OptionField[];
}

function isObj(x: unknown): x is { readonly [k: string]: unknown } {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export function kindOf(node: SchemaNode): FieldKind {
  if (node.enum !== undefined) return 'enum';
  if (node.type === 'integer') return 'integer';
  if (node.type === 'number') return 'number';
  if (node.type === 'boolean') return 'boolean';
  if (node.type === 'array' && (node.items?.type === 'integer' || node.items?.type === 'number')) return 'numberList';
  if (node.type === 'object' && node.properties !== undefined) return 'group';
  return 'json';
}

function fallbackOf(node: SchemaNode, kind: FieldKind): Json {
  if (node.default !== undefined) return node.default;
  if (kind === 'boolean') return false;
  if (kind === 'integer' || kind === 'number') return node.minimum ?? 0;
  if (kind === 'enum') return node.enum?.[0] ?? null;
  if (kind === 'numberList') return [];
  return null;
}

/** The fields of an options schema, in schema order. */
export function optionFields(schema: Json, prefix = ''): OptionField[] {
  if (!isObj(schema) || !isObj(schema.properties)) return [];
  const props = schema.properties as { readonly [k: string]: SchemaNode };
  return Object.entries(props).map(([key, node]) => {
    const path = prefix + key;
    const kind = kindOf(node);
    return {
      path,
      kind,
      node,
      fallback: fallbackOf(node, kind),
      children: kind === 'group' ? optionFields(node as unknown as Json, `${path}.`) : [],
    };
  });
}

/** Changed values by dotted path → the nested options object to send. */
export function buildOptions(changes: { readonly [path: string]: Json }): JsonObject {
  const out: { [k: string]: Json } = {};
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    let node: { [k: string]: Json } = out;
    for (const k of keys.slice(0, -1)) {
      const next = node[k];
      if (!isObj(next)) node[k] = {};
      node = node[k] as { [k: string]: Json };
    }
    node[keys[keys.length - 1]] = value;
  }
  return out;
}

/** Read a text input as a field's value; undefined when it is not valid for the field. */
export function parseField(field: OptionField, text: string): Json | undefined {
  const t = text.trim();
  const { node } = field;
  const inRange = (n: number) => (node.minimum === undefined || n >= node.minimum) && (node.maximum === undefined || n <= node.maximum);
  switch (field.kind) {
    case 'integer':
    case 'number': {
      if (t === '') return undefined;
      const n = Number(t);
      if (!Number.isFinite(n) || (field.kind === 'integer' && !Number.isInteger(n)) || !inRange(n)) return undefined;
      return n;
    }
    case 'numberList': {
      const parts = t === '' ? [] : t.split(/[\s,，]+/).map(Number);
      return parts.every(Number.isFinite) ? parts : undefined;
    }
    case 'json':
      try {
        return JSON.parse(t) as Json;
      } catch {
        return undefined;
      }
    default:
      return t;
  }
}

export function sameJson(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
