// The steps KARDS runs on the kernel's resolution queue (design §3 "KARDS"). Kinds are append-only.
// A deploy is PLACE · DEPLOY_FX · DEATHS · CM_CHECK · DEATHS · END; an order CM_CHECK · ORDER_FX · DEATHS · END;
// a move MOVE · CM_CHECK · DEATHS · END; an attack ATTACK · DEATHS · END; turn end and turn start (ruling 1)
// are root actions with their own END. Countermeasures wait in their owner's hidden zone (H1); CM_CHECK is
// pushed on every public event that could fire one, whether or not one is held (H2).
import { ask, clear, defineSteps, inOrder, mark, push, type Queue, type Step } from '../../engine/queue.js';
import type { EventSink, Seat } from '../../engine/index.js';
import type { KardsAction } from './actions.js';
import { CARDS, VETERAN } from './cards.js';
import { fight } from './combat.js';
import { AGED_PLAY, hasAbility, PICK_SALVAGED, runAbilities, TARGETS_AT_DEPLOY } from './effects/index.js';
import type { CmTrigger, Listen, When } from './effects/lang.js';
import { combatKws, nationFits, NO_TARGET, pickFits } from './effects/select.js';
import { PLAY_STEPS, playIntel, REDIRECT, cmFires, cmsBlocked, DEAD_SRC, DEATH_WATCH, SURVIVE_WATCH, DECREE, damageHq, damageUnit, deployFxBlocked, HOOKS, retreatUnit, STOPPED, suppressUnit } from './effects/verbs.js';
import { addToHand, discardRandom, draw, DRAWN, drawnFromDeck, MOD, MOD_MARKS, takeFromHand, TURN_DRAW } from './hand.js';
import { GV_UNIT, PLAYED_GV_HQ, recTake, statGv, TAKEN } from './deck-rec.js';
import { deckOut } from './deck-age.js';
import { FRONT, findUnit, frontOwner, lineOf, type KardsState, type Side, type Unit } from './state.js';
import { scotsPick, alive, arrive, attackOf, buffStats, DEPART, discardBlocked, pincerFormed, fx as textCard, kwOf, leaves, newUnit, removeUnit, staticsOf, WATCHED } from './units.js';
import { HAND_PLUS_MASK, HAND_PLUS_SHIFT, inFamily, KW } from './effects/lang.js';
import { controlEnds } from './control.js';
import { chosenRefs, optionOk, optionTarget } from './targets.js';
import { holdChoices, holdDecide, holdOpen } from './effects/hold.js';
import { handEvent } from './effects/verbs-hand.js';
import { HAND_ON } from './effects/lang.js';
import { developChoices, developDecide, DISCARDED } from './effects/develop.js';
import { BOND, BOND_HERE, bondOf, bondPlayed, NATION_BIT, noteTurnStart, playedWithGv } from './bond.js';

export const K = {
  END: 2, DEATHS: 3, PLACE: 4, DEPLOY_FX: 5, CM_CHECK: 6, ORDER_FX: 7, MOVE: 8, ATTACK: 9, FX: 10,
  TURN_END: 11, TURN_START: 12, UNIT_STARTS: 13, DRAW: 14, LISTEN: 15, PROMOTE: 16, PICK: 17, CHOOSE: 18, TARGET: 19, HOLD: 20, DEVELOP: 21, HOLD_ASK: 22, PICK_ASK: 23,
} as const;

/** Countermeasure triggers as step payloads. */
export const CM_EVENT: Record<CmTrigger, number> = { enemyDeploys: 0, movesFront: 1, enemyOrder: 2, frontCaptured: 3, enemyAttacks: 4, friendlyAttacked: 5, enemyOrderAtFriendly: 2, hqDamaged: 6, friendlyDestroyed: 7, hqAttacked: 4, enemyOrder4: 2, enemyOrder2: 2, hqLethal: 6, enemyTurnEnd: 6, enemyOrderAtUnit: 2, hqHit: 6, hqToTake: 6, enemyDrawsExtra: 6, enemyDeployFx: 8, unitTargeted: 2 };
const CM_BY_CODE: CmTrigger[] = ['enemyDeploys', 'movesFront', 'enemyOrder', 'frontCaptured', 'enemyAttacks', 'friendlyAttacked'];
// K-R69q: a deploy's check before its deployment effect (codes 6 and 7 fire inside damage and DEATHS, not through CM_CHECK).
CM_BY_CODE[CM_EVENT.enemyDeployFx] = 'enemyDeployFx';
/** Per card: a countermeasure that may cancel a deployment effect (K-R69q). */
const CM_DEPLOY_FX = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.cm === 'enemyDeployFx' || a.cm === 'unitTargeted') ? 1 : 0));
/** Whether a side holds such a countermeasure face down (apply.ts then queues the deploy's steps). */
export function deployCounterHeld(p: Side): boolean {
  for (const c of p.cms) if (CM_DEPLOY_FX[c] === 1) return true;
  return false;
}
/** FX payload: which moment (destroyed, turnStart, turnEnd, cm). */
export const FX_WHEN = ['destroyed', 'turnStart', 'turnEnd', 'cm', 'onDeploy', 'onOrder', 'onDestroyed', 'onKill', 'onHitHq', 'promoted', 'onMove', 'discarded',
  'sentToHand', 'discardedByEnemy', 'onDiscard', 'onFriendKill', 'onSurvive', 'onFriendSurvive', 'onMoveAny', 'onSlot', 'onSlotLost', 'hqFx', 'onCm', 'drawn', 'onShuffle', 'onVet', 'onRepaired', 'onFriendRepaired', 'onHurt', 'onSmokeLost', 'onFriendAttack', 'onAttacked', 'onMobLost', 'onConvert', 'onLeave', 'onDeathFx', 'onRetreat', 'onAttackHq', 'later', 'inDeckDiscard', 'afterAttack', 'onFoeDraw', 'onSalvage', 'foeTurnEnd'] as const;
const FX_AT = { onSurvive: 16, onFriendSurvive: 17, onMoveAny: 18, onSlot: 19, onSlotLost: 20, hqFx: 21, onCm: 22, drawn: 23, onShuffle: 24, onVet: 25, onRepaired: 26, onFriendRepaired: 27, onHurt: 28, onSmokeLost: 29, onFriendAttack: 30, onAttacked: 31, onMobLost: 32, onConvert: 33, onLeave: 34, onDeathFx: 35, onRetreat: 36, onAttackHq: 37, later: 38, inDeckDiscard: 39, afterAttack: 40, onFoeDraw: 41, onSalvage: 42, foeTurnEnd: 43 } as const;
const FX_ON: Record<'onDeploy' | 'onOrder' | 'onDestroyed' | 'onFriendKill', number> = { onDeploy: 4, onOrder: 5, onDestroyed: 6, onFriendKill: 15 };

type Run = (s: KardsState, q: Queue, st: Readonly<Step>, ev: EventSink) => void;

/** END (§1.1, ruling 3): HQs are judged only once the whole action has resolved. */
const end: Run = (s, q, _st, ev) => {
  const a = s.sides[0].hq <= 0, b = s.sides[1].hq <= 0;
  if (a || b) {
    const loser = a && b ? (s.cmFiredBy >= 0 ? s.cmFiredBy : s.active) : a ? 0 : 1;
    s.winner = 1 - loser;
    s.reason = 'hq';
    s.phase = 'over';
    clear(q);
    ev?.push({ type: 'over', to: 'all', data: { winner: s.winner } });
  }
  s.cmFiredBy = -1;
};

/** Run by every DEATHS step (a few per action), so indexed loops over the three lines, alive() inlined. */
export function anyDead(s: KardsState): boolean {
  const lines = s.lines;
  for (let l = 0; l < 3; l++) {
    const line = lines[l];
    for (let i = 0; i < line.length; i++) {
      const u = line[i];
      if (u.dead || u.def <= 0) return true;
    }
  }
  return false;
}

/**
 * Texts other cards gave unit u (K-R65t: Unit.gv): for each giver with an ability at `when` (an FX_WHEN index `at`),
 * an FX of that card, like the unit's own; after its own, in the order given.
 */
function pushGiven(q: Queue, u: Unit, when: When, at: number, src: number, it: number, seat: Seat = u.owner): void {
  for (const c of u.gv!) if (hasAbility(c, when)) push(q, K.FX, seat, c, at, src, it);
}

/** Units that hear a 亡计 trigger (K-R65u), queued where the caller is gathering its FX (no reordering of their own). */
function deathFxHeard(s: KardsState, q: Queue, actor: Seat): void {
  const ear = EARS_AT.onDeathFx!;
  for (const l of BOARD_ORDER[s.active]) for (const v of s.lines[l]) {
    if (ear[textCard(v)] && alive(v) && hears(s, v, 'onDeathFx', actor, null)) push(q, K.FX, v.owner, textCard(v), FX_AT.onDeathFx, v.uid, NO_TARGET);
  }
}

/** Per card: its deployment remembers a target ("Target a unit") and its destruction speaks of it (K-R65m). */
const MEM_IT = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'deploy' && a.effects.some((e) => e.do === 'remember' && e.to.k === 'chosen'))
  && c.script.abilities.some((a) => a.when === 'destroyed') ? 1 : 0));

/** Board order from the active side's point of view: its support line, the frontline, the other support line. */
const BOARD_ORDER: readonly (readonly number[])[] = [[0, FRONT, 1], [1, FRONT, 0]];

/** The units one DEATHS batch removes (handlers are never re-entered: one scratch array). */
const GONE: Unit[] = [];

/** K-R68t: watches on unit u's destruction this turn (Side.later entries due DEATH_WATCH - turn) run now, each once. */
function deathWatch(s: KardsState, q: Queue, ev: EventSink, u: Unit): void {
  for (const seat of [s.active, 1 - s.active] as Seat[]) {
    const l = s.sides[seat].later;
    if (l === undefined) continue;
    for (let i = 0; i < l.length; i += 3) {
      if (l[i + 1] !== u.uid || l[i + 2] !== DEATH_WATCH - s.turn) continue;
      const card = l[i];
      l.splice(i, 3);
      i -= 3;
      runAbilities(s, q, ev, seat, card, 'later', NO_TARGET, NO_TARGET, NO_TARGET, NO_TARGET, u.card);
    }
    if (l.length === 0) s.sides[seat].later = undefined;
  }
}

/** K-R71i: a unit of seat with destruction effects (card) was destroyed: kept with the game turn, entries older than two turns dropped. */
function noteLost(s: KardsState, seat: Seat, card: number): void {
  const l = s.sides[seat].lostAt!;
  let k = 0;
  while (k < l.length && l[k + 1] < s.turn - 2) k += 2;
  if (k > 0) l.splice(0, k);
  l.push(card, s.turn);
}

/** Per card (K-R71e): its destruction effect hits the units that damaged it this turn (run as it is destroyed). */
const DEALERS_FX = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'destroyed' && a.effects.some((e) => e.do === 'damageDealers')) ? 1 : 0));

