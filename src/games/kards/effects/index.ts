// Interpreting a card's abilities: conditions, target resolution, then the verb (VERBS).
import type { EventSink, Seat } from '../../../engine/index.js';
import type { Queue } from '../../../engine/queue.js';
import { AIR, CARDS } from '../cards.js';
import { FRONT, findUnit, lineOf, type KardsState } from '../state.js';
import { alive, attackOf, controlsFront, hasClass, isPinned, kwOf, navyOnTop, opOf, pincerFormed } from '../units.js';
import { inFamily, KW, type Ability, type Cond, type Effect, type ItIs, type Target, type When } from './lang.js';
import { combatKws, hqRef, hqSeat, hqsMatching, isHqRef, NO_TARGET, pickRandom, unitsMatching } from './select.js';
import { DEALER, VERBS, type Run } from './verbs.js';

/** The order being given spent 4+ turns in its owner's deck (set by ORDER_FX around its run; §3.4.6). */
export const AGED_PLAY = { on: false };
/** Set while a PICK's abilities run (steps.ts pickDecide, K-R69t): the card discarded was a Salvaged one (hand-slot mark). */
export const PICK_SALVAGED = { on: false };

export function condHolds(s: KardsState, owner: Seat, c: Cond, src = -1): boolean {
  switch (c) {
    case 'none': return true;
    case 'controlFront': return controlsFront(s, owner);
    case 'haveAir': return hasClass(s, owner, AIR);
    case 'noAir': return !hasClass(s, owner, AIR);
    case 'haveBomber': return hasClass(s, owner, 16);
    case 'haveInfantry': return hasClass(s, owner, 1);
    case 'hq30': return s.sides[owner].hq >= 30;
    case 'frontEmpty': return s.lines[FRONT].length === 0 || s.lines[FRONT].every((u) => !alive(u));
    case 'nonSovietUnit': return hasUnit(s, owner, (n) => n !== 'Soviet', false);
    case 'usFront': return hasUnit(s, owner, (n) => n === 'USA', true);
    case 'japaneseFront': return hasUnit(s, owner, (n) => n === 'Japan', true);
    case 'fewerUnits': return unitCount(s, owner) <= unitCount(s, 1 - owner);
    case 'enemyTurn': return s.active !== owner;
    case 'hitHqThisTurn': return s.sides[owner].hitHq > 0;
    case 'ownTurn': return s.active === owner;
    case 'hq25': return s.sides[owner].hq >= 25;
    case 'hq10': return s.sides[owner].hq <= 10;
    case 'kredits2': return s.sides[owner].kredits >= 2;
    case 'moreUnits': return unitCount(s, owner) > unitCount(s, 1 - owner);
    case 'notMoreUnits': return unitCount(s, owner) <= unitCount(s, 1 - owner);
    case 'enemyNoUnits': return unitCount(s, 1 - owner) === 0;
    case 'hqAhead': return s.sides[owner].hq > s.sides[1 - owner].hq;
    case 'notHqAhead': return s.sides[owner].hq <= s.sides[1 - owner].hq;
    case 'hqBehind': return s.sides[owner].hq < s.sides[1 - owner].hq;
    case 'hqAhead5': return s.sides[owner].hq >= s.sides[1 - owner].hq + 5;
    case 'mobilized': {
      const u = src >= 0 ? findUnit(s, src) : null;
      return u !== null && (kwOf(s, u) & KW.mobilize) !== 0;
    }
    case 'otherAlpine': {
      for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === owner && u.uid !== src && alive(u) && (kwOf(s, u) & KW.alpine) !== 0) return true;
      return false;
    }
    case 'kredits5': return s.sides[owner].kredits >= 5;
    case 'notKredits5': return s.sides[owner].kredits < 5;
    case 'bomber5': case 'noBomber5': {
      let has = false;
      for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === owner && alive(u) && (CARDS[u.card].cls & 16) !== 0 && attackOf(s, u) >= 5) has = true;
      return has === (c === 'bomber5');
    }
    // The order resolving is counted already (apply.ts counts it as it is given; K-R65o).
    case 'order2': return s.sides[owner].orders === 2;
    case 'allyUS': return s.sides[owner].ally === 'USA';
    case 'handEmpty': return s.sides[owner].hand.length === 0;
    case 'turns2': { const u = src >= 0 ? findUnit(s, src) : null; return u !== null && u.turns >= 2; }
    case 'notOrder2': return s.sides[owner].orders !== 2;
    // "If this unit was not attacked last turn" (read at its owner's turn start: the enemy turn before).
    case 'notHit': {
      const u = src >= 0 ? findUnit(s, src) : null;
      return u !== null && u.hit !== s.turn - 1;
    }
    case 'units3': return unitCount(s, owner) >= 3;
    case 'alone': return unitCount(s, owner) === 1;
    case 'aged4': return AGED_PLAY.on;
    case 'pickSalvaged': return PICK_SALVAGED.on;
    case 'notAged4': return !AGED_PLAY.on;
    case 'navyTop': return navyTop(s, owner);
    case 'noNavyTop': return !navyTop(s, owner);
    // Other sets.
    case 'haveTank': return hasClass(s, owner, 2);
    case 'enemyAir': return hasClass(s, 1 - owner, AIR);
    case 'noEnemyAir': return !hasClass(s, 1 - owner, AIR);
    case 'haveGuard': return hasKw(s, owner, KW.guard);
    case 'enemyBlitz': return hasKw(s, 1 - owner, KW.blitz);
    case 'gaveOrder': return s.sides[owner].orders > 0;
    case 'otherAtk4': return otherWith(s, owner, 4, src);
    case 'slots13': return s.sides[owner].slots >= 13;
    case 'slots4': return s.sides[owner].slots <= 4;
    case 'tankXorInf': return hasClass(s, owner, 2) !== hasClass(s, owner, 1);
    case 'tankAndInf': return hasClass(s, owner, 2) && hasClass(s, owner, 1);
    case 'order1': return s.sides[owner].orders === 1;
    case 'shermans2': { const p = s.sides[owner]; let k = 0; for (let i = 0; i < p.played.length; i++) if (CARDS[p.played[i]].cls !== 0 && inFamily(CARDS[p.played[i]].name.en, 'sherman')) k += p.plays[i]; return k >= 2; }
    case 'foesLost4': { let k = 0; for (const c of s.sides[1 - owner].removed) if (c >= 0) k++; return k >= 4; }
    case 'noneLost': return s.sides[0].lost + s.sides[1].lost === 0;
    case 'pincerDied': { const u = src >= 0 ? findUnit(s, src) : null; return u === null || pincerFormed(s, u, lineOf(s, u.uid)); }
    case 'pincer4': { let k = 0; for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === owner && alive(u) && pincerFormed(s, u, l)) k++; return k >= 4; }
    case 'britInfLast': { const b = s.sides[owner].brInf; return b !== undefined && (b[0] === s.turn - 2 || b[1] === s.turn - 2); }
    case 'foeHqDown4': return s.o.hq - s.sides[1 - owner].hq >= 4;
    case 'foeNoArrived': return s.sides[1 - owner].arrived === 0;
    case 'unit1': return s.sides[owner].arrived === 1;
    case 'onlyUnit': { const u = src >= 0 ? findUnit(s, src) : null; return u !== null && u.fresh && s.sides[owner].arrived === 1; }
    case 'selfIdle': { const u = src >= 0 ? findUnit(s, src) : null; return u !== null && u.attacks === 0; }
    case 'lostSlots2': return (s.sides[owner].slotsLost ?? 0) >= 2;
    case 'selfShock': {
      const u = src >= 0 ? findUnit(s, src) : null;
      return u !== null && (kwOf(s, u) & KW.shock) !== 0;
    }
    case 'enemyNoVet': {
      for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner !== owner && alive(u) && u.vet) return false;
      return true;
    }
    case 'selfFront': return src >= 0 && lineOf(s, src) === FRONT;
    case 'pincer': {
      const u = src >= 0 ? findUnit(s, src) : null;
      return u !== null && pincerFormed(s, u, lineOf(s, u.uid));
    }
  }
}

