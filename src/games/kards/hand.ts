// Hands and decks (§1.3, §1.4): draws with fatigue, the hand limit, 明牌, discards.
import type { EventSink, Seat } from '../../engine/index.js';
import type { KardsState } from './state.js';
import { cardByName, CARDS } from './cards.js';
import { discardBlocked, fx, SCOTS, scotsPick } from './units.js';
import { deckOut } from './deck-age.js';
import { HAND_ON } from './effects/lang.js';
import { handStat, recTake, TAKEN } from './deck-rec.js';

/** Per card, the damage its unit deals to the enemy HQ per enemy draw. */
const STATICS_OF: readonly number[] = CARDS.map((c) => (c.script.ok ? c.script.statics.onEnemyDraw : 0));

/** Draw n (§1.4: an empty deck deals fatigue 1, 2, 3…; §1.3: a card over the hand limit is removed). */
export function draw(s: KardsState, seat: Seat, n: number, ev: EventSink): void {
  const p = s.sides[seat];
  for (let i = 0; i < n; i++) {
    // K-R70w: a change made to the card in the deck becomes its hand slot's.
    let m = 0, st = 0;
    if (p.dmods !== undefined && p.deck.length > 0) { m = recTake(p, p.deck.length - 1); st = TAKEN.stat; }
    const c = p.deck.pop();
    if (c === undefined) {
      p.fatigue++;
      p.hq -= p.fatigue;
      ev?.push({ type: 'fatigue', to: 'all', data: { seat, n: p.fatigue } });
      continue;
    }
    if (addToHand(s, seat, c, false, ev, deckOut(s, seat, c) | m, st)) drawnFromDeck(s, seat, c, ev);
    // "Each time the enemy draws a card, deal 2 damage to the enemy HQ" (KV-1 1941), at once.
    if (s.watch > 0) punishDraw(s, seat, ev);
  }
}

function punishDraw(s: KardsState, seat: Seat, ev: EventSink): void {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    const n = u.owner !== seat && !u.dead ? STATICS_OF[fx(u)] : 0;
    if (n > 0) {
      s.sides[seat].hq -= n;
      ev?.push({ type: 'hqDamage', to: 'all', data: { seat, n } });
    }
  }
}

/** Per card: "Show when drawn: …" (other sets, K-R64w). */
const SHOWS = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'drawn') ? 1 : 0));
/** What drawing such a card does (set by steps.ts: it is shown, its ability queued). */
export const DRAWN = {
  hook: (_s: KardsState, _seat: Seat, _card: number, _ev: EventSink): void => undefined,
  /** An HQ gains defense (verbs.ts gainHq, set there: what an HQ gain answers). */
  gainHq: (_s: KardsState, _seat: Seat, _n: number, _ev: EventSink): void => undefined,
  /** Seat drew a card beyond its turn's draw: the other player's countermeasures that answer it (K-R68q, set by steps.ts). */
  extra: (_s: KardsState, _seat: Seat, _ev: EventSink): void => undefined,
};
/** Set while the turn's own card is drawn (steps.ts DRAW): that draw is no extra card (K-R68q). */
export const TURN_DRAW = { on: false };

/** Per card (K-R68f): how much less it costs in hand per card the enemy draws. */
const FOE_DRAW_LESS = Int8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.handLess !== undefined && (c.script.statics.handLess.on & HAND_ON.foeDraw) !== 0 ? c.script.statics.handLess.n : 0));

/** Per card: what its unit does when its owner draws a card (Statics.onOwnDraw, K-R64d2). */
const OWN_DRAW = CARDS.map((c) => (c.script.ok ? c.script.statics.onOwnDraw : undefined));

/**
 * Card (just added to seat's hand from its deck) was drawn, during play (not the opening hand or a mulligan): "Show
 * when drawn"; units' "when you draw a card" (at once, only while a watched unit is on the battlefield).
 */
export function drawnFromDeck(s: KardsState, seat: Seat, card: number, ev: EventSink): void {
  if (s.phase !== 'play') return;
  // "If in your hand, reduce cost by 1 each time the enemy draws a card" (K-R68f): the other hand's such cards.
  const o = s.sides[1 - seat];
  for (let h = 0; h < o.hand.length; h++) if (FOE_DRAW_LESS[o.hand[h]] !== 0) o.mods[h] -= FOE_DRAW_LESS[o.hand[h]] * MOD_COST_UNIT;
  if (SHOWS[card] === 1) DRAWN.hook(s, seat, card, ev);
  if (!TURN_DRAW.on && o.cms.length > 0) DRAWN.extra(s, seat, ev);
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    const d = OWN_DRAW[fx(u)];
    if (d === undefined || u.owner !== seat || u.dead) continue;
    u.tmpAtk += d.atk;
    if (d.hq > 0) DRAWN.gainHq(s, seat, d.hq, ev);
  }
}

