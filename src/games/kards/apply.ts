// Applying an action: the mulligan directly; every other action pays, then pushes its steps in reading
// order and settles the queue (after every apply the queue is settled — here always empty).
import { answer, inOrder, mark, push, pushBottom, runNow, settle, W } from '../../engine/queue.js';
import type { EventSink, Seat } from '../../engine/index.js';
import type { KardsAction } from './actions.js';
import { CARDS } from './cards.js';
import { draw, takeFromHand } from './hand.js';
import { anyDead, CM_EVENT, K, STEPS } from './steps.js';
import { findUnit, frontOwner, type KardsState, type Side } from './state.js';
import { costAt } from './costs.js';
import { opOf } from './units.js';

/** A card played: the distinct list (simulation statistics) and how often ("each previously played RESERVES"). */
function playedOnce(p: Side, card: number): void {
  const i = p.played.indexOf(card);
  if (i < 0) {
    p.played.push(card);
    p.plays.push(1);
  } else p.plays[i]++;
}

/** 调换 (§1.3): the chosen cards go back, the deck is shuffled, as many are drawn; once. */
function mulligan(s: KardsState, seat: Seat, m: number, ev: EventSink): void {
  const p = s.sides[seat];
  const back: number[] = [];
  for (let i = p.hand.length - 1; i >= 0; i--) if (m & (1 << i)) back.push(takeFromHand(s, seat, i));
  p.deck.push(...back);
  s.rng.shuffle(p.deck);
  draw(s, seat, back.length, ev);
  p.mulled = true;
  ev?.push({ type: 'mulligan', to: 'all', data: { seat, n: back.length } });
  if (s.sides[0].mulled && s.sides[1].mulled) {
    s.phase = 'play';
    startTurn(s, s.first, ev);
  }
}

/** Turn start as a root action (ruling 1): TURN_START · DEATHS · UNIT_STARTS · DEATHS · DRAW · END. */
function startTurn(s: KardsState, seat: Seat, ev: EventSink): void {
  root(K.TURN_START, seat);
  root(K.DEATHS, -1);
  root(K.UNIT_STARTS, seat);
  root(K.DEATHS, -1);
  root(K.DRAW, seat);
  root(K.END, -1);
  runRoot(s, ev);
}

/** The root steps of the action being applied: W-wide records in reading order (never re-entered). */
const ROOT: number[] = [];
let rootN = 0;

function root(kind: number, by: Seat, a = 0, b = 0, c = 0, d = 0): void {
  const o = rootN++ * W;
  ROOT[o] = kind;
  ROOT[o + 1] = by;
  ROOT[o + 2] = a;
  ROOT[o + 3] = b;
  ROOT[o + 4] = c;
  ROOT[o + 5] = d;
}

/**
 * Run the root steps in reading order, each followed by what it pushed, exactly as pushing them all and
 * settling would, but without writing them to the queue (most of an action's steps are its own, and most
 * push nothing). If a decision becomes owed, the steps left go beneath it, where they would have been; after
 * END ends the game nothing runs (END clears the queue). They are pushed as before on a queue not empty (a
 * turn start after a decision owed at the turn's end) and when `queued`: an order the opponent may counter
 * (a countermeasure's `counter` cancels the ORDER_FX step waiting in the queue).
 */
function runRoot(s: KardsState, ev: EventSink, queued = false): void {
  const q = s.q;
  const n = rootN;
  rootN = 0;
  if (queued || q.length !== 0) {
    const m = mark(q);
    for (let o = 0; o < n * W; o += W) push(q, ROOT[o], ROOT[o + 1], ROOT[o + 2], ROOT[o + 3], ROOT[o + 4], ROOT[o + 5]);
    inOrder(q, m);
    settle(s, q, STEPS, ev);
    return;
  }
  for (let o = 0; o < n * W; o += W) {
    const kind = ROOT[o], by = ROOT[o + 1];
    // The steps' own first tests, without the dispatch: a DEATHS with nobody dead, a CM_CHECK of a seat
    // holding no countermeasure (or in its own turn) do nothing.
    if (kind === K.DEATHS ? !anyDead(s) : kind === K.CM_CHECK && (s.active === by || s.sides[by].cms.length === 0)) continue;
    runNow(s, q, STEPS, ev, kind, by, ROOT[o + 2], ROOT[o + 3], ROOT[o + 4], ROOT[o + 5]);
    if (s.phase === 'over') return;
    if (q.length !== 0) {
      for (let r = o + W; r < n * W; r += W) pushBottom(q, ROOT[r], ROOT[r + 1], ROOT[r + 2], ROOT[r + 3], ROOT[r + 4], ROOT[r + 5]);
      return;
    }
  }
}

