// What a card in hand costs now (§2.2, §4: 费用可以因其他卡牌效果增长或降低): its printed cost, its own cost
// rule, and the cost changes of units on the battlefield; never below 0.
import type { Seat } from '../../engine/index.js';
import { CARDS } from './cards.js';
import { inFamily, type CostMod } from './effects/lang.js';
import { FRONT, frontOwner, type KardsState } from './state.js';
import { alive, fx, opOf } from './units.js';
import { HAND_ENTER, MOD, MOD_COST_SHIFT, MOD_COST_UNIT } from './hand.js';

/** Per card: its units' cost change for hands, if any (the battlefield is scanned only when one exists). */
const MODS: readonly (CostMod | null)[] = CARDS.map((c) => (c.script.ok ? c.script.statics.costMod : null));
const ANY_MOD = MODS.some((m) => m !== null);

/** What hand slot h of `seat` costs now: the card's cost with that slot's own changes (Side.mods). */
export function costAt(s: KardsState, seat: Seat, h: number): number {
  const c = slotCost(s, seat, h);
  // A6M2-21 ZERO (K-R68p): the first card the enemy plays each turn costs double (read only while watched).
  return s.watch > 0 && doubled(s, seat) ? 2 * c : c;
}

function slotCost(s: KardsState, seat: Seat, h: number): number {
  const p = s.sides[seat];
  const n = costOf(s, seat, p.hand[h]);
  const m = p.mods[h] ?? 0;
  if (m === 0) return n;
  const c = Math.max(0, ((m & MOD.cost1) !== 0 ? 1 : n) + (m >> MOD_COST_SHIFT));
  return (m & MOD.captured) !== 0 && s.watch > 0 ? Math.max(0, c - salvagedLess(s, seat)) : c;
}

/** Per card (K-R68p): "The first card played by the enemy each turn costs double". */
const FIRST_DOUBLE = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.firstDouble === true ? 1 : 0));

/** Whether seat's next card is its first this turn (no order given, no unit deployed or added, no kredit on a countermeasure) and an enemy unit doubles it. */
function doubled(s: KardsState, seat: Seat): boolean {
  const p = s.sides[seat];
  if (s.active !== seat || p.orders !== 0 || p.arrived !== 0 || p.cmSpent !== 0) return false;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner !== seat && alive(u) && FIRST_DOUBLE[fx(u)] === 1) return true;
  return false;
}

/** Per card: "Your Salvaged units cost n less to deploy" (K-R68c), 0 when it says nothing of the kind. */
const SALVAGED_LESS = Int8Array.from(CARDS, (c) => (c.script.ok ? (c.script.statics.salvagedLess ?? 0) : 0));

/** What seat's standing units take off its Salvaged cards' cost (read only while watched). */
function salvagedLess(s: KardsState, seat: Seat): number {
  let n = 0;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && alive(u)) n += SALVAGED_LESS[fx(u)];
  return n;
}

/**
 * Per card: its printed cost when it has no cost rule of its own (-1 otherwise), and whether "units you deploy
 * cost less" applies to it; with no watched unit on the battlefield that is the whole answer (legal-action
 * generation asks for every hand card on every call).
 */
const PLAIN = Int16Array.from(CARDS, (c) => (!c.script.ok || c.script.statics.selfCost === null ? c.cost : -1));
const BOOSTED = Uint8Array.from(CARDS, (c) => (c.script.ok && c.cls !== 0 ? 1 : 0));

/** costOf with no watched unit on the battlefield and `boost` (Side.boost), or -1 when the card has a cost rule of its own. */
export function plainCost(card: number, boost: number): number {
  const plain = PLAIN[card];
  return plain < 0 ? -1 : BOOSTED[card] === 1 ? Math.max(0, plain - boost) : plain;
}

/** Printed names in lower case ("for each friendly BREWSTER F2A"). */
const LOWER: readonly string[] = CARDS.map((c) => c.name.en.toLowerCase());

/** Whether seat controls a unit with 3 or more operation cost. */
/** Whether seat controls a living unit of that printed nation ("if you control a US unit"). */
function controlsNation(s: KardsState, seat: Seat, nation: string): boolean {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && alive(u) && CARDS[u.card].nation === nation) return true;
  return false;
}

