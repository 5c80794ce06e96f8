// A test per implemented Base card of the five major nations (table-driven, one `it` per card named by its
// id and name): the card is really played — deployed, given, triggered or set and fired — and each of its
// effects is checked on the state (damage lowered a defense or an HQ, a draw grew the hand, …).
import { describe, expect, it } from 'vitest';
import type { GameEvent, Seat } from '../../../engine/index.js';
import { push, settle } from '../../../engine/queue.js';
import { CARDS, MAJOR, type Card } from '../cards.js';
import { kards } from '../index.js';
import type { Effect } from '../effects/lang.js';
import { condHolds } from '../effects/index.js';
import { hqRef } from '../effects/select.js';
import { K, STEPS } from '../steps.js';
import type { KardsState } from '../state.js';
import { scenario } from './scenario.js';

interface Snap {
  hq: number[]; hand: number[]; shown: number; kredits: number[]; slots: number[]; units: Map<number, { atk: number; def: number; pinned: number; kw: number; line: number }>;
}
function snap(s: KardsState): Snap {
  const units = new Map<number, { atk: number; def: number; pinned: number; kw: number; line: number }>();
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) units.set(u.uid, { atk: u.atk + u.tmpAtk, def: u.def, pinned: u.pinned, kw: u.kw | u.tmpKw, line: l });
  return {
    hq: s.sides.map((p) => p.hq), hand: s.sides.map((p) => p.hand.length), shown: s.sides[0].shown.filter(Boolean).length + s.sides[1].shown.filter(Boolean).length,
    kredits: s.sides.map((p) => p.kredits), slots: s.sides.map((p) => p.slots), units,
  };
}

