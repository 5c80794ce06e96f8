// The verbs of the effect language, one small function each, registered in one Record<Verb, Run>:
// TypeScript rejects a verb without code. Damage marks units destroyed; DEATHS removes them later (ruling 2).
import type { EventSink, Seat } from '../../../engine/index.js';
import { cancel, type Queue } from '../../../engine/queue.js';
import { cardIndex, CARDS, VETERAN } from '../cards.js';
import { addToHand, discardRandom, draw, DRAWN, drawnFromDeck, fromHandToDeck, MOD_COST_UNIT, takeFromHand } from '../hand.js';
import { HAND_MOD, HAND_ON, HAND_PLUS_MASK, HAND_PLUS_SHIFT, HAND_STEP_MASK, HAND_STEP_SHIFT, NO_STATICS } from './lang.js';
import { BOND_HOOKS, bondOf } from '../bond.js';
import { FRONT, findUnit, frontOwner, lineOf, type KardsState, type Unit } from '../state.js';
import { scotsPick, alive, armorOf, arrive, attackOf, buffStats, departs, discardBlocked, frontRoom, fx, kwOf, navyOnTop, newUnit, opOf, pincerPartner, pinUntil, removeUnit, repairFully, staticsOf, unpinnable, WATCHED as WATCHED_CARD } from '../units.js';
import { COMBAT_KWS, inFamily, KW, type Count, type Effect, type Statics, type Verb } from './lang.js';
import { optionOk } from '../targets.js';
import { costAt } from '../costs.js';
import { CTL, takeControl } from '../control.js';
import { deckIn, deckOut } from '../deck-age.js';
import { gvStat, handStat, recBond, recCost, STAT_BOND, recPlus, recPushed, recReplaced, recStat, recTake, shuffleDeck, statOf, TAKEN, topUnit } from '../deck-rec.js';
import { combatKws, hqSeat, isHqRef, nationFits, pickFits } from './select.js';
import { cmFiredInHands, handEvent, handVerbs, HELD } from './verbs-hand.js';
import { developVerb, offerEnemyHand } from './develop.js';

/** Extra damage of a seat's orders (§3.4.2: "your orders deal +1 damage"). */
function orderBonus(s: KardsState, seat: Seat): number {
  let n = 0;
  if (s.watch <= 0) return 0;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && !u.dead) n += staticsOf(u).orderDmg;
  return n;
}

const IT_TARGET = { k: 'it' } as const;
const COMBAT_KW_BITS = KW.guard | KW.smokescreen | KW.fury | KW.ambush | KW.blitz | KW.shock;
/** Whether seat controls a living air unit. */
function hasAir(s: KardsState, seat: Seat): boolean {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && alive(u) && (CARDS[u.card].cls & 24) !== 0) return true;
  return false;
}

/** Per card (K-R67q): "Gets +2 attack until end of turn if another card increases the attack of this unit", 0 none. */
const PAK_BONUS = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.pakBonus ?? 0 : 0));

/** IMPERIAL DECREE (K-R67z): +1 for the damage of seat's next damage order this turn; the order ends it (steps.ts ORDER_FX). */
export const DECREE = { hit: false };
function decreeBonus(s: KardsState, seat: Seat): number {
  if (s.sides[seat].decree !== s.turn) return 0;
  DECREE.hit = true;
  return 1;
}

/** K-R67z: a card of seat's hand joins the frontline (增加) as a unit of seat, if there is room; false if not. */
export function handToFront(s: KardsState, q: Queue, seat: Seat, h: number, ev: EventSink): boolean {
  const r = { s, q, ev, owner: seat } as Run;
  const card = s.sides[seat].hand[h];
  if (s.lines[FRONT].length >= frontRoom(s) || (frontOwner(s) !== seat && frontOwner(s) !== -1)) return false;
  takeFromHand(s, seat, h);
  return addUnit(r, card, FRONT) !== null;
}

/** SEAHAWK (K-R67q): how much less damage seat's cards deal (the other side's units that say so, standing). */
export function foeLess(s: KardsState, seat: Seat): number {
  let n = 0;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner !== seat && !u.dead) n += staticsOf(u).foeDmgLess ?? 0;
  return n;
}

/** THE RANGERS (K-R67q): extra damage of seat's units' abilities (the source a unit of seat), 0 without such a unit. */
function abilityBonus(s: KardsState, seat: Seat, src: number): number {
  let n = 0;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && !u.dead) n += staticsOf(u).abilityDmg ?? 0;
  if (n === 0) return 0;
  const u = findUnit(s, src);
  return u !== null && u.owner === seat ? n : 0;
}

/** What one running ability knows: its owner, source unit, and the refs its target resolved to. */
export interface Run {
  /** An order's effect (for "your orders deal +1 damage"). */
  order: boolean;
  s: KardsState;
  q: Queue;
  ev: EventSink;
  owner: Seat;
  src: number;
  refs: number[];
  /** What "it"/"them" refers to next. */
  last: number[];
  /** The card whose text runs; the event's unit ("it", -1 none); the source's attack target (-1 none). */
  card: number;
  it: number;
  foe: number;
  /** The card the event is about (a discarded or destroyed card), -1 none. */
  picked: number;
  /** How many the last verb counted ("… for each"). */
  n: number;  /** How many cards the last `draw` put into the owner's hand ("draw a card. Discard it at the end of your next turn"). */
  drew: number;
}

/** K-R68t: Side.later's moment for a watch on a unit's destruction in game turn t is DEATH_WATCH - t (never due; gone as the turn ends). */
export const DEATH_WATCH = -2;
/** K-R69z: the moment for a watch on "it" surviving a fight in game turn t is SURVIVE_WATCH - t (never due; gone as the turn ends, as a death watch). */
export const SURVIVE_WATCH = -5000;

/** K-R67n: a destruction effect's source below this is the destroyed unit's attack then (DEAD_SRC - attack). */
export const DEAD_SRC = -100;

/** The attacker whose attack a countermeasure stopped ("retreat it instead"): ATTACK, next in the same action, does nothing (-1 none). */
export const STOPPED = { uid: -1 };
/** K-R70c: the attack of unit `from` (this game turn) goes to unit `to` instead, a defender a countermeasure added (read and cleared by the ATTACK step). */
export const REDIRECT = { from: -1, to: -1, turn: -1 };

/** Step kind a `counter` cancels; set by steps.ts (the verbs may not import the step table). */
export const HOOKS: {
  orderKind: number;
  /** The DEPLOY_FX step kind (K-R69q: a countermeasure cancels a deployment effect). */
  deployFxKind: number;
  /** Step kind a `stopAttack` cancels. */
  attackKind: number;
  discarded: (s: KardsState, q: Queue, seat: Seat, card: number, byEnemy: boolean) => void;
  /** A unit went to its owner's hand ("if sent to hand, …"). */
  sentToHand: (q: Queue, seat: Seat, card: number) => void;
  /** A unit was added (增加): listeners that hear added units. */
  added: (s: KardsState, q: Queue, seat: Seat, uid: number) => void;
  /** Ask `owner` to discard a hand card of classes `cls` for order `card` aimed at `chosen` (a decision on the queue). */
  pick: (q: Queue, owner: Seat, card: number, cls: number, chosen: number, src: number) => void;
  /** Ask `owner` to choose a card in hand for `card`'s HOLD (source unit src, -1 none). */
  hold: (q: Queue, owner: Seat, card: number, src: number) => void;
  /** Ask `owner` to choose one of the Develop candidates of `card` (n Develops left, source unit src, candidates' group id). */
  develop: (q: Queue, owner: Seat, card: number, n: number, src: number, id: number) => void;
  /** Ask `owner` to choose one of n options of `card` (source unit src, -1 none). */
  choose: (q: Queue, owner: Seat, card: number, n: number, src: number) => void;
  /** PROMOTE (§3.5) run at once on a unit ("becomes Veteran", other sets). */
  promote: (s: KardsState, q: Queue, ev: EventSink, uid: number) => void;
  /** A fight of u against ref (combat.ts clash): "fight target enemy unit", not an attack (K-R50f). */
  fight: (s: KardsState, u: Unit, ref: number, ev: EventSink) => number;
  /** Seat gained (or lost) kredit slots by an effect: its units' "when you gain an extra kredit slot" listeners. */
  slot: (s: KardsState, q: Queue, seat: Seat, gained: boolean) => void;
  /** Seat's HQ has taken 3+ damage this turn: the abilities it was given (card -1: all of them; else that one). */
  hqFx: (s: KardsState, seat: Seat, card: number) => void;
  /** A countermeasure of seat fired: units' "when a countermeasure triggers" listeners. */
  cmFired: (s: KardsState, seat: Seat) => void;
  /** Unit u's destruction effects are triggered without its destruction (K-R65t): queued like its 亡计. */
  triggerDeath: (s: KardsState, q: Queue, u: Unit, seat: Seat) => void;
  /** Unit u retreated (to its support line or to hand): "when a ground unit retreats" listeners (K-R65u). */
  retreated: (s: KardsState, u: Unit) => void;
  /** seat's effect converted one or more cards: units' "when you convert one or more cards" listeners (K-R65c). */
  converted: (s: KardsState, seat: Seat) => void;
  /** An effect shuffled seat's deck: units' "when you shuffle your deck" listeners (K-R64f). */
  shuffled: (s: KardsState, seat: Seat) => void;
  /** A damaged unit was fully repaired (K-R64p): its own ability, friendly listeners. */
  repaired: (s: KardsState, q: Queue, u: Unit, n: number) => void;
  /** Unit u took damage and has "when this unit takes damage" (K-R64h3). */
  hurt: (s: KardsState, u: Unit) => void;
  /** Unit u lost the Smokescreen it had (K-R64s2): friendly listeners. */
  smokeLost: (s: KardsState, u: Unit) => void;
  /** Unit u lost its 动员 Mobilize to damage and has "when this unit loses Mobilize". */
  mobLost: (s: KardsState, u: Unit) => void;
  /** Unit u moves into the frontline by an effect (K-R67a): as a move, without spending its action. */
  toFront: (s: KardsState, q: Queue, u: Unit, ev: EventSink) => void;
  /** Unit u's deployment effects (without a chosen target) run again (K-R67w): a DEPLOY_FX step. */
  redeploy: (q: Queue, u: Unit) => void;
  /** Countermeasure card of seat fired inside the damage to its HQ (K-R67w): its abilities run now. */
  runCm: (s: KardsState, seat: Seat, card: number, ev: EventSink) => void;
  /** K-R71i: the destruction effects of these cards (destroyed units of seat), queued in this order, as seat's. */
  cardDeaths: (q: Queue, seat: Seat, cards: readonly number[]) => void;
} = { cardDeaths: () => undefined, orderKind: -1, deployFxKind: -1, attackKind: -1, discarded: () => undefined, sentToHand: () => undefined, added: () => undefined, pick: () => undefined, hold: () => undefined, develop: () => undefined, choose: () => undefined, promote: () => undefined, fight: () => 0, slot: () => undefined, hqFx: () => undefined, cmFired: () => undefined, triggerDeath: () => undefined, retreated: () => undefined, converted: () => undefined, shuffled: () => undefined, repaired: () => undefined, hurt: () => undefined, smokeLost: () => undefined, mobLost: () => undefined, toFront: () => undefined, redeploy: () => undefined, runCm: () => undefined };

const ST: readonly Statics[] = CARDS.map((c) => (c.script.ok ? c.script.statics : NO_STATICS));
/** Per card: the printed name other cards' damage redirection protects (GLADIATOR ESCORT → STIRLING). */
const REDIRECTED = new Set(ST.map((x) => x.redirectFrom).filter((n) => n !== ''));
const PROTECTED: readonly boolean[] = CARDS.map((c) => REDIRECTED.has(c.name.en.toLowerCase()));
const INVERTS: readonly boolean[] = ST.map((x) => x.hqInvert);
const NO_CMS: readonly boolean[] = ST.map((x) => x.noCms);
const NO_GAIN: readonly boolean[] = ST.map((x) => x.noHqGain === true);
const NO_REPAIR: readonly boolean[] = ST.map((x) => x.noRepair === true);

const ONE_ORDER: readonly boolean[] = ST.map((x) => x.oneOrder === true);
const NO_DEPLOY_FX: readonly boolean[] = ST.map((x) => x.noDeployFx === true);

/**
 * Whether a unit whose card says so (`rule`, per card) stands on the battlefield: rules for everyone while
 * it stands. Such cards are watched, so the board is scanned only while a watched unit is on it.
 */
function ruleStands(s: KardsState, rule: readonly boolean[]): boolean {
  if (s.watch <= 0) return false;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (rule[fx(u)] && !u.dead) return true;
  return false;
}

/** While a unit that says so is on the battlefield (K-R65g): no HQ gains defense. */
export function hqGainBlocked(s: KardsState): boolean {
  return ruleStands(s, NO_GAIN);
}
/** While a unit that says so is on the battlefield (K-R66o): one order a turn per player. */
export function oneOrderRule(s: KardsState): boolean {
  return ruleStands(s, ONE_ORDER);
}
/** While a unit that says so is on the battlefield (K-R66o): no deployment effects. */
export function deployFxBlocked(s: KardsState): boolean {
  return ruleStands(s, NO_DEPLOY_FX);
}
/** While a unit that says so is on the battlefield (K-R65g): no unit is repaired. */
function repairBlocked(s: KardsState): boolean {
  return ruleStands(s, NO_REPAIR);
}
/** Per countermeasure card: the HQ defense it gives when its owner's HQ is about to receive lethal damage (K-R66q), 0 none. */
const CM_LETHAL: readonly number[] = CARDS.map((c) => {
  const a = c.script.ok ? c.script.abilities.find((x) => x.cm === 'hqLethal') : undefined;
  const e = a?.effects[0];
  return e !== undefined && e.do === 'lethalGuard' ? e.n : 0;
});
/** Per countermeasure card: it answers damage to its owner's HQ. */
/** Per countermeasure card (K-R67p): it answers damage to its owner's HQ after it lands. */
const CM_HIT_BACK: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.cm === 'hqHit' && a.effects.some((e) => e.do === 'hitBack')));
/** SISU (K-R67w): the damage about to land goes to the enemy HQ instead. */
const CM_TO_TAKE: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.cm === 'hqToTake'));
/** The damage an HQ just received, for the countermeasure run inside it (HEARTLAND DEFENSE's X). */
const HIT_N = { n: 0 };
const CM_HIT: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.cm === 'hqHit'));
const CM_HQ: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.cm === 'hqDamaged'));

/**
 * A countermeasure of `seat` fires (§4.2), already taken from its face-down row: shown to both seats, and
 * heard by what listens for a firing (cards in hand, "when the enemy triggers your countermeasure").
 */
export function cmFires(s: KardsState, seat: Seat, card: number, ev: EventSink): void {
  s.cmFiredBy = seat;
  ev?.push({ type: 'cmFired', to: 'all', data: { seat, card: CARDS[card].id } });
  cmFiredInHands(s, seat);
  HOOKS.cmFired(s, seat);
}

/** While a unit that says "countermeasures cannot trigger" is on the battlefield, none fires. */
export function cmsBlocked(s: KardsState): boolean {
  return ruleStands(s, NO_CMS);
}

/** An HQ gains defense, unless a unit turns gains into damage (TYPE 89 Chi-Ro). */
export function gainHq(s: KardsState, seat: Seat, n: number, ev: EventSink): void {
  if (n <= 0 || hqGainBlocked(s)) return;
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (INVERTS[fx(u)] && !u.dead) return damageHq(s, seat, n, ev);
  // "When your HQ gains defense, it gains 1 extra defense" / "gets +1+1 when your HQ gains defense" (other sets).
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    const g = HQ_GAIN[fx(u)];
    if (g === undefined || u.owner !== seat || !alive(u)) continue;
    n += g.extra;
    buffStats(s, u, g.atk, g.def);
  }
  s.sides[seat].hq += n;
  // "When the enemy HQ gains defense, this unit gets equal attack" (K-R67o).
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (FOE_GAIN[fx(u)] && u.owner !== seat && alive(u)) u.atk += n;
  // FIAT CR.32 / COMMANDOS KIEFFER (K-R67v): a random friendly unit fully repaired; damage to a random enemy.
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l].slice()) {
    if (u.owner !== seat || !alive(u)) continue;
    const st = ST[fx(u)];
    if (st.gainRepair === true) {
      const mine: Unit[] = [];
      for (let k = 0; k < 3; k++) for (const v of s.lines[k]) if (v.owner === seat && alive(v)) mine.push(v);
      const v = mine[s.scots === true ? scotsPick(s, mine.length, (i) => fx(mine[i])) : s.rng.int(mine.length)];
      if (!repairBlocked(s) && (v.hurt || v.def < v.top)) repairFully(v);
    }
    if (st.gainPing !== undefined) {
      const foes: number[] = [];
      for (let k = 0; k < 3; k++) for (const v of s.lines[k]) if (v.owner !== seat && alive(v)) foes.push(v.uid);
      const x = s.scots === true ? scotsPick(s, foes.length + 1, (i) => (i < foes.length ? uidCard(s, foes[i]) : -1)) : s.rng.int(foes.length + 1);
      if (x === foes.length) damageHq(s, 1 - seat, st.gainPing, ev);
      else damageUnit(s, findUnit(s, foes[x])!, st.gainPing, ev);
    }
  }
}

