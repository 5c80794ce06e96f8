// Base game (ours, design BG-1…BG-13) and the rulings (BR-…): one test each, named by id.
import { describe, expect, it } from 'vitest';
import { describe as describeQueue } from '../../../engine/queue.js';
import { Match } from '../../../engine/index.js';
import { cellDist, cellOf } from '../board.js';
import { CARD } from '../data.js';
import { blueprints } from '../index.js';
import { objById, OBJ_TARGET } from '../state.js';
import { STEPS } from '../steps.js';
import { A, W, scenario } from './scenario.js';

const NEXT_TO_B0 = cellOf(2, 4);

describe('base game (ours)', () => {
  it('BG-1 2–6 characters, one base each with 2 general + 2 ground lines; a random first player, then clockwise', () => {
    const firsts = new Set<number>();
    for (let seed = 0; seed < 30; seed++) {
      const m = Match.create(blueprints, {}, seed, 4);
      const s = m.snapshot();
      firsts.add(s.first);
      expect(s.players.every((p) => p.slots.length === 6)).toBe(true);
    }
    expect(firsts.size).toBeGreaterThan(1);
    const sc = scenario(3);
    sc.act({ t: 'end' });
    expect(sc.s.active).toBe(1);
    sc.act({ t: 'next' });
    sc.act({ t: 'end' });
    expect(sc.s.active).toBe(2);
  });

  it('BG-2 the pool starts at 20 W and gains `income` W (default 1; the design\'s 2 as an option) at its owner\'s turn start', () => {
    for (const [opts, income] of [[{}, 1], [{ income: 2 }, 2]] as const) {
      const m = Match.create(blueprints, opts, 3, 2);
      const s = m.snapshot();
      expect(s.players[s.active].pool).toBe(20 + income);
      expect(s.players[1 - s.active].pool).toBe(20);
    }
  });

  it('BG-3 a turn: income → production → action → draw 1; made objects cannot move or attack that turn', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    sc.s.players[0].hand = [CARD['bike']];
    sc.s.players[0].pile = [CARD['missile']];
    sc.act({ t: 'make', c: CARD['bike'], slot: 2 });
    expect(sc.s.players[0].pool).toBe(17);
    sc.act({ t: 'next' });
    expect(sc.legal(0).some((a) => a.t === 'move' || a.t === 'attack')).toBe(false);
    sc.act({ t: 'end' });
    expect(sc.s.players[0].hand).toEqual([CARD['missile']]);
    expect(sc.s.active).toBe(1);
    expect(sc.s.phase).toBe('production');
  });

  it('BG-4 hands of 3 and decks of about 20 blueprints; deck counts are public, hands are not', () => {
    const m = Match.create(blueprints, {}, 5, 3);
    const s = m.snapshot();
    for (const p of s.players) expect(p.hand.length + p.pile.length).toBe(20);
    const v = m.view(1) as { players: { hand: unknown; pile: number }[] };
    expect(v.players[0].hand).toBe(s.active === 0 ? 3 : 3);
    expect(Array.isArray(v.players[1].hand)).toBe(true);
  });

  it('BG-6 "You" costs 5 from the pool on a ground line, v 2; K ≥ 1 W moves onto it', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    const ks = sc.legal(0).filter((a) => a.t === 'you').map((a) => (a.t === 'you' ? a.k : 0));
    expect(Math.min(...ks)).toBe(1);
    expect(Math.max(...ks)).toBe(14); // 20 - 5 - keep 1
    sc.put(0, 'field-wall');
    sc.put(0, 'bunker');
    expect(sc.legal(0).some((a) => a.t === 'you')).toBe(false); // needs a free ground line
  });

  it('BG-6 before separation a pool at 0 eliminates the character (not a power vacuum)', () => {
    const sc = scenario(3);
    sc.s.players[1].pool = 2;
    sc.put(0, 'missile');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 0, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'done' }, 1);
    expect(sc.s.players[1].alive).toBe(false);
    expect(sc.s.phase).toBe('action');
  });

  it('BG-7 a ranged weapon targets any character wherever it is; a ground weapon needs the target within r', () => {
    const sc = scenario(6);
    sc.put(0, 'missile');
    sc.act({ t: 'attack' });
    expect(sc.legal(0).filter((a) => a.t === 'aim').map((a) => (a.t === 'aim' ? a.x : -1))).toEqual([1, 2, 3, 4, 5]);
    const sc2 = scenario(6);
    sc2.put(0, 'lance'); // r2: (01,04) to (05,04) is 4 cells
    expect(sc2.keys(0)).not.toContain('attack:0:0');
  });

  it('BG-8 in melee only ground objects at the target\'s cell block; several may stack on one weapon', () => {
    const sc = scenario();
    sc.you(1, 9, NEXT_TO_B0);
    const a = sc.put(1, 'buckler', { line: 'you' });
    const b = sc.put(1, 'smoke-vest', { line: 'you' });
    sc.put(1, 'bunker'); // at its base, far away
    const h = sc.put(0, 'harpoon'); // r3
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: h.id, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'pass' }, 1);
    expect(sc.legal(1).filter((x) => x.t === 'block')).toHaveLength(2);
    sc.act({ t: 'block', o: b.id, w: 0 }, 1);
    sc.act({ t: 'block', o: a.id, w: 0 }, 1);
    sc.act({ t: 'done' }, 1);
    while (sc.s.q.length > 0) sc.act({ t: 'pass' }, 1); // the windows after the block and after the hit
    // The smoke vest then the buckler absorb their W (both destroyed); the rest reaches "You".
    expect(objById(sc.s, b.id)).toBeUndefined();
    expect(objById(sc.s, a.id)).toBeUndefined();
    expect(sc.s.players[1].youW).toBe(9 - (A('harpoon') - W('smoke-vest') - W('buckler')));
  });

  it('BG-9 a ground object is usable in another player\'s turn, in a USE window, within r — and BR-11 a weapon it destroys before HIT deals nothing', () => {
    const sc = scenario();
    const m = sc.put(0, 'missile');
    const sentry = sc.put(1, 'sentry'); // r2, damage 1
    // The missile is at seat 0's base, 8 cells away: move the sentry next to it first.
    sentry.tok = 0;
    sc.s.tokens[0] = sentry.id;
    sentry.cell = NEXT_TO_B0;
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: m.id, x: 1 });
    sc.act({ t: 'fire' });
    expect(sc.mover()).toBe(1);
    expect(sc.keys(1)).toContain(`use:${sentry.id}:${OBJ_TARGET + m.id}`);
    sc.act({ t: 'use', o: sentry.id, x: OBJ_TARGET + m.id }, 1);
    // The window stays open (another use or pass); the sentry is spent for the round.
    expect(sc.keys(1)).toEqual(['pass:0:0']);
    sc.act({ t: 'pass' }, 1);
    sc.act({ t: 'done' }, 1);
    sc.act({ t: 'pass' }, 1);
    expect(sc.s.players[1].pool).toBe(20); // the missile was destroyed before it struck
  });

  it('BG-9 / H3 a seat with a face-down ground object gets the window even if it holds nothing usable (pass only)', () => {
    const sc = scenario(3);
    sc.put(0, 'missile');
    sc.put(2, 'bunker'); // face down, no effect
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 0, x: 1 });
    sc.act({ t: 'fire' });
    expect(sc.mover()).toBe(2);
    expect(sc.keys(2)).toEqual(['pass:0:0']);
    const q = describeQueue(sc.s.q, STEPS) as { step: string; by: number }[];
    expect(q.map((x) => x.step)).toEqual(['use', 'block', 'use', 'hit', 'use', 'spend', 'deaths', 'end']);
  });

  it('BR-9 option useWindows=false: no windows inside another player\'s action', () => {
    const sc = scenario(3, { useWindows: false });
    sc.put(0, 'missile');
    sc.put(2, 'bunker');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 0, x: 1 });
    sc.act({ t: 'fire' });
    expect(sc.mover()).toBe(1);
  });

  it('BG-11 coordinate-token pairs: 10 by default; a pair returns when its object is destroyed', () => {
    expect(scenario().s.tokens).toHaveLength(10);
    const sc = scenario();
    sc.you(1, 5, NEXT_TO_B0);
    const d = sc.put(1, 'decoy', { shown: true, cell: NEXT_TO_B0 });
    expect(sc.s.tokens[0]).toBe(d.id);
    sc.put(0, 'blade');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 1, x: OBJ_TARGET + d.id });
    sc.act({ t: 'fire' });
    while (sc.s.q.length > 0) sc.act(sc.legal().find((a) => a.t === 'pass' || a.t === 'done')!);
    expect(objById(sc.s, d.id)).toBeUndefined();
    expect(sc.s.tokens[0]).toBe(-1);
  });

  it('BG-12 face-down objects show only their line to others; the owner sees the card', () => {
    const sc = scenario();
    sc.put(0, 'missile');
    type V = { objects: { card: string | null; w: number | null; line: string }[] };
    expect((sc.s && (blueprints.view(sc.s, 1) as V)).objects[0]).toMatchObject({ card: null, w: null, line: 'general' });
    expect((blueprints.view(sc.s, 0) as V).objects[0]).toMatchObject({ card: 'missile', w: 1 });
    expect((blueprints.view(sc.s, null) as V).objects[0].card).toBeNull();
  });

  it('BG-13 the last character standing wins; all objects of the fallen are removed', () => {
    const sc = scenario();
    sc.s.players[1].pool = 1;
    sc.put(1, 'plating');
    sc.put(0, 'missile');
    sc.act({ t: 'attack' });
    sc.act({ t: 'aim', o: 1, x: 1 });
    sc.act({ t: 'fire' });
    sc.act({ t: 'done' }, 1);
    expect(blueprints.result(sc.s)).toMatchObject({ winners: [0], draw: false });
    expect(sc.s.objs.some((o) => o.owner === 1)).toBe(false);
  });

  it('BR-10 keepLastW: production may not spend the last W (option false: it may, and the character falls)', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    sc.s.players[0].pool = 3;
    sc.s.players[0].hand = [CARD['missile']];
    expect(sc.legal(0).some((a) => a.t === 'make')).toBe(false);
    const sc2 = scenario(3, { keepLastW: false });
    sc2.s.phase = 'production';
    sc2.s.players[0].pool = 3;
    sc2.s.players[0].hand = [CARD['missile']];
    sc2.act({ t: 'make', c: CARD['missile'], slot: 0 });
    expect(sc2.s.players[0].alive).toBe(false);
  });

  it('BR-12 after maxRounds the most total W wins (ties draw), reason turnCap', () => {
    const sc = scenario(2, { maxRounds: 1 });
    sc.s.players[1].pool = 25;
    sc.act({ t: 'end' });
    sc.act({ t: 'next' }, 1);
    sc.act({ t: 'end' }, 1);
    expect(blueprints.result(sc.s)).toMatchObject({ winners: [1], reason: { code: 'turnCap' } });
  });

  it('BR-15 each object switches lines (carry or place) at most twice per turn, so a turn always ends', () => {
    const sc = scenario();
    sc.you(0, 5);
    const b = sc.put(0, 'buckler');
    sc.act({ t: 'carry', o: b.id, slot: 4 });
    sc.act({ t: 'place', o: b.id, slot: 2 });
    expect(sc.legal(0).some((a) => a.t === 'carry' || a.t === 'place')).toBe(false);
    sc.act({ t: 'end' });
    sc.act({ t: 'next' }, 1);
    sc.act({ t: 'end' }, 1);
    sc.act({ t: 'next' });
    expect(sc.keys(0)).toContain(`carry:${b.id}:4`);
  });

  it('BG-14 a "You" whose base is destroyed burns baselessDrain W at its turn start, and dies at 0 (the turn passes on)', () => {
    const sc = scenario(3);
    sc.you(1, 3);
    sc.s.players[1].base = false;
    sc.s.players[1].pool = 0;
    sc.act({ t: 'end' }, 0);
    expect(sc.s.active).toBe(1);
    expect(sc.s.players[1].youW).toBe(1);
    sc.act({ t: 'next' }, 1);
    sc.act({ t: 'end' }, 1);
    sc.act({ t: 'next' }, 2);
    sc.act({ t: 'end' }, 2);
    sc.act({ t: 'next' }, 0);
    const ev = sc.act({ t: 'end' }, 0);
    expect(ev.some((e) => e.type === 'drained')).toBe(true);
    expect(sc.s.players[1].alive).toBe(false);
    expect(sc.s.active).toBe(2);
    expect(sc.s.q).toEqual([]);
  });

  it('BG-14 off (baselessDrain 0): a baseless "You" keeps its W', () => {
    const sc = scenario(2, { baselessDrain: 0 });
    sc.you(1, 3);
    sc.s.players[1].base = false;
    sc.s.players[1].pool = 0;
    sc.act({ t: 'end' }, 0);
    expect(sc.s.players[1].youW).toBe(3);
  });

  it('BG-15 a destroyed object\'s blueprint goes back into its owner\'s pile (recycle); off, it is gone', () => {
    for (const recycle of [true, false]) {
      const sc = scenario(2, { recycle });
      const m = sc.put(0, 'missile');
      const count = () => sc.s.players[0].pile.filter((c) => c === CARD['missile']).length;
      const pile = sc.s.players[0].pile.length;
      const before = count();
      sc.act({ t: 'attack' });
      sc.act({ t: 'aim', o: m.id, x: 1 });
      sc.act({ t: 'fire' });
      sc.act({ t: 'done' }, 1);
      expect(sc.s.players[0].pile.length).toBe(recycle ? pile + 1 : pile);
      expect(count()).toBe(recycle ? before + 1 : before);
    }
  });

  it('BG-10 geometry option: sector distance is ring difference + sector steps; to the centre it is the ring, as with hex', () => {
    const b0 = cellOf(1, 4);
    const b1 = cellOf(13, 4);
    expect(cellDist('hex', b0, b1)).toBe(8);
    expect(cellDist('sector', b0, b1)).toBe(3); // sectors 0 and 3 of ring 4
    expect(cellDist('sector', b0, cellOf(5, 4))).toBe(1); // the next sector
    expect(cellDist('sector', b0, cellOf(1, 2))).toBe(2); // same sector, two rings in
    for (let c = 0; c < 61; c++) expect(cellDist('sector', 0, c)).toBe(cellDist('hex', 0, c));
    for (let a = 0; a < 61; a++) for (let c = 0; c < 61; c++) expect(cellDist('sector', a, c)).toBe(cellDist('sector', c, a));
    // The option reaches the rules: a lance (r2) two sectors round the ring reaches a base only with sector distance.
    for (const geometry of ['hex', 'sector'] as const) {
      const sc = scenario(2, { geometry });
      sc.put(0, 'lance', { shown: true, cell: cellOf(5, 4) });
      expect(sc.legal(0).some((a) => a.t === 'attack')).toBe(geometry === 'sector');
    }
  });
});
