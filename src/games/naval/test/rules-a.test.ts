// Rule scenario tests, part A: N-1 … N-22 and rulings NR-1 … NR-8, NR-20, NR-21 of docs/rules/naval.md.
// Every test sets up a position, plays checked actions with scripted dice, and asserts the outcome.
import { describe, expect, it } from 'vitest';
import { Match, type GameEvent, type Seat } from '../../../engine/index.js';
import type { NavalAction } from '../actions.js';
import { hexAA } from '../combat.js';
import type { ShipClass } from '../data.js';
import { naval } from '../index.js';
import { REINFORCEMENT_BASE, type NavalState } from '../state.js';
import { hexAt, isLegal, play, scenario, unitOf, type UnitSpec } from './scenario.js';

// ---------------------------------------------------------------------------------------------
// Helpers (independent of the game code: coordinates and distances are recomputed here).

type Ax = [number, number];

/** Axial [q, r] of odd-r offset (col, row). */
const ax = (col: number, row: number): Ax => [col - (row - (row & 1)) / 2, row];

/** Hex (cube) distance between two axial hexes. */
function hexDist(a: readonly [number, number], b: readonly [number, number]): number {
  const dq = a[0] - b[0];
  const dr = a[1] - b[1];
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** All axial hexes of a cols × rows odd-r board. */
function boardHexes(cols = 11, rows = 13): Ax[] {
  const out: Ax[] = [];
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) out.push(ax(col, row));
  return out;
}

const key = (h: readonly [number, number]) => `${h[0]},${h[1]}`;

/** Axial key of a hex index of the state's board. */
function keyOf(s: NavalState, h: number): string {
  const c = s.ctx.board.coords[h];
  return `${c.q},${c.r}`;
}

const RED_BASE: Ax = [5, 0];
const BLUE_BASE: Ax = [-1, 12];
const RED_RING: Ax[] = [
  [4, 0],
  [6, 0],
  [4, 1],
  [5, 1],
];
const BLUE_RING: Ax[] = [
  [-2, 12],
  [0, 12],
  [-1, 11],
  [0, 11],
];

interface ViewUnit {
  id: number;
  owner: number;
  cls: string;
  hex: number;
  hp: number;
  maxHp: number;
  mine: number | null;
  lit: boolean;
}
interface NavalViewShape {
  turn: number;
  phase: string;
  first: number;
  units: ViewUnit[];
  roster: { id: number; owner: number; cls: string; status: string }[];
  lastSeen: { id: number; cls: string; hex: number; turn: number; hp: number }[];
  sunk: { id: number; owner: number; cls: string }[];
  mines: { hex: number; owner: number }[];
  hold: number[];
}
const viewOf = (s: NavalState, seat: Seat | null) => naval.view(s, seat) as unknown as NavalViewShape;

/** Legal actions of a seat (empty unless the seat is to move). */
function legal(s: NavalState, seat: Seat): NavalAction[] {
  return naval.toMove(s).includes(seat) ? naval.legalActions(s, seat) : [];
}

/** The actor passes until the phase (or the turn) changes. */
function passPhase(s: NavalState): GameEvent[] {
  const ev: GameEvent[] = [];
  const p = s.phase;
  const t = s.turn;
  while (s.phase === p && s.turn === t && s.phase !== 'over') ev.push(...play(s, s.actor, { t: 'pass' }));
  return ev;
}

/** Everyone passes until the next turn starts (or the game ends). */
function passTurn(s: NavalState): GameEvent[] {
  const ev: GameEvent[] = [];
  const t = s.turn;
  while (s.turn === t && s.phase !== 'over') ev.push(...play(s, s.actor, { t: 'pass' }));
  return ev;
}

/** Step a unit along a path of axial hexes. */
function walk(s: NavalState, seat: Seat, u: number, path: Ax[]): GameEvent[] {
  return path.flatMap((h) => play(s, seat, { t: 'step', u, h: hexAt(s, h) }));
}

/** A far-away ship for a side so that the game does not end by annihilation. */
const FAR_RED: UnitSpec = { owner: 0, cls: 'BB', at: ax(0, 0) };
const FAR_BLUE: UnitSpec = { owner: 1, cls: 'BB', at: ax(10, 12) };

type NavalMatch = ReturnType<typeof newMatch>;
function newMatch(options: Record<string, unknown> = {}) {
  return Match.create(naval, options, 1);
}

function buildFleet(m: NavalMatch, seat: Seat, classes: ('DD' | 'CL' | 'CA' | 'BB' | 'CV')[]): void {
  for (const cls of classes) m.apply(seat, { t: 'add', cls });
  m.apply(seat, { t: 'built' });
}

type PlaceAction = Extract<NavalAction, { t: 'place' }>;
function nextPlace(m: NavalMatch, seat: Seat): PlaceAction[] {
  return m.legalActions(seat).filter((a): a is PlaceAction => a.t === 'place');
}

/** Place the seat's units in order on the given hexes. */
function placeAll(m: NavalMatch, seat: Seat, hexes: Ax[]): void {
  const s = m.snapshot();
  for (const h of hexes) {
    const opts = nextPlace(m, seat);
    expect(opts.length).toBeGreaterThan(0);
    m.apply(seat, { t: 'place', u: opts[0].u, h: hexAt(s, h) });
  }
}

const addKinds = (m: NavalMatch, seat: Seat) =>
  m
    .legalActions(seat)
    .filter((a): a is Extract<NavalAction, { t: 'add' }> => a.t === 'add')
    .map((a) => a.cls)
    .sort();

// ---------------------------------------------------------------------------------------------

