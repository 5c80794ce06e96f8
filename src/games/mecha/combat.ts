// 战斗结算: an attack = one use of one weapon against its target(s). Every attack count (攻击次数) is
// judged — 命中判定 (d ≤ hit), then 回避判定 (d ≤ evade) — then the windows of 命中闪避判定均结束时
// (attacker first, then defender: queue steps, see steps.ts), then the damage of the landed counts and
// the weapon's effects.
import type { EventSink, Seat } from '../../engine/index.js';
import { push } from '../../engine/queue.js';
import { backFrom, ZONES } from './board.js';
import { MC, PILOTS, WEAPONS, type Weapon } from './data.js';
import {
  chance,
  checkGiant,
  countFieldMechs,
  gearIndex,
  hurt,
  pilotTalent,
  revealGear,
  revealPilot,
  roll,
  shipNotFull,
} from './damage.js';
import { K } from './kinds.js';
import { hasTrait, isMechLike, lasting, pending, shipHasSkill, type Attack, type MechaState, type Unit } from './state.js';
import { moveUnit } from './weather.js';

/** [L] 杀意: 回避 −5. */
const INTENT_EVADE = PILOTS.find((p) => p.talent === 'intent')!.amount;

export function zoneDist(s: MechaState, a: number, b: number): number {
  return s.ctx.board.dist[a * ZONES + b];
}

export function inRange(s: MechaState, w: Weapon, from: number, to: number): boolean {
  if (w.max === null) return true;
  const d = zoneDist(s, from, to);
  return d >= w.min && d <= w.max;
}

/** Is `t` an enemy unit on the field that `seat` may attack now (not under 动若脱兔's immunity)? */
export function attackable(s: MechaState, seat: Seat, t: Unit): boolean {
  return t.owner !== seat && t.place === 'field' && s.sides[t.owner].immuneTurn !== s.turn;
}

/** 护卫阵型: 第一回合时，或我方场上只存在一台战甲时，战舰免疫敌方战舰的主武器攻击 (first round = turns 1–2). */
export function escorted(s: MechaState, t: Unit): boolean {
  if (!t.ship || t.giant || !shipHasSkill(s, t.owner, 'escort')) return false;
  return s.turn <= 2 || countFieldMechs(s, t.owner) === 1;
}

function hasMelee(u: Unit): boolean {
  for (const g of u.guns) if (WEAPONS[g.w].melee) return true;
  return false;
}

/** 增益效果 on a unit (纳米切割刀): 连携充能, an event shield, 光学隐身, 精准打击 this turn (MR-13). */
export function buffs(s: MechaState, u: Unit): number {
  return (u.charged ? 1 : 0) + (u.shield > 0 ? 1 : 0) + (u.stealth ? 1 : 0) + (s.sides[u.owner].doubleTurn === s.turn ? 1 : 0);
}

/** The attacker's 命中 total for this weapon against this target; face-down cards that count are revealed. */
export function hitTotal(s: MechaState, src: Unit, t: Unit, w: Weapon | null, ev: EventSink): number {
  let h = src.hit;
  if (w) {
    h += isMechLike(t) ? w.hitVsMech : w.hitVsShip;
    if (w.buffHit > 0) h += w.buffHit * buffs(s, src);
  }
  if (t.marks > 0 && t.markTurn >= s.turn) h += t.marks; // 曳光火神炮
  if (isMechLike(src)) h -= src.debuff; // 电磁干扰爆弹, on a giant mech too
  if (!src.ship) {
    if (hasTrait(src, 'fireControlAI') && zoneDist(s, src.zone, t.zone) === 2) h += 3; // 射击辅助AI
    if (hasTrait(src, 'resonance')) h += countFieldMechs(s, src.owner); // 战斗共鸣增幅系统
    if (src.stealth) h += 5; // 光学隐身系统
    const talent = pilotTalent(s, src);
    if (talent === 'awakening' && shipNotFull(s, src.owner)) {
      h += PILOTS[src.pilot].amount;
      revealPilot(s, src, ev);
    }
    if (talent === 'dynamicAim' && src.prevMoved) {
      h += PILOTS[src.pilot].amount;
      revealPilot(s, src, ev);
    }
    const aim = gearIndex(src, MC.aimingAid);
    if (aim >= 0) {
      h += s.ctx.opts.gear.aimingAidHit;
      revealGear(s, src, aim, ev);
    }
  }
  return h;
}