/** DEATHS (ruling 2): every destroyed unit leaves at once; then their 亡计 run, active side first, board order. */
const deaths: Run = (s, q, _st, ev) => {
  // Written by index with its own count: resetting a length would free the array's store each batch.
  const gone = GONE;
  let n = 0;
  const order = BOARD_ORDER[s.active];
  // The gathering pass is the "anybody dead?" test too (no separate anyDead pass).
  for (let k = 0; k < 3; k++) {
    const line = s.lines[order[k]];
    for (let i = 0; i < line.length; i++) if (!alive(line[i])) gone[n++] = line[i];
  }
  if (n === 0) return;
  // K-R67n: a destruction effect that reads the unit's attack gets it as it stood, before the unit leaves.
  for (let i = 0; i < n; i++) if (DEAD_ATK[textCard(gone[i])] === 1) DEAD_ATKS[i] = attackOf(s, gone[i]);
  // K-R68x: "Pincer: When this unit is destroyed, …" reads the pincer as it stood, before the unit leaves.
  for (let i = 0; i < n; i++) if (PINCER_DEATH[textCard(gone[i])] === 1) PINCER_DEAD[i] = pincerFormed(s, gone[i], lineOf(s, gone[i].uid)) ? 1 : 0;
  for (let i = 0; i < n; i++) {
    const u = gone[i];
    removeUnit(s, u);
    leaves(s, u);
    s.sides[u.owner].lost++;
    // "If in your hand, this unit costs 1 more each time you lose a unit" (K-R68f).
    handEvent(s, u.owner, HAND_ON.lostUnit);
    s.sides[u.owner].lostCards.push(u.card);
    s.sides[u.owner].removed.push(u.card);
    ev?.push({ type: 'destroyed', to: 'all', data: { uid: u.uid, card: CARDS[u.card].id, seat: u.owner } });
  }
  // "… if it is destroyed this turn" (K-R68t): the watches on these units, at once (an order's delayed ability, its card knowing the unit's).
  if (s.sides[0].later !== undefined || s.sides[1].later !== undefined) for (let i = 0; i < n; i++) deathWatch(s, q, ev, gone[i]);
  const m = mark(q);
  for (let i = 0; i < n; i++) {
    const u = gone[i];
    // "Deployment: Target a unit. Destruction: … it" (K-R65m): "it" is the unit it targeted.
    const own = hasAbility(textCard(u), 'destroyed') && (u.kw & KW.noDeath) === 0 && (PINCER_DEATH[textCard(u)] === 0 || PINCER_DEAD[i] === 1);
    // K-R71i: kept for 73rd INFANTRY REGIMENT (Side.lostAt), the last two game turns'.
    if (own && s.sides[u.owner].lostAt !== undefined) noteLost(s, u.owner, textCard(u));
    // "Destruction effects on this unit trigger an extra time", "When a friendly Destruction effect triggers, it triggers twice" (K-R67d).
    const times = 1 + extraDeaths(s, u);
    for (let k = 0; k < times; k++) {
      // K-R71e: a destruction effect that reads which units damaged the unit this turn runs now, knowing the unit (as K-R69d's).
      if (own && DEALERS_FX[textCard(u)] === 1) runAbilities(s, q, ev, u.owner, textCard(u), 'destroyed', NO_TARGET, NO_TARGET, u.uid);
      else if (own) push(q, K.FX, u.owner, textCard(u), 0, DEAD_ATK[textCard(u)] === 1 ? DEAD_SRC - DEAD_ATKS[i] : NO_TARGET, MEM_IT[textCard(u)] === 1 && u.mem >= 0 ? u.mem : u.uid);
      if (u.gv !== undefined && (u.kw & KW.noDeath) === 0) {
        pushGiven(q, u, 'destroyed', 0, NO_TARGET, u.uid);
        // A given destruction effect that reads the destroyed unit's card (K-R69d) runs now, knowing it (its queued FX then finds none).
        for (const c of u.gv) if (DEAD_CARD[c] === 1) runAbilities(s, q, ev, u.owner, c, 'destroyed', NO_TARGET, NO_TARGET, NO_TARGET, NO_TARGET, u.card);
      }
    }
    // "When a Destruction effect triggers" (other sets, K-R65u): after that 亡计, in board order.
    if (s.watch > 0 && (own || (u.gv !== undefined && u.gv.some((c) => hasAbility(c, 'destroyed'))))) deathFxHeard(s, q, u.owner);
  }
  // Then the survivors' "when another friendly unit is destroyed" (§3.4.3), once per unit lost; the per-loss
  // passes only when some survivor has such an ability (most batches: one pass that finds none).
  const heardBySome = anySurvivorHas(s, 'onDestroyed');
  for (let i = 0; heardBySome && i < n; i++) {
    const g = gone[i];
    for (const l of order) for (const u of s.lines[l]) {
      if (alive(u) && hasAbility(textCard(u), 'onDestroyed') && heard(u, 'onDestroyed', g.owner, CARDS[g.card].cls, CARDS[g.card].nation, -1, 0, false, g.card, s, g)) push(q, K.FX, u.owner, textCard(u), FX_ON.onDestroyed, u.uid, NO_TARGET);
    }
  }
  inOrder(q, m);
  // Countermeasures answering "a friendly unit is destroyed" (RESCUE MISSION), in the opponent's turn.
  for (let i = 0; i < n; i++) {
    const g = gone[i];
    if (g.owner !== s.active && s.sides[g.owner].cms.length > 0) cmOnDeath(s, q, g.owner, g.card, ev);
  }
};

/** Per card: its destruction effect reads the unit's attack (K-R67n); the attacks of a DEATHS batch, by its index. */
const DEAD_ATK = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'destroyed' && a.effects.some((e) => 'count' in e && e.count?.of === 'deadAtk')) ? 1 : 0));
const DEAD_ATKS: number[] = [];
/** Per card: its destruction effect holds only with its pincer formed (K-R68x); whether it was, by a DEATHS batch's index. */
const PINCER_DEATH = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'destroyed' && a.cond === 'pincerDied') ? 1 : 0));
const PINCER_DEAD: number[] = [];
/** Per card: a destruction effect that reads the destroyed unit's card (K-R69d, "Add a copy to owner's hand"). */
const DEAD_CARD = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'destroyed' && a.effects.some((e) => e.do === 'copyDead')) ? 1 : 0));

/** Per card: a text given to units whose destruction effects then trigger once more / a unit whose friendly ones do (K-R67d). */
const DEATH_TWICE: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.statics.grants?.deathTwice === true);
const DEATH_TWICE_ALL: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.statics.deathTwiceAll === true);

/** How many more times unit u's destruction effects trigger (K-R67d): one for a given text that says so, one while a friendly unit says so. */
function extraDeaths(s: KardsState, u: Unit): number {
  let n = 0;
  if (u.gv !== undefined && u.gv.some((c) => DEATH_TWICE[c])) n++;
  if (s.watch > 0) {
    let any = false;
    for (let l = 0; l < 3 && !any; l++) for (const v of s.lines[l]) if (DEATH_TWICE_ALL[textCard(v)] && v.owner === u.owner && alive(v)) { any = true; break; }
    if (any) n++;
  }
  return n;
}

/** Whether a living unit on the battlefield has an ability at `when` (its text as it stands). */
function anySurvivorHas(s: KardsState, when: 'onDestroyed'): boolean {
  for (let l = 0; l < 3; l++) {
    const line = s.lines[l];
    for (let i = 0; i < line.length; i++) if (hasAbility(textCard(line[i]), when) && alive(line[i])) return true;
  }
  return false;
}

function cmOnDeath(s: KardsState, q: Queue, seat: Seat, card: number, ev: EventSink): void {
  const p = s.sides[seat];
  if (cmsBlocked(s)) return;
  const i = p.cms.findIndex((c) => { const sc = CARDS[c].script; return sc.ok && sc.abilities.some((a) => a.cm === 'friendlyDestroyed'); });
  if (i < 0) return;
  const cm = p.cms[i];
  p.cms.splice(i, 1);
  cmFires(s, seat, cm, ev);
  runAbilities(s, q, ev, seat, cm, 'cm', -1, NO_TARGET, NO_TARGET, NO_TARGET, card);
}

/** Per card: of the NavalWarfare set (a Navy card, K-R27n); printed with 情报 Intel. */
const NAVY: readonly boolean[] = CARDS.map((c) => c.set === 'NavalWarfare');
const INTEL: readonly boolean[] = CARDS.map((c) => c.abilities.some((a) => /^intel[123]$/.test(a)));

/**
 * Whether one of unit u's listeners at `when` hears an event by seat `actor`: its side matches ("enemy", "friendly",
 * either) and `fits` accepts the rest of it. The one loop head under `heard` (LISTEN's moments) and `hears` (the others).
 */
function listensTo(u: Unit, when: When, actor: Seat, fits: (l: Listen) => boolean): boolean {
  const sc = CARDS[textCard(u)].script;
  if (!sc.ok) return false;
  for (const a of sc.abilities) {
    const l = a.listen;
    if (a.when !== when || !l) continue;
    if (l.who === 'enemy' ? actor === u.owner : l.who === 'friendly' ? actor !== u.owner : false) continue;
    if (fits(l)) return true;
  }
  return false;
}

/** Whether unit u's listener at `when` hears an event by `actor` about a card of class cls and nation. */
function heard(u: Unit, when: 'onDeploy' | 'onOrder' | 'onDestroyed' | 'onFriendKill', actor: Seat, cls: number, nation: string, target = -1, kw = 0, added = false, card = -1, s: KardsState | null = null, about: Unit | null = null): boolean {
  return listensTo(u, when, actor, (l) => {
    // Other sets (K-R65l): a deployed unit's printed operation cost, its attack as it stands.
    // The unit it targeted when deployed (K-R65m).
    if (l.mem === true) return about !== null && about.uid === u.mem;
    if (l.minOp !== undefined && (card < 0 || CARDS[card].op < l.minOp)) return false;
    if (l.named !== undefined && (card < 0 || !inFamily(CARDS[card].name.en, l.named))) return false;
    if (l.minAtk !== undefined && (s === null || about === null || attackOf(s, about) < l.minAtk)) return false;
    // "When a unit with higher attack is deployed" (K-R67w).
    if (l.higher === true && (s === null || about === null || attackOf(s, about) <= attackOf(s, u))) return false;
    if (l.salvaged === true && (about === null || about.cap !== true)) return false;
    if (l.cls !== 0 && (cls & l.cls) === 0) return false;
    if (l.nation !== '' && !nationFits(l.nation, nation)) return false;
    if (l.kw && (kw & l.kw) === 0) return false;
    if (added && !l.adds) return false;
    // "When you play a Navy card" (K-R27n: the NavalWarfare set) / "a card with Intel" (other sets).
    if (l.navy === true && (card < 0 || !NAVY[card])) return false;
    if (l.intel === true && (card < 0 || !INTEL[card])) return false;
    // "When you play a card with Bond" (K-R70k): the unit as deployed (its Bond given or removed in hand), the order as printed.
    if (l.bond === true && (about !== null ? (about.kw & KW.bond) === 0 : card < 0 || BOND[card] === 0)) return false;
    // target -2: the order after it resolved (listeners on its target heard it before, target = the chosen ref).
    return l.me ? target === u.uid : target === -1 || target === -2;
  });
}

/**
 * LISTEN: units' triggered abilities on a deploy (a = 0, b = uid), an order given (a = 1, b = card), an order
 * as it targets (a = 2, b = card, d = its chosen target: "when the opponent targets this unit", before it resolves),
 * a unit added (a = 3, b = uid; only listeners that hear added units), or a unit destroying an enemy unit
 * (a = 4, b = the killer's uid), by seat c.
 */
// A moment LISTEN answers needs its bit in EARS below: the root runner skips a LISTEN no unit has an ear for.
const listen: Run = (s, q, st) => {
  const unitEvent = st.a === 0 || st.a === 3 || st.a === 4;
  const when = st.a === 4 ? 'onFriendKill' : unitEvent ? 'onDeploy' : 'onOrder';
  const about = unitEvent ? findUnit(s, st.b) : null;
  const card = unitEvent ? (about ? about.card : -1) : st.b;
  if (card < 0) return;
  const m = mark(q);
  const order = BOARD_ORDER[s.active];
  const kw = CARDS[card].script.kw;
  for (const l of order) for (const u of s.lines[l]) {
    if (u.uid === st.b && (st.a === 0 || st.a === 3)) continue;
    // "It" is the deployed unit, or for an order the HQ of the player who gave it ("the player giving the order").
    if (alive(u) && hasAbility(textCard(u), when) && heard(u, when, st.c, CARDS[card].cls, CARDS[card].nation, unitEvent ? -1 : st.a === 2 ? st.d : -2, kw, st.a === 3, card, s, about)) {
      push(q, K.FX, u.owner, textCard(u), FX_ON[when], u.uid, unitEvent ? st.b : -2 - st.c);
    }
  }
  // 123s (K-R71k): a given "when you deploy a unit" on a friendly unit (not the one deployed, not a unit whose own text is that card's).
  if (st.a === 0) for (const l of order) for (const u of s.lines[l]) {
    if (u.gv === undefined || u.uid === st.b || u.owner !== st.c || !alive(u)) continue;
    for (const c of u.gv) if (GV_ON_DEPLOY[c] === 1 && c !== textCard(u)) push(q, K.FX, u.owner, c, FX_ON.onDeploy, u.uid, st.b);
  }
  // DECOY TACTICS (K-R70b): a given "when they target this unit" on the unit an enemy order targets.
  if (st.a === 2) {
    const tu = findUnit(s, st.d);
    if (tu && tu.gv !== undefined && alive(tu) && tu.owner !== st.c) for (const c of tu.gv) if (GIVEN_TARGETED[c] === 1) push(q, K.FX, tu.owner, c, FX_ON.onOrder, tu.uid, -2 - st.c);
  }
  // Listeners an order gave a player (K-R67l): after the units', the active player's first.
  if ((st.a === 0 || st.a === 3) && (s.sides[0].hears !== undefined || s.sides[1].hears !== undefined)) sideHears(s, q, st.c, st.b, card, st.a === 3);
  inOrder(q, m);
};