/** Whether seat controls a unit with one of these keyword bits. */
function hasKw(s: KardsState, seat: Seat, kw: number): boolean {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && alive(u) && (kwOf(s, u) & kw) !== 0) return true;
  return false;
}

/** Whether seat controls a unit other than src with `atk` or more attack. */
function otherWith(s: KardsState, seat: Seat, atk: number, src: number): boolean {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && u.uid !== src && alive(u) && attackOf(s, u) >= atk) return true;
  return false;
}

/** A Navy card (ruling K-R27n: the cards of the NavalWarfare set) on top of the owner's deck. */
function navyTop(s: KardsState, owner: Seat): boolean {
  return navyOnTop(s, owner);
}

function hasUnit(s: KardsState, owner: Seat, nation: (n: string) => boolean, front: boolean): boolean {
  for (let l = front ? FRONT : 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === owner && alive(u) && nation(CARDS[u.card].nation)) return true;
  return false;
}

function unitCount(s: KardsState, seat: Seat): number {
  let n = 0;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && alive(u)) n++;
  return n;
}

/** Whether ref satisfies an effect's condition on "it" (ItIs). */
function itIs(s: KardsState, ref: number, c: ItIs, owner: Seat = -1): boolean {
  // FIERY AMBUSH (K-R67x): a condition on the board, whatever "it" is.
  // "If you do" (K-R70r): the previous effect reached it, wherever it went.
  if (c === 'sent') return true;
  if (c === 'noFoes') { for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v.owner !== owner && alive(v)) return false; return true; }
  if (isHqRef(ref)) return c === 'hq' || c === 'notAlpine' || c === 'notOp0' || (c === 'friendly' && hqSeat(ref) === owner) || (c === 'enemy' && hqSeat(ref) !== owner);
  const u = findUnit(s, ref);
  if (!u) return false;
  switch (c) {
    case 'pinned': return isPinned(s, u);
    case 'unpinned': return !isPinned(s, u) && alive(u);
    case 'blitz': return (kwOf(s, u) & KW.blitz) !== 0;
    case 'noBlitz': return (kwOf(s, u) & KW.blitz) === 0 && alive(u);
    case 'air': return (CARDS[u.card].cls & AIR) !== 0;
    case 'notAir': return (CARDS[u.card].cls & AIR) === 0 && alive(u);
    case 'dead': return !alive(u);
    case 'support': return lineOf(s, u.uid) !== FRONT;
    case 'notSupport': return lineOf(s, u.uid) === FRONT;
    case 'atk4': return attackOf(s, u) >= 4 && alive(u);
    case 'cost3': return CARDS[u.card].cost <= 3 && alive(u);
    case 'damaged': return u.hurt && alive(u);
    case 'undamaged': return !u.hurt && alive(u);
    case 'none': return false;
    case 'tank': return (CARDS[u.card].cls & 2) !== 0;
    case 'hq': return false;
    case 'vet': return u.vet && alive(u);
    case 'alone': case 'notAlone': {
      let adj = false;
      for (let l = 0; l < 3; l++) {
        const line = s.lines[l], i = line.indexOf(u);
        if (i >= 0) adj = (i > 0 && alive(line[i - 1])) || (i + 1 < line.length && alive(line[i + 1]));
      }
      return (c === 'alone') !== adj;
    }
    case 'alpine': return (kwOf(s, u) & KW.alpine) !== 0 && alive(u);
    case 'notAlpine': return (kwOf(s, u) & KW.alpine) === 0 && alive(u);
    case 'op0': return opOf(s, u) === 0 && alive(u);
    case 'notOp0': return opOf(s, u) !== 0 && alive(u);
    case 'ckw2': return combatKws(s, u) >= 2 && alive(u);
    case 'smoke': return (kwOf(s, u) & KW.smokescreen) !== 0 && alive(u);
    case 'unit': return true;
    case 'sherman': return inFamily(CARDS[u.card].name.en, 'sherman');
    case 'friendly': return u.owner === owner;
    case 'enemy': return u.owner !== owner;
    case 'ground': return (CARDS[u.card].cls & 7) !== 0;
    case 'topAtk': {
      const a = attackOf(s, u);
      for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v !== u && alive(v) && attackOf(s, v) >= a) return false;
      return alive(u);
    }
    case 'haveMob': {
      for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v.owner === owner && alive(v) && (kwOf(s, v) & KW.mobilize) !== 0) return true;
      return false;
    }
    case 'haveAtk4': {
      for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v.owner === owner && alive(v) && attackOf(s, v) >= 4) return true;
      return false;
    }
    case 'foes3': {
      let k = 0;
      for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v.owner !== owner && alive(v)) k++;
      return k >= 3;
    }
  }
}

