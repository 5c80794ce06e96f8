// Unit actions (§2.2, §3.1–§3.3): who may move, who may attack whom, and the damage of a fight.
import type { EventSink } from '../../engine/index.js';
import { CARDS } from './cards.js';
import { KW } from './effects/lang.js';
import { hqRef, hqSeat, isHqRef } from './effects/select.js';
import { damageHq, damageUnit, DEALER, HOOKS, hqGainBlocked, pinUnit, tallyDealtBy } from './effects/verbs.js';
import { findUnit, FRONT, frontOwner, lineOf, type KardsState, type Unit } from './state.js';
import { alive, armorOf, attackBan, attackOf, buffStats, punishedHit, salvagedKill, frontRoom, navyOnTop, pincerFormed, isPinned, kwOf, noHqNow, opOf, staticsOf } from './units.js';
import { HQ_BIT } from './effects/lang.js';

const INF = 1, TANK = 2, ART = 4, FIGHTER = 8, BOMBER = 16;
/** Unit classes by card, as a typed array: read for every unit and target while listing attacks. */
/** The unit class the rulebook's rules read (§3.1, §3.3.3): its type's (K-R71o: an "also counts as" class is for texts only, but for option alsoClassRules's `movesAsTank`). */
const CLS = Int32Array.from(CARDS, (c) => c.cls & ~(c.script.ok ? c.script.statics.alsoCls ?? 0 : 0));
export const clsOf = (u: Unit): number => CLS[u.card];
/** Per card: its classes include a tank only through "also counts as" (K-R71o, SAVOIA CAVALLERIA; class bits, kept when suppressed). */
export const ALSO_TANK = Uint8Array.from(CARDS, (c, i) => ((c.cls & TANK) !== 0 && (CLS[i] & TANK) === 0 ? 1 : 0));
/** A tank for §3.1.2 / §3.3.3 (moving after an attack, attacking after a move): its type's, or with option alsoClassRules (K-R71o) an "also counts as" tank. */
const movesAsTank = (s: KardsState, u: Unit): boolean => CLS[u.card] === TANK || (ALSO_TANK[u.card] === 1 && s.o.alsoClassRules === true);

/** May act at all this turn: not pinned, and not fresh unless 闪击 (§3.3.5). */
function ready(s: KardsState, u: Unit): boolean {
  return alive(u) && !isPinned(s, u) && (!u.fresh || (kwOf(s, u) & KW.blitz) !== 0) && s.sides[u.owner].kredits >= opOf(s, u);
}

/** May act at all this turn (what canMove and canAttackAtAll both ask first). */
export const readyToAct = ready;

/** Move to the frontline (§1.2): from the support line, into a frontline that is empty or already ours. */
export function canMove(s: KardsState, u: Unit, isReady = ready(s, u)): boolean {
  return s.lines[u.owner].indexOf(u) >= 0 && canMoveFromSupport(s, u, isReady);
}

/** canMove for a unit known to stand in its owner's support line (legal-action generation knows the line). */
export function canMoveFromSupport(s: KardsState, u: Unit, isReady: boolean): boolean {
  if (!isReady || u.moved) return false;
  // Only a tank moves after attacking (§3.1.2).
  if (u.attacks > 0 && !movesAsTank(s, u) && !staticsOf(u).moveAttack && (kwOf(s, u) & KW.moveAttack) === 0) return false;
  const f = frontOwner(s);
  return (f === -1 || f === u.owner) && s.lines[FRONT].length < frontRoom(s);
}

export function canAttackAtAll(s: KardsState, u: Unit, isReady = ready(s, u)): boolean {
  if (!isReady || staticsOf(u).cantAttack) return false;
  // K-R65g: the unit's attack is worked out only while such a ban stands (attackBan is 99 unwatched).
  const ban = attackBan(s);
  if (ban !== 99 && attackOf(s, u) >= ban) return false;
  if (u.attacks >= ((kwOf(s, u) & KW.fury) !== 0 ? 2 : 1)) return false;
  // After a move only a tank attacks (§3.1.2, §3.3.3).
  return !(u.moved && !movesAsTank(s, u) && !staticsOf(u).moveAttack && (kwOf(s, u) & KW.moveAttack) === 0);
}

