// Bots' whole moves (macro.ts): what they offer, that playing one through macroStep is a run of legal
// steps reaching the same state as applying it at once, and that they read nothing the seat cannot see.
import { describe, expect, it } from 'vitest';
import { hashState, Match, Rng } from '../../../engine/index.js';
import { playMatch } from '../../../ai/play.js';
import { makeBot } from '../../../ai/registry.js';
import type { NavalAction } from '../actions.js';
import { naval } from '../index.js';
import type { NavalState } from '../state.js';
import { hexAt, isLegal, play, scenario, unitOf } from './scenario.js';

const macros = (s: NavalState, seat: number): NavalAction[] => naval.macroActions!(s, seat) ?? [];
const keys = (list: readonly NavalAction[]): string[] => list.map((a) => naval.actionKey(a));

describe('whole moves for bots', () => {
  it('a pending ship is offered every hex it can reach this phase, plus stop and pass; other phases offer none', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'BB', at: [2, 6] },
        { owner: 1, cls: 'CA', at: [4, 2] },
      ],
    });
    const bb = unitOf(s, 0, 0);
    const list = macros(s, 0);
    // BB 机动性 2: the 18 hexes at distance 1 or 2 (all on the board here), then stop, then pass.
    expect(list.filter((a) => a.t === 'moveTo')).toHaveLength(18);
    expect(keys(list.slice(-2))).toEqual([`stop:${bb.id}`, 'pass']);
    expect(macros(s, 1)).toEqual([]);
    const t = scenario({ phase: 'subDetect', units: [{ owner: 0, cls: 'DD', at: [2, 6] }, { owner: 1, cls: 'SS', at: [3, 6], lit: true }] });
    expect(naval.macroActions!(t, 0)).toBeNull();
  });

  it('one ship at a time: only the first pending ship\'s moves are offered, then the next one\'s', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'BB', at: [2, 6] },
        { owner: 0, cls: 'DD', at: [4, 6] },
        { owner: 1, cls: 'CA', at: [4, 2] },
      ],
    });
    const [bb, dd] = [unitOf(s, 0, 0), unitOf(s, 0, 1)];
    expect(macros(s, 0).every((a) => a.t === 'pass' || ('u' in a && a.u === bb.id))).toBe(true);
    play(s, 0, macros(s, 0).find((a) => a.t === 'stop')!);
    play(s, 1, naval.legalActions(s, 1).find((a) => a.t === 'stop')!);
    expect(macros(s, 0).filter((a) => a.t === 'moveTo').every((a) => a.t === 'moveTo' && a.u === dd.id)).toBe(true);
  });

  it('played step by step (macroStep), a whole move is legal steps then stop, ending where applying it at once does', () => {
    const make = () =>
      scenario({
        phase: 'move',
        units: [
          { owner: 0, cls: 'DD', at: [2, 6] },
          { owner: 0, cls: 'CA', at: [0, 4] },
          { owner: 1, cls: 'CA', at: [4, 2] },
        ],
      });
    const s = make();
    const dd = unitOf(s, 0, 0);
    const target = hexAt(s, [4, 4]);
    const macro = macros(s, 0).find((a) => a.t === 'moveTo' && a.u === dd.id && a.h === target)!;
    expect(macro).toBeDefined();
    const whole = make();
    naval.apply(whole, 0, macro, null);
    let steps = 0;
    for (let a = naval.macroStep!(s, 0, macro); a !== null; a = naval.macroStep!(s, 0, macro)) {
      expect(isLegal(s, 0, a)).toBe(true);
      play(s, 0, a);
      steps++;
      expect(steps).toBeLessThan(10);
    }
    expect(dd.hex).toBe(target);
    expect(hashState(s)).toBe(hashState(whole));
    // Done: the DD is no longer pending and the move is not offered again.
    expect(s.pending[0]).not.toContain(dd.id);
  });

  it('in the supply phase a C moves whole (its one choice) beside a ship that needs it, then resupplies', () => {
    const s = scenario({
      phase: 'supply',
      turn: 1,
      units: [
        { owner: 0, cls: 'C', at: [2, 6] },
        // Damaged: a C is offered only where it serves (plausible.test.ts).
        { owner: 0, cls: 'BB', at: [4, 6], hp: 3 },
        { owner: 1, cls: 'CA', at: [4, 2] },
      ],
    });
    const c = unitOf(s, 0, 0);
    const list = macros(s, 0);
    expect(list.some((a) => a.t === 'step')).toBe(false);
    // Not beside the damaged BB yet: no resupply to offer there.
    expect(keys(list)).not.toContain(`resupply:${c.id}`);
    // Its one choice: the whole move to a hex beside the BB (not onto it: it would be run over).
    expect(list).toHaveLength(1);
    const macro = list[0];
    const bb = unitOf(s, 0, 1);
    const { board } = s.ctx;
    expect(macro.t === 'moveTo' && macro.u === c.id && board.dist[macro.h * board.n + bb.hex]).toBe(1);
    for (let a = naval.macroStep!(s, 0, macro); a !== null; a = naval.macroStep!(s, 0, macro)) play(s, 0, a);
    expect(macro.t === 'moveTo' && c.hex).toBe(macro.t === 'moveTo' && macro.h);
    expect(s.active?.unit).toBe(c.id);
    // Beside the damaged BB, resupplying is what a C is for: its one choice.
    expect(keys(macros(s, 0))).toEqual([`resupply:${c.id}`]);
  });

  it('a minelayer is not searched: its one choice is to lay beside it nearest the enemy base, or to stop when it cannot lay', () => {
    const s = scenario({
      phase: 'supply',
      turn: 1,
      units: [
        { owner: 0, cls: 'ML', at: [2, 6] },
        { owner: 0, cls: 'C', at: [5, 4] },
        { owner: 0, cls: 'BB', at: [5, 5], hp: 3 },
        { owner: 1, cls: 'CA', at: [4, 2] },
      ],
    });
    const ml = unitOf(s, 0, 0);
    const { board } = s.ctx;
    const toEnemyBase = (h: number) => board.dist[h * board.n + board.base[1]];
    const list = macros(s, 0);
    expect(list).toHaveLength(1);
    const lay = list[0];
    expect(lay.t === 'lay' && lay.u === ml.id && isLegal(s, 0, lay)).toBe(true);
    // No other hex it may mine is nearer the enemy base.
    const lays = naval.legalActions(s, 0).filter((a) => a.t === 'lay');
    expect(lays.length).toBeGreaterThan(1);
    for (const a of lays) if (a.t === 'lay' && lay.t === 'lay') expect(toEnemyBase(a.h)).toBeGreaterThanOrEqual(toEnemyBase(lay.h));
    // Every hex beside it mined already: it stops (and the C's choices come next).
    for (const a of lays) if (a.t === 'lay') s.mines.push({ hex: a.h, owner: 0, revealed: false });
    expect(keys(macros(s, 0))).toEqual([`stop:${ml.id}`]);
    play(s, 0, macros(s, 0)[0]);
    expect(keys(macros(s, 0))).toContain(`resupply:${unitOf(s, 0, 1).id}`);
  });

  it('a path goes around an enemy mine the ship has seen, and never through its own minefield', () => {
    const s = scenario({
      phase: 'move',
      units: [
        { owner: 0, cls: 'CA', at: [2, 6] },
        { owner: 1, cls: 'CA', at: [4, 2] },
      ],
      mines: [
        { at: [3, 6], owner: 1, revealed: true },
        { at: [2, 7], owner: 0 },
      ],
    });
    const ca = unitOf(s, 0, 0);
    const dest = hexAt(s, [4, 6]);
    const macro = macros(s, 0).find((a) => a.t === 'moveTo' && a.h === dest)!;
    naval.apply(s, 0, macro, null);
    expect(ca.hex).toBe(dest);
    expect(ca.hp).toBe(6);
    expect(keys(macros(s, 0))).not.toContain(`moveTo:${ca.id}:${hexAt(s, [2, 7])}`);
  });

  it('they read only what the seat knows: the same whole moves in every determinization from its view', () => {
    let checked = 0;
    for (let seed = 0; seed < 30; seed++) {
      const m = Match.create(naval, {}, seed, undefined, false, 'sfc32');
      const rng = new Rng(seed);
      const moving = () => ['move', 'subMove'].includes(m.snapshot().phase);
      for (let i = 0; (i < 300 || !moving()) && !m.isOver(); i++) {
        const seat = m.toMove()[0];
        const legal = m.legalActions(seat);
        m.apply(seat, legal[rng.int(legal.length)]);
      }
      if (m.isOver()) continue;
      const s = m.snapshot();
      const seat = m.toMove()[0];
      const own = naval.macroActions!(s, seat);
      const world = naval.determinize(s, seat, new Rng(`w:${seed}`));
      expect(own).not.toBeNull();
      expect(naval.macroActions!(world, seat)).toEqual(own);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('a search bot playing whole moves hands the match only legal actions, and its games replay', () => {
    const m = Match.create(naval, { costLimit: 5, turnCap: 6 }, 'macro-game', undefined, true, 'sfc32');
    playMatch(m, [makeBot('ismcts:easy'), makeBot('random')], 'macro-game');
    expect(m.isOver()).toBe(true);
    expect(m.actions().every((r) => r.action.t !== 'moveTo')).toBe(true);
    expect(Match.replay(naval, JSON.parse(JSON.stringify(m.toRecord()))).hash()).toBe(m.hash());
  });
});
