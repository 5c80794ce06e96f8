// Server-side bots in worker threads: a thinking bot occupies one worker, never the event loop that
// serves every match. Jobs queue for the next free worker. A bot that overruns its time is stopped
// (its worker replaced) and the seat plays a random legal action instead, so no match hangs.
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

export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    size: number,
    private readonly timeoutMs: number,
  ) {
    for (let i = 0; i < Math.max(1, size); i++) this.slots.push(this.spawn());
  }

  decide(req: BotRequest): Promise<JsonObject> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
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
    const slot: Slot = { worker: new Worker(workerUrl()), ready: false, current: null, timer: null };
    slot.worker.unref();
    slot.worker.on('message', (r: BotReply) => {
      if ('ready' in r) {
        slot.ready = true;
        this.dispatch();
      } else this.finish(slot, r);
    });
    slot.worker.on('error', (e) => this.lost(slot, e));
    slot.worker.on('exit', () => this.lost(slot, new Error('bot worker exited')));
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.current !== null || !slot.ready) continue;
      const p = this.queue.shift() as Pending;
      slot.current = p;
      slot.timer = setTimeout(() => this.overrun(slot), this.timeoutMs);
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
    else p.reject(new Error(`bot ${p.job.spec} failed: ${r.error}`));
    this.dispatch();
  }

  /** Replace a worker that died or was stopped; its job fails (or, on overrun, falls back to random). */
  private lost(slot: Slot, e: Error, fallback = false): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    if (slot.timer) clearTimeout(slot.timer);
    const p = slot.current;
    slot.current = null;
    if (this.closed) return;
    this.slots[i] = this.spawn();
    slot.worker.removeAllListeners();
    slot.worker.on('error', () => {});
    void slot.worker.terminate();
    if (p !== null) {
      if (fallback && p.job.spec !== 'random') this.queue.unshift({ ...p, job: { ...p.job, spec: 'random' } });
      else p.reject(e);
    }
    this.dispatch();
  }

  private overrun(slot: Slot): void {
    const spec = slot.current?.job.spec ?? '?';
    process.stderr.write(`sandtable server: bot ${spec} overran ${this.timeoutMs} ms; playing a random action instead\n`);
    this.lost(slot, new Error(`bot ${spec} overran its time`), true);
  }
}
