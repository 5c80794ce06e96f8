// What the machine gave this run, printed beside the figures (`bench: 'machine'`): the same code's
// games/s differ from one day's machine to another's far more than most changes to it. Naval's random
// games read 1,346/s one day and 470-960/s the next on the same commit, within an hour; that second day
// a load in a 4 MB working set took 19-71 ns from one run to the next (this machine's 2 cores see a
// 32 MB cache, most likely shared with cores this machine does not have). A pointer chase through a working set of each size gives the
// load latency the code meets there; a fixed integer loop, the core's own speed.
//
// The probe runs in a thread of its own (`machineProbe` spawns this file as a worker). Run in the bench's
// own isolate, its 36 MB of typed arrays, dead but not yet collected, slowed every bench after it: the
// kernel's tic-tac-toe games ran at 42-77k/s instead of 100-180k/s and naval's random games 500-720/s
// instead of 626-937/s until a full GC, which a bench cannot force (measured 2026-12-03).
import { loadavg } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

type Emit = (o: Record<string, unknown>) => void;

const round = (x: number, d = 0): number => Math.round(x * 10 ** d) / 10 ** d;

/** Nanoseconds per dependent load over a random single cycle (Sattolo's shuffle) through `bytes`. */
function chaseNs(bytes: number): number {
  const n = bytes >> 2;
  const next = new Int32Array(n);
  for (let i = 0; i < n; i++) next[i] = i;
  let x = 0x2545f491;
  for (let i = n - 1; i > 0; i--) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    const j = (x >>> 0) % i;
    const t = next[i];
    next[i] = next[j];
    next[j] = t;
  }
  const loads = 4_000_000;
  let j = 0;
  for (let i = 0; i < loads / 8; i++) j = next[j]; // warm the pages and the code
  const t0 = performance.now();
  for (let i = 0; i < loads; i++) j = next[j];
  const ns = ((performance.now() - t0) * 1e6) / loads;
  return j === -1 ? Number.NaN : ns; // `j` read, so the chase is not optimised away
}

/** Milliseconds for 100 million steps of an integer loop (no memory traffic): the core's speed. The best of 10 runs of a tenth, once compiled. */
function aluMs(): number {
  let best = Infinity;
  for (let r = 0; r < 12; r++) {
    let x = r;
    const t0 = performance.now();
    for (let i = 0; i < 10_000_000; i++) x = (x * 31 + i) | 0;
    const ms = performance.now() - t0;
    if (r >= 2 && x !== 0.5) best = Math.min(best, ms);
  }
  return best * 10;
}

/** The machine's figures, measured in this thread. */
function measure(): Record<string, unknown> {
  return {
    aluMs: round(aluMs()),
    loadNs: { '64KB': round(chaseNs(64 << 10), 1), '512KB': round(chaseNs(512 << 10), 1), '4MB': round(chaseNs(4 << 20), 1), '32MB': round(chaseNs(32 << 20), 1) },
    load: round(loadavg()[0], 1),
  };
}

/** Emit the machine's figures, measured in a fresh thread so that the caller's heap never holds the probe's arrays. */
export async function machineProbe(emit: Emit, when: string): Promise<void> {
  const w = new Worker(new URL(import.meta.url));
  const figures = await new Promise<Record<string, unknown>>((resolve, reject) => {
    w.once('message', (m: Record<string, unknown>) => resolve(m));
    w.once('error', reject);
  });
  await w.terminate();
  emit({ bench: 'machine', when, ...figures });
}

if (!isMainThread && parentPort !== null) parentPort.postMessage(measure());
