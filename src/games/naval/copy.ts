// `cloneInto` for search: copy a state into an existing one of the same options, reusing its units,
// mines, zones, aims and arrays, so an ISMCTS iteration refills one scratch state instead of
// allocating a clone (clones and their garbage were over a quarter of a naval search). The result
// equals `cloneState(src)` field for field and key for key (the hash is the state's JSON).
import { cloneState, unitsChanged, copyActive, copyAim, copyMine, copyUnit, copyZone, type Aim, type FighterZone, type Mine, type NavalState, type Unit } from './state.js';

// Two refills, not the engine's shared one: a keyed store that has seen arrays of strings (fleets)
// turns the arrays of small integers it then writes to (pending, scouted) into arrays of objects
// too, and code compiled for the one kind deoptimises on the other (issue 19).
function refillInts(dst: number[], src: readonly number[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) dst[i] = src[i];
  if (dst.length !== n) dst.length = n;
}

function refillNames<T extends string>(dst: T[], src: readonly T[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) dst[i] = src[i];
  if (dst.length !== n) dst.length = n;
}

function copyUnits(dst: Unit[], src: readonly Unit[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const u = src[i];
    const d = i < dst.length ? dst[i] : undefined; // no read past the end: it deoptimises
    if (d === undefined) {
      dst.push(copyUnit(u));
      continue;
    }
    d.id = u.id;
    d.owner = u.owner;
    d.cls = u.cls;
    d.hex = u.hex;
    d.hp = u.hp;
    d.mine = u.mine;
    d.alive = u.alive;
    d.removed = u.removed;
    d.lit = u.lit;
    d.exposed = u.exposed;
    d.seenHex = u.seenHex;
    d.seenTurn = u.seenTurn;
    d.seenHp = u.seenHp;
    d.goneSeen = u.goneSeen;
  }
  if (dst.length !== n) dst.length = n;
}

function copyMines(dst: Mine[], src: readonly Mine[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const m = src[i];
    const d = i < dst.length ? dst[i] : undefined; // no read past the end: it deoptimises
    if (d === undefined) dst.push(copyMine(m));
    else {
      d.hex = m.hex;
      d.owner = m.owner;
      d.revealed = m.revealed;
    }
  }
  if (dst.length !== n) dst.length = n;
}

function copyZones(dst: FighterZone[], src: readonly FighterZone[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const z = src[i];
    const d = i < dst.length ? dst[i] : undefined; // no read past the end: it deoptimises
    if (d === undefined) dst.push(copyZone(z));
    else {
      d.owner = z.owner;
      d.cv = z.cv;
      d.hex = z.hex;
      d.spent = z.spent;
    }
  }
  if (dst.length !== n) dst.length = n;
}

function copyAims(dst: Aim[], src: readonly Aim[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const a = src[i];
    const d = i < dst.length ? dst[i] : undefined; // no read past the end: it deoptimises
    if (d === undefined) dst.push(copyAim(a));
    else {
      d.unit = a.unit;
      d.hex = a.hex;
    }
  }
  if (dst.length !== n) dst.length = n;
}

/** Make `dst` a copy of `src` (see the file comment) and return it. */
export function cloneInto(dst: NavalState, src: NavalState): NavalState {
  // Another match's options: a different ctx on the prototype. Not what search does; a fresh clone.
  if (dst.ctx !== src.ctx) return cloneState(src);
  dst.turn = src.turn;
  dst.phase = src.phase;
  dst.first = src.first;
  dst.actor = src.actor;
  copyUnits(dst.units, src.units);
  unitsChanged(dst);
  refillInts(dst.pending[0], src.pending[0]);
  refillInts(dst.pending[1], src.pending[1]);
  const a = src.active;
  if (a === null) dst.active = null;
  else if (dst.active === null) dst.active = copyActive(a);
  else {
    dst.active.unit = a.unit;
    dst.active.left = a.left;
    dst.active.sortie = a.sortie;
    refillInts(dst.active.struck, a.struck);
  }
  for (let p = 0; p < 2; p++) {
    refillNames(dst.setup[p].fleet, src.setup[p].fleet);
    dst.setup[p].built = src.setup[p].built;
    copyAims(dst.aims[p], src.aims[p]);
    refillInts(dst.scouted[p], src.scouted[p]);
    dst.cThisTurn[p] = src.cThisTurn[p];
    dst.mlTotal[p] = src.mlTotal[p];
    dst.hold[p] = src.hold[p];
  }
  copyMines(dst.mines, src.mines);
  copyZones(dst.zones, src.zones);
  dst.winner = src.winner;
  dst.reason = src.reason;
  dst.rng.copyFrom(src.rng);
  return dst;
}
