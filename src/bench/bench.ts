// `npm run bench`: speed figures as JSON lines (games/s and actions/s on one core, clone cost, and the
// kernel's overhead against a hand-written loop of the reference game).
import { search } from '../ai/ismcts.js';
import { ISMCTS_PRESETS } from '../ai/registry.js';
import { playMatch } from '../ai/play.js';
import { randomBot } from '../ai/random.js';
import { DEFAULT_DICE, hashState, Match, Rng, type ActionLike, type Game, type Seat } from '../engine/index.js';
import { tictactoe } from '../engine/test/tictactoe.js';
import { listGames } from '../games/registry.js';
import { arenaSeatCounts } from './arena.js';
import { blueprintsCpu, blueprintsSeatCounts } from './blueprints.js';
import { mechaHash, mechaPools } from './mecha.js';
import { kardsCpu } from './kards.js';
import { machineProbe } from './machine.js';
import { botStudySpeedup, simSpeed, studySpeed } from './sim.js';

/**
 * A mid-game position: random play for half of what a random game from this seed lasts (a fixed count
 * would run past the end of a short game: mecha's random games are ~200 actions, naval's ~1,000), then
 * on to the next decision a bot would search.
 */
function midGame<S, A extends ActionLike, O>(game: Game<S, A, O>, seed: number): Match<S, A, O> {
  const play = (m: Match<S, A, O>, steps: number) => {
    const rng = new Rng(seed);
    for (let i = 0; i < steps && !m.isOver(); i++) {
      const seat = m.toMove()[0];
      const legal = m.legalActions(seat);
      m.apply(seat, legal[rng.int(legal.length)]);
    }
  };
  // Legacy dice: the positions these figures have always been measured on (comparable over time).
  const full = Match.create(game, {}, seed, undefined, false, 'sfc32');
  play(full, Infinity);
  const m = Match.create(game, {}, seed, undefined, false, 'sfc32');
  play(m, Math.floor(full.actions().length / 2));
  // On to the next decision a bot searches: not a setup pick (bots make those through botSetup), and
  // two or more choices as the search sees them (the game's macros where it offers them), since a
  // forced one is not searched.
  const rng = new Rng(`${seed}:on`);
  while (!m.isOver() && !searched(m)) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    m.apply(seat, legal[rng.int(legal.length)]);
  }
  return m;
}

function searched<S, A extends ActionLike, O>(m: Match<S, A, O>): boolean {
  const seat = m.toMove()[0];
  if (m.isSetup() && m.game.botSetup !== undefined) return false;
  const legal = m.legalActions(seat);
  if (legal.length < 2) return false;
  // On a copy: a bot asks for macros on its own copy of the state.
  return (m.game.macroActions?.(m.snapshot(), seat) ?? legal).length >= 2;
}

/**
 * ISMCTS iterations per second (one core) over three mid-game positions, with the `normal` preset's
 * parameters, after a warm-up search on each (as `timeIt` warms up): a bot in a simulation makes
 * hundreds of decisions, so the steady state is what counts, not the first search's compilation.
 */
function ismctsSpeed<S, A extends ActionLike, O>(game: Game<S, A, O>, ms: number): void {
  const p = { ...ISMCTS_PRESETS.normal, iters: 0, ms: ms / 3 };
  const positions = [11, 12, 13].map((seed) => {
    const m = midGame(game, seed);
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    return { game, seat, seats: m.seats, legal, rng: new Rng(1), state: () => m.snapshot(), choices: (game.macroActions?.(m.snapshot(), seat) ?? legal).length };
  });
  for (const d of positions) search({ ...d, rng: new Rng(2) }, { ...p, ms: ms / 6 });
  let iterations = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (const d of positions) iterations += search(d, p).iterations;
  const dt = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  // Per CPU-second too: on a loaded machine the wall clock counts time the process did not run.
  const perCpuSec = round((iterations * 1e6) / Math.max(1, cpu.user + cpu.system));
  emit({ bench: 'ismcts', game: game.id, iterationsPerSec: round((iterations * 1000) / dt), iterationsPerCpuSec: perCpuSec, legalActions: positions.map((d) => d.legal.length), choices: positions.map((d) => d.choices), depth: p.depth, target: 50000 });
}

