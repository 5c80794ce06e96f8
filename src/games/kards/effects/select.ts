// Resolving target phrases to units and HQs. A target ref is a unit uid (≥ 0) or an HQ: HQ(seat) = -2 - seat.
import type { Rng, Seat } from '../../../engine/index.js';
import { CARDS } from '../cards.js';
import type { KardsState, Unit } from '../state.js';
import { findUnit, lineOf } from '../state.js';
import { alive, attackOf, fx, isPinned, kwOf, opOf, pincerFormed, scotsPick } from '../units.js';
import { COMBAT_KW, inFamily, type Sel } from './lang.js';

export const NO_TARGET = -1;
export const hqRef = (seat: Seat): number => -2 - seat;
export const isHqRef = (r: number): boolean => r <= -2;
export const hqSeat = (r: number): Seat => -2 - r;

/** Bits of a "choose and discard" filter beyond the unit classes (1..16): orders, countermeasures. */
export const PICK_ORDER = 32, PICK_CM = 64, PICK_ANY = 127;
/** Other sets (K-R67r): a Spitfire (the name family, K-R65f). */
export const PICK_SPITFIRE = 128;
const PICK_BITS: readonly number[] = CARDS.map((c) => c.cls | (c.type === 'order' ? PICK_ORDER : c.type === 'countermeasure' ? PICK_CM : 0) | (c.cls !== 0 && inFamily(c.name.en, 'spitfire') ? PICK_SPITFIRE : 0));
/** Whether a hand card fits a "choose and discard" filter. */
export function pickFits(card: number, mask: number): boolean {
  return (PICK_BITS[card] & mask) !== 0;
}

/** Per card (K-R67w): it has a deployment effect and none of its deployment effects names a chosen target. */
const PLAIN_DEPLOY = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'deploy') && !c.script.abilities.some((a) => a.when === 'deploy' && a.effects.some((e) => 'to' in e && e.to.k === 'chosen')) ? 1 : 0));

/** Printed names in lower case, for selectors by name. */
const NAMES: readonly string[] = CARDS.map((c) => c.name.en.toLowerCase());

export function matches(s: KardsState, u: Unit, sel: Sel, owner: Seat, src: number): boolean {
  if (!alive(u)) return false;
  if (sel.side === 'enemy' ? u.owner === owner : sel.side === 'friendly' ? u.owner !== owner : false) return false;
  const c = CARDS[u.card];
  if (sel.cls !== 0 && (c.cls & sel.cls) === 0) return false;
  if (sel.line !== 'any') {
    const front = s.lines[2].includes(u);
    if ((sel.line === 'front') !== front) return false;
  }
  if (sel.other && u.uid === src) return false;
  if (c.cost > sel.maxCost || (sel.maxAtk < 99 && attackOf(s, u) > sel.maxAtk)) return false;
  if (sel.minAtk !== undefined && attackOf(s, u) < sel.minAtk) return false;
  if (sel.damaged && !u.hurt) return false;
  if (u.def < sel.minDef) return false;
  if (sel.named !== '' && NAMES[u.card] !== sel.named) return false;
  if (sel.nation !== '' && !nationFits(sel.nation, c.nation)) return false;
  // Other sets' filters (absent on every Base selector).
  if (sel.kw !== undefined && (kwOf(s, u) & sel.kw) === 0) return false;
  if (sel.noKw !== undefined && (kwOf(s, u) & sel.noKw) !== 0) return false;
  if (sel.vet !== undefined && u.vet !== sel.vet) return false;
  if (sel.elite === true && c.rarity !== 'Elite') return false;
  if (sel.minCkw !== undefined && combatKws(s, u) < sel.minCkw) return false;
  if (sel.maxCkw !== undefined && combatKws(s, u) > sel.maxCkw) return false;
  if (sel.atkLtDef === true && attackOf(s, u) >= u.def) return false;
  if (sel.atkSlots === true && attackOf(s, u) > s.sides[owner].slots) return false;
  if (sel.op0 === true && opOf(s, u) !== 0) return false;
  if (sel.family !== undefined && !inFamily(c.name.en, sel.family)) return false;
  if (sel.flanked === true && !flanked(s, u)) return false;
  if (sel.undamaged === true && u.hurt) return false;
  if (sel.maxDef !== undefined && u.def > sel.maxDef) return false;
  if (sel.plainDeploy === true && PLAIN_DEPLOY[fx(u)] !== 1) return false;
  if (sel.stalled === true && u.sup !== true && !isPinned(s, u)) return false;
  if (sel.lowAtk === true && !lowest(s, u)) return false;
  if (sel.pincer === true && !pincerFormed(s, u, lineOf(s, u.uid))) return false;
  if (sel.hitNow === true && u.hit !== s.turn) return false;
  return true;
}

/** K-R68e: no living unit on the battlefield has less attack than u. */
function lowest(s: KardsState, u: Unit): boolean {
  const a = attackOf(s, u);
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v !== u && alive(v) && attackOf(s, v) < a) return false;
  return true;
}

/** A living unit on each side of u in its line. */
function flanked(s: KardsState, u: Unit): boolean {
  for (let l = 0; l < 3; l++) {
    const line = s.lines[l], i = line.indexOf(u);
    if (i >= 0) return i > 0 && i + 1 < line.length && alive(line[i - 1]) && alive(line[i + 1]);
  }
  return false;
}

/** How many combat keywords (战斗关键字, K-R65k) unit u has now. */
export function combatKws(s: KardsState, u: Unit): number {
  let k = 0;
  for (let m = kwOf(s, u) & COMBAT_KW; m !== 0; m &= m - 1) k++;
  return k;
}

/** '!X': any nation but X ("your non USA units"); 'X|Y': either ("your British and US units"); else that one. */
export function nationFits(want: string, n: string): boolean {
  if (want[0] === '!') return n !== want.slice(1);
  return want === n || (want.includes('|') && want.split('|').includes(n));
}

/** Every unit matching, in board order (support line of seat 0, of seat 1, then the frontline). */
export function unitsMatching(s: KardsState, sel: Sel, owner: Seat, src: number, out: number[]): void {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (matches(s, u, sel, owner, src)) out.push(u.uid);
}

/** The HQs a selector with `hq` includes. */
export function hqsMatching(sel: Sel, owner: Seat, out: number[]): void {
  if (sel.side !== 'friendly') out.push(hqRef(1 - owner));
  if (sel.side !== 'enemy') out.push(hqRef(owner));
}

export function pickRandom(list: readonly number[], rng: Rng, s?: KardsState): number {
  if (list.length === 0) return NO_TARGET;
  // K-R71p: ROYAL SCOTS among the units.
  if (s !== undefined && s.scots === true) return list[scotsPick(s, list.length, (i) => { const u = list[i] >= 0 ? findUnit(s, list[i]) : null; return u ? fx(u) : -1; })];
  return list[rng.int(list.length)];
}
