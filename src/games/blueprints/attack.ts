// 傷害結算 (the seed's 8 steps) and 近身攻擊 (melee): which weapons may be declared at whom, who may
// block, and the HIT arithmetic — 1 W cancels 1 A, cancelled W leaves the blocker, the rest goes on.
import type { EventSink, Seat } from '../../engine/index.js';
import { aimAct, blockAct, type BpAction } from './actions.js';
import { cellDist } from './board.js';
import { dealTo } from './effects/deal.js';
import { emit } from './events.js';
import { OBJ_TARGET, objById, type Attack, type BpState, type Obj } from './state.js';
import { bp, charCell, onGround, posOf, usableHere } from './where.js';

/** Whether `o` may be declared now (own weapon, not made this turn, usable where it is, not declared). */
function declarable(s: BpState, o: Obj, seat: Seat, atk: Attack | null): boolean {
  const b = bp(o);
  if (o.owner !== seat || o.w <= 0 || o.fresh || b.type !== 'weapon' || !usableHere(s, o)) return false;
  if (atk && (atk.weapons.includes(o.id) || atk.melee !== (b.space === 'G'))) return false;
  return true;
}

/**
 * Targets of a weapon. Ranged (general weapons): any other character, wherever (unblocked damage hits
 * its base). Melee (ground weapons): a character within r — its "You" (evade: only [p] weapons), or its
 * base cell before it separates — or a face-up non-[p] enemy object placed on the ground within r.
 */
export function weaponTargets(s: BpState, o: Obj, out: number[]): void {
  const b = bp(o);
  for (let c = 0; c < s.n; c++) {
    const p = s.players[c];
    if (c === o.owner || !p.alive) continue;
    if (b.space !== 'G') out.push(c);
    else if ((!p.you || b.p) && cellDist(s.opts.geometry, posOf(s, o), charCell(s, c)) <= b.r) out.push(c);
  }
  if (b.space !== 'G') return;
  for (const x of s.objs) {
    if (x.owner === o.owner || x.w <= 0 || !x.shown || bp(x).p || !onGround(s, x)) continue;
    if (cellDist(s.opts.geometry, posOf(s, o), posOf(s, x)) <= b.r) out.push(OBJ_TARGET + x.id);
  }
}

const XS: number[] = [];

/** DECLARE's aims for `seat` (appended to out); with `any`, stops at the first and says whether one exists. */
export function aimOptions(s: BpState, seat: Seat, out: BpAction[], any = false): boolean {
  for (const o of s.objs) {
    if (!declarable(s, o, seat, s.atk)) continue;
    while (XS.length > 0) XS.pop(); // pops: writing length is a runtime call, per weapon
    weaponTargets(s, o, XS);
    if (any && XS.length > 0) return true;
    for (const x of XS) out.push(aimAct(o.id, x));
  }
  return false;
}

/** Step 1: declare — the weapon is shown (底座正面對外展示) and aimed at its target. */
export function aim(s: BpState, seat: Seat, oid: number, x: number, ev: EventSink): void {
  const o = objById(s, oid)!;
  if (!s.atk) s.atk = { by: seat, melee: bp(o).space === 'G', weapons: [], targets: [], blocks: [] };
  s.atk.weapons.push(oid);
  s.atk.targets.push(x);
  o.shown = true;
  emit(ev, { type: 'declared', seat, o: oid, card: o.card, x });
}

/** Step 3's options: each unassigned object of the defender that may block, on each weapon aimed at x. */
export function blockOptions(s: BpState, x: number, by: Seat, out: BpAction[], cell: number): void {
  const atk = s.atk!;
  for (const o of s.objs) {
    if (o.owner !== by || !mayBlockHere(s, o, atk, cell)) continue;
    for (let wi = 0; wi < atk.weapons.length; wi++) {
      if (atk.targets[wi] !== x) continue;
      const w = objById(s, atk.weapons[wi]);
      if (w && w.w > 0) out.push(blockAct(o.id, wi));
    }
  }
}

function mayBlockHere(s: BpState, o: Obj, atk: Attack, cell: number): boolean {
  for (let i = 0; i < atk.blocks.length; i += 2) if (atk.blocks[i] === o.id) return false;
  const b = bp(o);
  if (o.w <= 0 || !(b.type === 'armor' || b.blocks) || !usableHere(s, o)) return false;
  // BG-8 / 地面防具: in melee only ground objects where the target stands (or riding its "You").
  return !atk.melee || ((b.space === 'G' || b.g === true) && posOf(s, o) === cell);
}

/** Steps 4–7 for one target: each weapon aimed at it hits its blockers in order, the rest hits the target. */
export function hit(s: BpState, x: number, ev: EventSink): void {
  const atk = s.atk!;
  for (let wi = 0; wi < atk.weapons.length; wi++) {
    if (atk.targets[wi] !== x) continue;
    const w = objById(s, atk.weapons[wi]);
    if (!w || w.w <= 0) continue; // destroyed before it struck: it deals nothing
    let a = bp(w).a;
    for (let i = 0; i < atk.blocks.length && a > 0; i += 2) {
      if (atk.blocks[i + 1] !== wi) continue;
      const blocker = objById(s, atk.blocks[i]);
      if (!blocker || blocker.w <= 0) continue;
      const d = Math.min(a, blocker.w);
      blocker.w -= d; // 被抵銷的 [W] 須從該物件移走
      a -= d;
      emit(ev, { type: 'hit', x: OBJ_TARGET + blocker.id, n: d, on: 'object', o: w.id });
    }
    dealTo(s, x, a, atk.melee, w.id, ev);
  }
}

/** Step 8: every declared weapon is destroyed after one use. */
export function spend(s: BpState): void {
  for (const id of s.atk?.weapons ?? []) {
    const w = objById(s, id);
    if (w) w.w = 0;
  }
  s.atk = null;
}

/** Step 3: the defender assigns a blocker to a weapon (shown); the order of assignment is the absorb order. */
export function blockWith(s: BpState, seat: Seat, oid: number, wi: number, ev: EventSink): void {
  const o = objById(s, oid)!;
  s.atk!.blocks.push(oid, wi);
  o.shown = true;
  emit(ev, { type: 'blocked', seat, o: oid, card: o.card, w: wi });
}
