// 操作战甲: a mech acts once — attack with one of its weapons, or move to an adjacent zone (forward only
// when no enemy mech is in its zone) — or uses an active sub-weapon card. Also 隐身冲刺, the end-of-turn
// moves of 曲率推进装置 / 低温喷射装置, and the mech sub-weapon cards (战甲副武器).
import type { EventSink, Seat } from '../../engine/index.js';
import type { MechaAction } from './actions.js';
import { EVENT_ZONE, isForward, rowFrom, ZONES } from './board.js';
import { attackable, fire, inRange, zoneDist } from './combat.js';
import { MC, MECH_CARDS, WEAPONS, WX } from './data.js';
import { destroyMech, heal, hurt, pilotTalent, removeFromActs, revealGear, revealPilot } from './damage.js';
import { hasTrait, isMechLike, lasting, type MechaState, type Unit } from './state.js';
import { moveUnit, weatherIs } from './weather.js';

/** May this unit act (not stunned by EMP / 干扰弹, not held by 电磁脉冲)? */
export function canAct(u: Unit): boolean {
  return u.place === 'field' && isMechLike(u) && u.stun === 0 && !u.emp;
}

/** 陨石雨: mechs in the event zone may only be operated one at a time, for 2 AP. */
export function meteorLocked(s: MechaState, u: Unit): boolean {
  return u.zone === EVENT_ZONE && weatherIs(s, WX.meteor);
}

function enemyMechIn(s: MechaState, seat: Seat, z: number): boolean {
  for (const u of s.units) if (u.owner !== seat && u.place === 'field' && isMechLike(u) && u.zone === z) return true;
  return false;
}

/** Zones a mech may move to: adjacent; forward only when no enemy mech shares its zone; 黑洞 holds it. */
export function moveTargets(s: MechaState, u: Unit, out: number[]): void {
  if (u.bound) return;
  const blocked = enemyMechIn(s, u.owner, u.zone);
  for (const z of s.ctx.board.nbrs[u.zone]) if (!blocked || !isForward(u.owner, u.zone, z)) out.push(z);
}

const zonesScratch: number[] = [];

/** Everything mech `u` may do as its action now. */
export function mechChoices(s: MechaState, u: Unit, out: MechaAction[]): void {
  const seat = u.owner;
  const energy = s.sides[seat].energy;
  u.guns.forEach((g, gi) => {
    const w = WEAPONS[g.w];
    if (g.ammo === 0 || w.energyCost > energy) return;
    if (w.support !== 'none') {
      // 选择友军战甲使用 (another friendly mech in range, MR-13).
      for (const f of s.units) {
        if (f === u || f.owner !== seat || f.place !== 'field' || f.ship || !inRange(s, w, u.zone, f.zone)) continue;
        if (w.support === 'repair' && f.hp >= f.maxHp) continue;
        out.push({ t: 'attack', m: u.id, g: gi, u: f.id });
      }
      return;
    }
    if (w.device === 'wormhole') {
      if (!u.bound) out.push({ t: 'attack', m: u.id, g: gi, u: -1 });
      return;
    }
    for (const t of s.units) {
      if (!attackable(s, seat, t) || !inRange(s, w, u.zone, t.zone)) continue;
      if (w.device === 'jam' && !isMechLike(t)) continue;
      out.push({ t: 'attack', m: u.id, g: gi, u: t.id });
    }
  });
  zonesScratch.length = 0;
  moveTargets(s, u, zonesScratch);
  for (const z of zonesScratch) out.push({ t: 'move', m: u.id, z });
  gearChoices(s, u, out);
  talentChoices(s, u, out);
  out.push({ t: 'hold', m: u.id });
}

/**
 * [L] 杀意 / 狡诈 (MR-30): once a sortie, while its mech is operated and without using up its action,
 * at an enemy mech within 1 (狡诈: one with a pilot).
 */
function talentChoices(s: MechaState, u: Unit, out: MechaAction[]): void {
  if (u.pilot < 0 || u.sortie & 4) return;
  const talent = pilotTalent(s, u);
  if (talent !== 'intent' && talent !== 'cunning') return;
  for (const t of s.units) {
    if (!isMechLike(t) || t.owner === u.owner || t.place !== 'field' || zoneDist(s, u.zone, t.zone) > 1) continue;
    if (talent === 'cunning' && t.pilot < 0) continue;
    out.push({ t: 'talent', m: u.id, u: t.id });
  }
}