/** The target's 回避 total; face-down cards that count are revealed. */
export function evadeTotal(s: MechaState, t: Unit, ev: EventSink): number {
  if (t.ship && !t.giant) {
    if (t.evadeZero) return 0; // 破釜沉舟: 防御变为 0 (MR-18)
    const o = s.ctx.opts;
    return t.evade + (t.hp <= o.outerArmourAt && shipHasSkill(s, t.owner, 'outerArmour') ? o.outerArmourEvade : 0);
  }
  // A mech or a giant mech: 电磁干扰爆弹 and 拉钩 hold on both.
  let e = t.evade - t.debuff;
  if (t.hookTurn === s.turn) e -= s.ctx.opts.gear.hookEvade; // 拉钩
  if (t.intentTurn === s.turn) e -= INTENT_EVADE; // [L] 杀意
  if (t.ship) return e; // the giant has no pilot, traits or cards (MR-19)
  if (hasTrait(t, 'resonance')) e += countFieldMechs(s, t.owner);
  if (t.stealth) e += 5;
  if (pilotTalent(s, t) === 'awakening' && shipNotFull(s, t.owner)) {
    e += PILOTS[t.pilot].amount;
    revealPilot(s, t, ev);
  }
  const jets = gearIndex(t, MC.attitudeJets);
  if (jets >= 0) {
    e += s.ctx.opts.gear.attitudeJetsEvade;
    revealGear(s, t, jets, ev);
  }
  return e;
}

/** Judge one attack count: 命中判定 then 回避判定 (each twice under 危机超感 / 视限超感). True = landed. */
export function judge(s: MechaState, atk: Attack, src: Unit, t: Unit, w: Weapon | null, k: number, ev: EventSink): boolean {
  if (w && w.autoVsMech && isMechLike(t)) {
    // 防空弹幕炮: 攻击战甲时无需判定，直接造成伤害.
    ev?.push({ type: 'shot', to: 'all', data: { src: src.id, u: t.id, k, auto: true, landed: true } });
    return true;
  }
  const need = hitTotal(s, src, t, w, ev);
  // 危机超感: 所驾驶战甲不满血时，敌方单位攻击需要进行两次命中判定.
  const twiceHit = pilotTalent(s, t) === 'dangerSense' && t.hp < t.maxHp;
  if (twiceHit) revealPilot(s, t, ev);
  // The dice as locals: the lists of them are made only for the log (search applies without one).
  const hit0 = roll(s);
  let hit1 = 0;
  let hit = hit0 <= need;
  if (hit && twiceHit) {
    hit1 = roll(s);
    hit = hit1 <= need;
  }
  if (!hit) {
    ev?.push({ type: 'shot', to: 'all', data: { src: src.id, u: t.id, k, hit: hit1 > 0 ? [hit0, hit1] : [hit0], need, landed: false } });
    return false;
  }
  const evNeed = evadeTotal(s, t, ev);
  // 视限超感 ([L] 捕杀): 攻击敌方不满血战甲时，敌方需进行两次回避判定，两次均成功才算回避.
  const sense = pilotTalent(s, src);
  const twiceEvade = (sense === 'hyperVision' || sense === 'hunter') && isMechLike(t) && t.hp < t.maxHp;
  if (twiceEvade) revealPilot(s, src, ev);
  const ev0 = roll(s);
  let ev1 = 0;
  let evaded = ev0 <= evNeed;
  if (evaded && twiceEvade) {
    ev1 = roll(s);
    evaded = ev1 <= evNeed;
  }
  if (!evaded && w && !w.melee && pilotTalent(s, t) === 'agility') {
    // [L] 敏捷: 被远程武器攻击时，30% 概率闪避 — the roll shows the talent, so the pilot turns face-up.
    revealPilot(s, t, ev);
    evaded = chance(s, PILOTS[t.pilot].amount, 'agility', t.id, ev);
  }
  ev?.push({ type: 'shot', to: 'all', data: { src: src.id, u: t.id, k, hit: hit1 > 0 ? [hit0, hit1] : [hit0], need, evade: ev1 > 0 ? [ev0, ev1] : [ev0], evNeed, landed: !evaded } });
  if (evaded) {
    s.sides[t.owner].evasions++; // 借刀杀人: 我方闪避敌方攻击次数
    return false;
  }
  if (isMechLike(src) && t.owner !== atk.seat) s.sides[atk.seat].hits++; // 动若脱兔: 我方战甲攻击命中任意敌方目标
  return true;
}