export function applyAction(s: KardsState, seat: Seat, a: KardsAction, ev: EventSink): void {
  if (a.t === 'mull') return mulligan(s, seat, a.m, ev);
  // The answer to a decision inside an order: the rest of the action resumes.
  if (a.t === 'pick' || a.t === 'choose' || a.t === 'target') return answer(s, s.q, STEPS, seat, a, ev);
  const q = s.q;
  const p = s.sides[seat];
  const enemy = 1 - seat;
  s.cmFiredBy = -1;
  switch (a.t) {
    case 'deploy': {
      const cost = costAt(s, seat, a.h);
      const mod = p.mods[a.h] ?? 0;
      const card = takeFromHand(s, seat, a.h);
      p.kredits -= cost;
      playedOnce(p, card);
      const uid = s.nextUid++;
      root(K.PLACE, seat, card, uid, mod);
      root(K.DEPLOY_FX, seat, uid, a.tgt);
      root(K.DEATHS, -1);
      root(K.CM_CHECK, enemy, CM_EVENT.enemyDeploys, uid);
      root(K.DEATHS, -1);
      root(K.LISTEN, -1, 0, uid, seat);
      root(K.DEATHS, -1);
      break;
    }
    case 'give': {
      const cost = costAt(s, seat, a.h);
      const card = takeFromHand(s, seat, a.h);
      p.kredits -= cost;
      p.orders++;
      playedOnce(p, card);
      ev?.push({ type: 'order', to: 'all', data: { seat, card: CARDS[card].id, target: a.tgt } });
      root(K.CM_CHECK, enemy, CM_EVENT.enemyOrder, card, a.tgt);
      if (a.tgt >= 0) root(K.LISTEN, -1, 2, card, seat, a.tgt);
      root(K.ORDER_FX, seat, card, a.tgt);
      root(K.LISTEN, -1, 1, card, seat);
      root(K.DEATHS, -1);
      root(K.END, -1);
      runRoot(s, ev, s.sides[enemy].cms.length > 0);
      return;
    }
    case 'cm': {
      // Hidden (§2.3, §4.2): the opponent sees neither the card nor the kredits it cost.
      const cost = costAt(s, seat, a.h);
      const card = takeFromHand(s, seat, a.h);
      p.kredits -= cost;
      p.cmSpent += cost;
      if (s.o.cmsAreOrders) p.orders++;
      p.cms.push(card);
      playedOnce(p, card);
      ev?.push({ type: 'cmSet', to: [seat], data: { seat, card: CARDS[card].id } });
      ev?.push({ type: 'cardSet', to: [enemy], data: { seat } });
      break;
    }
    case 'move': {
      const u = findUnit(s, a.u)!;
      p.kredits -= opOf(s, u);
      root(K.MOVE, seat, a.u);
      root(K.CM_CHECK, enemy, CM_EVENT.movesFront, a.u);
      root(K.CM_CHECK, enemy, CM_EVENT.frontCaptured, a.u, frontOwner(s));
      root(K.DEATHS, -1);
      break;
    }
    case 'attack': {
      const u = findUnit(s, a.u)!;
      p.kredits -= opOf(s, u);
      // Countermeasures answering an attack fire before the fight (an attacker they destroy does not fight).
      root(K.CM_CHECK, enemy, CM_EVENT.enemyAttacks, a.u, a.tgt);
      root(K.ATTACK, seat, a.u, a.tgt);
      root(K.DEATHS, -1);
      break;
    }
    case 'end': {
      root(K.TURN_END, seat);
      root(K.DEATHS, -1);
      root(K.END, -1);
      runRoot(s, ev);
      if (s.phase !== 'play') return;
      if (s.turn >= s.o.turnCap) {
        s.phase = 'over';
        s.winner = 2;
        s.reason = 'turnCap';
        return;
      }
      // The next turn's start is a root action of its own (ruling 1), with its own END.
      startTurn(s, enemy, ev);
      return;
    }
    default:
      throw new Error(`kards: unexpected action ${JSON.stringify(a)}`);
  }
  root(K.END, -1);
  runRoot(s, ev);
}
