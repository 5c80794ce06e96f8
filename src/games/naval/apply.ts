// Applying a (legal) naval action. The Match has already checked legality.
import type { EventSink, Seat } from '../../engine/index.js';
import type { NavalAction } from './actions.js';
import { airAttack, damage, enterHex, removeFromPending, removeUnit, stopOnHex, torpedoAttack } from './combat.js';
import { moveAllowance, nextToPlace } from './legal.js';
import { applyMoveTo } from './macro.js';
import { beginBattle, canReinforce, finishAct } from './phases.js';
import { addUnit, afloat, unitId, REINFORCEMENT_BASE, markSeen, onBoard, SEAT_ONLY, type NavalState, type Unit, byId } from './state.js';

export function applyAction(s: NavalState, seat: Seat, a: NavalAction, ev: EventSink): void {
  switch (a.t) {
    case 'add':
      s.setup[seat].fleet.push(a.cls);
      ev?.push({ type: 'add', to: SEAT_ONLY[seat], data: { seat, cls: a.cls } });
      return;
    case 'built':
      return built(s, seat, ev);
    case 'place':
      return place(s, seat, a.u, a.h, ev);
    case 'reinforce':
      return reinforce(s, seat, a.cls, a.h, ev);
    case 'step':
      return step(s, byId(s, a.u), a.h, ev);
    case 'stop':
      return stop(s, seat, a.u, ev);
    case 'resupply':
      return resupply(s, byId(s, a.u), ev);
    case 'lay':
      s.mines.push({ hex: a.h, owner: seat, revealed: false });
      ev?.push({ type: 'lay', to: SEAT_ONLY[seat], data: { u: a.u, hex: a.h } });
      return done(s, a.u, ev);
    case 'recon':
      return recon(s, seat, a.u, a.h, ev);
    case 'fighters':
      s.zones.push({ owner: seat, cv: a.u, hex: a.h, spent: false });
      ev?.push({ type: 'fighters', to: SEAT_ONLY[seat], data: { u: a.u, hex: a.h } });
      return done(s, a.u, ev);
    case 'sortie': {
      const o = s.ctx.opts;
      s.active = { unit: a.u, left: a.kind === 'torpedo' ? o.torpedoBomberHexes : o.diveBomberHexes, sortie: a.kind, struck: [] };
      ev?.push({ type: 'sortie', to: 'all', data: { u: a.u, owner: seat, kind: a.kind } });
      return;
    }
    case 'strike':
      return strike(s, a.u, a.h, ev);
    case 'aim':
      s.aims[seat].push({ unit: a.u, hex: a.h });
      ev?.push({ type: 'aim', to: SEAT_ONLY[seat], data: { u: a.u, hex: a.h } });
      return done(s, a.u, ev);
    case 'torpedo':
      torpedoAttack(s, byId(s, a.u), a.h, ev);
      return done(s, a.u, ev);
    case 'sink': {
      const ss = byId(s, a.target);
      ev?.push({ type: 'depthCharge', to: 'all', data: { u: a.u, owner: seat, target: a.target, hex: ss.hex } });
      damage(s, ss, ss.hp, 'depthCharge', ev);
      return done(s, a.u, ev);
    }
    case 'moveTo':
      return applyMoveTo(s, seat, a, ev, applyAction);
    case 'pass':
      if (s.active) stopActive(s, ev);
      for (const id of s.pending[seat]) if (id >= 0) stopOnHex(s, byId(s, id), ev);
      s.pending[seat].length = 0;
      return finishAct(s, ev);
  }
}

function built(s: NavalState, seat: Seat, ev: EventSink): void {
  const side = s.setup[seat];
  side.built = true;
  ev?.push({ type: 'built', to: 'all', data: { seat } });
  if (!s.setup[0].built || !s.setup[1].built) return;
  // Both fleets are in: create the units, interleaved so ids reveal nothing.
  const lists = [0, 1].map((p) => [...s.setup[p].fleet, ...new Array<'SS'>(s.ctx.opts.subsPerSide).fill('SS')]);
  for (let i = 0; i < Math.max(lists[0].length, lists[1].length); i++) {
    for (const p of [0, 1]) if (i < lists[p].length) addUnit(s, p, lists[p][i], -1, unitId(p, i, false));
  }
  s.phase = 'deploy';
}

function place(s: NavalState, seat: Seat, id: number, h: number, ev: EventSink): void {
  byId(s, id).hex = h;
  ev?.push({ type: 'place', to: SEAT_ONLY[seat], data: { u: id, cls: byId(s, id).cls, hex: h } });
  if (nextToPlace(s, 0) === null && nextToPlace(s, 1) === null) {
    ev?.push({ type: 'deployed', to: 'all', data: { fleets: s.ctx.opts.openRoster ? s.units.map((u) => u.cls) : [] } });
    beginBattle(s, ev);
  }
}

