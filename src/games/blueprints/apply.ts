// Apply an action (legal: the Match checked). A decision answers the queue's top; a root action pushes
// END (and DEATHS where something may die) and its work, then the queue settles — after every apply
// it is empty or owes a decision.
import { answer, ask, push, settle } from '../../engine/queue.js';
import type { EventSink, Seat } from '../../engine/index.js';
import { ATTACK, type BpAction } from './actions.js';
import { BLUEPRINTS } from './data.js';
import { emit, others } from './events.js';
import { K, STEPS } from './steps.js';
import { NO_TOKEN, objById, type BpState } from './state.js';
import { releasePair, takePair } from './tokens.js';
import { endTurn, toActionPhase } from './turn.js';
import { applyUse } from './use.js';

export function applyAction(s: BpState, seat: Seat, a: BpAction, ev: EventSink): void {
  if (s.q.length > 0) {
    answer(s, s.q, STEPS, seat, a, ev);
    return;
  }
  if (a.t === 'aim') {
    // A bot's macro (macro.ts), never a legal root action: attack, then this first aim.
    applyAction(s, seat, ATTACK, ev);
    applyAction(s, seat, a, ev);
    return;
  }
  push(s.q, K.END, seat);
  root(s, seat, a, ev);
  settle(s, s.q, STEPS, ev);
}

function root(s: BpState, seat: Seat, a: BpAction, ev: EventSink): void {
  const p = s.players[seat];
  switch (a.t) {
    case 'make': return make(s, seat, a.c, a.slot, ev);
    case 'you': {
      // BG-6: "You" costs youCost; on completion K W move onto it and it separates (完成後視作與基地分離).
      p.pool -= s.opts.youCost + a.k;
      p.you = true;
      p.youW = a.k;
      p.youCell = s.bases[seat];
      p.youFresh = true;
      emit(ev, { type: 'you', seat, k: a.k });
      push(s.q, K.DEATHS, seat);
      return;
    }
    case 'next': return toActionPhase(s);
    case 'move': {
      const o = objById(s, a.o)!;
      takePair(s, o);
      o.cell = a.cell;
      o.moved = true;
      // Back at its original position: the pair returns to the pool.
      if (a.cell === s.bases[seat]) releasePair(s, o);
      emit(ev, { type: 'moved', seat, o: o.id, cell: a.cell, pair: o.tok });
      return;
    }
    case 'walk':
      p.youCell = a.cell;
      p.youMoved = true;
      emit(ev, { type: 'walked', seat, cell: a.cell });
      return;
    case 'carry': {
      const o = objById(s, a.o)!;
      p.slots[o.slot] = -1;
      o.slot = a.slot;
      p.slots[a.slot] = o.id;
      o.sw++;
      emit(ev, { type: 'carried', seat, o: o.id, card: o.card });
      o.shown = true;
      return;
    }
    case 'place': {
      const o = objById(s, a.o)!;
      p.slots[o.slot] = -1;
      o.slot = a.slot;
      p.slots[a.slot] = o.id;
      o.sw++;
      if (p.youCell === s.bases[seat]) releasePair(s, o);
      else {
        takePair(s, o);
        o.cell = p.youCell;
      }
      emit(ev, { type: 'placed', seat, o: o.id, card: o.card, cell: p.youCell, pair: o.tok === NO_TOKEN ? -1 : o.tok });
      return;
    }
    case 'recombine':
      // 重新分享能量值: every W on "You" back to the base, then "You" leaves the game.
      emit(ev, { type: 'recombined', seat, w: p.youW });
      p.pool += p.youW;
      p.youW = 0;
      p.you = false;
      p.youCell = s.bases[seat];
      return;
    case 'attack':
      ask(s.q, K.DECLARE, seat);
      return;
    case 'use':
      push(s.q, K.DEATHS, seat);
      applyUse(s, seat, a.o, a.x, ev);
      return;
    case 'end':
      while (s.q.length > 0) s.q.pop(); // END's own record (pops: cheaper than writing length)
      endTurn(s, ev);
      return;
    case 'aim': case 'fire': case 'block': case 'done': case 'pass':
      throw new Error(`${a.t} answers a queued decision`);
  }
}

function make(s: BpState, seat: Seat, c: number, slot: number, ev: EventSink): void {
  const p = s.players[seat];
  const b = BLUEPRINTS[c];
  p.hand.splice(p.hand.indexOf(c), 1);
  // BR-17: the pool pays what it can above its last W (keepLastW); with youPays, "You" the rest.
  const fromPool = s.opts.youPays && p.you ? Math.min(b.cost, p.pool - (s.opts.keepLastW ? 1 : 0)) : b.cost;
  p.pool -= fromPool;
  p.youW -= b.cost - fromPool;
  const o = { id: s.nextId++, owner: seat, card: c, w: b.w, slot, tok: NO_TOKEN, cell: s.bases[seat], shown: false, fresh: true, moved: false, sw: 0, used: -1 };
  s.objs.push(o);
  p.slots[slot] = o.id;
  if (ev) {
    emit(ev, { type: 'made', seat, slot, card: c }, [seat]);
    emit(ev, { type: 'madeHidden', seat, slot }, others(s.n, seat));
  }
  push(s.q, K.DEATHS, seat);
}
