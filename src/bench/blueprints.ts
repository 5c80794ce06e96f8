// Blueprints figures the generic benches do not give: random full games per second for 3 and 6
// seats (the generic bench plays 2), through Match as a server would, and what share of them end
// before the round cap; and CPU-time figures (what one core delivers, steady on a shared machine):
// ISMCTS iterations per CPU-second, and a random game's CPU in a plain loop against the sim's game loop.
import { search } from '../ai/ismcts.js';
import { playMatch } from '../ai/play.js';
import { randomBot } from '../ai/random.js';
import { ISMCTS_PRESETS } from '../ai/registry.js';
import { Match, Rng } from '../engine/index.js';
import { blueprints, type BlueprintsOptions, type BpAction, type BpState } from '../games/blueprints/index.js';
import { getGame } from '../games/registry.js';
import { runGame } from '../sim/run-game.js';

export function blueprintsSeatCounts(ms: number, emit: (x: Record<string, unknown>) => void): void {
  for (const seats of [2, 3, 6]) {
    const t0 = performance.now();
    let games = 0;
    let actions = 0;
    let decided = 0;
    while (performance.now() - t0 < ms) {
      const m = Match.create(blueprints, {}, games, seats, false);
      playMatch(m, [randomBot], games);
      actions += m.actions().length;
      if (m.result()?.reason.code !== 'turnCap') decided++;
      games++;
    }
    const secs = (performance.now() - t0) / 1000;
    emit({ bench: 'blueprints-seats', game: 'blueprints', seats, gamesPerSec: Math.round(games / secs), actionsPerGame: Math.round(actions / games), endedBeforeCap: Math.round((100 * decided) / games) / 100 });
  }
}

type Emit = (x: Record<string, unknown>) => void;

function cpuMs(): number {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
}

type BpMatch = Match<BpState, BpAction, BlueprintsOptions>;

function playRandom(m: BpMatch, steps: number, rng: Rng): void {
  for (let i = 0; i < steps && !m.isOver(); i++) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    m.apply(seat, legal[rng.int(legal.length)]);
  }
}

/** The generic bench's positions: random play (legacy dice) for half a random game from the seed, then on to a real choice. */
function position(seed: number): BpMatch {
  const full = Match.create(blueprints, {}, seed, undefined, false, 'sfc32');
  playRandom(full, Infinity, new Rng(seed));
  const m = Match.create(blueprints, {}, seed, undefined, false, 'sfc32');
  playRandom(m, Math.floor(full.actions().length / 2), new Rng(seed));
  const on = new Rng(`${seed}:on`);
  while (!m.isOver() && m.legalActions(m.toMove()[0]).length < 2) playRandom(m, 1, on);
  return m;
}

/**
 * `blueprints-cpu`: ISMCTS iterations per CPU-second with the `normal` preset on the generic bench's
 * three positions in searches of 2,000 iterations (no early stop: the count is the work), the size of
 * a bot's decisions (300–1,500) where the generic bench times long searches with far bigger trees; and the CPU of
 * a random 2-seat game in a plain loop against the same game through the sim's game loop (runGame,
 * without the final hash as a local study runs it): what the sim's per-game work adds on one core.
 */
export function blueprintsCpu(ms: number, emit: Emit): void {
  const positions = [11, 12, 13].map((seed) => {
    const m = position(seed);
    const seat = m.toMove()[0];
    return { game: blueprints, seat, seats: m.seats, legal: m.legalActions(seat), state: () => m.snapshot() };
  });
  const p = { ...ISMCTS_PRESETS.normal, iters: 2000, ms: 1e9 };
  for (const d of positions) search({ ...d, rng: new Rng(2) }, p);
  let iterations = 0;
  const c0 = cpuMs();
  for (let r = 0; cpuMs() - c0 < ms; r++) for (const d of positions) iterations += search({ ...d, rng: new Rng(r) }, p).iterations;
  emit({ bench: 'blueprints-cpu', figure: 'ismcts-2000', iterationsPerCpuSec: Math.round((iterations * 1000) / (cpuMs() - c0)) });

  const bots = [randomBot, randomBot];
  const anyGame = getGame('blueprints');
  const loop = (i: number) => playMatch(Match.create(blueprints, {}, `bench:${i}`, 2, false, 'sfc32'), bots, `bench:${i}`);
  const sim = (i: number) => runGame({ index: i, game: 'blueprints', options: {}, seed: `bench:${i}`, bots: ['random', 'random'], setup: null, dice: 'sfc32', hash: false }, anyGame);
  const perGame = (f: (i: number) => void): number => {
    for (let i = 0; i < 200; i++) f(1_000_000 + i);
    let n = 0;
    const t0 = cpuMs();
    while (cpuMs() - t0 < ms / 2) f(n++);
    return ((cpuMs() - t0) * 1000) / n;
  };
  const loopUs = perGame(loop);
  const simUs = perGame(sim);
  emit({ bench: 'blueprints-cpu', figure: 'sim-game-loop', loopMicrosPerGame: Math.round(loopUs), simMicrosPerGame: Math.round(simUs), loopVsSim: Math.round((100 * loopUs) / simUs) / 100 });
}
