// Step kinds of mecha's resolution queue (append-only numbers; the handlers are in steps.ts). The
// windows are decisions owed inside an attack, a launch or a gather; the rest carry the resolution on.
import { FIRST_GAME_KIND } from '../../engine/queue.js';

export const K = {
  /** An attack's next stage (a = 0 attacker's window, 1 defender's window, 2 damage): opens the window that is due, or resolves. */
  PROCEED: FIRST_GAME_KIND,
  /** 命中闪避判定均结束时, the attacker's window (精准打击). */
  WIN_ATK: FIRST_GAME_KIND + 1,
  /** 命中闪避判定均结束时, the defender's window (动若脱兔, 借刀杀人, 扭曲护盾, 转化护盾). */
  WIN_DEF: FIRST_GAME_KIND + 2,
  /** 敌方战甲出动成功时 (甲板炸弹); a = the launched mech. */
  WIN_LAUNCH: FIRST_GAME_KIND + 3,
  /** 敌方回合选择聚集能量时 (泄能磁场). */
  WIN_GATHER: FIRST_GAME_KIND + 4,
  /** The declared 聚集能量 takes effect (泄能磁场 cancels this step). */
  FINISH_GATHER: FIRST_GAME_KIND + 5,
  /** The volley's damage, once its windows have closed (MR-7). */
  RESOLVE: FIRST_GAME_KIND + 6,
  /** Per shot (MR-26): judge count b at target a. */
  SHOT: FIRST_GAME_KIND + 7,
  /** Per shot: the damage of the count that just landed on target a (its windows have closed). */
  SHOT_HIT: FIRST_GAME_KIND + 8,
  /** Per shot: every count at target a is done — the weapon's effects on it. */
  TARGET_DONE: FIRST_GAME_KIND + 9,
  /** Per shot: every target is done — reflected damage and follow-ups. */
  ATTACK_DONE: FIRST_GAME_KIND + 10,
} as const;

/** The window kinds as views and tests name them, by step kind. */
export const WINDOW_NAMES: Readonly<Record<number, 'atk' | 'def' | 'launch' | 'gather'>> = {
  [K.WIN_ATK]: 'atk',
  [K.WIN_DEF]: 'def',
  [K.WIN_LAUNCH]: 'launch',
  [K.WIN_GATHER]: 'gather',
};