describe('naval rules A: setup and flow', () => {
  it('N-1 each side places its chosen ships only in its own deployment zone near its base', () => {
    const m = newMatch();
    buildFleet(m, 0, ['DD', 'BB']);
    buildFleet(m, 1, ['DD']);
    const s0 = m.snapshot();
    expect(s0.phase).toBe('deploy');
    // The legal hexes for Red's first ship are exactly the hexes at distance 1..3 of Red's base.
    const expected = boardHexes()
      .filter((h) => {
        const d = hexDist(h, RED_BASE);
        return d >= 1 && d <= 3;
      })
      .map(key)
      .sort();
    expect(expected.length).toBe(21);
    const got = nextPlace(m, 0)
      .map((a) => keyOf(s0, a.h))
      .sort();
    expect(got).toEqual(expected);
    // Blue's zone is around Blue's base.
    const gotBlue = nextPlace(m, 1)
      .map((a) => keyOf(s0, a.h))
      .sort();
    const expectedBlue = boardHexes()
      .filter((h) => hexDist(h, BLUE_BASE) >= 1 && hexDist(h, BLUE_BASE) <= 3)
      .map(key)
      .sort();
    expect(gotBlue).toEqual(expectedBlue);
    // Outside the zone (the open sea, the enemy zone, the base itself): rejected.
    const u = nextPlace(m, 0)[0].u;
    expect(() => m.apply(0, { t: 'place', u, h: hexAt(s0, [2, 6]) })).toThrow(/illegal/);
    expect(() => m.apply(0, { t: 'place', u, h: hexAt(s0, [0, 11]) })).toThrow(/illegal/);
    expect(() => m.apply(0, { t: 'place', u, h: hexAt(s0, RED_BASE) })).toThrow(/illegal/);
    placeAll(m, 0, [[4, 1], [3, 2], ax(5, 6), ax(6, 6)]);
    placeAll(m, 1, [[0, 11], ax(5, 7), ax(6, 7)]);
    const s = m.snapshot();
    expect(s.phase).not.toBe('deploy');
    const red = s.units.filter((x) => x.owner === 0);
    expect(red.map((x) => x.cls)).toEqual(['DD', 'BB', 'SS', 'SS']);
    expect(keyOf(s, red[0].hex)).toBe('4,1');
    expect(keyOf(s, red[1].hex)).toBe('3,2');
  });

  it('N-2 a turn runs supply, move, recon, fighters, strike, shelling, torpedo, submarine phases in order', () => {
    const s = scenario({
      phase: 'supply',
      turn: 3,
      units: [
        { owner: 0, cls: 'CV', at: ax(1, 1) },
        { owner: 0, cls: 'DD', at: ax(2, 2) },
        { owner: 0, cls: 'SS', at: ax(5, 6) },
        { owner: 1, cls: 'DD', at: ax(5, 7) },
      ],
    });
    expect(hexDist(ax(5, 6), ax(5, 7))).toBe(1);
    const seen: string[] = [s.phase];
    const phaseEvents: string[] = [];
    while (s.turn === 3) {
      const ev = play(s, s.actor, { t: 'pass' });
      for (const e of ev) if (e.type === 'phase') phaseEvents.push(String(e.data.phase));
      if (s.phase !== seen[seen.length - 1]) seen.push(s.phase);
    }
    const order = ['supply', 'move', 'recon', 'fighters', 'strike', 'shelling', 'torpedo', 'subDetect', 'subMove', 'subTorpedo'];
    expect(seen).toEqual([...order, 'supply']);
    expect(phaseEvents).toEqual([...order.slice(1), 'supply']);
    expect(s.turn).toBe(4);
  });

  it('N-3 inside a phase the two sides act in alternation', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: ax(2, 2) },
        { owner: 0, cls: 'DD', at: ax(4, 2) },
        { owner: 1, cls: 'DD', at: ax(2, 10) },
        { owner: 1, cls: 'DD', at: ax(4, 10) },
      ],
    });
    const [r0, r1, b0, b1] = [unitOf(s, 0, 0), unitOf(s, 0, 1), unitOf(s, 1, 0), unitOf(s, 1, 1)];
    expect(naval.toMove(s)).toEqual([0]);
    play(s, 0, { t: 'stop', u: r0.id });
    // Red may not act twice in a row while Blue still has acts.
    expect(naval.toMove(s)).toEqual([1]);
    expect(isLegal(s, 0, { t: 'stop', u: r1.id })).toBe(false);
    play(s, 1, { t: 'stop', u: b0.id });
    expect(naval.toMove(s)).toEqual([0]);
    expect(isLegal(s, 1, { t: 'stop', u: b1.id })).toBe(false);
    play(s, 0, { t: 'stop', u: r1.id });
    expect(naval.toMove(s)).toEqual([1]);
    play(s, 1, { t: 'stop', u: b1.id });
    expect(s.phase).toBe('shelling');
    // The same alternation in the shelling phase.
    expect(naval.toMove(s)).toEqual([0]);
    play(s, 0, { t: 'stop', u: r0.id });
    expect(naval.toMove(s)).toEqual([1]);
  });

  it('N-4 a side wins by sinking every enemy ship', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'BB', at: ax(5, 6) },
        { owner: 1, cls: 'DD', at: ax(5, 7) },
      ],
      dice: [2],
    });
    play(s, 0, { t: 'aim', u: unitOf(s, 0, 0).id, h: hexAt(s, ax(5, 7)) });
    play(s, 1, { t: 'pass' });
    expect(unitOf(s, 1, 0).alive).toBe(false);
    expect(s.phase).toBe('over');
    const r = naval.result(s);
    expect(r?.winners).toEqual([0]);
    expect(r?.draw).toBe(false);
    expect(r?.reason.code).toBe('annihilation');
  });

  it('N-4 no win while any enemy unit (even a submarine) is still afloat', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'BB', at: ax(5, 6) },
        { owner: 1, cls: 'DD', at: ax(5, 7) },
        { owner: 1, cls: 'SS', at: ax(0, 5) },
      ],
      dice: [2],
    });
    play(s, 0, { t: 'aim', u: unitOf(s, 0, 0).id, h: hexAt(s, ax(5, 7)) });
    play(s, 1, { t: 'pass' });
    expect(unitOf(s, 1, 0).alive).toBe(false);
    expect(s.winner).toBe(-1);
    passTurn(s);
    expect(s.turn).toBe(2);
    expect(naval.result(s)).toBeNull();
  });

  it('N-5 holding the ring around the enemy base for three turns with the enemy zone empty wins', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: [0, 11] }, // in the ring around Blue's base
        { owner: 1, cls: 'BB', at: ax(0, 4) }, // far out of Blue's deployment zone
      ],
    });
    passTurn(s);
    expect(s.hold).toEqual([1, 0]);
    expect(viewOf(s, 1).hold).toEqual([1, 0]);
    expect(s.winner).toBe(-1);
    passTurn(s);
    expect(s.hold).toEqual([2, 0]);
    expect(s.winner).toBe(-1);
    passTurn(s);
    expect(s.phase).toBe('over');
    const r = naval.result(s);
    expect(r?.winners).toEqual([0]);
    expect(r?.reason.code).toBe('base');
  });

  it('N-5 no hold while an enemy unit is in its own deployment zone', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: [0, 11] },
        { owner: 1, cls: 'DD', at: [2, 10] }, // inside Blue's zone (distance 3 of its base)
      ],
    });
    expect(hexDist([2, 10], BLUE_BASE)).toBe(3);
    for (let i = 0; i < 4; i++) passTurn(s);
    expect(s.hold).toEqual([0, 0]);
    expect(s.winner).toBe(-1);
  });

  it('N-5 a piece in the enemy zone but not in the ring around its base does not hold', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: [1, 10] }, // zone, distance 2 from Blue base
        { owner: 1, cls: 'BB', at: ax(0, 4) },
      ],
    });
    expect(hexDist([1, 10], BLUE_BASE)).toBe(2);
    for (let i = 0; i < 3; i++) passTurn(s);
    expect(s.hold).toEqual([0, 0]);
    expect(s.winner).toBe(-1);
  });

  it('N-6 distances are hex distances: a BB (range 4) may aim at exactly the hexagon of radius 4', () => {
    const at = ax(5, 6);
    const s = scenario({ phase: 'shelling', units: [{ owner: 0, cls: 'BB', at }, FAR_BLUE] });
    const bb = unitOf(s, 0, 0);
    const aims = legal(s, 0)
      .filter((a) => a.t === 'aim' && a.u === bb.id)
      .map((a) => keyOf(s, (a as Extract<NavalAction, { t: 'aim' }>).h))
      .sort();
    const expected = boardHexes()
      .filter((h) => hexDist(h, at) >= 1 && hexDist(h, at) <= 4)
      .map(key)
      .sort();
    expect(expected.length).toBe(60); // 3·4·5: the full hexagon fits the board
    expect(aims).toEqual(expected);
    // Four rows down: same column is distance 4, one more to the side is 5 (out of range).
    expect(isLegal(s, 0, { t: 'aim', u: bb.id, h: hexAt(s, [2, 10]) })).toBe(true);
    expect(isLegal(s, 0, { t: 'aim', u: bb.id, h: hexAt(s, [3, 10]) })).toBe(false);
    expect(isLegal(s, 0, { t: 'aim', u: bb.id, h: hexAt(s, [6, 2]) })).toBe(true);
    expect(isLegal(s, 0, { t: 'aim', u: bb.id, h: hexAt(s, [7, 2]) })).toBe(false);
  });
});