function emit(o: Record<string, unknown>): void {
  process.stdout.write(JSON.stringify(o) + '\n');
}

/**
 * Run `fn` repeatedly for about `ms` after a warm-up; returns runs per second and the counter it sums.
 * The warm-up lasts 20 runs and an eighth of `ms`, and then goes on until two 250 ms windows in a row
 * agree within 5 % (at most 5 s): naval's code takes 2-3 s of play to reach its speed (games per
 * CPU-second in 1 s windows from the start: 55, 552, 923, 972, …), so its first bench, random games
 * through Match, read ~0.5x its direct games with a fixed 250 ms warm-up, and ~0.9x once warm.
 */
function timeIt(ms: number, fn: (i: number) => number): { perSec: number; count: number; runs: number } {
  const w0 = performance.now();
  let i = 0;
  for (; i < 20 || performance.now() - w0 < ms / 8; i++) fn(1_000_000 + i);
  let last = 0;
  while (performance.now() - w0 < 5000) {
    const t = performance.now();
    let n = 0;
    while (performance.now() - t < 250) {
      fn(1_000_000 + i++);
      n++;
    }
    const rate = n / (performance.now() - t);
    if (last > 0 && Math.abs(rate - last) <= 0.05 * last) break;
    last = rate;
  }
  let runs = 0;
  let count = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) count += fn(runs++);
  const dt = (performance.now() - t0) / 1000;
  return { perSec: runs / dt, count, runs };
}

/**
 * `a`'s rate over `b`'s in 8 pairs of back-to-back windows of `ms`/8 each, both warm: the two
 * single windows above drift apart with the machine and the GC (the same code's ratio read 1.9-3.7
 * from one run to the next), a pair shares its moment.
 */
function pairedRatios(ms: number, a: (i: number) => number, b: (i: number) => number): number[] {
  const rate = (fn: (i: number) => number, from: number): number => {
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < ms / 16) fn(from + n++);
    return n / (performance.now() - t0);
  };
  const out: number[] = [];
  for (let k = 0; k < 8; k++) {
    const from = 3_000_000 + k * 1_000_000;
    // Each goes first in half the pairs.
    const [ra, rb] = k % 2 === 0 ? [rate(a, from), rate(b, from)] : [rate(b, from), rate(a, from)].reverse();
    out.push(round(ra / rb, 2));
  }
  return out;
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : round((s[m - 1] + s[m]) / 2, 2);
}

function randomGames<S, A extends ActionLike, O>(game: Game<S, A, O>, ms: number): void {
  const r = timeIt(ms, (seed) => {
    const m = Match.create(game, {}, seed, undefined, false);
    playMatch(m, [randomBot, randomBot], seed);
    return m.actions().length;
  });
  emit({ bench: 'random-games', game: game.id, gamesPerSec: round(r.perSec), actionsPerSec: round((r.count / r.runs) * r.perSec), actionsPerGame: round(r.count / r.runs) });
}

/** The same random play straight on the game API (no Match): what the kernel's checks cost. */
function directGames<S, A extends ActionLike, O>(game: Game<S, A, O>, ms: number): void {
  const opts = game.optionsSchema.parse({});
  const r = timeIt(ms, (seed) => {
    const s = game.setup(opts, game.seatCounts[0], Rng.create(seed, DEFAULT_DICE));
    const rng = new Rng(`bots:${seed}`);
    let n = 0;
    for (;;) {
      const movers = game.toMove(s);
      if (movers.length === 0) return n;
      const legal = game.legalActions(s, movers[0]);
      game.apply(s, movers[0], legal[rng.int(legal.length)], null);
      n++;
    }
  });
  emit({ bench: 'direct-games', game: game.id, gamesPerSec: round(r.perSec), actionsPerSec: round((r.count / r.runs) * r.perSec) });
}

