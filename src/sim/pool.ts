// Runs game tasks on K worker threads (K = 1 runs them in this thread). Records are returned in task
// order, and each depends only on its task, so results are the same whatever K is.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { hashString, SandtableError } from '../engine/index.js';
import { loadGame } from '../games/loaders.js';
import { packTasks, unpackRecords, type PackedRecords } from './pack.js';
import { runGame, type GameRecord, type GameTask } from './run-game.js';

export type Progress = (done: number, total: number) => void;

type WorkerReply = { ok: true; packed: PackedRecords } | { ok: false; index: number; message: string };

/**
 * Tasks per message, for the `tasks` still to hand out: one message per game kept the main thread busy
 * enough to slow two workers on two cores (a random game may last under a millisecond). Sixteen
 * batches a worker or more, so the last ones still balance the load; at most 64 games, so progress
 * still moves. Asked again before every batch, it shrinks to single games near the end, so workers
 * finish together (a fixed size left one idle for up to a batch).
 */
export function batchSize(tasks: number, workers: number): number {
  return Math.max(1, Math.min(64, Math.floor(tasks / (workers * 16))));
}

/**
 * The worker's module. Built (dist), it is worker.js. Run from the TypeScript sources (tsx), every
 * worker would start tsx's loader and load ~200 modules through it — seconds per worker, and code
 * that ran slower — so the worker is bundled once into one plain ES module instead (esbuild, which
 * tsx itself uses), cached under node_modules/.cache by its content.
 */
let workerModule: Promise<URL> | null = null;
export function workerUrl(): Promise<URL> {
  if (!import.meta.url.endsWith('.ts')) return Promise.resolve(new URL('./worker.js', import.meta.url));
  workerModule ??= bundleWorker().catch(() => new URL('./worker.ts', import.meta.url));
  return workerModule;
}

async function bundleWorker(): Promise<URL> {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  // Inside the project, so the bundle's package imports resolve to its node_modules.
  const dir = fileURLToPath(new URL('../../node_modules/.cache/sandtable/', import.meta.url));
  const file = join(dir, `sim-worker-${hashString(code)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, file); // atomic: a concurrent sim never loads a half-written file
  }
  return pathToFileURL(file);
}

/** A worker running an ES module; under tsx (sources are .ts) the worker registers tsx's loader first. */
export function spawnModule(url: URL): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(url.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`));
}

/**
 * V8 optimises hot code on helper threads while the code goes on running unoptimised. With a game
 * worker on every core, such a job waits for a core while its worker runs the slow code: two processes
 * of the plain random loop on this 2-core machine gave 1.77x one that way, 1.93-1.96x compiling on
 * their own threads (blueprints, two rounds each), and one alone, which has a spare core for its
 * compiler, lost 2-4 % without it. So workers that fill every core optimise on their own threads.
 * A worker's isolate reads the flag as it starts (this thread's isolate keeps what it started with).
 */
export function compileOnWorkerThreads(workers: number): void {
  setFlagsFromString(workers >= availableParallelism() ? '--no-concurrent-recompilation' : '--concurrent-recompilation');
}

/** `threads`: run even one worker in a thread (the bench compares 1 and 2 threads, both starting cold). */
export async function runTasks(tasks: readonly GameTask[], workers: number, progress?: Progress, threads = false): Promise<GameRecord[]> {
  if (workers <= 1 && !threads) {
    const out: GameRecord[] = new Array(tasks.length);
    let done = 0;
    for (const t of tasks) {
      out[t.index] = runGame(t, await loadGame(t.game));
      progress?.(++done, tasks.length);
      // Let the progress bar paint.
      if (done % 4 === 0) await new Promise((r) => setImmediate(r));
    }
    return out;
  }
  const pool = await SimPool.open(Math.min(workers, tasks.length));
  try {
    return await pool.run(tasks, progress);
  } finally {
    await pool.close();
  }
}

/**
 * Worker threads kept for several runs: a sweep's studies share them, so only the first pays their
 * start and JIT warm-up (about a second of CPU per worker, most of it V8 compiling on its helper
 * threads). One run at a time; after a failed run the pool refuses more.
 */
export class SimPool {
  /** Each worker's content names by index, as it sent them (pack.ts), kept across runs as the worker keeps its side. */
  private readonly names: Map<Worker, string[]>;
  private broken = false;

  private constructor(private readonly workers: readonly Worker[]) {
    this.names = new Map(workers.map((w) => [w, []]));
  }

  static async open(workers: number): Promise<SimPool> {
    const url = await workerUrl();
    compileOnWorkerThreads(workers);
    return new SimPool(Array.from({ length: Math.max(1, workers) }, () => spawnModule(url)));
  }

  get size(): number {
    return this.workers.length;
  }

  /** Plays the tasks on the pool's workers; records in task order (`index`). */
  async run(tasks: readonly GameTask[], progress?: Progress): Promise<GameRecord[]> {
    if (this.broken) throw new Error('sim pool: an earlier run failed');
    const out: GameRecord[] = new Array(tasks.length);
    const pool = this.workers.slice(0, Math.min(this.workers.length, tasks.length));
    let done = 0;
    let next = 0;
    const listeners: [Worker, (m: WorkerReply) => void, (e: Error) => void][] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        let running = pool.length;
        // Batches sent and not yet answered, per worker, oldest first: a worker answers them in order,
        // and each answer is rebuilt from its batch's tasks (pack.ts).
        const inFlight = new Map<Worker, GameTask[][]>(pool.map((w) => [w, []]));
        const fail = (e: Error) => {
          this.broken = true;
          reject(e);
        };
        const send = (w: Worker) => {
          const size = batchSize(tasks.length - next, pool.length);
          const batch = tasks.slice(next, next + size);
          const packed = packTasks(batch);
          if (packed === null) w.postMessage(batch);
          else w.postMessage(packed, [packed.index.buffer, packed.lineupOf.buffer]);
          next += size;
          inFlight.get(w)!.push(batch);
        };
        const feed = (w: Worker) => {
          if (this.broken) return;
          if (next < tasks.length) send(w);
          else if (inFlight.get(w)!.length === 0 && --running === 0) resolve();
        };
        for (const w of pool) {
          const onMessage = (m: WorkerReply) => {
            if (!m.ok) {
              fail(new SandtableError('bad_input', `game ${m.index}: ${m.message}`));
              return;
            }
            let records: GameRecord[];
            try {
              records = unpackRecords(m.packed, this.names.get(w)!, inFlight.get(w)!.shift() ?? []);
            } catch (e) {
              fail(e instanceof Error ? e : new Error(String(e)));
              return;
            }
            for (const r of records) out[r.index] = r;
            done += records.length;
            progress?.(done, tasks.length);
            feed(w);
          };
          w.on('message', onMessage);
          w.on('error', fail);
          listeners.push([w, onMessage, fail]);
        }
        // Two batches each from the start (one round, then another, so a short study still reaches every
        // worker): a worker finishing one starts the next at once instead of waiting for this thread
        // (busy, or not scheduled, when both cores play) to answer.
        for (const w of pool) feed(w);
        for (const w of pool) feed(w);
      });
    } finally {
      for (const [w, onMessage, onError] of listeners) {
        w.off('message', onMessage);
        w.off('error', onError);
      }
    }
    return out;
  }

  /** Stops the workers (a run returns only once every batch it sent is answered: none is lost). */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
