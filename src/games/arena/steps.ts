// Arena's step table on the kernel's resolution queue: one handler per kind of kinds.ts.
import { ask, defineSteps, DrainMode, push, scope, type StepTable } from '../../engine/queue.js';
import type { ArenaAction } from './actions.js';
import { combat } from './combat.js';
import { CARDS } from './data/cards.js';
import { runEffect } from './effects/index.js';
import { effectsOf, pushFx } from './fx.js';
import { K, SRC_CARD, SRC_TALENT, SRC_UPKEEP } from './kinds.js';
import { pay, payChoices, payerOf } from './pay.js';
import { after, cost, playStep, pre } from './play.js';
import { instOf, type ArenaState } from './state.js';
import { cleanUp, drawUp, endCheck, endOfAction, endStep, sanity, startTurn } from './turn.js';
import { discard, handCardOf } from './zones.js';

type Table = StepTable<ArenaState, ArenaAction>;

const FACES: ArenaAction[] = [0, 1, 2, 3, 4, 5].map((d) => Object.freeze({ t: 'face', d }) as ArenaAction);
const KEEPS: ArenaAction[] = [Object.freeze({ t: 'keep', k: 1 }), Object.freeze({ t: 'keep', k: 0 })];

export const STEPS: Table = defineSteps<ArenaState, ArenaAction>({
  pre: { id: K.PRE, run: (s, q, _st, ev) => pre(s, q, ev) },
  cost: { id: K.COST, run: (s, _q, _st, ev) => cost(s, ev) },
  play: { id: K.PLAY, run: (s, q) => playStep(s, q) },
  combat: { id: K.COMBAT, run: (s, q) => combat(s, q) },
  after: { id: K.AFTER, run: (s, q) => after(s, q) },
  endCheck: { id: K.ENDCHK, run: (s, q) => endCheck(s, q) },
  end: { id: K.END, run: (s, q, _st, ev) => endOfAction(s, q, ev) },
  payCheck: {
    id: K.PAYCHK,
    run: (s, q, st, ev) => {
      const payer = payerOf(s, st.b);
      if (payer < 0) return;
      const [lo, hi] = payChoices(s.players[payer].life.length, st.a);
      if (lo === hi) pay(s, q, payer, st.b, st.c, st.a, lo, ev);
      else ask(q, K.PAY, payer, st.a, st.b, st.c);
    },
  },
  pay: {
    id: K.PAY,
    choices: (s, st, out) => {
      const [lo, hi] = payChoices(s.players[st.by].life.length, st.a);
      for (let u = lo; u <= hi; u++) out.push({ t: 'pay', u });
    },
    decide: (s, q, st, a, ev) => pay(s, q, st.by, st.b, st.c, st.a, (a as { u: number }).u, ev),
  },
  response: {
    id: K.RESP,
    run: (s, q, st) => {
      scope(q, s.active, s.seats, DrainMode.ByOwner);
      pushFx(s, q, st.by, SRC_CARD, st.a, 'response', st.b);
    },
  },
  shown: {
    id: K.SHOW,
    run: (s, q, st) => {
      scope(q, s.active, s.seats, DrainMode.ByOwner);
      const when = st.c === 0 ? 'hurt' : 'hit';
      if (st.a >= 0) pushFx(s, q, st.by, SRC_CARD, st.a, when, st.b);
      else pushFx(s, q, st.by, SRC_TALENT, -1 - st.a, when, st.b);
    },
  },
  face: {
    id: K.FACE,
    choices: (_s, _st, out) => {
      for (const f of FACES) out.push(f);
    },
    decide: (s, _q, st, a, ev) => {
      s.players[st.by].face = (a as { d: number }).d;
      if (ev) ev.push({ type: 'face', to: 'all', data: { p: st.by, d: s.players[st.by].face } });
    },
  },
  discard: {
    id: K.DISCARD,
    choices: (s, st, out) => {
      const seen = new Set<number>();
      for (const c of s.players[st.by].hand) {
        if (seen.has(s.kinds[c])) continue;
        seen.add(s.kinds[c]);
        out.push({ t: 'discard', c: s.kinds[c] });
      }
    },
    decide: (s, q, st, a, ev) => {
      const pl = s.players[st.by];
      const kind = (a as { c: number }).c;
      discard(s, st.by, handCardOf(s, st.by, kind), ev);
      if (st.a > 1 && pl.hand.length > 0) ask(q, K.DISCARD, st.by, st.a - 1);
    },
  },
  endStep: { id: K.ENDSTEP, run: (s, q) => endStep(s, q) },
  turn: { id: K.TURN, run: (s, q, st, ev) => startTurn(s, q, st.a, ev) },
  keep: {
    id: K.KEEP,
    choices: (_s, _st, out) => {
      for (const k of KEEPS) out.push(k);
    },
    decide: (s, q, st, a, ev) => {
      const pl = s.players[st.by];
      if ((a as { k: number }).k === 1) {
        pushFx(s, q, st.by, SRC_UPKEEP, st.a, 'turnStart', -1);
        return;
      }
      const i = pl.disp.findIndex((e) => instOf(e) === st.a);
      if (i >= 0) pl.disp.splice(i, 1);
      pl.exhaust.push(st.a);
      if (ev) ev.push({ type: 'exhausted', to: 'all', data: { p: st.by, card: CARDS[s.kinds[st.a]].id } });
    },
  },
  fx: {
    id: K.FX,
    run: (s, q, st, ev) => {
      const e = effectsOf(s, st.a, st.b)[st.c];
      const inst = st.a === SRC_TALENT ? -1 : st.b;
      runEffect(s, q, { owner: st.by, other: st.d, inst }, e, ev);
    },
  },
  sanity: { id: K.SANITY, run: (s, _q, _st, ev) => sanity(s, ev) },
  drawUp: { id: K.DRAWUP, run: (s, _q, st, ev) => drawUp(s, st.by, ev) },
  clean: { id: K.CLEAN, run: (s, q, st) => cleanUp(s, q, st.by) },
});

export { push };