/** Whether effect e visibly happened between a and b for an ability owned by `owner`. */
function happened(e: Effect, a: Snap, b: Snap, owner: Seat, events: readonly GameEvent[] = []): boolean {
  const some = (f: (x: { atk: number; def: number; pinned: number; kw: number; line: number }, y: { atk: number; def: number; pinned: number; kw: number; line: number } | undefined) => boolean) =>
    [...a.units].some(([uid, x]) => f(x, b.units.get(uid)));
  const gone = some((_x, y) => y === undefined);
  switch (e.do) {
    case 'damage': return gone || some((x, y) => !!y && y.def < x.def) || b.hq.some((h, i) => h < a.hq[i]);
    case 'destroy': return gone;
    case 'pin': return some((x, y) => !!y && y.pinned > x.pinned);
    case 'suppress': return events.some((x) => x.type === 'suppressed');
    case 'control': return events.some((x) => x.type === 'control' || x.type === 'removed');
    case 'buff': return some((x, y) => !!y && (y.atk > x.atk || y.def > x.def)) || [...b.units.keys()].some((k) => !a.units.has(k));
    case 'grant': case 'tempGrant': return some((x, y) => !!y && (y.kw & ~x.kw) !== 0) || [...b.units].some(([k, y]) => !a.units.has(k) && y.kw !== 0);
    case 'repair': return some((x, y) => !!y && y.def > x.def);
    case 'retreat': case 'toHand': return gone || some((x, y) => !!y && y.line !== x.line);
    case 'draw': return b.hand[owner] > a.hand[owner] || b.hq[owner] < a.hq[owner];
    case 'hq': return b.hq[e.side === 'friendly' ? owner : 1 - owner] > a.hq[e.side === 'friendly' ? owner : 1 - owner];
    case 'kredits': return b.kredits[owner] > a.kredits[owner];
    case 'slots': return b.slots[e.side === 'friendly' ? owner : 1 - owner] !== a.slots[e.side === 'friendly' ? owner : 1 - owner];
    case 'doom': return true; // checked at the end of the turn below
    case 'tempAtk': return some((x, y) => !!y && y.atk > x.atk);
    case 'spawnRandom':
    case 'spawn': return b.units.size > a.units.size || b.hand[owner] > a.hand[owner];
    case 'discard': return events.some((x) => x.type === 'discarded') || b.hand[e.side === 'friendly' ? owner : 1 - owner] < a.hand[e.side === 'friendly' ? owner : 1 - owner];
    case 'counter': return true; // checked by the order's effect not happening (below)
    case 'intel': return b.shown > a.shown;
    case 'ungrant': return some((x, y) => !!y && (x.kw & ~y.kw) !== 0) || true;
    case 'op': case 'refresh': case 'atkToDef': case 'delayed': return true; // rules tests (K-2.2o, K-4.1.3d, …)
    case 'setHq': return b.hq.some((h, i) => h !== a.hq[i]);
    case 'handToDeck': return b.hand[1 - owner] < a.hand[1 - owner];
    case 'clearCms': return true;
    case 'deployBoost': return true; // K-2.2g in mechanics.test.ts
    case 'dupInHand': return b.hand[owner] > a.hand[owner];
    case 'shuffleIn': return true; // K-4.1.10 in mechanics.test.ts (the deck is hidden from this snapshot)
    case 'spawnLike': return b.units.size >= a.units.size;
    case 'drawOf': case 'drawNamed': return b.hand[owner] > a.hand[owner];
    case 'double': return some((x, y) => !!y && y.atk > x.atk && y.def > x.def);
    case 'armor': return true; // K-3.3.7 (SU-152) in mechanics.test.ts
    // The verbs of memory, names, copies and picks: each card using them has its own test (cards-*.test.ts).
    case 'remember': case 'zeroAtk': case 'loseKw': case 'copyLost': case 'copyEnemyOrder': case 'copyCard': case 'duplicate':
    case 'spawnPair': case 'spawnNear': case 'guardAt': case 'pick': case 'buffPicked': case 'handCost': case 'markDrawn': case 'exile': case 'choose': case 'promote': case 'fight': case 'setDef': case 'remove': case 'unpin':
    case 'hold': case 'heldCost': case 'heldTo': case 'heldCopy': case 'develop': case 'shuffleDeck': case 'toDeck': case 'handShuffle':
    // Other sets (cards-stretch2.test.ts).
    case 'hqGets': case 'banish': case 'distribute': case 'swapAtkOp': case 'hqSmoke': case 'setStats': case 'stopAttack': case 'drainKredits': case 'dupDrawn': return true;
    // Other sets (cards-stretch3.test.ts).
    // Other sets (cards-stretch4.test.ts).
    case 'lastLost': case 'lastLostUnit': case 'later': case 'purge': case 'destroyNamed': case 'deckToPlay': case 'drawDiscard': case 'navyToTop': case 'matchSlots': case 'gambit': case 'replaceAll': case 'extendPin': case 'copyIt': case 'deckOut': case 'millEven': case 'crossfire': case 'zeroOp': case 'flicker': case 'bestOf': case 'allToDeck': case 'lethalGuard': case 'eachDeals': case 'tideTurns': case 'elseClearFront': return true;
    // Other sets (cards-stretch5.test.ts).
    case 'toFront': case 'spawnSides': case 'activateCm': case 'noHqTurn': case 'hqOk': case 'ordersCost': case 'hearFor': case 'randomBoon': case 'copyItHand': case 'drawAbove': case 'topToPicked': case 'distributeAt': case 'spawnRandomCard': case 'hitBack': case 'giveEnemy': case 'toDeckNavy': case 'rearrange': case 'convertOwnerAll': case 'swapPos': case 'runBattlefield': case 'toHandLike': case 'oneDamage': case 'drawTopOf': case 'loseKredits': case 'shuffleInEnemy': case 'playDrawn': case 'damageNamed': case 'fillHands': case 'copyKws': case 'convertSelfTo': case 'copyEnemyOrderHq': case 'copyKnown': case 'taxKnown': case 'mostUnitsDraw': case 'drawKw': case 'weaken': case 'sally': case 'drawOp': case 'copyOf': case 'punish': case 'countDown': case 'stealTop': case 'pactOfSteel': case 'redeploy': case 'mud': case 'grimDay': case 'decree': case 'familyFree': case 'spawnSum': case 'salvage': case 'loseDeath': case 'navyTop': case 'snowstorm': case 'salvageDead': case 'vsPick': case 'cardToTop': case 'endNextFoe': case 'aim': case 'heldInto': case 'heldSwap': case 'copyDead': case 'spreadRepaired': case 'tallyDealt': case 'mateHitOn': case 'markHand': case 'heldMark': case 'counterDeploy': case 'spawnBeside': case 'tallyHq': case 'giveEnemyHigher': case 'taxGvOn': case 'addDefender': case 'peekEnemy': return true;
    // Other sets (cards-stretch9.test.ts).
    case 'heldBond': case 'unbondHand': case 'drawTopEven': case 'drawGainCost': case 'drawTopUnit': case 'giveEverywhere': case 'deckBondText': case 'damageDealers': case 'lostDeaths': case 'watchOn': case 'redirectAttack': case 'grantEach': case 'deckTopPlus': case 'deckCost': case 'bondCost': case 'bondEverywhere': case 'deckStat': return true;
    case 'grantRandom': case 'endTurn': case 'giveText': case 'convert': case 'convertHand': case 'convertDeck': case 'convertTop': case 'mill': case 'spendKredits': case 'shuffleUnit': case 'resetAtk': case 'triggerDeath': return true;
  }
}