/** K-R67l: each player's order listeners still in force that hear a unit of `card` deployed (or added) by `actor`; spent ones are dropped. */
function sideHears(s: KardsState, q: Queue, actor: Seat, uid: number, card: number, added: boolean, when: 'onDeploy' | 'onSmokeLost' = 'onDeploy'): void {
  for (const seat of [s.active, 1 - s.active] as Seat[]) {
    const p = s.sides[seat], h = p.hears;
    if (h === undefined) continue;
    for (let i = 0; i < h.length; i += 2) {
      if (h[i + 1] !== -1 && h[i + 1] < s.turn) { h.splice(i, 2); i -= 2; continue; }
      const sc = CARDS[h[i]].script;
      if (!sc.ok) continue;
      const hit = sc.abilities.some((a) => {
        const l = a.listen;
        if (a.when !== when || !l || (l.who === 'friendly' ? actor !== seat : l.who === 'enemy' ? actor === seat : false)) return false;
        if ((l.cls !== 0 && (CARDS[card].cls & l.cls) === 0) || (l.nation !== '' && l.nation !== CARDS[card].nation)) return false;
        if (l.named !== undefined && !inFamily(CARDS[card].name.en, l.named)) return false;
        return !added || l.adds === true;
      });
      if (hit) push(q, K.FX, seat, h[i], when === 'onDeploy' ? FX_ON.onDeploy : FX_AT.onSmokeLost, NO_TARGET, uid);
    }
    if (h.length === 0) p.hears = undefined;
  }
}

/** Per card (K-R71k, 123s): a given text that hears its carrier's player deploy a unit ("when you deploy a unit, …"). */
const GV_ON_DEPLOY = Uint8Array.from(CARDS, (c) => (c.script.ok && c.cls !== 0 && c.script.abilities.some((a) => a.when === 'onDeploy' && a.listen?.who === 'friendly' && a.effects.some((e) => e.do === 'giveText' && e.to.k === 'self')) ? 1 : 0));
/** Whether unit u carries such a given text. */
function gvDeployEar(u: Unit): boolean {
  for (const c of u.gv!) if (GV_ON_DEPLOY[c] === 1) return true;
  return false;
}

/** Per card, a bit per moment its unit answers a root step at: LISTEN's onDeploy / onOrder / onFriendKill, UNIT_STARTS. */
const EAR_DEPLOY = 1, EAR_ORDER = 2, EAR_KILL = 4, EAR_START = 8;
const EARS = Uint8Array.from(CARDS, (c) => (hasAbility(c.i, 'onDeploy') ? EAR_DEPLOY : 0) | (hasAbility(c.i, 'onOrder') ? EAR_ORDER : 0)
  | (hasAbility(c.i, 'onFriendKill') ? EAR_KILL : 0) | (hasAbility(c.i, 'turnStart') || (c.script.ok && c.script.statics.promoteAt > 0) ? EAR_START : 0));

/** idleStep's `a` for UNIT_STARTS (LISTEN payloads are ≥ 0). */
export const IDLE_UNIT_STARTS = -1;

/**
 * Whether a LISTEN step with payload a (see listen), or seat by's UNIT_STARTS, would do nothing: no unit on the
 * battlefield (of that seat, for UNIT_STARTS; every line is read, conservatively) has an ability at that moment.
 * The root runner skips such steps without dispatching them (most deploys and orders meet no listener; most
 * turns start with nothing to trigger). A TURN_END test alike measured no gain (doomed units, hand marks).
 */
export function idleStep(s: KardsState, a: number, by: Seat): boolean {
  const own = a === IDLE_UNIT_STARTS;
  if (own && s.sides[by].later !== undefined) return false;
  if ((a === 0 || a === 3) && (s.sides[0].hears !== undefined || s.sides[1].hears !== undefined)) return false;
  const bit = own ? EAR_START : a === 4 ? EAR_KILL : a === 1 || a === 2 ? EAR_ORDER : EAR_DEPLOY;
  const lines = s.lines;
  for (let l = 0; l < 3; l++) {
    const line = lines[l];
    for (let i = 0; i < line.length; i++) {
      const u = line[i];
      // A given text may answer the unit's own turn start, or an order aimed at it (DECOY TACTICS, K-R70b).
      if (((EARS[textCard(u)] & bit) !== 0 || ((own || a === 2) && u.gv !== undefined) || (a === 0 && u.gv !== undefined && gvDeployEar(u))) && (!own || u.owner === by)) return false;
    }
  }
  return true;
}

/**
 * Whether a deploy's DEATHS · CM_CHECK · DEATHS · LISTEN · DEATHS would do nothing (apply's direct path): nothing
 * queued, no countermeasure held by the enemy, nobody dead, no unit listening for deploys. One pass, not two.
 */
export function quietDeploy(s: KardsState, enemy: Seat): boolean {
  if (s.q.length !== 0 || s.sides[enemy].cms.length !== 0 || s.sides[1 - enemy].hears !== undefined || s.sides[enemy].hears !== undefined) return false;
  const lines = s.lines;
  for (let l = 0; l < 3; l++) {
    const line = lines[l];
    for (let i = 0; i < line.length; i++) {
      const u = line[i];
      if (u.dead || u.def <= 0 || (EARS[textCard(u)] & EAR_DEPLOY) !== 0 || (u.gv !== undefined && gvDeployEar(u))) return false;
    }
  }
  return true;
}

/**
 * Whether the DEATHS · UNIT_STARTS · DEATHS after seat's TURN_START would do nothing (apply's direct path):
 * nothing queued, nobody dead, no unit of seat with a turn-start ability or a promotion. One pass, not two.
 */
export function quietTurnStart(s: KardsState, seat: Seat): boolean {
  if (s.q.length !== 0 || s.sides[seat].later !== undefined) return false;
  const lines = s.lines;
  for (let l = 0; l < 3; l++) {
    const line = lines[l];
    for (let i = 0; i < line.length; i++) {
      const u = line[i];
      if (u.dead || u.def <= 0 || (u.owner === seat && ((EARS[textCard(u)] & EAR_START) !== 0 || u.gv !== undefined))) return false;
    }
  }
  return true;
}

/**
 * Whether seat's TURN_END · DEATHS · END would do nothing (apply's direct path for a turn end): no unit of seat
 * doomed, taken until the end of turn or with an end-of-turn ability, no hand card to discard at the end of
 * turn, nobody dead, both HQs standing. One pass over the board instead of the steps' five.
 */
export function quietTurnEnd(s: KardsState, seat: Seat): boolean {
  if (s.q.length !== 0 || s.sides[0].hq <= 0 || s.sides[1].hq <= 0 || s.sides[seat].later !== undefined) return false;
  // A unit removed until the end of turn (K-R64r) comes back in TURN_END.
  for (let i = 0; i < s.limbo.length; i++) if (s.limbo[i].back !== undefined) return false;
  const lines = s.lines;
  for (let l = 0; l < 3; l++) {
    const line = lines[l];
    for (let i = 0; i < line.length; i++) {
      const u = line[i];
      if (u.dead || u.def <= 0) return false;
      if (u.owner === seat && (u.doomed || u.ctl !== undefined || hasAbility(textCard(u), 'turnEnd') || (u.gv !== undefined && u.gv.some((c) => hasAbility(c, 'turnEnd'))))) return false;
      // "At the end of each enemy turn" (K-R68l): the other player's such unit.
      if (u.owner !== seat && FOE_EOT[textCard(u)] === 1) return false;
    }
  }
  const p = s.sides[seat];
  for (let h = 0; h < p.mods.length; h++) if ((p.mods[h] & (MOD.discardEot | MOD.discardNext | MOD.costEot)) !== 0 || DISCARD_EOT[p.hand[h]] !== 0) return false;
  // KI-61-II TONY (K-R69f): a card of the other player's hand that may be added now.
  const oh = s.sides[1 - seat];
  if (oh.kredits >= MIN_FOE_END_SPEND) for (let h = 0; h < oh.hand.length; h++) if (FOE_END_SPEND[oh.hand[h]] !== 0) return false;
  // A countermeasure of the other player that fires at the end of this turn (K-R66u).
  const o = s.sides[1 - seat].cms;
  for (let i = 0; i < o.length; i++) if (CM_EOT[o[i]]) return false;
  return true;
}

/** "If discarded, …" (card -1: nothing was); "if the enemy discards …"; units' "when you discard a card". */
export function discarded(s: KardsState, q: Queue, seat: Seat, card: number, byEnemy = false): void {
  if (card < 0) return;
  s.sides[seat].removed.push(~card);
  if (hasAbility(card, 'discarded')) push(q, K.FX, seat, card, 11, NO_TARGET, NO_TARGET);
  if (byEnemy && hasAbility(card, 'discardedByEnemy')) push(q, K.FX, seat, card, 13, NO_TARGET, NO_TARGET);
  // "Draw this unit from deck if enemy makes you discard" (K-R67p): the card nearest the top that says so, once per card discarded.
  if (byEnemy) {
    const d = s.sides[seat].deck;
    for (let j = d.length - 1; j >= 0; j--) if (DRAW_ON_DISCARD[d[j]] === 1) { push(q, K.FX, seat, d[j], FX_AT.inDeckDiscard, NO_TARGET, NO_TARGET); break; }
  }
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && alive(u) && hasAbility(textCard(u), 'onDiscard')) push(q, K.FX, seat, textCard(u), 14, u.uid, NO_TARGET);
}

/**
 * After effects that may destroy: a DEATHS batch before anything else queued. Called last in a handler, so
 * the batch would run next, on this very board: with nobody dead it would do nothing and is not pushed.
 */
function thenDeaths(s: KardsState, q: Queue): void {
  if (anyDead(s)) push(q, K.DEATHS, -1);
}

/** Per card: a British infantry (K-R68s). */
const BRIT_INF = Uint8Array.from(CARDS, (c) => (c.nation === 'Britain' && c.cls === 1 ? 1 : 0));
/** Per card: its text reads "if you deployed a British infantry last turn" (K-R68s). */
const READS_BRIT_INF: readonly boolean[] = CARDS.map((c) => c.script.ok && (c.script.abilities.some((a) => a.cond === 'britInfLast') || c.script.statics.atkIf?.when === 'ownTurnBritInf'));

/** A British infantry deployed by seat (K-R68s): the turn kept in Side.brInf once the side has a card that reads it. */
function noteBritInf(s: KardsState, seat: Seat): void {
  const p = s.sides[seat];
  if (p.brInf === undefined) {
    let reads = false;
    for (const c of p.deck) if (READS_BRIT_INF[c]) { reads = true; break; }
    if (!reads) for (const c of p.hand) if (READS_BRIT_INF[c]) { reads = true; break; }
    if (!reads) for (let l = 0; l < 3 && !reads; l++) for (const u of s.lines[l]) if (u.owner === seat && READS_BRIT_INF[u.card]) { reads = true; break; }
    if (!reads) return;
    p.brInf = [-1, -1];
  }
  const b = p.brInf;
  if (b[1] !== s.turn) { b[0] = b[1]; b[1] = s.turn; }
}

/** K-R71f: unit u carries the texts of the cards of `gvT` whose bits are in `mask` (once each, K-R65t). */
function givenTexts(gvT: readonly number[] | undefined, mask: number, u: Unit): void {
  if (gvT === undefined) return;
  // A text read only as the card is played (K-R71g) is not carried by the unit.
  for (let i = 0; i < gvT.length; i++) if ((mask & (1 << i)) !== 0 && PLAYED_GV_HQ[gvT[i]] === 0) {
    if (u.gv === undefined) u.gv = [gvT[i]];
    else if (!u.gv.includes(gvT[i])) u.gv.push(gvT[i]);
  }
}

