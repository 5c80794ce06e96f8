// Who led a game by the evaluation, sample by sample, and the two report figures drawn from it: how
// often the lead changed hands, and the share of the game after which the winner led for good. One
// implementation for both places that compute them: a game as it is played (a local study's records
// then carry the figures, not the per-turn evaluations) and the report from full records.
import type { Seat } from '../engine/index.js';

export interface Lead {
  /** Times the lead passed from one seat to another (samples with a tie skipped). */
  readonly changes: number;
  /** Share of the samples, from the end, in which a winner led; null for a draw or a game nobody won. */
  readonly decisive: number | null;
}

/** The seat with the highest value among `width` values from `at` (-1 on a tie for the top). */
export function leaderOf(values: ArrayLike<number>, at: number, width: number): number {
  let best = -1;
  let bestV = -Infinity;
  let tie = false;
  for (let p = 0; p < width; p++) {
    const v = values[at + p];
    if (v > bestV + 1e-9) {
      bestV = v;
      best = p;
      tie = false;
    } else if (Math.abs(v - bestV) <= 1e-9) tie = true;
  }
  return tie ? -1 : best;
}

/** The figures from the leader of each sample, in order (`count` of them). */
export function leadFrom(leaders: ArrayLike<number>, count: number, winners: readonly Seat[], draw: boolean): Lead {
  let changes = 0;
  let prev = -1;
  for (let i = 0; i < count; i++) {
    const x = leaders[i];
    if (x < 0) continue;
    if (prev >= 0 && x !== prev) changes++;
    prev = x;
  }
  if (draw || winners.length === 0) return { changes, decisive: null };
  let k = count;
  while (k > 0 && winners.includes(leaders[k - 1])) k--;
  return { changes, decisive: count ? (count - k) / count : 0 };
}

/** The figures from a record's per-turn evaluations (one row per sample, a value per seat). */
export function leadOfEvals(evals: readonly (readonly number[])[], winners: readonly Seat[], draw: boolean): Lead {
  const leaders: number[] = [];
  for (const row of evals) leaders.push(leaderOf(row, 0, row.length));
  return leadFrom(leaders, leaders.length, winners, draw);
}
