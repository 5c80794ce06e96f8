// What a seat may see (§1.3.1, §2.3): its own hand and countermeasures; of the opponent, revealed (明牌)
// hand cards only, the number of face-down countermeasures, and kredits as if no countermeasure was paid.
// Its own hand cards' current costs (after cost changes, per slot); both sides' cards removed from play.
import type { Json, Seat } from '../../engine/index.js';
import { describe } from '../../engine/queue.js';
import { CARDS } from './cards.js';
import { costAt } from './costs.js';
import { allOffered } from './effects/develop.js';
import { hqOf } from './hqs.js';
import { STEPS } from './steps.js';
import type { KardsState, Unit } from './state.js';
import { attackOf, kwOf, opOf } from './units.js';

/** A unit as it stands: auras and this turn's changes included (§3.4.2). */
function unitView(s: KardsState, u: Unit): Json {
  const c = CARDS[u.card];
  return {
    uid: u.uid, card: c.id, name: c.name, type: c.type, owner: u.owner, atk: attackOf(s, u), def: u.def, op: opOf(s, u),
    kw: kwOf(s, u), vet: u.vet, armor: u.armor, hurt: u.hurt, pinned: u.pinned >= 0 ? u.pinned : 0, moved: u.moved, attacks: u.attacks, fresh: u.fresh,
    // 抑制 (§4.1.12) and 被收缴 (§3.3.8): public states of the unit.
    suppressed: u.sup === true, captured: u.cap === true,
  };
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
      };
    }),
    support: [s.lines[0].map((u) => unitView(s, u)), s.lines[1].map((u) => unitView(s, u))],
    front: s.lines[2].map((u) => unitView(s, u)),
    queue: hideAge(describe(s.q, STEPS), seat),
  };
  return JSON.parse(JSON.stringify(v)) as Json;
}