/** Per hand slot bits (Side.mods), defined with the effect language that sets them. */
export { HAND_MOD as MOD } from './effects/lang.js';
/**
 * Cost added per hand slot (bits 16 and up, signed): "cards in enemy hand cost +1 kredit". The bits below are the marks
 * (HAND_MOD, 16 of them; `MOD_MARKS`); the field was widened from 8 to 16 marks on 2026-12-03 (K-R69m).
 */
export const MOD_COST_SHIFT = 16;
export const MOD_COST_UNIT = 1 << MOD_COST_SHIFT;
export const MOD_MARKS = MOD_COST_UNIT - 1;

/** Per card (K-R68z): the card it becomes when put from its owner's hand into the deck ("Convert into X if put from your hand to deck"), else itself. */
const DECK_AS = Int32Array.from(CARDS, (c) => {
  const to = c.script.ok ? c.script.statics.deckAs : undefined;
  const i = to === undefined ? -1 : cardByName(to);
  return i >= 0 ? i : c.i;
});

/** The card that goes into the deck when `card` is put there from the hand (K-R68z). */
export function fromHandToDeck(card: number): number {
  return DECK_AS[card];
}

/** Per card (K-R71i): its text reads the side's units destroyed since the start of its last turn (Side.lostAt). */
export const READS_LOST = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.effects.some((e) => e.do === 'lostDeaths')) ? 1 : 0));

/** A card entering a hand (set by costs.ts: 27. FÜSILIERS's "reduce its cost by 1, to a minimum of 1", K-R70u; read only while watched). */
export const HAND_ENTER = { hook: (_s: KardsState, _seat: Seat, _h: number): void => undefined, any: false };

/** A card joins the hand, or is removed when the hand is full (§1.3). */
export function addToHand(s: KardsState, seat: Seat, card: number, shown: boolean, ev: EventSink, mod = 0, stat = 0): boolean {
  const p = s.sides[seat];
  if (p.hand.length >= s.o.handLimit) {
    ev?.push({ type: 'burned', to: 'all', data: { seat, card } });
    return false;
  }
  p.hand.push(card);
  p.shown.push(shown);
  p.mods.push(mod);
  // K-R70w2: the hand's stat record, if any, follows the slots; a card drawn with stat changes brings them.
  if (p.hstat !== undefined) p.hstat.push(0);
  if (stat !== 0) handStat(p, p.hand.length - 1, stat);
  if (HAND_ENTER.any && s.watch > 0) HAND_ENTER.hook(s, seat, p.hand.length - 1);
  if (SCOTS[card] === 1) s.scots = true;
  // K-R71i: a card that reads the side's recent losses starts their record.
  if (READS_LOST[card] === 1 && p.lostAt === undefined) p.lostAt = [];
  // A hidden draw names the card to its owner only; the opponent learns that a card was drawn.
  ev?.push({ type: 'drew', to: shown ? 'all' : [seat], data: { seat, card } });
  if (!shown) ev?.push({ type: 'drewHidden', to: [1 - seat], data: { seat } });
  return true;
}

export function takeFromHand(s: KardsState, seat: Seat, h: number): number {
  const p = s.sides[seat];
  const c = p.hand[h];
  removeAt(p.hand, h);
  removeAt(p.shown, h);
  removeAt(p.mods, h);
  if (p.hstat !== undefined) removeAt(p.hstat, h);
  return c;
}

/** splice(i, 1) without its result array: a shift and a pop, which the JIT inlines (splice was ~3 % of a game). */
function removeAt<T>(a: T[], i: number): void {
  if (i < 0 || i >= a.length) {
    a.splice(i, 1);
    return;
  }
  for (let k = i + 1; k < a.length; k++) a[k - 1] = a[k];
  a.pop();
}

/** A random card of the hand is discarded (and shown to both as it goes); returns it, -1 if the hand was empty. */
export function discardRandom(s: KardsState, seat: Seat, ev: EventSink): number {
  const p = s.sides[seat];
  if (p.hand.length === 0 || discardBlocked(s, seat)) return -1;
  const card = takeFromHand(s, seat, s.scots === true ? scotsPick(s, p.hand.length, (i) => p.hand[i]) : s.rng.int(p.hand.length));
  ev?.push({ type: 'discarded', to: 'all', data: { seat, card } });
  return card;
}