/** The units next to each of `of` in its line, not themselves among `of`. */
function adjacent(s: KardsState, of: readonly number[], out: number[]): void {
  for (let l = 0; l < 3; l++) {
    const line = s.lines[l];
    for (let i = 0; i < line.length; i++) {
      if (!of.includes(line[i].uid)) continue;
      for (const j of [i - 1, i + 1]) if (j >= 0 && j < line.length && !of.includes(line[j].uid) && !out.includes(line[j].uid)) out.push(line[j].uid);
    }
  }
}

const SCRATCH: number[] = [];

function resolve(r: Run, t: Target, chosen: number, it: number): void {
  if (r.refs.length !== 0) r.refs.length = 0;
  switch (t.k) {
    case 'chosen':
      if (chosen !== NO_TARGET && (isHqRef(chosen) || findUnit(r.s, chosen) !== null)) r.refs.push(chosen);
      return;
    case 'it':
      if (it !== NO_TARGET) r.refs.push(it);
      else for (const x of r.last) r.refs.push(x);
      return;
    case 'prev':
      for (const x of r.last) r.refs.push(x);
      return;
    case 'self':
      if (r.src >= 0) r.refs.push(r.src);
      return;
    case 'adjacent':
      if (SCRATCH.length !== 0) SCRATCH.length = 0;
      if (it !== NO_TARGET) SCRATCH.push(it);
      else for (const x of r.last) SCRATCH.push(x);
      adjacent(r.s, SCRATCH, r.refs);
      // "Destroy adjacent damaged units" (other sets).
      if (t.damaged === true) { let w = 0; for (const x of r.refs) if (itIs(r.s, x, 'damaged')) r.refs[w++] = x; r.refs.length = w; }
      return;
    case 'adjSelf':
      if (SCRATCH.length !== 0) SCRATCH.length = 0;
      if (r.src >= 0) SCRATCH.push(r.src);
      adjacent(r.s, SCRATCH, r.refs);
      // "Adjacent ground units" (other sets).
      if (t.cls !== undefined) { let w = 0; for (const x of r.refs) { const v = findUnit(r.s, x); if (v && (CARDS[v.card].cls & t.cls) !== 0) r.refs[w++] = x; } r.refs.length = w; }
      return;
    case 'hq':
      r.refs.push(hqRef(t.side === 'friendly' ? r.owner : 1 - r.owner));
      return;
    case 'mem': {
      const src = r.src >= 0 ? findUnit(r.s, r.src) : null;
      if (src && src.mem >= 0 && findUnit(r.s, src.mem)) r.refs.push(src.mem);
      return;
    }
    case 'foe':
      if (r.foe !== NO_TARGET) r.refs.push(r.foe);
      return;
    case 'adjFoe':
      if (SCRATCH.length !== 0) SCRATCH.length = 0;
      if (r.foe >= 0) SCRATCH.push(r.foe);
      adjacent(r.s, SCRATCH, r.refs);
      return;
    case 'foeLine': {
      // A random enemy unit in the line of the attack's target (the target included).
      if (SCRATCH.length !== 0) SCRATCH.length = 0;
      const l = r.foe >= 0 ? lineOf(r.s, r.foe) : isHqRef(r.foe) ? hqSeat(r.foe) : -1;
      if (l >= 0) for (const u of r.s.lines[l]) if (u.owner !== r.owner && alive(u)) SCRATCH.push(u.uid);
      const x = pickRandom(SCRATCH, r.s.rng, r.s);
      if (x !== NO_TARGET) r.refs.push(x);
      return;
    }
    case 'all':
      unitsMatching(r.s, t.sel, r.owner, r.src, r.refs);
      if (t.hq) hqsMatching(t.sel, r.owner, r.refs);
      return;
    case 'random': {
      if (SCRATCH.length !== 0) SCRATCH.length = 0;
      unitsMatching(r.s, t.sel, r.owner, r.src, SCRATCH);
      if (t.hq) hqsMatching(t.sel, r.owner, SCRATCH);
      const x = pickRandom(SCRATCH, r.s.rng, r.s);
      if (x !== NO_TARGET) r.refs.push(x);
      return;
    }
  }
}

