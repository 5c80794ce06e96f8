// Develop (other sets; ruling K-R63d): "choose 1 of 3 random X to add to your hand". The three candidates are
// drawn from the catalog when the effect runs and kept in the owner's side (`Side.dev`, hidden: only the owner's
// view lists them, determinization redraws the opponent's); a DEVELOP decision of the owner on the queue names
// one by its index (the queue itself holds no card: H1). The card chosen joins the hand as 明牌 (it comes from
// outside the deck, as every card added to a hand); "Develop two" asks again with fresh candidates.
import { recReplaced, recTake, recUnshifted, TAKEN } from '../deck-rec.js';
import type { EventSink, Rng, Seat } from '../../../engine/index.js';
import type { Queue, Step } from '../../../engine/queue.js';
import type { KardsAction } from '../actions.js';
import { CARDS } from '../cards.js';
import { addToHand, drawnFromDeck, MOD_COST_UNIT, takeFromHand } from '../hand.js';
import { discardBlocked } from '../units.js';
import { costAt } from '../costs.js';
import { deckOut } from '../deck-age.js';
import type { KardsState } from '../state.js';
import type { Effect } from './lang.js';
import { pickFits } from './select.js';
import type { Run } from './verbs.js';

type Develop = Extract<Effect, { do: 'develop' }>;
/** How many candidates a Develop offers. */
export const DEVELOP_CHOICES = 3;

/** Implemented cards a Develop may offer: of a printed name (tokens too), else deckable ones of nations / kinds / rarity. */
function poolOf(e: Develop): number[] {
  const nations = e.nation === '' ? null : e.nation.split('|');
  // A named Develop holds the id of one card of that name (cards.ts).
  // K-R70o: several names ("Develop A, B or C"), ids joined by '|': one card of each name, in the printed order.
  if (e.name.includes('|')) return e.name.split('|').map((id) => CARDS.find((c) => c.id === id)).filter((c) => c !== undefined && c.script.ok).map((c) => c!.i);
  const named = e.name === '' ? '' : CARDS.find((c) => c.id === e.name)?.name.en ?? '?';
  return CARDS.filter((c) => c.script.ok && !c.id.endsWith('_vet') && (e.name !== ''
    ? c.name.en === named
    : c.set !== 'OnlySpawnable' && c.set !== 'Special' && pickFits(c.i, e.kind) && (nations === null || nations.includes(c.nation)) && (!e.elite || c.rarity === 'Elite') && (e.maxAtk === undefined || c.atk <= e.maxAtk) && (e.navy !== true || c.set === 'NavalWarfare'))).map((c) => c.i);
}

/** Per card: its Develop (null: it has none). */
const DEV_OF: readonly (Develop | null)[] = CARDS.map((c) => {
  if (!c.script.ok) return null;
  for (const a of c.script.abilities) for (const e of a.effects) if (e.do === 'develop') return e;
  return null;
});
/** Per card: the pool of its Develop (null: it has none, or it chooses among the top of the deck). Built once at load. */
export const DEV_POOL: readonly (readonly number[] | null)[] = DEV_OF.map((e) => (e && e.deck === undefined && e.ownDeck !== true ? poolOf(e) : null));
/** Per card (K-R71h): its Develop offers the different cards of its player's deck. */
const DEV_OWN = Uint8Array.from(DEV_OF, (e) => (e?.ownDeck === true ? 1 : 0));
/** K-R71h: the different cards of a deck, in deck order (bottom first). */
function deckPool(deck: readonly number[]): number[] {
  const out: number[] = [];
  for (const c of deck) if (!out.includes(c)) out.push(c);
  return out;
}
/** Per card: how many top cards of the deck its "choose and draw" offers (0: none). */
export const DEV_DECK: readonly number[] = DEV_OF.map((e) => e?.deck ?? 0);
/** Per card (K-R69y): its Develop offers cards of its player's main nation only. */
const DEV_MAIN = Uint8Array.from(DEV_OF, (e) => (e?.main === true ? 1 : 0));
/** The pool of card's Develop for seat: of seat's main nation when the text says so. */
function poolFor(s: KardsState, seat: Seat, card: number): readonly number[] | null {
  const pool = DEV_POOL[card];
  return pool && DEV_MAIN[card] === 1 ? pool.filter((c) => CARDS[c].nation === s.sides[seat].nation) : pool;
}
/** Per card (K-R69o): its "choose and draw" offers the top units only (the other cards stay where they are). */
const DEV_UNITS = Uint8Array.from(DEV_OF, (e) => (e?.deckUnits === true ? 1 : 0));

