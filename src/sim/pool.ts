// Runs game tasks on K worker threads (K = 1 runs them in this thread). Records are returned in task
// order, and each depends only on its task, so results are the same whatever K is.
import { Worker } from 'node:worker_threads';
import { SandtableError } from '../engine/index.js';
import { runGame, type GameRecord, type GameTask } from './run-game.js';

export type Progress = (done: number, total: number) => void;

type WorkerReply = { ok: true; record: GameRecord } | { ok: false; index: number; message: string };

function spawn(): Worker {
  return spawnModule(new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url));
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
      out[t.index] = runGame(t);
      progress?.(++done, tasks.length);
      // Let the progress bar paint.
      if (done % 4 === 0) await new Promise((r) => setImmediate(r));
    }
    return out;
  }
  let next = 0;
  const pool = Array.from({ length: Math.min(workers, tasks.length) }, spawn);
  await new Promise<void>((resolve, reject) => {
    let failed = false;
    let running = pool.length;
    const feed = (w: Worker) => {
      if (failed) return;
      if (next < tasks.length) w.postMessage(tasks[next++]);
      else {
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
        out[m.record.index] = m.record;
        progress?.(++done, tasks.length);
        feed(w);
      });
      w.on('error', (e) => {
        failed = true;
        reject(e);
      });
      feed(w);
    }
  });
  await Promise.all(pool.map((w) => w.terminate()));
  return out;
}
