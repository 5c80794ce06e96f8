// Mecha's step table on the kernel's resolution queue: one handler per kind of kinds.ts. The windows of
// an attack are PROCEED(0) → [WIN_ATK] → PROCEED(1) → [WIN_DEF] → PROCEED(2): each stage opens its
// window when due (judged then, on the facts of then) or moves on; beneath them waits the damage —
// RESOLVE for a volley, SHOT_HIT for one count (per shot, shots.ts). This module is the only one that
// ties windows to combat and ship: the circle they once formed by calling back is gone.
import type { EventSink, Seat } from '../../engine/index.js';
import { ask, cancel, defineSteps, push, type Queue, type StepTable } from '../../engine/queue.js';
import type { MechaAction } from './actions.js';
import { refreshUnlocks } from './captains.js';
import { landedTotal, resolveAttack } from './combat.js';
import { attackDone, shot, shotHit, targetDone } from './shots.js';
import { K, WINDOW_NAMES } from './kinds.js';
import { deckBombed, finishGather } from './ship.js';
import type { MechaState } from './state.js';
import { applyReact, attackerWindowOpen, defenderWindowOpen, windowChoices } from './windows.js';

type Table = StepTable<MechaState, MechaAction>;

/** The attack's stage `stage`: open the window due, or go on to the next stage (2: the damage beneath). */
function proceed(s: MechaState, q: Queue, stage: number, ev: EventSink): void {
  const atk = s.attack!;
  refreshUnlocks(s, ev);
  const any = landedTotal(atk) > 0;
  if (stage === 0) {
    if (any && attackerWindowOpen(s, atk)) return ask(q, K.WIN_ATK, atk.seat);
    stage = 1;
  }
  if (stage === 1 && any && !atk.dodge && defenderWindowOpen(s, atk)) ask(q, K.WIN_DEF, s.units[atk.targets[0]].owner);
}

type React = Extract<MechaAction, { t: 'react' }>;

/** A window step: its choices, and its answer — the reaction's effect, then what the window leads to. */
function windowStep(id: number, after: (s: MechaState, q: Queue, a: React, by: Seat, m: number, ev: EventSink) => void) {
  const kind = WINDOW_NAMES[id];
  return {
    id,
    choices: (s: MechaState, st: { by: Seat }, out: MechaAction[]) => windowChoices(s, st.by, kind, out),
    decide: (s: MechaState, q: Queue, st: { by: Seat; a: number }, a: MechaAction, ev: EventSink) => {
      const r = a as React;
      applyReact(s, st.by, r.k, r.u, ev);
      // 自律修理机器人 may be used at any time: the window stays open.
      if (r.k === 'repair') return ask(q, id, st.by, st.a);
      after(s, q, r, st.by, st.a, ev);
    },
  };
}

export const STEPS: Table = defineSteps<MechaState, MechaAction>({
  proceed: { id: K.PROCEED, run: (s, q, st, ev) => proceed(s, q, st.a, ev) },
  attackerWindow: windowStep(K.WIN_ATK, (s, q) => push(q, K.PROCEED, s.attack!.seat, 1)),
  defenderWindow: windowStep(K.WIN_DEF, (s, q) => push(q, K.PROCEED, s.attack!.seat, 2)),
  launchWindow: windowStep(K.WIN_LAUNCH, (s, _q, a, _by, m, ev) => {
    // 甲板炸弹: 该次出动失败.
    if (a.k === 'deckBomb') deckBombed(s, m, ev);
  }),
  gatherWindow: windowStep(K.WIN_GATHER, (_s, q, a) => {
    // 泄能磁场: 该次聚集能量行动无效.
    if (a.k === 'drainField') cancel(q, K.FINISH_GATHER);
  }),
  finishGather: { id: K.FINISH_GATHER, run: (s, _q, _st, ev) => finishGather(s, ev) },
  resolve: { id: K.RESOLVE, run: (s, _q, _st, ev) => resolveAttack(s, ev) },
  shot: { id: K.SHOT, run: (s, q, st, ev) => shot(s, q, st.a, st.b, ev) },
  shotHit: { id: K.SHOT_HIT, run: (s, _q, st, ev) => shotHit(s, st.a, ev) },
  targetDone: { id: K.TARGET_DONE, run: (s, q, st, ev) => targetDone(s, q, st.a, ev) },
  attackDone: { id: K.ATTACK_DONE, run: (s, _q, _st, ev) => attackDone(s, ev) },
});