/** 守护 (§3.3.1): a non-guard target next to a guard unit in its line is protected; so is the HQ (ruling K-R3). */
function isGuard(s: KardsState, line: Unit[], i: number): boolean {
  return i >= 0 && i < line.length && alive(line[i]) && (kwOf(s, line[i]) & KW.guard) !== 0;
}
function guarded(s: KardsState, line: Unit[], idx: number): boolean {
  if (idx < 0) {
    if (!s.o.guardProtectsHq) return false;
    for (let i = 0; i < line.length; i++) if (isGuard(s, line, i)) return true;
    return false;
  }
  return !isGuard(s, line, idx) && (isGuard(s, line, idx - 1) || isGuard(s, line, idx + 1));
}

function indexOfUid(line: Unit[], uid: number): number {
  for (let i = 0; i < line.length; i++) if (line[i].uid === uid) return i;
  return -1;
}

/** The unit of that uid in the line, null if none (a loop: no closure per fight). */
function unitIn(line: Unit[], uid: number): Unit | null {
  const i = indexOfUid(line, uid);
  return i < 0 ? null : line[i];
}

function hasEnemyFighter(line: Unit[], enemy: number): boolean {
  for (const v of line) if (v.owner === enemy && alive(v) && clsOf(v) === FIGHTER) return true;
  return false;
}

/** The HQ of seat has smokescreen now ("your HQ gains Smokescreen until your next turn", K-R64h2): no attack targets it. */
function hqSmoked(s: KardsState, seat: number): boolean {
  const t = s.sides[seat].hqSmoke;
  return t !== undefined && s.turn < t;
}

/** Whether u may attack target ref (a unit uid or an HQ ref). */
export function canAttack(s: KardsState, u: Unit, ref: number): boolean {
  const enemy = 1 - u.owner;
  const inFront = indexOfUid(s.lines[FRONT], u.uid) >= 0;
  if (isHqRef(ref)) return hqSeat(ref) === enemy && canAttackAt(s, u, inFront, s.lines[enemy], -1);
  const l = indexOfUid(s.lines[enemy], ref);
  if (l >= 0) return canAttackAt(s, u, inFront, s.lines[enemy], l);
  const idx = indexOfUid(s.lines[FRONT], ref);
  return idx >= 0 && s.lines[FRONT][idx].owner === enemy && canAttackAt(s, u, inFront, s.lines[FRONT], idx);
}

/** Whether u (in the frontline or not) may attack the enemy unit at line[idx], or the HQ of that support line (idx -1). */
function canAttackAt(s: KardsState, u: Unit, inFront: boolean, line: Unit[], idx: number): boolean {
  const cls = clsOf(u);
  const targetFront = line === s.lines[FRONT];
  let tcls = 0;
  if (idx < 0) {
    if (noHqNow(s, u) || hqSmoked(s, 1 - u.owner)) return false;
  } else {
    const t = line[idx];
    if (!alive(t) || (kwOf(s, t) & KW.smokescreen) !== 0 || staticsOf(u).noUnits === true) return false;
    tcls = clsOf(t);
    if (!targetFront && (cls & 7) !== 0 && staticsOf(t).noGroundInSupport) return false;
  }
  // Infantry and tanks reach only the line next to theirs (§3.1.1–3.1.2): support ↔ frontline.
  if ((cls === INF || cls === TANK) && inFront === targetFront) return false;
  // Artillery and bombers ignore 守护 (§3.1.3, §3.1.5).
  if (cls !== ART && cls !== BOMBER && guarded(s, line, idx)) return false;
  // A bomber may attack only fighters while an enemy fighter shares the target's line (§3.1.5).
  if (cls === BOMBER && tcls !== FIGHTER && hasEnemyFighter(line, 1 - u.owner)) return false;
  return true;
}

/**
 * The enemy lines as one legal-action call sees them, read once for all of its attackers: keywords by index,
 * live guards, enemy fighters (attackTargets re-read them per attacker). Valid until the state changes.
 */
