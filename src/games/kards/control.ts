// 控制权交换 (§4.1.5): a unit changes sides, for good or until the end of the turn. Its stats and effects
// stay as they are; only where it stands can change (the frontline rule below) and whose it is.
import type { EventSink, Seat } from '../../engine/index.js';
import type { Queue } from '../../engine/queue.js';
import { CARDS } from './cards.js';
import { toHand } from './effects/verbs.js';
import { FRONT, type KardsState, type Unit } from './state.js';
import { alive, departs, removeUnit } from './units.js';

/** Unit.ctl: taken until the end of the turn, then back to its owner (1) or to its owner's hand (2). */
export const CTL = { back: 1, hand: 2 } as const;

/**
 * `seat` takes control of u (K-4.1.5a–d). Alone in the frontline it stays there and the frontline changes hands;
 * in a frontline with other units, or in a support line, it goes to the taker's support line, and is removed when
 * that line is full (the seed's rule, K-R62c for the support-line case). Returns whether it is still on the battlefield.
 */
export function takeControl(s: KardsState, u: Unit, seat: Seat, ev: EventSink): boolean {
  if (u.owner === seat) return true;
  const front = s.lines[FRONT];
  const inFront = front.includes(u);
  const alone = inFront && front.every((v) => v === u || !alive(v));
  if (!alone) {
    removeUnit(s, u);
    if (s.lines[seat].length >= s.o.supportSize) {
      departs(s, u);
      ev?.push({ type: 'removed', to: 'all', data: { uid: u.uid, card: CARDS[u.card].id, seat: u.owner } });
      return false;
    }
    s.lines[seat].push(u);
  }
  u.owner = seat;
  // Ruling K-R62a: the taker may use it this turn (the point of a temporary control); `takenActs: false` → like a new unit.
  u.moved = false;
  u.attacks = 0;
  u.ambushed = false;
  u.fresh = s.o.takenActs === false;
  ev?.push({ type: 'control', to: 'all', data: { uid: u.uid, card: u.card, seat } });
  return true;
}

/** TURN_END of `seat`: units it took until the end of the turn go back to their owner, or to their owner's hand. */
export function controlEnds(s: KardsState, q: Queue, seat: Seat, ev: EventSink): void {
  let due: Unit[] | null = null;
  // Allocates only when a unit is due (every turn end passes here).
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.ctl !== undefined && u.owner === seat) (due ??= []).push(u);
  if (due === null) return;
  for (const u of due) {
    const how = u.ctl;
    u.ctl = undefined;
    if (u.dead) continue;
    if (how === CTL.hand) {
      u.owner = 1 - seat;
      toHand(s, q, u, ev);
    } else takeControl(s, u, 1 - seat, ev);
  }
}
