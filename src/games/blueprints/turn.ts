// The turn (BG-3) as a const list of steps with one advance(): income → production → action → draw,
// then the next living character clockwise. Income and draw are automatic; the round counts cycles.
import type { EventSink, Seat } from '../../engine/index.js';
import { push } from '../../engine/queue.js';
import { emit } from './events.js';
import { K } from './kinds.js';
import type { BpState } from './state.js';

export const TURN = ['income', 'production', 'action', 'draw'] as const;

/** production → action (the `next` action). */
export function toActionPhase(s: BpState): void {
  s.phase = 'action';
}

/** action → draw → the next character's income → production. */
export function endTurn(s: BpState, ev: EventSink): void {
  const me = s.players[s.active];
  if (me.alive) drawStep(s, s.active, ev);
  const next = nextAlive(s, s.active);
  if (rank(s, next) <= rank(s, s.active)) s.round++;
  s.turns++;
  s.active = next;
  if (s.round > s.opts.maxRounds) {
    capEnd(s, ev);
    return;
  }
  startTurn(s, ev);
}

/** A seat's place in the round, the first player 0. */
function rank(s: BpState, x: Seat): number {
  return (x - s.first + s.n) % s.n;
}

function nextAlive(s: BpState, from: Seat): Seat {
  for (let i = 1; i <= s.n; i++) {
    const x = (from + i) % s.n;
    if (s.players[x].alive) return x;
  }
  return from;
}

function drawStep(s: BpState, seat: Seat, ev: EventSink): void {
  const p = s.players[seat];
  for (let i = 0; i < s.opts.draw && p.pile.length > 0; i++) {
    const c = p.pile.pop()!;
    // Keep the hand sorted: insert in place.
    let i = p.hand.length;
    p.hand.push(c);
    while (i > 0 && p.hand[i - 1] > c) {
      p.hand[i] = p.hand[i - 1];
      i--;
    }
    p.hand[i] = c;
    emit(ev, { type: 'drew', seat, card: c }, [seat]);
  }
}

/** Income (BG-2: while the base stands) and the turn's fresh flags. */
export function startTurn(s: BpState, ev: EventSink): void {
  const seat = s.active;
  const p = s.players[seat];
  s.phase = 'production';
  emit(ev, { type: 'turn', seat, round: s.round });
  for (const o of s.objs) if (o.owner === seat) {
    o.fresh = false;
    o.moved = false;
    o.sw = 0;
  }
  p.youFresh = false;
  p.youMoved = false;
  if (p.base && s.opts.income > 0) {
    p.pool += s.opts.income;
    emit(ev, { type: 'income', seat, n: s.opts.income });
  }
  // BG-14 (ours): a "You" whose base is destroyed has no energy source and burns its own W; at 0 it
  // dies (DEATHS, then END passes the turn on or ends the game).
  if (p.you && !p.base && s.opts.baselessDrain > 0) {
    const d = Math.min(s.opts.baselessDrain, p.youW);
    p.youW -= d;
    emit(ev, { type: 'drained', seat, n: d });
    if (p.youW <= 0) {
      push(s.q, K.END, seat);
      push(s.q, K.DEATHS, seat);
    }
  }
}

/** BR-12: past the last round the highest total W (base + "You") among the living wins; a tie draws. */
function capEnd(s: BpState, ev: EventSink): void {
  let best = -1;
  let who = -2;
  for (let i = 0; i < s.n; i++) {
    const p = s.players[i];
    if (!p.alive) continue;
    const w = p.pool + p.youW;
    if (w > best) [best, who] = [w, i];
    else if (w === best) who = -2;
  }
  finish(s, who, 'turnCap', ev);
}

export function finish(s: BpState, winner: number, reason: string, ev: EventSink): void {
  s.winner = winner;
  s.reason = reason;
  s.phase = 'over';
  s.q.length = 0;
  emit(ev, { type: 'over', winner, reason });
}
