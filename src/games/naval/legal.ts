// Legal actions of a seat in the current phase.
import type { Seat } from '../../engine/index.js';
import { COMBAT_CLASSES, type CombatClass } from './data.js';
import type { NavalAction } from './actions.js';
import { ADD, BUILT, PASS, reinforceAction, unitActions, type HexKind } from './action-table.js';
import { killableSubs } from './combat.js';
import { afloat, byId, type NavalState, type Unit } from './state.js';

// Shared answers of toMove (callers treat them as read-only): asked several times per action.
const NOBODY: readonly Seat[] = [];
const BOTH: readonly Seat[] = [0, 1];
const ONLY: readonly (readonly Seat[])[] = [[0], [1]];

function which(a: boolean, b: boolean): readonly Seat[] {
  return a ? (b ? BOTH : ONLY[0]) : b ? ONLY[1] : NOBODY;
}

export function toMove(s: NavalState): readonly Seat[] {
  switch (s.phase) {
    case 'over':
      return NOBODY;
    case 'build':
      return which(!s.setup[0].built, !s.setup[1].built);
    case 'deploy':
      return which(nextToPlace(s, 0) !== null, nextToPlace(s, 1) !== null);
    default:
      return ONLY[s.actor];
  }
}

/** The next unit of `seat` waiting to be placed, in fleet order (combat ships, then SS). */
export function nextToPlace(s: NavalState, seat: Seat): Unit | null {
  for (const u of afloat(s)) if (u.owner === seat && u.alive && u.hex < 0) return u;
  return null;
}

function fleetCost(s: NavalState, fleet: readonly CombatClass[]): number {
  let c = 0;
  for (const cls of fleet) c += s.ctx.stats[cls].cost;
  return c;
}

const LIMIT_KEY = { DD: 'maxDD', CL: 'maxCL', CA: 'maxCA', BB: 'maxBB', CV: 'maxCV' } as const;

/** 总cost不超过20; DD≤8, BB≤4, CV≤2. */
export function canAdd(s: NavalState, fleet: readonly CombatClass[], cls: CombatClass): boolean {
  const o = s.ctx.opts;
  if (fleetCost(s, fleet) + s.ctx.stats[cls].cost > o.costLimit) return false;
  let n = 0;
  for (const c of fleet) if (c === cls) n++;
  return n < o[LIMIT_KEY[cls]];
}

/** May unit u enter hex h? Never the bases (land); never your own minefield, except SS (无视). */
export function passable(s: NavalState, u: Unit, h: number): boolean {
  const b = s.ctx.board;
  if (h === b.base[0] || h === b.base[1]) return false;
  if (u.cls === 'SS') return true;
  for (const m of s.mines) if (m.hex === h && m.owner === u.owner) return false;
  return true;
}

function pushSteps(s: NavalState, u: Unit, out: NavalAction[]): void {
  const acts = unitActions(u.id);
  const b = s.ctx.board;
  const steps = acts.steps(b, u.hex);
  // passable() inlined: asked for every neighbour of every moving ship, mostly with no mine about.
  if (!hasOwnMines(s, u)) return pushAll(steps, out);
  for (const a of steps) if (!ownMine(s, u.owner, a.h)) out.push(a);
}

/** Must u steer clear of one of its side's minefields next to it (SS ignore them)? */
function hasOwnMines(s: NavalState, u: Unit): boolean {
  if (u.cls === 'SS' || s.mines.length === 0) return false;
  const b = s.ctx.board;
  const row = u.hex * b.n;
  for (const m of s.mines) if (m.owner === u.owner && b.dist[row + m.hex] === 1) return true;
  return false;
}

function ownMine(s: NavalState, owner: Seat, h: number): boolean {
  for (const m of s.mines) if (m.hex === h && m.owner === owner) return true;
  return false;
}

/** Action `t` of unit `id` on every hex within r of `from` but `from` itself. */
function hexesAround(s: NavalState, id: number, from: number, r: number, t: HexKind, out: NavalAction[]): void {
  pushAll(unitActions(id).around(t, from, s.ctx.board.within(from, r)), out);
}

function pushAll(list: readonly NavalAction[], out: NavalAction[]): void {
  // One native copy (lists here are at most a board's hexes, far below the argument limit).
  Array.prototype.push.apply(out, list as NavalAction[]);
}

/**
 * Stamp the hexes holding a live unit of `seat` in `ownStamps` (one pass over the units, not one per
 * hex of the zone) and return the stamp: hex h is held when `ownStamps[h] === stamp`.
 */
function markOwnHexes(s: NavalState, seat: Seat): number {
  const n = s.ctx.board.n;
  if (ownStamps.length !== n || ownStamp === 0x7fffffff) {
    ownStamps = new Int32Array(n);
    ownStamp = 0;
  }
  const stamp = ++ownStamp;
  for (const u of afloat(s)) if (u.alive && u.owner === seat && u.hex >= 0) ownStamps[u.hex] = stamp;
  return stamp;
}

let ownStamps = new Int32Array(0);
let ownStamp = 0;

