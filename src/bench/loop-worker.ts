// A worker thread for `sim-speed`'s references: it plays random games in the plain loop (no simulation
// machinery: no records, evaluations, batches or messages per game) from a cold start, as a sim's
// worker starts, and answers when done (the caller times it from the spawn, as a sim's wall time
// counts its workers' start). One alone and two at once tell what this
// machine and V8 give a second thread on this very workload: the ceiling a sim's 1 → 2 speed-up can
// reach, whatever the sim does.
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
}

const job = workerData as LoopJob;
const game = await loadGame(job.game);
const bots = [makeBot('random'), makeBot('random')];
for (let i = job.from; i < job.from + job.games; i++) {
  const m = Match.create(game, {}, `bench:${i}`, job.seats, false, 'sfc32');
  playMatch(m, bots, `bench:${i}`);
}
parentPort!.postMessage(job.games);
