// The honest messages: replaying a finished match locally, what each seat was allowed to be told
// after each action (the game's own view, its filtered log, its legal choices). Every message a
// client received must be one of these, in order — anything else is a leak or a bug.
import { LEGACY_DICE, Match, type ActionLike, type AnyGame, type Seat } from '../../engine/index.js';
import type { LogEntry, MatchStateMessage, ReplayResponse } from '../../protocol/types.js';

type AnyMatch = Match<unknown, ActionLike, unknown>;

export interface Projection {
  readonly view: string;
  readonly actions: string;
  readonly result: string;
  readonly toMove: string;
  readonly logCount: number;
}

export interface HonestHistory {
  /** Index k: after the first k actions. */
  readonly steps: Projection[];
  /** The seat's whole log at the end (the log after k actions is a prefix of it). */
  readonly finalLog: LogEntry[];
}

function project(m: AnyMatch, seat: Seat | null): Projection {
  const choices = seat === null ? [] : m.legalChoices(seat, true);
  return {
    view: JSON.stringify(m.view(seat)),
    actions: JSON.stringify(choices),
    result: JSON.stringify(m.result()),
    toMove: JSON.stringify(m.toMove()),
    logCount: m.log(seat).length,
  };
}

/** Replay the record step by step; `each(k, match)` sees the true state after k actions. */
export function honestHistory(game: AnyGame, rep: ReplayResponse, seat: Seat | null, each?: (k: number, m: AnyMatch) => void): HonestHistory {
  const m = Match.create(game, rep.options, rep.seed, rep.seats, true, rep.dice ?? LEGACY_DICE) as AnyMatch;
  const steps: Projection[] = [project(m, seat)];
  each?.(0, m);
  rep.actions.forEach((a, i) => {
    m.apply(a.seat, a.action as ActionLike);
    steps.push(project(m, seat));
    each?.(i + 1, m);
  });
  const finalLog = m.log(seat).map((e) => ({ type: e.type, text: game.describeEvent(e), data: e.data }));
  return { steps, finalLog };
}

/** Does this message say exactly what the rules allowed after k actions? */
export function matches(msg: MatchStateMessage, h: HonestHistory, k: number): boolean {
  const p = h.steps[k];
  if (JSON.stringify(msg.view) !== p.view) return false;
  if (JSON.stringify(msg.actions) !== p.actions) return false;
  if (JSON.stringify(msg.result) !== p.result) return false;
  if (JSON.stringify(msg.toMove) !== p.toMove) return false;
  const start = msg.logStart ?? 0;
  if (start + msg.log.length !== p.logCount) return false;
  return JSON.stringify(msg.log) === JSON.stringify(h.finalLog.slice(start, p.logCount));
}

/**
 * Place each message of one channel (in the order received) at the earliest step it matches, never
 * going back. Returns the step of each message, or throws naming the first message that matches none.
 */
export function placeMessages(msgs: readonly MatchStateMessage[], h: HonestHistory, what: string): number[] {
  const at: number[] = [];
  let k = 0;
  msgs.forEach((msg, i) => {
    let j = k;
    while (j < h.steps.length && !matches(msg, h, j)) j++;
    if (j === h.steps.length) throw new Error(`${what}: message #${i} (version ${msg.version}) is not what the rules allowed at any later moment`);
    at.push(j);
    k = j;
  });
  return at;
}
