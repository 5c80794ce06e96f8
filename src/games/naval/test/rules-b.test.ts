// Rule scenarios for naval (seed 001), part B: movement and its judgement, air reconnaissance, the air
// battle, shelling, torpedoes, the submarine phase, the end of the turn and fog of war (N-23 … N-43),
// and the rulings NR-9 … NR-19, NR-22 with the options that switch them.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Seat } from '../../../engine/index.js';
import type { NavalAction } from '../actions.js';
import { naval } from '../index.js';
import type { NavalState, Unit } from '../state.js';
import { hexAt, isLegal, play, scenario, ScriptedRng, unitOf, type UnitSpec } from './scenario.js';

// ---------------------------------------------------------------------------------------------
// Helpers

interface UnitV {
  id: number;
  owner: number;
  cls: string;
  hex: number;
  hp: number;
  mine: number | null;
  lit: boolean;
}
interface ViewV {
  phase: string;
  units: UnitV[];
  mines: { hex: number; owner: number }[];
  zones: { hex: number; owner: number; spent: boolean }[];
  scouted: number[];
  sunk: { id: number; owner: number; cls: string }[];
  roster: { id: number; owner: number; cls: string; status: string }[];
  lastSeen: { id: number; cls: string; hex: number; turn: number; hp: number }[];
  winner: number;
  reason: string;
}

function view(s: NavalState, seat: Seat): ViewV {
  return naval.view(s, seat) as unknown as ViewV;
}

function seenIds(s: NavalState, seat: Seat): number[] {
  return view(s, seat).units.map((u) => u.id);
}

function ofType(events: GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

function dist(s: NavalState, a: readonly [number, number], b: readonly [number, number]): number {
  const bd = s.ctx.board;
  return bd.dist[hexAt(s, a) * bd.n + hexAt(s, b)];
}

function used(s: NavalState): number {
  return (s.rng as ScriptedRng).used();
}

/** Pass for whoever is to move until the turn ends (or the game does); returns all the events. */
function passToTurnEnd(s: NavalState): GameEvent[] {
  const turn = s.turn;
  const out: GameEvent[] = [];
  for (let guard = 0; s.turn === turn && s.phase !== 'over'; guard++) {
    if (guard > 60) throw new Error('passToTurnEnd: no progress');
    out.push(...play(s, naval.toMove(s)[0], { t: 'pass' }));
  }
  return out;
}

const step = (u: Unit, at: [number, number], s: NavalState): NavalAction => ({ t: 'step', u: u.id, h: hexAt(s, at) });

// Hexes used below (axial [q, r]); all open sea on the default 11 × 13 board.
// O = [2, 6] is the centre of the board (row 6, col 5).
const O: [number, number] = [2, 6];

// ---------------------------------------------------------------------------------------------

describe('movement phase', () => {
  it('N-23 each ship moves up to its MOT (DD 4, BB 2), or not at all, the sides in turn', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: [0, 6] },
        { owner: 0, cls: 'BB', at: [0, 8] },
        { owner: 1, cls: 'CA', at: [3, 10] },
      ],
    });
    const dd = unitOf(s, 0, 0);
    const bb = unitOf(s, 0, 1);
    const ca = unitOf(s, 1, 0);
    expect(naval.toMove(s)).toEqual([0]);
    play(s, 0, step(dd, [1, 6], s));
    // Mid-move: only this DD may act, and Blue must wait.
    expect(isLegal(s, 1, { t: 'stop', u: ca.id })).toBe(false);
    expect(isLegal(s, 0, step(bb, [1, 8], s))).toBe(false);
    play(s, 0, step(dd, [2, 6], s));
    play(s, 0, step(dd, [3, 6], s));
    expect(s.actor).toBe(0);
    play(s, 0, step(dd, [4, 6], s));
    // Four steps = MOT 4: the DD's move ends by itself and the go passes to Blue.
    expect(dd.hex).toBe(hexAt(s, [4, 6]));
    expect(s.pending[0]).not.toContain(dd.id);
    expect(s.actor).toBe(1);
    expect(isLegal(s, 0, step(dd, [5, 6], s))).toBe(false);
    // Blue does not move its CA at all.
    play(s, 1, { t: 'stop', u: ca.id });
    expect(ca.hex).toBe(hexAt(s, [3, 10]));
    // BB: MOT 2.
    play(s, 0, step(bb, [1, 8], s));
    expect(isLegal(s, 0, step(bb, [2, 8], s))).toBe(true);
    play(s, 0, step(bb, [2, 8], s));
    expect(bb.hex).toBe(hexAt(s, [2, 8]));
    expect(isLegal(s, 0, step(bb, [3, 8], s))).toBe(false);
    expect(s.phase).not.toBe('move');
  });

  it('N-24 units ending in one hex each deal twice their max HP to the others, after all moves', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: [1, 6] },
        { owner: 1, cls: 'BB', at: [3, 6] },
      ],
    });
    const dd = unitOf(s, 0, 0);
    const bb = unitOf(s, 1, 0);
    play(s, 0, step(dd, [2, 6], s));
    play(s, 0, step(dd, [3, 6], s));
    play(s, 0, { t: 'stop', u: dd.id });
    // Judged only after moving is over.
    expect(bb.hp).toBe(10);
    expect(dd.hp).toBe(2);
    const ev = play(s, 1, { t: 'stop', u: bb.id });
    expect(ofType(ev, 'collision')).toHaveLength(1);
    expect(ofType(ev, 'collision')[0].to).toBe('all');
    expect(bb.hp).toBe(10 - 2 * 2); // the DD deals 2 × 2
    expect(dd.alive).toBe(false); // the BB deals 2 × 10
    expect(dd.removed).toBe(false);
  });

  it('N-24 a CA and a CV in one hex: 12 to the CV, 12 to the CA, both sunk', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'CA', at: [2, 6], hp: 20 },
        { owner: 1, cls: 'CV', at: [3, 6], hp: 20 },
      ],
    });
    const ca = unitOf(s, 0, 0);
    const cv = unitOf(s, 1, 0);
    play(s, 0, step(ca, [3, 6], s));
    play(s, 0, { t: 'stop', u: ca.id });
    play(s, 1, { t: 'stop', u: cv.id });
    expect(ca.hp).toBe(20 - 12);
    expect(cv.hp).toBe(20 - 12);
  });

  it('N-25 submarines do not move in the movement phase and take no part in the judgement', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: [1, 6] },
        { owner: 1, cls: 'SS', at: [3, 6] },
      ],
    });
    const dd = unitOf(s, 0, 0);
    const ss = unitOf(s, 1, 0);
    expect(s.pending[1]).toEqual([]);
    expect(naval.legalActions(s, 1)).toEqual([]);
    play(s, 0, step(dd, [2, 6], s));
    play(s, 0, step(dd, [3, 6], s));
    const ev = play(s, 0, { t: 'stop', u: dd.id });
    expect(s.phase).not.toBe('move');
    expect(ofType(ev, 'collision')).toHaveLength(0);
    expect(ss.alive).toBe(true);
    expect(ss.hp).toBe(1);
    expect(ss.hex).toBe(hexAt(s, [3, 6]));
    expect(dd.hp).toBe(2);
  });

  it('N-26 C/ML do not move; a ship ending on one removes it (not as destroyed) and takes nothing', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: [1, 6] },
        { owner: 0, cls: 'CA', at: [4, 6] },
        { owner: 1, cls: 'C', at: [3, 6] },
        { owner: 1, cls: 'ML', at: [5, 6] },
        { owner: 1, cls: 'BB', at: [3, 11] },
      ],
    });
    const dd = unitOf(s, 0, 0);
    const ca = unitOf(s, 0, 1);
    const c = unitOf(s, 1, 0);
    const ml = unitOf(s, 1, 1);
    const bb = unitOf(s, 1, 2);
    expect(s.pending[1]).toEqual([bb.id]);
    play(s, 0, step(dd, [2, 6], s));
    play(s, 0, step(dd, [3, 6], s));
    play(s, 0, { t: 'stop', u: dd.id });
    play(s, 1, { t: 'stop', u: bb.id });
    play(s, 0, step(ca, [5, 6], s));
    play(s, 0, { t: 'stop', u: ca.id });
    expect(c.alive).toBe(false);
    expect(c.removed).toBe(true);
    expect(ml.alive).toBe(false);
    expect(ml.removed).toBe(true);
    expect(dd.hp).toBe(2);
    expect(ca.hp).toBe(6);
    // Not in the destroyed-units area.
    expect(view(s, 0).sunk.map((x) => x.id)).not.toContain(c.id);
    expect(view(s, 1).sunk.map((x) => x.id)).not.toContain(ml.id);
  });
});

