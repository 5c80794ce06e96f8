// Bots' plausible choices (plausible.ts, and the supply phase in macro.ts): attacks only where they can
// hurt an enemy the seat sees, a supply ship only where it serves, a single choice when nothing does —
// always a subset of the legal actions, read from what the seat knows.
import { describe, expect, it } from 'vitest';
import { Match, Rng } from '../../../engine/index.js';
import type { NavalAction } from '../actions.js';
import { naval } from '../index.js';
import type { NavalState } from '../state.js';
import { hexAt, isLegal, play, scenario, unitOf } from './scenario.js';

const macros = (s: NavalState, seat: number): NavalAction[] => naval.macroActions!(s, seat) ?? [];
const keys = (list: readonly NavalAction[]): string[] => list.map((a) => naval.actionKey(a));

describe('plausible attacks for bots', () => {
  it('shelling: each ship aims only at seen enemies it can hit and damage; unseen or out of range, the side passes', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'BB', at: [2, 6] },
        { owner: 1, cls: 'CA', at: [4, 5], lit: true },
        { owner: 1, cls: 'CL', at: [3, 5] }, // in range, but not seen
        { owner: 1, cls: 'DD', at: [9, 0], lit: true }, // seen, out of range
      ],
    });
    const bb = unitOf(s, 0, 0);
    expect(keys(macros(s, 0))).toEqual([`aim:${bb.id}:${hexAt(s, [4, 5])}`]);
    expect(macros(s, 0).every((a) => isLegal(s, 0, a))).toBe(true);
    const blind = scenario({ phase: 'shelling', units: [{ owner: 0, cls: 'BB', at: [2, 6] }, { owner: 1, cls: 'CL', at: [3, 5] }] });
    expect(keys(macros(blind, 0))).toEqual(['pass']);
  });

  it('shelling: one ship at a time, the first pending ship with a target; one target is one (unsearched) choice', () => {
    const s = scenario({
      phase: 'shelling',
      units: [
        { owner: 0, cls: 'DD', at: [0, 12] }, // no target in range: never offered, passed at the end
        { owner: 0, cls: 'BB', at: [2, 6] },
        { owner: 0, cls: 'CA', at: [5, 5] },
        { owner: 1, cls: 'CA', at: [4, 5], lit: true },
        { owner: 1, cls: 'CL', at: [3, 6], lit: true },
      ],
    });
    const [bb, ca] = [unitOf(s, 0, 1), unitOf(s, 0, 2)];
    expect(keys(macros(s, 0))).toEqual([`aim:${bb.id}:${hexAt(s, [4, 5])}`, `aim:${bb.id}:${hexAt(s, [3, 6])}`].sort((a, b) => Number(a.split(':')[2]) - Number(b.split(':')[2])));
    play(s, 0, macros(s, 0)[0]);
    play(s, 1, naval.legalActions(s, 1).find((a) => a.t === 'pass')!);
    const next = macros(s, 0);
    expect(next.every((a) => a.t === 'aim' && a.u === ca.id)).toBe(true);
    play(s, 0, next[0]);
    expect(keys(macros(s, 0))).toEqual(['pass']);
  });

  it('shelling a submarine is offered only where it can be damaged (shellSubs)', () => {
    const units = [
      { owner: 0 as const, cls: 'BB' as const, at: [2, 6] as [number, number] },
      { owner: 1 as const, cls: 'SS' as const, at: [3, 5] as [number, number], lit: true },
    ];
    expect(keys(macros(scenario({ phase: 'shelling', units }), 0))).toEqual(['pass']);
    const s = scenario({ phase: 'shelling', units, options: { shellSubs: true } });
    expect(keys(macros(s, 0))).toEqual([`aim:${unitOf(s, 0, 0).id}:${hexAt(s, [3, 5])}`]);
  });

  it('torpedoes: only lines that hit a seen enemy, or holding them back; none, the side passes', () => {
    const s = scenario({
      phase: 'torpedo',
      units: [
        { owner: 0, cls: 'DD', at: [2, 6] },
        { owner: 1, cls: 'CA', at: [4, 6], lit: true },
      ],
    });
    const dd = unitOf(s, 0, 0);
    const list = macros(s, 0);
    const shots = list.filter((a) => a.t === 'torpedo');
    expect(shots.length).toBeGreaterThan(0);
    expect(shots.length).toBeLessThan(naval.legalActions(s, 0).filter((a) => a.t === 'torpedo').length);
    expect(keys(list)).toEqual(expect.arrayContaining([`torpedo:${dd.id}:${hexAt(s, [4, 6])}`, `stop:${dd.id}`, 'pass']));
    // Every offered line, fired, damages the enemy for a 6.
    for (const a of shots) {
      const t = scenario({ phase: 'torpedo', units: [{ owner: 0, cls: 'DD', at: [2, 6] }, { owner: 1, cls: 'CA', at: [4, 6], lit: true }], dice: [6] });
      naval.apply(t, 0, a, null);
      expect(unitOf(t, 1, 0).hp, naval.actionKey(a)).toBeLessThan(6);
    }
    const blind = scenario({ phase: 'torpedo', units: [{ owner: 0, cls: 'DD', at: [2, 6] }, { owner: 1, cls: 'CA', at: [4, 6] }] });
    expect(keys(macros(blind, 0))).toEqual(['pass']);
  });

  it('air strikes: a sortie flies only at seen enemies it can hit, and strikes only their hexes', () => {
    const units = [
      { owner: 0 as const, cls: 'CV' as const, at: [2, 6] as [number, number] },
      { owner: 1 as const, cls: 'CA' as const, at: [4, 4] as [number, number], lit: true },
    ];
    const s = scenario({ phase: 'strike', units });
    const cv = unitOf(s, 0, 0);
    expect(keys(macros(s, 0))).toEqual([`sortie:${cv.id}:torpedo`, `sortie:${cv.id}:dive`, `stop:${cv.id}`, 'pass']);
    naval.apply(s, 0, macros(s, 0)[0], null);
    expect(keys(macros(s, 0))).toEqual([`strike:${cv.id}:${hexAt(s, [4, 4])}`, `stop:${cv.id}`]);
    const blind = scenario({ phase: 'strike', units: [units[0], { ...units[1], lit: false }] });
    expect(keys(macros(blind, 0))).toEqual(['pass']);
  });
});

