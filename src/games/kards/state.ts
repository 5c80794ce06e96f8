// The KARDS state: plain, mutable, JSON-serializable. Units live in their lines (two support lines and the
// shared frontline); hidden zones (hands, decks, face-down countermeasures) are arrays of card indices.
import type { Queue } from '../../engine/queue.js';
import type { Rng, Seat } from '../../engine/index.js';
import type { KardsOptions } from './options.js';

/** Line indices: each seat's support line, then the one frontline (§1.2). */
export const FRONT = 2;

export interface Unit {
  uid: number;
  card: number;
  owner: Seat;
  atk: number;
  def: number;
  /** Defense a full repair restores (§4.1.13: the highest reached). */
  top: number;
  op: number;
  /** Keyword bits (KW) and heavy armor (重甲, 0..3). */
  kw: number;
  armor: number;
  /** Attack until end of turn (temporary buffs). */
  tmpAtk: number;
  /** 受伤 (§3.7): damaged, and not repaired or raised back to its reference since (K-R69l, `buffStats` in units.ts). */
  hurt: boolean;
  moved: boolean;
  attacks: number;
  /** Deployed or added this turn: acts only with 闪击 (§3.3.5, §4.1.9.1). */
  fresh: boolean;
  /** 压制 (§3.8): may not act while the game turn ≤ pinned. */
  pinned: number;
  /** 伏击 used this turn (once per turn, §3.3.4). */
  ambushed: boolean;
  /** Marked destroyed; removed with the next DEATHS batch (ruling 2). */
  dead: boolean;
  /** +atk/+def the 动员 keyword added (lost on suppression). */
  mob: number;
  /** Destroyed at the end of its owner's turn ("destroy it at the end of your turn"). */
  doomed: boolean;
  /** Keyword bits until end of turn ("Fury this turn"). */
  tmpKw: number;
  /** Operation cost change until end of turn ("operate for one less"). */
  tmpOp: number;
  /** Its owner's turns begun with it on the battlefield (promotion "at the start of its third turn"). */
  turns: number;
  /** 老兵 (§3.5, ruling 5). */
  vet: boolean;
  /** What its card's text remembers: a unit uid ("pin that unit again") or the turn of a once-per-turn effect (-1 none). */
  mem: number;
  /** Its attack counts as 0 while the game turn ≤ this ("set its attack to 0 until your next turn"). */
  atk0: number;
  /** Keyword bits lost until the end of the turn ("lose Guard this turn"). */
  lostKw: number;
  /**
   * 抑制 suppressed (§4.1.12): its card's text is switched off (abilities, listeners, statics, auras; `fx` in
   * units.ts reads a blank card instead). `undefined` when not: JSON.stringify omits it, so states' hashes are unchanged.
   */
  sup: true | undefined;
  /** 被收缴 (§3.3.8): deployed from a captured card (a 1/1); `undefined` when not, for the same reason. */
  cap: true | undefined;
  /** 控制权交换 (§4.1.5): taken until the end of the turn (control.ts CTL); `undefined` when not, for the same reason. */
  ctl: 1 | 2 | undefined;
  /**
   * The game turn it was last attacked, kept only for units whose text asks ("if this unit was not attacked last turn") and for
   * units attacked by a side holding a card that asks (TARGET ACQUIRED, K-R69v); `undefined` otherwise, for the same reason.
   */
  hit: number | undefined;
  /**
   * Other sets: removed from the battlefield until a set time (K-R64r), while in `KardsState.limbo`: 4 × the game turn it
   * comes back at + 0 (at that turn's start, to its line), 1 (at that turn's end, to its line), 2 (at its start, to hand);
   * `undefined` otherwise, for the same reason as `sup`.
   */
  back: number | undefined;
  /** Other sets: cards whose given text this unit carries ("Your units get: '…'", K-R65t); `undefined` when none, for the same reason as `sup`. */
  gv: number[] | undefined;
  /**
   * Other sets (K-R67c): "Cannot attack the enemy HQ" through this game turn (≥ 0), or -1: it ignores "Cannot attack the enemy HQ"
   * for good; `undefined` otherwise, for the same reason as `sup`.
   */
  nh?: number | undefined;
  /**
   * The defense 受伤 is measured against after a full repair (§4.1.13: "将这个值设定为单位的原始防御力"), when it differs
   * from its card's (`refDef` in units.ts); `undefined` otherwise, for the same reason as `sup`.
   */
  ref: number | undefined;
  /**
   * Other sets (K-R71e, BRYANSK IRREGULARS): the game turn, then the uids of the units this unit dealt damage to in it, kept only
   * for units whose card asks ("each unit that dealt damage to this unit this turn"); absent otherwise, for the same reason as `sup`.
   */
  dlt?: number[] | undefined;
}

