// `sandtable sim … --queue URL`: the same study as a local run, its games played by queue workers.
// Same validation, same tasks (seeds, seats), same aggregation (buildReport); only who plays the
// games differs, and each game is a pure function of its task, so the report's numbers are the same.
import { randomBytes } from 'node:crypto';
import { Queue, type QueueEvents } from 'bullmq';
import { SandtableError } from '../../engine/index.js';
import type { Progress } from '../pool.js';
import { buildReport, type SimReport } from '../report.js';
import type { GameRecord, GameTask } from '../run-game.js';
import { tasksFor, validateStudy, type StudySpec } from '../study.js';
import { checkReachable } from './connect.js';
import { queueEventsFromNow } from './events.js';
import { batchSize, jobId, jobsFor, QUEUE_NAME, type SimJob, type SimJobResult } from './job.js';
import type { QueueTarget } from './url.js';

/** Jobs a finished or failed run leaves behind are dropped by Redis after this long anyway. */
const KEEP_SECONDS = 3600;

/** `stop` (Ctrl-C) takes the run's games off the queue and rejects. */
export async function runStudyOnQueue(spec: StudySpec, target: QueueTarget, progress?: Progress, stop?: AbortSignal): Promise<SimReport> {
  const seats = await validateStudy(spec);
  await checkReachable(target);
  const tasks = await tasksFor(spec, seats);
  const { records, workers, wallMs } = await playOnQueue(tasks, target, progress, stop);
  return buildReport(spec.game, spec.seed, tasks[0].options, records, wallMs, workers.size);
}

export interface QueuedRun {
  /** In task order, one per game index. */
  readonly records: GameRecord[];
  /** The workers that played them. */
  readonly workers: ReadonlySet<string>;
  readonly wallMs: number;
}

/** Plays validated tasks (all of one game, options, dice and setup) on the queue's workers. */
export async function playOnQueue(tasks: readonly GameTask[], target: QueueTarget, progress?: Progress, stop?: AbortSignal): Promise<QueuedRun> {
  const run = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const jobs = jobsFor(run, tasks, batchSize(tasks.length));
  const connection = { ...target.connection, maxRetriesPerRequest: null };
  const queue = new Queue(QUEUE_NAME, { connection });
  let events: QueueEvents;
  try {
    events = await queueEventsFromNow(target, queue);
  } catch (e) {
    await queue.close();
    throw e;
  }
  // One waiter per job listens on these.
  queue.setMaxListeners(0);
  events.setMaxListeners(0);
  const records: (GameRecord | undefined)[] = new Array(tasks.length);
  const doneIn = new Map<string, number>();
  let done = 0;
  const advance = (id: string, n: number) => {
    const before = doneIn.get(id) ?? 0;
    // A retried job starts over at 0: progress never goes back.
    if (n <= before) return;
    doneIn.set(id, n);
    done += n - before;
    progress?.(done, tasks.length);
  };
  events.on('progress', ({ jobId: id, data }) => {
    if (typeof data === 'number') advance(id, data);
  });
  const workers = new Set<string>();
  try {
    const t0 = performance.now();
    const added = await queue.addBulk(
      jobs.map((j) => ({
        name: 'games',
        data: j,
        opts: { jobId: jobId(run, j.batch), attempts: 1, removeOnComplete: { age: KEEP_SECONDS }, removeOnFail: { age: KEEP_SECONDS } },
      })),
    );
    const stopped = new Promise<never>((_, reject) => {
      const why = () => reject(new SandtableError('bad_input', 'interrupted: the run\'s games were taken off the queue'));
      if (stop?.aborted) why();
      stop?.addEventListener('abort', why, { once: true });
    });
    try {
      const all = Promise.all(
        added.map(async (job, i) => {
          const result = (await job.waitUntilFinished(events)) as SimJobResult;
          accept(jobs[i], result, records);
          workers.add(result.worker);
          advance(job.id!, jobs[i].games.length);
          await job.remove().catch(() => undefined);
        }),
      );
      await Promise.race([all, stopped]);
    } catch (e) {
      // One failed job fails the run (the same game would fail locally): take the rest off the queue
      // (a job in a worker's hands stays, and expires with KEEP_SECONDS).
      await Promise.all(added.map((j) => j.remove().catch(() => undefined)));
      if (e instanceof SandtableError) throw e;
      throw new SandtableError('bad_input', `distributed sim failed: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}`);
    }
    const wallMs = performance.now() - t0;
    const missing = records.findIndex((r) => r === undefined);
    if (missing >= 0) throw new SandtableError('bad_input', `distributed sim: no result for game ${missing}`);
    return { records: records as GameRecord[], workers, wallMs };
  } finally {
    await events.close();
    await queue.close();
  }
}

/** Keeps one record per game index of this job; anything else in a result is ignored. */
function accept(job: SimJob, result: SimJobResult, records: (GameRecord | undefined)[]): void {
  const mine = new Map(job.games.map((g) => [g.index, g.seed]));
  for (const r of result.records) {
    if (mine.get(r.index) === r.seed && records[r.index] === undefined) records[r.index] = r;
  }
}
