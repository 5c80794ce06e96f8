// `cloneInto` for search: copy a state into an existing one, reusing its sides, units and arrays, so an
// ISMCTS iteration refills one scratch state instead of allocating a clone (about 35 objects and arrays).
// The result equals `cloneState(src)` field for field and key for key (the hash is the state's JSON); a
// field added to the state must be copied here too (copy.test.ts compares hashes through whole games).
import { refill } from '../../engine/index.js';
import { cloneUnit, type KardsState, type Side, type Unit } from './state.js';


function copyUnit(d: Unit, u: Unit): void {
  d.uid = u.uid;
  d.card = u.card;
  d.owner = u.owner;
  d.atk = u.atk;
  d.def = u.def;
  d.top = u.top;
  d.op = u.op;
  d.kw = u.kw;
  d.armor = u.armor;
  d.tmpAtk = u.tmpAtk;
  d.hurt = u.hurt;
  d.moved = u.moved;
  d.attacks = u.attacks;
  d.fresh = u.fresh;
  d.pinned = u.pinned;
  d.ambushed = u.ambushed;
  d.dead = u.dead;
  d.mob = u.mob;
  d.doomed = u.doomed;
  d.tmpKw = u.tmpKw;
  d.tmpOp = u.tmpOp;
  d.turns = u.turns;
  d.vet = u.vet;
  d.mem = u.mem;
  d.atk0 = u.atk0;
  d.lostKw = u.lostKw;
  d.sup = u.sup;
  d.cap = u.cap;
  d.ctl = u.ctl;
  d.hit = u.hit;
  d.back = u.back;
  if (u.gv !== undefined || d.gv !== undefined) d.gv = u.gv === undefined ? undefined : u.gv.slice();
  d.ref = u.ref;
  if (u.nh !== undefined || d.nh !== undefined) d.nh = u.nh;
  if (u.dlt !== undefined || d.dlt !== undefined) { if (u.dlt === undefined) delete d.dlt; else d.dlt = u.dlt.slice(); }
}

/** Each line's unit objects are reused slot by slot (a unit is in one place of a state, so none is shared). */
function copyUnits(dst: Unit[], src: readonly Unit[]): void {
  const n = src.length;
  for (let i = 0; i < n; i++) {
    const d = dst[i];
    if (d === undefined) dst.push(cloneUnit(src[i]));
    else copyUnit(d, src[i]);
  }
  if (dst.length !== n) dst.length = n;
}