describe('air reconnaissance', () => {
  it('N-27 a CV scouts a hex and radius 4: every enemy unit there but SS is lit', () => {
    const T: [number, number] = [2, 8];
    const s = scenario({
      phase: 'recon',
      units: [
        { owner: 0, cls: 'CV', at: [2, 2] },
        { owner: 0, cls: 'DD', at: [3, 8] },
        { owner: 1, cls: 'DD', at: T },
        { owner: 1, cls: 'CA', at: [6, 8] },
        { owner: 1, cls: 'BB', at: [2, 3] },
        { owner: 1, cls: 'SS', at: [2, 7] },
      ],
    });
    expect(dist(s, T, [6, 8])).toBe(4);
    expect(dist(s, T, [2, 3])).toBe(5);
    const cv = unitOf(s, 0, 0);
    const own = unitOf(s, 0, 1);
    const [dd, ca, bb, ss] = [0, 1, 2, 3].map((i) => unitOf(s, 1, i));
    expect(seenIds(s, 0)).not.toContain(dd.id);
    play(s, 0, { t: 'recon', u: cv.id, h: hexAt(s, T) });
    expect(dd.lit).toBe(true);
    expect(ca.lit).toBe(true);
    expect(bb.lit).toBe(false);
    expect(ss.lit).toBe(false);
    expect(own.lit).toBe(false);
    const seen = seenIds(s, 0);
    expect(seen).toContain(dd.id);
    expect(seen).toContain(ca.id);
    expect(seen).not.toContain(bb.id);
    expect(seen).not.toContain(ss.id);
    // Once per CV: the phase is over (the CV now owes its fighters).
    expect(s.phase).toBe('fighters');
    expect(isLegal(s, 0, { t: 'recon', u: cv.id, h: hexAt(s, [2, 3]) })).toBe(false);
  });

  it('NR-10 recon is public, the scouted hexes are known to the scout, and lit units stay lit until the turn ends', () => {
    const s = scenario({
      phase: 'recon',
      units: [
        { owner: 0, cls: 'CV', at: [2, 2] },
        { owner: 1, cls: 'DD', at: [3, 7], mine: 0 },
      ],
    });
    const cv = unitOf(s, 0, 0);
    const dd = unitOf(s, 1, 0);
    const ev = play(s, 0, { t: 'recon', u: cv.id, h: hexAt(s, O) });
    expect(ofType(ev, 'recon')[0].to).toBe('all');
    // The scout knows every hex it covered (61 hexes within 4, all on the board), the enemy's view has none.
    expect(view(s, 0).scouted).toHaveLength(61);
    expect(view(s, 0).scouted).toContain(hexAt(s, [4, 4]));
    expect(view(s, 1).scouted).toHaveLength(0);
    // Later in the turn (shelling), the DD is still seen.
    play(s, 0, { t: 'pass' }); // fighters
    play(s, 0, { t: 'pass' }); // strike
    expect(s.phase).toBe('shelling');
    expect(dd.lit).toBe(true);
    expect(seenIds(s, 0)).toContain(dd.id);
    passToTurnEnd(s);
    expect(s.turn).toBe(2);
    expect(dd.lit).toBe(false);
    expect(seenIds(s, 0)).not.toContain(dd.id);
    expect(view(s, 0).lastSeen.map((x) => x.id)).toContain(dd.id);
    expect(view(s, 0).scouted).toHaveLength(0);
  });
});