describe('naval rules A: ships', () => {
  const TABLE: Record<ShipClass, [number, number | '*', number, number]> = {
    DD: [2, 4, 3, 3],
    CL: [4, 3, 4, 2],
    CA: [6, 3, 3, 0],
    BB: [10, 2, 1, 0],
    CV: [6, 3, 1, 0],
    SS: [1, '*', 0, 3],
    C: [1, 3, 0, 0],
    ML: [1, 2, 0, 0],
  };

  /** How many single steps east the unit can take in its moving phase. */
  function movesOf(cls: ShipClass, lit = false): number {
    const phase = cls === 'SS' ? 'subMove' : cls === 'C' || cls === 'ML' ? 'supply' : 'move';
    const s = scenario({ phase, units: [{ owner: 0, cls, at: ax(2, 6), lit }, FAR_BLUE] });
    const u = unitOf(s, 0, 0);
    let n = 0;
    for (;;) {
      const c = s.ctx.board.coords[u.hex];
      const a: NavalAction = { t: 'step', u: u.id, h: hexAt(s, [c.q + 1, c.r]) };
      if (!isLegal(s, 0, a)) break;
      play(s, 0, a);
      n++;
      if (n > 10) throw new Error('runaway');
    }
    return n;
  }

  it('N-7 the ship table: HP, MOT, AIR, MINE of every class', () => {
    for (const cls of Object.keys(TABLE) as ShipClass[]) {
      const [hp, mot, air, mine] = TABLE[cls];
      const s = scenario({ phase: 'move', units: [{ owner: 0, cls, at: ax(5, 6) }, FAR_BLUE] });
      const u = unitOf(s, 0, 0);
      expect(u.hp, `${cls} HP`).toBe(hp);
      expect(u.mine, `${cls} MINE`).toBe(mine);
      // AIR: the AA protecting a hex held by this lone unit.
      expect(hexAA(s, u.hex, 0), `${cls} AIR`).toBe(air);
      if (mot !== '*') expect(movesOf(cls), `${cls} MOT`).toBe(mot);
    }
    // SS: MOT "*" — 2 unlit, 1 lit, in its own phase.
    expect(movesOf('SS')).toBe(2);
    expect(movesOf('SS', true)).toBe(1);
    // The view reports max HP too.
    const s = scenario({ phase: 'move', units: [{ owner: 0, cls: 'BB', at: ax(5, 6), hp: 3 }, FAR_BLUE] });
    const v = viewOf(s, 0).units.find((x) => x.id === unitOf(s, 0, 0).id)!;
    expect([v.hp, v.maxHp]).toEqual([3, 10]);
  });

  it('N-8 a ship at 0 HP is sunk: removed from the board into the (public) destroyed-units area', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'CL', at: ax(5, 6) },
        { owner: 1, cls: 'DD', at: ax(5, 7) }, // 2 HP; a CL hit deals 1 + 1 = 2
        { owner: 1, cls: 'CA', at: ax(0, 12) },
      ],
      dice: [2],
    });
    const dd = unitOf(s, 1, 0);
    play(s, 0, { t: 'aim', u: unitOf(s, 0, 0).id, h: hexAt(s, ax(5, 7)) });
    play(s, 1, { t: 'pass' });
    expect(dd.hp).toBeLessThanOrEqual(0);
    expect(dd.alive).toBe(false);
    expect(dd.removed).toBe(false);
    expect(dd.hex).toBe(-1);
    for (const seat of [0, 1, null] as const) {
      const v = viewOf(s, seat);
      expect(v.sunk).toEqual([{ id: dd.id, owner: 1, cls: 'DD' }]);
      expect(v.units.some((x) => x.id === dd.id)).toBe(false);
    }
    // A ship above 0 HP stays.
    expect(unitOf(s, 1, 1).alive).toBe(true);
  });


  it('N-9 MOT is the most hexes a ship moves in a movement (DD 4, BB 2); fewer is allowed', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: [2, 6] },
        { owner: 0, cls: 'BB', at: [-2, 8] },
        { owner: 0, cls: 'CA', at: [0, 4] },
        FAR_BLUE,
      ],
    });
    const [dd, bb, ca] = [unitOf(s, 0, 0), unitOf(s, 0, 1), unitOf(s, 0, 2)];
    walk(s, 0, dd.id, [
      [3, 6],
      [4, 6],
      [5, 6],
    ]);
    expect(s.active?.left).toBe(1);
    expect(isLegal(s, 0, { t: 'step', u: dd.id, h: hexAt(s, [6, 6]) })).toBe(true);
    play(s, 0, { t: 'step', u: dd.id, h: hexAt(s, [6, 6]) });
    // Out of MOT: the move is over and the go passes to Blue.
    expect(s.active).toBeNull();
    expect(s.pending[0]).not.toContain(dd.id);
    expect(naval.toMove(s)).toEqual([1]);
    play(s, 1, { t: 'stop', u: unitOf(s, 1, 0).id });
    expect(isLegal(s, 0, { t: 'step', u: dd.id, h: hexAt(s, [7, 6]) })).toBe(false);
    walk(s, 0, bb.id, [
      [-1, 8],
      [0, 8],
    ]);
    expect(s.pending[0]).not.toContain(bb.id);
    expect(isLegal(s, 0, { t: 'step', u: bb.id, h: hexAt(s, [1, 8]) })).toBe(false);
    // The CA moves one hex of its three and stops.
    walk(s, 0, ca.id, [[1, 4]]);
    play(s, 0, { t: 'stop', u: ca.id });
    expect(s.phase).toBe('shelling');
    expect(keyOf(s, dd.hex)).toBe('6,6');
    expect(keyOf(s, bb.hex)).toBe('0,8');
    expect(keyOf(s, ca.hex)).toBe('1,4');
  });

  it('N-10 MINE counts the torpedo attacks left; at 0 a ship cannot torpedo; a C refreshes it', () => {
    const s = scenario({
      phase: 'torpedo',
      units: [{ owner: 0, cls: 'DD', at: [2, 6], mine: 1 }, FAR_BLUE, { owner: 1, cls: 'DD', at: ax(9, 12) }],
      dice: [3],
    });
    const dd = unitOf(s, 0, 0);
    expect(s.pending[0]).toEqual([dd.id]);
    play(s, 0, { t: 'torpedo', u: dd.id, h: hexAt(s, [6, 6]) });
    expect(dd.mine).toBe(0);
    // Next turn's torpedo phase: the DD no longer takes part.
    play(s, 1, { t: 'pass' });
    while (!(s.turn === 2 && s.phase === 'torpedo')) play(s, s.actor, { t: 'pass' });
    expect(s.pending[1]).toEqual([unitOf(s, 1, 1).id]);
    expect(s.pending[0]).not.toContain(dd.id);
    expect(isLegal(s, 0, { t: 'torpedo', u: dd.id, h: hexAt(s, [6, 6]) })).toBe(false);

    // A supply ship refreshes torpedoes to the class maximum.
    const t = scenario({
      phase: 'supply',
      units: [
        { owner: 0, cls: 'C', at: [2, 6] },
        { owner: 0, cls: 'DD', at: [3, 6], mine: 0 },
        { owner: 0, cls: 'CL', at: [1, 6], mine: 1 },
        FAR_BLUE,
      ],
    });
    play(t, 0, { t: 'resupply', u: unitOf(t, 0, 0).id });
    expect(unitOf(t, 0, 1).mine).toBe(3);
    expect(unitOf(t, 0, 2).mine).toBe(2);
  });

  it('N-11 DD and CL AA adds to units within 1; other ships\' AA counts only in their own hex', () => {
    const X: Ax = [2, 6];
    /** Red CV dive-bombs X (a blue BB there, `helpers` around); returns [AA of X, BB hp, CV hp]. */
    function dive(helpers: UnitSpec[], roll: number): [number, number, number] {
      const s = scenario({
        phase: 'strike',
        units: [{ owner: 0, cls: 'CV', at: ax(0, 1) }, { owner: 1, cls: 'BB', at: X }, ...helpers],
        dice: [roll],
      });
      const cv = unitOf(s, 0, 0);
      const aa = hexAA(s, hexAt(s, X), 1);
      play(s, 0, { t: 'sortie', u: cv.id, kind: 'dive' });
      play(s, 0, { t: 'strike', u: cv.id, h: hexAt(s, X) });
      return [aa, unitOf(s, 1, 0).hp, cv.hp];
    }
    // Alone: AA 1; roll 4 → 1 + (4 − 1) = 4 damage.
    expect(dive([], 4)).toEqual([1, 6, 6]);
    // A CA next door does not help (AA 1).
    expect(dive([{ owner: 1, cls: 'CA', at: [3, 6] }], 4)).toEqual([1, 6, 6]);
    // A CV next door does not help either.
    expect(dive([{ owner: 1, cls: 'CV', at: [3, 6] }], 4)).toEqual([1, 6, 6]);
    // A DD next door adds 3 (AA 4): roll 4 → 1 damage.
    expect(dive([{ owner: 1, cls: 'DD', at: [3, 6] }], 4)).toEqual([4, 9, 6]);
    // A CL next door adds 4 (AA 5): roll 4 is above ⌈5/2⌉ but below 5 → 1 damage, the CV loses 1.
    expect(dive([{ owner: 1, cls: 'CL', at: [3, 6] }], 4)).toEqual([5, 9, 5]);
    // A CL at distance 2 does not reach.
    expect(dive([{ owner: 1, cls: 'CL', at: [4, 6] }], 4)).toEqual([1, 6, 6]);
    // Two DDs next door stack: AA 7; roll 6 → 1 damage, CV −1.
    expect(
      dive(
        [
          { owner: 1, cls: 'DD', at: [3, 6] },
          { owner: 1, cls: 'DD', at: [1, 6] },
        ],
        6,
      ),
    ).toEqual([7, 9, 5]);
    // Enemy (Red) DDs next door do not protect Blue.
    expect(dive([{ owner: 0, cls: 'DD', at: [3, 6] }], 4)).toEqual([1, 6, 6]);
  });

  it('N-12 submarines are placed before the battle in the neutral middle zone', () => {
    const m = newMatch();
    buildFleet(m, 0, ['DD']);
    buildFleet(m, 1, ['DD']);
    placeAll(m, 0, [[4, 1]]);
    const s = m.snapshot();
    const ss = s.units.find((x) => x.owner === 0 && x.cls === 'SS')!;
    const opts = nextPlace(m, 0);
    expect(opts.every((a) => a.u === ss.id)).toBe(true);
    const expected: string[] = [];
    for (let row = 5; row <= 7; row++) for (let col = 0; col < 11; col++) expected.push(key(ax(col, row)));
    expect(opts.map((a) => keyOf(s, a.h)).sort()).toEqual(expected.sort());
    expect(expected.length).toBe(33);
    // Not in the deployment zones, not in the open sea rows 4/8.
    expect(() => m.apply(0, { t: 'place', u: ss.id, h: hexAt(s, [3, 2]) })).toThrow(/illegal/);
    expect(() => m.apply(0, { t: 'place', u: ss.id, h: hexAt(s, ax(5, 4)) })).toThrow(/illegal/);
    expect(() => m.apply(0, { t: 'place', u: ss.id, h: hexAt(s, ax(5, 8)) })).toThrow(/illegal/);
    placeAll(m, 0, [ax(5, 5), ax(5, 7)]);
    placeAll(m, 1, [[0, 11], ax(4, 6), ax(6, 6)]);
    const after = m.snapshot();
    expect(after.phase).not.toBe('deploy');
    const neutral = new Set(Array.from(after.ctx.board.neutral));
    for (const u of after.units.filter((x) => x.cls === 'SS')) expect(neutral.has(u.hex)).toBe(true);
  });
});

