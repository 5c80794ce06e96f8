// The seat's log arrives in parts: a full message (no logStart) or the entries from logStart on.
// Entries never change once sent, so parts merge by their absolute index; an undo withdraws a
// suffix, and the part that follows starts where the withdrawn entries began.
import type { LogEntry, MatchStateMessage } from '../../../src/protocol/types.js';

/** The whole log after `msg`, or null when `msg` starts past what we hold (a gap: resync). */
export function mergeLog(held: readonly LogEntry[], msg: MatchStateMessage): LogEntry[] | null {
  const start = msg.logStart ?? 0;
  if (start > held.length) return null;
  return held.slice(0, start).concat(msg.log);
}
