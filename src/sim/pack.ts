// A worker's batch of records in transit: the per-turn evaluations (a small array per turn, most of a
// record) travel as one Float64Array, and each seat's content as indices into a table of names the
// worker sends once; both are handed over without a copy and rebuilt on arrival. Copying them as
// arrays of arrays and fresh strings was most of what the main thread spent per game (and, kept, most
// of its heap), next to two busy workers.
import type { GameRecord } from './run-game.js';

export interface PackedRecords {
  /** The records, each with `evals` and `content` emptied. */
  readonly records: readonly GameRecord[];
  /** Every record's evaluations, row after row, record after record. */
  readonly evals: Float64Array<ArrayBuffer>;
  /** Per record: its rows, then the numbers in each row. */
  readonly shape: Int32Array<ArrayBuffer>;
  /** Per record: its seats, then per seat its names' count and their indices in the name table. */
  readonly content: Int32Array<ArrayBuffer>;
  /** Names new to the table since the last batch from this worker, in index order. */
  readonly names: readonly string[];
}

/** `names`: the sender's name table (name → index), kept across its batches. */
export function packRecords(records: readonly GameRecord[], names: Map<string, number>): PackedRecords {
  let n = 0;
  let c = 0;
  for (const r of records) {
    for (const row of r.evals) n += row.length;
    c += 1 + r.content.length;
    for (const items of r.content) c += items.length;
  }
  const evals = new Float64Array(n);
  const shape = new Int32Array(records.length * 2);
  const content = new Int32Array(c);
  const fresh: string[] = [];
  let k = 0;
  let q = 0;
  const out = records.map((r, i) => {
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
      for (const name of items) {
        let id = names.get(name);
        if (id === undefined) {
          id = names.size;
          names.set(name, id);
          fresh.push(name);
        }
        content[q++] = id;
      }
    }
    return { ...r, evals: [], content: [] };
  });
  return { records: out, evals, shape, content, names: fresh };
}

/** `table`: the receiver's copy of this sender's name table (index → name), kept across its batches. */
export function unpackRecords(p: PackedRecords, table: string[]): GameRecord[] {
  for (const name of p.names) table.push(name);
  let k = 0;
  let q = 0;
  return p.records.map((r, i) => {
    const rows = p.shape[2 * i];
    const width = p.shape[2 * i + 1];
    const evals: number[][] = [];
    for (let j = 0; j < rows; j++) {
      const row: number[] = [];
      for (let s = 0; s < width; s++) row.push(p.evals[k++]);
      evals.push(row);
    }
    const content: string[][] = [];
    const seats = p.content[q++];
    for (let s = 0; s < seats; s++) {
      const items: string[] = [];
      const len = p.content[q++];
      for (let j = 0; j < len; j++) items.push(table[p.content[q++]]);
      content.push(items);
    }
    return { ...r, evals, content };
  });
}