describe('naval rules A: reinforcements and the supply phase', () => {
  const reinforceHexes = (s: NavalState, seat: Seat, cls: 'C' | 'ML') =>
    legal(s, seat)
      .filter((a): a is Extract<NavalAction, { t: 'reinforce' }> => a.t === 'reinforce' && a.cls === cls)
      .map((a) => keyOf(s, a.h))
      .sort();

  it('N-13 supply ships: none before turn 3, then at most one a turn on the ring around the base', () => {
    const early = scenario({ phase: 'supply', turn: 2, units: [FAR_RED, FAR_BLUE] });
    expect(early.pending).toEqual([[], []]);
    expect(isLegal(early, 0, { t: 'reinforce', cls: 'C', h: hexAt(early, [4, 1]) })).toBe(false);

    const s = scenario({ phase: 'supply', turn: 3, units: [FAR_RED, FAR_BLUE] });
    expect(reinforceHexes(s, 0, 'C')).toEqual(RED_RING.map(key).sort());
    expect(isLegal(s, 0, { t: 'reinforce', cls: 'C', h: hexAt(s, [5, 2]) })).toBe(false);
    play(s, 0, { t: 'reinforce', cls: 'C', h: hexAt(s, [4, 1]) });
    const c = s.units.find((x) => x.cls === 'C' && x.owner === 0)!;
    expect(keyOf(s, c.hex)).toBe('4,1');
    expect(c.hp).toBe(1);
    play(s, 1, { t: 'stop', u: -1 });
    // A second C this turn: no; the ML is still possible.
    expect(reinforceHexes(s, 0, 'C')).toEqual([]);
    expect(reinforceHexes(s, 0, 'ML').length).toBeGreaterThan(0);
    passTurn(s);
    expect(s.turn).toBe(4);
    // A new turn: one more C.
    expect(s.phase).toBe('supply');
    const actor4 = s.actor;
    if (actor4 === 1) play(s, 1, { t: 'pass' });
    expect(reinforceHexes(s, 0, 'C').length).toBeGreaterThan(0);
    play(s, 0, { t: 'reinforce', cls: 'C', h: hexAt(s, [6, 0]) });
    expect(s.units.filter((x) => x.cls === 'C' && x.owner === 0).length).toBe(2);
  });

  it('N-13 options reinforceFromTurn and maxSupplyPerTurn', () => {
    const s = scenario({ options: { reinforceFromTurn: 2, maxSupplyPerTurn: 2 }, phase: 'supply', turn: 2, units: [FAR_RED, FAR_BLUE] });
    expect(s.pending[0]).toContain(-1);
    play(s, 0, { t: 'reinforce', cls: 'C', h: hexAt(s, [4, 1]) });
    play(s, 1, { t: 'stop', u: -1 });
    expect(isLegal(s, 0, { t: 'reinforce', cls: 'C', h: hexAt(s, [6, 0]) })).toBe(true);
    const t = scenario({ options: { reinforceFromTurn: 4 }, phase: 'supply', turn: 3, units: [FAR_RED, FAR_BLUE] });
    expect(t.pending).toEqual([[], []]);
  });

  it('N-14 minelayers: from turn 3, at most one in total', () => {
    const s = scenario({ phase: 'supply', turn: 3, units: [FAR_RED, FAR_BLUE] });
    expect(reinforceHexes(s, 0, 'ML')).toEqual(RED_RING.map(key).sort());
    play(s, 0, { t: 'reinforce', cls: 'ML', h: hexAt(s, [5, 1]) });
    play(s, 1, { t: 'stop', u: -1 });
    expect(reinforceHexes(s, 0, 'ML')).toEqual([]);
    expect(reinforceHexes(s, 0, 'C').length).toBeGreaterThan(0);
    passTurn(s);
    if (s.actor === 1) play(s, 1, { t: 'pass' });
    expect(s.turn).toBe(4);
    // Next turn: still no second ML (a total limit), but a C is possible.
    expect(reinforceHexes(s, 0, 'ML')).toEqual([]);
    expect(reinforceHexes(s, 0, 'C').length).toBeGreaterThan(0);
    expect(s.units.filter((x) => x.cls === 'ML').length).toBe(1);

    const two = scenario({ options: { maxMinelayers: 2 }, phase: 'supply', turn: 3, units: [FAR_RED, FAR_BLUE] });
    play(two, 0, { t: 'reinforce', cls: 'ML', h: hexAt(two, [5, 1]) });
    play(two, 1, { t: 'stop', u: -1 });
    expect(reinforceHexes(two, 0, 'ML').length).toBeGreaterThan(0);
  });

  it('N-17 in the supply phase only C and ML move', () => {
    const s = scenario({
      phase: 'supply',
      units: [
        { owner: 0, cls: 'DD', at: [2, 6] },
        { owner: 0, cls: 'C', at: [4, 6] },
        { owner: 0, cls: 'ML', at: [6, 6] },
        { owner: 0, cls: 'BB', at: [0, 4] },
        FAR_BLUE,
      ],
    });
    const [dd, c, ml, bb] = [0, 1, 2, 3].map((i) => unitOf(s, 0, i));
    expect(s.pending[0].sort()).toEqual([c.id, ml.id].sort());
    expect(s.pending[1]).toEqual([]);
    const movers = new Set(legal(s, 0).filter((a) => a.t === 'step').map((a) => (a as Extract<NavalAction, { t: 'step' }>).u));
    expect([...movers].sort()).toEqual([c.id, ml.id].sort());
    expect(isLegal(s, 0, { t: 'step', u: dd.id, h: hexAt(s, [3, 6]) })).toBe(false);
    expect(isLegal(s, 0, { t: 'step', u: bb.id, h: hexAt(s, [1, 4]) })).toBe(false);
    walk(s, 0, c.id, [
      [4, 5],
      [4, 4],
      [4, 3],
    ]);
    expect(keyOf(s, c.hex)).toBe('4,3');
    play(s, 0, { t: 'stop', u: c.id });
    walk(s, 0, ml.id, [[6, 5]]);
    play(s, 0, { t: 'stop', u: ml.id });
    expect(s.phase).toBe('move');
    expect(keyOf(s, dd.hex)).toBe('2,6');
  });

  it('N-18 a C once restores friends within 1 to half max HP and full torpedoes, then leaves (not sunk)', () => {
    const s = scenario({
      phase: 'supply',
      units: [
        { owner: 0, cls: 'C', at: [2, 6] },
        { owner: 0, cls: 'BB', at: [3, 6], hp: 2 }, // → 5
        { owner: 0, cls: 'DD', at: [1, 6], hp: 1, mine: 0 }, // → 1 HP (half of 2), 3 torpedoes
        { owner: 0, cls: 'CA', at: [2, 5], hp: 5 }, // above half: stays 5
        { owner: 0, cls: 'CV', at: [2, 7], hp: 1 }, // → 3
        { owner: 0, cls: 'CL', at: [4, 6], hp: 1, mine: 0 }, // distance 2: untouched
        { owner: 1, cls: 'DD', at: [1, 7], hp: 1, mine: 0 }, // enemy: untouched
      ],
    });
    const c = unitOf(s, 0, 0);
    play(s, 0, { t: 'resupply', u: c.id });
    expect(unitOf(s, 0, 1).hp).toBe(5);
    expect([unitOf(s, 0, 2).hp, unitOf(s, 0, 2).mine]).toEqual([1, 3]);
    expect(unitOf(s, 0, 3).hp).toBe(5);
    expect(unitOf(s, 0, 4).hp).toBe(3);
    expect([unitOf(s, 0, 5).hp, unitOf(s, 0, 5).mine]).toEqual([1, 0]);
    expect([unitOf(s, 1, 0).hp, unitOf(s, 1, 0).mine]).toEqual([1, 0]);
    // The C has left the board, not into the destroyed-units area, and cannot act again.
    expect(c.alive).toBe(false);
    expect(c.removed).toBe(true);
    expect(c.hex).toBe(-1);
    expect(viewOf(s, 0).sunk).toEqual([]);
    expect(viewOf(s, 1).sunk).toEqual([]);
    expect(isLegal(s, 0, { t: 'resupply', u: c.id })).toBe(false);
    expect(s.pending[0]).not.toContain(c.id);
  });

  it('N-18 a C may move first, then resupply where it arrives', () => {
    const s = scenario({
      phase: 'supply',
      units: [
        { owner: 0, cls: 'C', at: [0, 6] },
        { owner: 0, cls: 'BB', at: [3, 6], hp: 1 },
        FAR_BLUE,
      ],
    });
    const c = unitOf(s, 0, 0);
    walk(s, 0, c.id, [
      [1, 6],
      [2, 6],
    ]);
    play(s, 0, { t: 'resupply', u: c.id });
    expect(unitOf(s, 0, 1).hp).toBe(5);
    expect(c.removed).toBe(true);
  });
});

