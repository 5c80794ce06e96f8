// A worker's batch of records in transit, as typed arrays handed over without a copy and a few new
// strings: structured-cloning record objects (a dozen fields, nested arrays) cost ~5 µs a record to
// send and ~8 µs to receive, a tenth of a short random game, and the receiving main thread shares the
// two cores with the workers. The per-turn evaluations travel as one Float64Array, strings (content
// names, end reasons) as indices into a table the worker sends once, and what the task already says
// (seed, bots) not at all: the receiver rebuilds each record from its task.
import type { GameRecord, GameTask } from './run-game.js';

export interface PackedRecords {
  /**
   * Per record: index, flags, reason (name index), turns, actions, first seat (-1: none), lead changes,
   * winners' count and the winners, then per seat its decisions' count.
   */
  readonly ints: Int32Array<ArrayBuffer>;
  /** Per record: lead decisiveness (0 when none), then per seat its decisions' total and max ms. */
  readonly nums: Float64Array<ArrayBuffer>;
  /** Every record's evaluations, row after row, record after record. */
  readonly evals: Float64Array<ArrayBuffer>;
  /** Per record: its rows, then the numbers in each row. */
  readonly shape: Int32Array<ArrayBuffer>;
  /** Per record: its seats, then per seat its names' count and their indices in the name table. */
  readonly content: Int32Array<ArrayBuffer>;
  /** Names new to the table since the last batch from this worker, in index order. */
  readonly names: readonly string[];
  /** Each record's final hash, or null when no record in the batch carries one. */
  readonly hashes: readonly (string | null)[] | null;
}

/** What the receiver takes from the task rather than from the wire. */
export type TaskPart = Pick<GameTask, 'index' | 'seed' | 'bots'>;

const DRAW = 1;
const TIMEOUT = 2;
const LEAD = 4;
const DECISIVE = 8;

/**
 * Packs a worker's records one at a time, as each game ends, into scratch arrays kept from batch to
 * batch; `take` hands over the batch. A record then dies as soon as it is packed: kept as objects until
 * their batch was sent, a batch's records outlived the young generation's collections and were copied
 * into the old one (one game's random sim worker promoted 43 MB per 40,000 games, the plain loop 6.6 MB,
 * and its scavenges took 2.5× as long in all; packed as they end, 7.2 MB).
 */
export class RecordPacker {
  private ints = new Int32Array(1024);
  private nums = new Float64Array(256);
  private evals = new Float64Array(1024);
  private shape = new Int32Array(128);
  private content = new Int32Array(1024);
  private a = 0;
  private b = 0;
  private k = 0;
  private q = 0;
  private count = 0;
  private fresh: string[] = [];
  private hashes: (string | null)[] = [];
  private hashed = false;

  /** `names`: the sender's name table (name → index), kept across its batches. */
  constructor(private readonly names: Map<string, number>) {}

  /** Packs one record; a record it cannot pack throws and leaves the batch as it was. */
  add(r: GameRecord): void {
    let n = 0;
    let c = 1 + r.content.length;
    const width = r.evals.length > 0 ? r.evals[0].length : 0;
    for (const row of r.evals) {
      // Rows are one number per seat; anything else would not survive the fixed width.
      if (row.length !== width) throw new Error(`game ${r.index}: evaluation rows of different lengths`);
      n += row.length;
    }
    for (const items of r.content) c += items.length;
    this.room(8 + r.winners.length + r.decisionMs.length, 1 + 2 * r.decisionMs.length, n, c);
    const lead = r.lead;
    const ints = this.ints;
    const nums = this.nums;
    let a = this.a;
    let b = this.b;
    ints[a++] = r.index;
    ints[a++] = (r.draw ? DRAW : 0) | (r.timeout ? TIMEOUT : 0) | (lead ? LEAD : 0) | (lead && lead.decisive !== null ? DECISIVE : 0);
    ints[a++] = this.intern(r.reason);
    ints[a++] = r.turns;
    ints[a++] = r.actions;
    ints[a++] = r.firstSeat ?? -1;
    ints[a++] = lead ? lead.changes : 0;
    ints[a++] = r.winners.length;
    for (const w of r.winners) ints[a++] = w;
    nums[b++] = lead?.decisive ?? 0;
    for (const d of r.decisionMs) {
      ints[a++] = d[0];
      nums[b++] = d[1];
      nums[b++] = d[2];
    }
    this.a = a;
    this.b = b;
    this.shape[2 * this.count] = r.evals.length;
    this.shape[2 * this.count + 1] = width;
    for (const row of r.evals) for (const v of row) this.evals[this.k++] = v;
    const content = this.content;
    let q = this.q;
    content[q++] = r.content.length;
    for (const items of r.content) {
      content[q++] = items.length;
      for (const name of items) content[q++] = this.intern(name);
    }
    this.q = q;
    this.hashes.push(r.hash);
    if (r.hash !== null) this.hashed = true;
    this.count++;
  }