export interface Side {
  hq: number;
  hand: number[];
  /** Per hand slot: 明牌 (revealed to both, §1.3.1). */
  shown: boolean[];
  deck: number[];
  kredits: number;
  slots: number;
  fatigue: number;
  /** Face-down countermeasures, in the order set (§4.2). */
  cms: number[];
  /** Kredits spent on countermeasures this turn: the opponent still sees them (§2.3). */
  cmSpent: number;
  /** Cards of this side ever revealed (played, shown): what determinization may assume of its pool. */
  nation: string;
  ally: string;
  mulled: boolean;
  /** Distinct cards this side has played (deployed, given, set): simulation reports' per-card statistics. */
  played: number[];
  /** Orders given this turn (public): "the first order you play each turn". */
  orders: number;
  /** Friendly units destroyed this turn (public). */
  lost: number;
  /** Delayed effects for this side's next turn (§4.1.3): extra kredits, extra draws, no orders, no slot and no draw. */
  nextKredits: number;
  nextDraws: number;
  nextNoOrders: boolean;
  nextSkip: boolean;
  /** This turn: no orders may be given (a delayed "cannot give orders" now in force). */
  noOrders: boolean;
  /** Random discards at the start of this side's next turn. */
  nextDiscards: number;
  /** Units this side deployed or added this turn (public). */
  arrived: number;
  /** This turn: units it deploys cost this much less and get Blitz (0 = none). */
  boost: number;
  /** Damage this side dealt to the enemy HQ this turn (public). */
  hitHq: number;
  /** Attacks this side made this turn (public). */
  attacks: number;
  /** Cards of this side's units destroyed this turn (public). */
  lostCards: number[];
  /** Per card of `played`, how many times this side played it (public). */
  plays: number[];
  /** This turn, damage to this side's HQ is reduced to 1 (a fired countermeasure). */
  hqCap: boolean;
  /** Per hand slot, changes to that card (HAND_MOD bits: cost, discard at end of turn, a buff when deployed); public. */
  mods: number[];
  /** Cards of this side removed from play this game (public): a destroyed unit's card c, a card discarded from hand as ~c. */
  removed: number[];
  /** 卡组内效果 (§3.4.6): (card, turn it entered) pairs of timed cards in the deck (deck-age.ts); hidden; absent when none. */
  aged?: number[] | undefined;
  /** Develop (K-R63d): the candidates offered to this side now (effects/develop.ts); hidden; absent when none. */
  dev?: number[] | undefined;
  /** Other sets: a delayed "cannot deploy units next turn" for this side's next turn / in force this turn; absent when not. */
  nextNoDeploy?: true | undefined;
  noDeploy?: true | undefined;
  /** Other sets: cards whose `hqFx` ability this side's HQ was given by the enemy (K-R64q), and the damage it took this turn; absent when none. */
  hqFx?: number[] | undefined;
  hqTaken?: number | undefined;
  /** Other sets: this side's HQ has 烟幕 smokescreen (no attack may target it) while the game turn is below this (K-R64h2); absent when never given. */
  hqSmoke?: number | undefined;
  /**
   * Other sets (K-R66e): an order's delayed ability ("At the end of turn, …", "At the start of your next turn, …"), as
   * triples (card, the unit "it" then or -1, 2 × the game turn it fires at + 1 at that turn's end); absent when none.
   */
  later?: number[] | undefined;
  /** Other sets (K-R66g): kredit slots this side lost to effects this battle (public); absent until one is lost. */
  slotsLost?: number | undefined;
  /**
   * Other sets (K-R67l): listeners an order gave this side ("When you deploy a German unit this turn, …", "Your HQ gets: 'When
   * you deploy a unit this battle, …'"), as pairs (card, the last game turn it hears, or -1 for the rest of the battle); absent when none.
   */
  hears?: number[] | undefined;
  /** Other sets (K-R67r): every unit's combat damage is 1 while the game turn is at most this (DESERT RAID); absent when never given. */
  oneDmg?: number | undefined;
  /** Other sets (K-R67y): this side's ground units cannot attack in game turn `mud` (MUD); its units cost the enemy +2 to target or attack through game turn `grim` (GRIM DAY); absent when never given. */
  mud?: number | undefined;
  grim?: number | undefined;
  /** Other sets (K-R67z): the next damage order this side gives in game turn `decree` deals 1 more (IMPERIAL DECREE); absent when never given. */
  decree?: number | undefined;
  /** Other sets (K-R68j): the top card of this side's deck has the Navy type through this game turn (BETASOM, RM ROMA); absent when never given. */
  navyTop?: number | undefined;
  /** Other sets (K-R68m): every unit's operation cost is 4 through this game turn (SNOWSTORM, given by this side); absent when never given. */
  snow?: number | undefined;
  /**
   * Other sets (K-R68s): the last two game turns in which this side deployed a British infantry, earlier first (public); kept
   * only once a card that reads it is in the side's deck, hand or on the battlefield; absent until then.
   */
  brInf?: number[] | undefined;
  /** Other sets (K-R68y): this side's turn in this game turn ends as soon as it has begun (PROTECT THE POCKET); public; absent when never given. */
  endAt?: number | undefined;
  /** Other sets (K-R69k): units of this side were given ECHELON's text (public); absent until then. */
  mateHit?: true | undefined;
  /** Other sets (K-R70a): an order gave this side's units a text with "it costs the enemy +N kredits to target or attack this unit" (ORDER OF THE DAY), so costs look for it; public; absent until given. */
  taxGv?: true | undefined;
  /**
   * Other sets (K-R70l, Bond): the nations (bit per `NATIONS` index) of this side's units on the battlefield as its current or last
   * turn began; kept only once the side holds a Bond card in hand or deck at a turn's start (public: the board was); absent until then.
   */
  bondAt?: number | undefined;
  /**
   * Other sets (K-R70w, deck-rec.ts): per card of `deck` (the same index), the changes made to it while in the deck, in the hand
   * slot's encoding (HAND_MOD marks, +n+n, cost); moved with its card, taken into the hand slot when drawn; hidden (its owner knows
   * its own record, the opponent nothing); absent until a card changes a card in a deck, and dropped if the deck moved without it.
   */
  dmods?: number[] | undefined;
  /** Other sets (K-R70w2, deck-rec.ts): beside `dmods`, per deck card its stat and keyword changes (STAT encoding); present with it. */
  dstat?: number[] | undefined;
  /** Other sets (K-R70w2): per hand slot, stat and keyword changes given when deployed (STAT encoding); hidden as the card; absent until set. */
  hstat?: number[] | undefined;
  /** Other sets (K-R71d, YANK): the game turn its HQ's "the first time you Develop each turn" last fired (public); absent until it fires. */
  devAt?: number | undefined;
  /** Other sets (K-R71f, deck-rec.ts gvStat): the cards whose texts this side's deck and hand cards were given, one per STAT given-text bit (public: orders played); absent until one is given. */
  gvT?: number[] | undefined;
  /**
   * Other sets (K-R71i, 73rd INFANTRY REGIMENT): pairs (card, game turn) of this side's units with destruction effects destroyed in the
   * last two game turns (public); kept only once a card that reads it is in the side's deck at setup or enters its hand; absent until then.
   */
  lostAt?: number[] | undefined;
}

