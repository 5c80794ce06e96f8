import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SandtableError } from './errors.js';
import { applySettings, parseOptions } from './options.js';

// A schema of the shapes games use: defaults, a nested object, a record of objects (the engine names no game).
const schema = z.object({
  costLimit: z.number().int().default(20),
  turnCap: z.number().int().default(40),
  board: z.object({ rows: z.number().int().default(13), cols: z.number().int().default(11) }).default({ rows: 13, cols: 11 }),
  ships: z.record(z.string(), z.object({ hp: z.number().int().optional() })).default({}),
});

function failure(raw: unknown): string {
  try {
    parseOptions(schema, raw);
  } catch (e) {
    expect(e).toBeInstanceOf(SandtableError);
    expect((e as SandtableError).code).toBe('bad_options');
    return (e as Error).message;
  }
  throw new Error('expected bad_options');
}

describe('parseOptions', () => {
  it('names an unknown key at any depth instead of dropping it', () => {
    expect(failure({ costlimit: 15 })).toBe('unknown option costlimit');
    expect(failure({ board: { rows: 15, rowz: 15 } })).toBe('unknown option board.rowz');
    expect(failure({ ships: { BB: { hpp: 3 } } })).toBe('unknown option ships.BB.hpp');
    expect(failure(applySettings({}, ['costlimit=15']))).toMatch(/costlimit/);
  });

  it('accepts known keys, nested ones included, and fills in defaults', () => {
    const o = parseOptions(schema, applySettings({}, ['costLimit=15', 'board.rows=15', 'ships.BB.hp=12']));
    expect(o.costLimit).toBe(15);
    expect(o.board.rows).toBe(15);
    expect(o.ships.BB?.hp).toBe(12);
    expect(o.turnCap).toBe(40);
  });
});
