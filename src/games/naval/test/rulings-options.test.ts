// The ruling options that restore the seed's other reading (docs/rules/naval.md NR-7, NR-11, NR-12,
// NR-13, NR-16): each tested both ways on a hand-built position.
import { describe, expect, it } from 'vitest';
import type { GameEvent, Seat } from '../../../engine/index.js';
import { naval } from '../index.js';
import type { NavalState } from '../state.js';
import { hexAt, isLegal, play, scenario, unitOf } from './scenario.js';

type Ax = [number, number];
const O: Ax = [2, 6];

function mines(s: NavalState, seat: Seat | null): { hex: number; owner: number }[] {
  return (naval.view(s, seat) as unknown as { mines: { hex: number; owner: number }[] }).mines;
}

function ofType(ev: GameEvent[], type: string): GameEvent[] {
  return ev.filter((e) => e.type === type);
}

describe('NR-13 shellSubs: 「其余船只不参与炮击战，但可以被攻击」', () => {
  /** A red BB shells the hex of a blue SS next to it with a 6 (distance 1 needs 2). */
  function shellSub(options?: Record<string, unknown>) {
    const s = scenario({
      phase: 'shelling',
      options,
      units: [
        { owner: 0, cls: 'BB', at: O },
        { owner: 1, cls: 'SS', at: [3, 6] },
        { owner: 1, cls: 'CV', at: [2, 12] },
      ],
      dice: [6],
    });
    const ss = unitOf(s, 1, 0);
    play(s, 0, { t: 'aim', u: unitOf(s, 0, 0).id, h: hexAt(s, [3, 6]) });
    expect(s.phase).not.toBe('shelling');
    return ss;
  }

  it('off (default): a hit on an SS hex does the SS no harm', () => {
    const ss = shellSub();
    expect(ss.alive).toBe(true);
    expect(ss.hp).toBe(1);
  });

  it('on: the SS is shelled as the lowest tier (BB → 1 + 3 = 4) and sinks', () => {
    const ss = shellSub({ shellSubs: true });
    expect(ss.alive).toBe(false);
  });
});

describe('NR-11 fighterDowns: what a fighter zone shoots down', () => {
  /** Red's fighter zone on [3,6] over a red BB; Blue's torpedo bombers fly [0,9] (empty), [5,6] (in the zone), then [3,6]. */
  function raid(options?: Record<string, unknown>) {
    const s = scenario({
      phase: 'fighters',
      options,
      units: [
        { owner: 0, cls: 'CV', at: [2, 2] },
        { owner: 0, cls: 'BB', at: [3, 6] },
        { owner: 1, cls: 'CV', at: [1, 10] },
      ],
      dice: [6],
    });
    play(s, 0, { t: 'fighters', u: unitOf(s, 0, 0).id, h: hexAt(s, [3, 6]) });
    play(s, 1, { t: 'pass' });
    play(s, 0, { t: 'pass' });
    const cv = unitOf(s, 1, 0);
    play(s, 1, { t: 'sortie', u: cv.id, kind: 'torpedo' });
    play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, [0, 9]) });
    const ev = play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, [5, 6]) });
    expect(ofType(ev, 'shotDown')).toHaveLength(1);
    expect(cv.hp).toBe(5);
    return { s, cv, bb: unitOf(s, 0, 1) };
  }

  it('sortie (default): the whole sortie is downed, its third hex cancelled', () => {
    const { s, cv, bb } = raid();
    expect(s.active).toBeNull();
    expect(isLegal(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, [3, 6]) })).toBe(false);
    expect(bb.hp).toBe(10);
  });

  it('attack: only the attack into the zone is downed; the sortie strikes its third hex (6 ≥ AA 1 → 3)', () => {
    const { s, cv, bb } = raid({ fighterDowns: 'attack' });
    expect(s.active?.unit).toBe(cv.id);
    play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, [3, 6]) });
    expect(bb.hp).toBe(7);
    expect(s.active).toBeNull();
  });
});

