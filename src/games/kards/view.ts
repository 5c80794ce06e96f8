// What a seat may see (§1.3.1, §2.3): its own hand and countermeasures; of the opponent, revealed (明牌)
// hand cards only, the number of face-down countermeasures, and kredits as if no countermeasure was paid.
// Its own hand cards' current costs (after cost changes, per slot); both sides' cards removed from play.
// Everything else a player sees on the table is shown to both (K-R65v): per side the HQ's states (Smokescreen,
// damage capped to 1, abilities the enemy gave it and the damage it took this turn), what is in force this turn
// and what is owed for the next one (no orders / no deploys, extra kredits and draws, no slot, discards), this
// turn's counts, and the hand-slot marks; per unit the marks of its text (destroyed at the end of turn, taken
// until the end of turn, attack 0); the units removed from the battlefield that return (limbo).
import type { Json, Seat } from '../../engine/index.js';
import { describe } from '../../engine/queue.js';
import { CARDS } from './cards.js';
import { costAt } from './costs.js';
import { allOffered } from './effects/develop.js';
import { hqOf } from './hqs.js';
import { STEPS } from './steps.js';
import { HAND_MOD, HAND_PLUS_MASK, HAND_PLUS_SHIFT } from './effects/lang.js';
import { STAT_KW_SHIFT, statGv } from './deck-rec.js';
import type { KardsState, Side, Unit } from './state.js';
import { armorOf, attackOf, EXILES, kwOf, opOf } from './units.js';

/** A unit as it stands: auras and this turn's changes included (§3.4.2). */
function unitView(s: KardsState, u: Unit): Json {
  const c = CARDS[u.card];
  return {
    uid: u.uid, card: c.id, name: c.name, type: c.type, owner: u.owner, atk: attackOf(s, u), def: u.def, op: opOf(s, u),
    kw: kwOf(s, u), vet: u.vet, armor: armorOf(s, u), hurt: u.hurt, pinned: u.pinned >= 0 ? u.pinned : 0, moved: u.moved, attacks: u.attacks, fresh: u.fresh,
    // 抑制 (§4.1.12) and 被收缴 (§3.3.8): public states of the unit.
    suppressed: u.sup === true, captured: u.cap === true,
    // Marks of effects on the unit, public like the effects that set them.
    doomed: u.doomed, borrowed: u.ctl !== undefined, atkZero: u.atk0 >= s.turn,
    // Texts other cards gave it (K-R65t), by the giving card.
    given: (u.gv ?? []).map((g) => CARDS[g].id),
  };
}

/**
 * A unit removed from the battlefield that comes back (KardsState.limbo, public; K-R38r, K-R64r): as it was removed,
 * and when it returns: `heldBy` the unit whose leaving brings it back (SENDAI REGIMENT), or `returns` the game turn,
 * at its start or end, to its line or to hand.
 */
function limboView(s: KardsState, u: Unit): Json {
  const c = CARDS[u.card];
  const holder = u.back === undefined ? s.lines.flat().find((v) => v.mem === u.uid && EXILES[v.card]) : undefined;
  return {
    uid: u.uid, card: c.id, name: c.name, type: c.type, owner: u.owner, atk: u.atk, def: u.def, vet: u.vet,
    heldBy: holder === undefined ? null : holder.uid,
    returns: u.back === undefined ? null : { turn: u.back >> 2, at: (u.back & 3) === 1 ? 'end' : 'start', to: (u.back & 3) === 2 ? 'hand' : 'line' },
  };
}