DRAWN.gainHq = gainHq;
BOND_HOOKS.gainHq = gainHq;

/** Per card: its unit has "when this unit loses Mobilize, …". */
const MOB_FX = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'onMobLost') ? 1 : 0));
/** Per card: its unit has "when this unit takes damage, …" (an ability, K-R64h3). */
const HURT_FX = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'onHurt') ? 1 : 0));

/** Per card, other sets (K-R67o): statics read on shared paths, only while watched (units.ts WATCHED). */
const FOE_GAIN: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.statics.foeHqGainAtk === true);
const HQ_TURN_CAP = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.hqTurnCap ?? 0 : 0));
const HQ_SHIELD: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.statics.hqShield === true);
const ORDER_ARMOR: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.statics.orderArmor === true);
const SUPPRESS_PINNED: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.statics.suppressPinned === true);
/** Per card (K-R67o): damage to its unit is n less for each unit next to it (its own static: no watch). */
const LESS_PER_ADJ = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.lessPerAdj ?? 0 : 0));

/** Per card: what its unit does when its owner's HQ gains defense / takes damage (other sets). */
const HQ_GAIN = ST.map((x) => x.hqGain);
const HQ_HURT = ST.map((x) => x.hqHurt);
/** Per card (K-R68o): its unit becomes Veteran once the enemy HQ is this far below its starting defense (0: never). */
const FOE_HQ_VET = Uint8Array.from(ST, (x) => x.foeHqVet ?? 0);

/** 392nd RIFLES (K-R69h): n more damage dealt by u (Unit.mem), Veteran once the tally reaches its card's number. */
export function tallyDealtBy(s: KardsState, u: Unit, n: number, ev: EventSink): void {
  const v = ST[fx(u)].vetDealt;
  if (v === undefined || u.vet || n <= 0) return;
  u.mem = Math.max(0, u.mem) + n;
  if (u.mem >= v && VETERAN[u.card] >= 0) HOOKS.promote(s, s.q, ev, u.uid);
}

/** Per card (K-R69i): "Pincer: Damage dealt to this unit is dealt to its Pincer partner instead". */
const TO_PARTNER = Uint8Array.from(ST, (x) => (x.toPartner === true ? 1 : 0));

/** Per card (K-R68w): "If this unit is removed from your deck, it enters the battlefield instead". */
const DECK_ENTERS = Uint8Array.from(ST, (x) => (x.deckEnters === true ? 1 : 0));

/** A card an effect removed from seat's deck (K-R68w): a card that says so is added to seat's support line instead (true), if there is room. */
function entersInstead(r: Run, seat: Seat, card: number): boolean {
  if (DECK_ENTERS[card] !== 1 || r.s.lines[seat].length >= r.s.o.supportSize) return false;
  const me = r.owner;
  r.owner = seat;
  addUnit(r, card, seat);
  r.owner = me;
  return true;
}

/** +atk+def on a unit (a raised defense heals 受伤, as `buff`). */
/** Damage a unit; returns the damage it took (0 when immune). */
/** K-R71p: the text card of the unit with this uid (-1: none, an HQ), for scotsPick. */
function uidCard(s: KardsState, uid: number): number {
  const u = uid >= 0 ? findUnit(s, uid) : null;
  return u ? fx(u) : -1;
}

/** K-R71e: the unit dealing the damage now (a fight's striker, a unit's ability; -1 none: an order, an HQ). */
export const DEALER = { uid: -1 };
/** Per card (K-R71e): its text asks which units dealt damage to its unit this turn. */
const DEALT_WATCH = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.effects.some((e) => e.do === 'damageDealers')) ? 1 : 0));
/** K-R71e: unit `by` dealt damage to `to` this turn, kept on the dealer (Unit.dlt: the turn, then the uids). */
function noteDealer(s: KardsState, by: number, to: number): void {
  const d = findUnit(s, by);
  if (!d) return;
  if (d.dlt === undefined || d.dlt[0] !== s.turn) d.dlt = [s.turn];
  if (!d.dlt.includes(to, 1)) d.dlt.push(to);
}

export function damageUnit(s: KardsState, u: Unit, n: number, ev: EventSink, passed = false): number {
  if (n <= 0 || (kwOf(s, u) & KW.immune) !== 0) return 0;
  // KING'S OWN SCOTTISH (K-R69i): to its pincer partner instead, once (a partner that says the same keeps it).
  if (TO_PARTNER[fx(u)] === 1 && !passed) {
    const v = pincerPartner(s, u);
    if (v) return damageUnit(s, v, n, ev, true);
  }
  // "Reduce damage to this unit by 2 for each adjacent unit" (K-R67o).
  if (LESS_PER_ADJ[fx(u)] !== 0 && (n -= LESS_PER_ADJ[fx(u)] * neighbours(s, u)) <= 0) return 0;
  // "Damage to STIRLING Mk I S3 is dealt to this unit instead."
  if (PROTECTED[u.card]) {
    const name = CARDS[u.card].name.en.toLowerCase();
    for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v !== u && v.owner === u.owner && alive(v) && ST[fx(v)].redirectFrom === name) return damageUnit(s, v, n, ev);
  }
  // "When this unit takes damage, draw a card": nothing to choose, so it resolves at once.
  if (staticsOf(u).drawOnDamage) draw(s, u.owner, 1, ev);
  // "When this unit is dealt damage, your HQ gets equal amount of defense" (other sets): at once, likewise.
  if (staticsOf(u).hqOnDamage === true) gainHq(s, u.owner, n, ev);
  u.def -= n;
  u.hurt = true;
  if (DEALT_WATCH[fx(u)] === 1 && DEALER.uid >= 0 && DEALER.uid !== u.uid) noteDealer(s, DEALER.uid, u.uid);
  // 动员 is lost on damage above 0 (§3.3.9); "when this unit loses Mobilize" (other sets) is queued.
  if ((u.kw & KW.mobilize) !== 0 && MOB_FX[fx(u)] === 1) HOOKS.mobLost(s, u);
  u.kw &= ~KW.mobilize;
  // "When this unit takes damage, …" (other sets, K-R64h3): queued.
  if (HURT_FX[fx(u)] === 1) HOOKS.hurt(s, u);
  if (u.def <= 0) u.dead = true;
  ev?.push({ type: 'damage', to: 'all', data: { uid: u.uid, card: u.card, seat: u.owner, n } });
  return n;
}

/** 压制 (§3.8): no action in its owner's next turn; pins do not stack (§3.8.1). */
export function pinUnit(s: KardsState, u: Unit, ev: EventSink): void {
  if (u.dead || unpinnable(s, u)) return;
  u.pinned = Math.max(u.pinned, pinUntil(s, u.owner));
  ev?.push({ type: 'pinned', to: 'all', data: { uid: u.uid, card: u.card, seat: u.owner } });
  // "When an enemy unit is pinned, Suppress it" (K-R67o).
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (SUPPRESS_PINNED[fx(v)] && v.owner !== u.owner && alive(v)) return suppressUnit(s, u, ev);
}

/** The living units next to u in its line. */
function neighbours(s: KardsState, u: Unit): number {
  for (let l = 0; l < 3; l++) {
    const line = s.lines[l], i = line.indexOf(u);
    if (i >= 0) return (i > 0 && alive(line[i - 1]) ? 1 : 0) + (i + 1 < line.length && alive(line[i + 1]) ? 1 : 0);
  }
  return 0;
}

/**
 * 抑制 (§4.1.12): 重置其行动花费,抹去所有特效和效果,重置攻击力和防御力为原始攻击力和防御力(若防御力低于原始防御力则防御力不变).
 * Its card's text is off from now on (`sup`, read through `fx`); what other cards gave it is wiped (buffs, keywords,
 * heavy armor, 动员's stats §3.3.9, 老兵 §3.5, "destroy it at the end of turn"); the printed defense becomes the
 * damaged test's reference again (§4.1.13). A pin is not an effect on the card and stays (K-R60s).
 */
export function suppressUnit(s: KardsState, u: Unit, ev: EventSink): void {
  if (u.dead || staticsOf(u).unsuppressable === true) return;
  const c = CARDS[u.card];
  u.sup = true;
  u.op = c.op;
  u.tmpOp = 0;
  u.kw = 0;
  u.tmpKw = 0;
  u.lostKw = 0;
  u.armor = 0;
  u.atk = c.atk;
  u.tmpAtk = 0;
  u.atk0 = -1;
  if (u.def > c.def) u.def = c.def;
  u.top = c.def;
  u.ref = undefined;
  u.hurt = u.hurt && u.def < c.def;
  u.mob = 0;
  u.vet = false;
  u.doomed = false;
  // Texts other cards gave it are effects on it too (K-R65t).
  if (u.gv !== undefined) u.gv = undefined;
  if (s.o.suppressClearsPin === true) u.pinned = 0;
  ev?.push({ type: 'suppressed', to: 'all', data: { uid: u.uid } });
}

/** Whether seat has a unit that caps or takes its HQ's damage (K-R67o). */
function hqGuarded(s: KardsState, seat: Seat): boolean {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if ((HQ_TURN_CAP[fx(u)] !== 0 || HQ_SHIELD[fx(u)]) && u.owner === seat && alive(u)) return true;
  return false;
}

/** Per card, whether its unit shields its owner's HQ (reduce, immune on own turn, not below 1): scanned only then. */
const SHIELDS: readonly boolean[] = CARDS.map((c) => c.script.ok && (c.script.statics.hqReduce > 0 || c.script.statics.hqReducePer4 !== undefined || c.script.statics.hqImmuneOwnTurn || c.script.statics.hqFloorFront || c.script.statics.hqImmuneEnemyTurn === true));

export function damageHq(s: KardsState, seat: Seat, n: number, ev: EventSink): void {
  let floor = -999;
  const p = s.sides[seat];
  // A countermeasure answering damage to its owner's HQ (NATIONAL FIRE SERVICE) fires now, before the damage lands.
  if (seat !== s.active && !p.hqCap && p.cms.length > 0 && !cmsBlocked(s)) {
    const i = p.cms.findIndex((c) => CM_HQ[c]);
    if (i >= 0) {
      const card = p.cms[i];
      p.cms.splice(i, 1);
      p.hqCap = true;
      cmFires(s, seat, card, ev);
    }
  }
  if (p.hqCap) n = Math.min(n, 1);
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    if (!SHIELDS[fx(u)] || u.owner !== seat || u.dead) continue;
    const st = staticsOf(u);
    n -= st.hqReduce;
    if (st.hqReducePer4 !== undefined) for (let k = 0; k < 3; k++) for (const v of s.lines[k]) if (v.owner === seat && alive(v) && attackOf(s, v) >= 4) n -= st.hqReducePer4;
    if (st.hqImmuneOwnTurn && s.active === seat) n = 0;
    if (st.hqImmuneEnemyTurn === true && s.active !== seat) n = 0;
    if (st.hqFloorFront && l === FRONT) floor = 1;
  }
  if (n <= 0) return;
  // SISU (K-R67w): "When your HQ is to take damage, the enemy HQ takes the damage instead."
  if (seat !== s.active && p.cms.length > 0 && !cmsBlocked(s)) {
    const i = p.cms.findIndex((c) => CM_TO_TAKE[c]);
    if (i >= 0) {
      const card = p.cms[i];
      p.cms.splice(i, 1);
      cmFires(s, seat, card, ev);
      damageHq(s, 1 - seat, n, ev);
      return;
    }
  }
  if (s.watch > 0 && hqGuarded(s, seat)) {
    // "Your HQ cannot lose more than 4 defense each turn" (K-R67o): in an enemy turn, what that player dealt it so far counts.
    if (seat !== s.active) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
      const cap = HQ_TURN_CAP[fx(u)];
      if (cap !== 0 && u.owner === seat && alive(u)) n = Math.min(n, Math.max(0, cap - s.sides[s.active].hitHq));
    }
    if (n <= 0) return;
    // "When your HQ is damaged, deal that amount of damage to this unit instead" (K-R67o): the first such unit, board order.
    for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (HQ_SHIELD[fx(u)] && u.owner === seat && alive(u)) { damageUnit(s, u, n, ev); return; }
  }
  // HMS TALBOT (K-R66q): a countermeasure of the HQ's owner that answers lethal damage gives the HQ defense first.
  if (seat !== s.active && p.cms.length > 0 && (p.hq - n < floor && p.hq >= floor ? floor : p.hq - n) <= 0 && !cmsBlocked(s)) {
    const i = p.cms.findIndex((c) => CM_LETHAL[c] > 0);
    if (i >= 0) {
      const card = p.cms[i];
      p.cms.splice(i, 1);
      cmFires(s, seat, card, ev);
      p.hq += CM_LETHAL[card];
    }
  }
  if (seat !== s.active) s.sides[s.active].hitHq += n;
  p.hq = p.hq - n < floor && p.hq >= floor ? floor : p.hq - n;
  ev?.push({ type: 'hqDamage', to: 'all', data: { seat, n } });
  // "If in your hand, this unit costs 2 less each time your HQ takes friendly damage" (K-R67p): damage in its owner's own turn.
  if (seat === s.active) handEvent(s, seat, HAND_ON.hqSelf);
  // RETALIATION (K-R67p): "After your HQ receives damage, deal equal damage to the enemy HQ"; HEARTLAND DEFENSE (K-R67w) knows the damage.
  else if (p.cms.length > 0 && !cmsBlocked(s)) {
    const i = p.cms.findIndex((c) => CM_HIT[c]);
    if (i >= 0) {
      const card = p.cms[i];
      p.cms.splice(i, 1);
      cmFires(s, seat, card, ev);
      if (CM_HIT_BACK[card]) damageHq(s, 1 - seat, n, ev);
      else {
        HIT_N.n = n;
        HOOKS.runCm(s, seat, card, ev);
      }
    }
  }
  // "Gets +1 attack when your HQ takes damage" (other sets): at once, like drawOnDamage; "then becomes Veteran if attack is 6+".
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    const h = HQ_HURT[fx(u)];
    if (h === undefined || u.owner !== seat || !alive(u)) continue;
    buffStats(s, u, h.atk, h.def);
    u.kw |= h.kw;
    if (h.vetAt !== undefined && !u.vet && attackOf(s, u) >= h.vetAt && VETERAN[u.card] >= 0) HOOKS.promote(s, s.q, ev, u.uid);
  }
  // "Becomes Veteran when the enemy HQ has taken 4 or more damage" (K-R68o): the other side's such units, as it lands.
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    const v = FOE_HQ_VET[fx(u)];
    if (v !== 0 && u.owner !== seat && alive(u) && !u.vet && s.o.hq - p.hq >= v && VETERAN[u.card] >= 0) HOOKS.promote(s, s.q, ev, u.uid);
  }
  // "The enemy HQ gets: 'If this HQ has taken 3+ damage this turn, …'" (K-R64q): once a turn, as the total reaches 3.
  if (p.hqFx !== undefined) {
    const was = p.hqTaken ?? 0;
    p.hqTaken = was + n;
    if (was < 3 && was + n >= 3) HOOKS.hqFx(s, seat, -1);
  } else if (p.hqTaken !== undefined || (seat === s.active && readsHqTaken(p))) p.hqTaken = (p.hqTaken ?? 0) + n;
}

/** Set while an order's effects run (steps.ts ORDER_FX, K-R69x): how many steps higher its numbers are (TAKE INITIATIVE's copies). */
export const PLAY_STEPS = { n: 0 };

/** 情报 (§4.1.14): n random hidden cards of owner's enemy's hand are shown; returns the Intel left over (no hidden card left). */
export function revealIntel(s: KardsState, owner: Seat, n: number, ev: EventSink): number {
  const p = s.sides[1 - owner];
  for (let k = 0; k < n; k++) {
    const hidden: number[] = [];
    for (let i = 0; i < p.hand.length; i++) if (!p.shown[i]) hidden.push(i);
    if (hidden.length === 0) return n - k;
    const i = hidden[s.scots === true ? scotsPick(s, hidden.length, (j) => p.hand[hidden[j]]) : s.rng.int(hidden.length)];
    p.shown[i] = true;
    ev?.push({ type: 'revealed', to: 'all', data: { seat: 1 - owner, card: p.hand[i] } });
  }
  return 0;
}

/** Per card (K-R70f): "Cards you play have Intel n". */
const PLAY_INTEL = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.playIntel ?? 0 : 0));
/** LUBLIN R-XIII (K-R70f): the Intel seat's units give the card seat plays now (read only while watched). */
export function playIntel(s: KardsState, seat: Seat, ev: EventSink): void {
  let n = 0;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (PLAY_INTEL[fx(u)] !== 0 && u.owner === seat && alive(u)) n += PLAY_INTEL[fx(u)];
  if (n > 0) revealIntel(s, seat, n, ev);
}

