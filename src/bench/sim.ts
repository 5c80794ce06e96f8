// Simulation figures for `npm run bench`: a sim's games/s per worker against the same games played in
// a plain loop (what the engine alone gives), the speed-up from 1 to 2 workers, and the designer's
// study — `normal` against `heuristic` on 2 workers — with the time 1,000 games would take.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { getGame } from '../games/registry.js';
import type { SimReport } from '../sim/report.js';
import { runStudy, type StudySpec } from '../sim/study.js';
import type { LoopJob, WarmLoop } from './loop-worker.js';

type Emit = (o: Record<string, unknown>) => void;

const round = (x: number, d = 0): number => Math.round(x * 10 ** d) / 10 ** d;

/** CPU ms of each live thread of this process, by thread id (Linux /proc; empty elsewhere). */
function threadCpu(): Map<string, number> {
  const out = new Map<string, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // utime and stime, in clock ticks (100 a second), after the parenthesised name.
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(tid, (Number(f[11]) + Number(f[12])) * 10);
    }
  } catch {
    out.clear();
  }
  return out;
}

interface CpuSplit {
  readonly wallMs: number;
  /** The whole process. */
  readonly cpuMs: number;
  /** This (main) thread: the loop itself, or a sim's messaging and report. */
  readonly mainMs: number;
  /** Threads that ended in the window: a sim's game workers. */
  readonly workersMs: number;
  /** Threads that outlive it: V8's compiler and GC helpers, libuv. */
  readonly helpersMs: number;
}

/**
 * Runs `fn` and splits the CPU time it cost by thread. On a loaded machine wall-clock figures say
 * little, but the split does: a sim's workers against the loop's thread, and how much of the process
 * is not game play (V8's optimising compiler, per worker, is most of it).
 */
async function measured<T>(fn: () => T | Promise<T>): Promise<{ value: T; cpu: CpuSplit | null }> {
  const main = String(process.pid);
  const a = threadCpu();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const wallMs = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const b = threadCpu();
  if (!a.has(main) || !b.has(main)) return { value, cpu: null };
  const cpuMs = (c.user + c.system) / 1000;
  const mainMs = b.get(main)! - a.get(main)!;
  let helpersMs = 0;
  for (const [tid, ms] of b) if (tid !== main) helpersMs += ms - (a.get(tid) ?? 0);
  return { value, cpu: { wallMs: round(wallMs), cpuMs: round(cpuMs), mainMs, workersMs: round(Math.max(0, cpuMs - mainMs - helpersMs)), helpersMs } };
}

/**
 * The plain loop's games/s on `threads` fresh worker threads at once, the `games` split between them,
 * timed from their spawn to the last one's end, as a sim's wall time is: what a sim's workers would
 * give if the simulation itself cost nothing (cold start and JIT warm-up included).
 */
async function loopThreads(game: string, seats: number, games: number, threads: number): Promise<number> {
  const t0 = performance.now();
  const share = Math.ceil(games / threads);
  const runs: Promise<unknown>[] = [];
  for (let k = 0; k < threads; k++) runs.push(loopWorker({ game, seats, from: k * share, games: Math.min(share, games - k * share) }));
  await Promise.all(runs);
  return (games * 1000) / (performance.now() - t0);
}

/** A fresh loop-worker.ts thread given `job`: its one answer, once the thread has ended. */
function loopWorker<T>(job: LoopJob): Promise<T> {
  const w = new Worker(new URL('./loop-worker.js', import.meta.url), { workerData: job });
  return new Promise<T>((resolve, reject) => {
    w.once('message', (m: T) => void w.terminate().then(() => resolve(m)));
    w.once('error', reject);
  });
}

/**
 * What a sim's worker pays before its first game: a fresh thread that loads the game and plays nothing,
 * timed from its spawn to its answer (the median of three). KARDS compiles its card catalog there.
 */
