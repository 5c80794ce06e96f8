// Who moves and what they may do: the mulligan, then the active player's free actions (the queue is
// settled between actions; the one decision inside an action, a PICK, is the queue's to list).
import type { Seat } from '../../engine/index.js';
import { attackAct, cmAct, deployAct, END, giveAct, moveAct, type KardsAction } from './actions.js';
import { CARDS } from './cards.js';
import { ALSO_TANK, attackTargetsOf, readTargets } from './combat.js';
import { KW } from './effects/lang.js';
import { anyTax, attackBan, attackOf, discardBlocked, frontRoom, kwOf, opOf, taxOf } from './units.js';
import { NO_TARGET } from './effects/select.js';
import { FRONT, frontOwner, type KardsState } from './state.js';

const TANK_CLS = 2;
/** Per card, what its unit's readiness asks of its card: a tank or "can move and attack", "cannot attack". */
const TANK_LIKE = 1, CANT_ATTACK = 2, CANT_MOVE = 4;
const UNIT_BITS = Uint8Array.from(CARDS, (c) => {
  const st = c.script.ok ? c.script.statics : null;
  return (c.cls === TANK_CLS || st?.moveAttack ? TANK_LIKE : 0) | (st?.cantAttack ? CANT_ATTACK : 0) | (st?.noMove === true ? CANT_MOVE : 0);
});
import { chosenRefsAt, chosenTarget } from './targets.js';
import { costAt, plainCost } from './costs.js';
import { options } from '../../engine/queue.js';
import { PICKS } from './effects/index.js';
import { oneOrderRule } from './effects/verbs.js';
import { pickFits } from './effects/select.js';
import { STEPS } from './steps.js';

/** Per card: 0 unsupported, 1 countermeasure, 2 order, 3 unit (read for every hand card on every call). */
const PLAY = Uint8Array.from(CARDS, (c) => (!c.script.ok ? 0 : c.type === 'countermeasure' ? 1 : c.type === 'order' ? 2 : 3));

/** Target refs of legal-action generation (never re-entered), written from index 0: it never shrinks, so never regrows. */
const REFS: number[] = [];
/** The legal list as it is built (never re-entered; stale entries past the count are shared frozen actions). */
const OUT: KardsAction[] = [];

const NONE: readonly Seat[] = [];
const SEATS: readonly (readonly Seat[])[] = [[0], [1]];

/** Per card: "Cannot be deployed unless you have N or more kredit slots" (K-R67v), 0 none. */
/** 255: "Cannot be deployed if you have deployed a unit this turn" (K-R68d), only while Side.arrived is 0. */
const MIN_SLOTS = Uint8Array.from(CARDS, (c) => (c.script.ok ? (c.script.statics.firstOnly === true ? 255 : c.script.statics.minSlots ?? 0) : 0));

export function toMove(s: KardsState): readonly Seat[] {
  if (s.phase === 'over') return NONE;
  if (s.phase === 'mull') return SEATS[s.sides[s.first].mulled ? 1 - s.first : s.first];
  return SEATS[s.active];
}

const MULLS: KardsAction[][] = [];
function mulls(n: number): KardsAction[] {
  if (!MULLS[n]) MULLS[n] = Array.from({ length: 1 << n }, (_, m) => Object.freeze({ t: 'mull', m }) as KardsAction);
  return MULLS[n];
}