/** PLACE: the unit joins its owner's support line (paid when the action started). a = card, b = uid, c = its hand slot's MOD bits, d = its STAT (K-R70w2). */
const place: Run = (s, _q, st, ev) => {
  // LUBLIN R-XIII (K-R70f): "Cards you play have Intel 1" — the unit deployed, before it stands (its own static is not yet there).
  if (s.watch > 0) playIntel(s, st.by, ev);
  const u = newUnit(s, st.a, st.by);
  u.uid = st.b;
  s.lines[st.by].push(u);
  arrive(s, u);
  s.sides[st.by].arrived++;
  if (BRIT_INF[st.a] === 1) noteBritInf(s, st.by);
  if (s.sides[st.by].boost > 0) u.kw |= KW.blitz;
  // "It gets +1+1 and Blitz when deployed" (ZHUKOV's drawn card).
  if ((st.c & MOD.deployBuff) !== 0) {
    buffStats(s, u, 1, 1);
    u.kw |= KW.blitz;
  }
  // "It gets +2+2 when it is deployed" (PROMOTION's drawn card).
  if ((st.c & MOD.deployBuff22) !== 0) {
    buffStats(s, u, 2, 2);
  }
  // 收缴 (§3.3.8): a captured card is a 1/1 with its text, marked 被收缴.
  if ((st.c & MOD.captured) !== 0) {
    u.atk = u.def = u.top = 1;
    u.cap = true;
  }
  // Other sets (K-R69m, K-R69n, K-R69y): Blitz (DEEP OPERATION), an operation cost of 1 (IRON VICTORY) or 1 less (PILOT ESCAPE), and HULL DOWN's +1+2 and fight.
  if ((st.c & (MOD.blitz | MOD.op1 | MOD.hullDown | MOD.opLess)) !== 0) markedArrival(s, u, st.c, ev);
  ev?.push({ type: 'deployed', to: 'all', data: { seat: st.by, uid: u.uid, card: CARDS[st.a].id } });
  // KING'S AFRICAN RIFLES (K-R70n): the +n+n the slot was given.
  if ((st.c & HAND_PLUS_MASK) !== 0) buffStats(s, u, (st.c & HAND_PLUS_MASK) >> HAND_PLUS_SHIFT, (st.c & HAND_PLUS_MASK) >> HAND_PLUS_SHIFT);
  // K-R70w2: the stat and keyword changes the card got in the deck or hand (STAT in st.d).
  if (st.d !== 0) {
    buffStats(s, u, st.d & 255, (st.d >> 8) & 255);
    u.kw |= st.d >>> 16;
    // K-R71f: the texts given to the card in the deck or hand (bits above 32: Side.gvT's cards).
    if (st.d >= GV_UNIT) {
      givenTexts(s.sides[st.by].gvT, statGv(st.d), u);
      playedWithGv(s, st.by, st.d, ev);
    }
  }
  // 羁绊 Bond (K-R70j): played from hand, as it is placed; given or removed in hand (K-R70n), the unit keeps the mark.
  if ((BOND[st.a] | (st.c & (MOD.bondGiven | MOD.bondLost))) !== 0) {
    const b = bondOf(st.a, st.c);
    u.kw = b ? u.kw | KW.bond : u.kw & ~KW.bond;
    if (b) bondPlayed(s, st.by, st.a, ev);
  }
};

/** A deployed card's hand-slot marks of the other sets (K-R69m, K-R69n): as it is placed, before its deployment effects. */
function markedArrival(s: KardsState, u: Unit, m: number, ev: EventSink): void {
  if ((m & MOD.blitz) !== 0) u.kw |= KW.blitz;
  if ((m & MOD.op1) !== 0) u.op = 1;
  if ((m & MOD.opLess) !== 0) u.op = Math.max(0, u.op - 1);
  if ((m & MOD.hullDown) === 0) return;
  buffStats(s, u, 1, 2);
  // "Fights a random enemy unit" (K-R50f: a fight, not an attack), among those standing now.
  const foes: Unit[] = [];
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v.owner !== u.owner && alive(v)) foes.push(v);
  if (foes.length > 0) HOOKS.fight(s, u, foes[s.scots === true ? scotsPick(s, foes.length, (j) => textCard(foes[j])) : s.rng.int(foes.length)].uid, ev);
}

/** DEPLOY_FX: deployment effects (§3.4.1), even if a countermeasure kills the unit afterwards. a = uid, b = target. */
const deployFx: Run = (s, q, st, ev) => {
  const u = findUnit(s, st.a);
  if (!u) return;
  // "Deployment effects do not trigger" (K-R66o): only while such a unit is watched.
  if (s.watch > 0 && hasAbility(textCard(u), 'deploy') && deployFxBlocked(s)) { thenDeaths(s, q); return; }
  // BUFFS (K-R67y): a unit a deployment effect targets that says so gets its buff first.
  if (st.b >= 0 && hasAbility(textCard(u), 'deploy')) {
    const t = findUnit(s, st.b), g = t !== null ? staticsOf(t).buffTargeted : undefined;
    if (t && g !== undefined && alive(t)) buffStats(s, t, g.atk, g.def);
  }
  runAbilities(s, q, ev, st.by, u.card, 'deploy', u.uid, st.b, NO_TARGET);
  // "Your non-targeting deployment effects trigger twice" (B-26 MARAUDER).
  if (s.watch > 0 && hasAbility(textCard(u), 'deploy') && !TARGETS_AT_DEPLOY[u.card] && deploysTwice(s, st.by)) runAbilities(s, q, ev, st.by, u.card, 'deploy', u.uid, st.b, NO_TARGET);
  thenDeaths(s, q);
};

function deploysTwice(s: KardsState, seat: Seat): boolean {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && alive(u) && staticsOf(u).deployTwice) return true;
  return false;
}

/**
 * CM_CHECK: the opponent's face-down countermeasures answering event a about unit/card b. by = the seat
 * that may fire; for frontCaptured, c = who held the frontline before the move (public).
 */
const cmCheck: Run = (s, q, st, ev) => {
  if (s.active === st.by || s.sides[st.by].cms.length === 0 || cmsBlocked(s)) return;
  // One step for an attack answers both "an enemy unit attacks" and "a friendly unit is attacked".
  if (st.a === CM_EVENT.enemyAttacks) {
    fireCms(s, q, st, 'enemyAttacks', ev);
    fireCms(s, q, st, 'friendlyAttacked', ev);
    // "When a unit attacks your HQ" (other sets): the attack's target is this seat's HQ.
    if (st.c === -2 - st.by) fireCms(s, q, st, 'hqAttacked', ev);
  } else fireCms(s, q, st, CM_BY_CODE[st.a], ev);
};

function fireCms(s: KardsState, q: Queue, st: Readonly<Step>, trig: CmTrigger, ev: EventSink): void {
  if (trig === 'frontCaptured' && (st.c === s.active || frontOwner(s) !== s.active)) return;
  const p = s.sides[st.by];
  // The unit the countermeasure answers ("it"): the deployed, moving or attacking unit, or the attacked one.
  const about = trig === 'friendlyAttacked' ? st.c : trig === 'enemyOrder' || trig === 'frontCaptured' ? NO_TARGET : st.b;
  let fired = 0;
  for (let i = 0; i < p.cms.length && fired < s.o.cmPerEvent; i++) {
    const card = p.cms[i];
    const sc = CARDS[card].script;
    // "Counter an enemy order that targets a friendly target": the order's chosen target (c) is ours.
    const atUs = trig === 'enemyOrder' && (st.c === -2 - st.by || (st.c >= 0 && findUnit(s, st.c)?.owner === st.by));
    if (!sc.ok || !sc.abilities.some((a) => a.cm === trig || (atUs && a.cm === 'enemyOrderAtFriendly') || (trig === 'enemyOrder' && a.cm === 'enemyOrder4' && CARDS[st.b].cost >= 4)
      || (trig === 'enemyOrder' && a.cm === 'enemyOrder2' && s.sides[1 - st.by].orders === 2)
      || (atUs && st.c >= 0 && a.cm === 'enemyOrderAtUnit')
      // CLOSE CALL (K-R69q): an order or a deployment effect whose chosen target is a friendly unit.
      || (a.cm === 'unitTargeted' && (trig === 'enemyOrder' || trig === 'enemyDeployFx') && st.c >= 0 && findUnit(s, st.c)?.owner === st.by))) continue;
    if (about !== NO_TARGET) {
      const u = about >= 0 ? findUnit(s, about) : null;
      if (!u || !alive(u)) return;
      if (u.owner === (trig === 'friendlyAttacked' ? 1 - st.by : st.by)) continue;
    }
    p.cms.splice(i--, 1);
    fired++;
    cmFires(s, st.by, card, ev);
    // "When the enemy gives an order, deal damage … equal to its cost" (K-R67p): run now, knowing the order.
    if (CM_PICKED[card] && trig === 'enemyOrder') { runAbilities(s, q, ev, st.by, card, 'cm', -1, NO_TARGET, NO_TARGET, NO_TARGET, st.b); continue; }
    // "Counter an order that targets a friendly unit. Give the unit …" (K-R66v): "it" is that unit.
    push(q, K.FX, st.by, card, 3, NO_TARGET, atUs && st.c >= 0 && CM_AT_UNIT[card] ? st.c : about);
  }
}

/** ORDER_FX: the order's effects (§4.1). by = owner, a = card, b = chosen target, c = bit 0: it spent 4+ turns in the deck (§3.4.6); the rest: its steps higher (K-R69x). */
const orderFx: Run = (s, q, st, ev) => {
  // "If in your hand, this unit costs 2 less each time you give an order" (K-R63w).
  handEvent(s, st.by, HAND_ON.order);
  // LUBLIN R-XIII (K-R70f): the order given has Intel 1.
  if (s.watch > 0) playIntel(s, st.by, ev);
  AGED_PLAY.on = (st.c & 1) === 1;
  PLAY_STEPS.n = st.c >> 1;
  try {
    runAbilities(s, q, ev, st.by, st.a, 'play', -1, st.b, NO_TARGET);
  } finally {
    AGED_PLAY.on = false;
    PLAY_STEPS.n = 0;
  }
  // B-26 GROUPE BRETAGNE (K-R69s): the first order its owner gives this turn hits the enemy HQ for its printed cost.
  if (s.watch > 0 && s.sides[st.by].orders === 1) firstOrderHits(s, st.by, st.a, ev);
  // IMPERIAL DECREE (K-R67z): spent by the order whose damage it raised.
  if (DECREE.hit) {
    DECREE.hit = false;
    s.sides[st.by].decree = undefined;
  }
  thenDeaths(s, q);
};

/** Per card (K-R69s): "The first order you give each turn deals damage equal to its cost to the enemy HQ". */
const FIRST_ORDER_HITS = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.firstOrderHits === true ? 1 : 0));
function firstOrderHits(s: KardsState, seat: Seat, card: number, ev: EventSink): void {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (FIRST_ORDER_HITS[textCard(u)] === 1 && u.owner === seat && alive(u)) damageHq(s, 1 - seat, CARDS[card].cost, ev);
}

/** MOVE: into the frontline (§1.2), which the mover now controls. a = uid. */
const move: Run = (s, q, st, ev) => {
  const u = findUnit(s, st.a);
  if (!u) return;
  moveFront(s, q, u, ev, true);
};

/** Unit u moves into the frontline: by its own move (an action: `moved`), or by an effect (K-R67a: its action stays). */
function moveFront(s: KardsState, q: Queue, u: Unit, ev: EventSink, action: boolean): void {
  removeUnit(s, u);
  s.lines[FRONT].push(u);
  if (action) u.moved = true;
  const smoked = action && s.o.smokeEndsOnAction && (u.kw & KW.smokescreen) !== 0;
  if (smoked) u.kw &= ~KW.smokescreen;
  ev?.push({ type: 'moved', to: 'all', data: { uid: u.uid, card: u.card, seat: u.owner } });
  if (hasAbility(textCard(u), 'onMove')) push(q, K.FX, u.owner, textCard(u), 10, u.uid, NO_TARGET);
  if (u.gv !== undefined) pushGiven(q, u, 'onMove', 10, u.uid, NO_TARGET);
  // "When an enemy / a friendly unit moves into the frontline" (other sets): only while such a listener is watched.
  if (s.watch > 0) hearAll(s, q, 'onMoveAny', u.owner, u);
  if (smoked && s.watch > 0) hearAll(s, q, 'onSmokeLost', u.owner, u);
  if (smoked && (s.sides[0].hears !== undefined || s.sides[1].hears !== undefined)) sideHears(s, q, u.owner, u.uid, u.card, false, 'onSmokeLost');
}