/** Up to three different cards of the pool, at random (all of it when it has three or fewer). */
function candidates(pool: readonly number[], rng: Rng): number[] {
  if (pool.length <= DEVELOP_CHOICES) return pool.slice();
  const out: number[] = [];
  while (out.length < DEVELOP_CHOICES) {
    const c = pool[rng.int(pool.length)];
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

/**
 * `Side.dev` holds one group per DEVELOP owed (several may wait at once: a deployment effect run twice, a Develop
 * inside another's): [id, card, n, c1 … cn] each, id the step's `d`, so a decision finds its own candidates.
 */
const HEAD = 3;

/** Where group id starts in dev, -1 if absent. */
function groupAt(dev: readonly number[], id: number): number {
  for (let i = 0; i < dev.length; i += HEAD + dev[i + 2]) if (dev[i] === id) return i;
  return -1;
}

/** The candidates of the DEVELOP step st (by seat st.by, group st.d), in order; [] if none. */
export function offered(s: KardsState, seat: Seat, id: number): number[] {
  const dev = s.sides[seat].dev;
  const at = dev ? groupAt(dev, id) : -1;
  return at < 0 ? [] : dev!.slice(at + HEAD, at + HEAD + dev![at + 2]);
}

/** Every card on offer to seat now (its view). */
export function allOffered(dev: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < dev.length; i += HEAD + dev[i + 2]) for (let k = 0; k < dev[i + 2]; k++) out.push(dev[i + HEAD + k]);
  return out;
}

/** Offer the candidates of card's Develop to owner: the group's id, or -1 when there is nothing to offer. */
export function offer(s: KardsState, owner: Seat, card: number, rng: Rng): number {
  const p = s.sides[owner];
  let cands: number[];
  const top = DEV_DECK[card];
  if (top > 0) {
    // The top cards leave the deck while the choice is owed (hidden as the deck was); top first.
    if (p.deck.length === 0) return -1;
    cands = [];
    if (DEV_UNITS[card] === 1) {
      // The top units, from the top down; the cards between them keep their places.
      for (let i = p.deck.length - 1; i >= 0 && cands.length < top; i--) if (CARDS[p.deck[i]].cls !== 0) { recTake(p, i); cands.push(p.deck.splice(i, 1)[0]); }
      if (cands.length === 0) return -1;
    } else while (cands.length < top && p.deck.length > 0) { recTake(p, p.deck.length - 1); cands.push(p.deck.pop()!); }
  } else if (DEV_OWN[card] === 1) {
    const pool = deckPool(p.deck);
    if (pool.length === 0) return -1;
    cands = candidates(pool, rng);
  } else {
    const pool = poolFor(s, owner, card);
    if (!pool || pool.length === 0) return -1;
    cands = candidates(pool, rng);
  }
  // A fresh id: the unit counter, which only grows (no unit takes this number).
  const id = s.nextUid++;
  p.dev = [...(p.dev ?? []), id, card, cands.length, ...cands];
  return id;
}

type Ask = (q: Queue, owner: Seat, card: number, n: number, src: number, id: number) => void;

/** Per card (K-R70e): what its "choose 1 of 3 cards in the enemy hand" does with the card chosen (0 none, 1 steal, 2 plan). */
const PEEK = Uint8Array.from(CARDS, (c) => {
  if (!c.script.ok) return 0;
  for (const a of c.script.abilities) for (const e of a.effects) if (e.do === 'peekEnemy') return e.then === 'steal' ? 1 : e.then === 'plan' ? 2 : 0;
  return 0;
});
const PLAN = CARDS.findIndex((c) => c.id === 'plan');

/** K-R70e: up to three random cards of the enemy hand, revealed (明牌) and offered to owner as card's DEVELOP; the group's id, or -1. */
export function offerEnemyHand(s: KardsState, owner: Seat, card: number, ev: EventSink): number {
  const o = s.sides[1 - owner];
  const slots: number[] = [];
  for (let h = 0; h < o.hand.length; h++) slots.push(h);
  s.rng.shuffle(slots);
  slots.length = Math.min(slots.length, DEVELOP_CHOICES);
  if (slots.length === 0) return -1;
  for (const h of slots) if (!o.shown[h]) {
    o.shown[h] = true;
    ev?.push({ type: 'revealed', to: 'all', data: { seat: 1 - owner, card: o.hand[h] } });
  }
  const id = s.nextUid++;
  const p = s.sides[owner];
  p.dev = [...(p.dev ?? []), id, card, slots.length, ...slots.map((h) => o.hand[h])];
  return id;
}

/** K-R70e: the card chosen among the enemy's: a shown copy of it in the enemy hand is discarded (or becomes PLAN), and the chooser gets a copy (or a PLAN). */
function enemyCardChosen(s: KardsState, q: Queue, owner: Seat, what: number, card: number, ev: EventSink): void {
  const o = s.sides[1 - owner];
  let h = -1;
  for (let k = 0; k < o.hand.length && h < 0; k++) if (o.hand[k] === card && o.shown[k]) h = k;
  if (what === 2) {
    if (h >= 0) {
      o.hand[h] = PLAN;
      o.mods[h] = 0;
      ev?.push({ type: 'convertedInHand', to: 'all', data: { seat: 1 - owner, h, card: 'plan' } });
    }
    addToHand(s, owner, PLAN, true, ev);
    return;
  }
  if (h >= 0 && !discardBlocked(s, 1 - owner)) {
    takeFromHand(s, 1 - owner, h);
    ev?.push({ type: 'discarded', to: 'all', data: { seat: 1 - owner, card } });
    DISCARDED.hook(s, q, 1 - owner, card);
  }
  addToHand(s, owner, card, true, ev);
}
/** What a discard answers (set by steps.ts: its "if discarded" abilities and listeners). */
export const DISCARDED = { hook: (_s: KardsState, _q: Queue, _seat: Seat, _card: number): void => undefined };

export function developVerb(ask: Ask) {
  return {
    develop: (r: Run, e: Develop): void => {
      if (e.n <= 0) return;
      const id = offer(r.s, r.owner, r.card, r.s.rng);
      if (id >= 0) ask(r.q, r.owner, r.card, e.n, r.src, id);
      // K-R71d (YANK): its player's first Develop this turn brings the listener's own Develop too (once a turn, itself included).
      const p = r.s.sides[r.owner];
      if (p.hears !== undefined && p.devAt !== r.s.turn) alsoDevelop(r, p.hears, ask);
    },
  };
}

/** Per card: an order whose listener Develops the first time its player Develops each turn (K-R71d, YANK). */
const ON_DEVELOP = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'onDevelop') ? 1 : 0));