const SUP_KWS: number[] = [];
const FRONT_KWS: number[] = [];
const LINES = { supG: 0, frontG: 0, supFighter: false, frontFighter: false, long: false };

/** Read `seat`'s enemy lines for attackTargetsOf (once per legal-action call, before its attackers). */
export function readTargets(s: KardsState, seat: number): void {
  const enemy = 1 - seat;
  const support = s.lines[enemy], front = s.lines[FRONT];
  LINES.long = support.length > 30 || front.length > 30;
  if (LINES.long) return;
  // Each line's keywords, guards and enemy fighters in one pass (lineKwsInto sets FIGHTER_SEEN).
  LINES.supG = lineKwsInto(s, support, SUP_KWS, enemy);
  LINES.supFighter = FIGHTER_SEEN.v;
  LINES.frontG = lineKwsInto(s, front, FRONT_KWS, enemy);
  LINES.frontFighter = FIGHTER_SEEN.v;
}

/**
 * attackTargets for an attacker of the seat last given to readTargets, standing in the frontline or not,
 * written at out[at…] (returns the new end): the caller's scratch array never shrinks, so it never regrows.
 */
export function attackTargetsOf(s: KardsState, u: Unit, inFront: boolean, out: number[], at: number): number {
  const start = at;
  if (LINES.long) {
    const each: number[] = [];
    attackTargetsEach(s, u, inFront, each);
    for (const r of each) out[at++] = r;
    return at;
  }
  const enemy = 1 - u.owner;
  const cls = clsOf(u);
  const walks = cls === INF || cls === TANK;
  const ignoresGuard = cls === ART || cls === BOMBER;
  if (!(walks && !inFront)) {
    const support = s.lines[enemy];
    const g = LINES.supG;
    const fighters = cls === BOMBER && LINES.supFighter;
    if (!noHqNow(s, u) && !(!ignoresGuard && g !== 0 && s.o.guardProtectsHq) && !fighters && !hqSmoked(s, enemy)) out[at++] = hqRef(enemy);
    for (let i = 0; i < support.length; i++) {
      const t = support[i];
      if (!targetableBy(t, i, SUP_KWS[i], g, ignoresGuard, fighters)) continue;
      if ((cls & 7) !== 0 && staticsOf(t).noGroundInSupport) continue;
      out[at++] = t.uid;
    }
  }
  if (!(walks && inFront)) {
    const front = s.lines[FRONT];
    const g = LINES.frontG;
    const fighters = cls === BOMBER && LINES.frontFighter;
    for (let i = 0; i < front.length; i++) {
      const t = front[i];
      if (t.owner === enemy && targetableBy(t, i, FRONT_KWS[i], g, ignoresGuard, fighters)) out[at++] = t.uid;
    }
  }
  // "Cannot attack units" (other sets): the HQ only.
  if (staticsOf(u).noUnits === true) {
    let w = start;
    for (let k = start; k < at; k++) if (isHqRef(out[k])) out[w++] = out[k];
    return w;
  }
  return at;
}

/** Whether the line lineKwsInto read last holds a living fighter of `enemy` (hasEnemyFighter, read in the same pass). */
const FIGHTER_SEEN = { v: false };

function lineKwsInto(s: KardsState, line: Unit[], kws: number[], enemy: number): number {
  let g = 0;
  let fighter = false;
  for (let i = 0; i < line.length; i++) {
    const u = line[i];
    const k = kwOf(s, u);
    kws[i] = k;
    if (!alive(u)) continue;
    if ((k & KW.guard) !== 0) g |= 1 << i;
    if (u.owner === enemy && clsOf(u) === FIGHTER) fighter = true;
  }
  FIGHTER_SEEN.v = fighter;
  return g;
}

/** targetable with the target's keywords given. */
function targetableBy(t: Unit, i: number, kw: number, g: number, ignoresGuard: boolean, fighters: boolean): boolean {
  if (!alive(t) || (kw & KW.smokescreen) !== 0) return false;
  if (!ignoresGuard && (g & (1 << i)) === 0 && (g & ((1 << (i + 1)) | (i > 0 ? 1 << (i - 1) : 0))) !== 0) return false;
  return !(fighters && clsOf(t) !== FIGHTER);
}

