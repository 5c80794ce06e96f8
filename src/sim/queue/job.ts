// A queued job: one batch of a study's games, with everything a worker needs to play them — the
// validated options, dice, setup mode and script, and per game its index, seed and seated bots (the
// same tasks a local run plays). A worker trusts none of it: it re-checks the shape here, and the
// game, options and bots against its own registry before playing.
import { z } from 'zod';
import { DICE_SCHEMES, type DiceScheme, type Json } from '../../engine/index.js';
import type { GameRecord, GameTask } from '../run-game.js';
import { setupFileSchema } from '../setup-file.js';

/** One queue for every study; each run's jobs carry its id. */
export const QUEUE_NAME = 'sandtable-sim';

const jsonValue: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(jsonValue), z.record(z.string(), jsonValue)]),
);

export const simJobSchema = z.object({
  run: z.string().min(1).max(64),
  batch: z.number().int().min(0),
  game: z.string().min(1).max(64),
  options: jsonValue,
  dice: z.enum(DICE_SCHEMES as [DiceScheme, ...DiceScheme[]]),
  setupBy: z.enum(['bots', 'random']),
  setup: setupFileSchema.nullable(),
  games: z
    .array(
      z.object({
        index: z.number().int().min(0),
        seed: z.string().max(256),
        bots: z.array(z.string().min(1).max(200)).min(1).max(16),
      }),
    )
    .min(1)
    // Submitters send at most 20; a bound keeps a stray job from holding a worker's memory.
    .max(1000),
});
export type SimJob = z.infer<typeof simJobSchema>;

/** What a worker returns for a job: the records of its games, and who played them. */
export interface SimJobResult {
  readonly worker: string;
  readonly records: readonly GameRecord[];
}

/** Splits a study's tasks (all of one game, options, dice and setup) into jobs of at most `size` games. */
export function jobsFor(run: string, tasks: readonly GameTask[], size: number): SimJob[] {
  const jobs: SimJob[] = [];
  for (let start = 0, batch = 0; start < tasks.length; start += size, batch++) {
    const slice = tasks.slice(start, start + size);
    const t = slice[0];
    jobs.push({
      run,
      batch,
      game: t.game,
      options: t.options,
      dice: t.dice,
      setupBy: t.setupBy ?? 'bots',
      setup: t.setup,
      games: slice.map((g) => ({ index: g.index, seed: g.seed, bots: [...g.bots] })),
    });
  }
  return jobs;
}

/** The job's games as the tasks `runGame` plays — field for field what `tasksFor` built. */
export function tasksOf(job: SimJob): GameTask[] {
  return job.games.map((g) => ({
    index: g.index,
    game: job.game,
    options: job.options,
    seed: g.seed,
    bots: g.bots,
    setup: job.setup,
    setupBy: job.setupBy,
    dice: job.dice,
  }));
}

/** Games per job: enough jobs (50 and more) to spread over many workers, few enough that queueing costs little. */
export function batchSize(games: number): number {
  return Math.min(20, Math.max(1, Math.ceil(games / 50)));
}

/** BullMQ job ids may not contain ':'; one id per (run, batch) makes re-adding a batch a no-op. */
export function jobId(run: string, batch: number): string {
  return `${run}.${batch}`;
}