/** Targets of an AOE attack on zone z: enemy mechs within the AOE radius (MR-12). */
export function aoeTargets(s: MechaState, seat: Seat, z: number): number[] {
  const r = s.ctx.opts.aoeRadius;
  const out: number[] = [];
  for (const u of s.units) if (isMechLike(u) && attackable(s, seat, u) && zoneDist(s, z, u.zone) <= r) out.push(u.id);
  return out;
}

/**
 * Use weapon `gun` of `src` on target unit `tgt` (AOE: on zone `tgt`): pay ammo and energy, judge every
 * count of every target, then open the windows (or resolve).
 */
export function fire(s: MechaState, seat: Seat, src: Unit, gun: number, tgt: number, chain: boolean, ev: EventSink): void {
  const g = src.guns[gun];
  const w = WEAPONS[g.w];
  const side = s.sides[seat];
  if (g.ammo > 0) g.ammo--;
  let base = w.damage;
  if (w.energyCost > 0 && !chain) side.energy -= w.energyCost;
  if (w.perEnergySpent > 0) {
    // 破城聚能镭射炮: 消耗全部能量指示物，每消耗 1 点伤害 +5；没有能量指示物使用时伤害 −8.
    const e = side.energy;
    side.energy = 0;
    base = e > 0 ? base + e * w.perEnergySpent : Math.max(0, base - w.noEnergyMalus);
  }
  if (isMechLike(src)) {
    src.acted = true;
    src.attacked = true;
  }
  const targets = w.aoe ? aoeTargets(s, seat, tgt) : [tgt];
  ev?.push({ type: 'fire', to: 'all', data: { src: src.id, owner: seat, weapon: w.id, targets, zone: w.aoe ? tgt : -1, base } });
  const atk: Attack = {
    seat,
    src: src.id,
    gun,
    wpn: g.w,
    zone: w.aoe ? tgt : -1,
    targets,
    landed: [],
    base,
    shots: w.shots,
    dealt: [],
    reflect: 0,
    block: false,
    dodge: false,
    redirect: -1,
    warp: false,
    convert: false,
    precision: false,
    chain,
  };
  judgeAll(s, atk, src, w, ev);
}

/** 向死而生: 对敌方战舰造成 n 次伤害，每次伤害为消耗能量指示物数量 × 3，命中闪避根据战舰属性. */
export function towardDeathAttack(s: MechaState, seat: Seat, shots: number, perShot: number, ev: EventSink): void {
  const src = s.units[seat];
  const t = s.units[1 - seat];
  if (!attackable(s, seat, t)) {
    ev?.push({ type: 'dodged', to: 'all', data: { src: src.id } }); // 动若脱兔: immune this turn
    return;
  }
  const atk: Attack = {
    seat,
    src: src.id,
    gun: -1,
    wpn: -1,
    zone: -1,
    targets: [t.id],
    landed: [],
    base: perShot,
    shots,
    dealt: [],
    reflect: 0,
    block: false,
    dodge: false,
    redirect: -1,
    warp: false,
    convert: false,
    precision: false,
    chain: true,
  };
  ev?.push({ type: 'fire', to: 'all', data: { src: src.id, owner: seat, weapon: 'towardDeath', targets: [t.id], zone: -1, base: perShot, shots } });
  judgeAll(s, atk, src, null, ev);
}

/**
 * Volley resolution (MR-7): judge every count of every target, then the windows, then the damage. Per
 * shot (MR-26, `shots: perShot`): each count is judged, its windows open and its damage lands before
 * the next (shots.ts).
 */
