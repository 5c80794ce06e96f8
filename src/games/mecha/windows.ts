// Reaction windows: decisions owed by a seat at 命中闪避判定均结束时 (attacker's 精准打击, defender's
// 动若脱兔 / 借刀杀人 / 扭曲护盾 / 转化护盾), at 敌方战甲出动成功时 (甲板炸弹) and at 敌方回合选择聚集能量时
// (泄能磁场). A window opens whenever the seat could hold a reaction as far as its opponent knows (MR-6),
// so its existence tells nothing; the list then offers what the seat really holds, and always 'decline'.
// The windows are decisions on the resolution queue (steps.ts); this module knows only when one opens,
// what it offers, and a reaction's own effect — what comes after is the queue's.
import type { EventSink, Seat } from '../../engine/index.js';
import type { MechaAction, ReactKind } from './actions.js';
import { captainHas, captainMay, useSkill } from './captains.js';
import { SC, SHIPS, SKILL } from './data.js';
import { checkGiant, heal } from './damage.js';
import { coolDown, COOL, ready, removeAt, SEAT_ONLY, shipHasSkill, type Attack, type MechaState } from './state.js';

export type WindowKind = 'atk' | 'def' | 'launch' | 'gather';

/** Could `seat` hold one of these ship cards, as far as its opponent knows? Hand sizes are public. */
function cardsMay(s: MechaState, seat: Seat, cards: readonly number[]): boolean {
  if (s.units[seat].place !== 'field') return false;
  const hand = s.sides[seat].hand;
  if (s.ctx.opts.windows === 'held') return hand.some((c) => cards.includes(c));
  return hand.length > 0;
}

function holds(s: MechaState, seat: Seat, c: number): boolean {
  return s.units[seat].place === 'field' && s.sides[seat].hand.includes(c);
}

export function attackerWindowOpen(s: MechaState, atk: Attack): boolean {
  return captainMay(s, atk.seat, SKILL.precisionStrike);
}

function shipHit(s: MechaState, atk: Attack): boolean {
  for (let i = 0; i < atk.targets.length; i++) {
    const t = s.units[atk.targets[i]];
    if (atk.landed[i] > 0 && t.ship && !t.giant) return true;
  }
  return false;
}

/** A landed count on a mech of the defender (not the giant: it is the ship). */
function mechHit(s: MechaState, atk: Attack): boolean {
  for (let i = 0; i < atk.targets.length; i++) if (atk.landed[i] > 0 && !s.units[atk.targets[i]].ship) return true;
  return false;
}

/** 朱庇特 延伸护盾 (MR-31): afloat, ready, and the HP to pay (all public). */
function shieldReady(s: MechaState, seat: Seat): boolean {
  const ship = s.units[seat];
  if (ship.place !== 'field' || !shipHasSkill(s, seat, 'extendShield') || !ready(s.sides[seat], COOL.shield)) return false;
  return ship.hp > SHIPS[ship.card].shieldCost * s.ctx.opts.jupiterX;
}

export function defenderWindowOpen(s: MechaState, atk: Attack): boolean {
  const d = s.units[atk.targets[0]].owner;
  if (d === atk.seat) return false;
  if (mechHit(s, atk) && shieldReady(s, d)) return true;
  if (shipHit(s, atk) && cardsMay(s, d, [SC.warpShield, SC.conversionShield, SC.repair])) return true;
  if (captainMay(s, d, SKILL.swiftHare)) return true;
  return atk.zone < 0 && captainMay(s, d, SKILL.borrowedKnife);
}

export function launchWindowOpen(s: MechaState, reactor: Seat): boolean {
  return cardsMay(s, reactor, [SC.deckBomb, SC.repair]);
}

export function gatherWindowOpen(s: MechaState, reactor: Seat): boolean {
  return cardsMay(s, reactor, [SC.drainField, SC.repair]);
}

const DECLINE: MechaAction = { t: 'react', k: 'decline', u: -1 };