function controlsOp3(s: KardsState, seat: Seat): boolean {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && alive(u) && opOf(s, u) >= 3) return true;
  return false;
}

export function costOf(s: KardsState, seat: Seat, card: number): number {
  const plain = PLAIN[card];
  if (plain >= 0 && s.watch <= 0) return BOOSTED[card] === 1 ? Math.max(0, plain - s.sides[seat].boost) : plain;
  const c = CARDS[card];
  const sc = c.script;
  let n = c.cost;
  if (!sc.ok) return n;
  const own = sc.statics.selfCost;
  // "Units you deploy cost 1 less this turn".
  if (c.cls !== 0) n -= s.sides[seat].boost;
  if (own === null && s.watch <= 0) return Math.max(0, n);
  if (own) {
    if (own.k === 'perUnit') {
      // Per friendly unit of a nation ('' any) and, in other sets, of classes (cls).
      for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
        if (u.owner === seat && alive(u) && (own.nation === '' || CARDS[u.card].nation === own.nation) && (own.cls === undefined || (CARDS[u.card].cls & own.cls) !== 0)
          && (own.named === undefined || LOWER[u.card] === own.named)) n -= own.n;
      }
    } else if (own.k === 'perEnemyCard') n -= own.n * s.sides[1 - seat].hand.length;
    else if (
      (own.when === 'wentFirst' && s.first === seat) ||
      (own.when === 'enemyFront' && frontOwner(s) === 1 - seat) ||
      (own.when === 'ownFront' && frontOwner(s) === seat) ||
      (own.when === 'hq10' && s.sides[seat].hq <= 10) ||
      (own.when === 'lostThisTurn' && s.sides[seat].lost > 0) ||
      (own.when === 'op3' && controlsOp3(s, seat)) ||
      (own.when === 'usUnit' && controlsNation(s, seat, 'USA'))
    ) n = own.less ? n - own.cost : own.cost;
  }
  if (ANY_MOD && s.watch > 0) {
    // Orders include countermeasures (§4: 指令有普通指令和反制指令之分).
    const isOrder = c.type === 'order' || (c.type === 'countermeasure' && s.o.cmsAreOrders);
    for (let l = 0; l <= FRONT; l++) for (const u of s.lines[l]) {
      const m = MODS[fx(u)];
      if (m === null || !alive(u) || (m.side === 'friendly') !== (u.owner === seat)) continue;
      if (m.orders && !isOrder) continue;
      if (m.units === true && c.cls === 0) continue;
      if (m.family !== undefined && !inFamily(c.name.en, m.family)) continue;
      // Other sets (K-R70p): "your non-British cards".
      if (m.nation !== undefined && (m.nation[0] === '!' ? c.nation === m.nation.slice(1) : c.nation !== m.nation)) continue;
      if (m.firstOrder && s.sides[seat].orders > 0) continue;
      // Other sets (K-R66g): countermeasures only; a set cost.
      if (m.cms === true && c.type !== 'countermeasure') continue;
      if (m.set !== undefined) { n = m.set; continue; }
      n += m.n;
    }
  }
  return Math.max(0, n);
}

/** Per card (K-R70u, 27. FÜSILIERS): "When a German unit enters your hand, reduce its cost by 1, to a minimum of 1", null none. */
const ENTER_LESS = CARDS.map((c) => (c.script.ok ? c.script.statics.enterLess ?? null : null));
HAND_ENTER.any = ENTER_LESS.some((e) => e !== null);
/** Hand slot h of seat was just filled: each of seat's standing units that answers its card lowers its cost (a hand-slot change), not below the minimum. */
HAND_ENTER.hook = (s, seat, h) => {
  const p = s.sides[seat], c = CARDS[p.hand[h]];
  if (c.cls === 0) return;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    const e = ENTER_LESS[fx(u)];
    if (e === null || u.owner !== seat || !alive(u) || c.nation !== e.nation) continue;
    const now = costAt(s, seat, h);
    if (now > e.min) p.mods[h] -= Math.min(e.n, now - e.min) * MOD_COST_UNIT;
  }
};