/** Move steps allowed for unit u in this phase. */
export function moveAllowance(s: NavalState, u: Unit): number {
  const o = s.ctx.opts;
  if (u.cls === 'SS') return u.lit ? o.subMoveLit : o.subMoveUnlit;
  return s.ctx.stats[u.cls].mot;
}

export function legalActions(s: NavalState, seat: Seat): NavalAction[] {
  const out: NavalAction[] = [];
  const o = s.ctx.opts;
  const b = s.ctx.board;
  if (s.phase === 'build') {
    const side = s.setup[seat];
    if (side.built) return out;
    for (const cls of COMBAT_CLASSES) if (canAdd(s, side.fleet, cls)) out.push(ADD[cls]);
    if (side.fleet.length > 0) out.push(BUILT);
    return out;
  }
  if (s.phase === 'deploy') {
    const u = nextToPlace(s, seat);
    if (!u) return out;
    const zone = u.cls === 'SS' ? b.neutral : b.deploy[seat];
    const acts = unitActions(u.id);
    const stamp = markOwnHexes(s, seat);
    for (const h of zone) if (ownStamps[h] !== stamp) out.push(acts.at('place', h));
    return out;
  }
  if (s.phase === 'over' || seat !== s.actor) return out;

  const solo = soloList(s, seat);
  if (solo !== null) return solo as NavalAction[]; // frozen: Match and bots treat legal lists as read-only
  return builtList(s, seat);
}

/**
 * The acting seat's list in a turn's phase, built afresh: the general case, which the shared list
 * above (`soloList`) stands in for with the same actions in the same order.
 */
export function builtList(s: NavalState, seat: Seat): NavalAction[] {
  const out: NavalAction[] = [];
  const o = s.ctx.opts;
  const b = s.ctx.board;
  if (s.active) {
    const u = byId(s, s.active.unit);
    const acts = unitActions(u.id);
    if (s.active.sortie) {
      const struck = s.active.struck;
      if (struck.length === 0) pushAll(acts.all('strike', b.n), out);
      else for (const a of acts.all('strike', b.n)) if (!struck.includes(a.h)) out.push(a);
      // A sortie that must strike all its hexes (option) cannot stop short.
      if (!o.sortieStopsEarly) return out;
    } else {
      if (s.active.left > 0) pushSteps(s, u, out);
      pushPostMove(s, u, out);
    }
    out.push(acts.stop, PASS);
    return out;
  }

  for (const id of s.pending[seat]) {
    if (id === -1) {
      pushAll(reinforcementSegment(s, seat), out);
      continue;
    }
    const u = byId(s, id);
    const acts = unitActions(id);
    switch (s.phase) {
      case 'supply':
      case 'move':
      case 'subMove':
        if (moveAllowance(s, u) > 0) pushSteps(s, u, out);
        if (s.phase === 'supply') pushPostMove(s, u, out);
        break;
      case 'recon':
        pushAll(acts.all('recon', b.n), out);
        break;
      case 'fighters':
        pushAll(acts.all('fighters', b.n), out);
        break;
      case 'strike':
        out.push(acts.sortie[0], acts.sortie[1]);
        break;
      case 'shelling':
        hexesAround(s, id, u.hex, s.ctx.stats[u.cls].gun, 'aim', out);
        break;
      case 'torpedo':
      case 'subTorpedo':
        hexesAround(s, id, u.hex, u.cls === 'SS' ? o.subTorpedoRange : o.torpedoRange, 'torpedo', out);
        break;
      case 'subDetect':
        for (const ss of killableSubs(s, u)) out.push(acts.sink(ss.id));
        break;
    }
    out.push(acts.stop);
  }
  out.push(PASS);
  return out;
}

const NO_ACTIONS: readonly NavalAction[] = [];

/**
 * The list when one unit alone acts, outside the supply phase, with no minefield of its side about:
 * its shared list of choices + stop + PASS (`UnitActions.solo`), the same actions in the same order as
 * the general case below builds; null otherwise.
 */
function soloList(s: NavalState, seat: Seat): readonly NavalAction[] | null {
  if (s.phase === 'supply') return supplySolo(s, seat);
  const active = s.active;
  let id: number;
  if (active !== null) {
    if (active.sortie !== null) {
      const struck = active.struck;
      if (struck.length > 1 || !s.ctx.opts.sortieStopsEarly) return null;
      const acts = unitActions(active.unit);
      const n = s.ctx.board.n;
      return struck.length === 0 ? acts.solo(acts.all('strike', n)) : acts.soloStrikesBut(n, struck[0]);
    }
    id = active.unit;
  } else {
    const pending = s.pending[seat];
    if (pending.length !== 1 || pending[0] < 0) return null;
    id = pending[0];
  }
  const u = byId(s, id);
  const acts = unitActions(id);
  const b = s.ctx.board;
  switch (s.phase) {
    case 'move':
    case 'subMove': {
      const moves = active !== null ? active.left > 0 : moveAllowance(s, u) > 0;
      if (!moves) return acts.solo(NO_ACTIONS);
      return hasOwnMines(s, u) ? null : acts.soloSteps(b, u.hex);
    }
    case 'recon':
    case 'fighters':
      return active !== null ? null : acts.solo(acts.all(s.phase, b.n));
    case 'strike':
      return active !== null ? null : acts.solo(acts.sortie);
    case 'shelling':
      return active !== null ? null : acts.solo(acts.around('aim', u.hex, b.within(u.hex, s.ctx.stats[u.cls].gun)));
    case 'torpedo':
    case 'subTorpedo': {
      if (active !== null) return null;
      const r = u.cls === 'SS' ? s.ctx.opts.subTorpedoRange : s.ctx.opts.torpedoRange;
      return acts.solo(acts.around('torpedo', u.hex, b.within(u.hex, r)));
    }
    default:
      return null;
  }
}