/** Per card: its unit's ability at these moments is a listener other rules gate behind KardsState.watch (units.ts WATCHED). */
const LISTENS_AT = (when: When): readonly boolean[] => CARDS.map((c) => hasAbility(c.i, when));
const EARS_AT: Partial<Record<When, readonly boolean[]>> = {
  onMoveAny: LISTENS_AT('onMoveAny'), onFriendSurvive: LISTENS_AT('onFriendSurvive'), onSlot: LISTENS_AT('onSlot'), onSlotLost: LISTENS_AT('onSlotLost'),
  onCm: LISTENS_AT('onCm'), onShuffle: LISTENS_AT('onShuffle'), onVet: LISTENS_AT('onVet'), onFriendRepaired: LISTENS_AT('onFriendRepaired'),
  onSmokeLost: LISTENS_AT('onSmokeLost'), onFriendAttack: LISTENS_AT('onFriendAttack'), onConvert: LISTENS_AT('onConvert'),
  onLeave: LISTENS_AT('onLeave'), onDeathFx: LISTENS_AT('onDeathFx'), onRetreat: LISTENS_AT('onRetreat'),
};

/**
 * Other sets' listeners (a unit moves into the frontline, a friendly unit survives combat, a kredit slot gained or lost):
 * each living unit with one that hears the event of seat `actor` about unit `about` (null: none) queues its FX, in board
 * order. Called only while a watched unit is on the battlefield (these listeners make their cards watched).
 */
function hearAll(s: KardsState, q: Queue, when: 'onMoveAny' | 'onFriendSurvive' | 'onSlot' | 'onSlotLost' | 'onCm' | 'onShuffle' | 'onVet' | 'onFriendRepaired' | 'onSmokeLost' | 'onFriendAttack' | 'onConvert' | 'onLeave' | 'onRetreat', actor: Seat, about: Unit | null): void {
  const ear = EARS_AT[when]!;
  if (!anyEar(s, ear)) return;
  const m = mark(q);
  for (const l of BOARD_ORDER[s.active]) for (const u of s.lines[l]) {
    if (!ear[textCard(u)] || !alive(u) || !hears(s, u, when, actor, about)) continue;
    push(q, K.FX, u.owner, textCard(u), FX_AT[when], u.uid, about ? about.uid : NO_TARGET);
  }
  inOrder(q, m);
}

function hears(s: KardsState, u: Unit, when: When, actor: Seat, about: Unit | null): boolean {
  return listensTo(u, when, actor, (l) => {
    if (!about) return true;
    const c = CARDS[about.card];
    if (l.other === true && about === u) return false;
    if (l.named !== undefined && !inFamily(c.name.en, l.named)) return false;
    if (l.cls !== 0 && (c.cls & l.cls) === 0) return false;
    if (l.nation !== '' && l.nation !== c.nation) return false;
    if (l.kw && (kwOf(s, about) & l.kw) === 0) return false;
    // "When you attack with a unit with 2 or more combat keywords" (K-R67w).
    if (l.ckw2 === true && combatKws(s, about) < 2) return false;
    return !(l.armor === true && about.armor <= 0);
  });
}

/** 收缴 (§3.3.8): the destroyed unit's card goes to the capturer's hand as 明牌, a 1/1 marked 被收缴 (burned if the hand is full). */
function capture(s: KardsState, seat: Seat, card: number, ev: EventSink): void {
  if (s.o.capture === 'never') return;
  addToHand(s, seat, card, true, ev, MOD.captured);
  ev?.push({ type: 'captured', to: 'all', data: { seat, card: CARDS[card].id } });
}

/** "When it Salvages a unit" (K-R68e): the unit that took the card, while the catalog's Salvage is in play. */
function salvaged(s: KardsState, q: Queue, u: Unit): void {
  if (s.o.capture !== 'never' && hasAbility(textCard(u), 'onSalvage')) push(q, K.FX, u.owner, textCard(u), FX_AT.onSalvage, u.uid, NO_TARGET);
}

/** ATTACK: "when this unit attacks" first (it may change the fight), the fight, then "when this unit destroys a unit". */
const attack: Run = (s, q, st, ev) => {
  // COLD TRAP, DECISIVE DEFENSE (K-R70c): a countermeasure before this step added the defender the attack now goes to.
  const tb = REDIRECT.from === st.a && REDIRECT.turn === s.turn ? REDIRECT.to : st.b;
  REDIRECT.from = -1;
  // "Retreat it instead" (THE MERCHANT NAVY): the countermeasure before this step stopped the attack.
  if (STOPPED.uid >= 0) {
    const stopped = STOPPED.uid === st.a;
    STOPPED.uid = -1;
    if (stopped) return;
  }
  const u = findUnit(s, st.a);
  // A countermeasure may have destroyed either side of the fight already (they leave with the DEATHS after).
  if (!u || !alive(u)) return;
  const t0 = tb >= 0 ? findUnit(s, tb) : null;
  if (tb >= 0 && (!t0 || !alive(t0))) return;
  // "If this unit was not attacked last turn": remembered only by the units that ask.
  if (t0 && (ASKS_HIT[textCard(t0)] === 1 || readsHits(s.sides[u.owner]))) t0.hit = s.turn;
  const onAttack = hasAbility(textCard(u), 'onAttack');
  if (onAttack) runAbilities(s, q, ev, u.owner, textCard(u), 'onAttack', u.uid, NO_TARGET, u.uid, tb);
  if (!alive(u)) return;
  // Looked up again only after "when this unit attacks" (it may have moved the target off the battlefield).
  const t = onAttack && tb >= 0 ? findUnit(s, tb) : t0;
  // "Any unit that attacks this unit takes 3 damage first" (K-R67o): an attacker it destroys does not fight.
  if (t && s.watch > 0 && THORNS[textCard(t)] !== 0) {
    damageUnit(s, u, THORNS[textCard(t)], ev);
    if (!alive(u)) return;
  }
  // "Retreat this unit before damage is applied when it is attacked" (K-R67q): no fight.
  if (t && EVADES[textCard(t)] === 1) {
    u.attacks++;
    s.sides[u.owner].attacks++;
    retreatUnit(s, q, t, ev);
    return;
  }
  // "When a friendly unit is attacked, give it +1+1 before damage" (K-R67w, M4 FIREFLY PL): its player's such units, watched.
  if (t && s.watch > 0) for (let l = 0; l < 3; l++) for (const v of s.lines[l]) {
    const g = v.owner === t.owner && alive(v) ? staticsOf(v).guardBuff : undefined;
    if (g !== undefined) buffStats(s, t, g.atk, g.def);
  }
  const tDef = t ? t.def : 0;
  const toHq = fight(s, u, tb, ev);
  // "When this unit attacks, the damage it deals is also dealt to the enemy HQ" (K-R67o): what the defender lost.
  if (t && ECHO_HQ[textCard(u)] === 1 && tDef > t.def) damageHq(s, 1 - u.owner, tDef - t.def, ev);
  // "After your HQ is damaged by a ground unit, deal 1 damage to the enemy HQ" (K-R67o).
  if (toHq > 0 && s.watch > 0 && (CARDS[u.card].cls & 7) !== 0) {
    for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (HIT_BY_GROUND[textCard(v)] !== 0 && v.owner !== u.owner && alive(v)) damageHq(s, u.owner, HIT_BY_GROUND[textCard(v)], ev);
  }
  // "When this unit attacks and destroys a unit, deal excess damage to the enemy HQ."
  if (t && !alive(t) && t.def < 0 && (staticsOf(u).excessToHq || (u.tmpKw & KW.excess) !== 0)) damageHq(s, 1 - u.owner, -t.def, ev);
  // "Remove from the battlefield after it attacks" (K-R67q): after the fight, if it stands.
  if (AFTER_ATTACK[textCard(u)] === 1 && alive(u)) push(q, K.FX, u.owner, textCard(u), FX_AT.afterAttack, u.uid, NO_TARGET);
  // "Suppress units attacked by this unit" (H39 sWG): after the fight, if the target survived it (K-R60h).
  if (t && alive(t) && staticsOf(u).suppressesHit === true) suppressUnit(s, t, ev);
  // 收缴 (§3.3.8): the attacker's kill, or the defender's by counter-damage (K-R61c).
  if (t && !alive(t) && (kwOf(s, u) & KW.capture) !== 0) { capture(s, u.owner, t.card, ev); salvaged(s, q, u); }
  else if (t && !alive(u) && alive(t) && (kwOf(s, t) & KW.capture) !== 0) { capture(s, t.owner, u.card, ev); salvaged(s, q, t); }
  // "When the enemy attacks this unit" (other sets, K-R64w2): after the fight, the defender alive or not.
  if (t && hasAbility(textCard(t), 'onAttacked')) push(q, K.FX, t.owner, textCard(t), FX_AT.onAttacked, t.uid, u.uid);
  // DECOY TACTICS (K-R70b): a given "when they attack this unit", likewise.
  if (t && t.gv !== undefined) pushGiven(q, t, 'onAttacked', FX_AT.onAttacked, t.uid, u.uid);
  // "After you attack with a Japanese unit" (other sets, K-R64a): after the fight, the attacker alive or not.
  if (s.watch > 0) hearAll(s, q, 'onFriendAttack', u.owner, u);
  // "When this unit / a friendly unit survives combat" (other sets, K-R64s): each unit of the fight still alive.
  if (t && (s.watch + SURVIVE_SELF[textCard(u)] + SURVIVE_SELF[textCard(t)] > 0 || u.gv !== undefined || t.gv !== undefined || s.sides[t.owner].later !== undefined)) survived(s, q, u, t);
  // K-R67m: a kill ability that reads the unit destroyed gets it as "it" (still on the battlefield until DEATHS).
  if (t && !alive(t) && alive(u) && hasAbility(textCard(u), 'onKill')) push(q, K.FX, u.owner, textCard(u), 7, u.uid, KILL_IT[textCard(u)] === 1 ? t.uid : NO_TARGET);
  if (toHq > 0 && hasAbility(textCard(u), 'onHitHq')) push(q, K.FX, u.owner, textCard(u), 8, u.uid, NO_TARGET);
  if (toHq > 0 && u.gv !== undefined) pushGiven(q, u, 'onHitHq', 8, u.uid, NO_TARGET);
  // "After this unit attacks the enemy HQ" (other sets, a given text): the attack on the HQ, whatever its damage.
  if (tb <= -2 && hasAbility(textCard(u), 'onAttackHq')) push(q, K.FX, u.owner, textCard(u), FX_AT.onAttackHq, u.uid, NO_TARGET);
  if (tb <= -2 && u.gv !== undefined) pushGiven(q, u, 'onAttackHq', FX_AT.onAttackHq, u.uid, NO_TARGET);
  // "When a friendly unit destroys an enemy unit": the attacker's kill, or the defender's by counter-damage
  // (a LISTEN step only while such a listener is on the battlefield: kills are frequent, listeners rare).
  if (t && (!alive(t) || !alive(u)) && anyEar(s, KILL_EAR)) {
    if (!alive(t)) push(q, K.LISTEN, -1, 4, u.uid, u.owner);
    else push(q, K.LISTEN, -1, 4, t.uid, t.owner);
  }
};

/** Per card (K-R68l): its unit has an "at the end of each enemy turn" ability. */
const FOE_EOT = Uint8Array.from(CARDS, (c) => (hasAbility(c.i, 'foeTurnEnd') ? 1 : 0));

/** Per card (K-R67q): it retreats when attacked, before the fight; it has an ability after it attacks. */
const EVADES = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.evades === true ? 1 : 0));
const AFTER_ATTACK = Uint8Array.from(CARDS, (c) => (hasAbility(c.i, 'afterAttack') ? 1 : 0));