describe('air battle', () => {
  /** Red CV with a fighter zone on [3,6] guarding a BB there; Blue has two CVs. Ends in the strike phase with Blue to act. */
  function zoneScenario(dice: number[]): NavalState {
    const s = scenario({
      phase: 'fighters',
      units: [
        { owner: 0, cls: 'CV', at: [2, 2] },
        { owner: 0, cls: 'BB', at: [3, 6] },
        { owner: 1, cls: 'CV', at: [1, 10] },
        { owner: 1, cls: 'CV', at: [2, 10] },
      ],
      dice,
    });
    play(s, 0, { t: 'fighters', u: unitOf(s, 0, 0).id, h: hexAt(s, [3, 6]) });
    play(s, 1, { t: 'pass' });
    expect(s.phase).toBe('strike');
    play(s, 0, { t: 'pass' });
    expect(naval.toMove(s)).toEqual([1]);
    return s;
  }

  it('N-28 the first enemy attacker into a fighter zone (radius 2) is shot down and its CV takes 1; the next one gets through', () => {
    const s = zoneScenario([3]);
    const bb = unitOf(s, 0, 1);
    const cv0 = unitOf(s, 1, 0);
    const cv1 = unitOf(s, 1, 1);
    play(s, 1, { t: 'sortie', u: cv0.id, kind: 'dive' });
    const ev = play(s, 1, { t: 'strike', u: cv0.id, h: hexAt(s, [3, 6]) });
    expect(ofType(ev, 'shotDown')).toHaveLength(1);
    expect(cv0.hp).toBe(5);
    expect(bb.hp).toBe(10);
    expect(used(s)).toBe(0);
    // The zone has fired: the second CV's dive bombers roll (3 vs AA 1 → 1 + 2 = 3).
    play(s, 1, { t: 'sortie', u: cv1.id, kind: 'dive' });
    const ev2 = play(s, 1, { t: 'strike', u: cv1.id, h: hexAt(s, [3, 6]) });
    expect(ofType(ev2, 'shotDown')).toHaveLength(0);
    expect(used(s)).toBe(1);
    expect(bb.hp).toBe(7);
    expect(cv1.hp).toBe(6);
  });

  it('N-28 an attack on a hex at distance 3 from the zone centre is not shot down', () => {
    const s = scenario({
      phase: 'fighters',
      units: [
        { owner: 0, cls: 'CV', at: [2, 2] },
        { owner: 0, cls: 'BB', at: [6, 6] },
        { owner: 1, cls: 'CV', at: [1, 10] },
      ],
      dice: [1],
    });
    expect(dist(s, [3, 6], [6, 6])).toBe(3);
    play(s, 0, { t: 'fighters', u: unitOf(s, 0, 0).id, h: hexAt(s, [3, 6]) });
    play(s, 1, { t: 'pass' });
    play(s, 0, { t: 'pass' });
    const cv = unitOf(s, 1, 0);
    play(s, 1, { t: 'sortie', u: cv.id, kind: 'dive' });
    const ev = play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, [6, 6]) });
    expect(ofType(ev, 'shotDown')).toHaveLength(0);
    expect(ofType(ev, 'airRoll')).toHaveLength(1);
    // Roll 1 vs AA 1: 1 + 0 = 1 damage.
    expect(unitOf(s, 0, 1).hp).toBe(9);
    expect(cv.hp).toBe(6);
  });

  it('N-29 torpedo bombers designate three hexes in turn, dive bombers one', () => {
    const s = scenario({
      phase: 'strike',
      units: [
        { owner: 0, cls: 'CV', at: [2, 2] },
        { owner: 1, cls: 'CV', at: [1, 10] },
      ],
    });
    const red = unitOf(s, 0, 0);
    const blue = unitOf(s, 1, 0);
    const [a, b, c] = ([[2, 6], [3, 6], [4, 6]] as [number, number][]).map((x) => hexAt(s, x));
    play(s, 0, { t: 'sortie', u: red.id, kind: 'torpedo' });
    expect(s.active?.left).toBe(3);
    play(s, 0, { t: 'strike', u: red.id, h: a });
    expect(naval.toMove(s)).toEqual([0]);
    play(s, 0, { t: 'strike', u: red.id, h: b });
    expect(naval.toMove(s)).toEqual([0]);
    play(s, 0, { t: 'strike', u: red.id, h: c });
    // Three hexes: the sortie is over and Blue's CV acts.
    expect(s.active).toBeNull();
    expect(naval.toMove(s)).toEqual([1]);
    play(s, 1, { t: 'sortie', u: blue.id, kind: 'dive' });
    expect(s.active?.left).toBe(1);
    play(s, 1, { t: 'strike', u: blue.id, h: a });
    expect(s.phase).not.toBe('strike');
  });

  it('N-30 the fighter zone is judged before the target: feedback noTarget / shotDown, no die either way', () => {
    const s = scenario({
      phase: 'fighters',
      units: [
        { owner: 0, cls: 'CV', at: [2, 2] },
        { owner: 1, cls: 'CV', at: [1, 10] },
      ],
      dice: [],
    });
    const blue = unitOf(s, 1, 0);
    play(s, 0, { t: 'fighters', u: unitOf(s, 0, 0).id, h: hexAt(s, [3, 6]) });
    play(s, 1, { t: 'pass' });
    play(s, 0, { t: 'pass' });
    play(s, 1, { t: 'sortie', u: blue.id, kind: 'torpedo' });
    // Outside the zone, no target: "no target" feedback to the attacker only.
    const ev1 = play(s, 1, { t: 'strike', u: blue.id, h: hexAt(s, [0, 9]) });
    const nt = ofType(ev1, 'noTarget');
    expect(nt).toHaveLength(1);
    expect(nt[0].to).toEqual([1]);
    expect(blue.hp).toBe(6);
    // Inside the zone, still no target: shot down all the same (zone first).
    const ev2 = play(s, 1, { t: 'strike', u: blue.id, h: hexAt(s, [4, 6]) });
    expect(ofType(ev2, 'shotDown')).toHaveLength(1);
    expect(ofType(ev2, 'noTarget')).toHaveLength(0);
    expect(blue.hp).toBe(5);
    expect(used(s)).toBe(0);
  });

  it('N-30 with a target outside any zone the attack rolls and everyone sees the result', () => {
    const s = scenario({
      phase: 'strike',
      units: [
        { owner: 0, cls: 'BB', at: O },
        { owner: 1, cls: 'CV', at: [1, 10] },
      ],
      dice: [2],
    });
    const cv = unitOf(s, 1, 0);
    play(s, 1, { t: 'sortie', u: cv.id, kind: 'dive' });
    const ev = play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, O) });
    const roll = ofType(ev, 'airRoll');
    expect(roll).toHaveLength(1);
    expect(roll[0].to).toBe('all');
    expect(roll[0].data).toMatchObject({ roll: 2, aa: 1, dmg: 2, cvLoss: 0 });
    expect(unitOf(s, 0, 0).hp).toBe(8);
  });

  /** Blue CV attacks red units on O with one sortie hex and the given roll; returns the CV. */
  function strikeOnce(kind: 'torpedo' | 'dive', targets: UnitSpec[], roll: number, options?: Record<string, unknown>) {
    const s = scenario({
      phase: 'strike',
      options,
      units: [{ owner: 1, cls: 'CV', at: [1, 10] }, ...targets],
      dice: [roll],
    });
    const cv = unitOf(s, 1, 0);
    play(s, 1, { t: 'sortie', u: cv.id, kind });
    const ev = play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, O) });
    return { s, cv, ev };
  }

  it('N-31 roll ≥ AA: full damage, the CV is safe (torpedo bombers, roll 4 vs CL AA 4)', () => {
    const { s, cv } = strikeOnce('torpedo', [{ owner: 0, cls: 'CL', at: O }], 4);
    expect(unitOf(s, 0, 0).hp).toBe(1);
    expect(cv.hp).toBe(6);
  });

  it('N-31 half AA < roll < AA: only 1 damage and the CV loses 1 (roll 3 vs CL AA 4)', () => {
    const { s, cv } = strikeOnce('torpedo', [{ owner: 0, cls: 'CL', at: O }], 3);
    expect(unitOf(s, 0, 0).hp).toBe(3);
    expect(cv.hp).toBe(5);
  });

  it('N-31 roll ≤ half AA: no damage and the CV loses 1 (roll 2 vs CL AA 4)', () => {
    const { s, cv } = strikeOnce('torpedo', [{ owner: 0, cls: 'CL', at: O }], 2);
    expect(unitOf(s, 0, 0).hp).toBe(4);
    expect(cv.hp).toBe(5);
  });

  it('N-31 half of an odd AA is rounded up (roll 2 vs CA AA 3 → half 2: no damage)', () => {
    const { s, cv } = strikeOnce('dive', [{ owner: 0, cls: 'CA', at: O }], 2);
    expect(unitOf(s, 0, 0).hp).toBe(6);
    expect(cv.hp).toBe(5);
  });

  it('N-32 torpedo bombers deal 3 to every target in the hex', () => {
    // BB (AA 1) + CA (AA 3) share the hex: AA 4; roll 4 hits.
    const { s, cv } = strikeOnce(
      'torpedo',
      [
        { owner: 0, cls: 'BB', at: O },
        { owner: 0, cls: 'CA', at: O },
      ],
      4,
    );
    expect(unitOf(s, 0, 0).hp).toBe(7);
    expect(unitOf(s, 0, 1).hp).toBe(3);
    expect(cv.hp).toBe(6);
  });

  it('N-32 dive bombers deal 1 + (roll − AA): roll 6 vs BB AA 1 → 6', () => {
    const { s, cv } = strikeOnce('dive', [{ owner: 0, cls: 'BB', at: O }], 6);
    expect(unitOf(s, 0, 0).hp).toBe(4);
    expect(cv.hp).toBe(6);
  });

  it('N-32 dive bombers: roll 5 vs CL AA 4 → 2 damage', () => {
    const { s } = strikeOnce('dive', [{ owner: 0, cls: 'CL', at: O }], 5);
    expect(unitOf(s, 0, 0).hp).toBe(2);
  });

  it('NR-11 a fighter zone is hidden until it fires, then shoots down the whole sortie, once', () => {
    const s = zoneScenario([6]);
    const cv0 = unitOf(s, 1, 0);
    const cv1 = unitOf(s, 1, 1);
    const bb = unitOf(s, 0, 1);
    expect(view(s, 0).zones).toHaveLength(1);
    expect(view(s, 1).zones).toHaveLength(0);
    play(s, 1, { t: 'sortie', u: cv0.id, kind: 'torpedo' });
    // First hex outside the zone and empty; the second into the zone (distance 2 from its centre).
    play(s, 1, { t: 'strike', u: cv0.id, h: hexAt(s, [0, 9]) });
    expect(dist(s, [3, 6], [5, 6])).toBe(2);
    play(s, 1, { t: 'strike', u: cv0.id, h: hexAt(s, [5, 6]) });
    // Shot down: the third hex is cancelled, the CV has finished its act.
    expect(cv0.hp).toBe(5);
    expect(s.active).toBeNull();
    expect(s.pending[1]).not.toContain(cv0.id);
    expect(isLegal(s, 1, { t: 'strike', u: cv0.id, h: hexAt(s, [3, 6]) })).toBe(false);
    expect(view(s, 1).zones).toEqual([{ hex: hexAt(s, [3, 6]), owner: 0, spent: true }]);
    // Once only: the second CV's torpedo bombers reach the BB (roll 6 ≥ AA 1 → 3).
    play(s, 1, { t: 'sortie', u: cv1.id, kind: 'torpedo' });
    play(s, 1, { t: 'strike', u: cv1.id, h: hexAt(s, [3, 6]) });
    expect(bb.hp).toBe(7);
    expect(cv1.hp).toBe(6);
  });

  it('NR-12 each hex is judged at once with its own die; hexes are distinct; the sortie may stop early', () => {
    const s = scenario({
      phase: 'strike',
      units: [
        { owner: 1, cls: 'CV', at: [1, 10] },
        { owner: 0, cls: 'BB', at: O },
        { owner: 0, cls: 'CA', at: [5, 6] },
      ],
      dice: [1, 1],
    });
    const cv = unitOf(s, 1, 0);
    const bb = unitOf(s, 0, 0);
    const ca = unitOf(s, 0, 1);
    play(s, 1, { t: 'sortie', u: cv.id, kind: 'torpedo' });
    play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, O) });
    // Judged already (roll 1 ≥ AA 1 → 3), before the next hex is chosen.
    expect(bb.hp).toBe(7);
    expect(used(s)).toBe(1);
    expect(isLegal(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, O) })).toBe(false);
    play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, [5, 6]) });
    // Roll 1 vs CA AA 3 (half 2): no damage, the CV loses 1.
    expect(used(s)).toBe(2);
    expect(ca.hp).toBe(6);
    expect(cv.hp).toBe(5);
    expect(isLegal(s, 1, { t: 'stop', u: cv.id })).toBe(true);
    play(s, 1, { t: 'stop', u: cv.id });
    expect(s.phase).not.toBe('strike');
  });

  it('NR-12 a hex’s AA adds the defender DD/CL at distance 1 (not a CA): BB + DD + CL = 8', () => {
    // Roll 6 vs AA 8 (half 4): 1 damage and the CV loses 1. (Counting the CA would make AA 11 → no damage;
    // ignoring the auras would make AA 1 → 6 damage.)
    const { s, cv, ev } = strikeOnce(
      'dive',
      [
        { owner: 0, cls: 'BB', at: O },
        { owner: 0, cls: 'DD', at: [3, 6] },
        { owner: 0, cls: 'CL', at: [1, 6] },
        { owner: 0, cls: 'CA', at: [2, 5] },
      ],
      6,
    );
    expect(ofType(ev, 'airRoll')[0].data).toMatchObject({ aa: 8, roll: 6 });
    expect(unitOf(s, 0, 0).hp).toBe(9);
    expect(cv.hp).toBe(5);
    // Neighbours are not targets.
    expect(unitOf(s, 0, 1).hp).toBe(2);
  });

  it('NR-12 submarines are not air targets: no die, no loss', () => {
    const s = scenario({
      phase: 'strike',
      units: [
        { owner: 1, cls: 'CV', at: [1, 10] },
        { owner: 0, cls: 'SS', at: O },
      ],
      dice: [],
    });
    const cv = unitOf(s, 1, 0);
    play(s, 1, { t: 'sortie', u: cv.id, kind: 'dive' });
    const ev = play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, O) });
    expect(ofType(ev, 'noTarget')).toHaveLength(1);
    expect(unitOf(s, 0, 0).alive).toBe(true);
    expect(cv.hp).toBe(6);
    expect(used(s)).toBe(0);
  });

  it('NR-12 option airHitsSubs: aircraft may attack SS', () => {
    const { s, cv } = strikeOnce('dive', [{ owner: 0, cls: 'SS', at: O }], 1, { airHitsSubs: true });
    // SS AA 0: roll 1 ≥ 0 → 1 + 1 = 2 damage.
    expect(unitOf(s, 0, 0).alive).toBe(false);
    expect(cv.hp).toBe(6);
  });
});

