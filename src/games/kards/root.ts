// An action's own steps (a deploy's PLACE · DEPLOY_FX · DEATHS · …, ruling 1's turn start), run as they are
// named instead of pushed and settled: most of an action's steps are its own and most push nothing, so the
// queue is written only for what steps trigger. The order is exactly push-all-then-settle's: what a step
// pushes settles before the next step; once a decision is owed the steps left go beneath it, where they
// would have been; after END ends the game nothing runs (END clears the queue). An action whose steps must
// wait in the queue (one the opponent may counter: `counter` cancels the ORDER_FX step queued), or that
// starts on a queue not empty (a turn start after a decision owed at the turn's end), pushes them as before.
// A caller computes every payload before the first step (a step may change what it would read).
import { inOrder, mark, push, pushBottom, runNow, settle } from '../../engine/queue.js';
import type { EventSink, Seat } from '../../engine/index.js';
import { anyDead, IDLE_UNIT_STARTS, idleStep, K, STEPS } from './steps.js';
import type { KardsState } from './state.js';

const RUN = 0, BENEATH = 1, PUSH = 2, OVER = 3;
/** How the current action's steps go (actions are applied one at a time; handlers never name root steps). */
let mode = RUN;
let pushedFrom = 0;
/** A DEATHS check found nobody dead and no step has run since: the next DEATHS would find nobody either. */
let clean = false;

export function begin(s: KardsState, queued: boolean): void {
  clean = false;
  if (queued || s.q.length !== 0) {
    mode = PUSH;
    pushedFrom = mark(s.q);
  } else mode = RUN;
}

export function step(s: KardsState, ev: EventSink, kind: number, by: Seat, a = 0, b = 0, c = 0, d = 0): void {
  const q = s.q;
  if (mode === RUN) {
    // The steps' own first tests, without the dispatch: a DEATHS with nobody dead, a CM_CHECK for a seat
    // holding no countermeasure (or in its own turn), a LISTEN or UNIT_STARTS nobody answers do nothing
    // (and change nothing, so a clean board stays clean).
    if (kind === K.DEATHS) {
      if (clean) return;
      if (!anyDead(s)) {
        clean = true;
        return;
      }
    } else if (kind === K.CM_CHECK ? s.active === by || s.sides[by].cms.length === 0
      : kind === K.LISTEN ? idleStep(s, a, by) : kind === K.UNIT_STARTS && idleStep(s, IDLE_UNIT_STARTS, by)) return;
    clean = false;
    runNow(s, q, STEPS, ev, kind, by, a, b, c, d);
    if (s.phase === 'over') mode = OVER;
    else if (q.length !== 0) mode = BENEATH;
  } else if (mode === BENEATH) pushBottom(q, kind, by, a, b, c, d);
  else if (mode === PUSH) push(q, kind, by, a, b, c, d);
}

/** After the action's last step: the pushed ones settle now. */
export function finish(s: KardsState, ev: EventSink): void {
  if (mode !== PUSH) return;
  inOrder(s.q, pushedFrom);
  settle(s, s.q, STEPS, ev);
}