function copySide(d: Side, p: Side): void {
  d.hq = p.hq;
  refill(d.hand, p.hand);
  refill(d.shown, p.shown);
  refill(d.deck, p.deck);
  d.kredits = p.kredits;
  d.slots = p.slots;
  d.fatigue = p.fatigue;
  refill(d.cms, p.cms);
  d.cmSpent = p.cmSpent;
  d.nation = p.nation;
  d.ally = p.ally;
  d.mulled = p.mulled;
  refill(d.played, p.played);
  d.orders = p.orders;
  d.lost = p.lost;
  d.nextKredits = p.nextKredits;
  d.nextDraws = p.nextDraws;
  d.nextNoOrders = p.nextNoOrders;
  d.nextSkip = p.nextSkip;
  d.noOrders = p.noOrders;
  d.nextDiscards = p.nextDiscards;
  d.arrived = p.arrived;
  d.boost = p.boost;
  d.hitHq = p.hitHq;
  d.attacks = p.attacks;
  refill(d.lostCards, p.lostCards);
  refill(d.plays, p.plays);
  d.hqCap = p.hqCap;
  refill(d.mods, p.mods);
  refill(d.removed, p.removed);
  if (p.aged !== undefined || d.aged !== undefined) d.aged = p.aged === undefined ? undefined : p.aged.slice();
  if (p.dev !== undefined || d.dev !== undefined) d.dev = p.dev === undefined ? undefined : p.dev.slice();
  if (p.nextNoDeploy !== undefined || d.nextNoDeploy !== undefined) d.nextNoDeploy = p.nextNoDeploy;
  if (p.noDeploy !== undefined || d.noDeploy !== undefined) d.noDeploy = p.noDeploy;
  if (p.hqFx !== undefined || d.hqFx !== undefined) d.hqFx = p.hqFx === undefined ? undefined : p.hqFx.slice();
  if (p.hqTaken !== undefined || d.hqTaken !== undefined) d.hqTaken = p.hqTaken;
  if (p.hqSmoke !== undefined || d.hqSmoke !== undefined) d.hqSmoke = p.hqSmoke;
  if (p.slotsLost !== undefined || d.slotsLost !== undefined) d.slotsLost = p.slotsLost;
  if (p.later !== undefined || d.later !== undefined) d.later = p.later === undefined ? undefined : p.later.slice();
  if (p.hears !== undefined || d.hears !== undefined) d.hears = p.hears === undefined ? undefined : p.hears.slice();
  if (p.oneDmg !== undefined || d.oneDmg !== undefined) d.oneDmg = p.oneDmg;
  if (p.mud !== undefined || d.mud !== undefined) d.mud = p.mud;
  if (p.grim !== undefined || d.grim !== undefined) d.grim = p.grim;
  if (p.decree !== undefined || d.decree !== undefined) d.decree = p.decree;
  if (p.navyTop !== undefined || d.navyTop !== undefined) d.navyTop = p.navyTop;
  if (p.snow !== undefined || d.snow !== undefined) d.snow = p.snow;
  if (p.endAt !== undefined || d.endAt !== undefined) d.endAt = p.endAt;
  if (p.mateHit !== undefined || d.mateHit !== undefined) d.mateHit = p.mateHit;
  if (p.taxGv !== undefined || d.taxGv !== undefined) d.taxGv = p.taxGv;
  if (p.brInf !== undefined || d.brInf !== undefined) d.brInf = p.brInf === undefined ? undefined : p.brInf.slice();
  if (p.bondAt !== undefined || d.bondAt !== undefined) d.bondAt = p.bondAt;
  if (p.dmods !== undefined || d.dmods !== undefined) { if (p.dmods === undefined) delete d.dmods; else d.dmods = p.dmods.slice(); }
  if (p.dstat !== undefined || d.dstat !== undefined) { if (p.dstat === undefined) delete d.dstat; else d.dstat = p.dstat.slice(); }
  if (p.hstat !== undefined || d.hstat !== undefined) { if (p.hstat === undefined) delete d.hstat; else d.hstat = p.hstat.slice(); }
  if (p.devAt !== undefined || d.devAt !== undefined) { if (p.devAt === undefined) delete d.devAt; else d.devAt = p.devAt; }
  if (p.gvT !== undefined || d.gvT !== undefined) { if (p.gvT === undefined) delete d.gvT; else d.gvT = p.gvT.slice(); }
  if (p.lostAt !== undefined || d.lostAt !== undefined) { if (p.lostAt === undefined) delete d.lostAt; else d.lostAt = p.lostAt.slice(); }
}

/** `src` copied into `dst` (an earlier clone, determinization or setup of this game): as cloneState(src), reusing dst. */
export function cloneInto(dst: KardsState, src: KardsState): KardsState {
  if (dst === src) return dst;
  dst.o = src.o;
  dst.phase = src.phase;
  dst.turn = src.turn;
  dst.active = src.active;
  dst.first = src.first;
  copySide(dst.sides[0], src.sides[0]);
  copySide(dst.sides[1], src.sides[1]);
  copyUnits(dst.lines[0], src.lines[0]);
  copyUnits(dst.lines[1], src.lines[1]);
  copyUnits(dst.lines[2], src.lines[2]);
  copyUnits(dst.limbo, src.limbo);
  dst.nextUid = src.nextUid;
  dst.watch = src.watch;
  refill(dst.q, src.q);
  dst.cmFiredBy = src.cmFiredBy;
  if (src.endNow !== undefined || dst.endNow !== undefined) dst.endNow = src.endNow;
  if (src.scots !== undefined || dst.scots !== undefined) dst.scots = src.scots;
  dst.winner = src.winner;
  dst.reason = src.reason;
  dst.rng.copyFrom(src.rng);
  return dst;
}
