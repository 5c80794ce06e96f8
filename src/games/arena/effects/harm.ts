// 回复, 反噬, strike back (响应/展示中), 识破.
import { record } from '../../../engine/queue.js';
import { CARDS } from '../data/cards.js';
import { cardHasFx } from '../fx.js';
import { K } from '../kinds.js';
import { UP, instOf, enemies, type ArenaState } from '../state.js';
import { heal } from '../zones.js';
import { cellDist } from '../board.js';
import { dealDamage } from './damage.js';
import type { Of, Run } from './types.js';
import type { Seat } from '../../../engine/index.js';

export const runHeal: Run<Of<'heal'>> = (s, _q, c, e, ev) => heal(s, c.owner, e.n, ev);

/** 反噬 X: X damage to the user. */
export const runBacklash: Run<Of<'backlash'>> = (_s, q, c, e) => dealDamage(q, c.owner, e.n, c.owner);

/** n damage to the other party (the attacker, for a response or a 展示中 'hurt'). */
export const runStrike: Run<Of<'strike'>> = (_s, q, c, e) => {
  if (c.other >= 0 && c.other !== c.owner) dealDamage(q, c.other, e.n, c.owner);
};

/** The characters an effect of the card being resolved acts on: its hits, or else the nearest enemy. */
export function targetsOf(s: ArenaState, owner: Seat, inst: number): Seat[] {
  if (inst >= 0 && s.cur && s.cur.inst === inst && CARDS[s.cur.card].type === 'damage') {
    const out: Seat[] = [];
    for (let i = 0; i < s.cur.hits.length; i += 3) out.push(s.cur.hits[i]);
    return out;
  }
  let best = -1;
  let bd = 99;
  for (let k = 1; k < s.seats; k++) {
    const o = (owner + k) % s.seats;
    if (!enemies(s, owner, o)) continue;
    const d = cellDist(s.ctx.board, s.players[owner].pos, s.players[o].pos);
    if (d < bd) [best, bd] = [o, d];
  }
  return best < 0 ? [] : [best];
}

/** 识破 X (0 = all): turn the target's latest X face-down display cards face up; 响应 on them trigger. */
export const runExpose: Run<Of<'expose'>> = (s, q, c, e, ev) => {
  for (const t of targetsOf(s, c.owner, c.inst)) {
    const pl = s.players[t];
    let left = e.n === 0 ? Infinity : e.n;
    for (let i = pl.disp.length - 1; i >= 0 && left > 0; i--) {
      if ((pl.disp[i] & UP) !== 0) continue;
      pl.disp[i] = (pl.disp[i] & ~3) | UP;
      left--;
      const inst = instOf(pl.disp[i]);
      if (ev) ev.push({ type: 'exposed', to: 'all', data: { p: t, card: CARDS[s.kinds[inst]].id } });
      if (cardHasFx(s.kinds[inst], 'response')) record(q, K.RESP, t, inst, c.owner);
    }
  }
};
