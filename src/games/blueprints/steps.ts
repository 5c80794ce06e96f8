// The blueprints steps on the kernel's resolution queue (design §3): a ranged or melee attack is
// DECLARE · USE?… · [BLOCK(by target) · USE?… · HIT(target) · USE?…] per target · SPEND · DEATHS · END.
// BLOCK and USE are decisions owed inside the attacker's action; USE always offers `pass` (H3).
import { ask, defineSteps, inOrder, mark, push, type StepTable } from '../../engine/queue.js';
import type { EventSink, Seat } from '../../engine/index.js';
import { DONE, FIRE, PASS, type BpAction } from './actions.js';
import { aim, aimOptions, blockOptions, blockWith, hit, spend } from './attack.js';
import { deaths } from './deaths.js';
import { applyUse, mayUse, useOptions } from './use.js';
import { endTurn, finish } from './turn.js';
import type { BpState } from './state.js';
import { K } from './kinds.js';
import { targetCell, targetOwner } from './where.js';

export { K } from './kinds.js';

/** USE windows for every other living seat that might use something, in seat order after the active one. */
function windows(s: BpState): void {
  if (!s.opts.useWindows) return;
  for (let i = 1; i < s.n; i++) {
    const seat = (s.active + i) % s.n;
    if (mayUse(s, seat)) ask(s.q, K.USE, seat);
  }
}

/** After `fire`: the rest of the resolution, pushed in reading order. */
function resolution(s: BpState): void {
  const m = mark(s.q);
  windows(s);
  const targets = s.atk!.targets;
  for (let i = 0; i < targets.length; i++) {
    const x = targets[i];
    if (targets.indexOf(x) < i) continue; // each target once, in the order first aimed at
    ask(s.q, K.BLOCK, targetOwner(s, x), x, targetCell(s, x));
    windows(s);
    push(s.q, K.HIT, s.active, x);
    windows(s);
  }
  push(s.q, K.SPEND, s.active);
  push(s.q, K.DEATHS, s.active);
  inOrder(s.q, m);
}

export const STEPS: StepTable<BpState, BpAction> = defineSteps<BpState, BpAction>({
  declare: {
    id: K.DECLARE,
    choices: (s, st, out) => {
      aimOptions(s, st.by, out);
      if (s.atk && s.atk.weapons.length > 0) out.push(FIRE);
    },
    decide: (s, q, st, a, ev) => {
      if (a.t === 'aim') {
        aim(s, st.by, a.o, a.x, ev);
        ask(q, K.DECLARE, st.by);
      } else resolution(s);
    },
  },
  use: {
    id: K.USE,
    choices: (s, st, out) => {
      useOptions(s, st.by, false, out);
      out.push(PASS);
    },
    decide: (s, q, st, a, ev) => {
      if (a.t !== 'use') return;
      applyUse(s, st.by, a.o, a.x, ev);
      ask(q, K.USE, st.by); // the window stays open: another use or pass
    },
  },
  block: {
    id: K.BLOCK,
    choices: (s, st, out) => {
      if (s.atk) blockOptions(s, st.a, st.by, out, st.b);
      out.push(DONE);
    },
    decide: (s, q, st, a, ev) => {
      if (a.t !== 'block') return;
      blockWith(s, st.by, a.o, a.w, ev);
      ask(q, K.BLOCK, st.by, st.a, st.b);
    },
  },
  hit: { id: K.HIT, run: (s, _q, st, ev) => hit(s, st.a, ev) },
  spend: { id: K.SPEND, run: (s) => spend(s) },
  deaths: { id: K.DEATHS, run: (s, _q, _st, ev) => deaths(s, ev) },
  end: { id: K.END, run: (s, _q, _st, ev) => judge(s, ev) },
});

/** END: the last character standing wins; a turn whose player fell passes on. */
function judge(s: BpState, ev: EventSink): void {
  let alive = 0;
  let last: Seat = -2;
  for (let i = 0; i < s.n; i++) if (s.players[i].alive) {
    alive++;
    last = i;
  }
  if (alive <= 1) {
    finish(s, alive === 1 ? last : -2, 'lastStanding', ev);
    return;
  }
  if (!s.players[s.active].alive) endTurn(s, ev);
}
