// A study: N games of one game with rotating bots, run on K workers, aggregated into a report.
import { makeBot } from '../ai/registry.js';
import { applySettings, parseOptions, SandtableError, type DiceScheme, type Json } from '../engine/index.js';
import { loadGame } from '../games/loaders.js';
import { runTasks, type Progress, type SimPool } from './pool.js';
import { buildReport, type SimReport } from './report.js';
import type { GameTask, SetupBy } from './run-game.js';
import type { SetupScript } from './setup-file.js';

export interface StudySpec {
  readonly game: string;
  readonly games: number;
  readonly bots: readonly string[];
  readonly seed: string;
  readonly options: Json;
  readonly workers: number;
  readonly setup: SetupScript | null;
  /** Setup choices no script covers: made by each bot (default) or random complete setups. */
  readonly setupBy?: SetupBy;
  /** The games' dice; sfc32 (fast) unless given: no player sees a simulation's dice. */
  readonly dice?: DiceScheme;
}

/**
 * Check everything before any game runs: game, options, bots, seat count. Rejects with a one-line error.
 * Only the study's own game is loaded (not every game's modules: one game's card pool alone is compiled
 * at import, ~0.6 s before a study of another game could start).
 */
export async function validateStudy(spec: StudySpec): Promise<number> {
  const game = await loadGame(spec.game);
  parseOptions(game.optionsSchema, spec.options);
  for (const b of spec.bots) makeBot(b);
  if (!Number.isInteger(spec.games) || spec.games < 1) throw new SandtableError('bad_input', '--games must be a positive integer');
  if (!Number.isInteger(spec.workers) || spec.workers < 1) throw new SandtableError('bad_input', '--workers must be a positive integer');
  // Seats: as many as bots when the game allows it, else the game's first seat count.
  const seats = game.seatCounts.includes(spec.bots.length) ? spec.bots.length : game.seatCounts[0];
  if (spec.setup && spec.setup.seats.length > seats) throw new SandtableError('bad_input', `setup file scripts ${spec.setup.seats.length} seats; ${spec.game} has ${seats}`);
  return seats;
}

/**
 * Game i seats bot (i + s) mod B at seat s, so every bot plays every seat equally often. The B games of
 * a rotation share their seed (duplicate format): each bot plays each seat with the same dice seed (and,
 * with random setups, the same setup), so luck and seat advantage cancel out instead of adding noise.
 * When every seat plays the same bot the rotated games would be the same game counted again, so each
 * game then gets its own seed.
 */
export async function tasksFor(spec: StudySpec, seats: number, flags: Pick<GameTask, 'hash' | 'evals'> = {}): Promise<GameTask[]> {
  const options = parseOptions((await loadGame(spec.game)).optionsSchema, spec.options) as Json;
  const mirror = spec.bots.every((b) => b === spec.bots[0]);
  const rotation = mirror ? 1 : spec.bots.length;
  // One line-up per offset, shared by the tasks that seat it (a study of 50,000 games built 50,000
  // copies of the same few arrays: most of the 0.4 s its tasks took before the first game).
  const lineups: (readonly string[])[] = [];
  for (let r = 0; r < spec.bots.length; r++) {
    const lineup: string[] = [];
    for (let s = 0; s < seats; s++) lineup.push(spec.bots[(r + s) % spec.bots.length]);
    lineups.push(lineup);
  }
  const setupBy = spec.setupBy ?? 'bots';
  const dice = spec.dice ?? 'sfc32';
  const tasks: GameTask[] = [];
  for (let i = 0; i < spec.games; i++) {
    const task: GameTask = {
      index: i,
      game: spec.game,
      options,
      seed: `${spec.seed}:${Math.floor(i / rotation)}`,
      bots: lineups[i % spec.bots.length],
      setup: spec.setup,
      setupBy,
      dice,
      ...flags,
    };
    tasks.push(task);
  }
  return tasks;
}

/**
 * `threads`: play in worker threads even with one worker. `pool`: play on these workers (kept by the
 * caller across studies, a sweep's) instead of starting `spec.workers` new ones.
 */
export async function runStudy(spec: StudySpec, progress?: Progress, threads = false, pool?: SimPool): Promise<SimReport> {
  const seats = await validateStudy(spec);
  // The report never reads the final hashes, nor the per-turn evaluations but for their lead figures:
  // a local run leaves both out (a queued one keeps them).
  const tasks = await tasksFor(spec, seats, { hash: false, evals: false });
  const t0 = performance.now();
  const records = pool ? await pool.run(tasks, progress) : await runTasks(tasks, spec.workers, progress, threads);
  return buildReport(spec.game, spec.seed, tasks[0].options, records, performance.now() - t0, pool ? pool.size : spec.workers);
}

/** `--sweep key=v1,v2,…` → the option sets, validated up front. */
export function sweepOptions(base: Json, sweep: string): { key: string; values: { value: string; options: Json }[] } {
  const eq = sweep.indexOf('=');
  if (eq <= 0) throw new SandtableError('bad_input', `bad --sweep "${sweep}": expected key=v1,v2,…`);
  const key = sweep.slice(0, eq);
  const values = sweep
    .slice(eq + 1)
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
  if (values.length === 0) throw new SandtableError('bad_input', `bad --sweep "${sweep}": no values`);
  return { key, values: values.map((value) => ({ value, options: applySettings(base, [`${key}=${value}`]) as Json })) };
}