/** K-R71d: each such listener its player holds (Side.hears) offers its Develop; the turn is marked first, so these do not fire again. */
function alsoDevelop(r: Run, hears: readonly number[], ask: Ask): void {
  for (let i = 0; i < hears.length; i += 2) {
    const card = hears[i];
    if (ON_DEVELOP[card] !== 1) continue;
    r.s.sides[r.owner].devAt = r.s.turn;
    const id = offer(r.s, r.owner, card, r.s.rng);
    if (id >= 0) ask(r.q, r.owner, card, 1, -1, id);
  }
}

/** The DEVELOP step (by = owner, a = card, b = how many Develops remain, this one included, c = source unit, d = group id). */
export function developChoices(s: KardsState, st: Readonly<Step>, out: KardsAction[]): void {
  const n = offered(s, st.by, st.d).length;
  for (let i = 0; i < n; i++) out.push(chooseAct(i));
}

export function developDecide(s: KardsState, q: Queue, st: Readonly<Step>, a: KardsAction, ev: EventSink, ask: Ask): void {
  if (a.t !== 'choose') throw new Error('kards: a choose answers a develop');
  const p = s.sides[st.by];
  const cands = offered(s, st.by, st.d);
  const card = cands[a.i];
  if (p.dev) {
    const at = groupAt(p.dev, st.d);
    if (at >= 0) p.dev.splice(at, HEAD + p.dev[at + 2]);
    if (p.dev.length === 0) p.dev = undefined;
  }
  if (card === undefined) return;
  if (PEEK[st.a] !== 0) return enemyCardChosen(s, q, st.by, PEEK[st.a], card, ev);
  if (DEV_DECK[st.a] > 0) {
    // Drawn (hidden, its deck age read, §3.4.6); the others under the deck one by one, the top one first.
    const rest = cands.filter((_c, i) => i !== a.i);
    const drawn = addToHand(s, st.by, card, false, ev, deckOut(s, st.by, card));
    p.deck.unshift(...rest.reverse());
    recUnshifted(p, rest.length);
    if (drawn) {
      // EXPLOIT THE GAP (K-R69o): "Give it Blitz and set cost to 0" — the drawn card's hand slot.
      const e = DEV_OF[st.a], h = p.hand.length - 1;
      if (e?.mod !== undefined) p.mods[h] |= e.mod;
      if (e?.cost0 === true) p.mods[h] -= costAt(s, st.by, h) * MOD_COST_UNIT;
      drawnFromDeck(s, st.by, card, ev);
    }
    return;
  }
  // PILOT ESCAPE (K-R69y): the card developed costs less and carries its marks.
  const e = DEV_OF[st.a];
  // K-R71h, option developFromDeck 'tutor': the card chosen is drawn from the deck, not made.
  if (DEV_OWN[st.a] === 1 && s.o.developFromDeck === 'tutor') drawChosen(s, st.by, card, ev);
  else addToHand(s, st.by, card, true, ev, e?.main === true ? (e.mod ?? 0) - (e.less ?? 0) * MOD_COST_UNIT : 0);
  if (st.b > 1) {
    const id = offer(s, st.by, st.a, s.rng);
    if (id >= 0) ask(q, st.by, st.a, st.b - 1, st.c, id);
  }
}

