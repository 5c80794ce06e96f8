// A worker thread for `sim-speed`'s references: it plays random games in the plain loop (no simulation
// machinery: no records, evaluations, batches or messages per game).
// - Cold (`games`): from a cold start, as a sim's worker starts, answering when done (the caller times
//   it from the spawn, as a sim's wall time counts its workers' start). One alone and two at once tell
//   what this machine and V8 give a second thread on this very workload: the ceiling a sim's 1 → 2
//   speed-up can reach, whatever the sim does.
// - Warm (`warmMs`): plays other games (from `warmFrom`) until its speed is steady, then times the very
//   games a sim plays (`from` … `from + games - 1`): the engine's own games/s on the same work, the
//   reference of a sim's per-worker speed. A window of other seeds is no reference: naval's random games
//   per second over 2 s windows ranged 343-635 on the same thread and seeds. On a thread of its own, so
//   no other game's code has run there (in the bench's thread, after the other games' benches, the
//   shared code is megamorphic: naval's loop read 305 games/s there, ~1,000 on a fresh thread).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { playMatch } from '../ai/play.js';
import { makeBot } from '../ai/registry.js';
import { Match } from '../engine/index.js';
import { loadGame } from '../games/loaders.js';

export interface LoopJob {
  readonly game: string;
  readonly seats: number;
  /** Games `bench:from` … `bench:from + games - 1`, the sim bench's own seeds. */
  readonly from: number;
  readonly games: number;
  /** Warm mode: play this long (at least), then until two 250 ms windows agree within 5 %, before timing `games`. */
  readonly warmMs?: number;
  /** Warm mode: the seeds the warm-up plays (far from the timed ones). */
  readonly warmFrom?: number;
  /** Warm mode with `games` 0: time as many games as the steady speed plays in about this long (an even count, at least 20). */
  readonly targetMs?: number;
}

/** What the warm mode answers: the timed games, their wall and this thread's CPU time. */
export interface WarmLoop {
  readonly games: number;
  readonly wallMs: number;
  readonly cpuMs: number;
}

const job = workerData as LoopJob;
const game = await loadGame(job.game);
const bots = [makeBot('random'), makeBot('random')];
const play = (seed: number): void => {
  const m = Match.create(game, {}, `bench:${seed}`, job.seats, false, 'sfc32');
  playMatch(m, bots, `bench:${seed}`);
};

/** This thread's CPU ms (Linux /proc; NaN elsewhere). */
function threadCpuMs(): number {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

if (job.warmMs === undefined) {
  for (let i = 0; i < job.games; i++) play(job.from + i);
  parentPort!.postMessage(job.games);
} else {
  let seed = job.warmFrom ?? 2_000_000;
  const w0 = performance.now();
  while (performance.now() - w0 < job.warmMs) play(seed++);
  let last = 0;
  let rate = 0;
  while (performance.now() - w0 < job.warmMs + 5000) {
    const t = performance.now();
    let n = 0;
    while (performance.now() - t < 250) {
      play(seed++);
      n++;
    }
    rate = n / (performance.now() - t);
    if (last > 0 && Math.abs(rate - last) <= 0.05 * last) break;
    last = rate;
  }
  const games = job.games > 0 ? job.games : Math.max(20, 2 * Math.round(((job.targetMs ?? 2000) * rate) / 2));
  const c0 = threadCpuMs();
  const t0 = performance.now();
  for (let i = 0; i < games; i++) play(job.from + i);
  const out: WarmLoop = { games, wallMs: performance.now() - t0, cpuMs: threadCpuMs() - c0 };
  parentPort!.postMessage(out);
}
