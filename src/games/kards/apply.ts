// Applying an action: the mulligan directly; every other action pays, then pushes its steps in reading
// order and settles the queue (after every apply the queue is settled — here always empty).
import { GV_UNIT, shuffleDeck, STAT_BOND } from './deck-rec.js';
import { answer } from '../../engine/queue.js';
import type { EventSink, Seat } from '../../engine/index.js';
import type { KardsAction } from './actions.js';
import { CARDS } from './cards.js';
import { draw, fromHandToDeck, MOD, takeFromHand } from './hand.js';
import { CM_EVENT, deployCounterHeld, K, quietDeploy, quietTurnEnd, quietTurnStart, STEPS } from './steps.js';
import { begin, finish, step } from './root.js';
import { findUnit, frontOwner, type KardsState, type Side } from './state.js';
import { costAt } from './costs.js';
import { alive, fx, opOf, taxOf } from './units.js';
import { hasAbility } from './effects/index.js';
import { HAND_STEP_MASK, HAND_STEP_SHIFT } from './effects/lang.js';
import { damageHq, handToFront } from './effects/verbs.js';
import { BOND, bondPlayed, playedWithGv } from './bond.js';

/** A card played: the distinct list (simulation statistics) and how often ("each previously played RESERVES"). */
/** Per card (K-R67w): "When the enemy plays a known card, deal 1 damage to the enemy HQ" (LYSANDER PL), 0 none. */
const KNOWN_HIT = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.knownPlayHit ?? 0 : 0));

/** Seat played a known (明牌) card from hand: the other side's units that answer it (only while watched). */
function knownPlayed(s: KardsState, seat: Seat, ev: EventSink): void {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    const n = u.owner !== seat && alive(u) ? KNOWN_HIT[fx(u)] : 0;
    if (n > 0) damageHq(s, seat, n, ev);
  }
}

/** Per card (K-R67z): it joins the frontline from its owner's hand when its owner takes the frontline. */
const JOINS_ON_CAPTURE = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.joinOnCapture === true ? 1 : 0));

/** Per card (K-R67o): "gain n kredits when you operate a unit with min or more operation cost", null none. */
const OP_KREDITS = CARDS.map((c) => (c.script.ok ? c.script.statics.opKredits ?? null : null));

/** Seat operated a unit of operation cost op (a move or an attack, its cost paid): its units that answer that (K-R67o; only while watched). */
function operated(s: KardsState, seat: Seat, op: number): void {
  const p = s.sides[seat];
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    const k = OP_KREDITS[fx(u)];
    if (k !== null && u.owner === seat && alive(u) && op >= k.min) p.kredits = Math.min(s.o.kreditCap, p.kredits + k.n);
  }
}

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
  for (let i = p.hand.length - 1; i >= 0; i--) if (m & (1 << i)) back.push(fromHandToDeck(takeFromHand(s, seat, i)));
  p.deck.push(...back);
  shuffleDeck(s.rng, p);
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
  begin(s, false);
  step(s, ev, K.TURN_START, seat);
  // Direct path: nobody dead and nothing of seat's starting its turn: the next three steps would do nothing.
  if (!quietTurnStart(s, seat)) {
    step(s, ev, K.DEATHS, -1);
    step(s, ev, K.UNIT_STARTS, seat);
    step(s, ev, K.DEATHS, -1);
  }
  step(s, ev, K.DRAW, seat);
  step(s, ev, K.END, -1);
  finish(s, ev);
}

const END_TURN: KardsAction = Object.freeze({ t: 'end' }) as KardsAction;

export function applyAction(s: KardsState, seat: Seat, a: KardsAction, ev: EventSink): void {
  applyOne(s, seat, a, ev);
  // "End your turn" / "End the turn" (K-R65e): once everything the action set off has resolved (no decision owed).
  while (s.endNow === true && s.q.length === 0) {
    s.endNow = undefined;
    if (s.phase !== 'play') return;
    ev?.push({ type: 'turnEnded', to: 'all', data: { seat: s.active } });
    applyOne(s, s.active, END_TURN, ev);
  }
}