/** 杀意: 回避 −5 this turn; 狡诈: the target's pilot talent silenced this turn (持续 1 回合: the turn in progress, as 拉钩's). */
export function applyTalentUse(s: MechaState, m: number, target: number, ev: EventSink): void {
  const u = s.units[m];
  const t = s.units[target];
  const talent = pilotTalent(s, u)!;
  u.sortie |= 4;
  revealPilot(s, u, ev);
  if (talent === 'intent') t.intentTurn = s.turn;
  else t.muteTurn = s.turn;
  ev?.push({ type: 'talent', to: 'all', data: { u: m, owner: u.owner, talent, target } });
}

function gearChoices(s: MechaState, u: Unit, out: MechaAction[]): void {
  const o = s.ctx.opts.gear;
  u.gear.forEach((g, i) => {
    if (MECH_CARDS[g.c].kind !== 'active' || g.uses <= 0) return;
    switch (g.c) {
      case MC.wormhole:
        if (!u.bound) out.push({ t: 'gear', m: u.id, i, u: -1 });
        return;
      case MC.selfDestruct:
        if (u.hp <= o.selfDestructAtHp) out.push({ t: 'gear', m: u.id, i, u: -1 }); // 战甲 HP 仅剩 X
        return;
      case MC.jammer:
        for (const t of s.units) {
          if (isMechLike(t) && t.owner !== u.owner && t.place === 'field' && zoneDist(s, u.zone, t.zone) <= o.jammerRange) out.push({ t: 'gear', m: u.id, i, u: t.id });
        }
        return;
      case MC.hook:
        for (const t of s.units) {
          if (isMechLike(t) && t.owner !== u.owner && t.place === 'field' && !t.bound && t.zone !== u.zone && zoneDist(s, u.zone, t.zone) <= o.hookRange) {
            out.push({ t: 'gear', m: u.id, i, u: t.id });
          }
        }
        return;
    }
  });
}

/** The mech has taken its action in the current operation. */
function consume(s: MechaState, u: Unit): void {
  removeFromActs(s, u.id);
  if (--s.actsLeft <= 0) s.acts.length = 0;
  u.acted = true;
}

/** 虫洞生成器: 随机移动至地图上的另一区域，不包括对方 1 区域. */
function wormhole(s: MechaState, u: Unit, ev: EventSink): void {
  const zones: number[] = [];
  for (let z = 0; z < ZONES; z++) if (z !== u.zone && rowFrom(1 - u.owner, z) !== 1) zones.push(z);
  moveUnit(s, u, zones[s.rng.int(zones.length)], 'wormhole', ev);
}

/** 便携式干扰弹: 指定战甲一回合不能行动. */
function jam(s: MechaState, t: Unit, ev: EventSink): void {
  t.stun = Math.max(t.stun, lasting(s, t.owner, 1));
  ev?.push({ type: 'jammed', to: 'all', data: { u: t.id, owner: t.owner } });
}

export function applyMechAttack(s: MechaState, seat: Seat, m: number, gi: number, target: number, ev: EventSink): void {
  const u = s.units[m];
  const g = u.guns[gi];
  const w = WEAPONS[g.w];
  consume(s, u);
  if (w.support !== 'none' || w.device !== 'none') {
    if (g.ammo > 0) g.ammo--;
    const t = target >= 0 ? s.units[target] : null;
    ev?.push({ type: 'use', to: 'all', data: { u: m, owner: seat, weapon: w.id, target } });
    if (w.support === 'charge') t!.charged = true; // 连携充能器: 武器伤害加倍，持续至下一次我方回合开始
    else if (w.support === 'repair') heal(s, t!, t!.maxHp, 'repairDrone', ev); // 生命值恢复至上限
    else if (w.device === 'jam') jam(s, t!, ev);
    else wormhole(s, u, ev);
    return;
  }
  fire(s, seat, u, gi, target, false, ev);
}

export function applyMove(s: MechaState, m: number, z: number, ev: EventSink): void {
  const u = s.units[m];
  const endMove = s.acts.length === 0 && s.endMoves !== null;
  if (endMove) removeFromActs(s, m);
  else consume(s, u);
  u.moved = true;
  moveUnit(s, u, z, endMove ? 'extraMove' : 'move', ev);
}

