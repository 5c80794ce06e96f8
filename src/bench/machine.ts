// What the machine gave this run, printed beside the figures (`bench: 'machine'`): the same code's
// games/s differ from one day's machine to another's far more than most changes to it. Naval's random
// games read 1,346/s one day and 470-960/s the next on the same commit, within an hour; that second day
// a load in a 4 MB working set took 19-71 ns from one run to the next (this machine's 2 cores see a
// 32 MB cache, most likely shared with cores this machine does not have). A pointer chase through a working set of each size gives the
// load latency the code meets there; a fixed integer loop, the core's own speed; and the same loop on
// two threads at once, what the machine gives a second thread (`pairShare`): on 2026-12-04 two such
// loops, as two processes, ran at 0.68x one alone at one moment and at 1.0x minutes later, so a 1 -> 2
// worker figure (target 1.8) is read against it.
//
// The probe runs in a thread of its own (`machineProbe` spawns this file as a worker). Run in the bench's
// own isolate, its 36 MB of typed arrays, dead but not yet collected, slowed every bench after it: the
// kernel's tic-tac-toe games ran at 42-77k/s instead of 100-180k/s and naval's random games 500-720/s
// instead of 626-937/s until a full GC, which a bench cannot force (measured 2026-12-03).
import { loadavg } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

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

/** Milliseconds of each of 10 runs of 10 million steps of an integer loop (no memory traffic), once compiled. */
function aluRuns(): number[] {
  const out: number[] = [];
  for (let r = 0; r < 12; r++) {
    let x = r;
    const t0 = performance.now();
    for (let i = 0; i < 10_000_000; i++) x = (x * 31 + i) | 0;
    const ms = performance.now() - t0;
    if (r >= 2 && x !== 0.5) out.push(ms);
  }
  return out;
}

/** Milliseconds for 100 million steps of the loop: the core's speed, from the best run. */
function aluMs(): number {
  return Math.min(...aluRuns()) * 10;
}

/**
 * The same 100 million steps, every run counted: run by two threads at once it says how much each
 * got, where the best run would pick a moment the other was not running.
 */
function aluTotalMs(): number {
  return aluRuns().reduce((a, b) => a + b, 0);
}

/** The machine's figures, measured in this thread. */
function measure(): Record<string, unknown> {
  return {
    aluMs: round(aluMs()),
    loadNs: { '64KB': round(chaseNs(64 << 10), 1), '512KB': round(chaseNs(512 << 10), 1), '4MB': round(chaseNs(4 << 20), 1), '32MB': round(chaseNs(32 << 20), 1) },
    load: round(loadavg()[0], 1),
  };
}

/** A probe thread: with workerData 'alu' it runs `aluTotalMs` once told to go (so a pair starts together), else `measure()`. */
function probe(what: 'all' | 'alu'): { readonly worker: Worker; readonly answer: Promise<Record<string, unknown>> } {
  const worker = new Worker(new URL(import.meta.url), { workerData: what });
  const answer = new Promise<Record<string, unknown>>((resolve, reject) => {
    worker.on('message', (m: Record<string, unknown>) => {
      if (m.ready !== true) void worker.terminate().then(() => resolve(m));
    });
    worker.once('error', reject);
  });
  return { worker, answer };
}

/** `aluTotalMs` on `threads` threads at once, started together: the slowest one's time. */
async function aluOn(threads: number): Promise<number> {
  const ps = Array.from({ length: threads }, () => probe('alu'));
  // Each says when it has loaded; then all are told to go at once.
  await Promise.all(ps.map((p) => new Promise<void>((resolve) => p.worker.once('message', () => resolve()))));
  for (const p of ps) p.worker.postMessage('go');
  const answers = await Promise.all(ps.map((p) => p.answer));
  return Math.max(...answers.map((a) => Number(a.aluMs)));
}

/**
 * Emit the machine's figures, measured in fresh threads so that the caller's heap never holds the
 * probe's arrays: one thread for the figures above, then the integer loop on one thread and on two at
 * once. `pairShare` is the one-thread time over the slower of the pair: 1 when the machine gives each
 * of two threads a whole core, 0.5 when two threads share one; the most any 1 -> 2 speed-up can be
 * here is about twice it.
 */
export async function machineProbe(emit: Emit, when: string): Promise<void> {
  const figures = await probe('all').answer;
  const oneMs = await aluOn(1);
  const pairMs = await aluOn(2);
  emit({ bench: 'machine', when, ...figures, aluPairMs: round(pairMs), pairShare: round(oneMs / pairMs, 2) });
}

if (!isMainThread && parentPort !== null) {
  const port = parentPort;
  if (workerData === 'alu') {
    port.once('message', () => port.postMessage({ aluMs: aluTotalMs() }));
    port.postMessage({ ready: true });
  } else port.postMessage(measure());
}