describe('naval rules A: mines', () => {
  it('N-19 an ML lays a mine within 1; only its owner sees it; its owner cannot enter it', () => {
    const s = scenario({
      phase: 'supply',
      units: [
        { owner: 0, cls: 'ML', at: [2, 6] },
        { owner: 0, cls: 'DD', at: [4, 6] },
        { owner: 1, cls: 'DD', at: [3, 7] },
      ],
    });
    const ml = unitOf(s, 0, 0);
    const lays = legal(s, 0)
      .filter((a) => a.t === 'lay')
      .map((a) => keyOf(s, (a as Extract<NavalAction, { t: 'lay' }>).h))
      .sort();
    const nbrs = boardHexes()
      .filter((h) => hexDist(h, [2, 6]) === 1)
      .map(key)
      .sort();
    expect(lays).toEqual(nbrs);
    expect(isLegal(s, 0, { t: 'lay', u: ml.id, h: hexAt(s, [4, 6]) })).toBe(false);
    const X = hexAt(s, [3, 6]);
    play(s, 0, { t: 'lay', u: ml.id, h: X });
    expect(s.mines).toEqual([{ hex: X, owner: 0, revealed: false }]);
    expect(viewOf(s, 0).mines).toEqual([{ hex: X, owner: 0 }]);
    expect(viewOf(s, 1).mines).toEqual([]);
    expect(viewOf(s, null).mines).toEqual([]);
    // Movement: Red may not enter its own mine; Blue may.
    expect(s.phase).toBe('move');
    const rdd = unitOf(s, 0, 1);
    const bdd = unitOf(s, 1, 0);
    expect(isLegal(s, 0, { t: 'step', u: rdd.id, h: X })).toBe(false);
    expect(isLegal(s, 0, { t: 'step', u: rdd.id, h: hexAt(s, [5, 6]) })).toBe(true);
    play(s, 0, { t: 'stop', u: rdd.id });
    expect(isLegal(s, 1, { t: 'step', u: bdd.id, h: X })).toBe(true);
  });

  it('N-20 a mine deals 5 to each passing enemy unit except SS and DD, every time, and stays', () => {
    const X: Ax = [2, 6];
    const s = scenario({
      phase: 'move',
      units: [
        FAR_RED,
        { owner: 1, cls: 'BB', at: [3, 6] },
        { owner: 1, cls: 'CA', at: [2, 5] },
        { owner: 1, cls: 'DD', at: [3, 5] },
        { owner: 1, cls: 'CL', at: [1, 7] },
      ],
      mines: [{ at: X, owner: 0 }],
    });
    const [bb, ca, dd, cl] = [0, 1, 2, 3].map((i) => unitOf(s, 1, i));
    play(s, 0, { t: 'pass' });
    expect(viewOf(s, 1).mines).toEqual([]);
    // The BB passes through X to [1,6]: 5 damage; the mine shows to Blue now.
    walk(s, 1, bb.id, [X, [1, 6]]);
    expect(bb.hp).toBe(5);
    expect(viewOf(s, 1).mines).toEqual([{ hex: hexAt(s, X), owner: 0 }]);
    expect(s.mines.length).toBe(1);
    // The CA through X as well: 5 more (the mine is not spent).
    walk(s, 1, ca.id, [X, [1, 7]]);
    expect(ca.hp).toBe(1);
    play(s, 1, { t: 'stop', u: ca.id });
    // A DD is immune.
    walk(s, 1, dd.id, [X, [2, 7]]);
    expect(dd.hp).toBe(2);
    play(s, 1, { t: 'stop', u: dd.id });
    // A CL ending on the mine: 4 − 5 → sunk.
    walk(s, 1, cl.id, [X]);
    expect(cl.alive).toBe(false);
    expect(s.mines.length).toBe(1);
  });

  it('N-20 the same ship is hit every time it enters the mine', () => {
    const X: Ax = [2, 6];
    const s = scenario({
      options: { ships: { BB: { mot: 3 } } },
      phase: 'move',
      units: [FAR_RED, { owner: 1, cls: 'BB', at: [3, 6] }],
      mines: [{ at: X, owner: 0 }],
    });
    const bb = unitOf(s, 1, 0);
    play(s, 0, { t: 'pass' });
    walk(s, 1, bb.id, [X]);
    expect(bb.hp).toBe(5);
    walk(s, 1, bb.id, [[3, 6]]);
    expect(bb.hp).toBe(5);
    walk(s, 1, bb.id, [X]);
    expect(bb.alive).toBe(false);
  });

  it('N-20 a supply ship passing an enemy mine is hit too', () => {
    const X: Ax = [2, 6];
    const s = scenario({
      phase: 'supply',
      units: [FAR_RED, { owner: 1, cls: 'C', at: [3, 6] }, FAR_BLUE],
      mines: [{ at: X, owner: 0 }],
    });
    const c = unitOf(s, 1, 0);
    walk(s, 1, c.id, [X]);
    expect(c.alive).toBe(false);
    expect(c.removed).toBe(false);
  });

  it('N-21 submarines of both sides ignore mines', () => {
    const X: Ax = [2, 6];
    const s = scenario({
      phase: 'subMove',
      units: [
        { owner: 0, cls: 'SS', at: [3, 6] },
        { owner: 1, cls: 'SS', at: [1, 6] },
      ],
      mines: [{ at: X, owner: 0 }],
    });
    const [red, blue] = [unitOf(s, 0, 0), unitOf(s, 1, 0)];
    // Own SS may enter its own minefield.
    expect(isLegal(s, 0, { t: 'step', u: red.id, h: hexAt(s, X) })).toBe(true);
    walk(s, 0, red.id, [X]);
    play(s, 0, { t: 'stop', u: red.id });
    // Enemy SS passes it unharmed.
    walk(s, 1, blue.id, [X, [2, 7]]);
    expect(blue.alive).toBe(true);
    expect(blue.hp).toBe(1);
    expect(red.hp).toBe(1);
    expect(s.mines).toEqual([{ hex: hexAt(s, X), owner: 0, revealed: false }]);
  });

  it('N-22 an enemy DD stopping on a mine clears it; one passing through does not', () => {
    const X: Ax = [2, 6];
    const through = scenario({
      phase: 'move',
      units: [FAR_RED, { owner: 1, cls: 'DD', at: [3, 6] }],
      mines: [{ at: X, owner: 0 }],
    });
    play(through, 0, { t: 'pass' });
    const d1 = unitOf(through, 1, 0);
    walk(through, 1, d1.id, [X, [1, 6]]);
    play(through, 1, { t: 'stop', u: d1.id });
    expect(through.mines.length).toBe(1);

    const s = scenario({
      phase: 'move',
      units: [FAR_RED, { owner: 1, cls: 'DD', at: [3, 6] }],
      mines: [{ at: X, owner: 0 }],
    });
    play(s, 0, { t: 'pass' });
    const dd = unitOf(s, 1, 0);
    walk(s, 1, dd.id, [X]);
    const ev = play(s, 1, { t: 'stop', u: dd.id });
    expect(s.mines).toEqual([]);
    expect(viewOf(s, 0).mines).toEqual([]);
    const cleared = ev.find((e) => e.type === 'mineCleared');
    expect(cleared?.to).toBe('all');
    // After clearance Red may sail there again.
    passPhase(s);

    // Only a DD clears: a BB stopping on the mine takes 5 and the mine stays.
    const big = scenario({
      phase: 'move',
      units: [FAR_RED, { owner: 1, cls: 'BB', at: [3, 6] }],
      mines: [{ at: X, owner: 0 }],
    });
    play(big, 0, { t: 'pass' });
    walk(big, 1, unitOf(big, 1, 0).id, [X]);
    play(big, 1, { t: 'stop', u: unitOf(big, 1, 0).id });
    expect(unitOf(big, 1, 0).hp).toBe(5);
    expect(big.mines.length).toBe(1);

    // Ending the move by running out of MOT on the mine clears it too.
    const auto = scenario({
      phase: 'move',
      units: [FAR_RED, { owner: 1, cls: 'DD', at: [6, 6] }],
      mines: [{ at: X, owner: 0 }],
    });
    play(auto, 0, { t: 'pass' });
    walk(auto, 1, unitOf(auto, 1, 0).id, [
      [5, 6],
      [4, 6],
      [3, 6],
      X,
    ]);
    expect(auto.mines).toEqual([]);
  });
});

