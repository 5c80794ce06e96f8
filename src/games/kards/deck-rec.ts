// Other sets (K-R70w): changes made to cards still in a deck ("the top unit of your deck gets +1+1"). `Side.dmods` is a record
// beside `Side.deck`, one number per deck card at the same index, in the hand slot's encoding (HAND_MOD marks, the +n+n of
// HAND_PLUS, cost in MOD_COST_UNITs), so a drawn card's change becomes its hand slot's (hand.ts draw). Absent unless a card sets
// it: every function here returns at once when it is absent. A deck moved by code that does not carry the record (its length no
// longer the deck's) drops the record as a whole, never pairing a change with another card (`recOk`).
import type { Rng } from '../../engine/index.js';
import type { Side } from './state.js';
import { CARDS } from './cards.js';
import { HAND_MOD, HAND_PLUS_MASK, HAND_PLUS_SHIFT, KW } from './effects/lang.js';
/** hand.ts MOD_COST_UNIT (not imported: hand.ts imports this module). */
const MOD_COST_UNIT = 1 << 16;

/** The record, if present and still beside its deck; a misaligned one is dropped. */
export function recOk(p: Side): number[] | undefined {
  const r = p.dmods;
  if (r === undefined) return undefined;
  if (r.length === p.deck.length && (p.dstat === undefined || p.dstat.length === r.length)) return r;
  delete p.dmods;
  delete p.dstat;
  return undefined;
}

/**
 * STAT (K-R70w2): a card's stat and keyword changes given when its unit is deployed — attack bits 0–7, defense bits 8–15 (each
 * at most 255), keyword bits (KW) from bit 16. Kept in `Side.dstat` beside the deck and `Side.hstat` beside the hand.
 */
export const STAT_KW_SHIFT = 16;
export function statOf(atk: number, def: number, kw: number): number {
  return Math.min(255, atk) | (Math.min(255, def) << 8) | (kw << STAT_KW_SHIFT);
}
/**
 * K-R71f: above the 32 bits, a STAT carries given texts — bit i (of at most 21) of `STAT / GV_UNIT` is the text of card `Side.gvT[i]`
 * ("Your Japanese units everywhere get: '…'"); the bit operations on a STAT read its low 32 bits only, so they are unchanged.
 */
export const GV_UNIT = 2 ** 32;
/** K-R71g: Bond given to a card that is not a unit (an order's slot has no Bond marks, K-R70n), as a STAT keyword bit. */
export const STAT_BOND = KW.bond << STAT_KW_SHIFT;
/** Per card (K-R71g): the HQ defense its given text adds when the card carrying it is played from hand (0: none). */
export const PLAYED_GV_HQ = Uint8Array.from(CARDS, (c) => {
  if (!c.script.ok) return 0;
  for (const a of c.script.abilities) if (a.when === 'playedGv') for (const e of a.effects) if (e.do === 'hq') return e.n;
  return 0;
});
const GV_MAX = 21;
/** A STAT's given-text bits. */
export const statGv = (a: number): number => Math.floor(a / GV_UNIT);
/** Two STAT values added (attack and defense summed, keywords joined, given texts joined). */
export function statAdd(a: number, b: number): number {
  const low = statOf((a & 255) + (b & 255), ((a >> 8) & 255) + ((b >> 8) & 255), (a >>> STAT_KW_SHIFT) | (b >>> STAT_KW_SHIFT));
  return a < GV_UNIT && b < GV_UNIT ? low : ((low >>> 0) + (statGv(a) | statGv(b)) * GV_UNIT);
}
/** K-R71f: the STAT of card `giver`'s text for seat p (its bit in `Side.gvT`, added there if new; 0 when the table is full). */
export function gvStat(p: Side, giver: number): number {
  const t = (p.gvT ??= []);
  let i = t.indexOf(giver);
  if (i < 0) {
    if (t.length >= GV_MAX) return 0;
    i = t.push(giver) - 1;
  }
  return 2 ** i * GV_UNIT;
}
/** The STAT of the deck card last taken by `recTake` (0 if none). */
export const TAKEN = { stat: 0 };

/** The record, created (all 0) if absent. */
function recMake(p: Side): number[] {
  const r = recOk(p);
  if (r !== undefined) return r;
  p.dmods = p.deck.map(() => 0);
  return p.dmods;
}

/** The stat record, created (all 0) if absent, beside a record. */
function statMake(p: Side): number[] {
  recMake(p);
  if (p.dstat === undefined) p.dstat = p.deck.map(() => 0);
  return p.dstat;
}