/** Per card (K-R67o): a unit that attacks it takes n damage first; its attack damage to a unit is dealt to the enemy HQ too; after a ground unit damages its owner's HQ, n damage to the enemy HQ. */
const THORNS = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.thorns ?? 0 : 0));
const ECHO_HQ = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.echoHq === true ? 1 : 0));
const HIT_BY_GROUND = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.hitByGround ?? 0 : 0));

/** Per card: its "when this unit destroys a unit" reads the unit destroyed (K-R67m). */
const KILL_IT = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.when === 'onKill' && a.effects.some((e) => e.do === 'copyItHand' || e.if === 'ground')) ? 1 : 0));

/** Per card (K-R70b): it gives a text that answers an enemy order aimed at its unit (a given 'onOrder' ability of its own unit). */
const GIVEN_TARGETED = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.given === true && a.when === 'onOrder' && a.listen?.me === true) ? 1 : 0));

/** Per card: its unit has "when this unit survives combat" (1) or not (0). */
const SURVIVE_SELF = Uint8Array.from(CARDS, (c) => (hasAbility(c.i, 'onSurvive') ? 1 : 0));

/** After a fight between units u (the attacker) and t: the survivors' own abilities, then friendly listeners, attacker first. */
function survived(s: KardsState, q: Queue, u: Unit, t: Unit): void {
  // The queue runs the last pushed first: pushed backwards, blocks whole (hearAll keeps its block in order).
  if (s.watch > 0) {
    if (alive(t)) hearAll(s, q, 'onFriendSurvive', t.owner, t);
    if (alive(u)) hearAll(s, q, 'onFriendSurvive', u.owner, u);
  }
  if (alive(t) && SURVIVE_SELF[textCard(t)] === 1) push(q, K.FX, t.owner, textCard(t), FX_AT.onSurvive, t.uid, t.uid);
  // STUBBORN DEFENSE (K-R69z): a watch its owner's countermeasure set on the attacked unit this turn.
  if (alive(t) && s.sides[t.owner].later !== undefined) surviveWatch(s, q, t);
  if (alive(t) && t.gv !== undefined) pushGiven(q, t, 'onSurvive', FX_AT.onSurvive, t.uid, t.uid);
  if (alive(u) && SURVIVE_SELF[textCard(u)] === 1) push(q, K.FX, u.owner, textCard(u), FX_AT.onSurvive, u.uid, u.uid);
  if (alive(u) && u.gv !== undefined) pushGiven(q, u, 'onSurvive', FX_AT.onSurvive, u.uid, u.uid);
}

/** K-R69z: watches on t surviving a fight this turn (Side.later entries due SURVIVE_WATCH - turn) fire now, each once. */
function surviveWatch(s: KardsState, q: Queue, t: Unit): void {
  const l = s.sides[t.owner].later!;
  for (let i = 0; i < l.length; i += 3) {
    if (l[i + 1] !== t.uid || l[i + 2] !== SURVIVE_WATCH - s.turn) continue;
    push(q, K.FX, t.owner, l[i], FX_AT.later, NO_TARGET, t.uid);
    l.splice(i, 3);
    i -= 3;
  }
  if (l.length === 0) s.sides[t.owner].later = undefined;
}

/** Per card: its text asks whether its unit was attacked last turn (condition `notHit`). */
const ASKS_HIT = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.cond === 'notHit') ? 1 : 0));
/** Per card (K-R69v): it asks whether a unit was attacked this turn (TARGET ACQUIRED). */
const READS_HIT = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.effects.some((e) => 'to' in e && 'sel' in e.to && e.to.sel.hitNow === true)) ? 1 : 0));
/** Whether a side's hand or deck holds such a card: its attacks are then remembered on the units attacked (Unit.hit). */
function readsHits(p: Side): boolean {
  for (const c of p.hand) if (READS_HIT[c] === 1) return true;
  for (const c of p.deck) if (READS_HIT[c] === 1) return true;
  return false;
}
/** Per card: its unit listens for kills / for added units. */
const KILL_EAR: readonly boolean[] = CARDS.map((c) => hasAbility(c.i, 'onFriendKill'));
const ADD_EAR: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.listen?.adds === true));

function anyEar(s: KardsState, ear: readonly boolean[]): boolean {
  for (let l = 0; l < 3; l++) {
    const line = s.lines[l];
    for (let i = 0; i < line.length; i++) if (ear[textCard(line[i])] && !line[i].dead) return true;
  }
  return false;
}

/** FX: a triggered ability. by = owner, a = card, b = FX_WHEN index, c = source uid (-1), d = the event's unit. */
const fx: Run = (s, q, st, ev) => {
  // A destroyed unit's attack (K-R67n) travels as the source (DEAD_SRC - attack).
  const src = st.c >= 0 ? (findUnit(s, st.c) ? st.c : -1) : st.c <= DEAD_SRC ? st.c : -1;
  const it = st.d <= -2 || (st.d >= 0 && findUnit(s, st.d)) ? st.d : NO_TARGET;
  runAbilities(s, q, ev, st.by, st.a, FX_WHEN[st.b], src, NO_TARGET, it);
  thenDeaths(s, q);
};

/** Per card: printed "discarded at the end of turn" (Statics.discardEot). */
export const DISCARD_EOT = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.discardEot === true ? 1 : 0));

/** Per card (K-R69f): kredits spent to add it from its owner's hand at the end of an enemy turn (0: none); the least of them. */
const FOE_END_SPEND = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.foeEndSpend ?? 0 : 0));
const MIN_FOE_END_SPEND = Math.min(99, ...[...FOE_END_SPEND].filter((n) => n > 0));

/** KI-61-II TONY (K-R69f): seat's hand cards that say so, in hand order, each added while seat has the kredits and room. */
function foeEndSpend(s: KardsState, seat: Seat, ev: EventSink): void {
  const p = s.sides[seat];
  for (let h = 0; h < p.hand.length; h++) {
    const n = FOE_END_SPEND[p.hand[h]];
    if (n === 0 || p.kredits < n || s.lines[seat].length >= s.o.supportSize) continue;
    const card = takeFromHand(s, seat, h--);
    p.kredits -= n;
    const u = newUnit(s, card, seat);
    s.lines[seat].push(u);
    arrive(s, u);
    s.sides[seat].arrived++;
    ev?.push({ type: 'added', to: 'all', data: { seat, uid: u.uid, card: CARDS[card].id } });
    HOOKS.added(s, s.q, seat, u.uid);
  }
}

/** TURN_END: "at the end of your turn" abilities, and the doomed units of the player ending it are destroyed. */
const turnEnd: Run = (s, q, st, ev) => {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.doomed && u.owner === st.by) u.dead = true;
  // Units removed "until the end of turn" come back (K-R64r).
  if (s.limbo.length !== 0) limboReturns(s, 1, ev);
  // 控制权交换 (§4.1.5): "until end of turn" ends now (K-4.1.5e).
  controlEnds(s, q, st.by, ev);
  // Hand cards drawn with "discard them at the end of turn" (MOBILIZATION).
  const p = s.sides[st.by];
  // Cards printed "discarded at the end of turn" (other sets, K-R64d) likewise; none while FINNISH BOYS stands (K-R70d).
  const keep = discardBlocked(s, st.by);
  for (let h = p.hand.length - 1; h >= 0 && !keep; h--) {
    if ((p.mods[h] & MOD.discardEot) === 0 && DISCARD_EOT[p.hand[h]] === 0) continue;
    const card = takeFromHand(s, st.by, h);
    ev?.push({ type: 'discarded', to: 'all', data: { seat: st.by, card } });
    discarded(s, q, st.by, card);
  }
  // "Discard it at the end of your next turn": at the end of this one it becomes "at the end of turn".
  // "It costs 2 less this turn" (K-R66d): the slot's cost change ends now.
  for (let h = 0; h < p.mods.length; h++) {
    const m = p.mods[h];
    if ((m & (MOD.discardNext | MOD.costEot)) === 0) continue;
    if ((m & MOD.discardNext) !== 0) p.mods[h] = (m & ~MOD.discardNext) | MOD.discardEot;
    if ((m & MOD.costEot) !== 0) p.mods[h] = p.mods[h] & MOD_MARKS & ~MOD.costEot;
  }
  const m = mark(q);
  if (p.later !== undefined) laterFx(s, q, st.by, 2 * s.turn + 1);
  for (let l = st.by; l <= FRONT; l += FRONT - st.by) for (const u of s.lines[l]) {
    if (u.owner === st.by && hasAbility(textCard(u), 'turnEnd')) push(q, K.FX, u.owner, textCard(u), 2, u.uid, NO_TARGET);
    // A given "at the end of your turn" (K-R67q, JUGGERNAUT).
    if (u.owner === st.by && u.gv !== undefined) pushGiven(q, u, 'turnEnd', 2, u.uid, NO_TARGET);
  }
  // "At the end of each enemy turn, …" (K-R68l): the other player's units that say so, after this player's own.
  for (let l = 1 - st.by; l <= FRONT; l += FRONT - (1 - st.by)) for (const u of s.lines[l]) {
    if (u.owner !== st.by && FOE_EOT[textCard(u)] === 1 && alive(u)) push(q, K.FX, u.owner, textCard(u), FX_AT.foeTurnEnd, u.uid, NO_TARGET);
  }
  // "At the end of the enemy turn, …" (K-R66u): the other player's countermeasure fires, after this player's own abilities.
  const o = s.sides[1 - st.by];
  // KI-61-II TONY (K-R69f): from the other player's hand, kredits permitting.
  if (o.kredits >= MIN_FOE_END_SPEND) foeEndSpend(s, 1 - st.by, ev);
  // KI-61-II TONY (K-R69f): from the other player's hand, kredits permitting.
  if (o.kredits >= MIN_FOE_END_SPEND) foeEndSpend(s, 1 - st.by, ev);
  if (o.cms.length > 0 && !cmsBlocked(s)) {
    let fired = 0;
    for (let i = 0; i < o.cms.length && fired < s.o.cmPerEvent; i++) {
      const card = o.cms[i];
      if (!CM_EOT[card]) continue;
      o.cms.splice(i--, 1);
      fired++;
      cmFires(s, 1 - st.by, card, ev);
      push(q, K.FX, 1 - st.by, card, 3, NO_TARGET, NO_TARGET);
    }
  }
  inOrder(q, m);
};