describe('naval rules A: fleet building', () => {
  it('N-15 fleet cost may not exceed 20 (DD 1, CL/CA 2, BB/CV 3)', () => {
    const m = newMatch();
    for (let i = 0; i < 4; i++) m.apply(0, { t: 'add', cls: 'BB' }); // 12
    m.apply(0, { t: 'add', cls: 'CV' });
    m.apply(0, { t: 'add', cls: 'CV' }); // 18
    expect(addKinds(m, 0)).toEqual(['CA', 'CL', 'DD']);
    m.apply(0, { t: 'add', cls: 'DD' }); // 19
    expect(addKinds(m, 0)).toEqual(['DD']); // CL/CA would cost 21
    expect(() => m.apply(0, { t: 'add', cls: 'CL' })).toThrow(/illegal/);
    m.apply(0, { t: 'add', cls: 'DD' }); // 20
    expect(addKinds(m, 0)).toEqual([]);
    expect(() => m.apply(0, { t: 'add', cls: 'DD' })).toThrow(/illegal/);
    m.apply(0, { t: 'built' });
    expect(m.snapshot().setup[0].fleet.length).toBe(8);
  });

  it('N-15 option costLimit changes the budget', () => {
    const m = newMatch({ costLimit: 5 });
    m.apply(0, { t: 'add', cls: 'BB' });
    m.apply(0, { t: 'add', cls: 'CA' }); // 5
    expect(addKinds(m, 0)).toEqual([]);
    const big = newMatch({ costLimit: 30 });
    for (let i = 0; i < 4; i++) big.apply(0, { t: 'add', cls: 'BB' });
    for (let i = 0; i < 2; i++) big.apply(0, { t: 'add', cls: 'CV' });
    big.apply(0, { t: 'add', cls: 'CA' });
    big.apply(0, { t: 'add', cls: 'CA' }); // 22 > 20 allowed under 30
    expect(big.snapshot().setup[0].fleet.length).toBe(8);
  });

  it('N-16 at most 8 DD, 4 BB and 2 CV', () => {
    const m = newMatch();
    for (let i = 0; i < 8; i++) m.apply(0, { t: 'add', cls: 'DD' });
    expect(addKinds(m, 0)).not.toContain('DD');
    expect(addKinds(m, 0)).toContain('CL');
    expect(() => m.apply(0, { t: 'add', cls: 'DD' })).toThrow(/illegal/);

    for (let i = 0; i < 4; i++) m.apply(1, { t: 'add', cls: 'BB' }); // cost 12
    expect(addKinds(m, 1)).not.toContain('BB');
    expect(addKinds(m, 1)).toContain('CV');
    m.apply(1, { t: 'add', cls: 'CV' });
    m.apply(1, { t: 'add', cls: 'CV' }); // cost 18
    expect(addKinds(m, 1)).not.toContain('CV');
    expect(() => m.apply(1, { t: 'add', cls: 'CV' })).toThrow(/illegal/);

    const cl = newMatch();
    for (let i = 0; i < 6; i++) cl.apply(0, { t: 'add', cls: 'CL' }); // CL/CA are not limited by count
    expect(addKinds(cl, 0)).toContain('CL');

    const opt = newMatch({ maxDD: 2, maxBB: 1, maxCV: 0 });
    expect(addKinds(opt, 0)).not.toContain('CV');
    opt.apply(0, { t: 'add', cls: 'DD' });
    opt.apply(0, { t: 'add', cls: 'DD' });
    opt.apply(0, { t: 'add', cls: 'BB' });
    expect(addKinds(opt, 0)).toEqual(['CA', 'CL']);
  });

  it('NR-21 a fleet needs at least one ship', () => {
    const m = newMatch();
    expect(m.legalActions(0).some((a) => a.t === 'built')).toBe(false);
    expect(() => m.apply(0, { t: 'built' })).toThrow(/illegal/);
    m.apply(0, { t: 'add', cls: 'DD' });
    expect(m.legalActions(0).some((a) => a.t === 'built')).toBe(true);
    m.apply(0, { t: 'built' });
    expect(m.toMove()).toEqual([1]);
  });
});

