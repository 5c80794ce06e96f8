// The turn as the seed lists it: 开始阶段 (结算步骤: 「回合开始时」 effects, clean-up of the display;
// 抓牌步骤: draw up to 3), 行动阶段 (free actions), 回合结束步骤 (「直到回合结束」 ends, discard to 3,
// 失控 if you damaged nobody). Each step is a queue kind; `turnSteps` pushes a start in order.
import type { EventSink, Seat } from '../../engine/index.js';
import { ask, clear, inOrder, mark, push, type Queue } from '../../engine/queue.js';
import { CARDS } from './data/cards.js';
import { pushFx } from './fx.js';
import { K, SRC_TALENT } from './kinds.js';
import { UP, instOf, nextSeat, type ArenaState } from './state.js';
import { draw } from './zones.js';
import { judge } from './victory.js';

/** 开始阶段 of seat p. */
export function startTurn(s: ArenaState, q: Queue, p: Seat, ev: EventSink): void {
  s.turn++;
  if (s.turn > s.ctx.o.roundCap * s.seats) {
    s.phase = 'over';
    s.winners = [];
    s.reason = 'turnCap';
    clear(q);
    return;
  }
  s.active = p;
  s.dealt = false;
  s.endFlag = false;
  s.lastColour = -1;
  s.cur = null;
  const pl = s.players[p];
  if (pl.life.length === 0) pl.noHeal = true;
  if (ev) ev.push({ type: 'turn', to: 'all', data: { p, turn: s.turn } });
  const m = mark(q);
  if (pl.talent >= 0) pushFx(s, q, p, SRC_TALENT, pl.talent, 'turnStart', -1);
  push(q, K.CLEAN, p);
  push(q, K.DRAWUP, p);
  push(q, K.END, p);
  push(q, K.ENDCHK, p);
  inOrder(q, m);
}

/** 清空自己展示卡区域不能滞留的卡: face up → 耗竭区, face down → 回收区; 永久展示中 and 元素结晶 stay; 维持 asks. */
export function cleanUp(s: ArenaState, q: Queue, p: Seat): void {
  const pl = s.players[p];
  const keep: number[] = [];
  const m = mark(q);
  for (const e of pl.disp) {
    const inst = instOf(e);
    if ((e & UP) === 0) {
      pl.recycle.push(inst);
      continue;
    }
    const kw = CARDS[s.kinds[inst]].kw;
    if (kw.permanent || kw.crystal) keep.push(e);
    else if (kw.upkeep) {
      keep.push(e);
      ask(q, K.KEEP, p, inst);
    } else pl.exhaust.push(inst);
  }
  inOrder(q, m);
  pl.disp = keep;
}

export function drawUp(s: ArenaState, p: Seat, ev: EventSink): void {
  const want = s.ctx.o.handSize - s.players[p].hand.length;
  if (want > 0) draw(s, p, want, ev);
}

/** 【7】: the action phase ends when ① the next player was made to draw to 6+, or ② the hand is empty. */
export function endCheck(s: ArenaState, q: Queue): void {
  if (s.phase !== 'play') return;
  if (s.endFlag || s.players[s.active].hand.length === 0) push(q, K.ENDSTEP, s.active);
}

/** 回合结束步骤. */
export function endStep(s: ArenaState, q: Queue): void {
  const p = s.active;
  s.players[p].power = 0;
  push(q, K.TURN, p, nextSeat(s, p));
  push(q, K.SANITY, p);
  const over = s.players[p].hand.length - s.ctx.o.handSize;
  if (over > 0) ask(q, K.DISCARD, p, over);
}

/** 此时如果当前玩家未对任何玩家造成伤害,且理智朝上,则改为失控. */
export function sanity(s: ArenaState, ev: EventSink): void {
  const pl = s.players[s.active];
  if (!s.dealt && !pl.mad) {
    pl.mad = true;
    if (ev) ev.push({ type: 'sanity', to: 'all', data: { p: s.active, mad: true } });
  }
}

export function endOfAction(s: ArenaState, q: Queue, ev: EventSink): void {
  if (judge(s, ev)) clear(q);
}
