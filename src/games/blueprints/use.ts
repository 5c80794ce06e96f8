// Using an object (BG-9): ground objects at any time (also inside another player's action, in USE
// windows), general ones in their owner's own turn; each once per round, only with a target within r.
import type { EventSink, Seat } from '../../engine/index.js';
import { useAct, type BpAction } from './actions.js';
import { usesGround } from './data.js';
import { VERBS } from './effects/index.js';
import { emit } from './events.js';
import { GEN, objById, slotKind, type BpState } from './state.js';
import { bp, usableHere } from './where.js';

const XS: number[] = [];

/**
 * Uses open to `seat` now: ground objects at any time, general ones only in the owner's own turn;
 * each object once per round, only with a target within its r (the verb lists those).
 */
export function useOptions(s: BpState, seat: Seat, ownTurn: boolean, out: BpAction[]): void {
  const xs = XS;
  for (const o of s.objs) {
    if (o.owner !== seat || o.w <= 0 || o.used === s.round) continue;
    const b = bp(o);
    if (!b.effect || (!ownTurn && !usesGround(b)) || !usableHere(s, o)) continue;
    while (xs.length > 0) xs.pop(); // pops: writing length is a runtime call, per object
    VERBS[b.effect.do].targets(s, o, xs);
    for (const x of xs) out.push(useAct(o.id, x));
  }
}

/** H3: a USE window opens for a seat that, on public facts, might hold a usable ground object. */
export function mayUse(s: BpState, seat: Seat): boolean {
  if (!s.players[seat].alive) return false;
  for (const o of s.objs) {
    if (o.owner !== seat || o.w <= 0 || o.used === s.round) continue;
    const k = slotKind(s, o.slot);
    if (k === GEN) continue;
    if (!o.shown || bp(o).effect) return true;
  }
  return false;
}

/** The use: the object is shown, spent for the round, and its verb runs on the target. */
export function applyUse(s: BpState, seat: Seat, oid: number, x: number, ev: EventSink): void {
  const o = objById(s, oid)!;
  o.used = s.round;
  o.shown = true;
  emit(ev, { type: 'used', seat, o: oid, card: o.card, x });
  VERBS[bp(o).effect!.do].run(s, o, x, ev);
}
