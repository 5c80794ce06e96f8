// 赢得此游戏: 2 players — the opponent's life reaches 0; teams — every enemy at 0 life, or one enemy
// with empty deck, recycle and life. Judged when everything an action triggered has resolved, so a
// life that came back counts. Simultaneous zero: AR-R4.
import type { EventSink, Seat } from '../../engine/index.js';
import { enemies, type ArenaState } from './state.js';

function teamOut(s: ArenaState, t: number): boolean {
  let allZero = true;
  for (let p = 0; p < s.seats; p++) {
    if (s.team[p] !== t) continue;
    const pl = s.players[p];
    if (pl.life.length > 0) allZero = false;
    if (pl.life.length === 0 && pl.deck.length === 0 && pl.recycle.length === 0) return true;
  }
  return allZero;
}

/** True when the game is over (sets winners and reason). */
export function judge(s: ArenaState, ev: EventSink): boolean {
  if (s.phase !== 'play') return s.phase === 'over';
  // Teams still in, counted without a list: judged after every action.
  let alive = 0;
  let last = -1;
  for (let t = 0; t < s.teams; t++) {
    if (!teamOut(s, t)) {
      alive++;
      last = t;
    } else s.outTeams |= 1 << t;
  }
  if (alive > 1) return false;
  s.phase = 'over';
  if (alive === 1) {
    s.winners = seatsOf(s, (t) => t === last);
    s.reason = 'life0';
  } else if (s.ctx.o.simultaneousZero === 'activeLoses') {
    s.winners = seatsOf(s, (t) => t !== s.team[s.active]);
    s.reason = 'simultaneous';
  } else {
    s.winners = [];
    s.reason = 'simultaneous';
  }
  if (ev) ev.push({ type: 'over', to: 'all', data: { winners: s.winners, reason: s.reason } });
  return true;
}

function seatsOf(s: ArenaState, f: (t: number) => boolean): number[] {
  const out: number[] = [];
  for (let p = 0; p < s.seats; p++) if (f(s.team[p])) out.push(p);
  return out;
}

/**
 * 特殊宣言胜利 (AR-24): the owner's side wins at once when every enemy has at most n life and the owner
 * still has some. Returns true when it did (the caller clears the queue: nothing resolves after a win).
 */
export function declareVictory(s: ArenaState, owner: Seat, n: number, ev: EventSink): boolean {
  if (s.phase !== 'play' || s.players[owner].life.length === 0) return false;
  for (let p = 0; p < s.seats; p++) if (enemies(s, owner, p) && s.players[p].life.length > n) return false;
  s.phase = 'over';
  s.winners = seatsOf(s, (t) => t === s.team[owner]);
  s.reason = 'declared';
  if (ev) ev.push({ type: 'over', to: 'all', data: { winners: s.winners, reason: s.reason } });
  return true;
}
