// `sandtable worker`: takes simulation jobs off the BullMQ queue and plays them on K game threads
// until stopped. A job's games are played in order; its result is every record, returned once. A
// worker that dies mid-job stops renewing its lock, and BullMQ hands the job to another worker
// (stalled-job check); the submitter keeps one record per game index, so a replayed batch never
// counts twice.
import { hostname } from 'node:os';
import { UnrecoverableError, WaitingError, Worker, type Job } from 'bullmq';
import { SandtableError } from '../../engine/index.js';
import type { GameRecord } from '../run-game.js';
import { checkJob } from './check-job.js';
import { QUEUE_NAME, type SimJobResult } from './job.js';
import { gameThreads } from './slots.js';
import type { QueueTarget } from './url.js';

export interface QueueWorkerOptions {
  /** Jobs played at once, each on its own thread. */
  readonly concurrency: number;
  /** A job whose worker goes silent this long is handed to another worker (BullMQ lock and stall check). */
  readonly stallMs?: number;
  readonly name?: string;
  readonly log?: (line: string) => void;
}

export interface RunningQueueWorker {
  readonly name: string;
  /** Stops taking jobs; `release` gives the jobs in hand back to the queue instead of finishing them. */
  stop(release: boolean): Promise<void>;
}

export async function startQueueWorker(target: QueueTarget, opts: QueueWorkerOptions): Promise<RunningQueueWorker> {
  const name = opts.name ?? `${hostname()}:${process.pid}`;
  const log = opts.log ?? (() => undefined);
  const stallMs = opts.stallMs ?? 30_000;
  const free = await gameThreads(opts.concurrency);
  const all = [...free];

  const play = async (job: Job, token: string | undefined, signal: AbortSignal | undefined): Promise<SimJobResult> => {
    let tasks;
    try {
      tasks = checkJob(job.data).tasks;
    } catch (e) {
      throw new UnrecoverableError(`worker ${name} refuses job ${job.id}: ${message(e)}`);
    }
    // BullMQ runs at most `concurrency` jobs at once, so a thread is always free here.
    const thread = free.pop()!;
    const onAbort = () => void thread.stop();
    signal?.addEventListener('abort', onAbort);
    try {
      const records: GameRecord[] = [];
      for (const t of tasks) {
        if (signal?.aborted) break;
        records.push(await thread.play(t));
        await job.updateProgress(records.length);
      }
      if (!signal?.aborted) return { worker: name, records };
    } catch (e) {
      if (!signal?.aborted) {
        // A game that cannot be played fails the same way everywhere: no retry.
        if (e instanceof SandtableError) throw new UnrecoverableError(`worker ${name}, job ${job.id}: ${e.message}`);
        throw e;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
      free.push(thread);
    }
    // Stopping: the job goes back to the queue whole, for another worker.
    await job.moveToWait(token);
    throw new WaitingError();
  };

  const worker = new Worker(QUEUE_NAME, play, {
    connection: { ...target.connection, maxRetriesPerRequest: null },
    concurrency: opts.concurrency,
    lockDuration: stallMs,
    stalledInterval: stallMs,
    maxStalledCount: 2,
    name,
  });
  let lastError = '';
  worker.on('error', (e) => {
    // Redis going away repeats the same error on every retry: say it once.
    if (e.message !== lastError) log(`worker ${name}: ${e.message}`);
    lastError = e.message;
  });
  worker.on('ready', () => (lastError = ''));
  worker.on('completed', (job: Job) => log(`job ${job.id}: ${(job.data as { games: unknown[] }).games.length} games played`));
  worker.on('failed', (job: Job | undefined, e: Error) => {
    if (job) log(`job ${job.id} failed: ${e.message}`);
  });
  await worker.waitUntilReady();
  return {
    name,
    async stop(release) {
      if (release) worker.cancelAllJobs('worker stopping');
      await worker.close();
      await Promise.all(all.map((t) => t.stop()));
    },
  };
}

function message(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0];
}