describe('shelling', () => {
  it('N-33 ranges DD 2, CL 2, CA 3, BB 4; CV/C/ML do not shell', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'DD', at: [-2, 5] },
        { owner: 0, cls: 'CL', at: [-2, 6] },
        { owner: 0, cls: 'CA', at: [-2, 7] },
        { owner: 0, cls: 'BB', at: [-2, 8] },
        { owner: 0, cls: 'CV', at: [-2, 4] },
        { owner: 0, cls: 'C', at: [-1, 4] },
        { owner: 0, cls: 'ML', at: [0, 4] },
        { owner: 1, cls: 'CA', at: [3, 10] },
      ],
    });
    const [dd, cl, ca, bb, cv, c, ml] = [0, 1, 2, 3, 4, 5, 6].map((i) => unitOf(s, 0, i));
    const aim = (u: Unit, at: [number, number]): NavalAction => ({ t: 'aim', u: u.id, h: hexAt(s, at) });
    expect(isLegal(s, 0, aim(dd, [0, 5]))).toBe(true);
    expect(isLegal(s, 0, aim(dd, [1, 5]))).toBe(false);
    expect(isLegal(s, 0, aim(cl, [0, 6]))).toBe(true);
    expect(isLegal(s, 0, aim(cl, [1, 6]))).toBe(false);
    expect(isLegal(s, 0, aim(ca, [1, 7]))).toBe(true);
    expect(isLegal(s, 0, aim(ca, [2, 7]))).toBe(false);
    expect(isLegal(s, 0, aim(bb, [2, 8]))).toBe(true);
    expect(isLegal(s, 0, aim(bb, [3, 8]))).toBe(false);
    expect(isLegal(s, 0, aim(bb, [-2, 8]))).toBe(false); // not its own hex
    expect(s.pending[0].sort()).toEqual([dd.id, cl.id, ca.id, bb.id].sort());
    for (const u of [cv, c, ml]) expect(naval.legalActions(s, 0).some((a) => 'u' in a && a.u === u.id)).toBe(false);
  });

  it('N-33 both sides choose first; the shots are judged once both are done', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'BB', at: [0, 6] },
        { owner: 1, cls: 'CA', at: [3, 6] },
      ],
      dice: [4, 4],
    });
    const bb = unitOf(s, 0, 0);
    const ca = unitOf(s, 1, 0);
    const ev0 = play(s, 0, { t: 'aim', u: bb.id, h: hexAt(s, [3, 6]) });
    expect(ofType(ev0, 'aim')[0].to).toEqual([0]);
    expect(ca.hp).toBe(6);
    expect(used(s)).toBe(0);
    play(s, 1, { t: 'aim', u: ca.id, h: hexAt(s, [0, 6]) });
    // Distance 3, both roll 4 → both hit. BB→CA: 1 + 1 = 2; CA→BB: 1 − 1 = 0.
    expect(used(s)).toBe(2);
    expect(ca.hp).toBe(4);
    expect(bb.hp).toBe(10);
    expect(s.phase).not.toBe('shelling');
  });

  const NEED = [0, 2, 3, 4, 4];
  for (const d of [1, 2, 3, 4]) {
    for (const hit of [true, false]) {
      const roll = hit ? NEED[d] : NEED[d] - 1;
      it(`N-34 distance ${d} needs ${NEED[d]}+: a roll of ${roll} ${hit ? 'hits' : 'misses'}`, () => {
        const s = scenario({
          phase: 'shelling',
          units: [
            { owner: 0, cls: 'BB', at: [0, 6] },
            { owner: 1, cls: 'CL', at: [d, 6] },
          ],
          dice: [roll],
        });
        const bb = unitOf(s, 0, 0);
        const cl = unitOf(s, 1, 0);
        play(s, 0, { t: 'aim', u: bb.id, h: cl.hex });
        const ev = play(s, 1, { t: 'pass' });
        const shell = ofType(ev, 'shell');
        expect(shell).toHaveLength(1);
        expect(shell[0].data).toMatchObject({ dist: d, roll, need: NEED[d], hit });
        // BB → CL: 1 + 2 = 3.
        expect(cl.hp).toBe(hit ? 1 : 4);
      });
    }
  }

  /** HP lost by a `target` (at 20 HP) to one hit (roll 6, distance 1) from a `shooter`. */
  function shellHit(shooter: 'DD' | 'CL' | 'CA' | 'BB', target: 'DD' | 'CL' | 'CA' | 'BB' | 'CV' | 'C' | 'ML', options?: Record<string, unknown>): number {
    const s = scenario({
      phase: 'shelling',
      options,
      units: [
        { owner: 0, cls: shooter, at: [0, 6] },
        { owner: 1, cls: target, at: [1, 6], hp: 20 },
      ],
      dice: [6],
    });
    play(s, 0, { t: 'aim', u: unitOf(s, 0, 0).id, h: hexAt(s, [1, 6]) });
    if (s.phase === 'shelling') play(s, 1, { t: 'pass' });
    expect(s.phase).not.toBe('shelling');
    return 20 - unitOf(s, 1, 0).hp;
  }

  const TABLE: ['DD' | 'CL' | 'CA' | 'BB', 'DD' | 'CL' | 'CA' | 'BB' | 'CV' | 'C' | 'ML', number][] = [
    ['DD', 'DD', 1],
    ['DD', 'C', 1],
    ['DD', 'ML', 1],
    ['DD', 'CL', 0],
    ['DD', 'CA', 0],
    ['DD', 'BB', 0],
    ['CL', 'DD', 2],
    ['CL', 'CV', 1],
    ['CL', 'CA', 0],
    ['CA', 'C', 3],
    ['CA', 'CL', 2],
    ['CA', 'CV', 2],
    ['CA', 'BB', 0],
    ['BB', 'ML', 4],
    ['BB', 'DD', 4],
    ['BB', 'CV', 3],
    ['BB', 'CA', 2],
    ['BB', 'BB', 1],
  ];
  for (const [a, b, dmg] of TABLE) {
    it(`N-35 a hit by ${a} on ${b} deals ${dmg}`, () => {
      expect(shellHit(a, b)).toBe(dmg);
    });
  }

  it('NR-13 one die per side for all its shots; only enemy units in the hex are hit; SS cannot be shelled', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'BB', at: [0, 6] },
        { owner: 0, cls: 'CA', at: [0, 7] },
        { owner: 0, cls: 'DD', at: [1, 6], mine: 0 },
        { owner: 1, cls: 'CA', at: [1, 6] },
        { owner: 1, cls: 'SS', at: [1, 6] },
        { owner: 1, cls: 'CL', at: [2, 7] },
      ],
      dice: [3],
    });
    const [bb, ca, dd] = [0, 1, 2].map((i) => unitOf(s, 0, i));
    const [eca, ess, ecl] = [0, 1, 2].map((i) => unitOf(s, 1, i));
    expect(dist(s, [0, 7], [2, 7])).toBe(2);
    play(s, 0, { t: 'aim', u: bb.id, h: hexAt(s, [1, 6]) });
    play(s, 1, { t: 'pass' });
    play(s, 0, { t: 'aim', u: ca.id, h: hexAt(s, [2, 7]) });
    const ev = play(s, 0, { t: 'stop', u: dd.id });
    // A single scripted die (3) served both shots (distance 1 and 2).
    expect(used(s)).toBe(1);
    expect(ofType(ev, 'shell').map((e) => e.data.roll)).toEqual([3, 3]);
    expect(eca.hp).toBe(6 - 2); // BB → CA
    expect(ecl.hp).toBe(4 - 2); // CA → CL
    expect(ess.alive).toBe(true); // SS in the hex: not shelled
    expect(dd.hp).toBe(2); // own DD in the target hex: not hit
  });

  it('NR-13 all shots resolve at once: a ship sunk this phase still fires', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'BB', at: [0, 6] },
        { owner: 0, cls: 'DD', at: [0, 7] },
        { owner: 1, cls: 'DD', at: [1, 6] },
      ],
      dice: [6, 6],
    });
    const [bb, dd] = [0, 1].map((i) => unitOf(s, 0, i));
    const edd = unitOf(s, 1, 0);
    play(s, 0, { t: 'aim', u: bb.id, h: hexAt(s, [1, 6]) });
    play(s, 1, { t: 'aim', u: edd.id, h: hexAt(s, [0, 7]) });
    play(s, 0, { t: 'stop', u: dd.id });
    expect(edd.alive).toBe(false);
    expect(dd.hp).toBe(1);
  });

  it('NR-13 damage never goes below 0 (a DD hitting a BB with a CA in the same salvo: only the CA’s shot counts)', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'DD', at: [0, 6] },
        { owner: 0, cls: 'CA', at: [0, 7] },
        { owner: 1, cls: 'BB', at: [1, 6] },
      ],
      dice: [6],
    });
    play(s, 0, { t: 'aim', u: unitOf(s, 0, 0).id, h: hexAt(s, [1, 6]) });
    play(s, 1, { t: 'pass' });
    play(s, 0, { t: 'aim', u: unitOf(s, 0, 1).id, h: hexAt(s, [1, 6]) });
    // DD → BB: 1 − 3 → 0 (not −2); CA → BB: 1 − 1 = 0. Nothing is healed.
    expect(unitOf(s, 1, 0).hp).toBe(10);
  });

  it('NR-13 option shellRoll=shot: every shot rolls its own die', () => {
    const s = scenario({
      phase: 'shelling',
      options: { shellRoll: 'shot' },
      units: [
        { owner: 0, cls: 'BB', at: [0, 6] },
        { owner: 0, cls: 'BB', at: [0, 8] },
        { owner: 1, cls: 'DD', at: [1, 6], hp: 20 },
        { owner: 1, cls: 'DD', at: [1, 8], hp: 20 },
      ],
      dice: [5, 1],
    });
    play(s, 0, { t: 'aim', u: unitOf(s, 0, 0).id, h: hexAt(s, [1, 6]) });
    play(s, 1, { t: 'pass' });
    const ev = play(s, 0, { t: 'aim', u: unitOf(s, 0, 1).id, h: hexAt(s, [1, 8]) });
    expect(used(s)).toBe(2);
    expect(ofType(ev, 'shell').map((e) => e.data.roll)).toEqual([5, 1]);
    expect(unitOf(s, 1, 0).hp).toBe(16);
    expect(unitOf(s, 1, 1).hp).toBe(20);
  });

  it('NR-13 option shellMinDamage=1: a DD hit on a BB deals 1', () => {
    expect(shellHit('DD', 'BB')).toBe(0);
    expect(shellHit('DD', 'BB', { shellMinDamage: 1 })).toBe(1);
    expect(shellHit('BB', 'DD', { shellMinDamage: 1 })).toBe(4);
  });


  it('NR-14 the shooter learns only its roll and hit; the target’s owner learns the damage; sinkings are public', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'BB', at: [0, 6] },
        { owner: 0, cls: 'CL', at: [1, 7] },
        { owner: 1, cls: 'CA', at: [2, 6] },
        { owner: 1, cls: 'C', at: [3, 6] },
      ],
      dice: [6],
    });
    const [bb, cl] = [0, 1].map((i) => unitOf(s, 0, i));
    const [ca, c] = [0, 1].map((i) => unitOf(s, 1, i));
    expect(dist(s, [1, 7], [3, 6])).toBe(2);
    play(s, 0, { t: 'aim', u: bb.id, h: hexAt(s, [2, 6]) });
    play(s, 1, { t: 'pass' });
    const ev = play(s, 0, { t: 'aim', u: cl.id, h: hexAt(s, [3, 6]) });
    const shells = ofType(ev, 'shell');
    expect(shells).toHaveLength(2);
    for (const e of shells) {
      expect(e.to).toEqual([0]);
      // Its own ship's class (cls) names the shooter in the log: nothing the shooter did not know.
      expect(Object.keys(e.data).sort()).toEqual(['at', 'cls', 'dist', 'hex', 'hit', 'need', 'roll', 'u']);
      expect(e.data).toMatchObject({ roll: 6, hit: true });
    }
    // BB → CA: 1 + 1 = 2, told to Blue only (the CA is not seen by Red).
    const dmg = ofType(ev, 'damage').find((e) => e.data.u === ca.id)!;
    expect(dmg.to).toEqual([1]);
    expect(dmg.data.amount).toBe(2);
    expect(ca.hp).toBe(4);
    expect(seenIds(s, 0)).not.toContain(ca.id);
    expect(view(s, 1).units.find((u) => u.id === ca.id)?.hp).toBe(4);
    // CL → C: 2, sunk — public, without giving away where.
    const sunk = ofType(ev, 'sunk').find((e) => e.data.u === c.id)!;
    expect(sunk.to).toBe('all');
    expect(sunk.data.hex).toBe(-1);
    expect(view(s, 0).sunk.map((x) => x.id)).toContain(c.id);
  });

  it('NR-14 damage to a lit target is seen by both sides', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'BB', at: [0, 6] },
        { owner: 1, cls: 'CV', at: [2, 6], lit: true },
      ],
      dice: [3],
    });
    const ev = play(s, 0, { t: 'aim', u: unitOf(s, 0, 0).id, h: hexAt(s, [2, 6]) });
    const dmg = ofType(ev, 'damage');
    expect(dmg).toHaveLength(1);
    expect(dmg[0].to).toBe('all');
    expect(dmg[0].data).toMatchObject({ amount: 3, hp: 3 }); // BB → CV: 1 + 2
    expect(unitOf(s, 1, 0).hp).toBe(3);
  });
});