export function legalActions(s: KardsState, seat: Seat): KardsAction[] {
  if (s.phase === 'mull') return toMove(s)[0] === seat ? mulls(s.sides[seat].hand.length).slice() : [];
  if (s.phase !== 'play' || s.active !== seat) return [];
  // Settled but not empty: a decision inside an order is owed ("choose and discard a unit").
  if (s.q.length > 0) {
    const out: KardsAction[] = [];
    options(s, s.q, STEPS, seat, out as never[]);
    return out;
  }
  // Built in one scratch array and copied out at its exact length (pushing into a fresh one regrows it twice).
  const list = OUT;
  let n = 0;
  // Targets are appended and read from an index: no truncation between cards (cheaper than length = 0),
  // and one scratch array for every call, cut back only when long.
  const refs = REFS;
  const p = s.sides[seat];
  const room = s.lines[seat].length < s.o.supportSize;
  // costAt's common case read once per call: no watched unit, a slot without changes, a card without a cost rule.
  const watchless = s.watch <= 0, boost = p.boost, mods = p.mods;
  // "It costs the enemy +2 kredits to target or attack this unit" (K-R64t): looked for once, only while watched.
  const taxed = (!watchless || p.grim !== undefined || s.sides[1 - seat].grim !== undefined || s.sides[1 - seat].taxGv === true) && anyTax(s);
  // MUD (K-R67y): this side's ground units cannot attack this turn.
  const mud = p.mud === s.turn;
  for (let h = 0; h < p.hand.length; h++) {
    const card = p.hand[h];
    const kind = PLAY[card];
    if (kind === 0) continue;
    let cost = watchless && mods[h] === 0 ? plainCost(card, boost) : -1;
    if (cost < 0) cost = costAt(s, seat, h);
    if (cost > p.kredits) continue;
    if (kind === 1) list[n++] = cmAct(h);
    else if (kind === 2) {
      // A delayed "cannot give orders" (§4.1.3) in force this turn.
      if (p.noOrders) continue;
      // "Players can only give one order each turn" (K-R66o): only while such a unit is watched.
      if (!watchless && p.orders > 0 && oneOrderRule(s)) continue;
      // "Choose and discard an air unit to …": only with such a card in hand besides this one.
      // FINNISH BOYS (K-R70d): with no card that can be discarded, the cost cannot be paid.
      if (PICKS[card] !== 0 && (!p.hand.some((x, k) => k !== h && pickFits(x, PICKS[card])) || discardBlocked(s, seat))) continue;
      const t = chosenTarget(card, 'play');
      if (!t) list[n++] = giveAct(h, NO_TARGET);
      else {
        const e = chosenRefsAt(s, seat, t, true, refs, 0);
        // "It costs the enemy +2 kredits to target this unit" (K-R64t): only while such a unit is watched.
        for (let i = 0; i < e; i++) if (!taxed || cost + taxOf(s, seat, refs[i]) <= p.kredits) list[n++] = giveAct(h, refs[i]);
      }
    } else if (room && p.noDeploy === undefined && (MIN_SLOTS[card] === 0 || (MIN_SLOTS[card] === 255 ? p.arrived === 0 : p.slots >= MIN_SLOTS[card]))) {
      const t = chosenTarget(card, 'deploy');
      const e = t ? chosenRefsAt(s, seat, t, false, refs, 0) : 0;
      if (e === 0) list[n++] = deployAct(h, NO_TARGET);
      else for (let i = 0; i < e; i++) if (!taxed || cost + taxOf(s, seat, refs[i]) <= p.kredits) list[n++] = deployAct(h, refs[i]);
    }
  }
  // Units: readiness (ready, canMoveFromSupport, canAttackAtAll) with each unit's keywords and operation cost
  // read once, and the enemy lines read once for every attacker (readTargets).
  let targetsRead = false;
  const kredits = p.kredits, turn = s.turn;
  const fo = frontOwner(s);
  const frontOpen = (fo === -1 || fo === seat) && s.lines[FRONT].length < frontRoom(s);
  // "Units with 4 or more attack cannot attack" (K-R65g): looked for once, only while watched.
  const ban = watchless ? 99 : attackBan(s);
  // K-R71o, option alsoClassRules: an "also counts as" tank moves and attacks as a tank.
  const alsoTank = s.o.alsoClassRules === true;
  for (let l = seat; l <= FRONT; l += FRONT - seat) {
    const line = s.lines[l];
    for (let i = 0; i < line.length; i++) {
      const u = line[i];
      if (u.owner !== seat || u.dead || u.def <= 0 || u.pinned >= turn) continue;
      const kw = kwOf(s, u);
      if ((u.fresh && (kw & KW.blitz) === 0) || kredits < opOf(s, u)) continue;
      // Suppressed (§4.1.12): its text is off, its class is not: a tank stays a tank.
      const bits = u.sup === undefined ? UNIT_BITS[u.card] : CARDS[u.card].cls === TANK_CLS ? TANK_LIKE : 0;
      // Only a tank moves after attacking and attacks after moving (§3.1.2, §3.3.3).
      const tankLike = (bits & TANK_LIKE) !== 0 || (kw & KW.moveAttack) !== 0 || (alsoTank && ALSO_TANK[u.card] === 1);
      // Only from the support line (§1.2): a unit of `seat` in line `seat` stands in its owner's support line.
      if (l !== FRONT && !u.moved && (u.attacks === 0 || tankLike) && frontOpen && (bits & CANT_MOVE) === 0) list[n++] = moveAct(u.uid);
      if ((bits & CANT_ATTACK) === 0 && !(mud && (CARDS[u.card].cls & 7) !== 0) && u.attacks < ((kw & KW.fury) !== 0 ? 2 : 1) && (!u.moved || tankLike) && (ban === 99 || attackOf(s, u) < ban)) {
        if (!targetsRead) {
          readTargets(s, seat);
          targetsRead = true;
        }
        const e = attackTargetsOf(s, u, l === FRONT, refs, 0);
        for (let k = 0; k < e; k++) if (!taxed || opOf(s, u) + taxOf(s, seat, refs[k]) <= kredits) list[n++] = attackAct(u.uid, refs[k]);
      }
    }
  }
  list[n++] = END;
  return list.slice(0, n);
}
