// 卡组内效果 (§3.4.6): "部分卡牌会根据在卡组内的时间获得额外效果" — a card that counts the turns it spent in your
// deck (ARMAMENTS, MATERIALS: "if this card spent 4+ turns in your deck"). Only such cards are timed: Side.aged
// holds (card, game turn it entered) pairs; when one leaves the deck for a hand, its count is read once and
// kept as a hand-slot bit (MOD.aged), which the order's condition reads when it is given (K-3.4.6a–d).
import type { Seat } from '../../engine/index.js';
import { CARDS } from './cards.js';
import { HAND_MOD } from './effects/lang.js';
import type { KardsState } from './state.js';

/** How many turns in the deck the `aged4` condition asks for. */
export const AGED_TURNS = 4;

/** Per card: its text asks how long it spent in the deck. */
export const TIMED: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.cond === 'aged4' || a.cond === 'notAged4'));

/** A card enters `seat`'s deck (shuffled in, put back from hand): a timed one starts counting from now (K-R62t). */
export function deckIn(s: KardsState, seat: Seat, card: number): void {
  if (!TIMED[card]) return;
  const p = s.sides[seat];
  (p.aged ??= []).push(card, s.turn);
}

/**
 * A card leaves `seat`'s deck for its hand: the hand-slot bits it takes along (MOD.aged when it spent enough turns).
 * Copies of one card are alike in the deck; the one that leaves takes the oldest count (K-R62f).
 */
export function deckOut(s: KardsState, seat: Seat, card: number): number {
  const p = s.sides[seat];
  if (!TIMED[card] || p.aged === undefined) return 0;
  // Pairs: card indices at even positions, turns at odd ones (only even slots are compared).
  let k = -1;
  for (let j = 0; j < p.aged.length; j += 2) if (p.aged[j] === card) { k = j; break; }
  if (k < 0) return 0;
  const since = p.aged[k + 1];
  p.aged.splice(k, 2);
  if (p.aged.length === 0) p.aged = undefined;
  return turnsSince(s, seat, since) >= AGED_TURNS ? HAND_MOD.aged : 0;
}

/** Turns begun after `since` up to now: its owner's only (official), or every game turn (`deckTurns: 'all'`). */
export function turnsSince(s: KardsState, seat: Seat, since: number): number {
  let n = 0;
  for (let t = since + 1; t <= s.turn; t++) if (s.o.deckTurns === 'all' || turnSeat(s, t) === seat) n++;
  return n;
}

/** Whose turn game turn t is: the first player's turns are odd. */
function turnSeat(s: KardsState, t: number): Seat {
  return t % 2 === 1 ? s.first : 1 - s.first;
}