/** Abilities of `card` that fire at `when`. */
export function abilitiesAt(card: number, when: When): readonly Ability[] {
  const sc = CARDS[card].script;
  if (!sc.ok) return [];
  return sc.abilities.filter((a) => a.when === when);
}

const WHENS: readonly When[] = ['deploy', 'play', 'destroyed', 'turnStart', 'turnEnd', 'cm', 'onDeploy', 'onOrder', 'onDestroyed', 'onAttack', 'onKill', 'onHitHq', 'promoted', 'onMove', 'discarded',
  'sentToHand', 'discardedByEnemy', 'onDiscard', 'onFriendKill', 'picked', 'choice0', 'choice1', 'held', 'onSurvive', 'onFriendSurvive', 'onMoveAny', 'onSlot', 'onSlotLost', 'hqFx', 'onCm', 'drawn', 'onShuffle', 'onVet', 'onRepaired', 'onFriendRepaired', 'onHurt', 'onSmokeLost', 'onFriendAttack', 'onAttacked', 'onMobLost', 'onConvert', 'onLeave', 'onDeathFx', 'onRetreat', 'onAttackHq', 'later', 'inDeckDiscard', 'afterAttack', 'onFoeDraw', 'onSalvage', 'foeTurnEnd', 'inDeckTurn4', 'onDevelop', 'playedGv'];