export type Phase = 'mull' | 'play' | 'over';

export interface KardsState {
  o: KardsOptions;
  phase: Phase;
  /** Game turn: each player's turn counts one (the first player's turns are odd). */
  turn: number;
  active: Seat;
  first: Seat;
  sides: [Side, Side];
  lines: [Unit[], Unit[], Unit[]];
  /** Units removed from the battlefield until their remover leaves it (SENDAI REGIMENT remembers the uid); public. */
  limbo: Unit[];
  nextUid: number;
  q: Queue;
  /**
   * Units that entered the battlefield with a card whose statics reach beyond the unit (auras, cost changes,
   * HQ shields, order damage), minus those destroyed or sent to hand: while 0, nobody scans the board for them.
   * Never too low (a unit leaving another way only leaves it too high, which costs a scan, not a rule).
   */
  watch: number;
  /** Other sets: "End your turn" / "End the turn" resolved: the turn ends once the action settles (K-R65e); absent otherwise. */
  endNow?: true | undefined;
  /** Other sets (K-R71p): a ROYAL SCOTS was in a deck at setup, entered a hand or the battlefield, so random picks look for it; absent until then. */
  scots?: true | undefined;
  /** Ruling 3: the seat whose countermeasure fired during the current action, -1 none. */
  cmFiredBy: Seat;
  winner: number;
  reason: string;
  rng: Rng;
}

export function frontOwner(s: KardsState): Seat {
  const f = s.lines[FRONT];
  return f.length === 0 ? -1 : f[0].owner;
}

