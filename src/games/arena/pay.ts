// 生命值计算: N damage is paid by the payer as face-down (1 each) and face-up (2 each) life cards moved
// to the display, all of one hit before anything else resolves. A life card turned face up this way
// with a 响应 triggers it (recorded for 【6】). 4/6 players: a player at 0 takes no more damage in that
// turn, and from the next turn on a living teammate pays for them.
import type { EventSink, Seat } from '../../engine/index.js';
import { record, type Queue } from '../../engine/queue.js';
import { CARDS } from './data/cards.js';
import { K, SRC_TALENT } from './kinds.js';
import { UP, entry, instOf, type ArenaState } from './state.js';
import { cardHasFx, hasFx } from './fx.js';
import { lifeChanged } from './zones.js';

export function payerOf(s: ArenaState, target: Seat): Seat {
  const pl = s.players[target];
  if (pl.life.length > 0) return target;
  if (pl.zeroTurn === s.turn || s.seats === 2) return -1;
  for (let k = 1; k < s.seats; k++) {
    const m = (target + k) % s.seats;
    if (s.team[m] === s.team[target] && s.players[m].life.length > 0) return m;
  }
  return -1;
}

/** The face-up counts the payer may choose, lowest first. */
export function payChoices(life: number, n: number): [number, number] {
  const half = Math.floor(n / 2);
  if (n - life > half) return [life, life]; // not enough life: every card face up
  return [Math.max(0, n - life), half];
}

export function pay(s: ArenaState, q: Queue, payer: Seat, target: Seat, src: Seat, n: number, u: number, ev: EventSink): void {
  const pl = s.players[payer];
  const f = Math.max(0, Math.min(n - 2 * u, pl.life.length - u));
  let cards = 0;
  for (let i = 0; i < u && pl.life.length > 0; i++, cards++) {
    const inst = pl.life.pop()!;
    pl.disp.push(entry(inst, UP));
    if (ev) ev.push({ type: 'lifeUp', to: 'all', data: { p: payer, card: CARDS[s.kinds[inst]].id } });
    if (cardHasFx(s.kinds[inst], 'response')) record(q, K.RESP, payer, inst, src);
  }
  for (let i = 0; i < f && pl.life.length > 0; i++, cards++) pl.disp.push(entry(pl.life.pop()!, 0));
  lifeChanged(s, payer);
  if (cards === 0) return;
  if (ev) ev.push({ type: 'damage', to: 'all', data: { p: target, payer, src, n, up: u } });
  if (src === s.active) {
    s.dealt = true;
    if (s.players[src].mad) {
      s.players[src].mad = false;
      if (ev) ev.push({ type: 'sanity', to: 'all', data: { p: src, mad: false } });
    }
  }
  recordShown(s, q, target, src, 'hurt');
  if (src !== target) recordShown(s, q, src, target, 'hit');
}

/** 展示中 triggers of a player's face-up display cards and talent, recorded for 【6】. */
function recordShown(s: ArenaState, q: Queue, p: Seat, other: Seat, when: 'hurt' | 'hit'): void {
  const c = when === 'hurt' ? 0 : 1;
  // The face-up display cards in display order (zones.ts shownCards, without its list: on every payment).
  const disp = s.players[p].disp;
  for (let i = 0; i < disp.length; i++) {
    const e = disp[i];
    if ((e & UP) !== 0 && cardHasFx(s.kinds[instOf(e)], when)) record(q, K.SHOW, p, instOf(e), other, c);
  }
  const t = s.players[p].talent;
  if (t >= 0 && hasFx(s, SRC_TALENT, t, when)) record(q, K.SHOW, p, -1 - t, other, c);
}
