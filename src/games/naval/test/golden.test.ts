// Golden games: naval's behaviour pinned before speed work. For several seeded random games (default
// options and every ruling switch), a digest of every step — who moves, every legal list, the bots'
// macro choices, the action taken, the evaluation and the state hash — plus, every few steps, both
// seats' views and a determinization from each seat. A refactor that keeps all of these keeps every
// recorded game's hash, and what bots see and choose. `NAVAL_GOLDEN=write` rewrites the fixture (only
// when a change of behaviour is intended, and then say so in the commit).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../../../ai/play.js';
import { makeBot } from '../../../ai/registry.js';
import { hashState, Match, Rng, type Seat } from '../../../engine/index.js';
import { naval, type NavalAction, type NavalState } from '../index.js';

interface Golden {
  readonly name: string;
  readonly actions: number;
  readonly finalHash: string;
  /** The rules: movers, legal lists, actions, hashes, views, determinizations. */
  readonly digest: string;
  /** What bots read of it: macro choices and steps, and the evaluation (changes only with bot play). */
  readonly botDigest: string;
}

const CASES: readonly { readonly name: string; readonly seed: number; readonly options: Record<string, unknown> }[] = [
  ...[0, 1, 2, 3, 4, 5].map((seed) => ({ name: `default-${seed}`, seed, options: {} })),
  { name: 'small', seed: 11, options: { costLimit: 6, turnCap: 20 } },
  { name: 'rulings-flipped', seed: 12, options: { shellSubs: true, fighterDowns: 'attack', mineHitReveals: false, pointBlankTouch: true, sortieStopsEarly: false } },
  { name: 'variants', seed: 13, options: { shellRoll: 'shot', pointBlank: 'target', torpedoTouchHalf: true, subsFireInTorpedoPhase: true, airHitsSubs: true, openRoster: false, firstPlayer: 'seat0' } },
  { name: 'aux', seed: 14, options: { auxiliariesCount: true, auxRemovedByFriends: false, maxMinelayers: 3, maxSupplyPerTurn: 2, reinforceFromTurn: 1 } },
];

function play(seed: number, options: Record<string, unknown>): Golden & { name: string } {
  const m = Match.create(naval, options, seed, 2, false, 'sfc32') as unknown as Match<NavalState, NavalAction, unknown>;
  const rng = new Rng(`golden:${seed}`);
  const h = createHash('sha256');
  const b = createHash('sha256');
  let step = 0;
  for (;;) {
    const movers = m.toMove();
    h.update(`|${movers.join(',')}`);
    if (movers.length === 0) break;
    const seat = movers[rng.int(movers.length)];
    const s = m.snapshot();
    const legal = m.legalActions(seat);
    h.update(`|${legal.map((a) => naval.actionKey(a)).join(' ')}`);
    const macro = naval.macroActions!(s, seat);
    b.update(`|${macro === null ? 'null' : macro.map((a) => naval.actionKey(a)).join(' ')}`);
    // Macro steps, as bots play them (the first few of the list, to keep the test quick).
    if (macro !== null) {
      for (const a of macro.slice(0, 3)) {
        const st = naval.macroStep!(s, seat, a);
        b.update(`>${st === null ? '-' : naval.actionKey(st)}`);
      }
    }
    b.update(`|${naval.evaluate(s, 0).toFixed(12)}|${naval.evaluate(s, 1).toFixed(12)}`);
    if (step % 23 === 0) {
      for (const v of [0, 1] as Seat[]) {
        h.update(JSON.stringify(naval.view(s, v)));
        h.update(hashState(naval.determinize(s, v, new Rng(`d:${seed}:${step}`))));
      }
      h.update(JSON.stringify(naval.view(s, null)));
      // A bot's choice applied in a copy, as a search does.
      if (macro !== null && macro.length > 0) {
        const t = naval.clone(s);
        naval.apply(t, seat, macro[new Rng(`m:${seed}:${step}`).int(macro.length)], null);
        b.update(hashState(t));
      }
    }
    const a = legal[rng.int(legal.length)];
    h.update(`|${naval.actionKey(a)}`);
    m.apply(seat, a);
    h.update(`|${m.hash()}`);
    step++;
  }
  return { name: '', actions: m.actions().length, finalHash: m.hash(), digest: h.digest('hex'), botDigest: b.digest('hex') };
}

/** A game between heuristic bots (bot-built setups, one-ply search over every legal action). */
function heuristicGame(seed: number): Golden {
  const m = Match.create(naval, { turnCap: 12 }, seed, 2, false, 'sfc32');
  playMatch(m, [makeBot('heuristic'), makeBot('heuristic')], seed);
  return { name: `heuristic-${seed}`, actions: m.actions().length, finalHash: m.hash(), digest: '', botDigest: hashState(m.actions().map((r) => naval.actionKey(r.action as NavalAction))) };
}

const FIXTURE = join(import.meta.dirname, 'fixtures', 'golden.json');

describe('naval: golden games', () => {
  it('N-GOLD every step of the pinned games (legal lists, macro choices, evaluation, views, determinizations, hashes) is unchanged', () => {
    const got = [...CASES.map((c) => ({ ...play(c.seed, c.options), name: c.name })), heuristicGame(21)];
    if (process.env.NAVAL_GOLDEN === 'write') writeFileSync(FIXTURE, JSON.stringify(got, null, 2) + '\n');
    const want = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Golden[];
    expect(got).toEqual(want);
    // The pinned games are real games: long, and ended by the rules.
    for (const g of got) expect(g.actions).toBeGreaterThan(100);
  });
});
