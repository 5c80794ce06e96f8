// A rough value for bots: life is what wins, cards in hand are tempo, 失控 is a liability.
import type { Seat } from '../../engine/index.js';
import type { ArenaState } from './state.js';

export function evaluate(s: ArenaState, seat: Seat): number {
  if (s.phase === 'over') return s.winners.includes(seat) ? 1 : s.winners.length === 0 ? 0 : -1;
  let mine = 0;
  let theirs = 0;
  let nm = 0;
  let nt = 0;
  for (let p = 0; p < s.seats; p++) {
    const pl = s.players[p];
    const v = pl.life.length * 3 + Math.min(pl.hand.length, 4) - (pl.mad ? 1 : 0) + (pl.life.length === 0 ? -20 : 0);
    if (s.team[p] === s.team[seat]) [mine, nm] = [mine + v, nm + 1];
    else [theirs, nt] = [theirs + v, nt + 1];
  }
  return Math.tanh((mine / nm - theirs / nt) / 20);
}