/** Every target u may attack, HQ first, then the enemy support line, then the enemy units in the frontline. */
export function attackTargets(s: KardsState, u: Unit, out: number[]): void {
  const start = out.length;
  const enemy = 1 - u.owner;
  const support = s.lines[enemy], front = s.lines[FRONT];
  const inFront = front.includes(u);
  if (support.length > 30 || front.length > 30) return attackTargetsEach(s, u, inFront, out);
  // canAttackAt for every target at once: each line's keywords and guards are read once, not per target.
  const cls = clsOf(u);
  const walks = cls === INF || cls === TANK;
  const ignoresGuard = cls === ART || cls === BOMBER;
  // Infantry and tanks reach only the line next to theirs (§3.1.1–3.1.2): support ↔ frontline.
  if (!(walks && !inFront)) {
    const g = lineKws(s, support);
    const fighters = cls === BOMBER && hasEnemyFighter(support, enemy);
    if (!noHqNow(s, u) && !(!ignoresGuard && g !== 0 && s.o.guardProtectsHq) && !fighters && !hqSmoked(s, enemy)) out.push(hqRef(enemy));
    for (let i = 0; i < support.length; i++) {
      const t = support[i];
      if (!targetable(t, i, g, ignoresGuard, fighters)) continue;
      if ((cls & 7) !== 0 && staticsOf(t).noGroundInSupport) continue;
      out.push(t.uid);
    }
  }
  if (!(walks && inFront)) {
    const g = lineKws(s, front);
    const fighters = cls === BOMBER && hasEnemyFighter(front, enemy);
    for (let i = 0; i < front.length; i++) {
      const t = front[i];
      if (t.owner === enemy && targetable(t, i, g, ignoresGuard, fighters)) out.push(t.uid);
    }
  }
  // "Cannot attack units" (other sets): the HQ only.
  if (staticsOf(u).noUnits === true) {
    let w = start;
    for (let k = start; k < out.length; k++) if (isHqRef(out[k])) out[w++] = out[k];
    out.length = w;
  }
}

/** Keywords of a line's units by index (KWS), and the bit mask of its live guards (守护). */
const KWS: number[] = [];
function lineKws(s: KardsState, line: Unit[]): number {
  let g = 0;
  for (let i = 0; i < line.length; i++) {
    const k = kwOf(s, line[i]);
    KWS[i] = k;
    if (alive(line[i]) && (k & KW.guard) !== 0) g |= 1 << i;
  }
  return g;
}

/** canAttackAt's checks on line[i] given lineKws' result g (KWS filled for this line). */
function targetable(t: Unit, i: number, g: number, ignoresGuard: boolean, fighters: boolean): boolean {
  if (!alive(t) || (KWS[i] & KW.smokescreen) !== 0) return false;
  // Artillery and bombers ignore 守护 (§3.1.3, §3.1.5); a guard itself is not shielded.
  if (!ignoresGuard && (g & (1 << i)) === 0 && (g & ((1 << (i + 1)) | (i > 0 ? 1 << (i - 1) : 0))) !== 0) return false;
  // A bomber may attack only fighters while an enemy fighter shares the target's line (§3.1.5).
  return !(fighters && clsOf(t) !== FIGHTER);
}

/** The same, target by target (lines too long for a bit mask). */
function attackTargetsEach(s: KardsState, u: Unit, inFront: boolean, out: number[]): void {
  const enemy = 1 - u.owner;
  const support = s.lines[enemy], front = s.lines[FRONT];
  if (canAttackAt(s, u, inFront, support, -1)) out.push(hqRef(enemy));
  for (let i = 0; i < support.length; i++) if (canAttackAt(s, u, inFront, support, i)) out.push(support[i].uid);
  for (let i = 0; i < front.length; i++) if (front[i].owner === enemy && canAttackAt(s, u, inFront, front, i)) out.push(front[i].uid);
}