export function applyGear(s: MechaState, m: number, i: number, target: number, ev: EventSink): void {
  const u = s.units[m];
  const g = u.gear[i];
  const o = s.ctx.opts.gear;
  revealGear(s, u, i, ev);
  g.uses--;
  ev?.push({ type: 'gearUse', to: 'all', data: { u: m, owner: u.owner, card: MECH_CARDS[g.c].id, target } });
  if (g.uses <= 0) {
    u.gear.splice(i, 1);
    s.sides[u.owner].mdiscard[g.c]++;
  }
  if (g.c === MC.hook) {
    // 拉钩: 不消耗行动点，使得一个敌方战甲移动到自己的区域，并使该敌方战甲回避 −3.
    const t = s.units[target];
    t.hookTurn = s.turn;
    moveUnit(s, t, u.zone, 'hook', ev);
    return;
  }
  consume(s, u);
  switch (g.c) {
    case MC.wormhole:
      wormhole(s, u, ev);
      return;
    case MC.jammer:
      jam(s, s.units[target], ev);
      return;
    case MC.selfDestruct: {
      // 自毁装置: 对同一单元格内所有战甲造成 XX 伤害 (and the mech is destroyed: MR-10).
      const zone = u.zone;
      for (const t of s.units) if (t !== u && t.place === 'field' && isMechLike(t) && t.zone === zone) hurt(s, t, o.selfDestructDamage, 'selfDestruct', u.owner, ev);
      if (u.place === 'field') destroyMech(s, u, 'selfDestruct', -1, ev);
      return;
    }
  }
}

export function applyHold(s: MechaState, m: number): void {
  removeFromActs(s, m);
}

/** 隐身冲刺: 所在区域有敌方战甲时，可消耗 2 行动点向前移动. */
export function dashChoices(s: MechaState, seat: Seat, out: MechaAction[]): void {
  if (s.ap < 2) return;
  for (const u of s.units) {
    if (u.owner !== seat || !hasTrait(u, 'stealthDash') || !canAct(u) || u.bound || !enemyMechIn(s, seat, u.zone)) continue;
    for (const z of s.ctx.board.nbrs[u.zone]) if (isForward(seat, u.zone, z)) out.push({ t: 'dash', m: u.id, z });
  }
}

export function applyDash(s: MechaState, m: number, z: number, ev: EventSink): void {
  const u = s.units[m];
  s.ap -= 2;
  u.acted = true;
  u.moved = true;
  moveUnit(s, u, z, 'dash', ev);
}

/** 操作战甲 (2): every own mech that can act; 单独操作战甲 (1; 2 in 陨石雨). */
export function opChoices(s: MechaState, seat: Seat, out: MechaAction[]): void {
  let any = false;
  const meteorCost = s.ctx.opts.weather.meteorCost;
  for (const u of s.units) {
    if (u.owner !== seat || !canAct(u)) continue;
    const locked = meteorLocked(s, u);
    if (!locked) any = true;
    if (s.ap >= (locked ? meteorCost : 1)) out.push({ t: 'op', m: u.id });
  }
  if (any && s.ap >= 2) out.push({ t: 'opAll' });
}

export function applyOpAll(s: MechaState, seat: Seat): void {
  s.ap -= 2;
  s.acts = actorIds(s, seat, true);
  s.actsLeft = s.acts.length;
}

export function applyOp(s: MechaState, m: number): void {
  const u = s.units[m];
  s.ap -= meteorLocked(s, u) ? s.ctx.opts.weather.meteorCost : 1;
  s.acts = [m];
  s.actsLeft = 1;
}

/** Choices while an operation is in progress: each waiting mech's action, or stop. */
export function actsChoices(s: MechaState, out: MechaAction[]): void {
  for (const id of s.acts) {
    const u = s.units[id];
    if (canAct(u)) mechChoices(s, u, out);
    else out.push({ t: 'hold', m: id });
  }
  if (s.acts.length > 1) out.push({ t: 'done' });
}

/** 曲率推进装置 (no attack this turn) / 低温喷射装置 (no action last turn): one more move at turn end. */
/** Ids of `seat`'s units that may act now (not meteor-locked); a giant-mech ship only with `giant`. One pass, one array. */
export function actorIds(s: MechaState, seat: Seat, giant: boolean): number[] {
  const out: number[] = [];
  for (const u of s.units) if (u.owner === seat && (giant || !u.ship) && canAct(u) && !meteorLocked(s, u)) out.push(u.id);
  return out;
}

export function endMoveCandidates(s: MechaState, seat: Seat): number[] {
  const out: number[] = [];
  for (const u of s.units) {
    if (u.owner !== seat || u.ship || !canAct(u) || u.bound) continue;
    const warp = hasTrait(u, 'warpThruster') && !u.attacked;
    const cryo = hasTrait(u, 'cryoJet') && !u.prevActed;
    if (warp || cryo) out.push(u.id);
  }
  return out;
}

export function endMoveChoices(s: MechaState, out: MechaAction[]): void {
  for (const id of s.endMoves!) {
    zonesScratch.length = 0;
    moveTargets(s, s.units[id], zonesScratch);
    for (const z of zonesScratch) out.push({ t: 'move', m: id, z });
  }
  out.push({ t: 'done' });
}

