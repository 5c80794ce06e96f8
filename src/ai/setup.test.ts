// Bots build their own setups: every bot kind fields a legal, full setup in naval and mecha, and a
// bot's setup depends only on what its seat knows — never on the opponent's hidden setup.
import { describe, expect, it } from 'vitest';
import { Match, Rng, type ActionLike, type AnyGame, type Json, type Seat } from '../engine/index.js';
import { getGame } from '../games/registry.js';
import type { MechaState } from '../games/mecha/index.js';
import type { NavalState } from '../games/naval/index.js';
import { botNames, makeBot } from './registry.js';

type AnyMatch = Match<unknown, ActionLike, unknown>;

/**
 * The whole setup: the other seat (random complete choices from its own seed: a different hidden setup
 * per seed) chooses first whenever it owes a choice, then `seat` with bot `spec`. Returns `seat`'s choices.
 */
function setupWith(m: AnyMatch, seat: Seat, spec: string, otherSeed: string): string[] {
  const bot = makeBot(spec);
  const rng = new Rng('me');
  const other = new Rng(otherSeed);
  const keys: string[] = [];
  while (m.isSetup()) {
    const movers = m.toMove();
    const who = movers.find((p) => p !== seat) ?? seat;
    const legal = m.legalActions(who);
    if (who !== seat) {
      m.apply(who, m.game.randomSetup ? m.game.randomSetup(legal, other) : legal[other.int(legal.length)]);
      continue;
    }
    const a = bot.choose({ game: m.game, seat, seats: m.seats, legal, rng, state: () => m.snapshot() });
    keys.push(m.game.actionKey(a));
    m.apply(seat, a);
  }
  return keys;
}

function newMatch(id: string, options: Json = {}): AnyMatch {
  return Match.create(getGame(id) as AnyGame, options, 'setup-test', 2, false, 'sfc32') as AnyMatch;
}

describe('bots build their own setups', () => {
  it('naval: every bot kind builds a fleet that spends the budget (≥ 2 ships) and deploys it all', () => {
    for (const costLimit of [20, 5]) {
      for (const spec of botNames()) {
        const m = newMatch('naval', { costLimit });
        setupWith(m, 0, spec, 'other');
        const s = m.snapshot() as NavalState;
        const fleet = s.setup[0].fleet;
        const cost = fleet.reduce((c, cls) => c + s.ctx.stats[cls].cost, 0);
        expect(cost, `${spec} at ${costLimit}: ${fleet.join(' ')}`).toBeGreaterThanOrEqual(costLimit === 20 ? 18 : 5);
        expect(fleet.length).toBeGreaterThanOrEqual(2);
        // Built and deployed: every unit of seat 0 (fleet and submarines) is on the board.
        const mine = s.units.filter((u) => u.owner === 0);
        expect(mine.length).toBe(fleet.length + s.ctx.opts.subsPerSide);
        expect(mine.every((u) => u.hex >= 0)).toBe(true);
      }
    }
  });

  it('naval: the policy fields a sound mix — battleships, a carrier and destroyers — and puts the guns ahead of the carrier', () => {
    const m = newMatch('naval');
    setupWith(m, 0, 'normal', 'other');
    const s = m.snapshot() as NavalState;
    const fleet = s.setup[0].fleet;
    for (const cls of ['BB', 'CV', 'DD'] as const) expect(fleet, fleet.join(' ')).toContain(cls);
    const b = s.ctx.board;
    const toFoe = (cls: string) => {
      const us = s.units.filter((u) => u.owner === 0 && u.cls === cls);
      return us.reduce((d, u) => d + b.dist[u.hex * b.n + b.base[1]], 0) / us.length;
    };
    expect(toFoe('BB')).toBeLessThan(toFoe('CV'));
    expect(toFoe('DD')).toBeLessThan(toFoe('CV'));
  });

  it('mecha: every bot kind builds a complete fleet (ship, guns, mechs, captain, pilots, 20 cards)', () => {
    for (const spec of botNames()) {
      const m = newMatch('mecha');
      const keys = setupWith(m, 0, spec, 'other');
      expect(m.isSetup(), spec).toBe(false);
      const s = m.snapshot() as MechaState;
      const side = s.sides[0];
      expect(side.captain, spec).toBeGreaterThanOrEqual(0);
      expect(side.crew.length).toBeGreaterThan(0);
      expect(side.lib.reduce((a, b) => a + b, 0) + side.hand.length).toBe(s.ctx.opts.libraryShipCards);
      expect(keys.filter((k) => k.startsWith('mcard')).length).toBe(s.ctx.opts.libraryMechCards);
      expect(s.units.filter((u) => u.owner === 0 && !u.ship).length).toBeGreaterThan(0);
    }
  });

  it("a bot's setup never changes when only the opponent's hidden setup changes (naval, mecha)", () => {
    for (const spec of botNames()) {
      // Naval: the other side builds and deploys one fleet or another first; ours must not change.
      const naval = ['a', 'b', 'c'].map((seed) => {
        const m = newMatch('naval');
        return setupWith(m, 0, spec, seed);
      });
      expect(naval[1], spec).toEqual(naval[0]);
      expect(naval[2], spec).toEqual(naval[0]);
      // Mecha: the other side's whole build (ship, captain, pilots, library) differs.
      const mecha = ['a', 'b', 'c'].map((seed) => {
        const m = newMatch('mecha');
        return setupWith(m, 0, spec, seed);
      });
      expect(mecha[1], spec).toEqual(mecha[0]);
      expect(mecha[2], spec).toEqual(mecha[0]);
    }
  });

  it('the other seats really differed in those runs (the test above compares something)', () => {
    const fleets = ['a', 'b', 'c'].map((seed) => {
      const m = newMatch('naval');
      setupWith(m, 0, 'random', seed);
      return (m.snapshot() as NavalState).setup[1].fleet.join(' ');
    });
    expect(new Set(fleets).size).toBeGreaterThan(1);
  });
});