/** TURN_START (ruling 1): the new turn, its kredits (§2.1: slot first, then refill), then 动员 ①. */
const turnStart: Run = (s, q, st, ev) => {
  s.active = st.by;
  s.turn++;
  s.sides[0].orders = s.sides[1].orders = 0;
  s.sides[0].lost = s.sides[1].lost = 0;
  s.sides[0].arrived = s.sides[1].arrived = 0;
  s.sides[0].boost = s.sides[1].boost = 0;
  s.sides[0].hitHq = s.sides[1].hitHq = 0;
  s.sides[0].attacks = s.sides[1].attacks = 0;
  // Setting length is a runtime call even on an empty array: only when there is something to clear.
  if (s.sides[0].lostCards.length !== 0) s.sides[0].lostCards.length = 0;
  if (s.sides[1].lostCards.length !== 0) s.sides[1].lostCards.length = 0;
  s.sides[0].hqCap = s.sides[1].hqCap = false;
  // "If this HQ has taken 3+ damage this turn" (K-R64q): counted only for an HQ that was given such an ability.
  if (s.sides[0].hqTaken !== undefined) s.sides[0].hqTaken = 0;
  if (s.sides[1].hqTaken !== undefined) s.sides[1].hqTaken = 0;
  const p = s.sides[st.by];
  // Delayed effects (§4.1.3): no slot this turn, extra kredits (above the slots, up to the effect cap), no orders.
  if (p.slots < s.o.slotCap && !p.nextSkip) p.slots++;
  // A delayed loss ("lose 2 kredits at the start of your next turn") leaves at least 0.
  p.kredits = Math.max(0, Math.min(s.o.kreditCap, p.slots + p.nextKredits));
  p.nextKredits = 0;
  p.noOrders = p.nextNoOrders;
  p.nextNoOrders = false;
  // A delayed "cannot deploy units" (other sets); absent unless a card set it, so other games' states are unchanged.
  if (p.nextNoDeploy !== undefined || p.noDeploy !== undefined) {
    p.noDeploy = p.nextNoDeploy === true ? true : undefined;
    p.nextNoDeploy = undefined;
  }
  for (; p.nextDiscards > 0; p.nextDiscards--) discarded(s, q, st.by, discardRandom(s, st.by, ev));
  // PROTECT THE POCKET (K-R68y): this turn ends once its start has resolved (apply.ts, as "End your turn").
  if (p.endAt !== undefined && p.endAt <= s.turn) {
    if (p.endAt === s.turn) s.endNow = true;
    p.endAt = undefined;
  }
  // Only the new player's hidden spend is void now (its kredits refill); the other's stays hidden until then.
  p.cmSpent = 0;
  // One pass over the board: this turn's changes end for every unit (nothing above reads them), and the
  // new player's units get their turn; their nations as the turn begins (Bond, K-R70l).
  let nations = 0;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    u.tmpAtk = 0;
    u.tmpKw = 0;
    u.tmpOp = 0;
    u.lostKw = 0;
    if (u.owner !== st.by) continue;
    nations |= NATION_BIT[u.card] | ((u.kw & KW.bond) !== 0 ? BOND_HERE : 0);
    u.moved = false;
    u.attacks = 0;
    u.fresh = false;
    u.ambushed = false;
    u.turns++;
    if ((u.kw & KW.mobilize) !== 0) {
      buffStats(s, u, 1, 1);
      u.mob++;
    }
  }
  noteTurnStart(s, st.by, nations);
  ev?.push({ type: 'turn', to: 'all', data: { seat: st.by, turn: s.turn } });
  // Units removed "until the start of your next turn" come back, to their line or to hand (K-R64r).
  if (s.limbo.length !== 0) limboReturns(s, 0, ev);
};

/**
 * Removed units whose time has come (Unit.back: this turn's start, at = 0, or end, at = 1) come back: to their owner's
 * support line as they were (K-R38r: to hand as 明牌 when it is full), or to their owner's hand.
 */
/** SECOND FRONT (K-R69b): the returned unit duplicated — a copy as it stands (stats, keywords, damage) added to its support line, if there is room. */
function duplicateReturned(s: KardsState, v: Unit, ev: EventSink): void {
  if (s.lines[v.owner].length >= s.o.supportSize) return;
  const c = newUnit(s, v.card, v.owner);
  c.atk = v.atk;
  c.def = v.def;
  c.top = v.top;
  c.op = v.op;
  c.kw = v.kw;
  c.armor = v.armor;
  c.hurt = v.hurt;
  c.ref = v.ref;
  s.lines[v.owner].push(c);
  arrive(s, c);
  s.sides[v.owner].arrived++;
  ev?.push({ type: 'added', to: 'all', data: { seat: v.owner, uid: c.uid, card: CARDS[c.card].id } });
  HOOKS.added(s, s.q, v.owner, c.uid);
}

function limboReturns(s: KardsState, at: 0 | 1, ev: EventSink): void {
  for (let i = 0; i < s.limbo.length; i++) {
    const v = s.limbo[i], b = v.back;
    if (b === undefined || b >> 2 !== s.turn || ((b & 1) === 1) !== (at === 1)) continue;
    s.limbo.splice(i--, 1);
    v.back = undefined;
    if ((b & 3) !== 2 && s.lines[v.owner].length < s.o.supportSize) {
      s.lines[v.owner].push(v);
      if (WATCHED[v.card]) s.watch++;
      ev?.push({ type: 'returned', to: 'all', data: { uid: v.uid, card: CARDS[v.card].id } });
      if ((b & 3) === 3) duplicateReturned(s, v, ev);
    } else addToHand(s, v.owner, v.card, true, ev);
  }
}

/** Per countermeasure card: it answers an enemy order aimed at a friendly unit (K-R66v). */
/** Per card: drawn from its owner's deck when the enemy makes its owner discard (K-R67p). */
const DRAW_ON_DISCARD = Uint8Array.from(CARDS, (c) => (hasAbility(c.i, 'inDeckDiscard') ? 1 : 0));
/** Per card: a countermeasure whose effect reads the card it answers (K-R67p). */
const CM_PICKED: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.cm !== null && a.effects.some((e) => 'count' in e && e.count?.of === 'pickedCost')));
const CM_AT_UNIT: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.cm === 'enemyOrderAtUnit'));
/** Per countermeasure card: it fires at the end of the enemy's turn (K-R66u). */
const CM_EOT: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.cm === 'enemyTurnEnd'));

/** An order's delayed abilities due now (K-R66e, Side.later): each fires once, in the order given, then is gone. */
function laterFx(s: KardsState, q: Queue, seat: Seat, due: number): void {
  const l = s.sides[seat].later!;
  for (let i = 0; i < l.length; i += 3) {
    if (l[i + 2] === -1 && (due & 1) === 0) { push(q, K.FX, seat, l[i], FX_AT.later, NO_TARGET, l[i + 1]); continue; }
    // A watch on a unit's destruction this turn (K-R68t) ends with the turn.
    if (l[i + 2] <= DEATH_WATCH) { if ((due & 1) === 1) { l.splice(i, 3); i -= 3; } continue; }
    if (l[i + 2] !== due) continue;
    push(q, K.FX, seat, l[i], FX_AT.later, NO_TARGET, l[i + 1]);
    l.splice(i, 3);
    i -= 3;
  }
  if (l.length === 0) s.sides[seat].later = undefined;
}

/** UNIT_STARTS (ruling 1 ③): "at the start of your turn" abilities, in board order (what it reads: EAR_START). */
const unitStarts: Run = (s, q, st) => {
  const m = mark(q);
  if (s.sides[st.by].later !== undefined) laterFx(s, q, st.by, 2 * s.turn);
  for (let l = st.by; l <= FRONT; l += FRONT - st.by) for (const u of s.lines[l]) {
    if (u.owner !== st.by) continue;
    if (hasAbility(textCard(u), 'turnStart')) push(q, K.FX, u.owner, textCard(u), 1, u.uid, NO_TARGET);
    if (u.gv !== undefined) pushGiven(q, u, 'turnStart', 1, u.uid, NO_TARGET);
    // 晋升 (§3.5) is a turn-start effect too (ruling 1 ③).
    const at = staticsOf(u).promoteAt;
    if (at > 0 && !u.vet && u.turns >= at) push(q, K.PROMOTE, u.owner, u.uid);
  }
  inOrder(q, m);
};

/**
 * PROMOTE (§3.5, ruling 5): a unit with defense above 0 becomes its Veteran card: printed stats again
 * (buffs, debuffs and damage forgotten), keywords other cards gave kept; then "when this unit becomes Veteran".
 */
const promote: Run = (s, q, st, ev) => {
  const u = findUnit(s, st.a);
  const vet = u ? VETERAN[u.card] : -1;
  if (!u || !alive(u) || u.vet || vet < 0) return;
  const was = CARDS[u.card], c = CARDS[vet];
  const given = u.kw & ~(was.script.kw | KW.mobilize);
  leaves(s, u);
  if (WATCHED[vet]) s.watch++;
  u.card = vet;
  u.atk = c.atk;
  u.def = u.top = c.def;
  u.ref = undefined;
  u.op = c.op;
  u.kw = c.script.kw | given;
  u.armor = c.script.armor;
  u.hurt = false;
  u.mob = 0;
  u.vet = true;
  ev?.push({ type: 'promoted', to: 'all', data: { uid: u.uid, card: c.id } });
  // "When a unit becomes Veteran" listeners (other sets): queued first, so they run after its own ability.
  if (s.watch > 0) hearAll(s, q, 'onVet', u.owner, u);
  if (hasAbility(vet, 'promoted')) runAbilities(s, q, ev, u.owner, vet, 'promoted', u.uid, NO_TARGET, NO_TARGET);
  thenDeaths(s, q);
};

/**
 * PICK (a decision of seat by): discard a hand card of classes a for order card b aimed at c
 * ("choose and discard an air unit to …"); then the order's `picked` ability, knowing the card.
 */
const pickChoices = (s: KardsState, st: Readonly<Step>, out: KardsAction[]): void => {
  const hand = s.sides[st.by].hand;
  for (let h = 0; h < hand.length; h++) if (pickFits(hand[h], st.a)) out.push(pickAct(h));
};
/** PICK_ASK: is there still a hand card of classes a to discard? */
const pickOpen = (s: KardsState, st: Readonly<Step>): boolean => {
  const hand = s.sides[st.by].hand;
  if (discardBlocked(s, st.by)) return false;
  for (let h = 0; h < hand.length; h++) if (pickFits(hand[h], st.a)) return true;
  return false;
};
const pickDecide = (s: KardsState, q: Queue, st: Readonly<Step>, a: KardsAction, ev: EventSink): void => {
  if (a.t !== 'pick') throw new Error('kards: a pick answers a pick');
  // SCRAP METAL (K-R69t): whether the card discarded was a Salvaged one, read as it leaves the hand.
  PICK_SALVAGED.on = ((s.sides[st.by].mods[a.h] ?? 0) & MOD.captured) !== 0;
  const card = takeFromHand(s, st.by, a.h);
  ev?.push({ type: 'discarded', to: 'all', data: { seat: st.by, card } });
  try {
    runAbilities(s, q, ev, st.by, st.b, 'picked', findUnit(s, st.d) ? st.d : -1, st.c, NO_TARGET, NO_TARGET, card);
  } finally {
    PICK_SALVAGED.on = false;
  }
  // Pushed whatever the board: discarded() may queue steps above it, which run first.
  push(q, K.DEATHS, -1);
  discarded(s, q, st.by, card);
};
/**
 * CHOOSE (a decision of seat by): option i of card a's "choose one" (b options, source unit c); an option with a
 * target asks for it next (TARGET), so each choice is one decision on the queue.
 */
const CHOICE_WHEN = ['choice0', 'choice1'] as const;
const chooseChoices = (s: KardsState, st: Readonly<Step>, out: KardsAction[]): void => {
  for (let i = 0; i < st.b; i++) if (optionOk(s, st.by, st.a, i)) out.push(decisionAct('choose', i));
};
const chooseDecide = (s: KardsState, q: Queue, st: Readonly<Step>, a: KardsAction, ev: EventSink): void => {
  if (a.t !== 'choose') throw new Error('kards: a choose answers a choose');
  ev?.push({ type: 'chose', to: 'all', data: { seat: st.by, card: CARDS[st.a].id, option: a.i } });
  if (optionTarget(st.a, a.i)) return ask(q, K.TARGET, st.by, st.a, a.i, st.c);
  runAbilities(s, q, ev, st.by, st.a, CHOICE_WHEN[a.i], findUnit(s, st.c) ? st.c : -1, NO_TARGET, NO_TARGET);
  thenDeaths(s, q);
};
/** TARGET (a decision of seat by): the target of option b of card a (source unit c). */
const targetChoices = (s: KardsState, st: Readonly<Step>, out: KardsAction[]): void => {
  const t = optionTarget(st.a, st.b);
  if (!t) return;
  const refs: number[] = [];
  chosenRefs(s, st.by, t, CARDS[st.a].type === 'order', refs);
  for (const r of refs) out.push(decisionAct('target', r));
};
const targetDecide = (s: KardsState, q: Queue, st: Readonly<Step>, a: KardsAction, ev: EventSink): void => {
  if (a.t !== 'target') throw new Error('kards: a target answers a target');
  runAbilities(s, q, ev, st.by, st.a, CHOICE_WHEN[st.b], findUnit(s, st.c) ? st.c : -1, a.r, NO_TARGET);
  thenDeaths(s, q);
};
/** Interned answers (one frozen object per distinct answer). */
const DECISIONS = new Map<string, KardsAction>();
function decisionAct(t: 'choose' | 'target', n: number): KardsAction {
  const k = `${t}:${n}`;
  let a = DECISIONS.get(k);
  if (!a) DECISIONS.set(k, (a = Object.freeze(t === 'choose' ? { t, i: n } : { t, r: n })));
  return a;
}

