// Server-side bots in worker threads: a thinking bot occupies one worker, never the event loop that
// serves every match. Jobs queue for the next free worker. Each decision has a hard budget the server
// sets: a time limit (a watchdog stops the worker) and a heap limit (V8 stops a worker that outgrows
// it). A worker that overruns, runs out of memory or crashes is replaced, and its job fails with a
// BotFailure: the caller then plays a legal default, so no match waits on a broken bot.
import { Worker } from 'node:worker_threads';
import type { JsonObject } from '../../engine/index.js';
import type { BotJob, BotReply } from './protocol.js';

export type BotRequest = Omit<BotJob, 'id'>;

interface Pending {
  readonly job: BotJob;
  readonly resolve: (a: JsonObject) => void;
  readonly reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  /** Loaded and listening (the time limit must not count a worker's start-up). */
  ready: boolean;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

/** The worker entry: the compiled .js next to this file, or a tsx bootstrap when running from source. */
function workerUrl(): URL {
  return import.meta.url.endsWith('.ts') ? new URL('./worker-boot.mjs', import.meta.url) : new URL('./worker.js', import.meta.url);
}

export interface BotPoolOptions {
  /** Worker threads. */
  readonly size: number;
  /** Longest a decision may take, ms. */
  readonly timeoutMs: number;
  /** Heap (old generation) limit of each worker, MB. */
  readonly memoryMb: number;
  /** Another worker script (tests: one that stalls or runs out of memory); never from a client. */
  readonly workerUrl?: URL;
}

/** A decision that did not come back: the worker overran, died or the bot threw. */
export class BotFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BotFailure';
  }
}

/** A worker that dies before it is ready is started again after this pause (not in a tight loop). */
const RESPAWN_MS = 1000;

export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: BotPoolOptions) {
    for (let i = 0; i < Math.max(1, opts.size); i++) this.slots.push(this.spawn());
  }

  /** Workers replaced so far (overrun, out of memory, crashed): for tests and logs. */
  replaced = 0;
  /** A worker died before it was ready (cannot start at all?) and none is ready since. */
  private cannotStart = false;

  decide(req: BotRequest): Promise<JsonObject> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    // With no worker able to start, a job would wait for ever: fail it now (the seat plays a default).
    if (this.cannotStart) return Promise.reject(new BotFailure('no bot worker could start'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...req, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error('the bot pool is closed'));
    await Promise.all(
      this.slots.map(async (s) => {
        if (s.timer) clearTimeout(s.timer);
        s.current?.reject(new Error('the bot pool is closed'));
        s.current = null;
        await s.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(this.opts.workerUrl ?? workerUrl(), {
      resourceLimits: { maxOldGenerationSizeMb: this.opts.memoryMb, maxYoungGenerationSizeMb: Math.min(32, this.opts.memoryMb) },
    });
    const slot: Slot = { worker, ready: false, current: null, timer: null };
    slot.worker.unref();
    slot.worker.on('message', (r: BotReply) => {
      if ('ready' in r) {
        slot.ready = true;
        this.cannotStart = false;
        this.dispatch();
      } else this.finish(slot, r);
    });
    slot.worker.on('error', (e) => this.lost(slot, (e as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'ran out of memory' : `crashed: ${e.message}`));
    slot.worker.on('exit', () => this.lost(slot, 'its worker exited'));
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.current !== null || !slot.ready) continue;
      const p = this.queue.shift() as Pending;
      slot.current = p;
      slot.timer = setTimeout(() => this.overrun(slot), this.opts.timeoutMs);
      slot.timer.unref();
      slot.worker.postMessage(p.job);
    }
  }

  private finish(slot: Slot, r: Exclude<BotReply, { ready: true }>): void {
    const p = slot.current;
    if (p === null || p.job.id !== r.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.current = null;
    slot.timer = null;
    if ('action' in r) p.resolve(r.action);
    else p.reject(new BotFailure(`bot ${p.job.spec} failed: ${r.error}`));
    this.dispatch();
  }

  /** Replace a worker that died or was stopped; its job fails with a BotFailure. */
  private lost(slot: Slot, why: string): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    if (slot.timer) clearTimeout(slot.timer);
    const p = slot.current;
    slot.current = null;
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    if (this.closed) return;
    this.replaced++;
    if (slot.ready) this.slots[i] = this.spawn();
    else {
      if (!this.slots.some((s) => s.ready)) {
        // Said once, not at every retry.
        if (!this.cannotStart) process.stderr.write(`sandtable server: a bot worker could not start (${why}); bot seats play random legal actions meanwhile\n`);
        this.cannotStart = true;
        for (const q of this.queue.splice(0)) q.reject(new BotFailure('no bot worker could start'));
      }
      // Died while starting: try again after a pause; a placeholder keeps its place meanwhile.
      this.slots[i] = { ...slot, ready: false, current: null, timer: null };
      setTimeout(() => {
        if (!this.closed && this.slots[i].worker === slot.worker) this.slots[i] = this.spawn();
      }, RESPAWN_MS).unref();
    }
    if (p !== null) {
      process.stderr.write(`sandtable server: bot ${p.job.spec} (match ${p.job.matchId}): ${why}; its worker was replaced\n`);
      p.reject(new BotFailure(`bot ${p.job.spec}: ${why}`));
    }
    this.dispatch();
  }

  private overrun(slot: Slot): void {
    this.lost(slot, `overran ${this.opts.timeoutMs} ms`);
  }
}
