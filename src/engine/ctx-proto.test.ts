import { describe, expect, it } from 'vitest';
import { ctxByOptions, ctxPrototypes } from './ctx-proto.js';
import { hashState } from './hash.js';

describe('ctx prototypes', () => {
  it('states inherit their ctx, which stays out of JSON, keys, spreads and hashes', () => {
    const protoFor = ctxPrototypes<{ board: number[] }>();
    const ctx = { board: [1, 2, 3] };
    const s = { __proto__: protoFor(ctx), turn: 3 } as unknown as { turn: number; ctx: { board: number[] } };
    expect(s.ctx).toBe(ctx);
    expect(JSON.stringify(s)).toBe('{"turn":3}');
    expect(Object.keys(s)).toEqual(['turn']);
    expect({ ...s }).toEqual({ turn: 3 });
    expect(hashState(s)).toBe(hashState({ turn: 3 }));
  });

  it('one prototype per ctx, whatever the order of asking', () => {
    const protoFor = ctxPrototypes<object>();
    const a = {};
    const b = {};
    const pa = protoFor(a);
    const pb = protoFor(b);
    expect(pb).not.toBe(pa);
    expect(protoFor(a)).toBe(pa);
    expect(protoFor(b)).toBe(pb);
    expect((Object.create(protoFor(b)) as { ctx: object }).ctx).toBe(b);
  });

  it('one ctx per distinct options, so every match with them shares a prototype; the oldest goes past the limit', () => {
    let built = 0;
    const makeCtx = ctxByOptions((o: { rows: number }) => ({ rows: o.rows, id: ++built }), 2);
    const a = makeCtx({ rows: 11 });
    expect(makeCtx({ rows: 11 })).toBe(a);
    expect(makeCtx({ rows: 13 })).not.toBe(a);
    expect(built).toBe(2);
    makeCtx({ rows: 15 });
    expect(makeCtx({ rows: 13 }).id).toBe(2);
    expect(makeCtx({ rows: 11 })).not.toBe(a);
    expect(built).toBe(4);
  });
});
