// Bots' pruned choices (macroActions): legal actions only, except the root `aim` that macroStep plays
// as `attack` then `aim`; separation offered only where cheap, with one K; cards that need "You" not
// made where it cannot separate; movement pruned to a few cells.
import { describe, expect, it } from 'vitest';
import { Match, Rng } from '../../../engine/index.js';
import { actionKey } from '../actions.js';
import { blueprints } from '../index.js';
import { cellOf } from '../board.js';
import { BLUEPRINTS, CARD } from '../data.js';
import { macroActions, macroStep } from '../macro.js';
import { scenario } from './scenario.js';

describe('blueprints bot choices (macroActions)', () => {
  it('offers separating "You" only where it is cheap, with one K, and per mover the cells toward the closest enemy and one toward home', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    const ks = (x: typeof sc) => macroActions(x.s, 0)!.filter((a) => a.t === 'you').map((a) => (a.t === 'you' ? a.k : 0));
    expect(sc.legal(0).some((a) => a.t === 'you')).toBe(true);
    expect(ks(sc)).toEqual([]); // default youCost 5: separation loses, so it is not searched
    const cheap = scenario(2, { youCost: 1 });
    cheap.s.phase = 'production';
    const most = Math.max(...cheap.legal(0).map((a) => (a.t === 'you' ? a.k : 0)));
    expect(ks(cheap)).toEqual([Math.ceil(most / 2)]);
    const legal = new Set(sc.keys(0));
    for (const a of macroActions(sc.s, 0)!) expect(legal.has(actionKey(a))).toBe(true);
    sc.s.phase = 'action';
    sc.you(0, 5, cellOf(1, 3));
    const walks = macroActions(sc.s, 0)!.filter((a) => a.t === 'walk');
    expect(walks.length).toBeGreaterThan(0);
    expect(walks.length).toBeLessThan(sc.legal(0).filter((a) => a.t === 'walk').length);
  });

  it('replaces `attack` by its aims, which macroStep plays as attack then aim', () => {
    const sc = scenario();
    const m = sc.put(0, 'missile');
    const choices = macroActions(sc.s, 0)!;
    expect(choices.some((a) => a.t === 'attack')).toBe(false);
    const aim = choices.find((a) => a.t === 'aim' && a.o === m.id && a.x === 1)!;
    expect(aim).toBeDefined();
    const first = macroStep(sc.s, 0, aim)!;
    expect(first.t).toBe('attack');
    sc.act(first);
    expect(macroStep(sc.s, 0, aim)).toBe(aim);
    sc.act(aim);
    expect(macroStep(sc.s, 0, aim)).toBeNull();
    expect(sc.s.atk?.weapons).toEqual([m.id]);
  });

  it('offers makes in one canonical order (no permutations of the same production)', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    sc.s.players[0].hand = [CARD['missile'], CARD['bike']].sort((a, b) => a - b);
    const [lo, hi] = sc.s.players[0].hand;
    expect(macroActions(sc.s, 0)!.filter((a) => a.t === 'make')).toHaveLength(2);
    sc.act(sc.legal(0).find((a) => a.t === 'make' && a.c === hi)!);
    const makes = macroActions(sc.s, 0)!.filter((a) => a.t === 'make');
    expect(makes.some((a) => a.t === 'make' && a.c === lo)).toBe(false);
    expect(sc.legal(0).some((a) => a.t === 'make' && a.c === lo)).toBe(true); // still legal for people
  });

  it('in random games every choice is legal, or a root aim whose first step (attack) is legal', () => {
    for (let g = 0; g < 20; g++) {
      const m = Match.create(blueprints, {}, g, 2 + (g % 3), false, 'sfc32');
      const rng = new Rng(`m:${g}`);
      while (!m.isOver()) {
        const seat = m.toMove()[0];
        const legal = m.legalActions(seat);
        const keys = new Set(legal.map(actionKey));
        const s = m.snapshot();
        for (const a of macroActions(s, seat) ?? []) {
          if (keys.has(actionKey(a))) continue;
          expect(a.t).toBe('aim');
          expect(keys.has(actionKey(macroStep(s, seat, a)!))).toBe(true);
        }
        m.apply(seat, legal[rng.int(legal.length)]);
      }
    }
  });

  it('does not make cards that need a separated "You" (charges, ground weapons that cannot move) where it cannot separate', () => {
    const hand = ['relay', 'blade', 'turret', 'bike', 'missile', 'buckler'].map((id) => CARD[id]).sort((a, b) => a - b);
    const made = (opts: Record<string, unknown>, you: boolean) => {
      const sc = scenario(2, opts);
      sc.s.phase = 'production';
      sc.s.players[0].hand = hand.slice();
      if (you) sc.you(0, 5);
      expect(sc.legal(0).filter((a) => a.t === 'make')).toHaveLength(hand.length); // all legal for people
      return macroActions(sc.s, 0)!.flatMap((a) => (a.t === 'make' ? [BLUEPRINTS[a.c].id] : [])).sort();
    };
    expect(made({}, false)).toEqual(['bike', 'buckler', 'missile']);
    expect(made({}, true)).toHaveLength(hand.length); // "You" is out: it can carry a Blade, a Relay can charge it
    expect(made({ youCost: 1 }, false)).toHaveLength(hand.length);
  });
});
