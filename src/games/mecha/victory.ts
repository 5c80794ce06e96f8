// 胜利条件: each seat secretly picks one (劫掠战舰, 歼灭作战, 军备竞赛); both are revealed together and
// their union applies; the game ends as soon as any player meets any of them.
import type { EventSink, Seat } from '../../engine/index.js';
import { SHIP_ZONE } from './board.js';
import { ANNIHILATION, ARMS_RACE, GOALS, RAID } from './data.js';
import { SEAT_ONLY, type MechaState } from './state.js';

export function endGame(s: MechaState, winner: number, reason: string, ev: EventSink): void {
  s.phase = 'over';
  s.winner = winner;
  s.reason = reason;
  s.win = null;
  s.attack = null;
  s.launch = null;
  s.pick = null;
  s.second = null;
  s.acts = [];
  s.endMoves = null;
  ev?.push({ type: 'gameOver', to: 'all', data: { winner, reason } });
}

/** A secret victory choice; when both are in, they are revealed together (同时公开). */
export function applyGoal(s: MechaState, seat: Seat, g: number, ev: EventSink): boolean {
  s.sides[seat].goal = g;
  ev?.push({ type: 'goal', to: SEAT_ONLY[seat], data: { seat, goal: GOALS[g].id } });
  const [a, b] = [s.sides[0].goal, s.sides[1].goal];
  if (a < 0 || b < 0) return false;
  s.goals = (1 << a) | (1 << b);
  ev?.push({ type: 'goals', to: 'all', data: { choices: [GOALS[a].id, GOALS[b].id] } });
  return true;
}

/**
 * 劫掠战舰: an own mech in the enemy ship zone. 歼灭作战: the enemy ship and every enemy mech on the field
 * destroyed. Against a giant mech (巨型战甲) 劫掠 is replaced by 歼灭. Both at once: a draw.
 */
export function checkWin(s: MechaState, ev: EventSink): boolean {
  if (s.phase !== 'play') return s.phase === 'over';
  // One pass: mechs on the field per seat, and whether a seat has one in the enemy ship zone.
  let m0 = 0;
  let m1 = 0;
  let in0 = false;
  let in1 = false;
  for (const u of s.units) {
    if (u.place !== 'field' || (u.ship && !u.giant)) continue;
    if (u.owner === 0) {
      m0++;
      if (u.zone === SHIP_ZONE[1]) in0 = true;
    } else {
      m1++;
      if (u.zone === SHIP_ZONE[0]) in1 = true;
    }
  }
  let won = 0;
  let reason = '';
  for (let p = 0; p < 2; p++) {
    const foe = s.units[1 - p];
    const raid = (s.goals & RAID) !== 0 && !foe.giant;
    const annihilation = (s.goals & ANNIHILATION) !== 0 || ((s.goals & RAID) !== 0 && foe.giant);
    if (raid && (p === 0 ? in0 : in1)) {
      won |= 1 << p;
      reason = 'raid';
    } else if (annihilation && foe.place === 'down' && (p === 0 ? m1 : m0) === 0) {
      won |= 1 << p;
      reason = 'annihilation';
    }
  }
  if (won === 0) return false;
  endGame(s, won === 3 ? 2 : won === 1 ? 0 : 1, won === 3 ? 'both' : reason, ev);
  return true;
}

/** HP on the field: the ship's (if afloat) and every own mech on the field. */
export function fieldHp(s: MechaState, seat: Seat): number {
  let n = 0;
  for (const u of s.units) if (u.owner === seat && u.place === 'field') n += u.hp;
  return n;
}

/** End of a turn: 军备竞赛 at turn 20 (战舰及场上战甲的血量之和多于敌方), then the turn cap (MR-5). */
export function checkTurnEnd(s: MechaState, ev: EventSink): boolean {
  const o = s.ctx.opts;
  if ((s.goals & ARMS_RACE) !== 0 && s.turn === o.armsRaceTurn) {
    const a = fieldHp(s, 0);
    const b = fieldHp(s, 1);
    // MR-28: level, and another chosen condition still to play for: play on (armsRaceTie: playOn).
    const playOn = a === b && o.armsRaceTie === 'playOn' && (s.goals & ~ARMS_RACE) !== 0;
    if (!playOn) {
      endGame(s, a > b ? 0 : b > a ? 1 : 2, 'armsRace', ev);
      return true;
    }
    ev?.push({ type: 'armsRaceTie', to: 'all', data: { hp: a } });
  }
  if (s.turn >= o.turnCap) {
    endGame(s, 2, 'turnCap', ev);
    return true;
  }
  return false;
}