describe('torpedoes', () => {
  /** A red DD on O torpedoes hex `target` with the given roll; `others` are placed too. */
  function torpedo(target: [number, number], roll: number, others: UnitSpec[], options?: Record<string, unknown>) {
    const s = scenario({
      phase: 'torpedo',
      options,
      units: [{ owner: 0, cls: 'DD', at: O }, ...others],
      dice: [roll],
    });
    const dd = unitOf(s, 0, 0);
    const ev = play(s, 0, { t: 'torpedo', u: dd.id, h: hexAt(s, target) });
    return { s, dd, ev };
  }

  it('N-36 ships with torpedoes left attack a hex within 4, in turn; the phase may be skipped', () => {
    const s = scenario({
      phase: 'torpedo',
      units: [
        { owner: 0, cls: 'DD', at: [0, 6] },
        { owner: 0, cls: 'CL', at: [0, 8], mine: 0 },
        { owner: 0, cls: 'CA', at: [0, 4] },
        { owner: 1, cls: 'DD', at: [3, 10] },
        { owner: 1, cls: 'CA', at: [4, 6] },
      ],
      dice: [5],
    });
    const [dd, cl, ca] = [0, 1, 2].map((i) => unitOf(s, 0, i));
    const [edd, eca] = [0, 1].map((i) => unitOf(s, 1, i));
    expect(s.pending[0]).toEqual([dd.id]);
    expect(s.pending[0]).not.toContain(cl.id);
    expect(s.pending[0]).not.toContain(ca.id);
    expect(isLegal(s, 0, { t: 'torpedo', u: dd.id, h: hexAt(s, [4, 6]) })).toBe(true);
    expect(isLegal(s, 0, { t: 'torpedo', u: dd.id, h: hexAt(s, [5, 6]) })).toBe(false);
    expect(isLegal(s, 0, { t: 'torpedo', u: dd.id, h: hexAt(s, [0, 6]) })).toBe(false);
    play(s, 0, { t: 'torpedo', u: dd.id, h: hexAt(s, [4, 6]) });
    expect(dd.mine).toBe(2);
    expect(eca.hp).toBe(1);
    // Blue's turn: it skips.
    expect(naval.toMove(s)).toEqual([1]);
    play(s, 1, { t: 'stop', u: edd.id });
    expect(edd.mine).toBe(3);
    expect(s.phase).not.toBe('torpedo');
  });

  it('N-37 the roll in hexes whose centre the line passes, half (rounded down) in hexes it only crosses; both sides hit', () => {
    // Line O=[2,6] → [5,7]: crosses [3,6] (adjacent), [3,7], [4,6], [4,7]; centre of [5,7] only.
    const { s, ev } = torpedo([5, 7], 5, [
      { owner: 1, cls: 'BB', at: [5, 7] },
      { owner: 1, cls: 'CA', at: [4, 6] },
      { owner: 0, cls: 'CL', at: [3, 7], mine: 0 },
      { owner: 1, cls: 'SS', at: [4, 7] },
      { owner: 1, cls: 'CA', at: [4, 8] },
    ]);
    expect(ofType(ev, 'torpedo')[0].data.roll).toBe(5);
    expect(unitOf(s, 1, 0).hp).toBe(5);
    expect(unitOf(s, 1, 1).hp).toBe(4);
    expect(unitOf(s, 0, 1).hp).toBe(2);
    expect(unitOf(s, 1, 2).alive).toBe(false);
    expect(unitOf(s, 1, 3).hp).toBe(6); // off the line
  });

  it('N-37 every hex whose centre lies on the line takes the full roll', () => {
    const { s } = torpedo([6, 6], 3, [
      { owner: 1, cls: 'CA', at: [4, 6] },
      { owner: 1, cls: 'BB', at: [5, 6] },
      { owner: 1, cls: 'BB', at: [6, 6] },
    ]);
    expect(unitOf(s, 1, 0).hp).toBe(3);
    expect(unitOf(s, 1, 1).hp).toBe(7);
    expect(unitOf(s, 1, 2).hp).toBe(7);
  });

  it('N-38 a hex at distance 1 on the line takes 6 instead', () => {
    const { s } = torpedo([5, 7], 1, [
      { owner: 1, cls: 'BB', at: [3, 6] },
      { owner: 1, cls: 'CA', at: [4, 6] },
      { owner: 1, cls: 'CA', at: [5, 7] },
    ]);
    expect(unitOf(s, 1, 0).hp).toBe(4); // 6, not ⌊1/2⌋
    expect(unitOf(s, 1, 1).hp).toBe(6); // ⌊1/2⌋ = 0
    expect(unitOf(s, 1, 2).hp).toBe(5); // 1
  });

  it('N-38 a torpedo at an adjacent target deals 6 whatever the roll', () => {
    const { s } = torpedo([3, 6], 2, [{ owner: 1, cls: 'BB', at: [3, 6] }]);
    expect(unitOf(s, 1, 0).hp).toBe(4);
  });

  it('NR-15 the firing hex is excluded and hexes the line only touches take nothing', () => {
    // Line O=[2,6] → [6,4]: centres [4,5], [6,4]; touches [3,5], [3,6], [5,4], [5,5].
    const { s, dd } = torpedo([6, 4], 4, [
      { owner: 0, cls: 'CA', at: O },
      { owner: 1, cls: 'CA', at: [5, 5] },
      { owner: 1, cls: 'CA', at: [3, 6] },
      { owner: 1, cls: 'BB', at: [4, 5] },
      { owner: 1, cls: 'BB', at: [6, 4] },
    ]);
    expect(dd.hp).toBe(2);
    expect(unitOf(s, 0, 1).hp).toBe(6);
    expect(unitOf(s, 1, 0).hp).toBe(6);
    expect(unitOf(s, 1, 1).hp).toBe(6);
    expect(unitOf(s, 1, 2).hp).toBe(6);
    expect(unitOf(s, 1, 3).hp).toBe(6);
  });

  it('NR-15 option torpedoTouchHalf: touched hexes take half', () => {
    const { s } = torpedo(
      [6, 4],
      5,
      [
        { owner: 1, cls: 'CA', at: [5, 5] },
        { owner: 1, cls: 'BB', at: [6, 4] },
      ],
      { torpedoTouchHalf: true },
    );
    expect(unitOf(s, 1, 0).hp).toBe(4);
    expect(unitOf(s, 1, 1).hp).toBe(5);
  });

  it('NR-15 SS on the line are hit (own ones too)', () => {
    const { s } = torpedo([6, 6], 1, [
      { owner: 0, cls: 'SS', at: [5, 6] },
      { owner: 1, cls: 'SS', at: [4, 6] },
    ]);
    expect(unitOf(s, 0, 1).alive).toBe(false);
    expect(unitOf(s, 1, 0).alive).toBe(false);
  });

  it('NR-15 SS fire only in their own phase; option subsFireInTorpedoPhase lets them fire in the torpedo phase', () => {
    const units: UnitSpec[] = [
      { owner: 0, cls: 'DD', at: O },
      { owner: 0, cls: 'SS', at: [2, 7] },
      { owner: 1, cls: 'BB', at: [4, 7] },
    ];
    const s = scenario({ phase: 'torpedo', units });
    const ss = unitOf(s, 0, 1);
    expect(s.pending[0]).toEqual([unitOf(s, 0, 0).id]);
    expect(isLegal(s, 0, { t: 'torpedo', u: ss.id, h: hexAt(s, [4, 7]) })).toBe(false);

    const t = scenario({ phase: 'torpedo', units, options: { subsFireInTorpedoPhase: true }, dice: [4] });
    const ss2 = unitOf(t, 0, 1);
    expect(t.pending[0]).toContain(ss2.id);
    play(t, 0, { t: 'torpedo', u: ss2.id, h: hexAt(t, [4, 7]) });
    // [2,7] → [4,7]: [3,7] adjacent, [4,7] the full roll.
    expect(unitOf(t, 1, 0).hp).toBe(6);
    expect(ss2.mine).toBe(2);
  });

  it('NR-16 pointBlank=adjacent (default): every adjacent hex the line enters takes 6, the rest resolves normally', () => {
    const { s } = torpedo([5, 7], 2, [
      { owner: 1, cls: 'BB', at: [3, 6] },
      { owner: 1, cls: 'CA', at: [4, 6] },
      { owner: 1, cls: 'CA', at: [5, 7] },
    ]);
    expect(unitOf(s, 1, 0).hp).toBe(4);
    expect(unitOf(s, 1, 1).hp).toBe(5);
    expect(unitOf(s, 1, 2).hp).toBe(4);
  });

  it('NR-16 option pointBlank=target: 6 only when the target itself is adjacent', () => {
    const opts = { pointBlank: 'target' };
    const { s } = torpedo(
      [5, 7],
      2,
      [
        { owner: 1, cls: 'BB', at: [3, 6] },
        { owner: 1, cls: 'CA', at: [4, 6] },
        { owner: 1, cls: 'CA', at: [5, 7] },
      ],
      opts,
    );
    expect(unitOf(s, 1, 0).hp).toBe(9);
    expect(unitOf(s, 1, 1).hp).toBe(5);
    expect(unitOf(s, 1, 2).hp).toBe(4);
    const { s: t } = torpedo([3, 6], 2, [{ owner: 1, cls: 'BB', at: [3, 6] }], opts);
    expect(unitOf(t, 1, 0).hp).toBe(4);
  });

  it('NR-16 option pointBlank=off: no 6-damage rule at all', () => {
    const { s } = torpedo([3, 6], 2, [{ owner: 1, cls: 'BB', at: [3, 6] }], { pointBlank: 'off' });
    expect(unitOf(s, 1, 0).hp).toBe(8);
    const { s: t } = torpedo([5, 7], 2, [{ owner: 1, cls: 'BB', at: [3, 6] }], { pointBlank: 'off' });
    expect(unitOf(t, 1, 0).hp).toBe(9);
  });
});

