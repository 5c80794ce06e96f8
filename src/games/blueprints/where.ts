// Where things are and what they may do: positions on the virtual ground and the tag rules
// ([g], [p], evade) every other module asks.
import { BLUEPRINTS, type Blueprint } from './data.js';
import { OBJ_TARGET, YOU_LINE, slotKind, type BpState, type Obj } from './state.js';

export const bp = (o: Obj): Blueprint => BLUEPRINTS[o.card];

/** The character's own cell: its "You" once separated, else its base (range to a character). */
export function charCell(s: BpState, seat: number): number {
  const p = s.players[seat];
  return p.you ? p.youCell : s.bases[seat];
}

export function onYouLine(s: BpState, o: Obj): boolean {
  return slotKind(s, o.slot) === YOU_LINE;
}

/** Where an object is: "You"'s cell if on its line, its ground token's cell if moved, else its base. */
export function posOf(s: BpState, o: Obj): number {
  if (onYouLine(s, o)) return s.players[o.owner].youCell;
  return o.tok >= 0 ? o.cell : s.bases[o.owner];
}

/** Placed on the ground (置於地面): it holds a coordinate token and is not riding "You". */
export function onGround(s: BpState, o: Obj): boolean {
  return o.tok >= 0 && !onYouLine(s, o);
}

/** R-P2: a general [p] object is usable only at "You"'s coordinate. */
export function usableHere(s: BpState, o: Obj): boolean {
  const b = bp(o);
  if (b.space === 'general' && b.p) return posOf(s, o) === charCell(s, o.owner);
  return true;
}

/** The cell a target code stands on: a character's own cell or an object's position. */
export function targetCell(s: BpState, x: number): number {
  if (x < OBJ_TARGET) return charCell(s, x);
  const o = s.objs.find((y) => y.id === x - OBJ_TARGET);
  return o ? posOf(s, o) : -1;
}

/** The seat that answers for a target code. */
export function targetOwner(s: BpState, x: number): number {
  if (x < OBJ_TARGET) return x;
  const o = s.objs.find((y) => y.id === x - OBJ_TARGET);
  return o ? o.owner : -1;
}
