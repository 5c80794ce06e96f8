// Hot-seat turn-taking: which local seat holds the device next. The screen shows one local seat at a
// time; when that seat owes nothing and another local seat does, the device passes.
import type { MatchStateMessage } from '../../../src/protocol/types.js';

/** The seat that should hold the device given the latest state seen by `current`. */
export function nextHolder(state: MatchStateMessage | null, current: number, local: readonly number[]): number {
  if (state === null || state.result !== null) return current;
  if (state.toMove.includes(current)) return current;
  const waiting = local.find((s) => s !== current && state.toMove.includes(s));
  return waiting ?? current;
}
