// Step kinds of arena's resolution queue (append-only numbers; the handlers are in steps.ts).
import { FIRST_GAME_KIND } from '../../engine/queue.js';

export const K = {
  /** 【1】 锁定 and 打出前 (元素爆发 crystals exhausted). */
  PRE: FIRST_GAME_KIND,
  /** 【2】 cost: the next player draws. */
  COST: FIRST_GAME_KIND + 1,
  /** 【3】 打出: to the display face up, 打出 / 连击打出 effects. */
  PLAY: FIRST_GAME_KIND + 2,
  /** 【4】 combat: who is hit, display modifiers, damage. */
  COMBAT: FIRST_GAME_KIND + 3,
  /** 【5】 打出后. */
  AFTER: FIRST_GAME_KIND + 4,
  /** 【7】 the end conditions ① ②. */
  ENDCHK: FIRST_GAME_KIND + 5,
  /** Victory, judged when everything an action triggered has resolved. */
  END: FIRST_GAME_KIND + 6,
  /** Damage: find the payer; ask them if they have a real choice. a = amount, b = damaged seat, c = source seat. */
  PAYCHK: FIRST_GAME_KIND + 7,
  PAY: FIRST_GAME_KIND + 8,
  /** A recorded 响应 (a = instance, b = other seat). */
  RESP: FIRST_GAME_KIND + 9,
  /** A recorded 展示中 trigger (a = instance or -1 - talent, b = other seat, c = 0 hurt / 1 hit). */
  SHOW: FIRST_GAME_KIND + 10,
  /** 方位点: the mover picks a facing. */
  FACE: FIRST_GAME_KIND + 11,
  /** 弃牌 one card (a = how many are still owed). */
  DISCARD: FIRST_GAME_KIND + 12,
  /** 回合结束步骤. */
  ENDSTEP: FIRST_GAME_KIND + 13,
  /** 开始阶段 of seat a. */
  TURN: FIRST_GAME_KIND + 14,
  /** 维持: keep (run the upkeep) or exhaust (a = instance). */
  KEEP: FIRST_GAME_KIND + 15,
  /** One effect of a card or talent: a = source (0 card, 1 talent, 2 upkeep), b = card/talent index, c = effect index, d = other seat. */
  FX: FIRST_GAME_KIND + 16,
  /** 失控 check of the end step. */
  SANITY: FIRST_GAME_KIND + 17,
  /** 抓牌步骤. */
  DRAWUP: FIRST_GAME_KIND + 18,
  /** Clean-up of the display at turn start. */
  CLEAN: FIRST_GAME_KIND + 19,
} as const;

export const SRC_CARD = 0;
export const SRC_TALENT = 1;
export const SRC_UPKEEP = 2;