describe('submarine phase', () => {
  it('N-39 SS within 2 of an enemy DD are lit at once; the DD may destroy one SS at distance 0 or 1', () => {
    const s = scenario({
      phase: 'subDetect',
      units: [
        { owner: 0, cls: 'DD', at: O },
        { owner: 1, cls: 'SS', at: O },
        { owner: 1, cls: 'SS', at: [3, 6] },
        { owner: 1, cls: 'SS', at: [4, 6] },
        { owner: 1, cls: 'SS', at: [5, 6] },
      ],
    });
    const dd = unitOf(s, 0, 0);
    const [a, b, c, d] = [0, 1, 2, 3].map((i) => unitOf(s, 1, i));
    expect([a.lit, b.lit, c.lit, d.lit]).toEqual([true, true, true, false]);
    const seen = seenIds(s, 0);
    expect(seen).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect(seen).not.toContain(d.id);
    expect(isLegal(s, 0, { t: 'sink', u: dd.id, target: a.id })).toBe(true);
    expect(isLegal(s, 0, { t: 'sink', u: dd.id, target: b.id })).toBe(true);
    expect(isLegal(s, 0, { t: 'sink', u: dd.id, target: c.id })).toBe(false);
    expect(isLegal(s, 0, { t: 'sink', u: dd.id, target: d.id })).toBe(false);
    const ev = play(s, 0, { t: 'sink', u: dd.id, target: b.id });
    expect(ofType(ev, 'depthCharge')[0].to).toBe('all');
    expect(b.alive).toBe(false);
    expect(b.removed).toBe(false);
    // At most one: the phase has moved on, the SS in the DD's own hex survives.
    expect(s.phase).toBe('subMove');
    expect(isLegal(s, 0, { t: 'sink', u: dd.id, target: a.id })).toBe(false);
    expect(a.alive).toBe(true);
  });

  it('NR-17 a DD lights and kills enemy SS only', () => {
    const s = scenario({
      phase: 'subDetect',
      units: [
        { owner: 0, cls: 'DD', at: O },
        { owner: 0, cls: 'SS', at: [3, 6] },
        { owner: 1, cls: 'SS', at: [1, 6] },
        { owner: 1, cls: 'DD', at: [3, 10] },
      ],
    });
    const dd = unitOf(s, 0, 0);
    const own = unitOf(s, 0, 1);
    const foe = unitOf(s, 1, 0);
    expect(own.lit).toBe(false);
    expect(foe.lit).toBe(true);
    expect(isLegal(s, 0, { t: 'sink', u: dd.id, target: own.id })).toBe(false);
    expect(isLegal(s, 0, { t: 'sink', u: dd.id, target: foe.id })).toBe(true);
    // Blue's DD is far from Red's SS: nothing to do.
    expect(s.pending[1]).toEqual([]);
  });

  it('N-40 an unlit SS moves up to 2, a lit one up to 1', () => {
    const s = scenario({
      phase: 'subMove',
      units: [
        { owner: 0, cls: 'BB', at: [6, 2] },
        { owner: 1, cls: 'SS', at: O },
        { owner: 1, cls: 'SS', at: [2, 8], lit: true },
      ],
    });
    const a = unitOf(s, 1, 0);
    const b = unitOf(s, 1, 1);
    expect(naval.toMove(s)).toEqual([1]);
    play(s, 1, step(a, [3, 6], s));
    expect(isLegal(s, 1, step(a, [4, 6], s))).toBe(true);
    play(s, 1, step(a, [4, 6], s));
    expect(s.pending[1]).not.toContain(a.id);
    expect(isLegal(s, 1, step(a, [5, 6], s))).toBe(false);
    play(s, 1, step(b, [3, 8], s));
    expect(b.hex).toBe(hexAt(s, [3, 8]));
    expect(isLegal(s, 1, step(b, [4, 8], s))).toBe(false);
    expect(s.phase).toBe('subTorpedo');
    expect(a.hex).toBe(hexAt(s, [4, 6]));
  });

  it('N-41 SS may share hexes without a judgement, then torpedo a hex within 3 as in the torpedo phase', () => {
    const s = scenario({
      phase: 'subMove',
      units: [
        { owner: 0, cls: 'BB', at: [4, 6] },
        { owner: 0, cls: 'CA', at: [1, 6] },
        { owner: 1, cls: 'SS', at: O },
      ],
      dice: [4],
    });
    const bb = unitOf(s, 0, 0);
    const ca = unitOf(s, 0, 1);
    const ss = unitOf(s, 1, 0);
    play(s, 1, step(ss, [3, 6], s));
    const ev = play(s, 1, step(ss, [4, 6], s));
    expect(ofType(ev, 'collision')).toHaveLength(0);
    expect(s.phase).toBe('subTorpedo');
    expect(bb.hp).toBe(10);
    expect(ss.alive).toBe(true);
    expect(isLegal(s, 1, { t: 'torpedo', u: ss.id, h: hexAt(s, [1, 6]) })).toBe(true);
    expect(isLegal(s, 1, { t: 'torpedo', u: ss.id, h: hexAt(s, [0, 6]) })).toBe(false);
    play(s, 1, { t: 'torpedo', u: ss.id, h: hexAt(s, [1, 6]) });
    expect(ca.hp).toBe(2); // full roll 4 at the target
    expect(bb.hp).toBe(10); // the firing hex is excluded
    expect(ss.mine).toBe(2);
  });

  it('NR-18 each SS torpedo uses its torpedo count; an SS with none left cannot fire', () => {
    const s = scenario({
      phase: 'subTorpedo',
      units: [
        { owner: 0, cls: 'BB', at: [4, 6] },
        { owner: 1, cls: 'SS', at: O, mine: 1 },
        { owner: 1, cls: 'SS', at: [2, 8], mine: 0 },
      ],
      dice: [3],
    });
    const a = unitOf(s, 1, 0);
    const b = unitOf(s, 1, 1);
    expect(s.pending[1]).toEqual([a.id]);
    expect(isLegal(s, 1, { t: 'torpedo', u: b.id, h: hexAt(s, [4, 6]) })).toBe(false);
    play(s, 1, { t: 'torpedo', u: a.id, h: hexAt(s, [4, 6]) });
    expect(a.mine).toBe(0);
    expect(unitOf(s, 0, 0).hp).toBe(7);
  });
});

