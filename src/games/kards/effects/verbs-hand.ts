// Verbs on a card chosen in a hand ("choose a card in hand", a HOLD decision; effects/hold.ts): its cost, where it
// goes. The slot chosen is HELD.h while the card's `held` ability runs (-1 otherwise: these verbs then do nothing,
// and the compiler refuses them outside a `held` ability, so no card relies on that).
import type { Queue } from '../../../engine/queue.js';
import type { Seat } from '../../../engine/index.js';
import { CARDS } from '../cards.js';
import { costAt } from '../costs.js';
import { deckIn } from '../deck-age.js';
import { MOD_COST_UNIT, takeFromHand } from '../hand.js';
import type { Unit } from '../state.js';
import type { Effect } from './lang.js';
import { pickFits } from './select.js';
import type { Run } from './verbs.js';

/** The hand slot a `held` ability acts on (-1: none, or the card has left the hand). */
export const HELD = { h: -1 };

type Fx<V extends Effect['do']> = Extract<Effect, { do: V }>;

/** Whether hand slot h of seat fits a HOLD's filter (kind, nation, cost now). */
export function holdFits(r: { s: Run['s'] }, seat: Seat, h: number, e: Fx<'hold'>): boolean {
  const card = r.s.sides[seat].hand[h];
  if (!pickFits(card, e.kind) || (e.nation !== '' && CARDS[card].nation !== e.nation)) return false;
  if (e.minCost === 0 && e.maxCost >= 99) return true;
  const c = costAt(r.s, seat, h);
  return c >= e.minCost && c <= e.maxCost;
}

export function handVerbs(addUnit: (r: Run, card: number, l: number) => Unit | null, ask: (q: Queue, owner: Seat, card: number, src: number) => void) {
  return {
    hold: (r: Run, e: Fx<'hold'>): void => {
      // Asked only while a card fits (none: nothing happens, the card was not a cost).
      const hand = r.s.sides[r.owner].hand;
      for (let h = 0; h < hand.length; h++) if (holdFits(r, r.owner, h, e)) return ask(r.q, r.owner, r.card, r.src);
    },
    heldCost: (r: Run, e: Fx<'heldCost'>): void => {
      const h = HELD.h, p = r.s.sides[r.owner];
      if (h < 0 || h >= p.hand.length) return;
      // A hand-slot change (Side.mods bits 8 and up): what it costs now, moved by n, or to n.
      const now = costAt(r.s, r.owner, h);
      const less = e.byOp === true ? Math.max(0, CARDS[p.hand[h]].op) : e.n;
      const to = e.set ? e.n : Math.max(0, now - less);
      p.mods[h] += (to - now) * MOD_COST_UNIT;
    },
    heldTo: (r: Run, e: Fx<'heldTo'>): void => {
      const h = HELD.h, s = r.s, p = s.sides[r.owner];
      if (h < 0 || h >= p.hand.length) return;
      const card = p.hand[h];
      if (e.where === 'play') {
        if (CARDS[card].cls === 0 || s.lines[r.owner].length >= s.o.supportSize) return;
        takeFromHand(s, r.owner, h);
        HELD.h = -1;
        addUnit(r, card, r.owner);
        return;
      }
      takeFromHand(s, r.owner, h);
      HELD.h = -1;
      p.deck.push(card);
      deckIn(s, r.owner, card);
      if (e.where === 'shuffle') s.rng.shuffle(p.deck);
      // The opponent learns that a card went back, not which.
      r.ev?.push({ type: 'toDeck', to: 'all', data: { seat: r.owner } });
    },
    shuffleDeck: (r: Run): void => {
      r.s.rng.shuffle(r.s.sides[r.owner].deck);
    },
    heldCopy: (r: Run): void => {
      const h = HELD.h, p = r.s.sides[r.owner];
      if (h < 0 || h >= p.hand.length || CARDS[p.hand[h]].cls === 0) return;
      addUnit(r, p.hand[h], r.owner);
    },
  };
}
