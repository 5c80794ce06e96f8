import type { GameResult, Label } from './types.js';

/** The result of a two-sided game kept as one number: -1 undecided, 0 or 1 the winner, 2 a draw. */
export function twoSidedResult(winner: number, code: string, label: Label): GameResult | null {
  if (winner < 0) return null;
  const reason = { code, ...label };
  return winner === 2 ? { winners: [], draw: true, reason } : { winners: [winner], draw: false, reason };
}