/** Damage a unit's attack deals to a target of class tcls (HQ_BIT for an HQ) with keywords tkw, before heavy armor (ruling 4: doubling first). */
function dealt(s: KardsState, u: Unit, tcls: number, tkw: number, t: Unit | null = null): number {
  let a = attackOf(s, u);
  for (const v of staticsOf(u).vs) if (((v.mask & tcls) !== 0 || (v.kw & tkw) !== 0) && (v.when === undefined || vsHolds(s, u, v.when, t))) a = (a + v.add) * v.mul;
  // K-R67r: rules of units that stand (watched) and DESERT RAID's turn.
  if (s.watch > 0) a = combatRules(s, u, a);
  const o0 = s.sides[0].oneDmg, o1 = s.sides[1].oneDmg;
  if ((o0 !== undefined && o0 >= s.turn) || (o1 !== undefined && o1 >= s.turn)) a = a > 0 ? 1 : a;
  return a;
}

/** K-R67r: u's combat damage a under its owner's standing units' rules (+3 at 4+ attack for ground units, double with Ambush, 1 becomes 3). */
function combatRules(s: KardsState, u: Unit, a: number): number {
  let plus = 0, dbl = false, one = 0;
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) {
    if (!alive(v)) continue;
    const st = staticsOf(v);
    // SEAHAWK (K-R67q): the enemy's units deal 1 less combat damage.
    if (v.owner !== u.owner) { if (st.foeDmgLess !== undefined) plus -= st.foeDmgLess; continue; }
    if (st.bigGroundPlus !== undefined && (clsOf(u) & 7) !== 0 && attackOf(s, u) >= 4) plus += st.bigGroundPlus;
    if (st.ambushDouble === true && (kwOf(s, u) & KW.ambush) !== 0) dbl = true;
    if (st.oneToN !== undefined) one = Math.max(one, st.oneToN);
  }
  a = (a + plus) * (dbl ? 2 : 1);
  return a === 1 && one > 0 ? one : a;
}

/** A conditional "deals double damage …" (other sets, K-R65d), read as the damage is dealt. */
function vsHolds(s: KardsState, u: Unit, when: 'frontEmpty' | 'tgtFront' | 'navyTop' | 'higherAtk' | 'pick0' | 'pick1', t: Unit | null): boolean {
  // 120mm M1 GUN (K-R68v): the option chosen as it was deployed.
  if (when === 'pick0' || when === 'pick1') return u.mem === (when === 'pick0' ? 0 : 1);
  if (when === 'frontEmpty') return s.lines[FRONT].length === 0;
  // "Against units with higher attack" (K-R67u): the target's attack above this unit's, both as they stand.
  if (when === 'higherAtk') return t !== null && attackOf(s, t) > attackOf(s, u);
  if (when === 'tgtFront') return t !== null && s.lines[FRONT].includes(t);
  return navyOnTop(s, u.owner);
}

/** Counter-damage (§3.1): none from an HQ or a bomber, none to artillery, and a bomber takes it from fighters only. */
function counters(attacker: Unit, defenderCls: number): boolean {
  const a = clsOf(attacker);
  if (defenderCls === 0 || defenderCls === BOMBER || a === ART) return false;
  return a !== BOMBER || defenderCls === FIGHTER;
}

/** 重甲 (§3.3.7) reduces combat damage only. */
const armored = (s: KardsState, n: number, v: Unit): number => Math.max(0, n - armorOf(s, v));

/** Combat damage v takes from a unit of class `from`, after its own statics (other sets: doubled, n less, at most n). */
function taken(v: Unit, n: number, from: number): number {
  const st = staticsOf(v);
  if (st.takenMul !== undefined) n *= st.takenMul;
  if (st.takenLess !== undefined && (from & st.takenLess.cls) !== 0) n = Math.max(0, n - st.takenLess.n);
  if (st.takenCap !== undefined) n = Math.min(n, st.takenCap);
  return n;
}

