// 事件区 (event zone): a mech entering it draws a random weather card (天气) and resolves it; lasting
// weather stays in force for its duration (MR-14), and a new draw replaces it.
import type { EventSink } from '../../engine/index.js';
import { EVENT_ZONE, ZONES } from './board.js';
import { WEATHER, WX } from './data.js';
import { hurt } from './damage.js';
import { isMechLike, lasting, type MechaState, type Unit } from './state.js';

export function weatherIs(s: MechaState, w: number): boolean {
  return s.weather !== null && s.weather.w === w;
}

/** End the weather in force (expired, or replaced by a new draw). */
export function endWeather(s: MechaState, ev: EventSink): void {
  const wx = s.weather;
  if (!wx) return;
  s.weather = null;
  for (const u of s.units) {
    if (wx.w === WX.blackHole) u.bound = false;
    if (wx.w === WX.empStorm) u.emp = false;
  }
  ev?.push({ type: 'weatherEnd', to: 'all', data: { weather: WEATHER[wx.w].id } });
}

/** Weather lasting N 回合 lasts N rounds: through the end of the (2N−1)-th player turn after this one starts (MR-14). */
function setWeather(s: MechaState, w: number): void {
  const d = WEATHER[w].duration;
  s.weather = { w, until: d < 0 ? -1 : s.turn + 2 * d - 1 };
}

/**
 * The next event card (MR-29): each draw at random from all six ('replace'), or from those not drawn
 * since the deck was last shuffled, the six shuffled back once all are drawn ('deck'). What is left is
 * public: every draw is.
 */
function drawEvent(s: MechaState): number {
  if (s.ctx.opts.eventDeck === 'replace') return s.rng.int(WEATHER.length);
  if (s.deck === undefined || s.deck.length === 0) s.deck = WEATHER.map((_, i) => i);
  return s.deck.splice(s.rng.int(s.deck.length), 1)[0];
}

/** A mech (or giant) entered the event zone: the weather in force applies to it, then it draws a card. */
export function enterEventZone(s: MechaState, u: Unit, ev: EventSink): void {
  const o = s.ctx.opts.weather;
  // 电磁脉冲 lasts 直至有新的战甲进入事件区域; 致命感染 marks every mech entering while it lasts.
  if (weatherIs(s, WX.empStorm)) endWeather(s, ev);
  if (weatherIs(s, WX.infection) && u.infect < 0 && !u.ship) u.infect = lasting(s, u.owner, o.infectionTurns);
  const w = drawEvent(s);
  ev?.push({ type: 'weather', to: 'all', data: { u: u.id, owner: u.owner, weather: WEATHER[w].id } });
  switch (w) {
    case WX.blackHole: {
      endWeather(s, ev);
      setWeather(s, w);
      // 将周围 1 范围的战甲全部移至事件区，对每架被牵扯的战甲造成 2 点伤害，这些战甲不能离开事件区域.
      const { dist } = s.ctx.board;
      for (const m of s.units) {
        if (m.place !== 'field' || !isMechLike(m) || dist[m.zone * ZONES + EVENT_ZONE] !== 1) continue;
        m.zone = EVENT_ZONE;
        m.bound = true;
        ev?.push({ type: 'pulled', to: 'all', data: { u: m.id, owner: m.owner } });
        hurt(s, m, o.blackHoleDamage, 'blackHole', -1, ev);
      }
      return;
    }
    case WX.lightning:
      hurt(s, u, o.lightningDamage, 'lightning', -1, ev); // 立即对进入事件区的战甲造成 3 伤害
      return;
    case WX.meteor:
      endWeather(s, ev);
      setWeather(s, w);
      return;
    case WX.infection:
      endWeather(s, ev);
      setWeather(s, w);
      if (u.infect < 0 && !u.ship) u.infect = lasting(s, u.owner, o.infectionTurns);
      return;
    case WX.empStorm:
      endWeather(s, ev);
      setWeather(s, w);
      u.emp = true; // 进入事件区域的战甲不能行动
      return;
    case WX.empSurge:
      u.shield = o.surgeShield; // 获得一个护盾，该护盾至多存在 3 回合
      u.shieldTurns = lasting(s, u.owner, o.surgeTurns);
      return;
  }
}

/** Move a unit to a zone (any cause); entering the event zone draws a card. */
export function moveUnit(s: MechaState, u: Unit, z: number, cause: string, ev: EventSink): void {
  const from = u.zone;
  if (from === z) return;
  u.zone = z;
  ev?.push({ type: 'move', to: 'all', data: { u: u.id, owner: u.owner, from, zone: z, cause } });
  if (z === EVENT_ZONE && u.place === 'field') enterEventZone(s, u, ev);
}