/**
 * K-R71h's tutor reading: `card`, chosen among the deck's cards, is drawn — the copy nearest the top, with its deck records (hidden,
 * its deck age read, §3.4.6); the other copies and candidates stay where they are. No copy left in the deck by now: nothing.
 */
function drawChosen(s: KardsState, seat: Seat, card: number, ev: EventSink): void {
  const p = s.sides[seat];
  const i = p.deck.lastIndexOf(card);
  if (i < 0) return;
  const m = recTake(p, i);
  p.deck.splice(i, 1);
  if (addToHand(s, seat, card, false, ev, deckOut(s, seat, card) | m, TAKEN.stat)) drawnFromDeck(s, seat, card, ev);
}

/** Determinization: the opponent's candidates are as hidden as its hand; fresh ones from the same pool, or its unseen cards. */
export function redrawDev(s: KardsState, seat: Seat, rng: Rng): void {
  const p = s.sides[seat];
  const dev = p.dev;
  if (dev === undefined) return;
  for (let i = 0; i < dev.length; i += HEAD + dev[i + 2]) {
    const card = dev[i + 1], n = dev[i + 2];
    const pool = poolFor(s, seat, card);
    if (DEV_DECK[card] > 0) {
      // Cards from the top of its deck: any of its unseen cards, swapped with the (already resampled) deck.
      for (let k = 0; k < n && p.deck.length > 0; k++) {
        const j = rng.int(p.deck.length);
        const x = p.deck[j];
        p.deck[j] = dev[i + HEAD + k];
        recReplaced(p, j);
        dev[i + HEAD + k] = x;
      }
    } else if (DEV_OWN[card] === 1) {
      // K-R71h: from the (already resampled) deck, as hidden as it.
      const own = deckPool(p.deck);
      const fresh = own.length > 0 ? candidates(own, rng) : [];
      for (let k = 0; k < n; k++) dev[i + HEAD + k] = fresh[k] ?? dev[i + HEAD + k];
    } else if (pool) {
      const fresh = candidates(pool, rng);
      for (let k = 0; k < n; k++) dev[i + HEAD + k] = fresh[k] ?? dev[i + HEAD + k];
    }
  }
}

const CHOOSE: KardsAction[] = [];
function chooseAct(i: number): KardsAction {
  while (CHOOSE.length <= i) CHOOSE.push(Object.freeze({ t: 'choose', i: CHOOSE.length }));
  return CHOOSE[i];
}
