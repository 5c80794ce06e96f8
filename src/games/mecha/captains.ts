// 舰长技能: every acquire condition (获得条件) is a public fact, tracked for both seats whatever their
// hidden captain; a skill is used once a game, and using it turns the captain face-up.
import type { EventSink, Seat } from '../../engine/index.js';
import type { MechaAction } from './actions.js';
import { SHIP_ZONE } from './board.js';
import { CAPTAINS, CAPTAIN_SKILLS, SHIPS, SKILL, WEAPONS } from './data.js';
import { countFieldMechs, destroyMech, heal } from './damage.js';
import { towardDeathAttack, zoneDist } from './combat.js';
import { isMechLike, type MechaState } from './state.js';

const bit = (k: number): number => 1 << k;

/** Update the acquire conditions of both seats; 军势 fires by itself once acquired (条件达成时自动使用). */
export function refreshUnlocks(s: MechaState, ev: EventSink): void {
  if (s.phase !== 'play') return;
  let n0 = 0;
  let n1 = 0;
  for (const u of s.units) {
    if (u.ship || u.place !== 'field') continue;
    if (u.owner === 0) n0++;
    else n1++;
  }
  unlockSide(s, 0, n0, ev);
  unlockSide(s, 1, n1, ev);
}

function unlockSide(s: MechaState, p: Seat, onField: number, ev: EventSink): void {
  const o = s.ctx.opts.captains;
  const side = s.sides[p];
  const mine = s.units[p];
  const theirs = s.units[1 - p];
  let b = side.unlocked | bit(SKILL.burnBoats); // 破釜沉舟: 无需条件
  if (side.hits > 0) b |= bit(SKILL.swiftHare);
  if (side.evasions >= o.evasionsForKnife) b |= bit(SKILL.borrowedKnife);
  if (side.shipDamage >= o.shipDamageShare * SHIPS[theirs.card].hp || side.kills >= o.killsForPrecision) b |= bit(SKILL.precisionStrike);
  if (s.turn > o.turnsForTransfer) b |= bit(SKILL.waterTransfer);
  if (onField >= o.mechsForMight) b |= bit(SKILL.martialMight);
  if (side.losses >= o.lossesForTooth) b |= bit(SKILL.toothForTooth);
  if (mine.place === 'field' && mine.hp < (theirs.place === 'field' ? theirs.hp : 0)) b |= bit(SKILL.towardDeath);
  side.unlocked = b;
  if (b & bit(SKILL.martialMight) && !(side.used & bit(SKILL.martialMight)) && captainHas(s, p, SKILL.martialMight)) {
    useSkill(s, p, SKILL.martialMight, ev);
    for (const m of s.units) if (m.owner === p && m.place === 'field' && !m.ship) heal(s, m, o.mightHeal, 'martialMight', ev); // 全体战甲回复 3 点生命值
  }
}

/** Does `seat`'s captain really have skill k acquired and unused (and its ship afloat)? */
export function captainHas(s: MechaState, seat: Seat, k: number): boolean {
  const side = s.sides[seat];
  if (side.captain < 0 || s.units[seat].place !== 'field') return false;
  if (!(side.unlocked & bit(k)) || side.used & bit(k)) return false;
  return (CAPTAINS[side.captain].skills as readonly number[]).includes(k);
}

/**
 * Could `seat` have skill k ready, as far as its opponent knows (MR-6)? Acquire conditions are public;
 * a face-down captain has used nothing, so any captain with the skill is possible.
 */
export function captainMay(s: MechaState, seat: Seat, k: number): boolean {
  const side = s.sides[seat];
  if (s.ctx.opts.windows === 'held' || side.capShown) return captainHas(s, seat, k);
  return s.units[seat].place === 'field' && (side.unlocked & bit(k)) !== 0;
}

