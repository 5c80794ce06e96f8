// 羁绊 Bond (other sets, the Homefront expansion; K-R70j–l): "When you play a Bond card from your hand, your HQ takes Morale
// Damage — unless you controlled a unit of that same nation at the start of your turn." Morale damage is the seed's fatigue
// damage (§1.4) renamed by Homefront. The nations a side had on the battlefield as its turn began are kept in `Side.bondAt`,
// only once the side holds a Bond card (so no other game's state changes); every check returns at once for a card without Bond.
import type { EventSink, Seat } from '../../engine/index.js';
import { CARDS, NATIONS } from './cards.js';
import { HAND_MOD, KW } from './effects/lang.js';
import type { KardsState } from './state.js';
import { PLAYED_GV_HQ, STAT_BOND, statGv } from './deck-rec.js';

/** Per card: printed with Bond. */
export const BOND = Uint8Array.from(CARDS, (c) => ((c.script.kw & KW.bond) !== 0 ? 1 : 0));
/** Per card: its nation as a bit (the `NATIONS` index). */
export const NATION_BIT = Int32Array.from(CARDS, (c) => 1 << NATIONS.indexOf(c.nation));
/** Per card (THE POMPADOURS, K-R70m): while in its owner's hand, the HQ gains this much defense when its owner plays a card with Bond. */
const HAND_BOND_HQ = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.handBondHq ?? 0 : 0));
const ANY_HAND_BOND_HQ = HAND_BOND_HQ.some((n) => n > 0);

/** What playing a Bond card answers, set by verbs.ts (an HQ gain, with what answers that). */
export const BOND_HOOKS = {
  gainHq: (_s: KardsState, _seat: Seat, _n: number, _ev: EventSink): void => undefined,
};

/** Whether a unit card played with hand-slot marks m has Bond (its printed keyword, given or removed in hand). */
export function bondOf(card: number, m: number): boolean {
  if ((m & (HAND_MOD.bondGiven | HAND_MOD.bondLost)) === 0 || CARDS[card].cls === 0) return BOND[card] === 1;
  return (m & HAND_MOD.bondLost) === 0;
}

/** K-R71g (WAY OF SUBJECTS): a card played from seat's hand with given texts (STAT `stat`'s bits above 32) whose text is "your HQ gets +N defense when you play this card". */
export function playedWithGv(s: KardsState, seat: Seat, stat: number, ev: EventSink): void {
  const t = s.sides[seat].gvT;
  if (t === undefined) return;
  const m = statGv(stat);
  for (let i = 0; i < t.length; i++) if ((m & (1 << i)) !== 0 && PLAYED_GV_HQ[t[i]] > 0) BOND_HOOKS.gainHq(s, seat, PLAYED_GV_HQ[t[i]], ev);
}

/** Whether the side holds a card with Bond in hand or deck (printed, or given in hand). */
function holdsBond(s: KardsState, seat: Seat): boolean {
  const p = s.sides[seat];
  for (let i = 0; i < p.deck.length; i++) if (BOND[p.deck[i]] === 1) return true;
  for (let i = 0; i < p.hand.length; i++) if (BOND[p.hand[i]] === 1 || (p.mods[i] & HAND_MOD.bondGiven) !== 0) return true;
  // K-R71g: Bond given in the deck (a unit card's mark, another card's STAT bit), or to an order in hand; only while such records exist.
  const r = p.dmods, t = p.dstat, h = p.hstat;
  if (r !== undefined && r.length === p.deck.length) for (let i = 0; i < r.length; i++) if ((r[i] & HAND_MOD.bondGiven) !== 0 && CARDS[p.deck[i]].cls !== 0) return true;
  if (t !== undefined) for (let i = 0; i < t.length; i++) if ((t[i] & STAT_BOND) !== 0) return true;
  if (h !== undefined) for (let i = 0; i < h.length; i++) if ((h[i] & STAT_BOND) !== 0) return true;
  return false;
}

/** A bit above the nations' (NATIONS has 10) in TURN_START's mask: one of the side's units there has Bond (it may go back to hand and be played). */
export const BOND_HERE = 1 << 16;

/**
 * TURN_START (K-R70l): the nations of the new player's units on the battlefield (`mask`, counted in the turn start's own pass over
 * the board, before any start-of-turn ability), kept once the side holds a Bond card (in deck or hand, or a Bond unit there).
 */
export function noteTurnStart(s: KardsState, seat: Seat, mask: number): void {
  const p = s.sides[seat];
  if (p.bondAt !== undefined || (mask & BOND_HERE) !== 0 || holdsBond(s, seat)) p.bondAt = mask & ~BOND_HERE;
}

/**
 * The nations seat controlled as its turn began. Without the record (a Bond card that came from outside the deck in a turn the
 * side began without one): its units on the battlefield now that did not arrive this turn and are not taken this turn (K-R70l).
 */
function heldAtStart(s: KardsState, seat: Seat): number {
  const p = s.sides[seat];
  if (p.bondAt !== undefined) return p.bondAt;
  let m = 0;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && !u.fresh && u.ctl === undefined && !u.dead) m |= NATION_BIT[u.card];
  return m;
}

/**
 * A card with Bond played from seat's hand (a unit deployed, as it is placed; an order given, as it is announced; K-R70j): morale
 * damage to seat's HQ unless a unit of the card's nation stood as the turn began; then THE POMPADOURS in that hand (K-R70m).
 * The HQ is judged with the action (END, K-1.1c).
 */
export function bondPlayed(s: KardsState, seat: Seat, card: number, ev: EventSink): void {
  const p = s.sides[seat];
  if ((heldAtStart(s, seat) & NATION_BIT[card]) === 0) {
    let n = 1;
    if (s.o.bondMorale !== 'one') n = ++p.fatigue;
    p.hq -= n;
    ev?.push({ type: 'morale', to: 'all', data: { seat, n, card: CARDS[card].id } });
  }
  if (ANY_HAND_BOND_HQ) for (let h = 0; h < p.hand.length; h++) {
    const g = HAND_BOND_HQ[p.hand[h]];
    if (g > 0) BOND_HOOKS.gainHq(s, seat, g, ev);
  }
}