/** Hand-slot marks a seat may read: its own in full; of the opponent's hidden cards only those that do not depend on the card (K-R65v). */
const MARKS = [['cost1', HAND_MOD.cost1], ['discardEot', HAND_MOD.discardEot], ['discardNext', HAND_MOD.discardNext], ['deployBuff', HAND_MOD.deployBuff], ['deployBuff22', HAND_MOD.deployBuff22], ['captured', HAND_MOD.captured], ['aged', HAND_MOD.aged], ['blitz', HAND_MOD.blitz], ['op1', HAND_MOD.op1], ['hullDown', HAND_MOD.hullDown], ['opLess', HAND_MOD.opLess]] as const;
/** Every name `handMarks` may give (the browser has words for each). */
export const HAND_MARK_NAMES: readonly string[] = [...MARKS.map(([name]) => name), 'bond', 'noBond', 'plus1', 'plus2', 'plus3'];
function handMarks(p: Side, h: number, mine: boolean): string[] {
  const m = p.mods[h] ?? 0;
  const out: string[] = [];
  // aged (§3.4.6) is as hidden as the card for the opponent (K-3.4.6d).
  for (const [name, bit] of MARKS) if ((m & bit) !== 0 && (mine || bit !== HAND_MOD.aged)) out.push(name);
  // Other sets (K-R70n): a unit card given Bond (with +n+n when deployed) or its Bond removed (bits an order uses for its steps);
  // of the opponent's hidden cards not at all (whether it had Bond depends on the card).
  if ((m & (HAND_MOD.bondGiven | HAND_MOD.bondLost)) !== 0 && (mine || p.shown[h]) && CARDS[p.hand[h]].cls !== 0) {
    if ((m & HAND_MOD.bondGiven) !== 0) out.push('bond');
    if ((m & HAND_MOD.bondLost) !== 0) out.push('noBond');
    const plus = (m & HAND_PLUS_MASK) >> HAND_PLUS_SHIFT;
    if (plus > 0) out.push(`plus${plus}`);
  } else if ((m & HAND_PLUS_MASK) !== 0 && (mine || p.shown[h]) && CARDS[p.hand[h]].cls !== 0) {
    // K-R70w: a +n+n given to the card in the deck (MAGNIFICENT SEVENTH), drawn with it; as hidden as the card.
    out.push(`plus${(m & HAND_PLUS_MASK) >> HAND_PLUS_SHIFT}`);
  }
  return out;
}

/** Hand slot h's STAT (Side.hstat, K-R70w2) as attack, defense, keyword bits and the cards whose texts it was given (K-R71f), or null when it gets nothing. */
function handGets(p: Side, h: number): { atk: number; def: number; kw: number; texts: string[] } | null {
  const st = p.hstat !== undefined && p.hstat.length === p.hand.length ? p.hstat[h] : 0;
  if (st === 0) return null;
  const texts: string[] = [];
  for (let gv = statGv(st), i = 0; gv > 0; gv = Math.floor(gv / 2), i++) if (gv % 2 === 1 && p.gvT?.[i] !== undefined) texts.push(CARDS[p.gvT[i]].id);
  return { atk: st & 255, def: (st >> 8) & 255, kw: st >>> STAT_KW_SHIFT, texts };
}

/** Public states of a side beyond its zones: its HQ's, this turn's and the next turn's (K-R65v). */
function sideStates(s: KardsState, p: Side): Record<string, Json> {
  return {
    hqSmoke: p.hqSmoke !== undefined && s.turn < p.hqSmoke, hqCapped: p.hqCap,
    hqFx: (p.hqFx ?? []).map((c) => CARDS[c].id), hqTaken: p.hqFx === undefined ? null : p.hqTaken ?? 0,
    noOrders: p.noOrders, noDeploy: p.noDeploy === true, boost: p.boost,
    next: { kredits: p.nextKredits, draws: p.nextDraws, noOrders: p.nextNoOrders, noDeploy: p.nextNoDeploy === true, noSlot: p.nextSkip, discards: p.nextDiscards },
    thisTurn: { orders: p.orders, arrived: p.arrived, attacks: p.attacks, lost: p.lost, hitHq: p.hitHq },
    delayed: delayedOf(p),
    // Other sets (K-R67l, K-R67y, K-R67z): what an order left in force, as public as the order was.
    hears: hearsOf(p), mud: p.mud ?? null, grim: p.grim ?? null, decree: p.decree ?? null,
  };
}