/** What the seat owing a window of this kind may do. */
export function windowChoices(s: MechaState, seat: Seat, kind: WindowKind, out: MechaAction[]): void {
  out.push(DECLINE);
  const ship = s.units[seat];
  const react = (k: ReactKind, u = -1) => out.push({ t: 'react', k, u });
  if (holds(s, seat, SC.repair) && ship.hp < ship.maxHp) react('repair');
  switch (kind) {
    case 'atk':
      if (captainHas(s, seat, SKILL.precisionStrike)) react('precisionStrike');
      break;
    case 'def': {
      const atk = s.attack!;
      if (shipHit(s, atk)) {
        if (holds(s, seat, SC.warpShield)) react('warpShield');
        if (holds(s, seat, SC.conversionShield)) react('conversionShield');
      }
      if (mechHit(s, atk) && shieldReady(s, seat)) react('extendShield');
      if (captainHas(s, seat, SKILL.swiftHare)) react('swiftHare');
      if (atk.zone < 0 && captainHas(s, seat, SKILL.borrowedKnife)) {
        // 转移该攻击的目标至任意场上其他单位，无视攻击距离.
        for (const u of s.units) {
          if (u.place === 'field' && u.id !== atk.targets[0] && s.sides[u.owner].immuneTurn !== s.turn) react('borrowedKnife', u.id);
        }
      }
      break;
    }
    case 'launch':
      if (holds(s, seat, SC.deckBomb)) react('deckBomb');
      break;
    case 'gather':
      if (holds(s, seat, SC.drainField)) react('drainField');
      break;
  }
}

/** Play a ship card from the hand to the discard pile (public). */
export function discardFromHand(s: MechaState, seat: Seat, c: number, ev: EventSink): void {
  const side = s.sides[seat];
  removeAt(side.hand, side.hand.indexOf(c));
  side.discard[c]++;
  ev?.push({ type: 'card', to: 'all', data: { seat, card: c } });
}

/**
 * The effect of a reaction itself; the queue step that asked carries the resolution on (repair leaves
 * the window open, 甲板炸弹 and 泄能磁场 undo what they answer).
 */
export function applyReact(s: MechaState, seat: Seat, k: ReactKind, u: number, ev: EventSink): void {
  const side = s.sides[seat];
  switch (k) {
    case 'repair':
      // 自律修理机器人 (任意时间点).
      discardFromHand(s, seat, SC.repair, ev);
      heal(s, s.units[seat], s.ctx.opts.cards.repairHp, 'repair', ev);
      return;
    case 'precisionStrike':
      // 该次攻击伤害增加一倍，本回合所有攻击伤害一倍.
      useSkill(s, seat, SKILL.precisionStrike, ev);
      s.attack!.precision = true;
      side.doubleTurn = s.turn;
      break;
    case 'swiftHare':
      // 闪避此次攻击，此回合我方单位免疫所有攻击.
      useSkill(s, seat, SKILL.swiftHare, ev);
      s.attack!.dodge = true;
      side.immuneTurn = s.turn;
      break;
    case 'borrowedKnife':
      useSkill(s, seat, SKILL.borrowedKnife, ev);
      s.attack!.redirect = u;
      ev?.push({ type: 'redirect', to: 'all', data: { seat, u } });
      break;
    case 'warpShield':
      discardFromHand(s, seat, SC.warpShield, ev);
      s.attack!.warp = true;
      break;
    case 'conversionShield':
      discardFromHand(s, seat, SC.conversionShield, ev);
      s.attack!.convert = true;
      side.energy += s.ctx.opts.cards.conversionEnergy; // 获得 3 点能量指示物
      break;
    case 'deckBomb':
      discardFromHand(s, seat, SC.deckBomb, ev);
      return;
    case 'extendShield': {
      // 延伸护盾: 消耗10X生命值，为战甲抵挡一次攻击 (冷却时间为2回合).
      const ship = s.units[seat];
      const t = SHIPS[ship.card];
      ship.hp -= t.shieldCost * s.ctx.opts.jupiterX;
      coolDown(s, seat, COOL.shield, t.shieldCooldown);
      s.attack!.block = true;
      ev?.push({ type: 'extendShield', to: 'all', data: { seat, hp: ship.hp } });
      checkGiant(s, ship, ev);
      break;
    }
    case 'drainField':
      discardFromHand(s, seat, SC.drainField, ev);
      // 该次聚集能量行动无效，跳过敌方回合: nothing more this turn, not even the end-of-turn moves.
      s.ap = 0;
      s.endMoves = [];
      ev?.push({ type: 'drained', to: 'all', data: { seat: 1 - seat } });
      return;
    case 'decline':
      break;
  }
  ev?.push({ type: 'react', to: SEAT_ONLY[seat], data: { seat, k } });
}