function judgeAll(s: MechaState, atk: Attack, src: Unit, w: Weapon | null, ev: EventSink): void {
  const q = pending(s);
  if (s.ctx.opts.shots === 'perShot') {
    for (let i = 0; i < atk.targets.length; i++) {
      atk.landed.push(0);
      atk.dealt.push(0);
    }
    s.attack = atk;
    push(q, K.SHOT, atk.seat, 0, 0);
    return;
  }
  const shots = atk.shots;
  for (const id of atk.targets) {
    const t = s.units[id];
    let n = 0;
    for (let k = 0; k < shots; k++) if (judge(s, atk, src, t, w, k, ev)) n++;
    atk.landed.push(n);
    // The marks of 曳光火神炮 are spent by this (the next) weapon attack on the target.
    if (t.marks > 0) {
      t.marks = 0;
      t.markTurn = -1;
    }
  }
  s.attack = atk;
  // The windows come next, then the damage: the attack waits as the queue's side record.
  push(q, K.RESOLVE, atk.seat);
  push(q, K.PROCEED, atk.seat, 0);
}

export function landedTotal(atk: Attack): number {
  let n = 0;
  for (const x of atk.landed) n += x;
  return n;
}

/** Damage and effects of the volley whose windows have closed; follow-up attacks queue their own steps. */
export function resolveAttack(s: MechaState, ev: EventSink): void {
  const atk = s.attack!;
  s.attack = null;
  const src = s.units[atk.src];
  const w = atk.wpn >= 0 ? WEAPONS[atk.wpn] : null;
  if (atk.dodge) ev?.push({ type: 'dodged', to: 'all', data: { src: src.id } });
  else {
    for (let i = 0; i < atk.targets.length; i++) {
      const n = atk.landed[i];
      if (n === 0) continue;
      const t = s.units[atk.redirect >= 0 ? atk.redirect : atk.targets[i]];
      atk.reflect += resolveOnTarget(s, atk, src, w, t, n, ev);
    }
  }
  endAttack(s, atk, ev);
}

/** The end of an attack: reflected damage, then its follow-ups (双管 second target, 关节增压). */
export function endAttack(s: MechaState, atk: Attack, ev: EventSink): void {
  const src = s.units[atk.src];
  const w = atk.wpn >= 0 ? WEAPONS[atk.wpn] : null;
  if (atk.reflect > 0) hurt(s, s.units[atk.seat], atk.reflect, 'warpShield', 1 - atk.seat, ev); // 扭曲护盾: 对敌人战舰造成相同伤害
  if (!w || atk.chain || atk.dodge || atk.landed[0] === 0 || src.place !== 'field') return;
  if (w.second) {
    // 双管镭射炮: 如果第一次攻击命中，则可以再对另一个目标攻击一次.
    if (secondTargets(s, atk.seat, atk.targets[0]).length > 0) s.second = { src: src.id, gun: atk.gun, first: atk.targets[0] };
  }
  if (w.melee && hasTrait(src, 'jointBooster') && chance(s, 50, 'jointBooster', src.id, ev)) {
    // 关节增压系统: 近战攻击命中敌方目标时，有 50% 的概率再进行一次近战攻击 (same target, MR-13).
    const t = s.units[atk.redirect >= 0 ? atk.redirect : atk.targets[0]];
    if (attackable(s, atk.seat, t) && inRange(s, w, src.zone, t.zone)) fire(s, atk.seat, src, atk.gun, t.id, true, ev);
  }
}

/** Other targets for the second shot of 双管镭射炮. */
export function secondTargets(s: MechaState, seat: Seat, first: number): number[] {
  const out: number[] = [];
  for (const u of s.units) if (u.id !== first && attackable(s, seat, u) && !escorted(s, u)) out.push(u.id);
  return out;
}

