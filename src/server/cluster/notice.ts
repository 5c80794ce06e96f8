// What travels on Redis pub/sub when a node stores a write: the match id and where it stands now,
// nothing else (never a view, an action or anything hidden). Every node holding the match catches up
// from the store; a node not holding it ignores the notice (it loads the match when touched).
export interface Notice {
  /** The node that stored the write (it ignores its own notices). */
  readonly from: string;
  readonly match: string;
  /** The match's stamp after the write (the sum of its observers' versions: it grows with every write). */
  readonly stamp: number;
  /** A bot seat owes the next decision (the seats to move are public): nodes check its lease is held. */
  readonly bot: boolean;
}

export const CHANNEL = 'sandtable:matches';

export function encodeNotice(n: Notice): string {
  return JSON.stringify([n.from, n.match, n.stamp, n.bot ? 1 : 0]);
}

/** A notice, or null for anything else on the channel (another version of the server, garbage). */
export function decodeNotice(text: string): Notice | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(v) || v.length !== 4) return null;
  const [from, match, stamp, bot] = v as unknown[];
  if (typeof from !== 'string' || typeof match !== 'string' || typeof stamp !== 'number' || (bot !== 0 && bot !== 1)) return null;
  return { from, match, stamp, bot: bot === 1 };
}
