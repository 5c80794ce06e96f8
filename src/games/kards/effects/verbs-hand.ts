// Verbs on a card chosen in a hand ("choose a card in hand", a HOLD decision; effects/hold.ts): its cost, where it
// goes. The slot chosen is HELD.h while the card's `held` ability runs (-1 otherwise: these verbs then do nothing,
// and the compiler refuses them outside a `held` ability, so no card relies on that).
import type { Queue } from '../../../engine/queue.js';
import type { Seat } from '../../../engine/index.js';
import { CARDS } from '../cards.js';
import { costAt } from '../costs.js';
import { deckIn } from '../deck-age.js';
import { fromHandToDeck, MOD_COST_UNIT, takeFromHand } from '../hand.js';
import { findUnit, type Unit } from '../state.js';
import { alive, departs, removeUnit, scotsPick } from '../units.js';
import { HAND_MOD, HAND_ON, HAND_PLUS_MASK, HAND_PLUS_SHIFT, KW, type Effect } from './lang.js';
import { bondOf } from '../bond.js';
import { pickFits } from './select.js';
import { HOOKS, randomPool, VERBS, type Run } from './verbs.js';
import { recPushed, recSet, shuffleDeck } from '../deck-rec.js';

/** The hand slot a `held` ability acts on (-1: none, or the card has left the hand). */
export const HELD = { h: -1 };

type Fx<V extends Effect['do']> = Extract<Effect, { do: V }>;

/**
 * Per card (K-R71l, EAGLE DAY): the delayed ability's trigger of a HOLD whose card is put into play with Blitz (null: no such card).
 * With option eagleDay 'random' the unit is a new random card of the HOLD's nation and classes (`randomPool`, built on first use).
 */
const PLAY_NEW: readonly (Fx<'later'> | null)[] = CARDS.map((c) => {
  if (!c.script.ok) return null;
  const held = c.script.abilities.find((a) => a.when === 'held');
  if (!held || !held.effects.some((e) => e.do === 'heldTo' && e.where === 'play' && e.blitz === true)) return null;
  return (held.effects.find((e) => e.do === 'later') as Fx<'later'> | undefined) ?? null;
});
const PLAY_NEW_POOL: (readonly number[] | undefined)[] = [];

/** Per card: the card a Veteran card (`<id>_vet`) was promoted from, -1 otherwise. */
const VET_OF: readonly number[] = CARDS.map((c) => (c.id.endsWith('_vet') ? CARDS.findIndex((x) => x.id === c.id.slice(0, -4)) : -1));

/** Whether hand slot h of seat fits a HOLD's filter (kind, nation, cost now). */
export function holdFits(r: { s: Run['s'] }, seat: Seat, h: number, e: Fx<'hold'>): boolean {
  const card = r.s.sides[seat].hand[h];
  if (!pickFits(card, e.kind) || (e.nation !== '' && CARDS[card].nation !== e.nation)) return false;
  if (e.minCost === 0 && e.maxCost >= 99) return true;
  const c = costAt(r.s, seat, h);
  return c >= e.minCost && c <= e.maxCost;
}

/** Per card: how much less it costs per event it answers in hand (Statics.handLess), and which events (HAND_ON bits). */
const LESS_N = Int8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.handLess?.n ?? 0 : 0));
const LESS_ON = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.handLess?.on ?? 0 : 0));

/** Seat's hand cards that answer `on` ("this unit costs 2 less each time you give an order") cost that much less now. */
export function handEvent(s: Run['s'], seat: Seat, on: number): void {
  const p = s.sides[seat];
  for (let h = 0; h < p.hand.length; h++) if ((LESS_ON[p.hand[h]] & on) !== 0) p.mods[h] -= LESS_N[p.hand[h]] * MOD_COST_UNIT;
}

/** A countermeasure of seat fired: its owner's hand and the other hand answer. */
export function cmFiredInHands(s: Run['s'], seat: Seat): void {
  handEvent(s, seat, HAND_ON.ownCm);
  handEvent(s, 1 - seat, HAND_ON.enemyCm);
}