/** What the unit's statics do to a unit its combat damage reached: pin (and the neighbours), lower attack (§3.4.2). */
function onHit(s: KardsState, u: Unit, t: Unit, ev: EventSink): void {
  const st = staticsOf(u);
  if (st.pinsHit !== 0 && (clsOf(t) & st.pinsHit) !== 0) {
    pinUnit(s, t, ev);
    if (st.pinsAdjacent) {
      for (const line of s.lines) {
        const i = line.indexOf(t);
        if (i < 0) continue;
        if (i > 0) pinUnit(s, line[i - 1], ev);
        if (i + 1 < line.length) pinUnit(s, line[i + 1], ev);
      }
    }
  }
  if (st.hitAtk !== 0) t.tmpAtk += st.hitAtk;
  // "Units dealt combat damage by this unit are destroyed" (other sets).
  if (st.killsHit !== undefined && (clsOf(t) & st.killsHit) !== 0) t.dead = true;
  if (st.killsHitPincer === true && pincerFormed(s, u, lineOf(s, u.uid))) t.dead = true;
  // INFANTRY REGIMENT 2 (K-R70h): a Salvaged unit of a side it stands for.
  if (u.cap === true && salvagedKill(s, u.owner)) t.dead = true;
  // 1st GRENADIER REGIMENT (K-R70i): the damage went elsewhere than to the enemy's such unit.
  if (punishedHit(s, u, t)) u.dead = true;
}

/** Combat damage u deals to t, with what its statics add (pins, drain). */
function hit(s: KardsState, u: Unit, t: Unit, n: number, ev: EventSink): void {
  const by = DEALER.uid;
  DEALER.uid = u.uid;
  const d = damageUnit(s, t, n, ev);
  DEALER.uid = by;
  if (d <= 0) return;
  if (d === 1 && s.watch > 0) oneHit(s, u, ev);
  onHit(s, u, t, ev);
  if (staticsOf(u).drain && !hqGainBlocked(s)) s.sides[u.owner].hq += d;
  if (u.gv !== undefined && staticsOf(u).selfHit === true) damageHq(s, u.owner, d, ev);
  if (s.watch > 0) markDealt(s, u, d, ev);
}

/** ECHELON (K-R69k): seat's unit `ref` is attacked: seat's other units with the given text get their buff. */
function mateAttacked(s: KardsState, seat: number, ref: number): void {
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) {
    const m = v.owner === seat && v.uid !== ref && v.gv !== undefined && alive(v) ? staticsOf(v).mateHit : undefined;
    if (m !== undefined) buffStats(s, v, m.atk, m.def);
  }
}

/** 15th RECCE (K-R69g): the units whose deployment targeted u get their buff as u deals combat damage. */
function markDealt(s: KardsState, u: Unit, n: number, ev: EventSink): void {
  // 392nd RIFLES (K-R69h): its own combat damage tallied toward Veteran.
  tallyDealtBy(s, u, n, ev);
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) {
    const m = v.mem === u.uid && alive(v) ? staticsOf(v).markDeals : undefined;
    if (m === undefined) continue;
    buffStats(s, v, m.atk, m.def);
    v.kw |= m.kw;
  }
}

/**
 * A fight (§3.2) with 伏击 (§3.3.4); damage is marked, deaths come with the next DEATHS batch. Returns the
 * damage dealt to an HQ (for "when this unit deals damage to the enemy HQ").
 */
export function fight(s: KardsState, u: Unit, ref: number, ev: EventSink): number {
  u.attacks++;
  s.sides[u.owner].attacks++;
  if (s.o.smokeEndsOnAction && (u.kw & KW.smokescreen) !== 0) {
    u.kw &= ~KW.smokescreen;
    // "When a friendly unit loses Smokescreen" (other sets, K-R64s2).
    if (s.watch > 0 || s.sides[u.owner].hears !== undefined) HOOKS.smokeLost(s, u);
  }
  // Cards and owners too, so the log names the units (the units may be gone when it is read).
  ev?.push({ type: 'attack', to: 'all', data: { uid: u.uid, card: u.card, seat: u.owner, target: ref, ...targetOf(s, ref) } });
  // ECHELON (K-R69k): the attacked unit's side, marked, its other units with the given text.
  if (!isHqRef(ref) && s.sides[1 - u.owner].mateHit === true) mateAttacked(s, 1 - u.owner, ref);
  return clash(s, u, ref, ev);
}