  /** The records packed since the last `take`, in arrays of their own (to be transferred), and a fresh start. */
  take(): PackedRecords {
    const out: PackedRecords = {
      ints: this.ints.slice(0, this.a),
      nums: this.nums.slice(0, this.b),
      evals: this.evals.slice(0, this.k),
      shape: this.shape.slice(0, 2 * this.count),
      content: this.content.slice(0, this.q),
      names: this.fresh,
      hashes: this.hashed ? this.hashes : null,
    };
    this.drop();
    this.fresh = [];
    return out;
  }

  /**
   * Forgets the records packed since the last `take` (their batch failed). The names they added stay
   * queued for the next batch: the sender's table has them, so the receiver's must get them too.
   */
  drop(): void {
    this.a = this.b = this.k = this.q = this.count = 0;
    this.hashes = [];
    this.hashed = false;
  }

  private intern(name: string): number {
    let id = this.names.get(name);
    if (id === undefined) {
      id = this.names.size;
      this.names.set(name, id);
      this.fresh.push(name);
    }
    return id;
  }

  /** Room for one more record of these sizes in every scratch array (each doubles as needed). */
  private room(ints: number, nums: number, evals: number, content: number): void {
    this.ints = roomy(this.ints, this.a + ints);
    this.nums = roomy(this.nums, this.b + nums);
    this.evals = roomy(this.evals, this.k + evals);
    this.shape = roomy(this.shape, 2 * this.count + 2);
    this.content = roomy(this.content, this.q + content);
  }
}

function roomy<T extends Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer>>(arr: T, need: number): T {
  if (need <= arr.length) return arr;
  let size = arr.length;
  while (size < need) size *= 2;
  const grown = new (arr.constructor as new (n: number) => T)(size);
  grown.set(arr);
  return grown;
}

/** `records` packed at once (`RecordPacker`); `names`: the sender's name table, kept across its batches. */
export function packRecords(records: readonly GameRecord[], names: Map<string, number>): PackedRecords {
  const packer = new RecordPacker(names);
  for (const r of records) packer.add(r);
  return packer.take();
}

/**
 * `table`: the receiver's copy of this sender's name table (index → name), kept across its batches.
 * `tasks`: the batch's tasks, in the order sent (a worker answers a batch in order).
 */