/** Per card (K-R69w): it reads the damage its player's HQ took this turn (PUSH). */
const READS_HQ_TAKEN = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.effects.some((e) => e.do === 'tallyHq')) ? 1 : 0));
/** Whether a side holds such a card in hand or deck: the damage to its HQ is then tallied (Side.hqTaken, reset at every turn start). */
function readsHqTaken(p: KardsState['sides'][number]): boolean {
  for (const c of p.hand) if (READS_HQ_TAKEN[c] === 1) return true;
  for (const c of p.deck) if (READS_HQ_TAKEN[c] === 1) return true;
  return false;
}

/** Whether a unit of u's owner that says so stands (K-R67o). */
function orderArmored(s: KardsState, u: Unit): boolean {
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (ORDER_ARMOR[fx(v)] && v.owner === u.owner && alive(v)) return true;
  return false;
}

/** k damage, 1 at a time, each to a random living enemy unit or the enemy HQ (the `distribute` verb). */
function spread(r: Run, k: number): void {
  const enemy = 1 - r.owner;
  for (let i = 0; i < k; i++) {
    if (SCRATCH_REFS.length !== 0) SCRATCH_REFS.length = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === enemy && alive(u)) SCRATCH_REFS.push(u.uid);
    const x = r.s.scots === true ? scotsPick(r.s, SCRATCH_REFS.length + 1, (j) => (j < SCRATCH_REFS.length ? uidCard(r.s, SCRATCH_REFS[j]) : -1)) : r.s.rng.int(SCRATCH_REFS.length + 1);
    if (x === SCRATCH_REFS.length) damageHq(r.s, enemy, 1, r.ev);
    else damageUnit(r.s, findUnit(r.s, SCRATCH_REFS[x])!, 1, r.ev);
  }
}

function eachUnit(r: Run, f: (u: Unit) => void): void {
  for (const ref of r.refs) {
    if (isHqRef(ref)) continue;
    const u = findUnit(r.s, ref);
    if (u && !u.dead) f(u);
  }
}

/** 撤退 (§3.6) by a rule (K-R67q): from the frontline to its owner's support line if there is room, else (or from a support line) to hand. */
export function retreatUnit(s: KardsState, q: Queue, u: Unit, ev: EventSink): void {
  if (staticsOf(u).unretreatable === true) return;
  if (s.lines[FRONT].includes(u) && s.lines[u.owner].length < s.o.supportSize) {
    removeUnit(s, u);
    s.lines[u.owner].push(u);
  } else toHand(s, q, u, ev);
  HOOKS.retreated(s, u);
}

/** Send a unit to its owner's hand as 明牌, or remove it when the hand is full (§3.6); then "if sent to hand, …". */
export function toHand(s: KardsState, q: Queue, u: Unit, ev: EventSink): void {
  removeUnit(s, u);
  departs(s, u);
  addToHand(s, u.owner, u.card, true, ev);
  HOOKS.sentToHand(q, u.owner, u.card);
}

/** A unit of `card` added (增加, §4.1.9.1) to line l of its owner; its uid, or -1 without room. */
function addUnit(r: Run, card: number, l: number): Unit | null {
  const room = l === FRONT ? r.s.lines[FRONT].length < frontRoom(r.s) && (frontOwner(r.s) === r.owner || frontOwner(r.s) === -1) : r.s.lines[l].length < r.s.o.supportSize;
  if (!room) return null;
  const u = newUnit(r.s, card, r.owner);
  r.s.lines[l].push(u);
  arrive(r.s, u);
  r.s.sides[r.owner].arrived++;
  r.ev?.push({ type: 'added', to: 'all', data: { seat: r.owner, uid: u.uid, card: CARDS[card].id } });
  HOOKS.added(r.s, r.q, r.owner, u.uid);
  return u;
}

const POOLS = new Map<string, number[]>();
/** Deckable, implemented cards of a nation and classes up to a cost: what "a random X" may bring. */
export function randomPool(nation: string, cls: number, maxCost: number): number[] {
  const key = `${nation}/${cls}/${maxCost}`;
  let p = POOLS.get(key);
  if (!p) {
    p = CARDS.filter((c) => (nation === '' || c.nation === nation) && (c.cls & cls) !== 0 && c.cost <= maxCost && c.script.ok && c.set !== 'OnlySpawnable' && c.set !== 'Special').map((c) => c.i);
    POOLS.set(key, p);
  }
  return p;
}

/** n plus what a counting amount counts now ("for each friendly infantry", "equal to your unspent kredits"). */
function amount(r: Run, n: number, c: Count | undefined): number {
  if (!c) return n;
  if (c.of === 'kredits') return n + c.per * r.s.sides[r.owner].kredits;
  if (c.of === 'itAtk') {
    let k = 0;
    for (const x of r.last) {
      const u = isHqRef(x) ? null : findUnit(r.s, x);
      if (u) k += attackOf(r.s, u);
    }
    return n + c.per * k;
  }
  if (c.of === 'handGap') return n + c.per * Math.max(0, r.s.sides[1 - r.owner].hand.length - r.s.sides[r.owner].hand.length);
  if (c.of === 'sameLine') {
    let k = 0;
    for (const line of r.s.lines) if (line.some((u) => u.uid === r.src)) for (const u of line) if (u.uid !== r.src && alive(u) && (CARDS[u.card].cls & c.cls) !== 0) k++;
    return n + c.per * k;
  }
  if (c.of === 'arrived') return n + c.per * r.s.sides[r.owner].arrived;
  if (c.of === 'op0Units') {
    let k = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === r.owner && alive(u) && opOf(r.s, u) === 0 && !(c.other && u.uid === r.src)) k++;
    return n + c.per * k;
  }
  // Combat keywords (K-R65k): of your units with 2 or more; of "it".
  if (c.of === 'ckw2Units') {
    let k = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === r.owner && alive(u) && combatKws(r.s, u) >= 2) k++;
    return n + c.per * k;
  }
  if (c.of === 'itCkw') {
    let k = 0;
    for (const x of r.last) {
      const u = isHqRef(x) ? null : findUnit(r.s, x);
      if (u) k += combatKws(r.s, u);
    }
    return n + c.per * k;
  }
  if (c.of === 'enemyHand') return n + c.per * r.s.sides[1 - r.owner].hand.length;
  // "For each defense your HQ has over the enemy HQ", "for each unit you control above the enemy" (never below 0).
  if (c.of === 'hqLead') return n + c.per * Math.max(0, r.s.sides[r.owner].hq - r.s.sides[1 - r.owner].hq);
  if (c.of === 'unitLead') {
    let k = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (alive(u)) k += u.owner === r.owner ? 1 : -1;
    return n + c.per * Math.max(0, k);
  }
  if (c.of === 'enemySupport') {
    let k = 0;
    for (const u of r.s.lines[1 - r.owner]) if (alive(u)) k++;
    return n + c.per * k;
  }
  if (c.of === 'atk4Units' || c.of === 'airAtk') {
    let k = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) {
      if (u.owner !== r.owner || !alive(u)) continue;
      if (c.of === 'atk4Units' ? attackOf(r.s, u) >= 4 : (CARDS[u.card].cls & 24) !== 0) k += c.of === 'atk4Units' ? 1 : attackOf(r.s, u);
    }
    return n + c.per * k;
  }
  if (c.of === 'foesFront') {
    let f = 0;
    for (const u of r.s.lines[FRONT]) if (u.owner !== r.owner && alive(u)) f++;
    return n + c.per * f;
  }
  if (c.of === 'damagedUnits') {
    let k = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.hurt && alive(u)) k++;
    return n + c.per * k;
  }
  if (c.of === 'lastN' || c.of === 'repairedN') return n + c.per * r.n;
  // "… for each unit destroyed": what the phrase before resolved to (it is "it" now).
  if (c.of === 'lastRefs') return n + c.per * r.last.length;
  if (c.of === 'drawnCost' || c.of === 'frontUnits' || c.of === 'frontCost') return n + c.per * countMore(r, c);
  if (c.of === 'intelExcess') return n + c.per * r.n;
  if (c.of === 'known') {
    let k = 0;
    for (const x of r.s.sides[1 - r.owner].shown) if (x) k++;
    return n + c.per * k;
  }
  if (c.of === 'evAtk') {
    const id = r.it >= 0 ? r.it : r.src;
    const u = id >= 0 ? findUnit(r.s, id) : null;
    return n + c.per * (u ? attackOf(r.s, u) : 0);
  }
  // K-R67n: a destruction effect's source is gone; steps.ts passes its attack then as the source (-100 - attack).
  // K-R67s: your units of a nation ('!France': not French).
  if (c.of === 'nationUnits') {
    let k = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === r.owner && alive(u) && nationFits(c.nation ?? '', CARDS[u.card].nation)) k++;
    return n + c.per * k;
  }
  if (c.of === 'hitN') return n + c.per * HIT_N.n;
  if (c.of === 'polishLost') {
    let k = 0;
    for (const p of r.s.sides) for (const c2 of p.removed) if (c2 >= 0 && CARDS[c2].nation === 'Poland') k++;
    return n + c.per * k;
  }
  if (c.of === 'drawnAtk4') {
    const h = r.s.sides[r.owner].hand;
    let k = 0;
    for (let i = Math.max(0, h.length - r.drew); i < h.length; i++) if (CARDS[h[i]].cls !== 0 && CARDS[h[i]].atk >= 4) k++;
    return n + c.per * k;
  }
  if (c.of === 'namedUnits') {
    let k = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === r.owner && alive(u) && CARDS[u.card].name.en.toLowerCase() === c.nation) k++;
    return n + c.per * k;
  }
  if (c.of === 'mobUnits') {
    let k = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === r.owner && alive(u) && (kwOf(r.s, u) & KW.mobilize) !== 0) k++;
    return n + c.per * k;
  }
  if (c.of === 'steps') return n + c.per * PLAY_STEPS.n;
  if (c.of === 'hqTakenNow') return n + c.per * (r.s.sides[r.owner].hqTaken ?? 0);
  if (c.of === 'pickedCost') return n + c.per * (r.picked >= 0 ? CARDS[r.picked].cost : 0);
  if (c.of === 'deadAtk') {
    if (r.src <= DEAD_SRC) return n + c.per * (DEAD_SRC - r.src);
    const u = r.src >= 0 ? findUnit(r.s, r.src) : null;
    return n + c.per * (u ? attackOf(r.s, u) : 0);
  }
  if (c.of === 'handRoom') return n + c.per * Math.max(0, r.s.o.handLimit - r.s.sides[r.owner].hand.length);
  if (c.of === 'slotsGained' || c.of === 'lastAtk' || c.of === 'evens' || c.of === 'opCut') return n + c.per * r.n;
  if (c.of === 'slotsLost') return n + c.per * (r.s.sides[r.owner].slotsLost ?? 0);
  if (c.of === 'evOp') {
    const u = r.it >= 0 ? findUnit(r.s, r.it) : null;
    return n + c.per * (u ? opOf(r.s, u) : 0);
  }
  if (c.of === 'replays') {
    // Plays of this card before this one ("for each previously played RESERVES").
    const p = r.s.sides[r.owner];
    const i = p.played.indexOf(r.card);
    return n + c.per * (i < 0 ? 0 : Math.max(0, p.plays[i] - 1));
  }
  if (c.of === 'allUnits') return n + c.per * (r.s.lines[0].length + r.s.lines[1].length + r.s.lines[FRONT].length);
  if (c.of === 'foes') {
    let f = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner !== r.owner && alive(u)) f++;
    return n + c.per * f;
  }
  let k = 0, types = 0;
  for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) {
    if (u.owner !== r.owner || !alive(u) || (c.other && u.uid === r.src)) continue;
    const cls = CARDS[u.card].cls;
    if (c.cls === 0 || (cls & c.cls) !== 0) k++;
    types |= cls;
  }
  if (c.of === 'types') for (k = 0; types !== 0; types &= types - 1) k++;
  return n + c.per * k;
}

const SCRATCH_REFS: number[] = [];

type Do<E extends Effect> = (r: Run, e: E) => void;
type Table = { [V in Verb]: Do<Extract<Effect, { do: V }>> };

/** Per card: the card a Veteran goes back as (its base card), -1 for others. */
const VETERAN_OF: readonly number[] = CARDS.map((c) => (c.id.endsWith('_vet') ? cardIndex(c.id.slice(0, -4)) : -1));

/** 转化 Convert (K-R65c): each unit of the run becomes the card, as printed. */
function convertUnits(r: Run, e: { readonly card: string }): void {
  const card = cardIndex(e.card);
  if (card < 0) return;
  eachUnit(r, (u) => {
    const c = CARDS[card], sc = c.script;
    if (WATCHED_CARD[u.card]) r.s.watch--;
    const was = u.card;
    u.card = card;
    if (WATCHED_CARD[card]) r.s.watch++;
    u.atk = c.atk; u.def = u.top = c.def; u.op = c.op; u.kw = sc.kw; u.armor = sc.armor;
    u.tmpAtk = 0; u.tmpKw = 0; u.tmpOp = 0; u.lostKw = 0; u.mob = 0; u.hurt = false; u.doomed = false; u.atk0 = -1; u.mem = -1;
    u.vet = c.id.endsWith('_vet');
    if (u.sup !== undefined) u.sup = undefined;
    if (u.gv !== undefined) u.gv = undefined;
    if (u.nh !== undefined) u.nh = undefined;
    if (u.ref !== undefined) u.ref = undefined;
    r.ev?.push({ type: 'converted', to: 'all', data: { uid: u.uid, card: c.id, was, seat: u.owner } });
  });
}

/** Other sets' counts (K-R66f): the drawn cards' costs, units in the frontline, the cost of your units there. */
function countMore(r: Run, c: Count): number {
  let k = 0;
  if (c.of === 'drawnCost') {
    const h = r.s.sides[r.owner].hand;
    for (let i = Math.max(0, h.length - r.drew); i < h.length; i++) k += CARDS[h[i]].cost;
    return k;
  }
  for (const u of r.s.lines[FRONT]) {
    if (!alive(u)) continue;
    if (c.of === 'frontUnits') k++;
    else if (u.owner === r.owner && (c.cls === 0 || (CARDS[u.card].cls & c.cls) !== 0) && (c.nation === undefined || CARDS[u.card].nation === c.nation)) k += CARDS[u.card].cost;
  }
  return k;
}

/** HENSCHEL Hs 126 (K-R67q): the unit classes other than tank among u's owner's living units in u's line. */
function lineTypes(s: KardsState, u: Unit): number {
  let cls = 0;
  for (const line of s.lines) if (line.includes(u)) for (const v of line) if (v.owner === u.owner && alive(v)) cls |= CARDS[v.card].cls;
  cls &= ~2;
  let k = 0;
  for (; cls !== 0; cls &= cls - 1) k++;
  return k;
}

/** ANCESTRAL CALL (K-R69p): the other living units of u's line, whoever's. */
function lineOthers(s: KardsState, u: Unit): number {
  let k = 0;
  for (const line of s.lines) if (line.includes(u)) for (const v of line) if (v !== u && alive(v)) k++;
  return k;
}

/** Your units other than u not of u's printed nation (K-R66j). */
function otherNations(s: KardsState, u: Unit): number {
  let k = 0;
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v !== u && v.owner === u.owner && alive(v) && CARDS[v.card].nation !== CARDS[u.card].nation) k++;
  return k;
}

/** Per card: its text reads the kredit slots its owner lost this battle (K-R66g). */
const READS_SLOTS_LOST: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.cond === 'lostSlots2' || a.effects.some((e) => 'count' in e && e.count?.of === 'slotsLost')));
/** Slots lost are kept (Side.slotsLost) once the side has any, or while a card that reads them is in its deck, hand or on the battlefield (K-R66g). */
function tracksSlotsLost(s: KardsState, seat: Seat): boolean {
  const p = s.sides[seat];
  if (p.slotsLost !== undefined) return true;
  for (const c of p.deck) if (READS_SLOTS_LOST[c]) return true;
  for (const c of p.hand) if (READS_SLOTS_LOST[c]) return true;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && READS_SLOTS_LOST[u.card]) return true;
  return false;
}

/** Per card: it has a destruction effect (亡计) of its own ("a Soviet unit with Destruction"). */
const DEATH_FX: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.when === 'destroyed'));

/** Your last destroyed unit's card (of classes cls, 0 any; Side.removed keeps them in order, discards as ~c), -1 none (K-R66a). */
function lastLost(s: KardsState, seat: Seat, cls: number): number {
  const rm = s.sides[seat].removed;
  for (let i = rm.length - 1; i >= 0; i--) if (rm[i] >= 0 && (cls === 0 || (CARDS[rm[i]].cls & cls) !== 0)) return rm[i];
  return -1;
}

/** Whether seat controls a living unit other than `not` of this printed name (lower case). */
function controlsNamed(s: KardsState, seat: Seat, name: string, not: number): boolean {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && u.uid !== not && alive(u) && CARDS[u.card].name.en.toLowerCase() === name) return true;
  return false;
}

/** How many times a side has played this card (0 never). */
function playsOf(p: KardsState['sides'][number], card: number): number {
  const i = p.played.indexOf(card);
  return i < 0 ? 0 : p.plays[i];
}