async function workerStartMs(game: string, seats: number): Promise<number> {
  const times: number[] = [];
  for (let k = 0; k < 3; k++) {
    const t0 = performance.now();
    await loopWorker({ game, seats, from: 0, games: 0 });
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[1];
}

/**
 * The plain loop on a fresh thread, warmed up on other seeds until steady, then timing games `bench:0`
 * … (as many as it plays in about `targetMs`): the games the sims below play (loop-worker.ts).
 */
async function warmLoop(game: string, seats: number, targetMs: number): Promise<WarmLoop> {
  return loopWorker<WarmLoop>({ game, seats, from: 0, games: 0, warmMs: 1000, warmFrom: 2_000_000, targetMs });
}

/**
 * Random-vs-random: the same games (seeds, sfc32 dice, bots making random complete setups) in a warm
 * loop on a fresh thread, then as a sim on 1 and on 2 worker threads. The game count is calibrated so the
 * one-worker sim lasts about `seconds`: worker start and JIT warm-up, paid once per worker, are part of
 * what a sim costs but should not pass for the cost of each game. Targets: per worker ≥ 90 % of the
 * loop, 2 workers ≥ 1.8× one. Then the same games in the plain loop on one and on two fresh threads:
 * the references that separate the sim's own costs from the machine's (two threads of the plain loop
 * do not reach 2× on 2 vCPUs that share caches and memory bandwidth, with V8's compiler and GC
 * helpers on the same cores).
 */
export async function simSpeed(game: string, seconds: number, emit: Emit): Promise<void> {
  const g = getGame(game);
  const seats = g.seatCounts.includes(2) ? 2 : g.seatCounts[0];
  const loadBefore = round(loadavg()[0], 1);
  const startMs = await workerStartMs(game, seats);
  // The engine's games/s: the plain loop, warm, on a fresh thread, over the very games the sims play.
  const warm = await warmLoop(game, seats, seconds * 1000);
  const benchRate = (warm.games * 1000) / warm.wallMs;
  const base: StudySpec = { game, bots: ['random', 'random'], seed: 'bench', options: {}, setup: null, games: 0, workers: 1 };
  const games = warm.games;
  const { value: one, cpu: cpu1 } = await measured(() => runStudy({ ...base, games, workers: 1 }, undefined, true));
  const { value: two, cpu: cpu2 } = await measured(() => runStudy({ ...base, games, workers: 2 }, undefined, true));
  // References from the same games in the plain loop on fresh threads: one, then two at once.
  const cold1 = await loopThreads(game, seats, games, 1);
  const cold2 = await loopThreads(game, seats, games, 2);
  const ceiling = cold2 / cold1;
  const speedup = two.timing.gamesPerSec / one.timing.gamesPerSec;
  emit({
    bench: 'sim-speed',
    game,
    games,
    loopGamesPerSec: round(benchRate),
    gamesPerSec1: one.timing.gamesPerSec,
    perWorkerVsLoop: round(one.timing.gamesPerSec / benchRate, 2),
    gamesPerSec2: two.timing.gamesPerSec,
    speedup: round(speedup, 2),
    targets: { perWorkerVsLoop: 0.9, speedup: 1.8 },
    // What the machine gives this workload without the simulation: the plain loop on one fresh thread
    // (cold, as a sim's worker starts) and on two at once. `ceiling` is the most any sim's 1 → 2
    // speed-up could be here; `perWorkerVsColdLoop` and `speedupVsCeiling` are the sim's own losses.
    coldLoop: { gamesPerSec1: round(cold1), gamesPerSec2: round(cold2), ceiling: round(ceiling, 2) },
    // A worker's start (spawn, module load, the game's own set-up) before its first game.
    workerStartMs: round(startMs),
    perWorkerVsColdLoop: round(one.timing.gamesPerSec / cold1, 2),
    speedupVsCeiling: round(speedup / ceiling, 2),
    // How busy the machine was (1-minute load average, before and after), and where the CPU went.
    load: [loadBefore, round(loadavg()[0], 1)],
    cpu: cpu1 && cpu2 ? { loop: { wallMs: round(warm.wallMs), threadMs: warm.cpuMs }, workers1: cpu1, workers2: cpu2 } : null,
    // The same two figures from CPU time, which other work on the machine disturbs much less: the
    // loop's thread against the one game worker, and 2 workers on 2 otherwise idle cores (the one
    // worker's run lasts as long as its thread plays; the two workers' run, half the CPU all its
    // threads used). Estimates: they assume nothing else ran.
    cpuEstimates:
      cpu1 && cpu2 && cpu1.workersMs > 0 && cpu2.cpuMs > 0 && Number.isFinite(warm.cpuMs) && warm.cpuMs > 0
        ? { perWorkerVsLoop: round(warm.cpuMs / warm.games / (cpu1.workersMs / games), 2), speedup: round((2 * cpu1.workersMs) / cpu2.cpuMs, 2) }
        : null,
  });
}

/** A study in worker threads, with when each game ended (ms from the start, from the pool's progress reports). */
async function timedStudy(spec: StudySpec): Promise<{ report: SimReport; doneAt: number[] }> {
  const doneAt: number[] = [];
  const t0 = performance.now();
  const report = await runStudy(spec, (done) => {
    const t = performance.now() - t0;
    while (doneAt.length < done) doneAt.push(t);
  }, true);
  return { report, doneAt };
}

/**
 * A timed run's second half: when half its games had ended (`tHalf`, ms: the workers' start and the JIT's
 * warm-up are paid by then) and its rate after that (`steadyPerMs`, games per ms; 0 when unknown).
 */
function secondHalf(doneAt: readonly number[], games: number): { half: number; tHalf: number; steadyPerMs: number } {
  const half = Math.floor(games / 2);
  const tHalf = doneAt[half - 1] ?? 0;
  const tEnd = doneAt[games - 1] ?? 0;
  return { half, tHalf, steadyPerMs: half > 0 && tEnd > tHalf ? (games - half) / (tEnd - tHalf) : 0 };
}

/**
 * Simulation throughput with 1 and 2 worker threads on a bot-vs-bot study (what designers run). The
 * game count is calibrated so the one-worker run lasts about `seconds`; the one-worker run is in a
 * thread too, so both start cold (run inline, it would inherit the JIT warmth of this process).
 * A bot's worker spends its first seconds compiling: measured on mecha (2026-12-04), its V8 helper
 * threads used as much CPU in a worker's first 5 s as the worker itself, most of it re-optimising
 * code after deoptimisations. One worker compiles on the idle core; two share both cores with their
 * compilers, so a ~10 s run reads far below what two workers give once warm (a 122-game mecha study:
 * 1.02x; 400 games: 1.89x). So the second halves' rates are given too (`steadySpeedup`), and how long
 * each run took to reach its halfway mark beyond what its steady rate would need (`warmupMs`).
 */
export async function botStudySpeedup(game: string, seconds: number, emit: Emit): Promise<void> {
  const base = { game, bots: ['ismcts:easy', 'heuristic:samples=1'], seed: 'bench', options: {}, setup: null };
  // Calibrate on a warm probe: a cold one (JIT warm-up included) undercounts short games badly.
  await runStudy({ ...base, games: 4, workers: 1 });
  const probe = await runStudy({ ...base, games: 8, seed: 'bench-probe', workers: 1 });
  const games = Math.max(8, 2 * Math.round((seconds * probe.timing.gamesPerSec) / 2));
  const one = await timedStudy({ ...base, games, workers: 1 });
  const two = await timedStudy({ ...base, games, workers: 2 });
  const h1 = secondHalf(one.doneAt, games);
  const h2 = secondHalf(two.doneAt, games);
  const warmup = (h: { half: number; tHalf: number; steadyPerMs: number }) => (h.steadyPerMs > 0 ? round(Math.max(0, h.tHalf - h.half / h.steadyPerMs)) : null);
  emit({
    bench: 'sim-speedup',
    game,
    games,
    bots: base.bots,
    gamesPerSec1: one.report.timing.gamesPerSec,
    gamesPerSec2: two.report.timing.gamesPerSec,
    speedup: round(two.report.timing.gamesPerSec / one.report.timing.gamesPerSec, 2),
    steadySpeedup: h1.steadyPerMs > 0 && h2.steadyPerMs > 0 ? round(h2.steadyPerMs / h1.steadyPerMs, 2) : null,
    warmupMs: [warmup(h1), warmup(h2)],
    target: 1.8,
  });
}

/**
 * The designer's study: `ismcts:normal` against `heuristic` on 2 workers, `games` games (bots rotate
 * seats, bot-built setups), and what 1,000 games would take (target ≤ 5 minutes). A 1,000-game run pays
 * the workers' start and the JIT's warm-up once, so it is read as the time to the sample's halfway mark
 * (start and warm-up, paid in full) and the rest at the sample's second-half rate (`minutesFor1000`).
 * The whole sample's rate (`sampleMinutesFor1000`) charges the start to every 24 games and errs slow:
 * on 2026-12-03 it said naval 7.4 minutes where a 1,000-game run took 4.5.
 */
export async function studySpeed(game: string, games: number, emit: Emit): Promise<void> {
  const spec: StudySpec = { game, games, bots: ['ismcts:normal', 'heuristic'], seed: 'bench-study', options: {}, setup: null, workers: 2 };
  const { report: r, doneAt } = await timedStudy(spec);
  const { half, tHalf, steadyPerMs } = secondHalf(doneAt, games);
  const normal = r.bots.find((b) => b.spec === 'ismcts:normal');
  emit({
    bench: 'study',
    game,
    games,
    bots: spec.bots,
    gamesPerSec: r.timing.gamesPerSec,
    steadyGamesPerSec: round(steadyPerMs * 1000, 2),
    minutesFor1000: steadyPerMs > 0 ? round((tHalf + (1000 - half) / steadyPerMs) / 60_000, 1) : null,
    sampleMinutesFor1000: r.timing.gamesPerSec > 0 ? round(1000 / r.timing.gamesPerSec / 60, 1) : null,
    meanActions: r.duration.actions.mean,
    normalDecisionMs: r.timing.decisions.find((d) => d.spec === 'ismcts:normal')?.meanMs ?? null,
    normalWins: normal ? normal.winRate : null,
    target: { minutesFor1000: 5 },
  });
}