/**
 * Per card, a bit per moment it has an ability at: derived once, asked for every unit at every turn. Two 32-bit
 * words (moments 0–31, 32–63): `1 << i` wraps at 32, so one word made the moments past the 32nd alias the first ones.
 */
const bitsOf = (c: (typeof CARDS)[number], word: 0 | 1): number =>
  c.script.ok ? c.script.abilities.reduce((m, a) => { const i = WHENS.indexOf(a.when); return (i >> 5) === word ? m | (1 << (i & 31)) : m; }, 0) : 0;
const WHEN_BITS: readonly number[] = CARDS.map((c) => bitsOf(c, 0));
const WHEN_BITS_HI: readonly number[] = CARDS.map((c) => bitsOf(c, 1));

/** Each moment's index in WHENS: one keyed lookup per question. */
const AT = Object.fromEntries(WHENS.map((w, i) => [w, i])) as Record<When, number>;

export function hasAbility(card: number, when: When): boolean {
  // Most cards have no triggered ability: answer those without the keyed lookup of the moment's index
  // (asked of every unit at every moment; looked up first, it made a random game ~6 % slower).
  const lo = WHEN_BITS[card];
  const hi = WHEN_BITS_HI[card];
  if ((lo | hi) === 0) return false;
  const i = AT[when];
  return ((i < 32 ? lo : hi) & (1 << (i & 31))) !== 0;
}

/** Per card: its deployment effects name a chosen target ("targeting", for B-26 MARAUDER). */
export const TARGETS_AT_DEPLOY: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.when === 'deploy' && a.effects.some((e) => 'to' in e && e.to.k === 'chosen')));
/** Per card: the classes of the hand card its order makes you discard ("choose and discard an air unit"), 0 none. */
export const PICKS: readonly number[] = CARDS.map((c) => {
  if (!c.script.ok) return 0;
  // A cost only when the order starts with it ("choose and discard X to Y"), not after a draw ("…, then choose and discard").
  for (const a of c.script.abilities) if (a.when === 'play' && a.effects[0]?.do === 'pick') return a.effects[0].cls;
  return 0;
});

/**
 * Run every ability of `card` at `when`, for `owner`, from unit `src` (-1 none), with the chosen target
 * `chosen`, the event's unit `it`, the source's attack target `foe` and the card an event is about (`picked`).
 */
export function runAbilities(s: KardsState, q: Queue, ev: EventSink, owner: Seat, card: number, when: When, src: number, chosen: number, it: number, foe = NO_TARGET, picked = -1): void {
  const sc = CARDS[card].script;
  // No ability at that moment: nothing would run (most deployed units have no deployment effect).
  if (!sc.ok || !hasAbility(card, when)) return;
  // The run record of this depth, reused (a run never outlives its call): no allocation per call.
  let r = RUNS[depth];
  if (r === undefined) RUNS[depth] = r = { order: false, s, q, ev, owner, src, refs: [], last: [], card, it, foe, picked, n: 0, drew: 0 };
  r.order = when === 'play' || when === 'picked';
  r.s = s;
  r.q = q;
  r.ev = ev;
  r.owner = owner;
  r.src = src;
  if (r.refs.length !== 0) r.refs.length = 0;
  if (r.last.length !== 0) r.last.length = 0;
  r.card = card;
  r.it = it;
  r.foe = foe;
  r.picked = picked;
  r.n = 0;
  r.drew = 0;
  depth++;
  // K-R71e: a unit's ability deals its damage as that unit (an order's, or a destroyed unit's, as nobody).
  const by = DEALER.uid;
  DEALER.uid = src;
  try {
    runWith(r, s, owner, card, when, src, chosen, it);
  } finally {
    depth--;
    DEALER.uid = by;
  }
}