export function findUnit(s: KardsState, uid: number): Unit | null {
  // Indexed loops: every step that names a unit looks it up here.
  const lines = s.lines;
  for (let l = 0; l < 3; l++) {
    const line = lines[l];
    for (let i = 0; i < line.length; i++) if (line[i].uid === uid) return line[i];
  }
  return null;
}

/** The line a unit stands in, -1 if gone. */
export function lineOf(s: KardsState, uid: number): number {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.uid === uid) return l;
  return -1;
}

export function cloneUnit(u: Unit): Unit {
  return {
    uid: u.uid, card: u.card, owner: u.owner, atk: u.atk, def: u.def, top: u.top, op: u.op, kw: u.kw, armor: u.armor,
    tmpAtk: u.tmpAtk, hurt: u.hurt, moved: u.moved, attacks: u.attacks, fresh: u.fresh, pinned: u.pinned,
    ambushed: u.ambushed, dead: u.dead, mob: u.mob, doomed: u.doomed, tmpKw: u.tmpKw, tmpOp: u.tmpOp, turns: u.turns, vet: u.vet,
    mem: u.mem, atk0: u.atk0, lostKw: u.lostKw, sup: u.sup, cap: u.cap, ctl: u.ctl, hit: u.hit, back: u.back,
    gv: u.gv === undefined ? undefined : u.gv.slice(), ref: u.ref, ...(u.nh !== undefined ? { nh: u.nh } : {}), ...(u.dlt !== undefined ? { dlt: u.dlt.slice() } : {}),
  };
}

function cloneSide(p: Side): Side {
  return {
    hq: p.hq, hand: p.hand.slice(), shown: p.shown.slice(), deck: p.deck.slice(), kredits: p.kredits, slots: p.slots,
    fatigue: p.fatigue, cms: p.cms.slice(), cmSpent: p.cmSpent, nation: p.nation, ally: p.ally, mulled: p.mulled, played: p.played.slice(),
    orders: p.orders, lost: p.lost, nextKredits: p.nextKredits, nextDraws: p.nextDraws, nextNoOrders: p.nextNoOrders, nextSkip: p.nextSkip, noOrders: p.noOrders, nextDiscards: p.nextDiscards, arrived: p.arrived, boost: p.boost, hitHq: p.hitHq,
    attacks: p.attacks, lostCards: p.lostCards.slice(), plays: p.plays.slice(), hqCap: p.hqCap, mods: p.mods.slice(), removed: p.removed.slice(),
    aged: p.aged === undefined ? undefined : p.aged.slice(),
    dev: p.dev === undefined ? undefined : p.dev.slice(),
    nextNoDeploy: p.nextNoDeploy, noDeploy: p.noDeploy, hqFx: p.hqFx === undefined ? undefined : p.hqFx.slice(), hqTaken: p.hqTaken, hqSmoke: p.hqSmoke,
    later: p.later === undefined ? undefined : p.later.slice(), slotsLost: p.slotsLost, hears: p.hears === undefined ? undefined : p.hears.slice(), oneDmg: p.oneDmg, mud: p.mud, grim: p.grim, decree: p.decree, navyTop: p.navyTop, snow: p.snow,
    brInf: p.brInf === undefined ? undefined : p.brInf.slice(), endAt: p.endAt, mateHit: p.mateHit, taxGv: p.taxGv, bondAt: p.bondAt,
    ...(p.dmods !== undefined ? { dmods: p.dmods.slice() } : {}),
    ...(p.dstat !== undefined ? { dstat: p.dstat.slice() } : {}),
    ...(p.hstat !== undefined ? { hstat: p.hstat.slice() } : {}),
    ...(p.devAt !== undefined ? { devAt: p.devAt } : {}),
    ...(p.gvT !== undefined ? { gvT: p.gvT.slice() } : {}),
    ...(p.lostAt !== undefined ? { lostAt: p.lostAt.slice() } : {}),
  };
}

/** Explicit and allocation-light: bots clone by the million. */
export function cloneState(s: KardsState): KardsState {
  return {
    o: s.o, phase: s.phase, turn: s.turn, active: s.active, first: s.first,
    sides: [cloneSide(s.sides[0]), cloneSide(s.sides[1])],
    lines: [s.lines[0].map(cloneUnit), s.lines[1].map(cloneUnit), s.lines[2].map(cloneUnit)],
    limbo: s.limbo.length === 0 ? [] : s.limbo.map(cloneUnit), nextUid: s.nextUid, watch: s.watch, q: s.q.slice(), cmFiredBy: s.cmFiredBy, winner: s.winner, reason: s.reason, rng: s.rng.clone(), endNow: s.endNow, scots: s.scots,
  };
}
