// Apply a legal action: answer the queue's decision, or start a root action and settle the queue
// (the invariant: after every apply the queue is settled).
import { removeAt, type EventSink, type Seat } from '../../engine/index.js';
import { answer, push, settle } from '../../engine/queue.js';
import type { ArenaAction } from './actions.js';
import { slide } from './effects/body.js';
import { CARDS } from './data/cards.js';
import { pushFx } from './fx.js';
import { K, SRC_CARD } from './kinds.js';
import { startPlay } from './play.js';
import { chooseTalent } from './setup.js';
import { UP, instOf, type ArenaState } from './state.js';
import { STEPS } from './steps.js';
import { discard, exhaustHand, handCardOf } from './zones.js';

export function applyAction(s: ArenaState, seat: Seat, a: ArenaAction, ev: EventSink): void {
  if (a.t === 'talent') return chooseTalent(s, seat, a.k, ev);
  if (s.q.length > 0) return answer(s, s.q, STEPS, seat, a, ev);
  const q = s.q;
  const pl = s.players[seat];
  switch (a.t) {
    case 'play':
      startPlay(s, q, seat, a.c, a.l, a.x);
      break;
    case 'move': {
      push(q, K.ENDCHK, seat);
      push(q, K.END, seat);
      discard(s, seat, handCardOf(s, seat, a.c), ev);
      slide(s, q, seat, a.d, 1, ev);
      break;
    }
    case 'activate': {
      // 起动 (AR-23): the card leaves the display for the exhaust zone, then its effect resolves.
      push(q, K.ENDCHK, seat);
      push(q, K.END, seat);
      const i = pl.disp.findIndex((e) => (e & UP) !== 0 && s.kinds[instOf(e)] === a.c);
      const inst = instOf(pl.disp[i]);
      removeAt(pl.disp, i);
      pl.exhaust.push(inst);
      if (ev) ev.push({ type: 'activated', to: 'all', data: { p: seat, card: CARDS[a.c].id } });
      pushFx(s, q, seat, SRC_CARD, inst, 'activate', -1);
      break;
    }
    case 'stuck':
      // endTurn: straight to the end step (whose next turn brings its own checks).
      if (s.ctx.o.stuck === 'endTurn') {
        push(q, K.ENDSTEP, seat);
        break;
      }
      push(q, K.ENDCHK, seat);
      push(q, K.END, seat);
      // exhaustHand: the hand is lost (耗竭), so a player locked out of every action runs down instead
      // of cycling dead cards forever (measured: the discard reading stalled games into the round cap).
      if (s.ctx.o.stuck === 'exhaustHand') exhaustHand(s, seat, ev);
      else while (pl.hand.length > 0) discard(s, seat, pl.hand[pl.hand.length - 1], ev);
      break;
    default:
      throw new Error(`arena: ${a.t} is not a free action`);
  }
  settle(s, q, STEPS, ev);
}