function reinforce(s: NavalState, seat: Seat, cls: 'C' | 'ML', h: number, ev: EventSink): void {
  if (cls === 'C') s.cThisTurn[seat]++;
  else s.mlTotal[seat]++;
  // Next free reinforcement index of this seat (a determinization may have dropped unseen ones).
  let k = 0;
  for (const x of s.units) if (x.owner === seat && x.id >= REINFORCEMENT_BASE) k = Math.max(k, (x.id - REINFORCEMENT_BASE - seat) / 2 + 1);
  const u = addUnit(s, seat, cls, h, unitId(seat, k, true));
  ev?.push({ type: 'reinforce', to: SEAT_ONLY[seat], data: { u: u.id, cls, hex: h } });
  // The new ship acts in this supply phase; the reinforcement slot stays while more may come.
  const p = s.pending[seat];
  if (!canReinforce(s, seat)) p.splice(p.indexOf(-1), 1);
  p.push(u.id);
  finishAct(s, ev);
}

function step(s: NavalState, u: Unit, h: number, ev: EventSink): void {
  if (!s.active) s.active = { unit: u.id, left: moveAllowance(s, u), sortie: null, struck: [] };
  const from = u.hex;
  u.hex = h;
  s.active.left--;
  if (onBoard(u) && (u.lit || u.exposed)) markSeen(s, u);
  ev?.push({ type: 'step', to: u.lit || u.exposed ? 'all' : SEAT_ONLY[u.owner], data: { u: u.id, owner: u.owner, from, hex: h } });
  enterHex(s, u, h, ev);
  if (!u.alive) return done(s, u.id, ev);
  // Out of 机动性, and nothing left to do with it: the move ends by itself.
  if (s.active.left === 0 && !(s.phase === 'supply' && (u.cls === 'C' || u.cls === 'ML'))) {
    stopOnHex(s, u, ev);
    done(s, u.id, ev);
  }
}

function stopActive(s: NavalState, ev: EventSink): void {
  const a = s.active;
  if (!a) return;
  if (!a.sortie) stopOnHex(s, byId(s, a.unit), ev);
  removeFromPending(s, a.unit);
  s.active = null;
}

function stop(s: NavalState, seat: Seat, id: number, ev: EventSink): void {
  if (id === -1) {
    const p = s.pending[seat];
    p.splice(p.indexOf(-1), 1);
    return finishAct(s, ev);
  }
  const u = byId(s, id);
  if (!s.active || s.active.sortie === null) stopOnHex(s, u, ev);
  done(s, id, ev);
}

/** Unit `id` finished its act for this phase. */
function done(s: NavalState, id: number, ev: EventSink): void {
  removeFromPending(s, id);
  finishAct(s, ev);
}

/** C: 恢复其附近距离为1的友方单位生命值至最大值的一半，恢复雷击值至最大值，随后移除该单位. */
function resupply(s: NavalState, c: Unit, ev: EventSink): void {
  const { board, stats, opts } = s.ctx;
  for (const u of afloat(s)) {
    if (!onBoard(u) || u.owner !== c.owner || u === c) continue;
    if (board.dist[c.hex * board.n + u.hex] > opts.supplyRadius) continue;
    const st = stats[u.cls];
    const halfHp = Math.ceil(st.hp / 2);
    const hp = Math.max(u.hp, halfHp);
    if (hp !== u.hp || u.mine !== st.mine) {
      ev?.push({ type: 'resupplied', to: SEAT_ONLY[u.owner], data: { u: u.id, hp, mine: st.mine } });
    }
    u.hp = hp;
    u.mine = st.mine;
    if (u.lit || u.exposed) markSeen(s, u);
  }
  removeUnit(s, c, 'resupply', ev);
  s.active = null;
  finishAct(s, ev);
}

/** 航空侦察: light every enemy unit but SS within 4 of the chosen hex, for this turn. */
function recon(s: NavalState, seat: Seat, id: number, h: number, ev: EventSink): void {
  const { board, opts } = s.ctx;
  const area = board.within(h, opts.reconRadius);
  for (const x of area) s.scouted[seat].push(x);
  ev?.push({ type: 'recon', to: 'all', data: { u: id, owner: seat, hex: h } });
  for (const u of afloat(s)) {
    if (!onBoard(u) || u.owner === seat || u.cls === 'SS') continue;
    if (board.dist[h * board.n + u.hex] > opts.reconRadius) continue;
    if (!u.lit) {
      u.lit = true;
      markSeen(s, u);
      ev?.push({ type: 'lit', to: 'all', data: { u: u.id, owner: u.owner, cls: u.cls, hex: u.hex, hp: u.hp } });
    }
  }
  done(s, id, ev);
}

function strike(s: NavalState, id: number, h: number, ev: EventSink): void {
  const a = s.active!;
  const cv = byId(s, id);
  a.struck.push(h);
  a.left--;
  const goesOn = airAttack(s, cv, a.sortie!, h, ev);
  if (!goesOn || a.left === 0 || !cv.alive) {
    s.active = null;
    done(s, id, ev);
  }
}
