// The lobby renders any game's options from its JSON Schema and sends only what was changed.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { navalOptionsSchema } from '../../../src/games/naval/options.js';
import type { Json } from '../../../src/protocol/types.js';
import { buildOptions, optionFields, parseField } from './schema.js';

const schema = z.toJSONSchema(navalOptionsSchema, { io: 'input', unrepresentable: 'any' }) as unknown as Json;

describe('options form from JSON Schema', () => {
  const fields = optionFields(schema);
  const byPath = new Map(fields.flatMap((f) => [f, ...f.children]).map((f) => [f.path, f]));

  it('finds every naval option with its kind and default', () => {
    expect(byPath.get('costLimit')).toMatchObject({ kind: 'integer', fallback: 20 });
    expect(byPath.get('openRoster')).toMatchObject({ kind: 'boolean', fallback: true });
    expect(byPath.get('firstPlayer')).toMatchObject({ kind: 'enum', fallback: 'alternate' });
    expect(byPath.get('shellThreshold')).toMatchObject({ kind: 'numberList', fallback: [7, 2, 3, 4, 4] });
    expect(byPath.get('board')?.kind).toBe('group');
    expect(byPath.get('board.cols')).toMatchObject({ kind: 'integer', fallback: 11 });
    expect(byPath.get('ships')?.kind).toBe('json');
  });

  it('nests changed dotted paths into the options object, which the game accepts', () => {
    const opts = buildOptions({ costLimit: 3, 'board.cols': 7, 'board.rows': 11, turnCap: 4 });
    expect(opts).toEqual({ costLimit: 3, board: { cols: 7, rows: 11 }, turnCap: 4 });
    const parsed = navalOptionsSchema.parse(opts);
    expect(parsed.board).toMatchObject({ cols: 7, rows: 11, deployRadius: 3 });
  });

  it('rejects values outside the schema’s range or type', () => {
    const cols = byPath.get('board.cols')!;
    expect(parseField(cols, '9')).toBe(9);
    expect(parseField(cols, '4')).toBeUndefined();
    expect(parseField(cols, '9.5')).toBeUndefined();
    expect(parseField(byPath.get('shellThreshold')!, '7, 2,3 4 4')).toEqual([7, 2, 3, 4, 4]);
    expect(parseField(byPath.get('ships')!, '{bad')).toBeUndefined();
  });
});
