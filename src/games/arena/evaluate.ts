// A value for bots. Life is what wins, but draws take life once deck and recycle are empty, so the
// cards a player can still spend before dying (life, deck, recycle) all count; life most, as damage
// takes it directly. 失控 is a liability; the hand is tempo.
import type { Seat } from '../../engine/index.js';
import { CARDS } from './data/cards.js';
import { UP, instOf, type ArenaState } from './state.js';

const STAYS: readonly boolean[] = CARDS.map((c) => c.kw.permanent || c.kw.crystal !== null);

function worth(s: ArenaState, p: Seat): number {
  const pl = s.players[p];
  if (pl.life.length === 0) return -10;
  // Face-up cards leave the cycle (耗竭) at the next turn start; everything else comes back as draws.
  // Cards that stay in the display (永久展示中, 元素结晶) are assets too: without them a bot would spend
  // them (起动, 元素爆发) for nothing.
  let down = 0;
  for (const e of pl.disp) if ((e & UP) === 0 || STAYS[s.kinds[instOf(e)]]) down++;
  return pl.life.length * 1.5 + pl.deck.length + pl.recycle.length + pl.hand.length + down - (pl.mad ? 1 : 0);
}

export function evaluate(s: ArenaState, seat: Seat): number {
  if (s.phase === 'over') return s.winners.includes(seat) ? 1 : s.winners.length === 0 ? 0 : -1;
  for (let p = 0; p < s.seats; p++) WORTH[p] = worth(s, p);
  return valueOf(s, seat);
}

/** Each seat's worth (scratch, refilled by each evaluation: bots evaluate at every node they search). */
const WORTH = new Float64Array(6);

/** `seat`'s value from the seats' worths: its team's mean against the others'. */
function valueOf(s: ArenaState, seat: Seat): number {
  let mine = 0;
  let theirs = 0;
  let nm = 0;
  let nt = 0;
  for (let p = 0; p < s.seats; p++) {
    const v = WORTH[p];
    if (s.team[p] === s.team[seat]) {
      mine += v;
      nm++;
    } else {
      theirs += v;
      nt++;
    }
  }
  return Math.tanh((mine / nm - theirs / nt) / 15);
}

/** evaluate for every seat, with the same numbers: each seat's worth is counted once for all. */
export function evaluateAll(s: ArenaState): number[] {
  const out: number[] = [];
  if (s.phase === 'over') {
    for (let p = 0; p < s.seats; p++) out.push(evaluate(s, p));
    return out;
  }
  for (let p = 0; p < s.seats; p++) WORTH[p] = worth(s, p);
  for (let p = 0; p < s.seats; p++) out.push(valueOf(s, p));
  return out;
}