/**
 * soloList in the supply phase: the reinforcement slot alone (its segment + PASS), or a C on its way
 * (its steps, resupply, stop, PASS); null otherwise (a minelayer's lays depend on the mines).
 */
function supplySolo(s: NavalState, seat: Seat): readonly NavalAction[] | null {
  const active = s.active;
  if (active === null) {
    const pending = s.pending[seat];
    if (pending.length !== 1 || pending[0] !== -1) return null;
    return reinforcementSegment(s, seat, 1);
  }
  if (active.sortie !== null) return null;
  const u = byId(s, active.unit);
  if (u.cls !== 'C') return null;
  if (active.left <= 0) return unitActions(u.id).soloSupplyShip(s.ctx.board, -1);
  return hasOwnMines(s, u) ? null : unitActions(u.id).soloSupplyShip(s.ctx.board, u.hex);
}

/** Supply-phase specials after (or instead of) moving: C resupplies, ML lays a mine. */
function pushPostMove(s: NavalState, u: Unit, out: NavalAction[]): void {
  if (s.phase !== 'supply') return;
  if (u.cls === 'C') out.push(unitActions(u.id).resupply);
  if (u.cls === 'ML') {
    const b = s.ctx.board;
    const acts = unitActions(u.id);
    for (const h of b.within(u.hex, s.ctx.opts.mineLayRadius)) {
      if (h === u.hex || h === b.base[0] || h === b.base[1]) continue;
      if (ownMine(s, u.owner, h)) continue;
      out.push(acts.at('lay', h));
    }
  }
}

/**
 * The reinforcement slot's choices, its stop included: C then ML on each free ring hex, in ring order.
 * Shared lists, one per ring and (free hexes, C allowed, ML allowed): the slot is asked for in nearly
 * every supply-phase list.
 */
function reinforcementSegment(s: NavalState, seat: Seat, which: 0 | 1 = 0): readonly NavalAction[] {
  const o = s.ctx.opts;
  const b = s.ctx.board;
  const ring = b.ring[seat];
  const okC = s.cThisTurn[seat] < o.maxSupplyPerTurn;
  const okML = s.mlTotal[seat] < o.maxMinelayers;
  // Which ring hexes hold a unit of the seat: one pass over the units (sunk ones stay in the list).
  let taken = 0;
  if (okC || okML) {
    for (const u of afloat(s)) {
      if (!u.alive || u.owner !== seat || u.hex < 0 || b.dist[u.hex * b.n + b.base[seat]] !== 1) continue;
      const i = ring.indexOf(u.hex);
      if (i >= 0) taken |= 1 << i;
    }
  }
  return segmentFor(seat, ring, taken | (okC ? 1 << 6 : 0) | (okML ? 1 << 7 : 0), which);
}

/**
 * Cached reinforcement lists of a seat's ring, by code (free-hex bits 0-5, C allowed bit 6, ML bit 7):
 * `segs` the slot's segment, `solos` the segment + PASS. Plain arrays, not maps: asked per list.
 */
interface RingLists {
  readonly ring: Int16Array;
  readonly segs: (readonly NavalAction[] | undefined)[];
  readonly solos: (readonly NavalAction[] | undefined)[];
}

const ringLists: (RingLists | null)[] = [null, null];

/** The segment (which = 0) or the segment + PASS (which = 1) for `code` on `ring`. */
function segmentFor(seat: Seat, ring: Int16Array, code: number, which: 0 | 1): readonly NavalAction[] {
  let c = ringLists[seat];
  if (c === null || c.ring !== ring) ringLists[seat] = c = { ring, segs: [], solos: [] };
  let seg = c.segs[code];
  if (seg === undefined) {
    const taken = code & 63;
    const out: NavalAction[] = [];
    if (code & 64) for (let i = 0; i < ring.length; i++) if ((taken & (1 << i)) === 0) out.push(reinforceAction('C', ring[i]));
    if (code & 128) for (let i = 0; i < ring.length; i++) if ((taken & (1 << i)) === 0) out.push(reinforceAction('ML', ring[i]));
    out.push(unitActions(-1).stop);
    c.segs[code] = seg = Object.freeze(out);
  }
  if (which === 0) return seg;
  let whole = c.solos[code];
  if (whole === undefined) c.solos[code] = whole = Object.freeze([...seg, PASS]);
  return whole;
}
