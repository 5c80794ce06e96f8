// Unit actions (§2.2, §3.1–§3.3): who may move, who may attack whom, and the damage of a fight.
import type { EventSink } from '../../engine/index.js';
import { CARDS } from './cards.js';
import { KW } from './effects/lang.js';
import { hqRef, hqSeat, isHqRef } from './effects/select.js';
import { damageHq, damageUnit } from './effects/verbs.js';
import { FRONT, frontOwner, type KardsState, type Unit } from './state.js';
import { alive, attackOf, isPinned, staticsOf } from './units.js';

const INF = 1, TANK = 2, ART = 4, FIGHTER = 8, BOMBER = 16;
const clsOf = (u: Unit): number => CARDS[u.card].cls;

/** May act at all this turn: not pinned, and not fresh unless 闪击 (§3.3.5). */
function ready(s: KardsState, u: Unit): boolean {
  return alive(u) && !isPinned(s, u) && (!u.fresh || (u.kw & KW.blitz) !== 0) && s.sides[u.owner].kredits >= u.op;
}

/** Move to the frontline (§1.2): from the support line, into a frontline that is empty or already ours. */
export function canMove(s: KardsState, u: Unit): boolean {
  if (!ready(s, u) || u.moved || s.lines[u.owner].indexOf(u) < 0) return false;
  // Only a tank moves after attacking (§3.1.2).
  if (u.attacks > 0 && clsOf(u) !== TANK) return false;
  const f = frontOwner(s);
  return (f === -1 || f === u.owner) && s.lines[FRONT].length < s.o.frontSize;
}

export function canAttackAtAll(s: KardsState, u: Unit): boolean {
  if (!ready(s, u) || staticsOf(u).cantAttack) return false;
  if (u.attacks >= ((u.kw & KW.fury) !== 0 ? 2 : 1)) return false;
  // After a move only a tank attacks (§3.1.2, §3.3.3).
  return !(u.moved && clsOf(u) !== TANK);
}

/** 守护 (§3.3.1): a non-guard target next to a guard unit in its line is protected; so is the HQ (ruling K-R3). */
function isGuard(line: Unit[], i: number): boolean {
  return i >= 0 && i < line.length && alive(line[i]) && (line[i].kw & KW.guard) !== 0;
}
function guarded(s: KardsState, line: Unit[], idx: number): boolean {
  if (idx < 0) {
    if (!s.o.guardProtectsHq) return false;
    for (let i = 0; i < line.length; i++) if (isGuard(line, i)) return true;
    return false;
  }
  return !isGuard(line, idx) && (isGuard(line, idx - 1) || isGuard(line, idx + 1));
}

function indexOfUid(line: Unit[], uid: number): number {
  for (let i = 0; i < line.length; i++) if (line[i].uid === uid) return i;
  return -1;
}

function hasEnemyFighter(line: Unit[], enemy: number): boolean {
  for (const v of line) if (v.owner === enemy && alive(v) && clsOf(v) === FIGHTER) return true;
  return false;
}

/** Whether u may attack target ref (a unit uid or an HQ ref). */
export function canAttack(s: KardsState, u: Unit, ref: number): boolean {
  const enemy = 1 - u.owner;
  const cls = clsOf(u);
  const st = staticsOf(u);
  let line: Unit[], idx: number, tcls = 0;
  if (isHqRef(ref)) {
    if (hqSeat(ref) !== enemy || st.noHq) return false;
    line = s.lines[enemy];
    idx = -1;
  } else {
    const l = indexOfUid(s.lines[enemy], ref);
    if (l >= 0) {
      line = s.lines[enemy];
      idx = l;
    } else {
      line = s.lines[FRONT];
      idx = indexOfUid(line, ref);
      if (idx < 0 || line[idx].owner !== enemy) return false;
    }
    const t = line[idx];
    if (!alive(t) || (t.kw & KW.smokescreen) !== 0) return false;
    tcls = clsOf(t);
  }
  // Infantry and tanks reach only the line next to theirs (§3.1.1–3.1.2): support ↔ frontline.
  if (cls === INF || cls === TANK) {
    const inFront = indexOfUid(s.lines[FRONT], u.uid) >= 0;
    const targetFront = line === s.lines[FRONT];
    if (inFront === targetFront) return false;
  }
  // Artillery and bombers ignore 守护 (§3.1.3, §3.1.5).
  if (cls !== ART && cls !== BOMBER && guarded(s, line, idx)) return false;
  // A bomber may attack only fighters while an enemy fighter shares the target's line (§3.1.5).
  if (cls === BOMBER && tcls !== FIGHTER && hasEnemyFighter(line, enemy)) return false;
  return true;
}

export function attackTargets(s: KardsState, u: Unit, out: number[]): void {
  const enemy = 1 - u.owner;
  if (canAttack(s, u, hqRef(enemy))) out.push(hqRef(enemy));
  for (const v of s.lines[enemy]) if (canAttack(s, u, v.uid)) out.push(v.uid);
  for (const v of s.lines[FRONT]) if (v.owner === enemy && canAttack(s, u, v.uid)) out.push(v.uid);
}

/** Damage a unit's attack deals to a target of class tcls, before heavy armor (ruling 4: doubling first). */
function dealt(u: Unit, tcls: number): number {
  const st = staticsOf(u);
  let a = attackOf(u);
  if (tcls === TANK) a = (a + st.vsTankAdd) * st.vsTankMul;
  if (tcls === INF) a += st.vsInfAdd;
  return a;
}

/** Counter-damage (§3.1): none from an HQ or a bomber, none to artillery, and a bomber takes it from fighters only. */
function counters(attacker: Unit, defenderCls: number): boolean {
  const a = clsOf(attacker);
  if (defenderCls === 0 || defenderCls === BOMBER || a === ART) return false;
  return a !== BOMBER || defenderCls === FIGHTER;
}

/** 重甲 (§3.3.7) reduces combat damage only. */
const armored = (n: number, v: Unit): number => Math.max(0, n - v.armor);

/** A fight (§3.2) with 伏击 (§3.3.4); damage is marked, deaths come with the next DEATHS batch. */
export function fight(s: KardsState, u: Unit, ref: number, ev: EventSink): void {
  u.attacks++;
  if (s.o.smokeEndsOnAction) u.kw &= ~KW.smokescreen;
  ev?.push({ type: 'attack', to: 'all', data: { uid: u.uid, target: ref } });
  if (isHqRef(ref)) {
    damageHq(s, hqSeat(ref), dealt(u, 0), ev);
    return;
  }
  const t = s.lines[1 - u.owner].find((v) => v.uid === ref) ?? s.lines[FRONT].find((v) => v.uid === ref);
  if (!t) return;
  const tcls = clsOf(t);
  const back = counters(u, tcls);
  const toT = armored(dealt(u, tcls), t);
  const toU = back ? armored(dealt(t, clsOf(u)), u) : 0;
  if (back && (t.kw & KW.ambush) !== 0 && !t.ambushed) {
    t.ambushed = true;
    damageUnit(s, u, toU, ev);
    if (!u.dead) damageUnit(s, t, toT, ev);
    return;
  }
  // An attacker that takes no counter-damage (artillery, a bomber against non-fighters) spends the ambush for nothing (§3.3.4).
  if (!back && (t.kw & KW.ambush) !== 0) t.ambushed = true;
  damageUnit(s, t, toT, ev);
  if (back) damageUnit(s, u, toU, ev);
}