export const VERBS: Table = {
  // "Choose a card in hand" and what follows on that card (verbs-hand.ts).
  ...handVerbs(addUnit, (q, owner, card, src) => HOOKS.hold(q, owner, card, src)),
  ...developVerb((q, owner, card, n, src, id) => HOOKS.develop(q, owner, card, n, src, id)),
  // "Fight target enemy unit": the source fights each ref as in an attack, without spending the attack (K-R50f).
  fight: (r, e) => {
    // "It fights …": the unit the phrase before resolved to (CHAIN HOME's friendly unit).
    // In a listener with nothing named before, "it" is the event's unit (57th RIFLES: the T-34 deployed).
    const by = e.by === 'it' ? (r.last.length > 0 ? r.last[0] : r.it >= 0 ? r.it : -1) : r.src;
    const u = by >= 0 ? findUnit(r.s, by) : null;
    if (!u) return;
    if (e.shuffled === true) r.s.rng.shuffle(r.refs);
    for (const ref of r.refs) if (!u.dead && !isHqRef(ref) && findUnit(r.s, ref)?.dead === false) HOOKS.fight(r.s, u, ref, r.ev);
  },
  setStats: (r, e) => eachUnit(r, (u) => {
    u.atk = e.atk;
    u.tmpAtk = 0;
    u.def = e.def;
    u.top = e.def;
    u.ref = undefined;
    u.hurt = false;
  }),
  hqSmoke: (r) => {
    const p = r.s.sides[r.owner];
    p.hqSmoke = Math.max(p.hqSmoke ?? 0, r.s.active === r.owner ? r.s.turn + 2 : r.s.turn + 1);
  },
  // "Distribute damage randomly to enemies equal to the number of units on the battlefield": one at a time, each among the living.
  distribute: (r, e) => spread(r, amount(r, 0, e.count)),
  // "Remove a unit from the battlefield. Return it at the start of your next turn" (K-R64r): into limbo with its time.
  banish: (r, e) => eachUnit(r, (u) => {
    const s = r.s;
    const next = s.active === r.owner ? s.turn + 2 : s.turn + 1;
    removeUnit(s, u);
    departs(s, u);
    s.limbo.push(u);
    // SECOND FRONT (K-R69b): back at the end of the next enemy turn, then duplicated (code 3).
    u.back = e.until === 'end' ? s.turn * 4 + 1 : e.until === 'foeEndDup' ? (s.active === r.owner ? s.turn + 1 : s.turn + 2) * 4 + 3 : next * 4 + (e.until === 'hand' ? 2 : 0);
    r.ev?.push({ type: 'removed', to: 'all', data: { uid: u.uid, card: CARDS[u.card].id, seat: u.owner } });
  }),
  // "The enemy HQ gets: '…'" (K-R64q): from now on; at once if that HQ has already taken 3+ damage this turn.
  hqGets: (r) => {
    const seat = 1 - r.owner, p = r.s.sides[seat];
    (p.hqFx ??= []).push(r.card);
    // This turn's damage so far: what the giver dealt to that HQ (the order is given in the giver's turn).
    if (p.hqTaken === undefined) p.hqTaken = r.s.active === r.owner ? r.s.sides[r.owner].hitHq : 0;
    if (p.hqTaken >= 3) HOOKS.hqFx(r.s, seat, r.card);
  },
  // "Becomes Veteran (if able)": only into an implemented Veteran card, at once (what follows sees the Veteran).
  promote: (r, e) => eachUnit(r, (u) => {
    // Other sets (K-R66b): "if you control 35. GRENADIER", "if this is the first … you deploy this battle".
    if (e.ifCtl !== undefined && !controlsNamed(r.s, u.owner, e.ifCtl, u.uid)) return;
    if (e.first === true && playsOf(r.s.sides[r.owner], r.card) > 1) return;
    const vet = VETERAN[u.card];
    if (vet >= 0 && CARDS[vet].script.ok) HOOKS.promote(r.s, r.q, r.ev, u.uid);
  }),
  damage: (r, e) => {
    // Orders deal more with "your orders deal +1 damage" on the battlefield.
    const n = (e.upTo === true ? r.s.rng.int(e.n + 1) : amount(r, e.n, e.count)) + (r.order ? orderBonus(r.s, r.owner) + decreeBonus(r.s, r.owner) : r.src >= 0 && r.s.watch > 0 ? abilityBonus(r.s, r.owner, r.src) : 0)
      - (r.s.watch > 0 ? foeLess(r.s, r.owner) : 0);
    for (const ref of r.refs) {
      if (isHqRef(ref)) damageHq(r.s, hqSeat(ref), n, r.ev);
      else {
        const u = findUnit(r.s, ref);
        if (!u || u.dead) continue;
        const before = u.def;
        // "Order damage to a friendly unit is reduced by its Heavy Armor" (K-R67o).
        const dealt = damageUnit(r.s, u, r.order && r.s.watch > 0 && orderArmored(r.s, u) ? n - armorOf(r.s, u) : n, r.ev);
        // "Excess damage is dealt to the enemy HQ" (other sets, K-R65r): what the unit's defense did not take.
        if (e.excessHq === true && dealt > before) damageHq(r.s, 1 - r.owner, dealt - before, r.ev);
        // ARMING THE RESISTANCE (K-R67t): the excess counted for what follows.
        if (e.excessN === true) r.n = Math.max(0, dealt - before);
        // FIREBOMB (K-R67q): the excess, 1 at a time to random enemies, with 2 or more unspent kredits.
        if (e.excessRand === true && dealt > before && r.s.sides[r.owner].kredits >= 2) spread(r, dealt - before);
      }
    }
  },
  destroy: (r) => eachUnit(r, (u) => {
    u.dead = true;
  }),
  pin: (r) => eachUnit(r, (u) => pinUnit(r.s, u, r.ev)),
  suppress: (r) => eachUnit(r, (u) => suppressUnit(r.s, u, r.ev)),
  control: (r, e) => eachUnit(r, (u) => {
    // Taken for good: a temporary hold on it (K-4.1.5e) ends too.
    if (takeControl(r.s, u, r.owner, r.ev)) u.ctl = e.until === 'ever' ? undefined : e.until === 'eot' ? CTL.back : CTL.hand;
  }),
  buff: (r, e) => eachUnit(r, (u) => {
    // "For each combat keyword it has" counts each unit's own (K-R65k).
    const k = !e.count ? 1 : e.count.of === 'itCkw' ? (e.count.base ?? 0) + e.count.per * combatKws(r.s, u)
      : e.count.of === 'itOp' ? (e.count.base ?? 0) + e.count.per * opOf(r.s, u) : e.count.of === 'lineTypes' ? (e.count.base ?? 0) + e.count.per * lineTypes(r.s, u) : e.count.of === 'lineOthers' ? (e.count.base ?? 0) + e.count.per * lineOthers(r.s, u) : e.count.of === 'otherNation' ? (e.count.base ?? 0) + e.count.per * otherNations(r.s, u) : amount(r, e.count.base ?? 0, e.count);
    buffStats(r.s, u, e.atk * k, e.def * k);
    // SD.KFZ. 10 PAK 38 (K-R67q): another card raised its attack.
    if (e.atk * k > 0 && PAK_BONUS[fx(u)] !== 0 && r.card !== u.card) u.tmpAtk += PAK_BONUS[fx(u)];
  }),
  grant: (r, e) => eachUnit(r, (u) => {
    u.kw |= KW[e.kw];
  }),
  doom: (r) => eachUnit(r, (u) => {
    u.doomed = true;
  }),
  tempAtk: (r, e) => eachUnit(r, (u) => {
    const n = e.upTo ? r.s.rng.int(e.n + 1) : e.n;
    u.tmpAtk += n;
    if (n > 0 && PAK_BONUS[fx(u)] !== 0 && r.card !== u.card) u.tmpAtk += PAK_BONUS[fx(u)];
  }),
  deployBoost: (r, e) => {
    r.s.sides[r.owner].boost += e.n;
  },
  dupInHand: (r) => {
    const p = r.s.sides[r.owner];
    const units: number[] = [];
    for (const c of p.hand) if (CARDS[c].cls !== 0) units.push(c);
    if (units.length > 0) addToHand(r.s, r.owner, units[r.s.rng.int(units.length)], true, r.ev);
  },
  spawnRandom: (r, e) => {
    // K-R67q: "it" next is the unit added (none: nothing).
    if (e.keep === true) r.refs.length = 0;
    let pool = randomPool(e.nation, e.cls, e.maxCost);
    // Other sets: Elite ones only, or an exact cost ("a random 1-cost US infantry").
    if (e.elite === true || e.minCost !== undefined) pool = pool.filter((i) => (e.elite !== true || CARDS[i].rarity === 'Elite') && CARDS[i].cost >= (e.minCost ?? 0));
    if (e.kw !== undefined) pool = pool.filter((i) => CARDS[i].script.kw & e.kw!);
    if (e.family !== undefined) pool = pool.filter((i) => inFamily(CARDS[i].name.en, e.family!));
    if (pool.length === 0) return;
    const card = pool[r.s.rng.int(pool.length)];
    if (e.where === 'hand') addToHand(r.s, r.owner, card, true, r.ev, e.mod ?? 0);
    else VERBS.spawn(r, { do: 'spawn', card: CARDS[card].id, n: 1, where: 'support' });
  },
  // K-R68j: through the end of the owner's next turn (two game turns on).
  navyTop: (r) => { r.s.sides[r.owner].navyTop = r.s.turn + 2; },
  // K-R68m: through the game turn before the owner's next one (the enemy's, given in the owner's turn).
  snowstorm: (r) => { r.s.sides[r.owner].snow = r.s.active === r.owner ? r.s.turn + 1 : r.s.turn; },
  // K-R68e: "Salvage it": the card to the owner's hand as 被收缴 (a 1/1 when deployed), shown, as a fight's 收缴 (§3.3.8).
  aim: () => {},
  heldInto: (r) => {
    const h = HELD.h, p = r.s.sides[r.owner];
    const u = r.src >= 0 ? findUnit(r.s, r.src) : null;
    if (!u || h < 0 || h >= p.hand.length) return;
    const card = VETERAN_OF[u.card] >= 0 ? VETERAN_OF[u.card] : u.card;
    p.hand[h] = card;
    p.mods[h] = 0;
    p.shown[h] = true;
    r.ev?.push({ type: 'convertedInHand', to: 'all', data: { seat: r.owner, h, card: CARDS[card].id } });
    HOOKS.converted(r.s, r.owner);
  },
  // TAKE INITIATIVE (K-R69x): the enemy gets the card one step higher than the one given (cost +1 as a hand-slot change).
  giveEnemyHigher: (r) => {
    const k = Math.min(PLAY_STEPS.n + 1, HAND_STEP_MASK >> HAND_STEP_SHIFT);
    addToHand(r.s, 1 - r.owner, r.card, true, r.ev, (k << HAND_STEP_SHIFT) + k * MOD_COST_UNIT);
  },
  // PUSH (K-R69w): its own damage counts too, so the tally starts before it (0: nothing was tallied this turn).
  tallyHq: (r) => { r.s.sides[r.owner].hqTaken ??= 0; },
  // SABOTAGE, HAPPY TIME (K-R70e): three enemy hand cards revealed and offered (a DEVELOP decision, develop.ts).
  peekEnemy: (r, e) => {
    if (e.then === 'none') return;
    const id = offerEnemyHand(r.s, r.owner, r.card, r.ev);
    if (id >= 0) HOOKS.develop(r.q, r.owner, r.card, 1, r.src, id);
  },
  // COLD TRAP, DECISIVE DEFENSE (K-R70c): added to the countermeasure owner's support line, it becomes the defender of the attack "it" makes.
  addDefender: (r, e) => {
    const u = r.it >= 0 ? addUnit(r, cardIndex(e.card), r.owner) : null;
    if (u) { REDIRECT.from = r.it; REDIRECT.to = u.uid; REDIRECT.turn = r.s.turn; }
  },
  // FROZEN ASSETS (K-R69u): added in the chosen unit's line, right after it; "it" is the unit added.
  spawnBeside: (r, e) => {
    const t = r.refs.length > 0 && !isHqRef(r.refs[0]) ? findUnit(r.s, r.refs[0]) : null;
    r.refs.length = 0;
    const l = t && alive(t) ? lineOf(r.s, t.uid) : -1;
    const u = l >= 0 ? addUnit(r, cardIndex(e.card), l) : null;
    if (!u || !t) return;
    const line = r.s.lines[l];
    line.pop();
    line.splice(line.indexOf(t) + 1, 0, u);
    r.refs.push(u.uid);
  },
  // DEEP OPERATION (K-R69m): every card so named in your hand is marked (Blitz when deployed).
  markHand: (r, e) => {
    const p = r.s.sides[r.owner];
    for (let h = 0; h < p.hand.length; h++) if (CARDS[p.hand[h]].name.en.toLowerCase() === e.name) p.mods[h] |= e.mod;
  },
  mateHitOn: (r) => {
    r.s.sides[r.owner].mateHit = true;
  },
  taxGvOn: (r) => {
    r.s.sides[r.owner].taxGv = true;
  },
  tallyDealt: (r, e) => {
    const u = r.src >= 0 ? findUnit(r.s, r.src) : null;
    if (u) tallyDealtBy(r.s, u, e.n, r.ev);
  },
  spreadRepaired: (r) => {
    const u = r.src >= 0 ? findUnit(r.s, r.src) : null;
    if (!u || u.mem <= 0) return;
    const n = u.mem;
    u.mem = 0;
    spread(r, n);
  },
  copyDead: (r) => {
    if (r.picked >= 0) addToHand(r.s, r.owner, r.picked, true, r.ev);
  },
  heldSwap: (r) => {
    const h = HELD.h, p = r.s.sides[r.owner];
    const u = r.src >= 0 ? findUnit(r.s, r.src) : null;
    if (!u || !alive(u) || h < 0 || h >= p.hand.length || CARDS[p.hand[h]].cls === 0) return;
    const l = lineOf(r.s, u.uid), i = r.s.lines[l].indexOf(u);
    const card = takeFromHand(r.s, r.owner, h);
    HELD.h = -1;
    toHand(r.s, r.q, u, r.ev);
    const v = addUnit(r, card, l === FRONT ? FRONT : r.owner);
    if (!v) return;
    const line = r.s.lines[lineOf(r.s, v.uid)];
    line.splice(line.indexOf(v), 1);
    line.splice(Math.min(i, line.length), 0, v);
  },
  endNextFoe: (r) => {
    r.s.sides[1 - r.owner].endAt = r.s.turn + 1;
  },
  cardToTop: (r) => {
    r.s.sides[r.owner].deck.push(r.card);
    recPushed(r.s.sides[r.owner]);
    deckIn(r.s, r.owner, r.card);
  },
  vsPick: (r, e) => {
    const u = r.src >= 0 ? findUnit(r.s, r.src) : null;
    if (u) u.mem = e.n;
  },
  salvageDead: (r) => {
    if (r.s.o.capture !== 'never' && r.picked >= 0) addToHand(r.s, r.owner, r.picked, true, r.ev, HAND_MOD.captured);
  },
  salvage: (r) => {
    if (r.s.o.capture === 'never') return;
    eachUnit(r, (u) => { addToHand(r.s, r.owner, u.card, true, r.ev, HAND_MOD.captured); });
  },
  repair: (r) => {
    // How many were damaged and are now fully repaired ("draw a card for each unit repaired", K-R64p).
    r.n = 0;
    if (repairBlocked(r.s)) return;
    eachUnit(r, (u) => {
      const was = u.hurt || u.def < u.top, back = repairFully(u);
      if (!was) return;
      r.n++;
      HOOKS.repaired(r.s, r.q, u, back);
    });
  },
  swapAtkOp: (r) => eachUnit(r, (u) => {
    const a = u.atk;
    u.atk = u.op;
    u.op = a;
  }),
  retreat: (r) => eachUnit(r, (u) => {
    const s = r.s;
    if (staticsOf(u).unretreatable === true) return;
    if (s.lines[FRONT].includes(u) && s.lines[u.owner].length < s.o.supportSize) {
      removeUnit(s, u);
      s.lines[u.owner].push(u);
    } else toHand(s, r.q, u, r.ev);
    HOOKS.retreated(s, u);
  }),
  toHand: (r, e) => {
    // How many cards joined the card owner's hand ("It costs 0 kredits to deploy this turn" after it, K-R66d).
    const p = r.s.sides[r.owner], before = p.hand.length;
    let own = false;
    eachUnit(r, (u) => {
      if (u.owner === r.owner) own = true;
      toHand(r.s, r.q, u, r.ev);
    });
    r.drew = Math.max(0, p.hand.length - before);
    // 40. PANZERGRENADIER (K-R70r): "Draw a card if it is friendly", after it went.
    if (e.drawIfOwn === true && own) draw(r.s, r.owner, 1, r.ev);
  },
  draw: (r, e) => {
    let seat = e.side === 'enemy' ? 1 - r.owner : r.owner;
    // "Owner of the unit draws a card": the player whose unit "it" is (still found if destroyed, before DEATHS).
    if (e.side === 'itOwner') {
      const u = r.last.length > 0 && !isHqRef(r.last[0]) ? findUnit(r.s, r.last[0]) : null;
      if (!u) return;
      seat = u.owner;
    }
    const p = r.s.sides[seat], before = p.hand.length;
    draw(r.s, seat, amount(r, e.n, e.count), r.ev);
    r.drew = p.hand.length - before;
  },
  remove: (r) => eachUnit(r, (u) => {
    removeUnit(r.s, u);
    departs(r.s, u);
    r.ev?.push({ type: 'removed', to: 'all', data: { uid: u.uid, card: CARDS[u.card].id, seat: u.owner } });
  }),
  unpin: (r) => eachUnit(r, (u) => {
    u.pinned = 0;
  }),
  setDef: (r, e) => eachUnit(r, (u) => {
    u.def = e.n;
  }),
  hq: (r, e) => gainHq(r.s, e.side === 'friendly' ? r.owner : 1 - r.owner, amount(r, e.n, e.count), r.ev),
  double: (r, e) => eachUnit(r, (u) => {
    // "Double the attack of this unit" (other sets): its attack as it stands, doubled.
    if (e.atkOnly === true) { u.atk += attackOf(r.s, u); return; }
    buffStats(r.s, u, u.atk, u.def);
  }),
  armor: (r, e) => eachUnit(r, (u) => {
    u.armor = Math.min(3, u.armor + e.n);
  }),
  kredits: (r, e) => {
    const p = r.s.sides[r.owner];
    p.kredits = Math.min(r.s.o.kreditCap, p.kredits + amount(r, e.n, e.count));
  },
  slots: (r, e) => {
    const seat = e.side === 'friendly' ? r.owner : 1 - r.owner, p = r.s.sides[seat], was = p.slots;
    p.slots = Math.max(0, Math.min(r.s.o.kreditCap, p.slots + (e.count === undefined ? e.n : amount(r, e.n, e.count))));
    if (p.slots < was && tracksSlotsLost(r.s, seat)) p.slotsLost = (p.slotsLost ?? 0) + was - p.slots;
    // "-2 cost if in hand" when you lose a kredit slot (K-R67p): once per slot lost.
    for (let k = p.slots; k < was; k++) handEvent(r.s, seat, HAND_ON.slotLost);
    // "When you gain an extra kredit slot / lose a kredit slot" (other sets, K-R64k): once per effect that changed them.
    if (p.slots !== was) HOOKS.slot(r.s, r.q, seat, p.slots > was);
  },
  spawn: (r, e) => {
    const card = cardIndex(e.card);
    r.refs.length = 0;
    // "The same front": the line the source stands in.
    const same = e.where === 'same' && r.src >= 0 && r.s.lines[FRONT].some((u) => u.uid === r.src) ? FRONT : r.owner;
    const n = amount(r, e.n, e.count);
    for (let i = 0; i < n; i++) {
      if (e.where === 'hand') {
        addToHand(r.s, r.owner, card, true, r.ev, e.mod ?? 0);
        continue;
      }
      // "Beside this unit" in the frontline: only while the owner holds it (or nobody does) and there is room.
      // 增加 (§4.1.9.1): no deployment effect, and no action this turn without 闪击.
      // "To the battlefield, in the frontline if possible" (other sets): else to the support line.
      const u = e.where === 'frontOr' ? addUnit(r, card, FRONT) ?? addUnit(r, card, r.owner) : addUnit(r, card, e.where === 'front' ? FRONT : e.where === 'same' ? same : r.owner);
      if (u) r.refs.push(u.uid);
    }
  },
  discard: (r, e) => {
    const seat = e.side === 'friendly' ? r.owner : 1 - r.owner;
    const byEnemy = seat !== r.owner;
    // FINNISH BOYS (K-R70d): nothing leaves that hand (r.n stays 0: "for each card discarded" counts none).
    if (discardBlocked(r.s, seat)) { r.n = 0; return; }
    if (e.cls === undefined && e.maxCost === undefined && !e.allOrders && e.allNamed === undefined && e.all !== true) return HOOKS.discarded(r.s, r.q, seat, discardRandom(r.s, seat, r.ev), byEnemy);
    const p = r.s.sides[seat];
    const fits = (c: number): boolean => (e.allOrders ? CARDS[c].cls === 0 : e.allNamed !== undefined ? CARDS[c].name.en.toLowerCase() === e.allNamed : (e.cls === undefined || (CARDS[c].cls & e.cls) !== 0) && CARDS[c].cost <= (e.maxCost ?? 99));
    if (e.allOrders || e.allNamed !== undefined || e.all === true) {
      r.n = 0;
      for (let h = p.hand.length - 1; h >= 0; h--) {
        if (!fits(p.hand[h])) continue;
        const card = takeFromHand(r.s, seat, h);
        r.n++;
        r.ev?.push({ type: 'discarded', to: 'all', data: { seat, card } });
        HOOKS.discarded(r.s, r.q, seat, card, byEnemy);
      }
      return;
    }
    const idx: number[] = [];
    for (let h = 0; h < p.hand.length; h++) if (fits(p.hand[h])) idx.push(h);
    if (idx.length === 0) return;
    const card = takeFromHand(r.s, seat, idx[r.s.scots === true ? scotsPick(r.s, idx.length, (j) => p.hand[idx[j]]) : r.s.rng.int(idx.length)]);
    r.ev?.push({ type: 'discarded', to: 'all', data: { seat, card } });
    HOOKS.discarded(r.s, r.q, seat, card, byEnemy);
  },
  shuffleIn: (r, e) => {
    const p = r.s.sides[r.owner];
    const n = amount(r, e.n, e.count);
    for (let i = 0; i < n; i++) {
      p.deck.push(cardIndex(e.card));
      deckIn(r.s, r.owner, cardIndex(e.card));
    }
    if (e.top === true) { recPushed(p); return; }
    shuffleDeck(r.s.rng, p);
    HOOKS.shuffled(r.s, r.owner);
  },
  spawnLike: (r, e) => {
    const u = r.last.length > 0 && !isHqRef(r.last[0]) ? findUnit(r.s, r.last[0]) : null;
    if (!u) return;
    const c = CARDS[u.card];
    // Other sets: of a class ("a tank from the same nation"), or of a nation named ("a Soviet tank with the same cost").
    const pool = randomPool(e.nation ?? c.nation, e.cls ?? 31, c.cost + e.delta).filter((i) => CARDS[i].cost === c.cost + e.delta);
    if (pool.length === 0) return;
    VERBS.spawn(r, { do: 'spawn', card: CARDS[pool[r.s.rng.int(pool.length)]].id, n: 1, where: 'support' });
  },
  drawNamed: (r, e) => {
    const p = r.s.sides[r.owner];
    const card = cardIndex(e.card);
    const i = p.deck.lastIndexOf(card);
    if (i < 0) return;
    const m = recTake(p, i);
    p.deck.splice(i, 1);
    if (addToHand(r.s, r.owner, card, false, r.ev, deckOut(r.s, r.owner, card) | m, TAKEN.stat)) drawnFromDeck(r.s, r.owner, card, r.ev);
  },
  dupDrawn: (r) => {
    const p = r.s.sides[r.owner];
    for (let h = p.hand.length - r.n, end = p.hand.length; h < end; h++) if (h >= 0) addToHand(r.s, r.owner, p.hand[h], true, r.ev);
  },
  stopAttack: (r) => {
    // The attack's own steps run after the countermeasure's effect, as root steps or queued: ATTACK reads this.
    if (!cancel(r.q, HOOKS.attackKind)) STOPPED.uid = r.it;
  },
  drainKredits: (r) => {
    r.s.sides[1 - r.owner].kredits = 0;
  },
  counter: (r) => {
    if (cancel(r.q, HOOKS.orderKind)) r.ev?.push({ type: 'countered', to: 'all', data: { seat: 1 - r.owner } });
  },
  counterDeploy: (r) => {
    if (cancel(r.q, HOOKS.deployFxKind)) r.ev?.push({ type: 'countered', to: 'all', data: { seat: 1 - r.owner } });
  },
  ungrant: (r, e) => eachUnit(r, (u) => {
    if (e.kw === 'shock' && staticsOf(u).keepsShock === true) return;
    const had = (u.kw & KW.smokescreen) !== 0;
    u.kw &= ~KW[e.kw];
    if (had && e.kw === 'smokescreen' && (r.s.watch > 0 || r.s.sides[u.owner].hears !== undefined)) HOOKS.smokeLost(r.s, u);
  }),
  tempGrant: (r, e) => eachUnit(r, (u) => {
    u.tmpKw |= KW[e.kw];
  }),
  // "Your units get: '…'" (K-R65t): the card's given text, on each unit (once per card).
  giveText: (r) => eachUnit(r, (u) => {
    if (u.gv === undefined) u.gv = [r.card];
    else if (!u.gv.includes(r.card)) u.gv.push(r.card);
  }),
  // 转化 Convert (K-R65c): the unit becomes the card, as printed; where it stands, its pin and its actions this turn stay.
  convert: (r, e) => {
    const n = r.refs.length;
    convertUnits(r, e);
    if (n > 0) HOOKS.converted(r.s, r.owner);
  },
  convertDeck: (r, e) => {
    const p = r.s.sides[r.owner];
    const card = cardIndex(e.card);
    if (card < 0 || p.deck.length === 0) return;
    // n distinct random positions of the deck (fewer if the deck is smaller); K-R71j: of its top `top` cards only.
    const at = e.top === undefined ? p.deck.map((_c, i) => i) : p.deck.map((_c, i) => i).slice(-e.top);
    r.s.rng.shuffle(at);
    for (const i of at.slice(0, e.n)) { p.deck[i] = card; recReplaced(p, i); }
    HOOKS.converted(r.s, r.owner);
  },
  triggerDeath: (r, e) => eachUnit(r, (u) => HOOKS.triggerDeath(r.s, r.q, u, e.mine === true ? r.owner : u.owner)),
  loseDeath: (r) => eachUnit(r, (u) => { u.kw |= KW.noDeath; }),
  resetAtk: (r) => eachUnit(r, (u) => {
    u.atk = CARDS[u.card].atk;
    u.tmpAtk = 0;
  }),
  mill: (r, e) => {
    const p = r.s.sides[r.owner];
    const n = Math.min(p.deck.length, amount(r, e.n, e.count));
    for (let i = 0; i < n; i++) {
      recTake(p, p.deck.length - 1);
      const card = p.deck.pop()!;
      deckOut(r.s, r.owner, card);
      entersInstead(r, r.owner, card);
    }
    r.ev?.push({ type: 'milled', to: 'all', data: { seat: r.owner, n } });
  },
  spendKredits: (r) => {
    const p = r.s.sides[r.owner];
    r.n = p.kredits;
    p.kredits = 0;
  },
  shuffleUnit: (r) => {
    const p = r.s.sides[r.owner];
    for (const ref of r.refs.slice()) {
      const u = ref >= 0 ? findUnit(r.s, ref) : null;
      if (!u || !alive(u)) continue;
      removeUnit(r.s, u);
      departs(r.s, u);
      r.ev?.push({ type: 'removed', to: 'all', data: { uid: u.uid, card: CARDS[u.card].id, seat: u.owner } });
      const card = VETERAN_OF[u.card] >= 0 ? VETERAN_OF[u.card] : u.card;
      p.deck.push(card);
      deckIn(r.s, r.owner, card);
    }
    shuffleDeck(r.s.rng, p);
    HOOKS.shuffled(r.s, r.owner);
  },
  convertTop: (r, e) => {
    const d = r.s.sides[e.side === 'friendly' ? r.owner : 1 - r.owner].deck;
    const card = cardIndex(e.card);
    if (card < 0 || d.length === 0) return;
    d[d.length - 1] = card;
    recReplaced(r.s.sides[e.side === 'friendly' ? r.owner : 1 - r.owner], d.length - 1);
    HOOKS.converted(r.s, r.owner);
  },
  convertHand: (r, e) => {
    const seat = e.side === 'friendly' ? r.owner : 1 - r.owner;
    const p = r.s.sides[seat];
    const card = cardIndex(e.card);
    if (p.hand.length === 0 || card < 0) return;
    const h = r.s.scots === true ? scotsPick(r.s, p.hand.length, (j) => p.hand[j]) : r.s.rng.int(p.hand.length);
    p.hand[h] = card;
    p.mods[h] = 0;
    p.shown[h] = true;
    r.ev?.push({ type: 'convertedInHand', to: 'all', data: { seat, h, card: CARDS[card].id } });
    HOOKS.converted(r.s, r.owner);
  },
  // "Your last destroyed unit" (K-R66a): a copy of its card (its Veteran card stays a Veteran), to hand or your support line, or a hand card converted into it.
  // An order's delayed ability (K-R66e): fires at the end of this turn or the start of the owner's next, "it" kept.
  later: (r, e) => {
    const p = r.s.sides[r.owner];
    // 'every' (an HQ's ability for good, "Your HQ gets: 'At the start of your turn, …'"): -1, each turn start.
    let due = e.at === 'end' ? 2 * r.s.turn + 1 : e.at === 'start' ? 2 * (r.s.turn + 2) : e.at === 'every' ? -1 : e.at === 'thirdEnd' ? 2 * (r.s.turn + 4) + 1 : 2 * (r.s.turn + 2) + 1;
    if (e.at === 'unpin') {
      // CREEPING BARRAGE (K-R68r): when the pin "it" got ends — the start of the giver's turn after it, or the end of the giver's turn it lasts through.
      const u = r.last.length > 0 && !isHqRef(r.last[0]) ? findUnit(r.s, r.last[0]) : null;
      if (!u || u.pinned < r.s.turn) return;
      due = (u.pinned + 1 - r.s.turn) % 2 === 0 ? 2 * (u.pinned + 1) : 2 * u.pinned + 1;
    }
    // "… if it is destroyed this turn" (K-R68t): a watch on "it" until this turn ends (DEATH_WATCH - turn; steps.ts deathWatch).
    if (e.at === 'dies') due = DEATH_WATCH - r.s.turn;
    // STUBBORN DEFENSE (K-R69z): "… if your unit survives", a watch on "it" (steps.ts surviveWatch).
    if (e.at === 'survives') due = SURVIVE_WATCH - r.s.turn;
    const l = (p.later ??= []);
    // One entry per unit "them" names ("Destroy them at the end of your next turn"), one with none.
    if (r.last.length <= 1) l.push(r.card, r.last.length > 0 ? r.last[0] : -1, due);
    else for (const ref of r.last) l.push(r.card, ref, due);
  },
  flicker: (r) => {
    const back: number[] = [];
    eachUnit(r, (u) => {
      removeUnit(r.s, u);
      departs(r.s, u);
      r.ev?.push({ type: 'removed', to: 'all', data: { uid: u.uid, card: CARDS[u.card].id, seat: u.owner } });
      const me = r.owner;
      r.owner = u.owner;
      const v = addUnit(r, u.card, u.owner);
      r.owner = me;
      if (v) back.push(v.uid);
    });
    r.refs.length = 0;
    r.refs.push(...back);
  },
  lethalGuard: () => undefined,
  // K-R67a: from its owner's support line into the frontline, if it may go there (room, and no enemy holds it).
  toFront: (r) => {
    const s = r.s;
    for (const ref of r.refs) {
      const u = isHqRef(ref) ? null : findUnit(s, ref);
      if (!u || !alive(u) || !s.lines[u.owner].includes(u)) continue;
      const held = frontOwner(s);
      if (s.lines[FRONT].length >= frontRoom(s) || (held !== -1 && held !== u.owner)) continue;
      HOOKS.toFront(s, r.q, u, r.ev);
    }
  },
  // K-R67e: one unit of the card on each side of the source, in its line, while there is room.
  spawnSides: (r, e) => {
    const s = r.s, card = cardIndex(e.card);
    r.refs.length = 0;
    if (card < 0 || r.src < 0) return;
    for (const side of [0, 1]) {
      let l = -1, i = -1;
      for (let k = 0; k < 3 && l < 0; k++) { const j = s.lines[k].findIndex((u) => u.uid === r.src); if (j >= 0) { l = k; i = j; } }
      if (l < 0) return;
      const room = l === FRONT ? s.lines[FRONT].length < frontRoom(s) : s.lines[l].length < s.o.supportSize;
      if (!room) return;
      const u = addUnit(r, card, l);
      if (!u) return;
      // addUnit puts it last: move it next to the source (left first, then right).
      const line = s.lines[l];
      line.splice(line.indexOf(u), 1);
      line.splice(side === 0 ? i : i + 1, 0, u);
      r.refs.push(u.uid);
    }
  },
  // K-R67f: set face down for free, as if set from hand (the enemy learns only that a card was set).
  activateCm: (r) => {
    const p = r.s.sides[r.owner];
    const at: number[] = [];
    for (let h = 0; h < p.hand.length; h++) if (CARDS[p.hand[h]].type === 'countermeasure') at.push(h);
    if (at.length === 0) return;
    const card = takeFromHand(r.s, r.owner, at[r.s.rng.int(at.length)]);
    p.cms.push(card);
    r.ev?.push({ type: 'cmSet', to: [r.owner], data: { seat: r.owner, card: CARDS[card].id } });
    r.ev?.push({ type: 'cardSet', to: [1 - r.owner], data: { seat: r.owner } });
  },
  drawAbove: (r) => {
    if (r.picked < 0) return;
    const p = r.s.sides[r.owner], min = CARDS[r.picked].cost;
    const at: number[] = [];
    for (let i = 0; i < p.deck.length; i++) if (CARDS[p.deck[i]].cost > min) at.push(i);
    if (at.length === 0) return;
    const k = at[r.s.rng.int(at.length)], m = recTake(p, k);
    const card = p.deck.splice(k, 1)[0];
    if (addToHand(r.s, r.owner, card, false, r.ev, deckOut(r.s, r.owner, card) | m, TAKEN.stat)) drawnFromDeck(r.s, r.owner, card, r.ev);
  },
  topToPicked: (r) => {
    const d = r.s.sides[r.owner].deck;
    if (r.picked < 0 || d.length === 0) return;
    d[d.length - 1] = r.picked;
    recReplaced(r.s.sides[r.owner], d.length - 1);
    HOOKS.converted(r.s, r.owner);
  },
  distributeAt: (r, e) => {
    const t = r.refs.length > 0 && !isHqRef(r.refs[0]) ? findUnit(r.s, r.refs[0]) : null;
    if (!t) return;
    for (let i = 0; i < e.n; i++) {
      const pool: Unit[] = [];
      for (let l = 0; l < 3; l++) {
        const line = r.s.lines[l], j = line.indexOf(t);
        if (j < 0) continue;
        for (const k of [j - 1, j, j + 1]) if (k >= 0 && k < line.length && line[k].owner === t.owner && alive(line[k])) pool.push(line[k]);
      }
      if (pool.length === 0) return;
      damageUnit(r.s, pool[r.s.scots === true ? scotsPick(r.s, pool.length, (j) => fx(pool[j])) : r.s.rng.int(pool.length)], 1, r.ev);
    }
  },
  spawnRandomCard: (r, e) => {
    const nations = e.nation.split('|');
    // K-R71c: a name family of any nation and kind (SPY RING's "Research card").
    const pool = CARDS.filter((c) => c.script.ok && c.set !== 'OnlySpawnable' && c.set !== 'Special' && !c.id.endsWith('_vet') && (e.nation === '' || nations.includes(c.nation)) && c.cost >= e.minCost
      && (e.kind === 127 ? true : e.kind === 32 ? c.type === 'order' : c.cls !== 0) && (e.family === undefined || inFamily(c.name.en, e.family)));
    if (pool.length > 0) addToHand(r.s, r.owner, pool[r.s.rng.int(pool.length)].i, true, r.ev);
  },
  hitBack: () => undefined,
  copyKws: (r) => {
    const src = r.src >= 0 ? findUnit(r.s, r.src) : null;
    if (!src) return;
    eachUnit(r, (u) => { src.kw |= kwOf(r.s, u) & COMBAT_KW_BITS; });
  },
  convertSelfTo: (r) => {
    const t = r.refs.length > 0 && !isHqRef(r.refs[0]) ? findUnit(r.s, r.refs[0]) : null;
    if (!t || r.src < 0) return;
    const card = CARDS[t.card].id;
    r.refs.length = 0;
    r.refs.push(r.src);
    VERBS.convert(r, { do: 'convert', to: IT_TARGET, card });
  },
  copyEnemyOrderHq: (r) => {
    const deck = r.s.sides[1 - r.owner].deck, orders: number[] = [];
    for (const c of deck) if (CARDS[c].type === 'order') orders.push(c);
    if (orders.length === 0) return;
    const c = orders[r.s.rng.int(orders.length)];
    addToHand(r.s, r.owner, c, true, r.ev);
    gainHq(r.s, r.owner, CARDS[c].cost, r.ev);
  },
  copyKnown: (r) => {
    const p = r.s.sides[1 - r.owner], known: number[] = [];
    for (let h = 0; h < p.hand.length; h++) if (p.shown[h]) known.push(p.hand[h]);
    if (known.length > 0) addToHand(r.s, r.owner, known[r.s.scots === true ? scotsPick(r.s, known.length, (j) => known[j]) : r.s.rng.int(known.length)], true, r.ev);
  },
  taxKnown: (r, e) => {
    const p = r.s.sides[1 - r.owner], known: number[] = [];
    for (let h = 0; h < p.hand.length; h++) if (p.shown[h]) known.push(h);
    if (known.length > 0) p.mods[known[r.s.scots === true ? scotsPick(r.s, known.length, (j) => p.hand[known[j]]) : r.s.rng.int(known.length)]] += e.n * MOD_COST_UNIT;
  },
  mostUnitsDraw: (r, e) => {
    const units = (seat: number): number => r.s.sides[seat].hand.filter((c) => CARDS[c].cls !== 0).length;
    const a = units(r.owner), b = units(1 - r.owner);
    if (a !== b) draw(r.s, (a > b ? r.owner : 1 - r.owner) as Seat, e.n, r.ev);
  },
  drawKw: (r, e) => {
    const p = r.s.sides[r.owner], at: number[] = [];
    for (let i = 0; i < p.deck.length; i++) if (CARDS[p.deck[i]].cls !== 0 && (CARDS[p.deck[i]].script.kw & e.kw) !== 0) at.push(i);
    if (at.length === 0) return;
    const k = at[r.s.rng.int(at.length)], m = recTake(p, k);
    const card = p.deck.splice(k, 1)[0];
    if (addToHand(r.s, r.owner, card, false, r.ev, deckOut(r.s, r.owner, card) | m, TAKEN.stat)) drawnFromDeck(r.s, r.owner, card, r.ev);
  },
  weaken: (r) => eachUnit(r, (u) => {
    if (attackOf(r.s, u) > 1) u.atk--;
  }),
  sally: (r) => eachUnit(r, (u) => {
    const cls = CARDS[u.card].cls;
    // K-R71o: a unit that also counts as a tank is one here.
    if ((cls & 2) !== 0) pinUnit(r.s, u, r.ev);
    else if (cls === 1) suppressUnit(r.s, u, r.ev);
    else if (cls === 4) u.dead = true;
    else retreatUnit(r.s, r.q, u, r.ev);
  }),
  punish: (r) => {
    const seat = 1 - r.owner, p = r.s.sides[seat];
    if (p.hand.length === 0 || discardBlocked(r.s, seat)) return;
    const h = r.s.scots === true ? scotsPick(r.s, p.hand.length, (j) => p.hand[j]) : r.s.rng.int(p.hand.length), known = p.shown[h];
    const card = takeFromHand(r.s, seat, h);
    r.ev?.push({ type: 'discarded', to: 'all', data: { seat, card } });
    HOOKS.discarded(r.s, r.q, seat, card, true);
    if (known) draw(r.s, r.owner, 1, r.ev);
  },
  countDown: (r, e) => {
    const u = r.src >= 0 ? findUnit(r.s, r.src) : null;
    if (!u) return;
    u.mem = u.mem < 0 ? 1 : u.mem + 1;
    if (u.mem >= e.n) u.dead = true;
  },
  stealTop: (r) => {
    const d = r.s.sides[1 - r.owner].deck;
    if (d.length === 0) return;
    recTake(r.s.sides[1 - r.owner], d.length - 1);
    const card = d.pop()!;
    deckOut(r.s, 1 - r.owner, card);
    if (entersInstead(r, 1 - r.owner, card)) return;
    if (addToHand(r.s, r.owner, card, false, r.ev, HAND_MOD.discardEot)) drawnFromDeck(r.s, r.owner, card, r.ev);
  },
  pactOfSteel: (r, e) => {
    for (let k = 0; k < e.n; k++) {
      const got: [Seat, number][] = [];
      for (const seat of [r.owner, 1 - r.owner] as Seat[]) {
        const p = r.s.sides[seat], before = p.hand.length;
        draw(r.s, seat, 1, r.ev);
        if (p.hand.length > before) got.push([seat, p.hand[p.hand.length - 1]]);
      }
      if (got.length < 2 || CARDS[got[0][1]].cost === CARDS[got[1][1]].cost) continue;
      const [seat, card] = CARDS[got[0][1]].cost < CARDS[got[1][1]].cost ? got[0] : got[1];
      const p = r.s.sides[seat], h = p.hand.lastIndexOf(card);
      if (h < 0 || discardBlocked(r.s, seat)) continue;
      takeFromHand(r.s, seat, h);
      r.ev?.push({ type: 'discarded', to: 'all', data: { seat, card } });
      HOOKS.discarded(r.s, r.q, seat, card, seat !== r.owner);
    }
  },
  redeploy: (r) => eachUnit(r, (u) => HOOKS.redeploy(r.q, u)),
  copyOf: (r) => {
    const cards: number[] = [];
    eachUnit(r, (u) => { cards.push(u.card); });
    r.refs.length = 0;
    for (const c of cards) { const v = addUnit(r, c, r.owner); if (v) r.refs.push(v.uid); }
  },
  drawOp: (r, e) => {
    const p = r.s.sides[r.owner];
    for (let j = p.deck.length - 1; j >= 0; j--) {
      const c = CARDS[p.deck[j]];
      if (c.cls === 0 || c.op !== e.n) continue;
      const m = recTake(p, j);
      const card = p.deck.splice(j, 1)[0];
      if (addToHand(r.s, r.owner, card, false, r.ev, deckOut(r.s, r.owner, card) | m, TAKEN.stat)) drawnFromDeck(r.s, r.owner, card, r.ev);
      return;
    }
  },
  damageNamed: (r, e) => {
    const u = r.last.length > 0 && !isHqRef(r.last[0]) ? findUnit(r.s, r.last[0]) : null;
    if (!u) return;
    const name = CARDS[u.card].name.en;
    for (let l = 0; l < 3; l++) for (const v of r.s.lines[l]) if (v !== u && alive(v) && CARDS[v.card].name.en === name) damageUnit(r.s, v, e.n, r.ev);
  },
  fillHands: (r, e) => {
    for (const seat of [r.owner, 1 - r.owner] as Seat[]) {
      const k = e.n - r.s.sides[seat].hand.length;
      if (k > 0) draw(r.s, seat, k, r.ev);
    }
  },
  loseKredits: (r, e) => {
    const p = r.s.sides[r.owner];
    p.kredits = Math.max(0, p.kredits - e.n);
  },
  shuffleInEnemy: (r, e) => {
    const seat = 1 - r.owner, p = r.s.sides[seat], card = cardIndex(e.card);
    const n = amount(r, e.n, e.count);
    if (card < 0 || n <= 0) return;
    for (let i = 0; i < n; i++) {
      p.deck.push(card);
      deckIn(r.s, seat, card);
    }
    shuffleDeck(r.s.rng, p);
    HOOKS.shuffled(r.s, seat);
  },
  playDrawn: (r) => {
    const p = r.s.sides[r.owner], h = p.hand.lastIndexOf(r.card);
    if (h < 0) return;
    takeFromHand(r.s, r.owner, h);
    r.ev?.push({ type: 'played', to: 'all', data: { seat: r.owner, card: CARDS[r.card].id } });
  },
  // K-R67s: the card nearest the top of your deck of a nation, drawn.
  drawTopOf: (r, e) => {
    const p = r.s.sides[r.owner];
    for (let j = p.deck.length - 1; j >= 0; j--) {
      if (!nationFits(e.nation, CARDS[p.deck[j]].nation)) continue;
      const m = recTake(p, j);
      const card = p.deck.splice(j, 1)[0];
      if (addToHand(r.s, r.owner, card, false, r.ev, deckOut(r.s, r.owner, card) | m, TAKEN.stat)) drawnFromDeck(r.s, r.owner, card, r.ev);
      return;
    }
  },
  familyFree: (r, e) => {
    const p = r.s.sides[r.owner];
    for (let h = 0; h < p.hand.length; h++) if (CARDS[p.hand[h]].cls !== 0 && inFamily(CARDS[p.hand[h]].name.en, e.family)) p.mods[h] = (p.mods[h] | HAND_MOD.costEot) - 99 * MOD_COST_UNIT;
  },
  // MASS DEPLOYMENT (K-R67q): a cost triple drawn with the weight of its card combinations, then a card of each cost.
  spawnSum: (r, e) => {
    const pool = randomPool(e.nation, 31, 99), total = r.s.sides[r.owner].slots;
    const byCost = new Map<number, number[]>();
    for (const c of pool) { const k = CARDS[c].cost; const b = byCost.get(k); if (b) b.push(c); else byCost.set(k, [c]); }
    const costs = [...byCost.keys()].sort((a, b) => a - b);
    const triples: number[][] = [], weights: number[] = [];
    for (const a of costs) for (const b of costs) for (const c of costs) {
      if (a > b || b > c || a + b + c !== total || e.n !== 3) continue;
      triples.push([a, b, c]);
      weights.push(byCost.get(a)!.length * byCost.get(b)!.length * byCost.get(c)!.length);
    }
    if (triples.length === 0) return;
    let x = r.s.rng.int(weights.reduce((s2, w) => s2 + w, 0)), t = 0;
    while (x >= weights[t]) x -= weights[t++];
    for (const k of triples[t]) {
      const b = byCost.get(k)!;
      VERBS.spawn(r, { do: 'spawn', card: CARDS[b[r.s.rng.int(b.length)]].id, n: 1, where: 'support' });
    }
  },
  decree: (r) => {
    r.s.sides[r.owner].decree = r.s.turn;
  },
  mud: (r) => {
    r.s.sides[1 - r.owner].mud = r.s.active === r.owner ? r.s.turn + 1 : r.s.turn;
  },
  grimDay: (r) => {
    r.s.sides[r.owner].grim = r.s.active === r.owner ? r.s.turn + 1 : r.s.turn;
  },
  // DESERT RAID (K-R67r): through the enemy turn, to the start of the giver's next one.
  oneDamage: (r) => {
    r.s.sides[r.owner].oneDmg = r.s.active === r.owner ? r.s.turn + 1 : r.s.turn;
  },
  giveEnemy: (r, e) => {
    const card = cardIndex(e.card);
    if (card >= 0) addToHand(r.s, 1 - r.owner, card, true, r.ev);
  },
  toDeckNavy: (r, e) => {
    const owners: Seat[] = [];
    eachUnit(r, (u) => { if (!owners.includes(u.owner)) owners.push(u.owner); });
    VERBS.toDeck(r, { do: 'toDeck', to: e.to, copy: false });
    if (!navyOnTop(r.s, r.owner)) return;
    for (const seat of owners) {
      shuffleDeck(r.s.rng, r.s.sides[seat]);
      HOOKS.shuffled(r.s, seat);
    }
  },
  rearrange: (r) => {
    const enemy = 1 - r.owner;
    for (let l = 0; l < 3; l++) {
      const line = r.s.lines[l], at: number[] = [], units: Unit[] = [];
      for (let i = 0; i < line.length; i++) if (line[i].owner === enemy) { at.push(i); units.push(line[i]); }
      r.s.rng.shuffle(units);
      for (let k = 0; k < at.length; k++) line[at[k]] = units[k];
    }
  },
  convertOwnerAll: (r) => {
    const t = r.last.length > 0 && !isHqRef(r.last[0]) ? findUnit(r.s, r.last[0]) : null;
    if (!t) return;
    r.refs.length = 0;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u !== t && u.owner === t.owner && alive(u)) r.refs.push(u.uid);
    VERBS.convert(r, { do: 'convert', to: IT_TARGET, card: CARDS[t.card].id });
  },
  swapPos: (r) => {
    const src = r.src >= 0 ? findUnit(r.s, r.src) : null;
    const t = r.refs.length > 0 && !isHqRef(r.refs[0]) ? findUnit(r.s, r.refs[0]) : null;
    if (!src || !t || t === src || !alive(t)) return;
    let ls = -1, is = -1, lt = -1, it = -1;
    for (let l = 0; l < 3; l++) {
      const a = r.s.lines[l].indexOf(src), b = r.s.lines[l].indexOf(t);
      if (a >= 0) { ls = l; is = a; }
      if (b >= 0) { lt = l; it = b; }
    }
    r.s.lines[ls][is] = t;
    r.s.lines[lt][it] = src;
  },
  runBattlefield: (r, e) => {
    const p = r.s.sides[r.owner], mine: Unit[] = [];
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === r.owner && alive(u) && attackOf(r.s, u) >= e.minAtk) mine.push(u);
    for (const u of mine) {
      const k = r.s.rng.int(3);
      if (k === 0) p.kredits = Math.min(r.s.o.kreditCap, p.kredits + e.kredits);
      else if (k === 1) buffStats(r.s, u, e.atk, e.def);
      else draw(r.s, r.owner, 1, r.ev);
    }
  },
  toHandLike: (r) => {
    const air = hasAir(r.s, r.owner);
    eachUnit(r, (u) => {
      const seat = u.owner, card = u.card, p = r.s.sides[seat];
      toHand(r.s, r.q, u, r.ev);
      const h = p.hand.length - 1;
      if (!air || h < 0 || p.hand[h] !== card) return;
      const pool = CARDS.filter((c) => c.script.ok && c.cls !== 0 && c.set !== 'OnlySpawnable' && c.set !== 'Special' && !c.id.endsWith('_vet') && c.cost === CARDS[card].cost);
      if (pool.length === 0) return;
      const to = pool[r.s.rng.int(pool.length)].i;
      p.hand[h] = to;
      p.mods[h] = 0;
      p.shown[h] = true;
      r.ev?.push({ type: 'convertedInHand', to: 'all', data: { seat, h, card: CARDS[to].id } });
      HOOKS.converted(r.s, r.owner);
    });
  },
  copyItHand: (r) => {
    const u = r.it >= 0 ? findUnit(r.s, r.it) : null;
    if (u) addToHand(r.s, r.owner, u.card, true, r.ev);
  },
  hearFor: (r, e) => {
    (r.s.sides[r.owner].hears ??= []).push(r.card, e.battle ? -1 : e.next === true ? r.s.turn + 1 : r.s.turn);
  },
  randomBoon: (r) => eachUnit(r, (u) => {
    const k = r.s.rng.int(3);
    if (k === 0) buffStats(r.s, u, 1, 1);
    else u.kw |= k === 1 ? KW.blitz : KW.ambush;
  }),
  noHqTurn: (r) => eachUnit(r, (u) => {
    if (u.nh !== -1) u.nh = r.s.turn;
  }),
  hqOk: (r) => eachUnit(r, (u) => {
    u.nh = -1;
  }),
  // K-R67g: a lasting change of each order's hand slot, never taking it below min (a card at min or less keeps its cost).
  ordersCost: (r, e) => {
    const p = r.s.sides[r.owner];
    for (let h = 0; h < p.hand.length; h++) {
      if (CARDS[p.hand[h]].type !== 'order') continue;
      const now = costAt(r.s, r.owner, h);
      const cut = Math.min(e.n, Math.max(0, now - e.min));
      if (cut > 0) p.mods[h] -= cut * MOD_COST_UNIT;
    }
  },
  elseClearFront: (r) => {
    if (r.last.length > 0) return;
    for (const u of r.s.lines[FRONT]) if (alive(u)) u.dead = true;
  },
  tideTurns: (r, e) => {
    let navy = 0;
    for (const c of r.s.sides[r.owner].hand) if (CARDS[c].set === 'NavalWarfare') navy++;
    VERBS.handShuffle(r, { do: 'handShuffle', all: true, copy: false, kind: 127 });
    VERBS.draw(r, { do: 'draw', n: r.n });
    if (navy === 0) return;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (alive(u)) damageUnit(r.s, u, e.n * navy, r.ev);
  },
  eachDeals: (r, e) => {
    const src: Unit[] = [];
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === r.owner && alive(u) && inFamily(CARDS[u.card].name.en, e.family)) src.push(u);
    const n = amount(r, 0, e.count), enemy = 1 - r.owner;
    if (n <= 0) return;
    for (const u of src) {
      if (!alive(u)) continue;
      const foes: number[] = [];
      for (let l = 0; l < 3; l++) for (const v of r.s.lines[l]) if (v.owner === enemy && alive(v)) foes.push(v.uid);
      const x = r.s.scots === true ? scotsPick(r.s, foes.length + 1, (j) => (j < foes.length ? uidCard(r.s, foes[j]) : -1)) : r.s.rng.int(foes.length + 1);
      if (x === foes.length) damageHq(r.s, enemy, n, r.ev);
      else damageUnit(r.s, findUnit(r.s, foes[x])!, n, r.ev);
    }
  },
  allToDeck: (r, e) => {
    const seat = 1 - r.owner, p = r.s.sides[seat];
    for (let h = p.hand.length - 1; h >= 0; h--) {
      if (CARDS[p.hand[h]].cost > e.maxCost) continue;
      const card = fromHandToDeck(takeFromHand(r.s, seat, h));
      p.deck.push(card);
      recPushed(p);
      deckIn(r.s, seat, card);
      r.ev?.push({ type: 'toDeck', to: 'all', data: { seat } });
    }
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l].slice()) {
      if (u.owner !== seat || !alive(u)) continue;
      // A Veteran goes back as its card (K-R65r), and its card's cost counts.
      const card = VETERAN_OF[u.card] >= 0 ? VETERAN_OF[u.card] : u.card;
      if (CARDS[card].cost > e.maxCost) continue;
      removeUnit(r.s, u);
      departs(r.s, u);
      r.ev?.push({ type: 'removed', to: 'all', data: { uid: u.uid, card: CARDS[u.card].id, seat: u.owner } });
      p.deck.push(card);
      recPushed(p);
      deckIn(r.s, seat, card);
    }
  },
  bestOf: (r, e) => {
    let best = -1;
    const ties: number[] = [];
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) {
      if (u.owner !== r.owner || !alive(u) || (CARDS[u.card].cls & e.cls) === 0) continue;
      const a = attackOf(r.s, u);
      if (a > best) { best = a; ties.length = 0; }
      if (a === best) ties.push(u.uid);
    }
    r.refs.length = 0;
    if (ties.length > 0) r.refs.push(ties[r.s.scots === true ? scotsPick(r.s, ties.length, (j) => uidCard(r.s, ties[j])) : r.s.rng.int(ties.length)]);
  },
  deckOut: (r, e) => {
    const d = r.s.sides[r.owner].deck;
    r.n = 0;
    for (let j = d.length - 1; j >= 0; j--) {
      if ((CARDS[d[j]].cls & e.cls) === 0) continue;
      recTake(r.s.sides[r.owner], j);
      const card = d.splice(j, 1)[0];
      deckOut(r.s, r.owner, card);
      r.n = Math.max(0, CARDS[card].atk);
      r.ev?.push({ type: 'milled', to: 'all', data: { seat: r.owner, n: 1 } });
      return;
    }
  },
  // IS II 1944 EARLY (K-R70v): "Give one Guard, the other Shock" — the units just added, in the order they came.
  grantEach: (r, e) => {
    for (let i = 0; i < e.kws.length && i < r.last.length; i++) {
      const u = findUnit(r.s, r.last[i]);
      if (u) u.kw |= KW[e.kws[i]];
    }
  },
  // 43. INFANTRY REGIMENT (K-R70t): the top card, if its printed cost is even (0 counts); an empty deck: nothing.
  // K-R70w: the top unit card of its player's deck gets +n+n, kept in the deck record (deck-rec.ts) until drawn.
  deckTopPlus: (r, e) => {
    const p = r.s.sides[r.owner], i = topUnit(p);
    if (i >= 0) recPlus(p, i, e.n);
  },
  // K-R70x: the unit cards of a class and nation in its player's hand (the slot's cost) and deck (the record) cost n more.
  deckCost: (r, e) => {
    const p = r.s.sides[r.owner];
    const fits = (c: number): boolean => (e.odd === true ? CARDS[c].cost % 2 === 1 : e.cls === 0 ? CARDS[c].cls === 0 : (CARDS[c].cls & e.cls) !== 0) && (e.nation === '' || CARDS[c].nation === e.nation);
    if (e.deckOnly !== true) for (let h = 0; h < p.hand.length; h++) if (fits(p.hand[h])) p.mods[h] += e.n * MOD_COST_UNIT;
    for (let i = 0; i < p.deck.length; i++) if (fits(p.deck[i])) recCost(p, i, e.n);
  },
  // K-R70z: YOUR COURAGE — the cards with Bond now (printed, given, not removed) in its player's hand.
  bondCost: (r, e) => {
    const p = r.s.sides[r.owner];
    for (let h = 0; h < p.hand.length; h++) if (bondOf(p.hand[h], p.mods[h])) p.mods[h] += e.n * MOD_COST_UNIT;
  },
  // K-R70z: "your Bond units everywhere" — its units on the battlefield marked Bond, its unit cards with Bond in hand (+n+n when
  // deployed, at most +3+3) and in the deck (the deck record).
  bondEverywhere: (r, e) => {
    const p = r.s.sides[r.owner];
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === r.owner && alive(u) && (u.kw & KW.bond) !== 0) buffStats(r.s, u, e.n, e.n);
    for (let h = 0; h < p.hand.length; h++) {
      if (CARDS[p.hand[h]].cls === 0 || !bondOf(p.hand[h], p.mods[h])) continue;
      const plus = Math.min(3, ((p.mods[h] & HAND_PLUS_MASK) >> HAND_PLUS_SHIFT) + e.n);
      p.mods[h] = (p.mods[h] & ~HAND_PLUS_MASK) | (plus << HAND_PLUS_SHIFT);
    }
    for (let i = 0; i < p.deck.length; i++) if (CARDS[p.deck[i]].cls !== 0 && bondOf(p.deck[i], p.dmods?.[i] ?? 0)) recPlus(p, i, e.n);
  },
  // K-R70w2: stat and keyword changes of unit cards in a deck (the STAT record), and with `everywhere` in hand and on the battlefield.
  deckStat: (r, e) => {
    const seat = e.side === 'friendly' ? r.owner : 1 - r.owner, p = r.s.sides[seat];
    const fits = (c: number): boolean => CARDS[c].cls !== 0 && (e.nation === '' || CARDS[c].nation === e.nation);
    const give = (): number => statOf(e.atk, e.def, e.kw | (e.randomKw === true ? KW[COMBAT_KWS[r.s.rng.int(COMBAT_KWS.length)]] : 0));
    if (e.everywhere === true) {
      for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === seat && alive(u) && fits(u.card)) { buffStats(r.s, u, e.atk, e.def); u.kw |= e.kw; }
      for (let h = 0; h < p.hand.length; h++) if (fits(p.hand[h])) handStat(p, h, give());
    }
    if (e.top > 0) {
      const i = topUnit(p, e.top - 1);
      if (i >= 0) recStat(p, i, give());
      return;
    }
    for (let i = 0; i < p.deck.length; i++) if (fits(p.deck[i])) recStat(p, i, give());
  },
  // K-R71f: IJN YAMATO, VICTORY GARDEN — the order's given text to its player's units of a nation on the battlefield (as giveText), and to the
  // unit cards in hand and deck (a STAT given-text bit, carried to the unit deployed).
  giveEverywhere: (r, e) => {
    const s = r.s, p = s.sides[r.owner];
    const fits = (c: number): boolean => CARDS[c].cls !== 0 && CARDS[c].nation === e.nation;
    if (e.deckOnly !== true) {
      for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === r.owner && alive(u) && fits(u.card)) {
        if (u.gv === undefined) u.gv = [r.card];
        else if (!u.gv.includes(r.card)) u.gv.push(r.card);
      }
    }
    let bit = 0;
    if (e.deckOnly !== true) for (let h = 0; h < p.hand.length; h++) if (fits(p.hand[h])) handStat(p, h, bit ||= gvStat(p, r.card));
    for (let i = 0; i < p.deck.length; i++) if (fits(p.deck[i])) recStat(p, i, bit ||= gvStat(p, r.card));
  },
  // K-R71g: WAY OF SUBJECTS — Bond (a unit card's hand-slot mark in the deck record; another card's STAT bit) and the given text, on every card of the nation in the deck.
  deckBondText: (r, e) => {
    const p = r.s.sides[r.owner];
    let bit = 0;
    for (let i = 0; i < p.deck.length; i++) {
      const c = CARDS[p.deck[i]];
      if (c.nation !== e.nation) continue;
      if (c.cls !== 0) recBond(p, i);
      recStat(p, i, (bit ||= gvStat(p, r.card)) + (c.cls === 0 ? STAT_BOND : 0));
    }
  },
  // K-R71i: 73rd INFANTRY REGIMENT — the units of its player destroyed in its last turn, the enemy's turn since and this one (Side.lostAt).
  lostDeaths: (r) => {
    const l = r.s.sides[r.owner].lostAt;
    if (l === undefined) return;
    const cards: number[] = [];
    for (let i = 0; i < l.length; i += 2) if (l[i + 1] >= r.s.turn - 2) cards.push(l[i]);
    if (cards.length > 0) HOOKS.cardDeaths(r.q, r.owner, cards);
  },
  // K-R71n: FRIENDLY FIRE — the attack is spent without a fight; the attacker's attack as damage to a random other unit of its side or its HQ
  // (option friendlyFireHq false: a unit only).
  redirectAttack: (r) => {
    const a = r.it >= 0 ? findUnit(r.s, r.it) : null;
    if (!a) return;
    const s = r.s, n = attackOf(s, a);
    if (!cancel(r.q, HOOKS.attackKind)) STOPPED.uid = r.it;
    a.attacks++;
    s.sides[a.owner].attacks++;
    const pool: Unit[] = [];
    for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v !== a && v.owner === a.owner && alive(v)) pool.push(v);
    // Option friendlyFireHq false: units only (no other unit: the attack is spent for nothing).
    const n1 = s.o.friendlyFireHq === false ? pool.length : pool.length + 1;
    if (n1 === 0) return;
    const k = s.scots === true ? scotsPick(s, n1, (j) => (j < pool.length ? fx(pool[j]) : -1)) : s.rng.int(n1);
    const by = DEALER.uid;
    DEALER.uid = a.uid;
    if (k < pool.length) damageUnit(s, pool[k], n, r.ev);
    else damageHq(s, a.owner, n, r.ev);
    DEALER.uid = by;
  },
  // K-R71m: SUPPORT COLUMN — a given aura is read only while the board is watched (never too low, K-watch: its leaving only leaves it high).
  watchOn: (r) => { r.s.watch++; },
  // K-R71e: BRYANSK IRREGULARS — the living units that dealt damage to "it" this turn (either side's, in board order).
  damageDealers: (r, e) => {
    const s = r.s, hit: Unit[] = [];
    for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v.dlt !== undefined && v.dlt[0] === s.turn && v.dlt.includes(r.it, 1) && alive(v)) hit.push(v);
    for (const v of hit) damageUnit(s, v, e.n, r.ev);
  },
  // K-R71a: SPARS — the unit card nearest the top of its player's deck (orders passed over), with its deck record.
  drawTopUnit: (r) => {
    const p = r.s.sides[r.owner];
    const j = topUnit(p);
    if (j < 0) return;
    const m = recTake(p, j);
    const card = p.deck.splice(j, 1)[0];
    if (addToHand(r.s, r.owner, card, false, r.ev, deckOut(r.s, r.owner, card) | m, TAKEN.stat)) drawnFromDeck(r.s, r.owner, card, r.ev);
  },
  drawTopEven: (r) => {
    const p = r.s.sides[r.owner];
    if (p.deck.length > 0 && CARDS[p.deck[p.deck.length - 1]].cost % 2 === 0) draw(r.s, r.owner, 1, r.ev);
  },
  // 289th GATCHINA (K-R70t): a card drawn, then the HQ gains its printed cost (a card that reached the hand; fatigue draws none).
  drawGainCost: (r) => {
    const p = r.s.sides[r.owner], before = p.hand.length;
    draw(r.s, r.owner, 1, r.ev);
    if (p.hand.length > before) gainHq(r.s, r.owner, CARDS[p.hand[p.hand.length - 1]].cost, r.ev);
  },
  millEven: (r, e) => {
    const p = r.s.sides[r.owner];
    const n = Math.min(p.deck.length, e.n);
    r.n = 0;
    for (let i = 0; i < n; i++) {
      recTake(p, p.deck.length - 1);
      const card = p.deck.pop()!;
      if (CARDS[card].cost % 2 === 0) r.n++;
      deckOut(r.s, r.owner, card);
      entersInstead(r, r.owner, card);
    }
    r.ev?.push({ type: 'milled', to: 'all', data: { seat: r.owner, n } });
  },
  crossfire: (r, e) => {
    const enemy = 1 - r.owner;
    // Each round hits the enemy units standing then; a round that destroys none ends it (at most one round per unit, as each destroys one).
    for (let round = 0; round < 64; round++) {
      let killed = false;
      for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) {
        if (u.owner !== enemy || !alive(u)) continue;
        damageUnit(r.s, u, e.n, r.ev);
        if (!alive(u)) killed = true;
      }
      if (!killed) return;
    }
  },
  zeroOp: (r) => {
    r.n = 0;
    eachUnit(r, (u) => {
      r.n += opOf(r.s, u);
      u.op = 0;
      u.tmpOp = 0;
    });
  },
  copyIt: (r) => {
    const u = r.last.length > 0 && !isHqRef(r.last[0]) ? findUnit(r.s, r.last[0]) : null;
    r.refs.length = 0;
    if (!u) return;
    const c = addUnit(r, u.card, r.owner);
    if (c) r.refs.push(c.uid);
  },
  purge: (r) => {
    const u = r.last.length > 0 && !isHqRef(r.last[0]) ? findUnit(r.s, r.last[0]) : null;
    if (!u) return;
    const seat = u.owner, p = r.s.sides[seat];
    for (let h = p.hand.length - 1; h >= 0; h--) if (p.hand[h] === u.card) takeFromHand(r.s, seat, h);
    for (let i = p.deck.length - 1; i >= 0; i--) if (p.deck[i] === u.card) { recTake(p, i); deckOut(r.s, seat, p.deck.splice(i, 1)[0]); entersInstead(r, seat, u.card); }
    r.ev?.push({ type: 'purged', to: 'all', data: { seat, card: CARDS[u.card].id } });
  },
  destroyNamed: (r) => {
    const u = r.last.length > 0 && !isHqRef(r.last[0]) ? findUnit(r.s, r.last[0]) : null;
    if (!u) return;
    const name = CARDS[u.card].name.en;
    for (let l = 0; l < 3; l++) for (const v of r.s.lines[l]) if (v !== u && alive(v) && CARDS[v.card].name.en === name) v.dead = true;
  },
  deckToPlay: (r, e) => {
    const d = r.s.sides[r.owner].deck;
    r.refs.length = 0;
    const fits = (c: number): boolean => CARDS[c].cls !== 0 && (CARDS[c].cls & e.cls) !== 0 && (e.nation === '' || nationFits(e.nation, CARDS[c].nation)) && (!e.death || DEATH_FX[c]);
    let i = -1;
    if (!e.death) { for (let j = d.length - 1; j >= 0 && i < 0; j--) if (fits(d[j])) i = j; }
    else {
      const at: number[] = [];
      for (let j = 0; j < d.length; j++) if (fits(d[j])) at.push(j);
      if (at.length > 0) i = at[r.s.rng.int(at.length)];
    }
    if (i < 0 || r.s.lines[r.owner].length >= r.s.o.supportSize) return;
    recTake(r.s.sides[r.owner], i);
    const card = d.splice(i, 1)[0];
    deckOut(r.s, r.owner, card);
    const u = addUnit(r, card, r.owner);
    if (u) r.refs.push(u.uid);
  },
  drawDiscard: (r) => {
    const d = r.s.sides[r.owner].deck;
    if (d.length === 0) return;
    recTake(r.s.sides[r.owner], d.length - 1);
    const card = d.pop()!;
    deckOut(r.s, r.owner, card);
    if (entersInstead(r, r.owner, card)) return;
    r.ev?.push({ type: 'discarded', to: 'all', data: { seat: r.owner, card } });
    HOOKS.discarded(r.s, r.q, r.owner, card, false);
  },
  navyToTop: (r, e) => {
    const d = r.s.sides[r.owner].deck;
    const at: number[] = [];
    for (let j = 0; j < d.length; j++) if (CARDS[d[j]].set === 'NavalWarfare') at.push(j);
    r.s.rng.shuffle(at);
    const p = r.s.sides[r.owner], ms: number[] = [], ss: number[] = [];
    const picked = at.slice(0, e.n).sort((a, b) => b - a).map((j) => { ms.push(recTake(p, j)); ss.push(TAKEN.stat); return d.splice(j, 1)[0]; });
    d.push(...picked);
    // K-R70w: the cards put on top keep their changes.
    const rec = p.dmods;
    if (rec !== undefined) { if (rec.length + ms.length === d.length) { rec.push(...ms); p.dstat?.push(...ss); } else { delete p.dmods; delete p.dstat; } }
  },
  matchSlots: (r) => {
    const p = r.s.sides[r.owner], was = p.slots;
    p.slots = Math.min(r.s.o.kreditCap, r.s.sides[1 - r.owner].slots);
    if (p.slots < was && tracksSlotsLost(r.s, r.owner)) p.slotsLost = (p.slotsLost ?? 0) + was - p.slots;
    for (let k = p.slots; k < was; k++) handEvent(r.s, r.owner, HAND_ON.slotLost);
    r.n = Math.max(0, p.slots - was);
    if (p.slots !== was) HOOKS.slot(r.s, r.q, r.owner, p.slots > was);
  },
  gambit: (r) => {
    const me = r.owner;
    for (const seat of [me, 1 - me] as Seat[]) {
      const p = r.s.sides[seat];
      let best = -1;
      const ties: number[] = [];
      for (let h = 0; h < p.hand.length; h++) {
        const c = CARDS[p.hand[h]];
        if (c.cls === 0) continue;
        if (c.cost > best) { best = c.cost; ties.length = 0; }
        if (c.cost === best) ties.push(h);
      }
      if (ties.length === 0 || r.s.lines[seat].length >= r.s.o.supportSize) continue;
      const card = takeFromHand(r.s, seat, ties[r.s.scots === true ? scotsPick(r.s, ties.length, (j) => p.hand[ties[j]]) : r.s.rng.int(ties.length)]);
      r.owner = seat;
      addUnit(r, card, seat);
      r.owner = me;
    }
  },
  replaceAll: (r, e) => {
    const card = cardIndex(e.card);
    const me = r.owner;
    for (let l = 0; l < 3; l++) {
      const was = r.s.lines[l].filter((u) => alive(u));
      for (const u of was) {
        removeUnit(r.s, u);
        departs(r.s, u);
        r.ev?.push({ type: 'removed', to: 'all', data: { uid: u.uid, card: CARDS[u.card].id, seat: u.owner } });
      }
      for (const u of was) {
        r.owner = u.owner;
        addUnit(r, card, l);
      }
      r.owner = me;
    }
  },
  lastLost: (r, e) => {
    const card = lastLost(r.s, r.owner, e.cls);
    r.refs.length = 0;
    if (card < 0) return;
    if (e.how === 'hand') { addToHand(r.s, r.owner, card, true, r.ev); return; }
    if (e.how === 'support') {
      const u = addUnit(r, card, r.owner);
      if (u) r.refs.push(u.uid);
      return;
    }
    const p = r.s.sides[r.owner];
    if (p.hand.length === 0) return;
    const h = r.s.scots === true ? scotsPick(r.s, p.hand.length, (j) => p.hand[j]) : r.s.rng.int(p.hand.length);
    p.hand[h] = card;
    p.mods[h] = 0;
    p.shown[h] = true;
    r.ev?.push({ type: 'convertedInHand', to: 'all', data: { seat: r.owner, h, card: CARDS[card].id } });
    HOOKS.converted(r.s, r.owner);
  },
  lastLostUnit: (r, e) => {
    const card = lastLost(r.s, r.owner, e.cls);
    if (card < 0) return;
    const n = r.refs.length;
    convertUnits(r, { card: CARDS[card].id });
    if (n > 0) HOOKS.converted(r.s, r.owner);
  },
  // "End your turn" (K-R65e): apply.ts ends it once the action has settled.
  endTurn: (r) => {
    r.s.endNow = true;
  },
  // A random combat keyword (K-R65k), or one it does not have yet.
  grantRandom: (r, e) => eachUnit(r, (u) => {
    const has = kwOf(r.s, u);
    const pool = COMBAT_KWS.filter((k) => !e.missing || (has & KW[k]) === 0);
    if (pool.length > 0) u.kw |= KW[pool[r.s.rng.int(pool.length)]];
  }),
  op: (r, e) => eachUnit(r, (u) => {
    // Other sets (K-R66i): a counted change ("-1 operation cost for each with even cost").
    if (e.count !== undefined) { u.op = Math.max(0, u.op + amount(r, e.n, e.count)); return; }
    if (e.set) {
      u.op = e.n;
      u.tmpOp = 0;
    } else if (e.temp) u.tmpOp += e.n;
    else u.op = Math.max(0, u.op + e.n);
  }),
  refresh: (r) => eachUnit(r, (u) => {
    u.moved = false;
    u.attacks = 0;
  }),
  atkToDef: (r) => eachUnit(r, (u) => {
    u.atk = u.def;
  }),
  setHq: (r, e) => {
    if (e.side !== 'enemy') r.s.sides[r.owner].hq = e.n;
    if (e.side !== 'friendly') r.s.sides[1 - r.owner].hq = e.n;
  },
  handToDeck: (r, e) => {
    const seat = e.side === 'friendly' ? r.owner : 1 - r.owner;
    const p = r.s.sides[seat];
    if (p.hand.length === 0) return;
    const card = fromHandToDeck(takeFromHand(r.s, seat, r.s.scots === true ? scotsPick(r.s, p.hand.length, (j) => p.hand[j]) : r.s.rng.int(p.hand.length)));
    p.deck.push(card);
    recPushed(p);
    deckIn(r.s, seat, card);
    r.ev?.push({ type: 'toDeck', to: 'all', data: { seat } });
  },
  clearCms: (r) => {
    const p = r.s.sides[1 - r.owner];
    const n = p.cms.length;
    p.cms.length = 0;
    // Only how many: the cards stay unknown (§4.2).
    if (n > 0) r.ev?.push({ type: 'cmsDiscarded', to: 'all', data: { seat: 1 - r.owner, n } });
  },
  drawOf: (r, e) => {
    const p = r.s.sides[r.owner];
    r.n = 0;
    for (let k = 0; k < e.n; k++) {
      const fits: number[] = [];
      for (let i = 0; i < p.deck.length; i++) {
        const c = CARDS[p.deck[i]];
        const kindFits = e.kind === 'card' || (e.kind === 'order' ? c.type === 'order' : e.kind === 'cm' ? c.type === 'countermeasure' : (c.cls & e.cls) !== 0);
        if (kindFits && (e.nation === '' || c.nation === e.nation) && (e.cost === undefined || c.cost === e.cost) && (e.navy !== true || c.set === 'NavalWarfare') && (e.family === undefined || (c.cls !== 0 && inFamily(c.name.en, e.family)))) fits.push(i);
      }
      if (fits.length === 0) return;
      const i = fits[r.s.rng.int(fits.length)];
      const card = p.deck[i], m = recTake(p, i);
      p.deck.splice(i, 1);
      if (addToHand(r.s, r.owner, card, false, r.ev, deckOut(r.s, r.owner, card) | m, TAKEN.stat)) {
        r.n++;
        drawnFromDeck(r.s, r.owner, card, r.ev);
      }
    }
  },
  handCost: (r, e) => {
    const m = r.s.sides[e.side === 'friendly' ? r.owner : 1 - r.owner].mods;
    for (let h = 0; h < m.length; h++) m[h] = e.eot === true ? (m[h] + e.n * MOD_COST_UNIT) | HAND_MOD.costEot : m[h] + e.n * MOD_COST_UNIT;
  },
  // "Enemy units currently pinned remain pinned for an extra turn" (K-R66g): a turn of that side more.
  extendPin: (r, e) => {
    const seat = e.side === 'friendly' ? r.owner : 1 - r.owner;
    for (let l = 0; l < 3; l++) for (const u of r.s.lines[l]) if (u.owner === seat && alive(u) && u.pinned >= r.s.turn) u.pinned += 2;
  },
  markDrawn: (r, e) => {
    // The last r.n cards of the hand are the ones just drawn (a draw appends).
    const m = r.s.sides[r.owner].mods;
    for (let h = m.length - (e.drew === true ? r.drew : r.n); h < m.length; h++) m[h] = (m[h] | e.mod) + (e.cost ?? 0) * MOD_COST_UNIT;
  },
  delayed: (r, e) => {
    const p = r.s.sides[r.owner];
    p.nextKredits += e.kredits;
    p.nextDraws += e.draws;
    if (e.noOrders) p.nextNoOrders = true;
    if (e.enemySkip) r.s.sides[1 - r.owner].nextSkip = true;
    if (e.enemyNoOrders === true) r.s.sides[1 - r.owner].nextNoOrders = true;
    if (e.enemyNoDeploy === true) r.s.sides[1 - r.owner].nextNoDeploy = true;
    if (e.enemyKredits !== undefined) r.s.sides[1 - r.owner].nextKredits += e.enemyKredits;
    // "The enemy does not draw a card next turn" (K-R66k): its turn's draw only, not its slot (a negative nextDraws).
    if (e.enemyNoDraw === true) r.s.sides[1 - r.owner].nextDraws--;
    p.nextDiscards += e.discards ?? 0;
  },
  remember: (r) => {
    const src = r.src >= 0 ? findUnit(r.s, r.src) : null;
    if (src && r.refs.length > 0 && !isHqRef(r.refs[0])) src.mem = r.refs[0];
  },
  // Through the enemy turn, back at the start of the owner's next turn.
  zeroAtk: (r) => eachUnit(r, (u) => {
    u.atk0 = r.s.active === r.owner ? r.s.turn + 1 : r.s.turn;
  }),
  loseKw: (r, e) => eachUnit(r, (u) => {
    if (e.kw === 'shock' && staticsOf(u).keepsShock === true) return;
    u.lostKw |= KW[e.kw];
  }),
  copyLost: (r, e) => {
    for (const c of r.s.sides[r.owner].lostCards.slice()) if (CARDS[c].nation === e.nation) addToHand(r.s, r.owner, c, true, r.ev);
  },
  copyEnemyOrder: (r) => {
    const deck = r.s.sides[1 - r.owner].deck;
    const orders: number[] = [];
    for (const c of deck) if (CARDS[c].type === 'order') orders.push(c);
    if (orders.length > 0) addToHand(r.s, r.owner, orders[r.s.rng.int(orders.length)], true, r.ev);
  },
  copyCard: (r, e) => {
    if (r.picked >= 0) for (let i = 0; i < e.n; i++) addToHand(r.s, r.owner, r.picked, true, r.ev);
  },
  duplicate: (r) => {
    const src: Unit[] = [];
    eachUnit(r, (u) => src.push(u));
    r.refs.length = 0;
    for (const u of src) {
      // The copy stands as the unit does (stats, keywords, damage); in its line if there is room, else the support line.
      const l = r.s.lines[FRONT].includes(u) ? FRONT : u.owner;
      const c = addUnit(r, u.card, l) ?? (l === FRONT ? addUnit(r, u.card, r.owner) : null);
      if (!c) continue;
      c.atk = u.atk;
      c.def = u.def;
      c.top = u.top;
      c.op = u.op;
      c.kw = u.kw;
      c.armor = u.armor;
      c.hurt = u.hurt;
      c.ref = u.ref;
      r.refs.push(c.uid);
    }
  },
  spawnPair: (r, e) => {
    const pool = randomPool(e.nation, e.cls, 99);
    const pairs: number[] = [];
    for (let i = 0; i < pool.length; i++) for (let j = i; j < pool.length; j++) if (CARDS[pool[i]].atk + CARDS[pool[j]].atk === e.total) pairs.push(i * 4096 + j);
    r.refs.length = 0;
    if (pairs.length === 0) return;
    const x = pairs[r.s.rng.int(pairs.length)];
    for (const k of [Math.floor(x / 4096), x % 4096]) {
      const u = addUnit(r, pool[k], FRONT) ?? addUnit(r, pool[k], r.owner);
      if (u) r.refs.push(u.uid);
    }
  },
  spawnNear: (r, e) => {
    const u = r.it >= 0 ? findUnit(r.s, r.it) : null;
    if (!u) return;
    const cost = CARDS[u.card].cost;
    const span = r.s.o.similarCost;
    const pool = randomPool(e.nation, e.cls, cost + span).filter((i) => CARDS[i].cost >= cost - span);
    if (pool.length > 0) addUnit(r, pool[r.s.rng.int(pool.length)], r.owner);
  },
  exile: (r) => {
    const src = r.src >= 0 ? findUnit(r.s, r.src) : null;
    if (!src || !alive(src)) return;
    eachUnit(r, (u) => {
      removeUnit(r.s, u);
      departs(r.s, u);
      r.s.limbo.push(u);
      src.mem = u.uid;
      r.ev?.push({ type: 'removed', to: 'all', data: { uid: u.uid, card: CARDS[u.card].id, seat: u.owner } });
    });
  },
  guardAt: (r, e) => {
    const u = r.src >= 0 ? findUnit(r.s, r.src) : null;
    if (u && attackOf(r.s, u) >= e.n) u.kw |= KW.guard;
  },
  pick: (r, e) => {
    // Only while a card to discard exists (something may have taken it since the order was given).
    const hand = r.s.sides[r.owner].hand;
    if (hand.some((c) => pickFits(c, e.cls)) && !discardBlocked(r.s, r.owner)) HOOKS.pick(r.q, r.owner, r.card, e.cls, r.last.length > 0 ? r.last[0] : -1, r.src);
  },
  choose: (r, e) => {
    // Asked only if an option can be taken (an option whose target has no legal ref cannot, K-R44o).
    let any = false;
    for (let i = 0; i < e.n; i++) if (optionOk(r.s, r.owner, r.card, i)) any = true;
    if (any) HOOKS.choose(r.q, r.owner, r.card, e.n, r.src);
  },
  buffPicked: (r, e) => eachUnit(r, (u) => {
    if (r.picked < 0) return;
    const c = CARDS[r.picked];
    // "Gain attack equal to the cost": its printed cost.
    if (e.costAtk) {
      u.atk += c.cost;
      return;
    }
    buffStats(r.s, u, c.atk, c.def);
  }),
  intel: (r, e) => {
    // The Intel left over ("for each excess Intel you get", K-R66r).
    r.n = revealIntel(r.s, r.owner, e.count === undefined ? e.n : amount(r, e.n, e.count), r.ev);
  },
};

