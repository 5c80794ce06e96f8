// Runs game tasks on K worker threads (K = 1 runs them in this thread). Records are returned in task
// order, and each depends only on its task, so results are the same whatever K is.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { hashString, SandtableError } from '../engine/index.js';
import { loadGame } from '../games/loaders.js';
import { unpackRecords, type PackedRecords } from './pack.js';
import { runGame, type GameRecord, type GameTask } from './run-game.js';

export type Progress = (done: number, total: number) => void;

type WorkerReply = { ok: true; packed: PackedRecords } | { ok: false; index: number; message: string };

/**
 * Tasks per message, for the `tasks` still to hand out: one message per game kept the main thread busy
 * enough to slow two workers on two cores (a random mecha game lasts under a millisecond). Sixteen
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

/** `threads`: run even one worker in a thread (the bench compares 1 and 2 threads, both starting cold). */
export async function runTasks(tasks: readonly GameTask[], workers: number, progress?: Progress, threads = false): Promise<GameRecord[]> {
  const out: GameRecord[] = new Array(tasks.length);
  let done = 0;
  if (workers <= 1 && !threads) {
    for (const t of tasks) {
      out[t.index] = runGame(t, await loadGame(t.game));
      progress?.(++done, tasks.length);
      // Let the progress bar paint.
      if (done % 4 === 0) await new Promise((r) => setImmediate(r));
    }
    return out;
  }
  let next = 0;
  const url = await workerUrl();
  const pool = Array.from({ length: Math.min(workers, tasks.length) }, () => spawnModule(url));
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    let running = pool.length;
    // Batches sent and not yet answered, per worker.
    const inFlight = new Map<Worker, number>(pool.map((w) => [w, 0]));
    // Each worker's content names by index, as it sent them (pack.ts).
    const names = new Map<Worker, string[]>(pool.map((w) => [w, []]));
    const send = (w: Worker) => {
      const size = batchSize(tasks.length - next, pool.length);
      w.postMessage(tasks.slice(next, next + size));
      next += size;
      inFlight.set(w, inFlight.get(w)! + 1);
    };
    const feed = (w: Worker) => {
      if (failed) return;
      if (next < tasks.length) send(w);
      else if (inFlight.get(w) === 0) {
        w.postMessage(null);
        if (--running === 0) resolve();
      }
    };
    for (const w of pool) {
      w.on('message', (m: WorkerReply) => {
        if (!m.ok) {
          failed = true;
          reject(new SandtableError('bad_input', `game ${m.index}: ${m.message}`));
          return;
        }
        inFlight.set(w, inFlight.get(w)! - 1);
        const records = unpackRecords(m.packed, names.get(w)!);
        for (const r of records) out[r.index] = r;
        done += records.length;
        progress?.(done, tasks.length);
        feed(w);
      });
      w.on('error', (e) => {
        failed = true;
        reject(e);
      });
    }
    // Two batches each from the start (one round, then another, so a short study still reaches every
    // worker): a worker finishing one starts the next at once instead of waiting for this thread
    // (busy, or not scheduled, when both cores play) to answer.
    for (const w of pool) feed(w);
    for (const w of pool) feed(w);
  });
  await Promise.all(pool.map((w) => w.terminate()));
  return out;
}
