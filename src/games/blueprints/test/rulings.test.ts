// The rulings of docs/rules/blueprints.md (BR-…) and base-game rules no seed test covers, each shown
// on a position built by hand.
import { describe, expect, it } from 'vitest';
import { cellOf } from '../board.js';
import { CARD } from '../data.js';
import { bpView } from '../view.js';
import { NO_TOKEN, OBJ_TARGET } from '../state.js';
import { A, W, scenario } from './scenario.js';

const B0 = cellOf(1, 4);
const NEXT_TO_B0 = cellOf(2, 4);

interface ViewObj {
  id: number;
  cell: number;
  card: string | null;
}
const objectsSeenBy = (sc: ReturnType<typeof scenario>, seat: number) => (bpView(sc.s, seat) as unknown as { objects: ViewObj[] }).objects;

describe('blueprints rulings', () => {
  it('BG-5 an object is made with its printed W', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    sc.s.players[0].hand = [CARD['plating']];
    sc.act({ t: 'make', c: CARD['plating'], slot: 0 });
    const made = sc.s.objs.find((o) => o.card === CARD['plating']);
    expect(made?.w).toBe(3);
    expect(sc.s.players[0].pool).toBe(18);
  });

  it('BR-1 "You" is made through a free ground line but leaves it at once: the line is free again', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    sc.act({ t: 'you', slot: 2, k: 3 });
    expect(sc.s.players[0].you).toBe(true);
    expect(sc.s.players[0].slots[2]).toBe(-1);
  });

  it('BR-2 one declaration is all ranged or all melee: after a ranged weapon, no melee weapon may join', () => {
    const sc = scenario();
    sc.you(1, 6, NEXT_TO_B0);
    const missile = sc.put(0, 'missile');
    const blade = sc.put(0, 'blade');
    sc.act({ t: 'attack' });
    expect(sc.keys(0)).toContain(`aim:${blade.id}:1`);
    sc.act({ t: 'aim', o: missile.id, x: 1 });
    expect(sc.keys(0).filter((k) => k.startsWith(`aim:${blade.id}:`))).toEqual([]);
  });

  it('BR-3 ground armor may block a ranged hit', () => {
    const sc = scenario();
    const m = sc.put(0, 'rocket-pod');
    const wall = sc.put(1, 'field-wall'); // ground armor at its base
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: m.id, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'pass' }, 1); // the USE window a face-down ground object opens (H3) comes first
    expect(sc.keys(1)).toContain(`block:${wall.id}:0`);
    sc.act({ t: 'block', o: wall.id, w: 0 }, 1);
    sc.act({ t: 'done' }, 1);
    while (sc.mover() === 1) sc.act({ t: 'pass' }, 1);
    expect([wall.w, sc.s.players[1].pool]).toEqual([W('field-wall') - A('rocket-pod'), 20]);
  });

  it('BR-4 melee may target only face-up grounded objects (a face-down one would leak whether it is [p])', () => {
    const sc = scenario();
    sc.you(1, 6, NEXT_TO_B0);
    const blade = sc.put(0, 'blade');
    const hidden = sc.put(1, 'decoy', { shown: false, cell: NEXT_TO_B0 });
    const shown = sc.put(1, 'scout-drone', { shown: true, cell: NEXT_TO_B0 });
    sc.act({ t: 'attack' });
    expect(sc.keys(0)).toContain(`aim:${blade.id}:${OBJ_TARGET + shown.id}`);
    expect(sc.keys(0)).not.toContain(`aim:${blade.id}:${OBJ_TARGET + hidden.id}`);
  });

  it('BR-5 an object on "You"\'s line is where "You" is; one with a token is at the token\'s cell', () => {
    const sc = scenario();
    const far = cellOf(3, 2);
    sc.you(0, 5, far);
    const riding = sc.put(0, 'buckler', { line: 'you', shown: true });
    const grounded = sc.put(0, 'bunker', { cell: NEXT_TO_B0, shown: true });
    const home = sc.put(0, 'sandbags', { shown: true });
    const seen = objectsSeenBy(sc, 1);
    expect(seen.find((o) => o.id === riding.id)?.cell).toBe(far);
    expect(seen.find((o) => o.id === grounded.id)?.cell).toBe(NEXT_TO_B0);
    expect(seen.find((o) => o.id === home.id)?.cell).toBe(B0);
  });

  it('BR-6 an object placed from "You"\'s line at its own base cell takes no token pair', () => {
    const sc = scenario();
    sc.you(0, 5, B0);
    const b = sc.put(0, 'buckler', { line: 'you' });
    sc.act({ t: 'place', o: b.id, slot: 2 });
    expect([b.slot, b.tok, b.cell]).toEqual([2, NO_TOKEN, B0]);
  });

  it('BR-7 "You" recombines only with its line empty', () => {
    const sc = scenario();
    sc.you(0, 5, B0);
    expect(sc.keys(0)).toContain('recombine:0:0');
    sc.put(0, 'buckler', { line: 'you' });
    expect(sc.keys(0)).not.toContain('recombine:0:0');
  });

  it('BR-8 production after separation is paid from the base pool; "You"\'s W pay nothing', () => {
    const sc = scenario();
    sc.you(0, 6, B0);
    sc.s.phase = 'production';
    sc.s.players[0].hand = [CARD['plating']];
    sc.act({ t: 'make', c: CARD['plating'], slot: 0 });
    expect([sc.s.players[0].pool, sc.s.players[0].youW]).toEqual([18, 6]);
  });

  it('BR-13 charge moves W from the pool onto "You" in range', () => {
    const sc = scenario();
    sc.you(0, 4, NEXT_TO_B0);
    const relay = sc.put(0, 'relay'); // charge 2, r8
    expect(sc.keys(0)).toContain(`use:${relay.id}:0`);
    sc.act({ t: 'use', o: relay.id, x: 0 });
    expect([sc.s.players[0].pool, sc.s.players[0].youW]).toEqual([18, 6]);
  });

  it('BR-13 repair restores objects only; with repairYou it may add W to "You" too', () => {
    for (const repairYou of [false, true]) {
      const sc = scenario(2, { repairYou });
      sc.you(0, 4, B0);
      const mender = sc.put(0, 'mender'); // repair 2, r1, at the base
      expect(sc.keys(0).includes(`use:${mender.id}:0`)).toBe(repairYou);
    }
  });

  it('BR-14 an object carried onto "You"\'s line is face up from then on', () => {
    const sc = scenario();
    sc.you(0, 5, B0);
    const b = sc.put(0, 'buckler', { line: 'ground' });
    expect(objectsSeenBy(sc, 1).find((o) => o.id === b.id)?.card).toBeNull();
    const carry = sc.legal(0).find((a) => a.t === 'carry' && a.o === b.id);
    expect(carry).toBeDefined();
    sc.act(carry!);
    expect(objectsSeenBy(sc, 1).find((o) => o.id === b.id)?.card).toBe('buckler');
  });
});