/** What the log says of an attack's target: a unit's card and owner, or nothing more for an HQ (its ref says whose). */
function targetOf(s: KardsState, ref: number): { targetCard?: number; targetSeat?: number } {
  if (isHqRef(ref)) return {};
  const t = findUnit(s, ref);
  return t === null ? {} : { targetCard: t.card, targetSeat: t.owner };
}

/** VILDEBEEST (K-R67r): u dealt 1 combat damage: each friendly unit that says so deals its damage to the enemy HQ. */
function oneHit(s: KardsState, u: Unit, ev: EventSink): void {
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) {
    const n = v.owner === u.owner && alive(v) ? staticsOf(v).oneHitHq : undefined;
    if (n !== undefined) damageHq(s, 1 - u.owner, n, ev);
  }
}

/** The fight itself (§3.2, §3.3.4, K-3.3.12), also for "fight target enemy unit" (not an attack: K-R50f). */
export function clash(s: KardsState, u: Unit, ref: number, ev: EventSink): number {
  if (isHqRef(ref)) {
    const n = (u.tmpKw & KW.defDmg) !== 0 ? Math.max(0, u.def) : dealt(s, u, HQ_BIT, 0);
    damageHq(s, hqSeat(ref), n, ev);
    if (n > 0 && punishedHit(s, u, null)) u.dead = true;
    if (n === 1 && s.watch > 0) oneHit(s, u, ev);
    if (n > 0 && staticsOf(u).drain && !hqGainBlocked(s)) s.sides[u.owner].hq += n;
    if (n > 0 && u.gv !== undefined && staticsOf(u).selfHit === true) damageHq(s, u.owner, n, ev);
    if (n > 0 && s.watch > 0) markDealt(s, u, n, ev);
    return n;
  }
  const t = unitIn(s.lines[1 - u.owner], ref) ?? unitIn(s.lines[FRONT], ref);
  if (!t) return 0;
  const tcls = clsOf(t);
  const tkw = kwOf(s, t);
  // "Air units that attack or are attacked by it are pinned", whatever the damage.
  if ((staticsOf(t).pinsFoes & clsOf(u)) !== 0) pinUnit(s, u, ev);
  if ((staticsOf(u).pinsFoes & tcls) !== 0) pinUnit(s, t, ev);
  const back = counters(u, tcls);
  // "Damage from this unit ignores Heavy Armor" (other sets).
  // OVERRUN (K-R67q): an attacker's damage equal to its defense this turn.
  const base = (u.tmpKw & KW.defDmg) !== 0 ? Math.max(0, u.def) : dealt(s, u, tcls, tkw, t);
  const toT = taken(t, staticsOf(u).pierce === true ? base : armored(s, base, t), clsOf(u));
  const toU = back ? taken(u, staticsOf(t).pierce === true ? dealt(s, t, clsOf(u), kwOf(s, u), u) : armored(s, dealt(s, t, clsOf(u), kwOf(s, u), u), u), tcls) : 0;
  if (back && (tkw & KW.ambush) !== 0 && !t.ambushed) {
    t.ambushed = true;
    hit(s, t, u, toU, ev);
    if (!u.dead) hit(s, u, t, toT, ev);
    return 0;
  }
  // An attacker that takes no counter-damage (artillery, a bomber against non-fighters) spends the ambush for nothing (§3.3.4).
  if (!back && (tkw & KW.ambush) !== 0) t.ambushed = true;
  // 震撼 shock: the attacker strikes first; a defender it destroys deals nothing back (K-3.3.12; against ambush, K-R45s).
  if (back && (kwOf(s, u) & KW.shock) !== 0) {
    hit(s, u, t, toT, ev);
    if (!t.dead) hit(s, t, u, toU, ev);
    return 0;
  }
  hit(s, u, t, toT, ev);
  if (back) hit(s, t, u, toU, ev);
  return 0;
}

HOOKS.fight = clash;