describe('end of turn and winning', () => {
  it('N-42 after the submarine phase the turn ends, the winner is judged, and the next turn starts', () => {
    const s = scenario({
      phase: 'subTorpedo',
      units: [
        { owner: 0, cls: 'DD', at: O, lit: true },
        { owner: 1, cls: 'CA', at: [3, 10] },
      ],
    });
    const ev = passToTurnEnd(s);
    expect(ofType(ev, 'turnEnd')).toHaveLength(1);
    expect(ofType(ev, 'turnEnd')[0].data).toMatchObject({ turn: 1 });
    expect(ofType(ev, 'turn')[0].data).toMatchObject({ turn: 2 });
    expect(s.winner).toBe(-1);
    expect(s.turn).toBe(2);
    expect(s.phase).toBe('move'); // supply has nothing to do on turn 2
    expect(unitOf(s, 0, 0).lit).toBe(false);
  });

  it('NR-19 annihilation is judged at the end of the turn only', () => {
    const s = scenario({
      phase: 'torpedo',
      units: [
        { owner: 0, cls: 'DD', at: [0, 6] },
        { owner: 0, cls: 'DD', at: [0, 8] },
        { owner: 1, cls: 'CA', at: [1, 6] },
      ],
      dice: [1],
    });
    play(s, 0, { t: 'torpedo', u: unitOf(s, 0, 0).id, h: hexAt(s, [1, 6]) });
    expect(unitOf(s, 1, 0).alive).toBe(false);
    expect(s.winner).toBe(-1);
    expect(s.phase).toBe('torpedo');
    passToTurnEnd(s);
    expect(s.winner).toBe(0);
    expect(s.reason).toBe('annihilation');
    expect(naval.result(s)).toMatchObject({ winners: [0], draw: false });
  });

  it('NR-19 every unit counts as a ship: a side left with an SS has not lost', () => {
    const s = scenario({
      phase: 'subTorpedo',
      units: [
        { owner: 0, cls: 'DD', at: [0, 6] },
        { owner: 1, cls: 'SS', at: [4, 6], mine: 0 },
      ],
    });
    passToTurnEnd(s);
    expect(s.winner).toBe(-1);
    expect(s.turn).toBe(2);
  });

  function holdScenario(extra: UnitSpec[], options?: Record<string, unknown>, turn = 1): NavalState {
    return scenario({
      phase: 'subTorpedo',
      turn,
      options,
      units: [
        { owner: 0, cls: 'DD', at: [0, 11], mine: 0 }, // in the ring around Blue's base
        { owner: 1, cls: 'SS', at: O, mine: 0 },
        ...extra,
      ],
    });
  }

  it('N-42 NR-19 holding the enemy base ring with its deployment zone empty wins after three consecutive turn-ends', () => {
    const s = holdScenario([]);
    expect(s.ctx.board.ring[1]).toContain(hexAt(s, [0, 11]));
    passToTurnEnd(s);
    expect(s.hold).toEqual([1, 0]);
    expect(s.winner).toBe(-1);
    passToTurnEnd(s);
    expect(s.hold).toEqual([2, 0]);
    expect(s.winner).toBe(-1);
    passToTurnEnd(s);
    expect(s.winner).toBe(0);
    expect(s.reason).toBe('base');
    expect(s.turn).toBe(3);
  });

  it('NR-19 the deployment zone is not empty while one of its owner’s units is there', () => {
    const s = holdScenario([{ owner: 1, cls: 'CA', at: [1, 10] }]);
    expect(s.ctx.board.inDeploy[1][hexAt(s, [1, 10])]).toBe(1);
    passToTurnEnd(s);
    expect(s.hold).toEqual([0, 0]);
  });

  it('NR-19 option holdTurns=1: one turn-end is enough', () => {
    const s = holdScenario([], { holdTurns: 1 });
    passToTurnEnd(s);
    expect(s.winner).toBe(0);
    expect(s.reason).toBe('base');
    expect(s.turn).toBe(1);
  });

  it('NR-19 both sides winning at once is a draw', () => {
    const s = holdScenario([{ owner: 1, cls: 'DD', at: [4, 1], mine: 0 }], { holdTurns: 1 });
    expect(s.ctx.board.ring[0]).toContain(hexAt(s, [4, 1]));
    passToTurnEnd(s);
    expect(s.winner).toBe(2);
    expect(naval.result(s)).toMatchObject({ winners: [], draw: true });
  });

  it('NR-19 turn 40 ends in a draw; option turnCap moves the limit', () => {
    const units: UnitSpec[] = [
      { owner: 0, cls: 'DD', at: O, mine: 0 },
      { owner: 1, cls: 'CA', at: [3, 10] },
    ];
    const s = scenario({ phase: 'subTorpedo', turn: 40, units });
    passToTurnEnd(s);
    expect(s.winner).toBe(2);
    expect(s.reason).toBe('turnCap');

    const t = scenario({ phase: 'subTorpedo', turn: 5, units });
    passToTurnEnd(t);
    expect(t.winner).toBe(-1);

    const u = scenario({ phase: 'subTorpedo', turn: 5, units, options: { turnCap: 5 } });
    passToTurnEnd(u);
    expect(u.winner).toBe(2);
    expect(u.reason).toBe('turnCap');
  });

  it('NR-22 everything is revealed when the game ends', () => {
    const s = scenario({
      phase: 'subTorpedo',
      turn: 40,
      units: [
        { owner: 0, cls: 'DD', at: O, mine: 2 },
        { owner: 1, cls: 'CA', at: [3, 10] },
      ],
      mines: [{ at: [0, 6], owner: 0 }],
    });
    const dd = unitOf(s, 0, 0);
    expect(seenIds(s, 1)).not.toContain(dd.id);
    expect(view(s, 1).mines).toEqual([]);
    passToTurnEnd(s);
    expect(s.phase).toBe('over');
    const v = view(s, 1);
    expect(v.units.find((u) => u.id === dd.id)).toMatchObject({ hex: hexAt(s, O), hp: 2, mine: 2 });
    expect(v.mines).toEqual([{ hex: hexAt(s, [0, 6]), owner: 0 }]);
    expect(view(s, 0).units.find((u) => u.id === unitOf(s, 1, 0).id)).toMatchObject({ hp: 6, mine: 0 });
  });
});

