// A worker's batch of records in transit: the per-turn evaluations (a small array per turn, most of a
// record) travel as one Float64Array, handed over without a copy, and are rebuilt on arrival. Copying
// them as arrays of arrays was most of what the main thread spent per game, next to two busy workers.
import type { GameRecord } from './run-game.js';

export interface PackedRecords {
  /** The records, each with `evals` emptied. */
  readonly records: readonly GameRecord[];
  /** Every record's evaluations, row after row, record after record. */
  readonly evals: Float64Array<ArrayBuffer>;
  /** Per record: its rows, then the numbers in each row. */
  readonly shape: Int32Array<ArrayBuffer>;
}

export function packRecords(records: readonly GameRecord[]): PackedRecords {
  let n = 0;
  for (const r of records) for (const row of r.evals) n += row.length;
  const evals = new Float64Array(n);
  const shape = new Int32Array(records.length * 2);
  let k = 0;
  const out = records.map((r, i) => {
    const width = r.evals.length > 0 ? r.evals[0].length : 0;
    shape[2 * i] = r.evals.length;
    shape[2 * i + 1] = width;
    for (const row of r.evals) {
      // Rows are one number per seat; anything else would not survive the fixed width.
      if (row.length !== width) throw new Error(`game ${r.index}: evaluation rows of different lengths`);
      for (const v of row) evals[k++] = v;
    }
    return { ...r, evals: [] };
  });
  return { records: out, evals, shape };
}

export function unpackRecords(p: PackedRecords): GameRecord[] {
  let k = 0;
  return p.records.map((r, i) => {
    const rows = p.shape[2 * i];
    const width = p.shape[2 * i + 1];
    const evals: number[][] = [];
    for (let j = 0; j < rows; j++) {
      const row: number[] = [];
      for (let s = 0; s < width; s++) row.push(p.evals[k++]);
      evals.push(row);
    }
    return { ...r, evals };
  });
}