describe('plausible air choices for bots', () => {
  it('scouting: a third of the hexes, every hex of the board one of them or next to one, all legal', () => {
    const s = scenario({ phase: 'recon', units: [{ owner: 0, cls: 'CV', at: [2, 6] }, { owner: 1, cls: 'CA', at: [4, 2] }] });
    const list = macros(s, 0);
    const { board } = s.ctx;
    expect(list.length).toBeLessThan(board.n / 2.5);
    expect(list.every((a) => a.t === 'recon' && isLegal(s, 0, a))).toBe(true);
    const centres = list.map((a) => (a.t === 'recon' ? a.h : -1));
    for (let h = 0; h < board.n; h++) expect(Math.min(...centres.map((c) => board.dist[h * board.n + c]))).toBeLessThanOrEqual(1);
  });

  it('fighter zones: only hexes within the zone radius of a ship of the seat (SS aside), else its stop', () => {
    const units = [
      { owner: 0 as const, cls: 'CV' as const, at: [2, 6] as [number, number] },
      { owner: 0 as const, cls: 'SS' as const, at: [5, 8] as [number, number] },
      { owner: 1 as const, cls: 'CA' as const, at: [4, 2] as [number, number] },
    ];
    const s = scenario({ phase: 'fighters', units });
    const { board, opts } = s.ctx;
    const cv = unitOf(s, 0, 0);
    const list = macros(s, 0);
    // Only the CV is a ship to cover here: the 19 hexes within 2 of it.
    expect(list).toHaveLength(19);
    expect(list.every((a) => a.t === 'fighters' && isLegal(s, 0, a) && board.dist[a.h * board.n + cv.hex] <= opts.fighterRadius)).toBe(true);
  });
});

describe('plausible supply for bots', () => {
  it('a supply ship is brought in and moved only while a ship needs it; otherwise the side passes', () => {
    const spec = (hp: number) => ({
      phase: 'supply' as const,
      turn: 3,
      units: [
        { owner: 0 as const, cls: 'BB' as const, at: [4, 2] as [number, number], hp },
        { owner: 1 as const, cls: 'CA' as const, at: [4, 10] as [number, number] },
      ],
      // No minelayer to bring: the C is the only reinforcement.
      options: { maxMinelayers: 0 },
    });
    const fine = scenario(spec(10));
    expect(naval.legalActions(fine, 0).some((a) => a.t === 'reinforce')).toBe(true);
    expect(keys(macros(fine, 0))).toEqual(['pass']);
    const hurt = scenario(spec(3));
    const list = macros(hurt, 0);
    expect(list.some((a) => a.t === 'reinforce' && a.cls === 'C')).toBe(true);
    expect(list.every((a) => isLegal(hurt, 0, a))).toBe(true);
  });
});

describe('plausible choices read only what the seat knows', () => {
  it('the same choices in every determinization from its view, in every phase with attacks or supply', () => {
    const phases = ['shelling', 'torpedo', 'subTorpedo', 'strike', 'supply'];
    const seen = new Set<string>();
    for (let seed = 0; seed < 60; seed++) {
      const m = Match.create(naval, {}, seed, undefined, false, 'sfc32');
      const rng = new Rng(seed);
      const stopAt = 150 + rng.int(400);
      for (let i = 0; (i < stopAt || !phases.includes(m.snapshot().phase)) && !m.isOver(); i++) {
        const seat = m.toMove()[0];
        const legal = m.legalActions(seat);
        m.apply(seat, legal[rng.int(legal.length)]);
      }
      if (m.isOver()) continue;
      const s = m.snapshot();
      const seat = m.toMove()[0];
      const own = naval.macroActions!(s, seat);
      expect(own).not.toBeNull();
      const legal = keys(naval.legalActions(s, seat));
      for (const a of own!) if (a.t !== 'moveTo') expect(legal).toContain(naval.actionKey(a));
      expect(naval.macroActions!(naval.determinize(s, seat, new Rng(`w:${seed}`)), seat)).toEqual(own);
      seen.add(s.phase);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });
});
