// Applying an action: the mulligan directly; every other action pays, then pushes its steps in reading
// order and settles the queue (after every apply the queue is settled — here always empty).
import { answer, inOrder, mark, push, settle } from '../../engine/queue.js';
import type { EventSink, Seat } from '../../engine/index.js';
import type { KardsAction } from './actions.js';
import { CARDS } from './cards.js';
import { draw, takeFromHand } from './hand.js';
import { CM_EVENT, K, STEPS } from './steps.js';
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
    startTurn(s, s.first);
    settle(s, s.q, STEPS, ev);
  }
}

/** Turn start as a root action (ruling 1): TURN_START · DEATHS · UNIT_STARTS · DEATHS · DRAW · END. */
function startTurn(s: KardsState, seat: Seat): void {
  const q = s.q;
  const m = mark(q);
  push(q, K.TURN_START, seat);
  push(q, K.DEATHS, -1);
  push(q, K.UNIT_STARTS, seat);
  push(q, K.DEATHS, -1);
  push(q, K.DRAW, seat);
  push(q, K.END, -1);
  inOrder(q, m);
}

export function applyAction(s: KardsState, seat: Seat, a: KardsAction, ev: EventSink): void {
  if (a.t === 'mull') return mulligan(s, seat, a.m, ev);
  // The answer to a decision inside an order: the rest of the action resumes.
  if (a.t === 'pick' || a.t === 'choose' || a.t === 'target') return answer(s, s.q, STEPS, seat, a, ev);
  const q = s.q;
  const p = s.sides[seat];
  const enemy = 1 - seat;
  s.cmFiredBy = -1;
  const m = mark(q);
  switch (a.t) {
    case 'deploy': {
      const cost = costAt(s, seat, a.h);
      const mod = p.mods[a.h] ?? 0;
      const card = takeFromHand(s, seat, a.h);
      p.kredits -= cost;
      playedOnce(p, card);
      const uid = s.nextUid++;
      push(q, K.PLACE, seat, card, uid, mod);
      push(q, K.DEPLOY_FX, seat, uid, a.tgt);
      push(q, K.DEATHS, -1);
      push(q, K.CM_CHECK, enemy, CM_EVENT.enemyDeploys, uid);
      push(q, K.DEATHS, -1);
      push(q, K.LISTEN, -1, 0, uid, seat);
      push(q, K.DEATHS, -1);
      break;
    }
    case 'give': {
      const cost = costAt(s, seat, a.h);
      const card = takeFromHand(s, seat, a.h);
      p.kredits -= cost;
      p.orders++;
      playedOnce(p, card);
      ev?.push({ type: 'order', to: 'all', data: { seat, card: CARDS[card].id, target: a.tgt } });
      push(q, K.CM_CHECK, enemy, CM_EVENT.enemyOrder, card, a.tgt);
      if (a.tgt >= 0) push(q, K.LISTEN, -1, 2, card, seat, a.tgt);
      push(q, K.ORDER_FX, seat, card, a.tgt);
      push(q, K.LISTEN, -1, 1, card, seat);
      push(q, K.DEATHS, -1);
      break;
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
      push(q, K.MOVE, seat, a.u);
      push(q, K.CM_CHECK, enemy, CM_EVENT.movesFront, a.u);
      push(q, K.CM_CHECK, enemy, CM_EVENT.frontCaptured, a.u, frontOwner(s));
      push(q, K.DEATHS, -1);
      break;
    }
    case 'attack': {
      const u = findUnit(s, a.u)!;
      p.kredits -= opOf(s, u);
      // Countermeasures answering an attack fire before the fight (an attacker they destroy does not fight).
      push(q, K.CM_CHECK, enemy, CM_EVENT.enemyAttacks, a.u, a.tgt);
      push(q, K.ATTACK, seat, a.u, a.tgt);
      push(q, K.DEATHS, -1);
      break;
    }
    case 'end': {
      push(q, K.TURN_END, seat);
      push(q, K.DEATHS, -1);
      push(q, K.END, -1);
      inOrder(q, m);
      settle(s, q, STEPS, ev);
      if (s.phase !== 'play') return;
      if (s.turn >= s.o.turnCap) {
        s.phase = 'over';
        s.winner = 2;
        s.reason = 'turnCap';
        return;
      }
      // The next turn's start is a root action of its own (ruling 1), with its own END.
      startTurn(s, enemy);
      settle(s, q, STEPS, ev);
      return;
    }
    default:
      throw new Error(`kards: unexpected action ${JSON.stringify(a)}`);
  }
  push(q, K.END, -1);
  inOrder(q, m);
  settle(s, q, STEPS, ev);
}