export function useSkill(s: MechaState, seat: Seat, k: number, ev: EventSink): void {
  const side = s.sides[seat];
  side.used |= bit(k);
  if (!side.capShown) {
    side.capShown = true;
    ev?.push({ type: 'captainShown', to: 'all', data: { seat, captain: CAPTAINS[side.captain].id } });
  }
  ev?.push({ type: 'skill', to: 'all', data: { seat, skill: CAPTAIN_SKILLS[k].id } });
}

/** Skills used in your own turn (南水北调, 以牙还牙, 破釜沉舟, 向死而生). */
export function skillChoices(s: MechaState, seat: Seat, out: MechaAction[]): void {
  const side = s.sides[seat];
  if (side.captain < 0) return;
  const ship = s.units[seat];
  for (const k of CAPTAINS[side.captain].skills) {
    if (!captainHas(s, seat, k)) continue;
    switch (k) {
      case SKILL.waterTransfer: {
        // 使一还有剩余弹药的武器弹药归零，选择另一种武器回复全部弹药，或者获得两点能量指示物.
        if (s.ap <= 0 || ship.giant) break;
        ship.guns.forEach((g, a) => {
          if (g.ammo <= 0) return;
          out.push({ t: 'skill', k, a, b: -1 });
          ship.guns.forEach((h, b) => {
            if (b !== a && h.ammo >= 0) out.push({ t: 'skill', k, a, b });
          });
        });
        break;
      }
      case SKILL.toothForTooth:
        // 立即摧毁一台敌方战甲 (a mech on the field; a giant mech is still the ship: MR-18).
        if (s.ap <= 0) break;
        for (const m of s.units) if (m.owner !== seat && m.place === 'field' && !m.ship) out.push({ t: 'skill', k, a: m.id, b: -1 });
        break;
      case SKILL.burnBoats: {
        // 我方战舰区周围 1 距离区域内有敌方战甲存在时可以使用.
        if (ship.giant) break;
        const near = s.units.some((m) => m.owner !== seat && m.place === 'field' && isMechLike(m) && zoneDist(s, m.zone, SHIP_ZONE[seat]) <= 1);
        if (near) out.push({ t: 'skill', k, a: -1, b: -1 });
        break;
      }
      case SKILL.towardDeath:
        // 使用限制: 我方场上有战甲存在.
        if (countFieldMechs(s, seat) > 0 && s.units[1 - seat].place === 'field') out.push({ t: 'skill', k, a: -1, b: -1 });
        break;
    }
  }
}

export function applySkill(s: MechaState, seat: Seat, k: number, a: number, b: number, ev: EventSink): void {
  const side = s.sides[seat];
  const ship = s.units[seat];
  const o = s.ctx.opts.captains;
  useSkill(s, seat, k, ev);
  switch (k) {
    case SKILL.waterTransfer:
      ship.guns[a].ammo = 0;
      if (b >= 0) ship.guns[b].ammo = WEAPONS[ship.guns[b].w].ammo ?? -1;
      else side.energy += o.transferEnergy;
      return;
    case SKILL.toothForTooth:
      destroyMech(s, s.units[a], 'toothForTooth', seat, ev);
      return;
    case SKILL.burnBoats:
      // 战舰生命值变为 100，防御变为 0，立刻获得三点能量指示物.
      ship.hp = o.burnBoatsHp;
      ship.maxHp = o.burnBoatsHp;
      ship.evadeZero = true;
      side.energy += o.burnBoatsEnergy;
      return;
    case SKILL.towardDeath: {
      // 摧毁场上所有我方战甲，消耗所有能量指示物，对敌方战舰造成摧毁战甲数次的伤害.
      let n = 0;
      for (const m of s.units) {
        if (m.owner === seat && m.place === 'field' && !m.ship) {
          destroyMech(s, m, 'towardDeath', -1, ev);
          n++;
        }
      }
      const e = side.energy;
      side.energy = 0;
      towardDeathAttack(s, seat, n, e * o.towardDeathPerToken, ev);
      return;
    }
  }
}