/**
 * The most random play could give if choosing cost nothing: random games straight on the game API,
 * their actions recorded, then replayed through `setup` and `apply` alone (the same seeds, so the same
 * games). `choosingShare` is the part of a direct random game spent choosing — toMove, the legal list
 * and the pick — in paired windows: how much any work on legal lists could win at most.
 */
function applyCeiling<S, A extends ActionLike, O>(game: Game<S, A, O>, ms: number): void {
  const opts = game.optionsSchema.parse({});
  const seats = game.seatCounts[0];
  /** One random game from `seed`, to its end state; its (seat, action) pairs go to `out` when given. */
  const play = (seed: number, out: (Seat | A)[] | null): S => {
    const s = game.setup(opts, seats, Rng.create(seed, DEFAULT_DICE));
    const rng = new Rng(`bots:${seed}`);
    for (let movers = game.toMove(s); movers.length > 0; movers = game.toMove(s)) {
      const legal = game.legalActions(s, movers[0]);
      const a = legal[rng.int(legal.length)];
      out?.push(movers[0], a);
      game.apply(s, movers[0], a, null);
    }
    return s;
  };
  // A fixed set of games both ways (a few hundred: naval's are ~1,000 actions each).
  const GAMES = 200;
  const recorded = Array.from({ length: GAMES }, (_, seed) => {
    const out: (Seat | A)[] = [];
    play(seed, out);
    return out;
  });
  /** Recorded game `seed` replayed through setup and apply alone, to its end state. */
  const replayed = (seed: number): S => {
    const s = game.setup(opts, seats, Rng.create(seed, DEFAULT_DICE));
    const r = recorded[seed];
    for (let j = 0; j < r.length; j += 2) game.apply(s, r[j] as Seat, r[j + 1] as A, null);
    return s;
  };
  // The replay is the same game (apply reads nothing of the list an action came from), or the figure means nothing.
  if (hashState(replayed(0)) !== hashState(play(0, null))) throw new Error(`apply-ceiling: ${game.id}'s replay of a random game differs from the game`);
  // One game a call, both ways.
  const replay = (i: number): number => (replayed(i % GAMES), 1);
  const chosen = (i: number): number => (play(i % GAMES, null), 1);
  const bare = timeIt(ms, replay);
  timeIt(ms / 4, chosen);
  const shares = pairedRatios(ms, chosen, replay).map((r) => round(1 - r, 2));
  emit({ bench: 'apply-ceiling', game: game.id, gamesPerSec: round(bare.perSec), choosingShare: median(shares), pairs: shares });
}

function cloneCost<S, A extends ActionLike, O>(game: Game<S, A, O>, ms: number): void {
  const s = midGame(game, 7).snapshot();
  const r = timeIt(ms, () => {
    game.clone(s);
    return 1;
  });
  emit({ bench: 'clone', game: game.id, clonesPerSec: round(r.perSec), microsPerClone: round(1e6 / r.perSec, 2) });
}

/** Tic-tac-toe with the secret opening bid as a plain loop: the floor the kernel is compared with. */
function plainTtt(seed: number): number {
  const rng = new Rng(seed);
  const bots = new Rng(`bots:${seed}`);
  const cells = new Int8Array(9).fill(-1);
  const b0 = bots.int(3) + 1;
  const b1 = bots.int(3) + 1;
  let p = b0 > b1 ? 0 : b1 > b0 ? 1 : rng.int(2);
  const free: number[] = [];
  for (let moves = 0; moves < 9; moves++) {
    free.length = 0;
    for (let i = 0; i < 9; i++) if (cells[i] < 0) free.push(i);
    cells[free[bots.int(free.length)]] = p;
    for (const l of LINES) if (cells[l[0]] === p && cells[l[1]] === p && cells[l[2]] === p) return moves + 3;
    p = 1 - p;
  }
  return 11;
}
const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