describe('naval rules A: rulings', () => {
  it('NR-1 the default board: 11 x 13, bases on the short edges (land), 21-hex zones, 4-hex rings, 3 neutral rows', () => {
    const s = scenario({ phase: 'move', units: [{ owner: 0, cls: 'DD', at: [4, 1] }, { owner: 1, cls: 'DD', at: [0, 11] }] });
    const b = s.ctx.board;
    expect(b.n).toBe(143);
    expect(keyOf(s, b.base[0])).toBe(key(RED_BASE));
    expect(keyOf(s, b.base[1])).toBe(key(BLUE_BASE));
    for (const seat of [0, 1] as const) {
      const base = seat === 0 ? RED_BASE : BLUE_BASE;
      const zone = Array.from(b.deploy[seat]).map((h) => keyOf(s, h));
      expect(zone.length).toBe(21);
      expect(zone).not.toContain(key(base));
      for (const h of zone) {
        const c = b.coords[hexAt(s, h.split(',').map(Number) as Ax)];
        expect(hexDist([c.q, c.r], base)).toBeLessThanOrEqual(3);
      }
      expect(Array.from(b.ring[seat]).map((h) => keyOf(s, h)).sort()).toEqual((seat === 0 ? RED_RING : BLUE_RING).map(key).sort());
    }
    expect(b.neutral.length).toBe(33);
    for (const h of b.neutral) expect([5, 6, 7]).toContain(b.coords[h].r);
    // Bases are land: no ship steps into them.
    expect(isLegal(s, 0, { t: 'step', u: unitOf(s, 0, 0).id, h: b.base[0] })).toBe(false);
    expect(isLegal(s, 0, { t: 'step', u: unitOf(s, 0, 0).id, h: hexAt(s, [5, 1]) })).toBe(true);
    play(s, 0, { t: 'stop', u: unitOf(s, 0, 0).id });
    expect(isLegal(s, 1, { t: 'step', u: unitOf(s, 1, 0).id, h: b.base[1] })).toBe(false);
    // Not even a submarine.
    const sub = scenario({ phase: 'subMove', units: [{ owner: 0, cls: 'SS', at: [4, 1] }, FAR_BLUE] });
    expect(isLegal(sub, 0, { t: 'step', u: unitOf(sub, 0, 0).id, h: sub.ctx.board.base[0] })).toBe(false);
  });

  it('NR-1 options board.cols/rows/deployRadius/neutralRows reshape the board', () => {
    const s = scenario({
      options: { board: { cols: 9, rows: 15, deployRadius: 2, neutralRows: 5 } },
      phase: 'move',
      units: [],
    });
    const b = s.ctx.board;
    expect(b.n).toBe(9 * 15);
    expect(keyOf(s, b.base[0])).toBe(key(ax(4, 0)));
    expect(keyOf(s, b.base[1])).toBe(key(ax(4, 14)));
    const all = boardHexes(9, 15);
    const zone0 = all.filter((h) => hexDist(h, ax(4, 0)) >= 1 && hexDist(h, ax(4, 0)) <= 2).map(key).sort();
    expect(Array.from(b.deploy[0]).map((h) => keyOf(s, h)).sort()).toEqual(zone0);
    const zone1 = all.filter((h) => hexDist(h, ax(4, 14)) >= 1 && hexDist(h, ax(4, 14)) <= 2).map(key).sort();
    expect(Array.from(b.deploy[1]).map((h) => keyOf(s, h)).sort()).toEqual(zone1);
    expect(b.neutral.length).toBe(45);
    expect(new Set(Array.from(b.neutral).map((h) => b.coords[h].r))).toEqual(new Set([5, 6, 7, 8, 9]));
  });

  it('NR-2 seat 0 acts first on odd turns, seat 1 on even turns', () => {
    const s = scenario({ phase: 'move', units: [FAR_RED, FAR_BLUE] });
    expect(naval.toMove(s)).toEqual([0]);
    passTurn(s);
    expect(s.turn).toBe(2);
    expect(s.first).toBe(1);
    expect(s.phase).toBe('move');
    expect(naval.toMove(s)).toEqual([1]);
    expect(viewOf(s, 0).first).toBe(1);
    passTurn(s);
    expect(s.turn).toBe(3);
    expect(s.first).toBe(0);
    expect(naval.toMove(s)).toEqual([0]);
    // A full match starts with Red.
    const m = newMatch();
    buildFleet(m, 0, ['DD']);
    buildFleet(m, 1, ['DD']);
    placeAll(m, 0, [[4, 1], ax(5, 6), ax(6, 6)]);
    placeAll(m, 1, [[0, 11], ax(5, 7), ax(6, 7)]);
    expect(m.snapshot().phase).toBe('move');
    expect(m.toMove()).toEqual([0]);
  });

  it('NR-2 option firstPlayer=seat0 keeps Red first every turn', () => {
    const s = scenario({ options: { firstPlayer: 'seat0' }, phase: 'move', units: [FAR_RED, FAR_BLUE] });
    passTurn(s);
    expect(s.turn).toBe(2);
    expect(s.first).toBe(0);
    expect(naval.toMove(s)).toEqual([0]);
  });

  it('NR-3 alternation is unit by unit; a side with nothing left is skipped; pass ends all its acts', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: ax(2, 2) },
        { owner: 0, cls: 'DD', at: ax(4, 2) },
        { owner: 0, cls: 'DD', at: ax(6, 2) },
        { owner: 1, cls: 'DD', at: ax(4, 10) },
      ],
    });
    const [a, b, c] = [0, 1, 2].map((i) => unitOf(s, 0, i));
    const d = unitOf(s, 1, 0);
    // A whole move is one act: Red keeps the go while its DD is moving.
    play(s, 0, { t: 'step', u: a.id, h: hexAt(s, [1, 3]) });
    expect(naval.toMove(s)).toEqual([0]);
    expect(isLegal(s, 0, { t: 'stop', u: b.id })).toBe(false); // another unit may not start mid-move
    play(s, 0, { t: 'stop', u: a.id });
    expect(naval.toMove(s)).toEqual([1]);
    play(s, 1, { t: 'stop', u: d.id });
    // Blue has nothing left: Red acts twice in a row.
    expect(naval.toMove(s)).toEqual([0]);
    play(s, 0, { t: 'stop', u: b.id });
    expect(naval.toMove(s)).toEqual([0]);
    play(s, 0, { t: 'stop', u: c.id });
    expect(s.phase).toBe('shelling');

    const p = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'DD', at: ax(2, 2) },
        { owner: 0, cls: 'DD', at: ax(4, 2) },
        { owner: 0, cls: 'DD', at: ax(6, 2) },
        { owner: 1, cls: 'DD', at: ax(2, 10) },
        { owner: 1, cls: 'DD', at: ax(4, 10) },
      ],
    });
    const [p0, p1, p2] = [0, 1, 2].map((i) => unitOf(p, 0, i));
    const [q0, q1] = [unitOf(p, 1, 0), unitOf(p, 1, 1)];
    const before = [p2.hex, q0.hex, q1.hex];
    play(p, 0, { t: 'stop', u: p0.id });
    // Blue's pass ends both of its DDs' moves.
    play(p, 1, { t: 'pass' });
    expect(p.pending[1]).toEqual([]);
    expect(naval.toMove(p)).toEqual([0]);
    walk(p, 0, p1.id, [[2, 3]]);
    play(p, 0, { t: 'stop', u: p1.id });
    expect(naval.toMove(p)).toEqual([0]);
    // Red's pass ends its last DD's act: the phase is over, nobody else moved.
    play(p, 0, { t: 'pass' });
    expect(p.phase).toBe('shelling');
    expect(keyOf(p, p1.hex)).toBe('2,3');
    expect([p2.hex, q0.hex, q1.hex]).toEqual(before);
  });

  it('NR-4 two free submarines per side, each side placing its own; option subsPerSide', () => {
    const m = newMatch();
    buildFleet(m, 0, ['BB', 'BB', 'BB', 'BB', 'CV', 'CV', 'CL']); // cost 20
    buildFleet(m, 1, ['DD']);
    const s = m.snapshot();
    const subs = (seat: Seat) => s.units.filter((u) => u.owner === seat && u.cls === 'SS');
    expect(subs(0).length).toBe(2);
    expect(subs(1).length).toBe(2);
    // Red's placements only ever move Red's units.
    placeAll(m, 0, [
      [4, 1],
      [3, 1],
      [2, 2],
      [3, 2],
      [4, 2],
      [5, 2],
      [6, 1],
    ]);
    const redSS = nextPlace(m, 0);
    expect(new Set(redSS.map((a) => a.u))).toEqual(new Set([subs(0)[0].id]));
    placeAll(m, 0, [ax(0, 5), ax(0, 5)].slice(0, 1));
    placeAll(m, 0, [ax(1, 5)]);
    placeAll(m, 1, [[0, 11]]);
    expect(new Set(nextPlace(m, 1).map((a) => a.u))).toEqual(new Set([subs(1)[0].id]));
    placeAll(m, 1, [ax(0, 7), ax(1, 7)]);
    expect(m.snapshot().phase).toBe('move');

    for (const n of [0, 1, 3]) {
      const o = newMatch({ subsPerSide: n });
      buildFleet(o, 0, ['DD']);
      buildFleet(o, 1, ['DD']);
      const st = o.snapshot();
      for (const seat of [0, 1] as const) expect(st.units.filter((u) => u.owner === seat && u.cls === 'SS').length).toBe(n);
    }
    // With none, the battle starts once the combat ships are placed.
    const z = newMatch({ subsPerSide: 0 });
    buildFleet(z, 0, ['DD']);
    buildFleet(z, 1, ['DD']);
    placeAll(z, 0, [[4, 1]]);
    placeAll(z, 1, [[0, 11]]);
    expect(z.snapshot().phase).toBe('move');
  });

  it('NR-5 reinforcements: free, on a ring hex free of own units, and they act in the same supply phase', () => {
    const s = scenario({
      phase: 'supply',
      turn: 3,
      units: [
        { owner: 0, cls: 'DD', at: [4, 1] }, // occupies one ring hex
        { owner: 0, cls: 'BB', at: [4, 2], hp: 3 },
        { owner: 1, cls: 'DD', at: [6, 0] }, // an enemy on the ring does not block
        FAR_BLUE,
      ],
    });
    const hexes = legal(s, 0)
      .filter((a): a is Extract<NavalAction, { t: 'reinforce' }> => a.t === 'reinforce' && a.cls === 'C')
      .map((a) => keyOf(s, a.h))
      .sort();
    expect(hexes).toEqual(['4,0', '5,1', '6,0'].sort());
    // Blue's ring is not Red's.
    expect(isLegal(s, 0, { t: 'reinforce', cls: 'C', h: hexAt(s, [0, 11]) })).toBe(false);
    play(s, 0, { t: 'reinforce', cls: 'C', h: hexAt(s, [5, 1]) });
    const c = s.units.find((x) => x.cls === 'C')!;
    expect(c.id).toBeGreaterThanOrEqual(REINFORCEMENT_BASE);
    expect(s.pending[0]).toContain(c.id);
    play(s, 1, { t: 'stop', u: -1 });
    // The new C moves next to the BB and resupplies it in this same phase.
    walk(s, 0, c.id, [[5, 2]]);
    play(s, 0, { t: 'resupply', u: c.id });
    expect(unitOf(s, 0, 1).hp).toBe(5);
  });

  it('NR-6 HP is restored to ⌈max/2⌉ (odd max), never lowered; SS are friends too', () => {
    const s = scenario({
      options: { ships: { CA: { hp: 5 } } },
      phase: 'supply',
      units: [
        { owner: 0, cls: 'C', at: [2, 6] },
        { owner: 0, cls: 'CA', at: [3, 6], hp: 1 }, // max 5 → 3
        { owner: 0, cls: 'BB', at: [1, 6], hp: 8 }, // above half → 8
        { owner: 0, cls: 'SS', at: [2, 5], mine: 0 }, // torpedoes refilled
        { owner: 0, cls: 'DD', at: [2, 6], hp: 1, mine: 2 }, // same hex (distance 0): 1 HP is half of 2, torpedoes 3
        FAR_BLUE,
      ],
    });
    play(s, 0, { t: 'resupply', u: unitOf(s, 0, 0).id });
    expect(unitOf(s, 0, 1).hp).toBe(3);
    expect(unitOf(s, 0, 2).hp).toBe(8);
    expect([unitOf(s, 0, 3).hp, unitOf(s, 0, 3).mine]).toEqual([1, 3]);
    expect([unitOf(s, 0, 4).hp, unitOf(s, 0, 4).mine]).toEqual([1, 3]);
  });

  it('NR-7 an ML may move then lay one mine per supply phase, within 1, not on a base or its own mine', () => {
    const s = scenario({
      phase: 'supply',
      units: [{ owner: 0, cls: 'ML', at: [4, 2] }, FAR_RED, FAR_BLUE],
      mines: [{ at: [3, 1], owner: 0 }],
    });
    const ml = unitOf(s, 0, 0);
    walk(s, 0, ml.id, [[4, 1]]); // next to Red's base
    const lays = legal(s, 0)
      .filter((a) => a.t === 'lay')
      .map((a) => keyOf(s, (a as Extract<NavalAction, { t: 'lay' }>).h))
      .sort();
    // Neighbours of [4,1]: [5,1] [3,1] [4,0] [5,0]=base [3,2] [4,2]; [3,1] is already Red's mine.
    expect(lays).toEqual(['3,2', '4,0', '4,2', '5,1'].sort());
    play(s, 0, { t: 'lay', u: ml.id, h: hexAt(s, [4, 0]) });
    // One mine per phase: the ML is done.
    expect(s.pending[0]).not.toContain(ml.id);
    expect(isLegal(s, 0, { t: 'lay', u: ml.id, h: hexAt(s, [4, 2]) })).toBe(false);
    expect(s.mines.length).toBe(2);
    // Next supply phase it may lay again.
    passTurn(s);
    expect(s.phase).toBe('supply');
    expect(s.pending[0]).toContain(ml.id);
    play(s, 0, { t: 'lay', u: ml.id, h: hexAt(s, [4, 2]) });
    expect(s.mines.length).toBe(3);
  });

  it('NR-7 a mine hit reveals it to both sides; an unhit mine stays hidden from the enemy', () => {
    const X: Ax = [2, 6];
    const s = scenario({
      phase: 'move',
      units: [FAR_RED, { owner: 1, cls: 'CA', at: [3, 6] }],
      mines: [
        { at: X, owner: 0 },
        { at: [5, 6], owner: 0 },
      ],
    });
    play(s, 0, { t: 'pass' });
    const ev = walk(s, 1, unitOf(s, 1, 0).id, [X]);
    expect(ev.find((e) => e.type === 'mineHit')?.to).toBe('all');
    expect(viewOf(s, 1).mines).toEqual([{ hex: hexAt(s, X), owner: 0 }]);
    expect(viewOf(s, null).mines).toEqual([{ hex: hexAt(s, X), owner: 0 }]);
    expect(viewOf(s, 0).mines.length).toBe(2);
  });

  it('NR-8 friendly ships colliding damage each other (2 x max HP)', () => {
    const s = scenario({
      phase: 'move',
      units: [{ owner: 0, cls: 'CA', at: [2, 6] }, { owner: 0, cls: 'DD', at: [4, 6] }, FAR_BLUE],
    });
    const [ca, dd] = [unitOf(s, 0, 0), unitOf(s, 0, 1)];
    walk(s, 0, ca.id, [[3, 6]]);
    play(s, 0, { t: 'stop', u: ca.id });
    play(s, 1, { t: 'pass' });
    walk(s, 0, dd.id, [[3, 6]]);
    play(s, 0, { t: 'stop', u: dd.id });
    expect(s.phase).not.toBe('move');
    expect(ca.hp).toBe(6 - 2 * 2);
    expect(dd.alive).toBe(false); // 2 × 6 = 12
    expect(dd.removed).toBe(false);

    const e = scenario({
      phase: 'move',
      units: [{ owner: 0, cls: 'BB', at: [2, 6] }, { owner: 1, cls: 'CL', at: [4, 6] }],
    });
    walk(e, 0, unitOf(e, 0, 0).id, [[3, 6]]);
    play(e, 0, { t: 'stop', u: unitOf(e, 0, 0).id });
    walk(e, 1, unitOf(e, 1, 0).id, [[3, 6]]);
    play(e, 1, { t: 'stop', u: unitOf(e, 1, 0).id });
    expect(unitOf(e, 0, 0).hp).toBe(10 - 8);
    expect(unitOf(e, 1, 0).alive).toBe(false);
  });

  it('NR-8 a C/ML overlapped by a friend is removed and deals no damage; option auxRemovedByFriends', () => {
    const run = (opts: Record<string, unknown>, moverOwner: Seat) => {
      const s = scenario({
        options: opts,
        phase: 'move',
        units: [
          { owner: 0, cls: 'C', at: [3, 6] },
          { owner: 0, cls: 'ML', at: [3, 8] },
          { owner: moverOwner, cls: 'DD', at: [4, 6] },
          { owner: moverOwner, cls: 'DD', at: [4, 8] },
          moverOwner === 0 ? FAR_BLUE : FAR_RED,
        ],
      });
      const n = moverOwner === 0 ? 2 : 0;
      const [d1, d2] = [unitOf(s, moverOwner, n), unitOf(s, moverOwner, n + 1)];
      if (s.actor !== moverOwner) play(s, s.actor, { t: 'pass' });
      walk(s, moverOwner, d1.id, [[3, 6]]);
      play(s, moverOwner, { t: 'stop', u: d1.id });
      if (s.actor !== moverOwner) play(s, s.actor, { t: 'pass' });
      walk(s, moverOwner, d2.id, [[3, 8]]);
      play(s, moverOwner, { t: 'stop', u: d2.id });
      if (s.phase === 'move') passPhase(s);
      return { c: unitOf(s, 0, 0), ml: unitOf(s, 0, 1), d1, d2 };
    };
    const friends = run({}, 0);
    expect([friends.c.alive, friends.c.removed]).toEqual([false, true]);
    expect([friends.ml.alive, friends.ml.removed]).toEqual([false, true]);
    expect([friends.d1.hp, friends.d2.hp]).toEqual([2, 2]);

    const off = run({ auxRemovedByFriends: false }, 0);
    expect([off.c.alive, off.c.hp]).toEqual([true, 1]);
    expect([off.ml.alive, off.ml.hp]).toEqual([true, 1]);
    expect([off.d1.hp, off.d2.hp]).toEqual([2, 2]);

    // Enemies still run them over with the option off.
    const enemy = run({ auxRemovedByFriends: false }, 1);
    expect([enemy.c.alive, enemy.c.removed]).toEqual([false, true]);
    expect([enemy.ml.alive, enemy.ml.removed]).toEqual([false, true]);
    expect([enemy.d1.hp, enemy.d2.hp]).toEqual([2, 2]);
  });

  it('NR-20 each side sees the enemy fleet list once both have deployed; option openRoster', () => {
    for (const open of [true, false]) {
      const m = newMatch({ openRoster: open });
      buildFleet(m, 0, ['DD', 'BB']);
      buildFleet(m, 1, ['CL']);
      placeAll(m, 0, [[4, 1], [3, 2], ax(5, 6), ax(6, 6)]);
      // Blue has not finished deploying: nothing yet.
      expect((m.view(0) as unknown as NavalViewShape).roster).toEqual([]);
      placeAll(m, 1, [[0, 11], ax(5, 7), ax(6, 7)]);
      const v0 = m.view(0) as unknown as NavalViewShape;
      const v1 = m.view(1) as unknown as NavalViewShape;
      if (open) {
        expect(v0.roster.map((r) => [r.owner, r.cls, r.status])).toEqual([
          [1, 'CL', 'afloat'],
          [1, 'SS', 'afloat'],
          [1, 'SS', 'afloat'],
        ]);
        expect(v1.roster.map((r) => r.cls)).toEqual(['DD', 'BB', 'SS', 'SS']);
        // Classes, not positions.
        expect(JSON.stringify(v0.roster)).not.toMatch(/hex/);
      } else {
        expect(v0.roster).toEqual([]);
        expect(v1.roster).toEqual([]);
      }
      // Enemy units are not on the map unless seen.
      expect(v0.units.every((u) => u.owner === 0)).toBe(true);
      expect(v1.units.every((u) => u.owner === 1)).toBe(true);
    }
  });

  it('NR-20 enemy HP only while seen, enemy torpedo counts never, hold counts public, reinforcements secret', () => {
    const s = scenario({
      phase: 'recon',
      turn: 3,
      units: [
        { owner: 0, cls: 'CV', at: ax(2, 2) },
        { owner: 0, cls: 'DD', at: ax(8, 2) },
        { owner: 1, cls: 'BB', at: ax(2, 8), hp: 7 },
        { owner: 1, cls: 'CA', at: ax(9, 10) },
      ],
    });
    const [bb, ca] = [unitOf(s, 1, 0), unitOf(s, 1, 1)];
    expect(viewOf(s, 0).units.some((u) => u.id === bb.id)).toBe(false);
    play(s, 0, { t: 'recon', u: unitOf(s, 0, 0).id, h: bb.hex });
    const v = viewOf(s, 0);
    const seen = v.units.find((u) => u.id === bb.id)!;
    expect(seen.hp).toBe(7);
    expect(seen.mine).toBeNull();
    expect(v.units.some((u) => u.id === ca.id)).toBe(false);
    expect(v.units.find((u) => u.id === unitOf(s, 0, 1).id)!.mine).toBe(3);
    passTurn(s);
    expect(s.turn).toBe(4);
    // Next turn the BB is no longer lit: no live HP, only what was last seen.
    const later = viewOf(s, 0);
    expect(later.units.some((u) => u.id === bb.id)).toBe(false);
    expect(later.lastSeen.find((x) => x.id === bb.id)?.hp).toBe(7);
    // Blue (first on even turns) adds a C: Red does not learn of it.
    expect(naval.toMove(s)).toEqual([1]);
    play(s, 1, { t: 'reinforce', cls: 'C', h: hexAt(s, [0, 11]) });
    const c = s.units.find((u) => u.cls === 'C')!;
    expect(viewOf(s, 1).units.some((u) => u.id === c.id)).toBe(true);
    expect(viewOf(s, 0).units.some((u) => u.id === c.id)).toBe(false);
    expect(viewOf(s, 0).roster.some((r) => r.id === c.id)).toBe(false);
    expect(viewOf(s, 0).roster.some((r) => r.id === bb.id)).toBe(true);
    expect(viewOf(s, 1).roster.some((r) => r.id === c.id)).toBe(false);
    // Hold counts are public.
    expect(viewOf(s, 1).hold).toEqual([0, 0]);
    expect(viewOf(s, 0).hold).toEqual([0, 0]);
  });
});