const PICKS: KardsAction[] = [];
function pickAct(h: number): KardsAction {
  while (PICKS.length <= h) PICKS.push(Object.freeze({ t: 'pick', h: PICKS.length }));
  return PICKS[h];
}

/** DRAW: the turn's card (§1.3), except the first player's first turn. */
const drawStep: Run = (s, _q, st, ev) => {
  const p = s.sides[st.by];
  // A delayed "does not draw a card next turn" skips it; "draw an additional card" adds to it (§4.1.3).
  // Other sets (K-R66k): a negative nextDraws ("the enemy does not draw a card next turn") skips the turn's draw only.
  // The turn's card is no "extra card" (K-R68q).
  TURN_DRAW.on = true;
  try {
    if (s.turn > 1 && !p.nextSkip && p.nextDraws >= 0) draw(s, st.by, 1, ev);
  } finally {
    TURN_DRAW.on = false;
  }
  p.nextSkip = false;
  if (p.nextDraws > 0) draw(s, st.by, p.nextDraws, ev);
  p.nextDraws = 0;
  // FRONT AND HOMELAND (K-R71b, §3.4.6): its player's fourth turn (game turn 7 or 8) draws each copy still in the deck.
  if ((s.turn === 7 || s.turn === 8) && (s.turn === 7) === (st.by === s.first)) turn4Draws(s, st.by, ev);
};

/** Per card: drawn from its owner's deck as that player's fourth turn draws (K-R71b). */
const DRAW_TURN4 = Uint8Array.from(CARDS, (c) => (hasAbility(c.i, 'inDeckTurn4') ? 1 : 0));
function turn4Draws(s: KardsState, seat: Seat, ev: EventSink): void {
  const p = s.sides[seat];
  for (let j = p.deck.length - 1; j >= 0; j--) {
    if (DRAW_TURN4[p.deck[j]] !== 1) continue;
    const m = recTake(p, j), st = TAKEN.stat;
    const card = p.deck.splice(j, 1)[0];
    if (addToHand(s, seat, card, false, ev, deckOut(s, seat, card) | m, st)) drawnFromDeck(s, seat, card, ev);
    if (j > p.deck.length) j = p.deck.length;
  }
}

export const STEPS = defineSteps<KardsState, KardsAction>({
  end: { id: K.END, run: end },
  deaths: { id: K.DEATHS, run: deaths },
  place: { id: K.PLACE, run: place },
  deployFx: { id: K.DEPLOY_FX, run: deployFx },
  cmCheck: { id: K.CM_CHECK, run: cmCheck },
  orderFx: { id: K.ORDER_FX, run: orderFx },
  move: { id: K.MOVE, run: move },
  attack: { id: K.ATTACK, run: attack },
  fx: { id: K.FX, run: fx },
  turnEnd: { id: K.TURN_END, run: turnEnd },
  turnStart: { id: K.TURN_START, run: turnStart },
  unitStarts: { id: K.UNIT_STARTS, run: unitStarts },
  draw: { id: K.DRAW, run: drawStep },
  listen: { id: K.LISTEN, run: listen },
  promote: { id: K.PROMOTE, run: promote },
  pick: { id: K.PICK, choices: pickChoices, decide: pickDecide },
  choose: { id: K.CHOOSE, choices: chooseChoices, decide: chooseDecide },
  target: { id: K.TARGET, choices: targetChoices, decide: targetDecide },
  // "Choose a card in hand" (effects/hold.ts): answered with a hand slot, like a PICK.
  hold: { id: K.HOLD, choices: (s, st, out) => holdChoices(s, st, out, pickAct), decide: (s, q, st, a, ev) => { holdDecide(s, q, st, a, ev); thenDeaths(s, q); } },
  // Develop (effects/develop.ts): one of the owner's hidden candidates, by index.
  develop: { id: K.DEVELOP, choices: developChoices, decide: (s, q, st, a, ev) => developDecide(s, q, st, a, ev, HOOKS.develop) },
  // The HOLD is asked only as it comes up, while a card still fits (another HOLD before it may have taken the last one).
  holdAsk: { id: K.HOLD_ASK, run: (s, q, st) => { if (holdOpen(s, st)) ask(q, K.HOLD, st.by, st.a, 0, st.c); } },
  // Likewise a PICK: a deployment effect run twice (B-26 MARAUDER) asks twice, and the first may take the last card that fits.
  pickAsk: { id: K.PICK_ASK, run: (s, q, st) => { if (pickOpen(s, st)) ask(q, K.PICK, st.by, st.a, st.b, st.c, st.d); } },
});
HOOKS.orderKind = K.ORDER_FX;
HOOKS.deployFxKind = K.DEPLOY_FX;
HOOKS.toFront = (s, q, u, ev) => moveFront(s, q, u, ev, false);
HOOKS.redeploy = (q, u) => push(q, K.DEPLOY_FX, u.owner, u.uid, NO_TARGET);
HOOKS.runCm = (s, seat, card, ev) => runAbilities(s, s.q, ev, seat, card, 'cm', -1, NO_TARGET, NO_TARGET);
HOOKS.attackKind = K.ATTACK;
HOOKS.discarded = discarded;
HOOKS.sentToHand = (q, seat, card) => {
  if (hasAbility(card, 'sentToHand')) push(q, K.FX, seat, card, 12, NO_TARGET, NO_TARGET);
};
HOOKS.added = (s, q, seat, uid) => {
  if (anyEar(s, ADD_EAR) || s.sides[0].hears !== undefined || s.sides[1].hears !== undefined) push(q, K.LISTEN, -1, 3, uid, seat);
};
HOOKS.slot = (s, q, seat, gained) => {
  if (s.watch > 0) hearAll(s, q, gained ? 'onSlot' : 'onSlotLost', seat, null);
};
/** "Show when drawn: …" (K-R64w): the card just drawn (the hand's last) is shown to both, then its ability is queued. */
/** Per card (K-R68q): a countermeasure that fires when the enemy draws an extra card. */
const CM_EXTRA: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.cm === 'enemyDrawsExtra'));
DRAWN.extra = (s, seat, ev) => {
  const o = s.sides[1 - seat];
  if (s.active !== seat || cmsBlocked(s)) return;
  for (let i = 0; i < o.cms.length; i++) {
    const card = o.cms[i];
    if (!CM_EXTRA[card]) continue;
    o.cms.splice(i, 1);
    cmFires(s, 1 - seat, card, ev);
    push(s.q, K.FX, 1 - seat, card, 3, NO_TARGET, NO_TARGET);
    return;
  }
};
DRAWN.hook = (s, seat, card, ev) => {
  const p = s.sides[seat], h = p.hand.length - 1;
  if (h >= 0 && p.hand[h] === card && !p.shown[h]) {
    p.shown[h] = true;
    ev?.push({ type: 'revealed', to: 'all', data: { seat, card } });
  }
  push(s.q, K.FX, seat, card, FX_AT.drawn, NO_TARGET, NO_TARGET);
  // "When the enemy draws a RESISTANCE order" (K-R67t): the other player's units that hear that name (watched).
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    if (u.owner === seat || !alive(u) || FOE_DRAW[textCard(u)] === 0) continue;
    if (listensTo(u, 'onFoeDraw', seat, (li) => li.named === CARDS[card].name.en.toLowerCase())) push(s.q, K.FX, u.owner, textCard(u), FX_AT.onFoeDraw, u.uid, NO_TARGET);
  }
};
/** Per card: its unit hears the enemy draw a card of a name (K-R67t). */
const FOE_DRAW = Uint8Array.from(CARDS, (c) => (hasAbility(c.i, 'onFoeDraw') ? 1 : 0));
HOOKS.shuffled = (s, seat) => {
  if (s.watch > 0) hearAll(s, s.q, 'onShuffle', seat, null);
};
DEPART.hook = (s, u) => hearAll(s, s.q, 'onLeave', u.owner, u);
HOOKS.cardDeaths = (q, seat, cards) => {
  const m = mark(q);
  for (const c of cards) push(q, K.FX, seat, c, 0, NO_TARGET, NO_TARGET);
  inOrder(q, m);
};
HOOKS.triggerDeath = (s, q, u, seat) => {
  // "Loses Destruction" (K-R68g): none to trigger.
  if ((u.kw & KW.noDeath) !== 0) return;
  const m = mark(q);
  if (hasAbility(textCard(u), 'destroyed')) push(q, K.FX, seat, textCard(u), 0, u.uid, u.uid);
  if (u.gv !== undefined) pushGiven(q, u, 'destroyed', 0, u.uid, u.uid, seat);
  inOrder(q, m);
};
HOOKS.retreated = (s, u) => {
  if (s.watch > 0) hearAll(s, s.q, 'onRetreat', u.owner, u);
};
HOOKS.converted = (s, seat) => {
  if (s.watch > 0) hearAll(s, s.q, 'onConvert', seat, null);
};
/** Per card (K-R69e): "When a unit is fully repaired, distribute the damage repaired between random enemies". */
const SPREAD_REPAIRED = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.abilities.some((a) => a.effects.some((e) => e.do === 'spreadRepaired')) ? 1 : 0));
/** Per card: its unit has "when this unit is fully repaired". */
const REPAIR_SELF = Uint8Array.from(CARDS, (c) => (hasAbility(c.i, 'onRepaired') ? 1 : 0));
HOOKS.repaired = (s, q, u, n) => {
  // Friendly listeners pushed first: the unit's own ability runs first.
  if (s.watch > 0) {
    // 158th BUSHMASTERS (K-R69e): the damage repaired, kept on each such unit until its ability distributes it.
    if (n > 0) for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (SPREAD_REPAIRED[textCard(v)] === 1 && alive(v)) v.mem = Math.max(0, v.mem) + n;
    hearAll(s, q, 'onFriendRepaired', u.owner, u);
  }
  if (REPAIR_SELF[textCard(u)] === 1) push(q, K.FX, u.owner, textCard(u), FX_AT.onRepaired, u.uid, u.uid);
};
HOOKS.hurt = (s, u) => push(s.q, K.FX, u.owner, textCard(u), FX_AT.onHurt, u.uid, u.uid);
HOOKS.mobLost = (s, u) => push(s.q, K.FX, u.owner, textCard(u), FX_AT.onMobLost, u.uid, u.uid);
HOOKS.smokeLost = (s, u) => {
  if (s.watch > 0) hearAll(s, s.q, 'onSmokeLost', u.owner, u);
  // SHOCK ATTACK (K-R67q): an order's listener for this turn.
  if (s.sides[0].hears !== undefined || s.sides[1].hears !== undefined) sideHears(s, s.q, u.owner, u.uid, u.card, false, 'onSmokeLost');
};
HOOKS.cmFired = (s, seat) => {
  if (s.watch > 0) hearAll(s, s.q, 'onCm', seat, null);
};
HOOKS.hqFx = (s, seat, card) => {
  const list = s.sides[seat].hqFx;
  if (list === undefined) return;
  // The abilities belong to the enemy of that HQ (the player who gave them); in the order given.
  const m = mark(s.q);
  for (const c of list) if (card < 0 || c === card) push(s.q, K.FX, 1 - seat, c, FX_AT.hqFx, NO_TARGET, NO_TARGET);
  inOrder(s.q, m);
};
HOOKS.pick = (q, owner, card, cls, chosen, src) => push(q, K.PICK_ASK, owner, cls, card, chosen, src);
HOOKS.choose = (q, owner, card, n, src) => ask(q, K.CHOOSE, owner, card, n, src);
HOOKS.hold = (q, owner, card, src) => push(q, K.HOLD_ASK, owner, card, 0, src);
HOOKS.develop = (q, owner, card, n, src, id) => ask(q, K.DEVELOP, owner, card, n, src, id);
// K-R70e: a card SABOTAGE discards from the enemy hand is discarded by an enemy (its "if discarded" abilities, listeners).
DISCARDED.hook = (s, q, seat, card) => discarded(s, q, seat, card, true);
/** "Becomes Veteran" as an effect: PROMOTE at once, so what follows in the text sees the Veteran. */
const PROMOTE_NOW: Step = { kind: K.PROMOTE, by: 0, a: 0, b: 0, c: 0, d: 0 };
HOOKS.promote = (s, q, ev, uid) => {
  PROMOTE_NOW.a = uid;
  promote(s, q, PROMOTE_NOW, ev);
};

