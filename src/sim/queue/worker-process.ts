// A `sandtable worker` as its own process, for the tests and the bench: started, waited for until
// it serves, stopped with SIGTERM (SIGKILL if it hangs).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const bin = join(import.meta.dirname, '../../../bin/sandtable.js');

export interface WorkerProcess {
  readonly child: ChildProcess;
  /** Everything it printed so far. */
  log(): string;
  stop(): Promise<void>;
}

/** Polls `ok` every 50 ms (no sleeping as synchronisation); rejects after `ms`. */
export async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * `ownSession`: the worker gets its own session, so Linux's autogroup scheduler gives it its own share
 * of a busy machine's CPU, as a worker on its own machine would have; in the caller's session all
 * workers split one share, and a second worker could not be faster however well the queue works.
 */
export async function startWorkerProcess(url: string, extra: readonly string[] = [], ownSession = false): Promise<WorkerProcess> {
  const child = spawn(process.execPath, [bin, 'worker', '--queue', url, ...extra], { stdio: ['ignore', 'pipe', 'pipe'], detached: ownSession });
  let text = '';
  child.stdout!.on('data', (d: Buffer) => (text += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (text += d.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const w: WorkerProcess = {
    child,
    log: () => text,
    async stop() {
      if (exited()) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 10_000))]);
      if (!exited()) child.kill('SIGKILL');
    },
  };
  await until('the worker to start', () => /game thread\(s\) on/.test(text) || exited());
  if (exited()) throw new Error(`worker exited: ${text.trim()}`);
  return w;
}
