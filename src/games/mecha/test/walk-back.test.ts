// The normal bot launched a mech and walked it straight back into its own ship zone (seed 32): the
// raid threat counts only the nearest raider, in whole enemy turns, so it valued the zone in front of
// the ship and the ship zone itself alike. The evaluation now also counts how far forward each mech
// stands, as a tie-break.
import { describe, expect, it } from 'vitest';
import { search } from '../../../ai/ismcts.js';
import { ISMCTS_PRESETS } from '../../../ai/registry.js';
import { Rng } from '../../../engine/index.js';
import type { MechaAction } from '../actions.js';
import { advance, evaluate } from '../evaluate.js';
import { mecha } from '../index.js';
import type { MechaState } from '../state.js';
import { BLUE_A, mechOf, play, RED_SHIP, scenario, Z } from './scenario.js';

/** Red has just launched a mech into the zone in front of its ship and owes its end-of-turn move. */
function endMove(): MechaState {
  const s = scenario({
    red: { ship: 'FA-07A' },
    blue: { ship: 'FA-07A' },
    goals: ['raid'],
    active: 0,
    ap: 0,
    mechs: [
      { owner: 0, mech: 'URA-01A', zone: Z(1, 1) },
      { owner: 1, mech: 'URA-01B', zone: BLUE_A },
    ],
  });
  play(s, 0, { t: 'end' });
  return s;
}

function after(s: MechaState, a: MechaAction): MechaState {
  const t = mecha.clone(s);
  mecha.apply(t, 0, a, null);
  return t;
}

describe('mecha evaluation: mechs walking back (seed 32)', () => {
  it('counts the zones each mech has closed on the enemy ship zone', () => {
    const s = endMove();
    const m = mechOf(s, 0).id;
    expect(advance(s, 0)).toBe(1);
    expect(advance(after(s, { t: 'move', m, z: RED_SHIP }), 0)).toBe(0);
    expect(advance(after(s, { t: 'move', m, z: Z(2, 1) }), 0)).toBe(2);
  });

  it('values walking back into the own ship zone below standing, and advancing above both; still zero-sum', () => {
    const s = endMove();
    const m = mechOf(s, 0).id;
    const stay = evaluate(after(s, { t: 'done' }), 0);
    const back = after(s, { t: 'move', m, z: RED_SHIP });
    expect(evaluate(back, 0)).toBeLessThan(stay);
    expect(evaluate(after(s, { t: 'move', m, z: Z(2, 1) }), 0)).toBeGreaterThan(stay);
    expect(evaluate(back, 1)).toBeCloseTo(-evaluate(back, 0), 9);
  });

  // With nothing to gain by it (no enemy gun in reach), the bot keeps the mech where it is or sends it
  // on. (Over 90 games against heuristic, a launched mech walked back into its own ship zone in the same
  // turn after 5.1% of the normal bot's launches before the tie-break, 0.7% after.)
  it('the normal bot does not walk the mech back, whatever its seed', () => {
    const s = endMove();
    const legal = mecha.legalActions(s, 0);
    const back = legal.find((a) => a.t === 'move' && a.z === RED_SHIP);
    expect(back).toBeDefined();
    for (let seed = 0; seed < 8; seed++) {
      const d = { game: mecha, seat: 0, seats: 2, legal, rng: new Rng(`walk-back:${seed}`), state: () => mecha.clone(s) };
      expect(search(d, ISMCTS_PRESETS.normal).action, `seed ${seed}`).not.toEqual(back);
    }
  });
});