/** Listeners an order left its giver (K-R67l, `Side.hears`): the card and the last game turn it hears (null: the rest of the battle). */
function hearsOf(p: Side): Json[] {
  const h = p.hears;
  if (h === undefined) return [];
  const out: Json[] = [];
  for (let i = 0; i < h.length; i += 2) out.push({ card: CARDS[h[i]].id, until: h[i + 1] === -1 ? null : h[i + 1] });
  return out;
}

/**
 * An order's delayed abilities still to come (K-R66e, `Side.later`): public, as the order was. Each: the
 * card, and the turn and moment it fires at (`turn` null: at the start of each of its giver's turns).
 */
function delayedOf(p: Side): Json[] {
  const l = p.later;
  if (l === undefined) return [];
  const out: Json[] = [];
  for (let i = 0; i < l.length; i += 3) {
    const due = l[i + 2];
    out.push(due === -1 ? { card: CARDS[l[i]].id, turn: null, at: 'start' } : { card: CARDS[l[i]].id, turn: due >> 1, at: (due & 1) === 1 ? 'end' : 'start' });
  }
  return out;
}

/** A waiting ORDER_FX carries whether its order spent 4+ turns in the deck (§3.4.6): its giver's secret until it resolves. */
function hideAge(q: Json, seat: Seat | null): Json {
  if (!Array.isArray(q)) return q;
  return q.map((e) => {
    if (e === null || typeof e !== 'object' || Array.isArray(e) || e.step !== 'orderFx' || e.by === seat || !Array.isArray(e.args)) return e;
    return { ...e, args: (e.args as Json[]).map((x: Json, i: number) => (i === 2 ? 0 : x)) };
  });
}

export function kardsView(s: KardsState, seat: Seat | null): Json {
  const over = s.phase === 'over';
  const v = {
    phase: s.phase, turn: s.turn, active: s.active, first: s.first, winner: s.winner, reason: s.reason,
    sides: s.sides.map((p, i) => {
      const mine = seat === i || over;
      return {
        hqName: hqOf(p.nation)?.name ?? null, nation: p.nation, ally: p.ally, hq: p.hq, slots: p.slots,
        kredits: mine ? p.kredits : p.kredits + p.cmSpent,
        hand: p.hand.map((c, h) => (mine || p.shown[h] ? CARDS[c].id : null)),
        // What each hand card costs now, own hand only: the opponent's would tell its unrevealed cards.
        costs: mine ? p.hand.map((_c, h) => costAt(s, i, h)) : null,
        shown: p.shown.slice(),
        deck: p.deck.length, fatigue: p.fatigue,
        cms: mine ? p.cms.map((c) => CARDS[c].id) : p.cms.length,
        // Develop's candidates (K-R63d): to their owner only.
        develop: mine && p.dev !== undefined ? allOffered(p.dev).map((c) => CARDS[c].id) : null,
        mulled: p.mulled,
        // Public: destroyed units and discarded cards (Side.removed: c destroyed, ~c discarded), in order.
        destroyed: p.removed.filter((c) => c >= 0).map((c) => CARDS[c].id),
        discarded: p.removed.filter((c) => c < 0).map((c) => CARDS[~c].id),
        marks: p.hand.map((_c, h) => handMarks(p, h, mine)),
        // K-R70w2: what each hand card's unit gets when deployed (given to it in the deck or in hand); as hidden as the card.
        gets: p.hand.map((_c, h) => (mine || p.shown[h] ? handGets(p, h) : null)),
        ...sideStates(s, p),
      };
    }),
    support: [s.lines[0].map((u) => unitView(s, u)), s.lines[1].map((u) => unitView(s, u))],
    front: s.lines[2].map((u) => unitView(s, u)),
    limbo: s.limbo.map((u) => limboView(s, u)),
    queue: hideAge(describe(s.q, STEPS), seat),
  };
  return JSON.parse(JSON.stringify(v)) as Json;
}
