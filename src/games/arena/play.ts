// 卡牌打出的结算时点: a card play is one scope, pushed in reading order as
// PRE【1】· COST【2】· PLAY【3】· COMBAT【4】· AFTER【5】· DRAIN(owner order)【6】· END · ENDCHK【7】.
import { removeAt, type EventSink, type Seat } from '../../engine/index.js';
import { DrainMode, inOrder, mark, push, scope, type Queue } from '../../engine/queue.js';
import { CARDS } from './data/cards.js';
import { colour } from './data/schema.js';
import { pushFx } from './fx.js';
import { K, SRC_CARD } from './kinds.js';
import { UP, entry, instOf, type ArenaState } from './state.js';
import { draw, feed, handCardOf } from './zones.js';

export const colourIndex = (c: string): number => colour.options.indexOf(c as (typeof colour.options)[number]);

/** The face-up 元素结晶 of a player's display, in display order (at most 6: masks stay small). */
export function crystals(s: ArenaState, p: Seat): number[] {
  const out: number[] = [];
  for (const e of s.players[p].disp) if ((e & UP) !== 0 && CARDS[s.kinds[instOf(e)]].kw.crystal && out.length < 6) out.push(instOf(e));
  return out;
}

export function startPlay(s: ArenaState, q: Queue, p: Seat, kind: number, lock: number, mask: number): void {
  const pl = s.players[p];
  const inst = handCardOf(s, p, kind);
  removeAt(pl.hand, pl.hand.indexOf(inst));
  const card = CARDS[kind];
  const combo = card.colour !== 'none' && s.lastColour === colourIndex(card.colour);
  s.cur = { inst, card: kind, lock, mask, bonus: 0, range: 0, costCut: 0, combo, hits: [] };
  push(q, K.ENDCHK, p);
  push(q, K.END, p);
  scope(q, p, s.seats, DrainMode.ByOwner);
  const m = mark(q);
  push(q, K.PRE, p, inst);
  push(q, K.COST, p, inst);
  push(q, K.PLAY, p, inst);
  if (card.type === 'damage') push(q, K.COMBAT, p, inst);
  push(q, K.AFTER, p, inst);
  inOrder(q, m);
}

/** 【1】: 元素爆发 exhausts the chosen crystals for their boosts; 打出前 and 连击 effects. */
export function pre(s: ArenaState, q: Queue, ev: EventSink): void {
  const cur = s.cur!;
  const p = s.active;
  const pl = s.players[p];
  const list = crystals(s, p);
  for (let i = 0; i < list.length; i++) {
    if ((cur.mask & (1 << i)) === 0) continue;
    const inst = list[i];
    removeAt(pl.disp, pl.disp.indexOf(entry(inst, UP)));
    pl.exhaust.push(inst);
    const el = CARDS[s.kinds[inst]].kw.crystal;
    if (el === 'wind') cur.range++;
    else if (el === 'fire') cur.bonus++;
    else if (el === 'water') cur.costCut++;
    else draw(s, p, 1, ev);
  }
  const m = mark(q);
  pushFx(s, q, p, SRC_CARD, cur.inst, 'pre', -1);
  if (cur.combo) pushFx(s, q, p, SRC_CARD, cur.inst, 'combo', -1);
  // pushFx orders each group; keep the groups in reading order too.
  if (cur.combo) reorderGroups(q, m);
  if (ev) ev.push({ type: 'play', to: 'all', data: { p, card: CARDS[cur.card].id, lock: cur.lock, burst: cur.mask } });
}

/** Two groups pushed one after the other would run second-first: effects of one card run in their
 * printed order, so sort the block by effect index (the lowest on top runs first). */
function reorderGroups(q: Queue, m: number): void {
  const recs: number[][] = [];
  for (let i = m; i < q.length; i += 6) recs.push(q.slice(i, i + 6));
  recs.sort((a, b) => b[4] - a[4]);
  for (let i = 0; i < recs.length; i++) for (let k = 0; k < 6; k++) q[m + i * 6 + k] = recs[i][k];
}

/** 【2】: the next player draws the cost. */
export function cost(s: ArenaState, ev: EventSink): void {
  const cur = s.cur!;
  feed(s, Math.max(0, CARDS[cur.card].cost - cur.costCut), ev);
}

/** 【3】: face up to the display; 打出 and 连击打出 effects (its own 展示中 does not apply yet). */
export function playStep(s: ArenaState, q: Queue): void {
  const cur = s.cur!;
  const p = s.active;
  s.players[p].disp.push(entry(cur.inst, UP));
  s.lastColour = CARDS[cur.card].colour === 'none' ? -2 : colourIndex(CARDS[cur.card].colour);
  const m = mark(q);
  pushFx(s, q, p, SRC_CARD, cur.inst, 'play', -1);
  if (cur.combo) pushFx(s, q, p, SRC_CARD, cur.inst, 'comboPlay', -1);
  if (cur.combo) reorderGroups(q, m);
}

/** 【5】 打出后. */
export function after(s: ArenaState, q: Queue): void {
  pushFx(s, q, s.active, SRC_CARD, s.cur!.inst, 'after', -1);
}
