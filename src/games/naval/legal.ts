// Legal actions of a seat in the current phase.
import type { Seat } from '../../engine/index.js';
import { COMBAT_CLASSES, type CombatClass } from './data.js';
import type { NavalAction } from './actions.js';
import { killableSubs } from './combat.js';
import { byId, type NavalState, type Unit } from './state.js';

export function toMove(s: NavalState): Seat[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'build':
      return [0, 1].filter((p) => !s.setup[p].built);
    case 'deploy':
      return [0, 1].filter((p) => nextToPlace(s, p) !== null);
    default:
      return [s.actor];
  }
}

/** The next unit of `seat` waiting to be placed, in fleet order (combat ships, then SS). */
export function nextToPlace(s: NavalState, seat: Seat): Unit | null {
  for (const u of s.units) if (u.owner === seat && u.alive && u.hex < 0) return u;
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
  for (const h of s.ctx.board.nbrs[u.hex]) if (passable(s, u, h)) out.push({ t: 'step', u: u.id, h });
}

function hexesWithin(s: NavalState, from: number, r: number, min: number, out: NavalAction[], make: (h: number) => NavalAction): void {
  const b = s.ctx.board;
  for (const h of b.within(from, r)) if (b.dist[from * b.n + h] >= min) out.push(make(h));
}

function occupiedByOwn(s: NavalState, seat: Seat, h: number): boolean {
  for (const u of s.units) if (u.alive && u.owner === seat && u.hex === h) return true;
  return false;
}

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
    for (const cls of COMBAT_CLASSES) if (canAdd(s, side.fleet, cls)) out.push({ t: 'add', cls });
    if (side.fleet.length > 0) out.push({ t: 'built' });
    return out;
  }
  if (s.phase === 'deploy') {
    const u = nextToPlace(s, seat);
    if (!u) return out;
    const zone = u.cls === 'SS' ? b.neutral : b.deploy[seat];
    for (const h of zone) if (!occupiedByOwn(s, seat, h)) out.push({ t: 'place', u: u.id, h });
    return out;
  }
  if (s.phase === 'over' || seat !== s.actor) return out;

  if (s.active) {
    const u = byId(s, s.active.unit);
    if (s.active.sortie) {
      for (let h = 0; h < b.n; h++) if (!s.active.struck.includes(h)) out.push({ t: 'strike', u: u.id, h });
    } else {
      if (s.active.left > 0) pushSteps(s, u, out);
      pushPostMove(s, u, out);
    }
    out.push({ t: 'stop', u: u.id }, { t: 'pass' });
    return out;
  }

  for (const id of s.pending[seat]) {
    if (id === -1) {
      pushReinforcements(s, seat, out);
      out.push({ t: 'stop', u: -1 });
      continue;
    }
    const u = byId(s, id);
    switch (s.phase) {
      case 'supply':
      case 'move':
      case 'subMove':
        if (moveAllowance(s, u) > 0) pushSteps(s, u, out);
        if (s.phase === 'supply') pushPostMove(s, u, out);
        break;
      case 'recon':
        for (let h = 0; h < b.n; h++) out.push({ t: 'recon', u: id, h });
        break;
      case 'fighters':
        for (let h = 0; h < b.n; h++) out.push({ t: 'fighters', u: id, h });
        break;
      case 'strike':
        out.push({ t: 'sortie', u: id, kind: 'torpedo' }, { t: 'sortie', u: id, kind: 'dive' });
        break;
      case 'shelling':
        hexesWithin(s, u.hex, s.ctx.stats[u.cls].gun, 1, out, (h) => ({ t: 'aim', u: id, h }));
        break;
      case 'torpedo':
      case 'subTorpedo':
        hexesWithin(s, u.hex, u.cls === 'SS' ? o.subTorpedoRange : o.torpedoRange, 1, out, (h) => ({ t: 'torpedo', u: id, h }));
        break;
      case 'subDetect':
        for (const ss of killableSubs(s, u)) out.push({ t: 'sink', u: id, target: ss.id });
        break;
    }
    out.push({ t: 'stop', u: id });
  }
  out.push({ t: 'pass' });
  return out;
}

/** Supply-phase specials after (or instead of) moving: C resupplies, ML lays a mine. */
function pushPostMove(s: NavalState, u: Unit, out: NavalAction[]): void {
  if (s.phase !== 'supply') return;
  if (u.cls === 'C') out.push({ t: 'resupply', u: u.id });
  if (u.cls === 'ML') {
    const b = s.ctx.board;
    for (const h of b.within(u.hex, s.ctx.opts.mineLayRadius)) {
      if (h === u.hex || h === b.base[0] || h === b.base[1]) continue;
      if (s.mines.some((m) => m.hex === h && m.owner === u.owner)) continue;
      out.push({ t: 'lay', u: u.id, h });
    }
  }
}

function pushReinforcements(s: NavalState, seat: Seat, out: NavalAction[]): void {
  const o = s.ctx.opts;
  const ring = s.ctx.board.ring[seat];
  for (const cls of ['C', 'ML'] as const) {
    const ok = cls === 'C' ? s.cThisTurn[seat] < o.maxSupplyPerTurn : s.mlTotal[seat] < o.maxMinelayers;
    if (!ok) continue;
    for (const h of ring) if (!occupiedByOwn(s, seat, h)) out.push({ t: 'reinforce', cls, h });
  }
}