/** Deck card i leaves the deck (call before removing it): its change, taken out of the record. */
export function recTake(p: Side, i: number): number {
  TAKEN.stat = 0;
  if (p.dmods === undefined) return 0;
  const r = recOk(p);
  if (r === undefined) return 0;
  if (p.dstat !== undefined) TAKEN.stat = p.dstat.splice(i, 1)[0];
  return r.splice(i, 1)[0];
}

/** Cards were put on top of the deck (after the pushes): they carry no change. */
export function recPushed(p: Side): void {
  const r = p.dmods;
  if (r === undefined) return;
  if (r.length > p.deck.length) { delete p.dmods; delete p.dstat; return; }
  const t = p.dstat;
  while (r.length < p.deck.length) { r.push(0); t?.push(0); }
}

/** n cards were put at the bottom of the deck (after the unshift), carrying `mods` (bottom first) or none. */
export function recUnshifted(p: Side, n: number, mods?: readonly number[]): void {
  const r = p.dmods;
  if (r === undefined) return;
  if (r.length + n !== p.deck.length) { delete p.dmods; delete p.dstat; return; }
  r.unshift(...(mods ?? new Array<number>(n).fill(0)));
  p.dstat?.unshift(...new Array<number>(n).fill(0));
}

/** Deck card i was replaced by another card (converted): the change does not pass to it. */
export function recReplaced(p: Side, i: number): void {
  const r = recOk(p);
  if (r !== undefined) { r[i] = 0; if (p.dstat !== undefined) p.dstat[i] = 0; }
}

/** Shuffle a deck, its record with it (without a record, exactly `rng.shuffle(deck)`). */
export function shuffleDeck(rng: Rng, p: Side): void {
  if (p.dmods === undefined) { rng.shuffle(p.deck); return; }
  // Cards just put on top (pushed) carry no change.
  recPushed(p);
  const r = recOk(p);
  if (r === undefined) { rng.shuffle(p.deck); return; }
  const d = p.deck, st = p.dstat;
  for (let i = d.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = d[i]; d[i] = d[j]; d[j] = t;
    const m = r[i]; r[i] = r[j]; r[j] = m;
    if (st !== undefined) { const x = st[i]; st[i] = st[j]; st[j] = x; }
  }
}

/** The deck index of the top unit card of the deck (the top is the end), or -1. */
export function topUnit(p: Side, skip = 0): number {
  for (let i = p.deck.length - 1; i >= 0; i--) if (CARDS[p.deck[i]].cls !== 0 && skip-- === 0) return i;
  return -1;
}

/** Deck card i gets +n+n when deployed (the hand slot's +n+n: at most +3+3, K-R70n). */
export function recPlus(p: Side, i: number, n: number): void {
  const r = recMake(p);
  const plus = Math.min(3, ((r[i] & HAND_PLUS_MASK) >> HAND_PLUS_SHIFT) + n);
  r[i] = (r[i] & ~HAND_PLUS_MASK) | (plus << HAND_PLUS_SHIFT);
}

/** Deck card i carries m (a hand slot's changes it keeps, put on the deck with them: GORDON HIGHLANDERS, K-R70y). */
export function recSet(p: Side, i: number, m: number): void {
  if (m === 0 && p.dmods === undefined) return;
  recMake(p)[i] = m;
}

/** K-R71g: unit card i of the deck has Bond given (the hand slot's mark, K-R70n), a removal before undone. */
export function recBond(p: Side, i: number): void {
  const r = recMake(p);
  r[i] = (r[i] & ~HAND_MOD.bondLost) | HAND_MOD.bondGiven;
}

/** Deck card i costs n more (negative: less) once drawn. */
export function recCost(p: Side, i: number, n: number): void {
  const r = recMake(p);
  r[i] += n * MOD_COST_UNIT;
}

/** Deck card i gets `stat` (STAT) more when its unit is deployed. */
export function recStat(p: Side, i: number, stat: number): void {
  const t = statMake(p);
  t[i] = statAdd(t[i], stat);
}

/** Hand slot h gets `stat` (STAT) more when its unit is deployed (Side.hstat, created if absent). */
export function handStat(p: Side, h: number, stat: number): void {
  if (stat === 0) return;
  if (p.hstat === undefined || p.hstat.length !== p.hand.length) p.hstat = p.hand.map(() => 0);
  p.hstat[h] = statAdd(p.hstat[h], stat);
}