export function unpackRecords(p: PackedRecords, table: string[], tasks: readonly TaskPart[]): GameRecord[] {
  for (const name of p.names) table.push(name);
  const out: GameRecord[] = [];
  let a = 0;
  let b = 0;
  let k = 0;
  let q = 0;
  for (let i = 0; i < tasks.length; i++) {
    const task = tasks[i];
    if (p.ints[a++] !== task.index) throw new Error(`sim worker answered game ${p.ints[a - 1]} for game ${task.index}`);
    const flags = p.ints[a++];
    const reason = table[p.ints[a++]];
    const turns = p.ints[a++];
    const actions = p.ints[a++];
    const first = p.ints[a++];
    const changes = p.ints[a++];
    const winners: number[] = [];
    for (let w = p.ints[a++]; w > 0; w--) winners.push(p.ints[a++]);
    const decisive = p.nums[b++];
    const decisionMs: [number, number, number][] = [];
    for (let s = 0; s < task.bots.length; s++) {
      decisionMs.push([p.ints[a++], p.nums[b], p.nums[b + 1]]);
      b += 2;
    }
    const rows = p.shape[2 * i];
    const width = p.shape[2 * i + 1];
    const evals: number[][] = [];
    for (let j = 0; j < rows; j++) {
      const row: number[] = [];
      for (let s = 0; s < width; s++) row.push(p.evals[k++]);
      evals.push(row);
    }
    const content: string[][] = [];
    for (let s = p.content[q++]; s > 0; s--) {
      const items: string[] = [];
      for (let j = p.content[q++]; j > 0; j--) items.push(table[p.content[q++]]);
      content.push(items);
    }
    const record: { -readonly [K in keyof GameRecord]: GameRecord[K] } = {
      index: task.index,
      seed: task.seed,
      bots: task.bots,
      winners,
      draw: (flags & DRAW) !== 0,
      timeout: (flags & TIMEOUT) !== 0,
      reason,
      turns,
      actions,
      firstSeat: first < 0 ? null : first,
      hash: p.hashes === null ? null : p.hashes[i],
      evals,
      content,
      decisionMs,
    };
    // Added to the literal, not spread into a copy: the records then share two hidden classes, and the
    // report reading them stays fast (spread copies came out with many, and it ran ~3× slower).
    if ((flags & LEAD) !== 0) record.lead = { changes, decisive: (flags & DECISIVE) !== 0 ? decisive : null };
    out.push(record);
  }
  if (a !== p.ints.length || b !== p.nums.length) throw new Error('sim worker: a batch of records came back malformed');
  return out;
}

/**
 * A batch of tasks on its way to a worker: what they share (game, options, setup, dice…) once, and per
 * task its index, seed and bots. Cloned as objects, a task cost ~1.3 µs to send and ~2.8 µs to
 * receive, a few per cent of a short random game.
 */
export interface PackedTasks {
  /** The first task: every task of the batch shares its other fields (the options object included). */
  readonly base: GameTask;
  readonly index: Int32Array<ArrayBuffer>;
  readonly seeds: readonly string[];
  /** The batch's distinct bot lists, and each task's one by position. */
  readonly lineups: readonly (readonly string[])[];
  readonly lineupOf: Int32Array<ArrayBuffer>;
}

/** The batch packed, or null when its tasks differ in more than index, seed and bots (sent as they are). */
export function packTasks(tasks: readonly GameTask[]): PackedTasks | null {
  if (tasks.length === 0) return null;
  const base = tasks[0];
  const index = new Int32Array(tasks.length);
  const seeds: string[] = [];
  const lineups: (readonly string[])[] = [];
  const keys = new Map<string, number>();
  const lineupOf = new Int32Array(tasks.length);
  for (let i = 0; i < tasks.length; i++) {
    const t = tasks[i];
    if (!sameBase(t, base) || !Number.isInteger(t.index) || t.index < 0 || t.index > 0x7fffffff) return null;
    index[i] = t.index;
    seeds.push(t.seed);
    // Bot specs contain no newline (they are single words with ':' and '=').
    const key = t.bots.join('\n');
    let k = keys.get(key);
    if (k === undefined) {
      k = lineups.length;
      keys.set(key, k);
      lineups.push(t.bots);
    }
    lineupOf[i] = k;
  }
  return { base, index, seeds, lineups, lineupOf };
}

function sameBase(t: GameTask, b: GameTask): boolean {
  return (
    t.game === b.game &&
    t.options === b.options &&
    t.setup === b.setup &&
    t.setupBy === b.setupBy &&
    t.dice === b.dice &&
    t.hash === b.hash &&
    t.evals === b.evals
  );
}

/** Task `i` of a packed batch (a worker makes each as it plays it: a batch's tasks need not live as long as the batch). */
export function taskAt(p: PackedTasks, i: number): GameTask {
  return { ...p.base, index: p.index[i], seed: p.seeds[i], bots: p.lineups[p.lineupOf[i]] };
}

export function unpackTasks(p: PackedTasks): GameTask[] {
  const out: GameTask[] = [];
  for (let i = 0; i < p.index.length; i++) out.push(taskAt(p, i));
  return out;
}