function applyOne(s: KardsState, seat: Seat, a: KardsAction, ev: EventSink): void {
  if (a.t === 'mull') return mulligan(s, seat, a.m, ev);
  // The answer to a decision inside an order: the rest of the action resumes.
  if (a.t === 'pick' || a.t === 'choose' || a.t === 'target') return answer(s, s.q, STEPS, seat, a, ev);
  const p = s.sides[seat];
  const enemy = 1 - seat;
  s.cmFiredBy = -1;
  switch (a.t) {
    case 'deploy': {
      const cost = costAt(s, seat, a.h);
      const mod = p.mods[a.h] ?? 0;
      // K-R70w2: the slot's stat and keyword changes (STAT), given as the unit is placed.
      const stat = p.hstat === undefined ? 0 : p.hstat[a.h] ?? 0;
      const tax = taxOf(s, seat, a.tgt);
      const known = p.shown[a.h];
      const card = takeFromHand(s, seat, a.h);
      p.kredits -= cost + tax;
      playedOnce(p, card);
      if (known && s.watch > 0) knownPlayed(s, seat, ev);
      const uid = s.nextUid++;
      // EVASIVE ACTION, CLOSE CALL (K-R69q): queued while the enemy holds a countermeasure that may cancel the DEPLOY_FX step waiting there.
      const counterable = hasAbility(card, 'deploy') && s.sides[enemy].cms.length > 0 && deployCounterHeld(s.sides[enemy]);
      begin(s, counterable);
      step(s, ev, K.PLACE, seat, card, uid, mod, stat);
      // A card without deployment effects: DEPLOY_FX would only look for the dead, as the next DEATHS does.
      if (hasAbility(card, 'deploy')) {
        if (counterable) step(s, ev, K.CM_CHECK, enemy, CM_EVENT.enemyDeployFx, uid, a.tgt);
        step(s, ev, K.DEPLOY_FX, seat, uid, a.tgt);
      }
      // Direct path: nobody dead, nothing to fire or listen: the next five steps would do nothing.
      if (quietDeploy(s, enemy)) break;
      step(s, ev, K.DEATHS, -1);
      step(s, ev, K.CM_CHECK, enemy, CM_EVENT.enemyDeploys, uid);
      step(s, ev, K.DEATHS, -1);
      step(s, ev, K.LISTEN, -1, 0, uid, seat);
      step(s, ev, K.DEATHS, -1);
      break;
    }
    case 'give': {
      const cost = costAt(s, seat, a.h);
      // 卡组内效果 (§3.4.6): what its time in the deck earned goes with the order to its effects.
      // TAKE INITIATIVE (K-R69x): how many steps higher its numbers are, with it (bit 0 stays the deck age).
      const aged = ((p.mods[a.h] & MOD.aged) !== 0 ? 1 : 0) | (((p.mods[a.h] & HAND_STEP_MASK) >> HAND_STEP_SHIFT) << 1);
      const tax = taxOf(s, seat, a.tgt);
      const known = p.shown[a.h];
      // K-R71g: Bond and given texts an order got in the deck (its STAT).
      const stat = p.hstat === undefined ? 0 : p.hstat[a.h] ?? 0;
      const card = takeFromHand(s, seat, a.h);
      p.kredits -= cost + tax;
      p.orders++;
      playedOnce(p, card);
      if (known && s.watch > 0) knownPlayed(s, seat, ev);
      ev?.push({ type: 'order', to: 'all', data: { seat, card: CARDS[card].id, target: a.tgt } });
      // 羁绊 Bond (K-R70j): an order played from hand with Bond, as it is announced (before anything answers it).
      if (BOND[card] === 1 || (stat & STAT_BOND) !== 0) bondPlayed(s, seat, card, ev);
      if (stat >= GV_UNIT) playedWithGv(s, seat, stat, ev);
      // Queued while the opponent holds a countermeasure: one may cancel the ORDER_FX step waiting there.
      begin(s, s.sides[enemy].cms.length > 0);
      step(s, ev, K.CM_CHECK, enemy, CM_EVENT.enemyOrder, card, a.tgt);
      if (a.tgt >= 0) step(s, ev, K.LISTEN, -1, 2, card, seat, a.tgt);
      step(s, ev, K.ORDER_FX, seat, card, a.tgt, aged);
      step(s, ev, K.LISTEN, -1, 1, card, seat);
      step(s, ev, K.DEATHS, -1);
      step(s, ev, K.END, -1);
      finish(s, ev);
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
      begin(s, false);
      break;
    }
    case 'move': {
      const u = findUnit(s, a.u)!;
      p.kredits -= opOf(s, u);
      if (s.watch > 0) operated(s, seat, opOf(s, u));
      // Who held the frontline before the move (read now: the move changes it).
      const held = frontOwner(s);
      begin(s, false);
      step(s, ev, K.MOVE, seat, a.u);
      step(s, ev, K.CM_CHECK, enemy, CM_EVENT.movesFront, a.u);
      step(s, ev, K.CM_CHECK, enemy, CM_EVENT.frontCaptured, a.u, held);
      // PZ.BEFEHLSWAGEN 35(t) (K-R67z): "If this unit is in hand, add it to the frontline when you take it."
      if (held !== seat && frontOwner(s) === seat) for (let h = p.hand.length - 1; h >= 0; h--) if (JOINS_ON_CAPTURE[p.hand[h]] === 1) handToFront(s, s.q, seat, h, ev);
      step(s, ev, K.DEATHS, -1);
      break;
    }
    case 'attack': {
      const u = findUnit(s, a.u)!;
      p.kredits -= opOf(s, u) + taxOf(s, seat, a.tgt);
      if (s.watch > 0) operated(s, seat, opOf(s, u));
      // Countermeasures answering an attack fire before the fight (an attacker they destroy does not fight).
      begin(s, false);
      step(s, ev, K.CM_CHECK, enemy, CM_EVENT.enemyAttacks, a.u, a.tgt);
      step(s, ev, K.ATTACK, seat, a.u, a.tgt);
      step(s, ev, K.DEATHS, -1);
      break;
    }
    case 'end': {
      // Direct path: a turn end nothing answers skips its three steps (each would do nothing; cmFiredBy is -1).
      if (!quietTurnEnd(s, seat)) {
        begin(s, false);
        step(s, ev, K.TURN_END, seat);
        step(s, ev, K.DEATHS, -1);
        step(s, ev, K.END, -1);
        finish(s, ev);
        if (s.phase !== 'play') return;
      }
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
  step(s, ev, K.END, -1);
  finish(s, ev);
}
