// Bots' choices (macroActions). Where separating "You" is not in play (the default economy): whole-phase
// plans (plans.ts), each a run of legal actions macroStep plays one by one. Else the legal list pruned:
// legal actions only, except the root `aim` that macroStep plays as `attack` then `aim`; separation
// offered only where cheap, with one K; movement pruned to a few cells.
import { describe, expect, it } from 'vitest';
import { hashState, Match, Rng } from '../../../engine/index.js';
import type { BpAction } from '../actions.js';
import { applyAction } from '../apply.js';
import { legalActions } from '../legal.js';
import { cloneState, type BpState } from '../state.js';
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
    const legal = new Set(cheap.keys(0));
    for (const a of macroActions(cheap.s, 0)!) expect(legal.has(actionKey(a))).toBe(true);
    sc.s.phase = 'action';
    sc.you(0, 5, cellOf(1, 3));
    const walks = macroActions(sc.s, 0)!.filter((a) => a.t === 'walk');
    expect(walks.length).toBeGreaterThan(0);
    expect(walks.length).toBeLessThan(sc.legal(0).filter((a) => a.t === 'walk').length);
  });

  it('replaces `attack` by its aims, which macroStep plays as attack then aim', () => {
    const sc = scenario(2, { youCost: 1 });
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
    const sc = scenario(2, { youCost: 1 });
    sc.s.phase = 'production';
    sc.s.players[0].hand = [CARD['missile'], CARD['blade']].sort((a, b) => a - b);
    const [lo, hi] = sc.s.players[0].hand;
    expect(macroActions(sc.s, 0)!.filter((a) => a.t === 'make')).toHaveLength(2);
    sc.act(sc.legal(0).find((a) => a.t === 'make' && a.c === hi)!);
    const makes = macroActions(sc.s, 0)!.filter((a) => a.t === 'make');
    expect(makes.some((a) => a.t === 'make' && a.c === lo)).toBe(false);
    expect(sc.legal(0).some((a) => a.t === 'make' && a.c === lo)).toBe(true); // still legal for people
  });

  it('in random games every choice is legal, or a root aim whose first step (attack) is legal', () => {
    for (let g = 0; g < 20; g++) {
      const m = Match.create(blueprints, { youCost: 2 }, g, 2 + (g % 3), false, 'sfc32');
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

  it('offers every affordable production that fits the free lines as one plan each, then next; never a card that needs "You"', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    const p = sc.s.players[0];
    const ids = ['missile', 'buckler', 'bulwark', 'plating', 'blade', 'relay'];
    p.hand = ids.map((id) => CARD[id]).sort((a, b) => a - b);
    p.pool = 8; // keeps 1: 7 to spend
    const plans = macroActions(sc.s, 0)!;
    expect(plans[plans.length - 1].t).toBe('next');
    const sets = plans.filter((a) => a.t === 'plan').map((a) => (a.t === 'plan' ? a.steps.filter((x) => x.t === 'make').map((x) => (x.t === 'make' ? x.c : -1)) : []));
    const cost = (cs: number[]) => cs.reduce((t, c) => t + BLUEPRINTS[c].cost, 0);
    for (const cs of sets) expect(cost(cs)).toBeLessThanOrEqual(7);
    const set = (...xs: string[]) => xs.map((id) => CARD[id]).sort((a, b) => a - b);
    // 2 general lines: missile+bulwark (7), missile+plating (5), bulwark+plating (6), and the buckler where it fits.
    expect(sets).toContainEqual(set('missile', 'bulwark'));
    expect(sets).toContainEqual(set('missile', 'plating', 'buckler'));
    expect(sets.some((cs) => cs.length === 3 && cs.includes(CARD['bulwark']) && cs.includes(CARD['missile']))).toBe(false);
    // A Blade cannot move (it reaches only riding "You"), a Relay only charges "You": plans never make them.
    expect(sets.some((cs) => cs.includes(CARD['blade']) || cs.includes(CARD['relay']))).toBe(false);
    expect(sc.legal(0).some((a) => a.t === 'make' && a.c === CARD['blade'])).toBe(true); // still legal for people
    expect(new Set(plans.map(actionKey)).size).toBe(plans.length);
  });

  it('names a plan by its steps: equal codes only for equal steps (search shares equal keys across worlds)', () => {
    const sc = scenario();
    sc.s.phase = 'production';
    sc.s.players[0].hand = [CARD['missile'], CARD['plating']].sort((a, b) => a - b);
    const a = macroActions(sc.s, 0)!;
    const b = macroActions(sc.s, 0)!;
    expect(a.map(actionKey)).toEqual(b.map(actionKey));
    sc.s.players[0].hand = [CARD['missile'], CARD['bulwark']].sort((x, y) => x - y);
    const c = macroActions(sc.s, 0)!;
    const stepsOf = (x: BpAction) => (x.t === 'plan' ? x.steps.map(actionKey).join(' ') : actionKey(x));
    for (const x of a) for (const y of c) expect(actionKey(x) === actionKey(y)).toBe(stepsOf(x) === stepsOf(y));
  });

  it('offers action plans: strikers advance or stay, each ranged declaration at an enemy, melee, or no attack', () => {
    const sc = scenario();
    sc.put(0, 'missile');
    sc.put(0, 'bike');
    const plans = macroActions(sc.s, 0)!;
    const kinds = plans.map((a) => (a.t === 'plan' ? a.steps.map((x) => x.t).join(',') : a.t));
    expect(kinds).toContain('move,end');
    expect(kinds).toContain('move,attack,aim,fire');
    expect(kinds).toContain('end');
    expect(kinds).toContain('attack,aim,fire');
    const ranged = plans.find((a) => a.t === 'plan' && a.steps[0].t === 'attack')!;
    expect(ranged.t === 'plan' && ranged.steps[1]).toMatchObject({ t: 'aim', x: 1 });
  });

  it('a plan played one step at a time through macroStep (each step legal) ends where applying it does', () => {
    let plans = 0;
    for (let g = 0; g < 12; g++) {
      const m = Match.create(blueprints, {}, 100 + g, 2 + (g % 3), false, 'sfc32');
      const rng = new Rng(`p:${g}`);
      while (!m.isOver()) {
        const seat = m.toMove()[0];
        const legal = m.legalActions(seat);
        const s = m.snapshot();
        for (const a of macroActions(s, seat) ?? []) {
          if (a.t !== 'plan') {
            // A seat with "You" separated gets the pruned list (its root aims are tested above).
            if (a.t !== 'aim') expect(legal.map(actionKey)).toContain(actionKey(a));
            continue;
          }
          plans++;
          const direct = cloneState(s);
          applyAction(direct, seat, a, null);
          expect(stepwise(s, seat, a)).toBe(hashState(direct));
        }
        m.apply(seat, legal[rng.int(legal.length)]);
      }
    }
    expect(plans).toBeGreaterThan(100);
  });
});

/** The plan played by macroStep on a copy, every step checked legal; the final state's hash. */
function stepwise(s0: BpState, seat: number, plan: BpAction): string {
  const s = cloneState(s0);
  for (let i = 0; i < 40; i++) {
    if (blueprints.toMove(s)[0] !== seat) break; // the other side answers (blocks): the plan waits
    const step = macroStep(s, seat, plan);
    if (step === null) break;
    expect(legalActions(s, seat)).toContain(step);
    applyAction(s, seat, step, null);
  }
  return hashState(s);
}
