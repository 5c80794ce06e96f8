// A worker's check of a job before it plays any of it: the shape, then the game, options, bots and
// seats against this worker's own registry. Budgets (games, bots, their strength) are the
// submitter's; what this worker cannot play is refused with one line, recorded as the job's failure.
import { makeBot } from '../../ai/registry.js';
import { parseOptions, SandtableError } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import type { GameTask } from '../run-game.js';
import { simJobSchema, tasksOf, type SimJob } from './job.js';

export function checkJob(data: unknown): { job: SimJob; tasks: GameTask[] } {
  const r = simJobSchema.safeParse(data);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new SandtableError('bad_input', `not a simulation job: ${i.path.join('.') || '(root)'}: ${i.message}`);
  }
  const job = r.data;
  const game = getGame(job.game);
  parseOptions(game.optionsSchema, job.options);
  for (const b of new Set(job.games.flatMap((g) => g.bots))) makeBot(b);
  for (const g of job.games) {
    if (!game.seatCounts.includes(g.bots.length)) throw new SandtableError('bad_input', `game ${g.index}: ${job.game} does not seat ${g.bots.length}`);
    if (job.setup && job.setup.seats.length > g.bots.length) throw new SandtableError('bad_input', `setup script has ${job.setup.seats.length} seats; game ${g.index} has ${g.bots.length}`);
  }
  return { job, tasks: tasksOf(job) };
}