function round(x: number, d = 0): number {
  const f = 10 ** d;
  return Math.round(x * f) / f;
}

const ms = Number(process.env.BENCH_MS ?? 2000);
/** `BENCH_ONLY=random-games,clone` runs just those benches (names as printed in `bench`). */
const only = process.env.BENCH_ONLY?.split(',').map((x) => x.trim()).filter((x) => x !== '');
const want = (name: string): boolean => only === undefined || only.length === 0 || only.includes(name);
// Once before and once after: a figure is read against what the machine gave while it ran.
if (want('machine')) await machineProbe(emit, 'start');
if (want('reference-kernel') || want('reference-plain') || want('kernel-overhead')) {
  const kernelGame = (seed: number): number => {
    const m = Match.create(tictactoe, {}, seed, undefined, false);
    playMatch(m, [randomBot, randomBot], seed);
    return m.actions().length;
  };
  const kernel = timeIt(ms, kernelGame);
  const plain = timeIt(ms, plainTtt);
  emit({ bench: 'reference-kernel', game: 'ttt', gamesPerSec: round(kernel.perSec), actionsPerSec: round((kernel.count / kernel.runs) * kernel.perSec) });
  emit({ bench: 'reference-plain', game: 'ttt', gamesPerSec: round(plain.perSec), actionsPerSec: round((plain.count / plain.runs) * plain.perSec) });
  const paired = pairedRatios(ms, plainTtt, kernelGame);
  emit({ bench: 'kernel-overhead', game: 'ttt', ratio: median(paired), pairs: paired, target: 3 });
}
/** `BENCH_GAMES=kards,mecha` limits the per-game benches to those games. */
const games = process.env.BENCH_GAMES?.split(',').map((x) => x.trim()).filter((x) => x !== '');
const benchGames = listGames().filter((g) => games === undefined || games.length === 0 || games.includes(g.id));
for (const g of benchGames) {
  if (want('random-games')) randomGames(g, ms);
  if (want('direct-games')) directGames(g, ms);
  if (want('apply-ceiling')) applyCeiling(g, ms);
  if (want('clone')) cloneCost(g, Math.min(ms, 1000));
  if (want('ismcts')) ismctsSpeed(g, ms);
}
if (want('arena-seats')) arenaSeatCounts(ms, emit);
if (want('blueprints-seats')) blueprintsSeatCounts(ms, emit);
if (want('blueprints-cpu') && benchGames.some((g) => g.id === 'blueprints')) blueprintsCpu(ms, emit);
if (want('mecha-pools') && benchGames.some((g) => g.id === 'mecha')) mechaPools(ms, emit);
if (want('mecha-hash') && benchGames.some((g) => g.id === 'mecha')) mechaHash(ms, emit);
if (want('kards-cpu') && benchGames.some((g) => g.id === 'kards')) kardsCpu(ms, emit);
const simSeconds = Number(process.env.BENCH_SIM_SECONDS ?? 20);
if (simSeconds > 0 && want('sim-speedup')) for (const g of benchGames) await botStudySpeedup(g.id, simSeconds, emit);
if (simSeconds > 0 && want('sim-speed')) for (const g of benchGames) await simSpeed(g.id, simSeconds, emit);
/**
 * `BENCH_STUDY_GAMES`: games in each normal-vs-heuristic study sample (default 48; 0 skips it). Its
 * second half gives the rate after the workers' start and the JIT's warm-up (`studySpeed`).
 */
const studyGames = Number(process.env.BENCH_STUDY_GAMES ?? 48);
if (studyGames > 0 && want('study')) for (const g of benchGames) await studySpeed(g.id, studyGames, emit);
if (want('machine')) await machineProbe(emit, 'end');