/** Damage of one landed count before the target's own modifiers. */
export function shotDamage(s: MechaState, atk: Attack, src: Unit, w: Weapon | null, t: Unit, k: number, bonus: number, ev: EventSink): number {
  let d = atk.base;
  const side = s.sides[atk.seat];
  if (w) {
    d += w.energyBonus * side.energy + bonus + w.buffDamage * buffs(s, src);
    if (!src.ship) {
      const talent = pilotTalent(s, src);
      if (talent === 'bloodyReaper' && w.melee) {
        d += PILOTS[src.pilot].amount; // 血腥死神: 近战攻击伤害 +1
        revealPilot(s, src, ev);
      }
      if (talent === 'killingIntent' && shipNotFull(s, src.owner)) {
        d += PILOTS[src.pilot].amount; // 杀意觉醒: 当我方战舰血量不满时，造成伤害 +1
        revealPilot(s, src, ev);
      }
    }
    if (src.charged) d *= 2; // 连携充能器
    if (w.doubleAfter > 0 && k >= w.doubleAfter) d *= 2; // 重型舰装火神炮: 命中两次以上，后续伤害加倍
  }
  if (atk.precision || side.doubleTurn === s.turn) d *= 2; // 精准打击
  if (w && w.clash > 0 && isMechLike(t) && hasMelee(t) && chance(s, w.clash, 'clash', src.id, ev)) d = 0; // 镭射光剑
  if (w && w.melee && hasTrait(src, 'meleeOS') && d > 0 && chance(s, 30, 'meleeOS', src.id, ev)) d *= 2; // 格斗特化OS
  return d;
}

/** 破甲军刀: the bonus against a target damaged this turn. */
export function damagedBonus(s: MechaState, w: Weapon | null, t: Unit): number {
  return w && w.bonusIfDamaged > 0 && t.hurtTurn === s.turn ? w.bonusIfDamaged : 0;
}

/** 铁腕 fires when a melee attack of a piloted mech hits its mech (once a sortie). */
export function ironHandDue(s: MechaState, src: Unit, w: Weapon | null, t: Unit): boolean {
  return w !== null && w.melee && !src.ship && pilotTalent(s, t) === 'ironHand' && !(t.sortie & 2);
}

/** Resolve the landed counts on one target; returns damage to reflect (扭曲护盾). */
function resolveOnTarget(s: MechaState, atk: Attack, src: Unit, w: Weapon | null, t: Unit, n: number, ev: EventSink): number {
  let reflect = 0;
  let dealt = 0;
  const bonus = damagedBonus(s, w, t);
  if (ironHandDue(s, src, w, t)) ironHand(s, src, t, ev);
  for (let k = 0; k < n && t.place === 'field'; k++) {
    const d = shotDamage(s, atk, src, w, t, k, bonus, ev);
    if (d <= 0) continue;
    const r = landDamage(s, atk, w, t, d, ev);
    if (r < 0) reflect += -r;
    else dealt += r;
  }
  if (w && t.place === 'field') targetEffects(s, atk, w, t, n, dealt, ev);
  return reflect;
}

/** The weapon's effects on a target its attack landed `n` counts on (`dealt` damage). */
export function targetEffects(s: MechaState, atk: Attack, w: Weapon, t: Unit, n: number, dealt: number, ev: EventSink): void {
  const src = s.units[atk.src];
  if (w.melee && dealt > 0 && src.place === 'field' && pilotTalent(s, t) === 'swordSaint') {
    // [L] 剑圣: 被近战武器攻击时 50% 反击一次，造成相同伤害 — the roll shows the talent (face-up).
    revealPilot(s, t, ev);
    if (chance(s, PILOTS[t.pilot].amount, 'swordSaint', t.id, ev)) {
      ev?.push({ type: 'talent', to: 'all', data: { u: t.id, owner: t.owner, talent: 'swordSaint' } });
      hurt(s, src, dealt, 'swordSaint', t.owner, ev);
    }
  }
  if (w.tracer > 0) {
    t.marks += w.tracer * n; // 曳光火神炮: 每命中一次，下一次使用武器攻击该目标时命中 +5，持续一回合
    t.markTurn = s.turn + 2;
  }
  if (w.burnTurns > 0 && dealt > 0) {
    t.burn = w.burnTurns; // 集束热能射线: 追加 3 回合的灼烧效果 (每回合 3 伤害)
    t.burnDmg = w.burnDamage;
    ev?.push({ type: 'burning', to: 'all', data: { u: t.id, owner: t.owner, turns: t.burn, dmg: t.burnDmg } });
  }
  if (w.debuff > 0 && isMechLike(t)) {
    t.debuff = w.debuff; // 电磁干扰爆弹: 敌方战甲命中及回避 −5，持续两个回合
    t.debuffTurns = lasting(s, t.owner, w.debuffTurns);
  }
  if (w.steal && t.ship && s.sides[t.owner].energy > 0) {
    s.sides[t.owner].energy--; // 电击钩爪: 移除目标能量指示物，我方战舰获得一点
    s.sides[atk.seat].energy++;
    ev?.push({ type: 'energyStolen', to: 'all', data: { from: t.owner, to: atk.seat } });
  }
  if (w.knockback > 0 && isMechLike(t) && !t.ship && !t.bound) {
    moveUnit(s, t, backFrom(t.owner, t.zone, w.knockback), 'knockback', ev); // 冲击防空火炮: 退后 2 格
  }
}

