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
  it('scouting is decided: the hex of the grid (a third of the board, every hex one of them or next to one) whose disc best covers where a hidden enemy may be', () => {
    const s = scenario({ phase: 'recon', turn: 3, units: [{ owner: 0, cls: 'CV', at: [2, 6] }, { owner: 1, cls: 'BB', at: [4, 2] }] });
    const { board, opts } = s.ctx;
    const grid = (naval.legalActions(s, 0).filter((a) => a.t === 'recon') as { h: number }[]).map((a) => a.h);
    // The BB was seen last turn at [6, 9] (机动性 2: two turns of moves since): the scout covers that sea.
    const bb = unitOf(s, 1, 0);
    Object.assign(bb, { seenHex: hexAt(s, [6, 9]), seenTurn: 2, seenHp: bb.hp });
    const list = macros(s, 0);
    expect(list).toHaveLength(1);
    const scout = list[0];
    expect(scout.t === 'recon' && isLegal(s, 0, scout)).toBe(true);
    const h = scout.t === 'recon' ? scout.h : -1;
    expect(grid).toContain(h);
    expect(board.dist[h * board.n + bb.seenHex]).toBeLessThanOrEqual(opts.reconRadius);
    // Where the BB really is, hidden from seat 0, changes nothing.
    bb.hex = hexAt(s, [1, 1]);
    expect(keys(macros(s, 0))).toEqual(keys(list));
    // Seen now, it needs no scouting: another hidden enemy, never seen, draws the scout toward its deployment zone.
    const t = scenario({ phase: 'recon', turn: 1, units: [{ owner: 0, cls: 'CV', at: [2, 6] }, { owner: 1, cls: 'CA', at: [4, 2] }] });
    const toward = macros(t, 0)[0];
    const deployDist = (x: number) => Math.min(...Array.from(board.deploy[1], (z) => board.dist[x * board.n + z]));
    expect(toward.t === 'recon' && deployDist(toward.h)).toBeLessThanOrEqual(opts.reconRadius);
  });

  it('fighter zones are decided: over the most worth of its ships the enemy sees, then of all, not yet under a zone', () => {
    const units = [
      { owner: 0 as const, cls: 'CV' as const, at: [2, 6] as [number, number] },
      { owner: 0 as const, cls: 'BB' as const, at: [6, 6] as [number, number], lit: true },
      { owner: 0 as const, cls: 'SS' as const, at: [5, 8] as [number, number] },
      { owner: 1 as const, cls: 'CA' as const, at: [4, 2] as [number, number] },
    ];
    const s = scenario({ phase: 'fighters', units });
    const { board, opts } = s.ctx;
    const [cv, bb] = [unitOf(s, 0, 0), unitOf(s, 0, 1)];
    const within = (a: NavalAction, u: { hex: number }) => a.t === 'fighters' && board.dist[a.h * board.n + u.hex] <= opts.fighterRadius;
    const list = macros(s, 0);
    expect(list).toHaveLength(1);
    // The lit BB first (the enemy can strike it), and the CV too where a zone covers both.
    expect(isLegal(s, 0, list[0]) && within(list[0], bb)).toBe(true);
    const both = Array.from({ length: board.n }, (_, h) => h).some((h) => board.dist[h * board.n + bb.hex] <= 2 && board.dist[h * board.n + cv.hex] <= 2);
    expect(within(list[0], cv)).toBe(both);
    // Unlit, nothing is seen: the most worth under the zone, the BB (3) with the damaged CV (1).
    bb.lit = false;
    cv.hp = 2;
    const unlit = macros(s, 0)[0];
    expect(within(unlit, bb) && within(unlit, cv)).toBe(true);
    // A second carrier's zone goes where the first's does not reach: the ships it covers count no more.
    s.zones.push({ owner: 0, cv: cv.id, hex: unlit.t === 'fighters' ? unlit.h : -1, spent: false });
    const more = scenario({ phase: 'fighters', units: [...units, { owner: 0, cls: 'DD', at: [0, 12] }] });
    more.zones.push({ owner: 0, cv: cv.id, hex: unlit.t === 'fighters' ? unlit.h : -1, spent: false });
    more.units.forEach((u) => (u.lit = false));
    const second = macros(more, 0)[0];
    expect(within(second, unitOf(more, 0, 3))).toBe(true);
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
    const phases = ['shelling', 'torpedo', 'subTorpedo', 'strike', 'supply', 'recon', 'fighters'];
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