describe('fog of war and movement paths', () => {
  it('N-43 enemy units are unseen unless lit; mines show to their owner only', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: O },
        { owner: 0, cls: 'CA', at: [4, 6], lit: true },
        { owner: 1, cls: 'BB', at: [3, 10] },
      ],
      mines: [
        { at: [0, 6], owner: 0 },
        { at: [3, 9], owner: 1 },
      ],
    });
    const [dd, ca] = [0, 1].map((i) => unitOf(s, 0, i));
    const bb = unitOf(s, 1, 0);
    expect(seenIds(s, 1).sort()).toEqual([ca.id, bb.id].sort());
    expect(seenIds(s, 0).sort()).toEqual([dd.id, ca.id].sort());
    expect(view(s, 0).mines).toEqual([{ hex: hexAt(s, [0, 6]), owner: 0 }]);
    expect(view(s, 1).mines).toEqual([{ hex: hexAt(s, [3, 9]), owner: 1 }]);
    // An unseen ship's moves are told to its owner only.
    const ev = play(s, 0, step(dd, [2, 7], s));
    expect(ofType(ev, 'step')[0].to).toEqual([0]);
  });

  it('NR-9 ships move one hex per step and may cross hexes held by others; only final positions collide', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: [1, 6] },
        { owner: 1, cls: 'CA', at: O },
      ],
    });
    const dd = unitOf(s, 0, 0);
    const ca = unitOf(s, 1, 0);
    expect(isLegal(s, 0, step(dd, [3, 6], s))).toBe(false); // two hexes away
    play(s, 0, step(dd, O, s)); // through the enemy CA
    play(s, 0, step(dd, [3, 6], s));
    play(s, 0, { t: 'stop', u: dd.id });
    const ev = play(s, 1, { t: 'stop', u: ca.id });
    expect(ofType(ev, 'collision')).toHaveLength(0);
    expect(dd.hp).toBe(2);
    expect(ca.hp).toBe(6);
  });

  it('NR-9 base hexes cannot be entered', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: [4, 1] },
        { owner: 1, cls: 'DD', at: [0, 11] },
      ],
    });
    expect(isLegal(s, 0, step(unitOf(s, 0, 0), [5, 0], s))).toBe(false);
    expect(isLegal(s, 0, step(unitOf(s, 0, 0), [4, 0], s))).toBe(true);
    play(s, 0, { t: 'stop', u: unitOf(s, 0, 0).id });
    expect(isLegal(s, 1, step(unitOf(s, 1, 0), [-1, 12], s))).toBe(false);
  });
});

describe('auxiliaries and the win conditions', () => {
  // Reach the end of the turn from the last phase with nothing to do: the win is judged there.
  function endOfTurn(options: Record<string, unknown>, units: UnitSpec[]): NavalState {
    const s = scenario({ phase: 'subTorpedo', units, options });
    passToTurnEnd(s);
    return s;
  }

  it('NR-19 a side left with only a supply ship or minelayer is sunk (C/ML do not count)', () => {
    const s = endOfTurn({}, [
      { owner: 0, cls: 'DD', at: [2, 6] },
      { owner: 1, cls: 'C', at: [0, 10] },
      { owner: 1, cls: 'ML', at: [1, 10] },
    ]);
    expect(naval.result(s)).toMatchObject({ winners: [0], reason: { code: 'annihilation' } });
  });

  it('NR-19 a C/ML in its own deployment zone does not stop the base hold', () => {
    const s = scenario({
      phase: 'subTorpedo',
      options: { holdTurns: 1 },
      units: [
        { owner: 0, cls: 'DD', at: [0, 11] }, // in the ring around Blue's base (-1,12)
        { owner: 1, cls: 'C', at: [1, 11] }, // inside Blue's deployment zone
        { owner: 1, cls: 'BB', at: [3, 4] }, // Blue's fleet is elsewhere
      ],
    });
    passToTurnEnd(s);
    expect(naval.result(s)).toMatchObject({ winners: [0], reason: { code: 'base' } });
  });

  it('NR-19 with `auxiliariesCount`, a C keeps its side alive and guards its zone', () => {
    const alive = endOfTurn({ auxiliariesCount: true }, [
      { owner: 0, cls: 'DD', at: [2, 6] },
      { owner: 1, cls: 'C', at: [0, 10] },
    ]);
    expect(naval.result(alive)).toBeNull();
    const guarded = scenario({
      phase: 'subTorpedo',
      options: { holdTurns: 1, auxiliariesCount: true },
      units: [
        { owner: 0, cls: 'DD', at: [0, 11] },
        { owner: 1, cls: 'C', at: [1, 11] },
        { owner: 1, cls: 'BB', at: [3, 4] },
      ],
    });
    passToTurnEnd(guarded);
    expect(naval.result(guarded)).toBeNull();
    expect(guarded.hold[0]).toBe(0);
  });
});

describe('the log in words', () => {
  it('LOG-1 events name ships by class where their readers may know it, and only there', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'BB', at: [0, 6] },
        { owner: 1, cls: 'CA', at: [2, 6] },
      ],
      dice: [6],
    });
    const bb = unitOf(s, 0, 0);
    const ca = unitOf(s, 1, 0);
    const ev = play(s, 0, { t: 'aim', u: bb.id, h: hexAt(s, [2, 6]) });
    const aim = ofType(ev, 'aim')[0];
    expect(naval.describeEvent(aim).zh).toContain('战列舰');
    // The CA is not seen by Red: an event Red may read never names its class.
    for (const e of ev) if (e.data.u === ca.id && (e.to === 'all' || e.to.includes(0))) expect(e.data.cls).toBeUndefined();
  });
});

describe('what undo may take back', () => {
  it('UNDO-6 naval events that show anyone something new commit (spotting, mine hits, "no target", damage, a fleet built); echoes of a seat’s own choices do not', () => {
    const ev = (type: string): GameEvent => ({ type, to: 'all', data: {} });
    for (const t of ['lit', 'subLit', 'recon', 'noTarget', 'mineHit', 'shotDown', 'damage', 'sunk', 'built', 'deployed']) expect(naval.reveals?.(ev(t))).toBe(true);
    for (const t of ['add', 'place', 'step', 'aim', 'lay', 'fighters', 'sortie', 'phase']) expect(naval.reveals?.(ev(t))).toBe(false);
  });
});
