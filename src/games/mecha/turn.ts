// Turn flow: the opening (hands of 2 + 3, a die each for who goes first), each player turn with 2 AP,
// and the end of the turn (end-of-turn moves, 失去所有能量指示物 unless 聚集能量 was done, timers).
import type { EventSink, Seat } from '../../engine/index.js';
import { refreshUnlocks } from './captains.js';
import { heal, hurt, roll } from './damage.js';
import { SHIPS } from './data.js';
import { actorIds, endMoveCandidates } from './mechs.js';
import { drawCards } from './ship.js';
import { hasTrait, shipHasSkill, type MechaState } from './state.js';
import { checkTurnEnd, checkWin } from './victory.js';
import { endWeather } from './weather.js';

/** After the victory conditions: opening hands, then 各自丢一次骰子，点大者先进行回合 (ties re-rolled). */
export function beginPlay(s: MechaState, ev: EventSink): void {
  const o = s.ctx.opts;
  s.phase = 'play';
  for (const p of [0, 1] as Seat[]) {
    drawCards(s, p, 0, o.openingShipCards, ev);
    drawCards(s, p, 1, o.openingMechCards, ev);
  }
  for (;;) {
    const a = roll(s);
    const b = roll(s);
    ev?.push({ type: 'firstRoll', to: 'all', data: { rolls: [a, b] } });
    if (a !== b) {
      s.first = a > b ? 0 : 1;
      break;
    }
  }
  s.turn = 0;
  startTurn(s, s.first, ev);
}

export function startTurn(s: MechaState, seat: Seat, ev: EventSink): void {
  s.turn++;
  s.active = seat;
  s.ap = s.ctx.opts.actionPoints;
  const side = s.sides[seat];
  side.gathered = false;
  side.freeDraw = false;
  side.freeLaunch = false;
  side.resupplied = false;
  side.turretFired = false;
  ev?.push({ type: 'turn', to: 'all', data: { turn: s.turn, seat } });
  if (s.weather && s.weather.until >= 0 && s.turn > s.weather.until) endWeather(s, ev);
  for (const u of s.units) {
    if (u.owner !== seat) continue;
    u.charged = false; // 连携充能器: 持续至下一次我方回合开始
    u.stealth = false; // 光学隐身系统: 到下一个我方回合为止
    if (u.place === 'field' && u.burn > 0) {
      // 灼烧: 每回合造成 3 伤害, at the start of each of its owner's turns (MR-13).
      u.burn--;
      hurt(s, u, u.burnDmg, 'burn', 1 - seat, ev);
    }
  }
  // 朱庇特 充能护盾 (MR-31): 有能量指示物时，每回合恢复5X生命值.
  const ship = s.units[seat];
  if (side.energy > 0 && ship.place === 'field' && shipHasSkill(s, seat, 'chargedRegen')) heal(s, ship, SHIPS[ship.card].regen * s.ctx.opts.jupiterX, 'chargedRegen', ev);
  if (side.rally > 0) {
    // 觉醒友军: 下回合己方至多 2 台战甲额外获得一次行动机会.
    s.acts = actorIds(s, seat, false);
    s.actsLeft = side.rally;
    side.rally = 0;
    if (s.acts.length > 0) ev?.push({ type: 'rally', to: 'all', data: { seat, n: s.actsLeft } });
  }
  refreshUnlocks(s, ev);
}

/** The turn is over: energy, statuses and recovery timers of the side that played it; then the next turn. */
function closeTurn(s: MechaState, ev: EventSink): void {
  const seat = s.active;
  const side = s.sides[seat];
  s.endMoves = null;
  if (!side.gathered && side.energy > 0) {
    side.energy = 0; // 如果这回合没有进行过聚集能量，则失去所有能量指示物
    ev?.push({ type: 'energyLost', to: 'all', data: { seat } });
  }
  for (const u of s.units) {
    if (u.owner !== seat) continue;
    if (u.place === 'field') {
      if (hasTrait(u, 'opticalCamo') && !u.attacked) u.stealth = true; // 光学隐身系统: 若本回合没有攻击
      if (u.stun > 0) u.stun--;
      if (u.debuffTurns > 0 && --u.debuffTurns === 0) u.debuff = 0;
      if (u.shieldTurns > 0 && --u.shieldTurns === 0) u.shield = 0;
      if (u.infect > 0) u.infect--;
    }
    if (u.lock > 0) u.lock--;
    u.prevActed = u.acted;
    u.prevMoved = u.moved;
    u.acted = false;
    u.attacked = false;
    u.moved = false;
  }
  if (side.cool) for (let k = 0; k < side.cool.length; k++) if (side.cool[k] > 0) side.cool[k]--;
  for (const c of side.crew) {
    if (c.where === 'hurt' && --c.timer <= 0) {
      c.where = 'ready';
      c.timer = 0;
      ev?.push({ type: 'pilotRecovered', to: 'all', data: { seat } });
    }
  }
  ev?.push({ type: 'turnEnd', to: 'all', data: { turn: s.turn, seat } });
  if (checkTurnEnd(s, ev)) return;
  startTurn(s, 1 - seat, ev);
}

/** Move the game on after an action: end the turn when its AP are spent and nothing is pending. */
export function advance(s: MechaState, ev: EventSink): void {
  if (s.phase !== 'play') return;
  refreshUnlocks(s, ev);
  if (checkWin(s, ev)) return;
  for (;;) {
    if (s.win || s.attack || s.pick || s.second || s.launch || s.acts.length > 0) return;
    if (s.endMoves !== null) {
      if (s.endMoves.length > 0) return;
      closeTurn(s, ev); // the next turn's start refreshes the acquire conditions
      if (s.phase !== 'play' || checkWin(s, ev)) return;
      continue;
    }
    if (s.ap > 0) return;
    // The candidates that can move, kept in place (no second array and closure per turn end).
    const ids = endMoveCandidates(s, s.active);
    let k = 0;
    for (const id of ids) if (hasMove(s, id)) ids[k++] = id;
    ids.length = k;
    s.endMoves = ids;
  }
}

function hasMove(s: MechaState, id: number): boolean {
  const u = s.units[id];
  return !u.bound && s.ctx.board.nbrs[u.zone].length > 0;
}