/** 铁腕: 被近战攻击击中时，消耗战舰 2 血量，并同时对进攻方战甲造成 2 伤害 (once a sortie, MR-16). */
export function ironHand(s: MechaState, src: Unit, t: Unit, ev: EventSink): void {
  const ship = s.units[t.owner];
  const n = PILOTS[t.pilot].amount;
  if (ship.place !== 'field' || ship.hp <= n) return;
  t.sortie |= 2;
  revealPilot(s, t, ev);
  ship.hp -= n;
  ev?.push({ type: 'talent', to: 'all', data: { u: t.id, owner: t.owner, talent: 'ironHand', hp: ship.hp } });
  checkGiant(s, ship, ev);
  hurt(s, src, n, 'ironHand', t.owner, ev);
}

/**
 * Land `d` damage of an attack on `t`: 小型引力场 moves it to a 大盾, 异色外装甲 may halve laser damage,
 * ship shields (扭曲/转化) stop it, 战术链接护盾 / 分布式护盾生成器 share it. Returns damage dealt, or
 * minus the damage to reflect.
 */
export function landDamage(s: MechaState, atk: Attack, w: Weapon | null, t: Unit, d: number, ev: EventSink): number {
  let r = t;
  if (!t.ship && !hasTrait(t, 'gravityField')) {
    for (const g of s.units) {
      if (g.owner === t.owner && g.place === 'field' && g.zone === t.zone && g !== t && hasTrait(g, 'gravityField')) {
        r = g; // the first 大盾 by id (MR-16)
        ev?.push({ type: 'gravity', to: 'all', data: { u: t.id, to: g.id } });
        break;
      }
    }
  }
  let dmg = d;
  if (w && w.kind === 'laser' && hasTrait(r, 'redArmour') && chance(s, 30, 'redArmour', r.id, ev)) dmg = Math.floor(dmg / 2);
  if (r.ship && !r.giant && r.owner !== atk.seat && (atk.warp || atk.convert)) {
    ev?.push({ type: 'shielded', to: 'all', data: { u: r.id, owner: r.owner, amount: dmg } });
    return atk.warp ? -dmg : 0;
  }
  if (!r.ship && r.owner !== atk.seat && atk.block) {
    ev?.push({ type: 'shielded', to: 'all', data: { u: r.id, owner: r.owner, amount: dmg } }); // 延伸护盾
    return 0;
  }
  const group = linkGroup(s, r, ev);
  if (group.length <= 1) return hurt(s, r, dmg, 'attack', atk.seat, ev);
  // 承受伤害 = 伤害 / 战机数: split as evenly as possible, the remainder to the hit mech first (MR-16).
  const each = Math.floor(dmg / group.length);
  let rest = dmg - each * group.length;
  let total = 0;
  for (const m of group) {
    const share = each + (rest > 0 ? 1 : 0);
    if (rest > 0) rest--;
    total += hurt(s, m, share, 'linkShield', atk.seat, ev);
  }
  return total;
}

/** The damage-sharing group of a mech: own mechs in its zone with 战术链接护盾 or 分布式护盾生成器, it first. */
function linkGroup(s: MechaState, r: Unit, ev: EventSink): Unit[] {
  if (r.ship || !linked(r)) return [r];
  const group = [r];
  for (const m of s.units) if (m !== r && m.owner === r.owner && m.place === 'field' && !m.ship && m.zone === r.zone && linked(m)) group.push(m);
  if (group.length > 1) {
    for (const m of group) {
      const i = gearIndex(m, MC.shieldGenerator);
      if (i >= 0 && !hasTrait(m, 'linkShield')) revealGear(s, m, i, ev);
    }
  }
  return group;
}

function linked(m: Unit): boolean {
  return hasTrait(m, 'linkShield') || gearIndex(m, MC.shieldGenerator) >= 0;
}