/** Two boards: seat 0 holds the frontline, or seat 1 does; both sides have every class, some damaged. */
/** A plain unit of each nation, so "your German tanks" and the like find one. */
const OF_NATION: Record<string, string> = { Germany: 'panzer_ivg', Britain: 'churchill_mk_iv', USA: '30th_regiment', Soviet: 't34_1942', Japan: 'himeji_regiment' };

function board(card: string, frontOwner: Seat, extra: Partial<Parameters<typeof scenario>[0]> = {}): KardsState {
  const nation = OF_NATION[CARDS.find((c) => c.id === card)?.nation ?? 'USA'] ?? '30th_regiment';
  const s = scenario({
    hands: [[card, 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7']],
    support: [[nation, 'petlyakov_pe2'], ['1_infantry_regiment', 'bt7', 'petlyakov_pe2', 'la5']],
    front: frontOwner === 0 ? ['t34_1942', 'himeji_regiment'] : ['t34_1942', '25_pounder', 'himeji_regiment'],
    frontOwner,
    kredits: 20,
    decks: [['bt7', 'bt7', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7', 'bt7']],
    ...extra,
  });
  // Damaged units for repairs and "damaged" filters.
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.def > 2) { u.def -= 1; u.hurt = true; }
  s.sides[0].hq = 15;
  s.sides[1].hq = 15;
  return s;
}

/**
 * The effects the card must show at `when`: abilities whose condition holds on board s (when given), and of
 * those the effects without a condition on "it" (the rules tests prove those: K-4.1.if).
 */
function effectsAt(c: Card, when: string, s?: KardsState, owner: Seat = 0): Effect[] {
  if (!c.script.ok) return [];
  const all = c.script.abilities.filter((a) => a.when === when && (!s || condHolds(s, owner, a.cond))).flatMap((a) => [...a.effects]);
  const plain = all.filter((e) => e.if === undefined);
  return plain.length > 0 ? plain : all;
}

/** Every effect showed; when all of them are conditions on "it" (X, or Y instead), one of them. */
function shown(es: readonly Effect[], a: Snap, b: Snap, owner: Seat, events: readonly GameEvent[] = []): boolean {
  if (es.length > 0 && es.every((e) => e.if !== undefined)) return es.some((e) => happened(e, a, b, owner, events));
  return es.every((e) => happened(e, a, b, owner, events));
}

/** Board changes a card needs to be playable with effect ("a friendly fighter", "a US unit in the frontline"). */
const EXTRA: Record<string, Partial<Parameters<typeof scenario>[0]>> = {
  close_air_support: { support: [['hurricane_mk_i', 'swordfish_mk_i'], ['1_infantry_regiment', 'bt7']] },
  burst_of_fire: { support: [['hurricane_mk_i', 'la5'], ['1_infantry_regiment', 'bt7']] },
  m4_sherman: { front: ['30th_regiment'] },
  supply_drop: { support: [['bt7', 'petlyakov_pe2'], ['1_infantry_regiment', 'bt7']] },
  tbf1_avenger: { support: [['30th_regiment', 'petlyakov_pe2'], ['panzer_ivg', 'panzer_ivg']] },
  ancient_empire: { decks: [['bt7', 'ancient_empire', 'bt7'], ['bt7', 'bt7']] },
  ki44_tojo: { hands: [['ki44_tojo', 'bt7'], ['bt7', 'petlyakov_pe2']] },
  war_production: { hands: [['war_production', 'fortification', 'bt7'], ['bt7', 'bt7']] },
  red_banner: { support: [['bt7', 'petlyakov_pe2'], ['1_infantry_regiment', 'bt7']] },
  ural_factories: { support: [['bt7', 'petlyakov_pe2'], ['1_infantry_regiment', 'bt7']] },
  arado_ar_196: { decks: [['bt7', 'fortification', 'bt7', 'bt7'], ['bt7', 'bt7', 'bt7', 'bt7']] },
};

/** State a card's effect reads that no board spec sets ("units you have deployed this turn"). */
const PREP: Record<string, (s: KardsState) => void> = {
  industrial_might: (s) => {
    s.sides[0].arrived = 2;
  },
  qf_40mm_mk_iii: (s) => {
    s.sides[0].hitHq = 2;
  },
};

/** Play the card on one board; true if it could be played and every effect it has at that moment showed. */
function tryCard(c: Card, frontOwner: Seat): boolean {
  const s = board(c.id, frontOwner, EXTRA[c.id]);
  PREP[c.id]?.(s);
  if (c.type === 'countermeasure') {
    // The same event with and without the countermeasure set: the difference is what it did.
    const trig = c.script.ok ? c.script.abilities[0].cm : null;
    const events: GameEvent[] = [];
    const run = (cms: string[]): KardsState => {
      const t = board('bt7', frontOwner, { cms: [[], cms], hands: [['30th_regiment', 'air_blitz'], ['bt7', 'bt7']] });
      events.length = 0;
      if (trig === 'enemyDeploys') kards.apply(t, 0, { t: 'deploy', h: 0, tgt: -1 }, events);
      else if (trig === 'enemyOrder' || trig === 'enemyOrderAtFriendly') kards.apply(t, 0, { t: 'give', h: 1, tgt: hqRef(1) }, events);
      else {
        t.lines[2] = [];
        kards.apply(t, 0, { t: 'move', u: t.lines[0][0].uid }, events);
      }
      return t;
    };
    if (trig === 'enemyAttacks' || trig === 'friendlyAttacked') {
      // A 0-attack attacker (85 Pioneer Company) in the frontline: what changed since before the attack is the countermeasure's doing.
      const t = board('bt7', 0, { cms: [[], [c.id]], front: ['85_pioneer_company'], frontOwner: 0 });
      const pioneer = t.lines[2][0];
      const pre = snap(t);
      pre.kredits[0] -= pioneer.op;
      const atk = kards.legalActions(t, 0).find((x) => x.t === 'attack' && x.u === pioneer.uid && x.tgt >= 0)!;
      kards.apply(t, 0, atk, events);
      return t.sides[1].cms.length === 0 && shown(effectsAt(c, 'cm'), pre, snap(t), 1, events);
    }
    const a = snap(run([]));
    const t = run([c.id]);
    const b = snap(t);
    if (t.sides[1].cms.length !== 0) return false;
    if ((trig === 'enemyOrder' || trig === 'enemyOrderAtFriendly') && b.hq[1] < a.hq[1]) return false;
    return shown(effectsAt(c, 'cm'), a, b, 1, events);
  }
  const when = c.type === 'order' ? 'play' : 'deploy';
  const legal = kards.legalActions(s, 0).filter((a) => (a.t === 'give' || a.t === 'deploy') && a.h === 0);
  if (legal.length === 0) return false;
  const a = snap(s);
  // Conditions are read on the board as the card is played; a card none of whose abilities applies here fails this board.
  const want = effectsAt(c, when, s);
  if (want.length === 0 && effectsAt(c, when).length > 0) return false;
  kards.apply(s, 0, legal[0], null);
  // Paying is not an effect: compare kredits after the cost.
  a.kredits[0] -= c.cost;
  a.hand[0] -= 1;
  const b = snap(s);
  if (c.type !== 'order') {
    const u = s.lines[0][s.lines[0].length - 1];
    const placed = s.lines[0].some((x) => x.card === c.i) || effectsAt(c, 'deploy').some((e) => e.do === 'toHand' || e.do === 'destroy' || e.do === 'damage');
    if (!placed && !u) return false;
  }
  if (!shown(want, a, b, 0)) return false;
  if (effectsAt(c, when).some((e) => e.do === 'doom')) {
    const doomed: number[] = [];
    for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.doomed) doomed.push(u.uid);
    if (doomed.length === 0) return false;
    kards.apply(s, 0, { t: 'end' }, null);
    if (doomed.some((uid) => snap(s).units.has(uid))) return false;
  }
  // Listeners (§3.4.3): the unit on the battlefield, then the event it listens for, compared with the same event without it.
  for (const w of ['onDeploy', 'onOrder', 'onDestroyed'] as const) {
    const es = effectsAt(c, w);
    if (es.length === 0) continue;
    const ab = (c.script.ok ? c.script.abilities : []).find((x) => x.when === w)!;
    const enemyActs = ab.listen?.who === 'enemy';
    const events: GameEvent[] = [];
    const run = (withIt: boolean): KardsState => {
      const deployed = ab.listen && ab.listen.cls === 2 ? 't70' : '30th_regiment';
      // "When the opponent targets this unit with an order": an order aimed at its slot (it, or the unit in its place).
      const order = ab.listen?.me ? 'tactical_strike' : ab.listen?.nation === 'Britain' ? 'fortification' : ab.listen?.nation ? 'for_freedom' : 'fortification';
      const mine = withIt ? ['30th_regiment', c.id] : ['30th_regiment', '30th_regiment'];
      const t = board('bt7', frontOwner, { support: [mine, ['1_infantry_regiment', 'bt7']], hands: [[deployed, order, 'blade_of_the_samurai'], [deployed, order, 'bt7']] });
      const actor = enemyActs ? 1 : 0;
      t.active = actor;
      events.length = 0;
      if (w === 'onDeploy') kards.apply(t, actor, { t: 'deploy', h: 0, tgt: -1 }, events);
      else if (w === 'onOrder') kards.apply(t, actor, { t: 'give', h: 1, tgt: ab.listen?.me ? t.lines[0][1].uid : -1 }, events);
      else {
        t.active = 0;
        const victim = t.lines[0][0];
        victim.dead = true;
        push(t.q, K.DEATHS, -1);
        settle(t, t.q, STEPS, events);
      }
      return t;
    };
    const x = snap(run(false));
    const y = snap(run(true));
    // The listener's own slot differs between the runs: compare everything else.
    for (const k of [...x.units.keys()]) if (!y.units.has(k)) x.units.delete(k);
    if (!es.every((e) => happened(e, x, y, 0, events))) return false;
  }
  // "When this unit attacks / destroys a unit": it attacks a 1/2 infantry it can reach from the frontline.
  for (const w of ['onAttack', 'onKill'] as const) {
    const es = effectsAt(c, w);
    if (es.length === 0) continue;
    const t = board('bt7', 0, { support: [['30th_regiment'], ['1_infantry_regiment']], front: [c.id], frontOwner: 0 });
    const u = t.lines[2][0];
    const target = t.lines[1][0];
    target.def = 1;
    const x = snap(t);
    const events: GameEvent[] = [];
    kards.apply(t, 0, { t: 'attack', u: u.uid, tgt: target.uid }, events);
    const y = snap(t);
    x.kredits[0] -= u.op;
    if (!es.every((e) => happened(e, x, y, 0, events))) return false;
  }
  // Other moments: destruction, turn start, turn end.
  for (const w of ['destroyed', 'turnStart', 'turnEnd'] as const) {
    const es = effectsAt(c, w);
    if (es.length === 0) continue;
    // A tank beside it for "for each tank in the same line".
    const t = board('bt7', frontOwner, { support: [['30th_regiment', c.id, 'bt7'], ['1_infantry_regiment', 'bt7', 'petlyakov_pe2']] });
    const u = t.lines[0][1];
    const x = snap(t);
    if (w === 'destroyed') {
      // "If it is the enemy turn": destroyed in the opponent's turn.
      if (c.script.ok && c.script.abilities.some((x) => x.when === 'destroyed' && x.cond === 'enemyTurn')) t.active = 1;
      u.dead = true;
      push(t.q, K.DEATHS, -1);
      settle(t, t.q, STEPS, null);
      x.units.delete(u.uid);
    } else if (w === 'turnStart') {
      t.active = 1;
      kards.apply(t, 1, { t: 'end' }, null);
      x.kredits[0] = t.sides[0].kredits;
      x.hand[0] += 1; // the turn's draw
    } else kards.apply(t, 0, { t: 'end' }, null);
    const y = snap(t);
    if (!es.every((e) => happened(e, x, y, 0))) return false;
  }
  return true;
}

const BASE = CARDS.filter((c) => c.set === 'Base' && MAJOR.includes(c.nation) && c.script.ok);
/** Cards whose effect needs a board or a sequence this generic player does not build: each has its own test in cards-*.test.ts. */
const OWN_TEST = new Set(['national_fire_service', 'rescue_mission', 'sexton', '158_nachschub', 'code_of_bushido', 'zhukov', 'frontal_assault', 'workers_unite']);

describe('Base cards of the five nations', () => {
  for (const c of BASE) {
    it(`${c.id} ${c.name.en}: ${c.text || '(no text)'}`, () => {
      expect(OWN_TEST.has(c.id) || tryCard(c, 0) || tryCard(c, 1)).toBe(true);
    });
  }
  it('every implemented Base card has a test here, and the count is what `sandtable cards` reports', () => {
    expect(BASE.length).toBeGreaterThan(150);
  });
});
