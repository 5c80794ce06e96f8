// Verbs that move cards: draw, make the next player draw, 展示, 回收, 耗竭, 弃牌.
import { ask } from '../../../engine/queue.js';
import { CARDS } from '../data/cards.js';
import { K } from '../kinds.js';
import { UP, entry, instOf, nextSeat } from '../state.js';
import { draw, feed, takeTop } from '../zones.js';
import { targetsOf } from './harm.js';
import type { Of, Run } from './types.js';

export const runDraw: Run<Of<'draw'>> = (s, _q, c, e, ev) => {
  draw(s, c.owner, e.n, ev);
  // 回合结束 ①: the owner may be the next player (a response inside the active player's card).
  if (c.owner === nextSeat(s, s.active) && s.players[c.owner].hand.length >= s.ctx.o.nextHandEnds) s.endFlag = true;
};

export const runFeed: Run<Of<'feed'>> = (s, _q, _c, e, ev) => feed(s, e.n, ev);

/**
 * 展示 n: the top n deck cards are shown to all; 元素结晶 among them go face up to the display (where
 * they stay), the others to the hand (ours: a tutor, so showing never thins the owner's deck).
 */
export const runReveal: Run<Of<'reveal'>> = (s, _q, c, e, ev) => {
  const pl = s.players[c.owner];
  for (let i = 0; i < e.n; i++) {
    const inst = takeTop(s, c.owner);
    if (inst < 0) return;
    if (CARDS[s.kinds[inst]].kw.crystal) pl.disp.push(entry(inst, UP));
    else pl.hand.push(inst);
    if (ev) ev.push({ type: 'revealed', to: 'all', data: { p: c.owner, card: CARDS[s.kinds[inst]].id } });
  }
};

/** 回收: this card from the display, face down, to the owner's recycle zone. */
export const runRecycle: Run<Of<'recycle'>> = (s, _q, c) => {
  const pl = s.players[c.owner];
  const i = pl.disp.findIndex((x) => instOf(x) === c.inst);
  if (i < 0) return;
  pl.disp.splice(i, 1);
  pl.recycle.push(c.inst);
};

/** 耗竭 n: the top n deck cards of each target to its exhaust zone. */
export const runExhaust: Run<Of<'exhaust'>> = (s, _q, c, e, ev) => {
  for (const t of targetsOf(s, c.owner, c.inst)) {
    for (let i = 0; i < e.n; i++) {
      const inst = takeTop(s, t);
      if (inst < 0) break;
      s.players[t].exhaust.push(inst);
      if (ev) ev.push({ type: 'exhausted', to: 'all', data: { p: t, card: CARDS[s.kinds[inst]].id } });
    }
  }
};

/** 弃牌 n: the owner discards n hand cards of their choice. */
export const runDiscard: Run<Of<'discard'>> = (s, q, c, e) => {
  const n = Math.min(e.n, s.players[c.owner].hand.length);
  if (n > 0) ask(q, K.DISCARD, c.owner, n);
};