/** Run records by nesting depth (runAbilities may be re-entered through a verb). */
const RUNS: Run[] = [];
let depth = 0;

/**
 * An effect as runWith reads it, derived once per card from the effect data (its verb's function looked up,
 * its target and condition taken out): the same shape for every verb, so no keyed or `in` lookups per use.
 */
interface Op {
  readonly run: (r: Run, e: unknown) => void;
  readonly e: Effect;
  readonly to: Target | null;
  readonly cond: ItIs | null;
  /** The condition filters the refs of a target on "it" (chosen or it), rather than gating the effect. */
  readonly filters: boolean;
  /** What it resolved to becomes "it" for the next phrase. */
  readonly keeps: boolean;
}
interface CompiledAbility {
  readonly when: When;
  readonly cond: Cond;
  readonly once: boolean;
  readonly ops: readonly Op[];
}

function compileOp(e: Effect): Op {
  const to = 'to' in e ? e.to : null;
  return {
    run: VERBS[e.do] as (r: Run, e: unknown) => void,
    e,
    to,
    cond: e.if ?? null,
    filters: to !== null && (to.k === 'chosen' || to.k === 'it' || to.k === 'foe' || to.k === 'prev'),
    // A spawnLike of a class (other sets: "… Give it Blitz") is "it" next; the Base ones keep the destroyed unit.
    keeps: to !== null || e.do === 'spawn' || (e.do === 'spawnLike' && e.cls !== undefined) || e.do === 'deckToPlay' || e.do === 'bestOf' || (e.do === 'spawnRandom' && e.keep === true),
  };
}

/** Per card, its abilities compiled on first use (VERBS is complete by then, whatever the module order). */
const COMPILED: (readonly CompiledAbility[] | undefined)[] = [];
function compiled(card: number): readonly CompiledAbility[] {
  let c = COMPILED[card];
  if (c === undefined) {
    const sc = CARDS[card].script;
    c = sc.ok ? sc.abilities.map((a) => ({ when: a.when, cond: a.cond, once: a.once === true, ops: a.effects.map(compileOp) })) : [];
    COMPILED[card] = c;
  }
  return c;
}

function runWith(r: Run, s: KardsState, owner: Seat, card: number, when: When, src: number, chosen: number, it: number): void {
  const abilities = compiled(card);
  for (let k = 0; k < abilities.length; k++) {
    const a = abilities[k];
    if (a.when !== when || !condHolds(s, owner, a.cond, src)) continue;
    if (a.once) {
      // Once per turn per source unit: its memory holds the turn it last fired.
      const u = src >= 0 ? findUnit(s, src) : null;
      if (!u || u.mem === s.turn) continue;
      u.mem = s.turn;
    }
    // "it"/"them": the event's unit, else what the previous phrase resolved to (the chosen target at first).
    if (r.last.length !== 0) r.last.length = 0;
    if (chosen !== NO_TARGET) r.last.push(chosen);
    const ops = a.ops;
    for (let i = 0; i < ops.length; i++) {
      const op = ops[i];
      if (op.to !== null) resolve(r, op.to, chosen, it);
      const c = op.cond;
      if (c !== null) {
        // A condition on "it": targeted at it, only the refs that satisfy it; otherwise, only if it does. "It" stays.
        if (op.filters) {
          let w = 0;
          for (const x of r.refs) if (itIs(s, x, c, owner)) r.refs[w++] = x;
          r.refs.length = w;
          if (w === 0) continue;
        } else if (c === 'none' ? r.last.length > 0 : !(it !== NO_TARGET ? itIs(s, it, c, owner) : r.last.some((x) => itIs(s, x, c, owner)))) continue;
        op.run(r, op.e);
        continue;
      }
      op.run(r, op.e);
      if (op.keeps) {
        if (r.last.length !== 0) r.last.length = 0;
        for (const x of r.refs) r.last.push(x);
      }
    }
  }
}