describe('NR-12 sortieStopsEarly: may a torpedo-bomber sortie stop short of its hexes', () => {
  function sortie(options?: Record<string, unknown>) {
    const s = scenario({
      phase: 'strike',
      options,
      units: [
        { owner: 1, cls: 'CV', at: [1, 10] },
        { owner: 0, cls: 'BB', at: [8, 0] },
      ],
    });
    const cv = unitOf(s, 1, 0);
    play(s, 1, { t: 'sortie', u: cv.id, kind: 'torpedo' });
    play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, [0, 9]) });
    return { s, cv };
  }

  it('on (default): after one hex the sortie may stop or pass', () => {
    const { s, cv } = sortie();
    expect(isLegal(s, 1, { t: 'stop', u: cv.id })).toBe(true);
    expect(isLegal(s, 1, { t: 'pass' })).toBe(true);
  });

  it('off: it must strike all three hexes; then the CV is done', () => {
    const { s, cv } = sortie({ sortieStopsEarly: false });
    expect(isLegal(s, 1, { t: 'stop', u: cv.id })).toBe(false);
    expect(isLegal(s, 1, { t: 'pass' })).toBe(false);
    expect(naval.legalActions(s, 1).every((a) => a.t === 'strike')).toBe(true);
    play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, [1, 9]) });
    play(s, 1, { t: 'strike', u: cv.id, h: hexAt(s, [2, 9]) });
    expect(s.active).toBeNull();
    expect(s.phase).not.toBe('strike');
  });
});

describe('NR-7 mineHitReveals: does a mine hit show the mine to the enemy', () => {
  const X: Ax = [2, 6];
  function hit(options?: Record<string, unknown>) {
    const s = scenario({
      phase: 'move',
      options,
      units: [
        { owner: 0, cls: 'BB', at: [0, 0] },
        { owner: 1, cls: 'CA', at: [3, 6] },
      ],
      mines: [{ at: X, owner: 0 }],
    });
    play(s, 0, { t: 'pass' });
    const ca = unitOf(s, 1, 0);
    const ev = play(s, 1, { t: 'step', u: ca.id, h: hexAt(s, X) });
    expect(ca.hp).toBe(1);
    return { s, ev };
  }

  it('on (default): the hit is public and the mine shows on the enemy’s board', () => {
    const { s, ev } = hit();
    expect(ofType(ev, 'mineHit')[0].to).toBe('all');
    expect(mines(s, 1)).toEqual([{ hex: hexAt(s, X), owner: 0 }]);
    expect(mines(s, null)).toHaveLength(1);
  });

  it('off: both sides hear of the hit, but the mine shows only to its owner (not to spectators)', () => {
    const { s, ev } = hit({ mineHitReveals: false });
    expect(ofType(ev, 'mineHit')[0].to).toEqual([0, 1]);
    expect(mines(s, 1)).toEqual([]);
    expect(mines(s, null)).toEqual([]);
    expect(mines(s, 0)).toEqual([{ hex: hexAt(s, X), owner: 0 }]);
    // It still blocks nothing but its owner, and hits again on the next entry.
    expect(s.mines[0].revealed).toBe(false);
  });
});

describe('NR-16 pointBlankTouch: a line along the edge of an adjacent hex', () => {
  /** A red DD on O fires at a hex 2 away whose line runs along the edge between two neighbours of O. */
  function alongEdge(options?: Record<string, unknown>) {
    const probe = scenario({ phase: 'torpedo', units: [{ owner: 0, cls: 'DD', at: O }] });
    const { board } = probe.ctx;
    const from = hexAt(probe, O);
    let target = -1;
    let touched = -1;
    for (let h = 0; h < board.n && target < 0; h++) {
      if (board.dist[from * board.n + h] !== 2) continue;
      const line = board.line(from, h);
      const adjacent = [...line.touch].filter((t) => board.dist[from * board.n + t] === 1);
      if (line.full.length === 1 && adjacent.length > 0) {
        target = h;
        touched = adjacent[0];
      }
    }
    expect(target).toBeGreaterThanOrEqual(0);
    const c = board.coords[touched];
    const s = scenario({
      phase: 'torpedo',
      options,
      units: [
        { owner: 0, cls: 'DD', at: O },
        { owner: 1, cls: 'BB', at: [c.q, c.r] },
      ],
      dice: [4],
    });
    play(s, 0, { t: 'torpedo', u: unitOf(s, 0, 0).id, h: target });
    return unitOf(s, 1, 0);
  }

  it('off (default): the touched neighbour takes nothing', () => {
    expect(alongEdge().hp).toBe(10);
  });

  it('on: the touched neighbour takes the 6', () => {
    expect(alongEdge({ pointBlankTouch: true }).hp).toBe(4);
  });

  it('on, with torpedoTouchHalf: still the 6, not the half', () => {
    expect(alongEdge({ pointBlankTouch: true, torpedoTouchHalf: true }).hp).toBe(4);
    expect(alongEdge({ torpedoTouchHalf: true }).hp).toBe(8);
  });
});