describe('blueprints variants', () => {
  it('BG-1 twoBases / BR-16: a general and a ground base on one cell, one pool — a hit on "the base" comes off that pool', () => {
    const sc = scenario(2, { twoBases: true });
    const parts = (bpView(sc.s, 1) as { players: { baseParts: { en: string; lines: string[] }[] }[] }).players[1].baseParts;
    expect(parts.map((b) => b.en)).toEqual(['General base', 'Ground base']);
    expect((bpView(scenario().s, 1) as { players: { baseParts: unknown[] }[] }).players[1].baseParts).toHaveLength(1);
    const m = sc.put(0, 'missile');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: m.id, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'done' }, 1);
    expect(sc.s.players[1].pool).toBe(20 - A('missile'));
  });

  it('BR-8 / BR-17 production after separation: the pool pays (keeping its last W); with youPays "You" adds the rest', () => {
    for (const youPays of [false, true]) {
      const sc = scenario(2, { youPays });
      sc.s.phase = 'production';
      sc.you(0, 6);
      sc.s.players[0].pool = 2;
      sc.s.players[0].hand = [CARD['missile']]; // cost 3
      const make = sc.legal(0).find((a) => a.t === 'make');
      expect(make !== undefined).toBe(youPays);
      if (make) {
        sc.act(make);
        expect([sc.s.players[0].pool, sc.s.players[0].youW]).toEqual([1, 4]);
      }
    }
  });
});
