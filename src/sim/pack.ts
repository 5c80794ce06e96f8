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

/** `names`: the sender's name table (name → index), kept across its batches. */
export function packRecords(records: readonly GameRecord[], names: Map<string, number>): PackedRecords {
  const fresh: string[] = [];
  const intern = (name: string): number => {
    let id = names.get(name);
    if (id === undefined) {
      id = names.size;
      names.set(name, id);
      fresh.push(name);
    }
    return id;
  };
  let n = 0;
  let c = 0;
  let i32 = 0;
  let f64 = 0;
  let hashed = false;
  for (const r of records) {
    for (const row of r.evals) n += row.length;
    c += 1 + r.content.length;
    for (const items of r.content) c += items.length;
    i32 += 8 + r.winners.length + r.decisionMs.length;
    f64 += 1 + 2 * r.decisionMs.length;
    if (r.hash !== null) hashed = true;
  }
  const ints = new Int32Array(i32);
  const nums = new Float64Array(f64);
  const evals = new Float64Array(n);
  const shape = new Int32Array(records.length * 2);
  const content = new Int32Array(c);
  let a = 0;
  let b = 0;
  let k = 0;
  let q = 0;
  for (let i = 0; i < records.length; i++) {
    const r = records[i];
    const lead = r.lead;
    ints[a++] = r.index;
    ints[a++] = (r.draw ? DRAW : 0) | (r.timeout ? TIMEOUT : 0) | (lead ? LEAD : 0) | (lead && lead.decisive !== null ? DECISIVE : 0);
    ints[a++] = intern(r.reason);
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
    const width = r.evals.length > 0 ? r.evals[0].length : 0;
    shape[2 * i] = r.evals.length;
    shape[2 * i + 1] = width;
    for (const row of r.evals) {
      // Rows are one number per seat; anything else would not survive the fixed width.
      if (row.length !== width) throw new Error(`game ${r.index}: evaluation rows of different lengths`);
      for (const v of row) evals[k++] = v;
    }
    content[q++] = r.content.length;
    for (const items of r.content) {
      content[q++] = items.length;
      for (const name of items) content[q++] = intern(name);
    }
  }
  return { ints, nums, evals, shape, content, names: fresh, hashes: hashed ? records.map((r) => r.hash) : null };
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

export function unpackTasks(p: PackedTasks): GameTask[] {
  const out: GameTask[] = [];
  for (let i = 0; i < p.index.length; i++) out.push({ ...p.base, index: p.index[i], seed: p.seeds[i], bots: p.lineups[p.lineupOf[i]] });
  return out;
}
