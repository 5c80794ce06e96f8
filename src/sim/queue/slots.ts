// Long-lived game threads for a queue worker: each runs the local sim's worker module (worker.ts,
// which plays a task with runGame and loads only the game it plays), one game at a time. The
// worker process's own thread stays free for Redis: lock renewal, progress, signals.
import type { Worker } from 'node:worker_threads';
import { SandtableError } from '../../engine/index.js';
import { spawnModule, workerUrl } from '../pool.js';
import type { GameRecord, GameTask } from '../run-game.js';

type Reply = { ok: true; record: GameRecord } | { ok: false; index: number; message: string };

export class GameThread {
  private thread: Worker | null = null;

  constructor(private readonly url: URL) {}

  /** Plays one task; a game error rejects with a SandtableError, a crashed thread is replaced next time. */
  play(task: GameTask): Promise<GameRecord> {
    const t = (this.thread ??= spawnModule(this.url));
    return new Promise<GameRecord>((resolve, reject) => {
      const done = () => {
        t.off('message', onMessage);
        t.off('error', onError);
        t.off('exit', onExit);
      };
      const onMessage = (m: Reply) => {
        done();
        if (m.ok) resolve(m.record);
        else reject(new SandtableError('bad_input', `game ${m.index}: ${m.message}`));
      };
      const onError = (e: Error) => {
        done();
        this.thread = null;
        reject(e);
      };
      const onExit = (code: number) => {
        done();
        this.thread = null;
        reject(new Error(`game thread exited (code ${code})`));
      };
      t.on('message', onMessage);
      t.on('error', onError);
      t.on('exit', onExit);
      t.postMessage(task);
    });
  }

  /** Stops the thread now, mid-game if need be (its job is then released, not completed). */
  async stop(): Promise<void> {
    const t = this.thread;
    this.thread = null;
    if (t) await t.terminate();
  }
}

export async function gameThreads(count: number): Promise<GameThread[]> {
  const url = await workerUrl();
  return Array.from({ length: count }, () => new GameThread(url));
}