/**
 * K-R71l's other reading: a random deckable, supported card of the HOLD's nation and classes is added (增加) to its owner's support
 * line with Blitz (no room: nothing), "it" for what follows, and its return as the turn ends is set (the `held` ability's delayed one).
 */
function playNew(r: Run, e: Fx<'hold'>, later: Fx<'later'>): void {
  const pool = (PLAY_NEW_POOL[r.card] ??= randomPool(e.nation, e.kind, 99));
  if (pool.length === 0 || r.s.lines[r.owner].length >= r.s.o.supportSize) return;
  const u = ADD.unit(r, pool[r.s.rng.int(pool.length)], r.owner);
  if (!u) return;
  u.kw |= KW.blitz;
  r.last.length = 0;
  r.last.push(u.uid);
  VERBS.later(r, later);
}
/** verbs.ts addUnit (handVerbs' argument). */
const ADD: { unit: (r: Run, card: number, l: number) => Unit | null } = { unit: () => null };

export function handVerbs(addUnit: (r: Run, card: number, l: number) => Unit | null, ask: (q: Queue, owner: Seat, card: number, src: number) => void) {
  ADD.unit = addUnit;
  return {
    hold: (r: Run, e: Fx<'hold'>): void => {
      // K-R71l, option eagleDay 'random': a new random unit of the filter, not one of the hand (no HOLD decision).
      const later = PLAY_NEW[r.card];
      if (later !== null && r.s.o.eagleDay === 'random') return playNew(r, e, later);
      // Asked only while a card fits (none: nothing happens, the card was not a cost).
      const hand = r.s.sides[r.owner].hand;
      // SURVEIL (K-R69a): asked "at" the order's chosen target, which the held ability reads as its source.
      for (let h = 0; h < hand.length; h++) if (holdFits(r, r.owner, h, e)) return ask(r.q, r.owner, r.card, e.at === true ? (r.last.length > 0 ? r.last[0] : -1) : r.src);
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
      // K-R68h: "Activate it at the end of your turn": set face down now (a countermeasure answers only the enemy's events).
      if (e.where === 'cm') {
        if (CARDS[card].type !== 'countermeasure') return;
        takeFromHand(s, r.owner, h);
        HELD.h = -1;
        p.cms.push(card);
        r.ev?.push({ type: 'cmSet', to: [r.owner], data: { seat: r.owner, card: CARDS[card].id } });
        r.ev?.push({ type: 'cardSet', to: [1 - r.owner], data: { seat: r.owner } });
        return;
      }
      if (e.where === 'play') {
        if (CARDS[card].cls === 0 || s.lines[r.owner].length >= s.o.supportSize) return;
        takeFromHand(s, r.owner, h);
        HELD.h = -1;
        const u = addUnit(r, card, r.owner);
        // EAGLE DAY (K-R71l): with Blitz, and "it" for what follows (its return at the end of the turn).
        if (u && e.blitz === true) {
          u.kw |= KW.blitz;
          r.last.length = 0;
          r.last.push(u.uid);
        }
        return;
      }
      // K-R70y: the slot's lasting changes go with the card (marks of this turn, of the hand and its age do not).
      const keep = e.keep === true && fromHandToDeck(card) === card ? p.mods[h] & ~(HAND_MOD.discardEot | HAND_MOD.discardNext | HAND_MOD.costEot | HAND_MOD.aged) : 0;
      takeFromHand(s, r.owner, h);
      HELD.h = -1;
      p.deck.push(fromHandToDeck(card));
      recPushed(p);
      if (keep !== 0) recSet(p, p.deck.length - 1, keep);
      deckIn(s, r.owner, p.deck[p.deck.length - 1]);
      if (e.where === 'shuffle') {
        shuffleDeck(s.rng, p);
        HOOKS.shuffled(s, r.owner);
      }
      // The opponent learns that a card went back, not which.
      r.ev?.push({ type: 'toDeck', to: 'all', data: { seat: r.owner } });
    },
    toDeck: (r: Run, e: Fx<'toDeck'>): void => {
      for (const ref of r.refs.slice()) {
        const u = ref >= 0 ? findUnit(r.s, ref) : null;
        if (!u || !alive(u)) continue;
        // The printed card (a Veteran goes back as its card), on top of the deck of the player it stands for.
        const card = VET_OF[u.card] >= 0 ? VET_OF[u.card] : u.card;
        if (!e.copy) {
          removeUnit(r.s, u);
          departs(r.s, u);
          r.ev?.push({ type: 'removed', to: 'all', data: { uid: u.uid, card: CARDS[u.card].id, seat: u.owner } });
        }
        r.s.sides[u.owner].deck.push(card);
        recPushed(r.s.sides[u.owner]);
        deckIn(r.s, u.owner, card);
      }
    },
    handShuffle: (r: Run, e: Fx<'handShuffle'>): void => {
      r.n = 0;
      for (const seat of e.both === true ? [r.owner, 1 - r.owner] : [r.owner]) {
        const p = r.s.sides[seat];
        const fits: number[] = [];
        for (let h = 0; h < p.hand.length; h++) if (pickFits(p.hand[h], e.kind)) fits.push(h);
        const slots = e.all ? fits : fits.length > 0 ? [fits[r.s.scots === true ? scotsPick(r.s, fits.length, (j) => p.hand[fits[j]]) : r.s.rng.int(fits.length)]] : [];
        // From the last slot down, so the slots still to take keep their places.
        for (let k = slots.length - 1; k >= 0; k--) {
          const card = e.copy ? p.hand[slots[k]] : fromHandToDeck(takeFromHand(r.s, seat, slots[k]));
          p.deck.push(card);
          deckIn(r.s, seat, card);
          if (seat === r.owner) r.n++;
        }
        if (slots.length > 0) {
          shuffleDeck(r.s.rng, p);
          HOOKS.shuffled(r.s, seat);
          r.ev?.push({ type: 'toDeck', to: 'all', data: { seat } });
        }
      }
    },
    shuffleDeck: (r: Run): void => {
      shuffleDeck(r.s.rng, r.s.sides[r.owner]);
      HOOKS.shuffled(r.s, r.owner);
    },
    // HULL DOWN (K-R69n): the chosen card carries the mark into play.
    heldMark: (r: Run, e: Fx<'heldMark'>): void => {
      const h = HELD.h, p = r.s.sides[r.owner];
      if (h >= 0 && h < p.hand.length) p.mods[h] |= e.mod;
    },
    // KING'S AFRICAN RIFLES (K-R70n): +n+n when deployed and Bond; more if it already has Bond. The slot holds at most +3+3.
    heldBond: (r: Run, e: Fx<'heldBond'>): void => {
      const h = HELD.h, p = r.s.sides[r.owner];
      if (h < 0 || h >= p.hand.length || CARDS[p.hand[h]].cls === 0) return;
      const m = p.mods[h], n = bondOf(p.hand[h], m) ? e.bond : e.n;
      const plus = Math.min(3, ((m & HAND_PLUS_MASK) >> HAND_PLUS_SHIFT) + n);
      p.mods[h] = (m & ~HAND_PLUS_MASK & ~HAND_MOD.bondLost) | HAND_MOD.bondGiven | (plus << HAND_PLUS_SHIFT);
    },
    // RATIONING (K-R70n): "Remove Bond from cards in your hand" — the unit cards with Bond now lose it.
    unbondHand: (r: Run): void => {
      const p = r.s.sides[r.owner];
      for (let h = 0; h < p.hand.length; h++) if (CARDS[p.hand[h]].cls !== 0 && bondOf(p.hand[h], p.mods[h])) p.mods[h] = (p.mods[h] & ~HAND_MOD.bondGiven) | HAND_MOD.bondLost;
    },
    heldCopy: (r: Run): void => {
      const h = HELD.h, p = r.s.sides[r.owner];
      if (h < 0 || h >= p.hand.length || CARDS[p.hand[h]].cls === 0) return;
      addUnit(r, p.hand[h], r.owner);
    },
  };
}
