// Units on the battlefield: creating, placing, removing, and the facts rules ask about them.
import type { Seat } from '../../engine/index.js';
import { CARDS, VETERAN, type Card } from './cards.js';
import { COMBAT_KW, inFamily, KW, NO_STATICS, type AtkWhen, type Aura, type Statics } from './effects/lang.js';
import { FRONT, frontOwner, type KardsState, type Unit } from './state.js';
import { addToHand } from './hand.js';

export function cardOf(u: Unit): Card {
  return CARDS[u.card];
}

const STATICS: readonly Statics[] = CARDS.map((c) => (c.script.ok ? c.script.statics : NO_STATICS));

/**
 * A vanilla unit card (no text, keywords, statics or Veteran card): what a suppressed unit's text reads as
 * (§4.1.12 抑制). Every per-card table of abilities, listeners and statics is indexed by `fx(u)`, never `u.card`.
 */
const NO_STATICS_JSON = JSON.stringify(NO_STATICS);
export const BLANK: number = CARDS.findIndex((c) => c.cls !== 0 && c.script.ok && c.script.abilities.length === 0 && c.script.kw === 0
  && c.script.armor === 0 && c.text.trim() === '' && VETERAN[c.i] < 0 && JSON.stringify(c.script.statics) === NO_STATICS_JSON);
if (BLANK < 0) throw new Error('kards: no vanilla unit card to read suppressed units by');

/** The card whose text unit u has: its own, or none while suppressed. */
export function fx(u: Unit): number {
  return u.sup === undefined ? u.card : BLANK;
}

export function staticsOf(u: Unit): Statics {
  return u.gv === undefined ? STATICS[fx(u)] : withGrants(fx(u), u.gv);
}

/** A unit's statics with the grants of the texts it was given (K-R65t), built once per card and set of givers. */
const GRANTED = new Map<string, Statics>();
function withGrants(card: number, gv: readonly number[]): Statics {
  const key = `${card}:${gv.join(',')}`;
  let st = GRANTED.get(key);
  if (st === undefined) {
    st = STATICS[card];
    for (const c of gv) {
      const g = STATICS[c].grants;
      if (g !== undefined) st = { ...st, ...g, killsHit: (st.killsHit ?? 0) | (g.killsHit ?? 0) || undefined };
    }
    GRANTED.set(key, st);
  }
  return st;
}

/** A new unit from a card, fresh (it may act this turn only with 闪击); this turn is its first on the battlefield. */
/** Per card (K-R71p, ROYAL SCOTS): random effects always choose it while it is in hand or on the battlefield. */
export const SCOTS = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.randomMe === true ? 1 : 0));

/**
 * K-R71p: the index a random effect picks among n candidates — one whose card (`cardAt`, -1 for an HQ; a unit's text card, so a
 * suppressed one is not) is a ROYAL SCOTS if any (at random among several), else any at random as without it. Called only while
 * `s.scots` is set; the callers' plain path is `s.rng.int(n)`.
 */
export function scotsPick(s: KardsState, n: number, cardAt: (i: number) => number): number {
  let k = 0;
  for (let i = 0; i < n; i++) { const c = cardAt(i); if (c >= 0 && SCOTS[c] === 1) k++; }
  if (k === 0) return s.rng.int(n);
  let j = k === 1 ? 0 : s.rng.int(k);
  for (let i = 0; i < n; i++) { const c = cardAt(i); if (c >= 0 && SCOTS[c] === 1 && j-- === 0) return i; }
  return s.rng.int(n);
}

export function newUnit(s: KardsState, card: number, owner: Seat): Unit {
  const c = CARDS[card];
  if (WATCHED[card]) s.watch++;
  if (SCOTS[card] === 1) s.scots = true;
  return {
    uid: s.nextUid++, card, owner, atk: c.atk, def: c.def, top: c.def, op: c.op, kw: c.script.kw, armor: c.script.armor,
    tmpAtk: 0, hurt: false, moved: false, attacks: 0, fresh: true, pinned: 0, ambushed: false, dead: false, mob: 0, doomed: false,
    tmpKw: 0, tmpOp: 0, turns: s.o.arrivalTurnCounts ? 1 : 0, vet: false, mem: -1, atk0: -1, lostKw: 0, sup: undefined, cap: undefined, ctl: undefined, hit: undefined, back: undefined, gv: undefined, ref: undefined,
  };
}

/** Per card: what enemy units entering the battlefield undergo while its unit is there (WIRBELWIND, TYPE 96 AA GUN). */
const ENTRY = CARDS.map((c) => (c.script.ok ? c.script.statics.entry : null));

/** Enemy units entering pinned or with defense 1 (statics of units already on the battlefield). */
function entering(s: KardsState, u: Unit): void {
  const cls = CARDS[u.card].cls;
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) {
    const e = ENTRY[fx(v)];
    if (e === null || v.owner === u.owner || v.dead || (cls & e.cls) === 0 || (e.front && l !== FRONT)) continue;
    if (e.pin && !unpinnable(s, u)) u.pinned = Math.max(u.pinned, pinUntil(s, u.owner));
    if (e.def1) u.def = u.top = 1;
  }
}

/** A unit enters the battlefield: 山地 (§3.3.11) +1+1 for each 山地 unit already there; the entry statics of enemy units. */
export function arrive(s: KardsState, u: Unit): void {
  if (s.watch > 0) entering(s, u);
  if ((u.kw & KW.alpine) === 0) return;
  let n = 0;
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v !== u && !v.dead && (v.kw & KW.alpine) !== 0) n++;
  buffStats(s, u, n, n);
}

/**
 * 受伤 and a buff (K-R69l): every +attack+defense an effect gives a unit on the battlefield — buffs, 山地, 动员, a
 * listener's "+1+1", a doubling — goes through here, so they all agree. The seed's reading (§3.7.1, §3.7.2): the defense
 * rises and the highest defense reached (`top`, what a full repair restores, §4.1.13) follows it; the unit stops being
 * 受伤 once its defense is back at or above its damaged-test reference (`refDef`), and stays 受伤 below it. Option
 * `buffKeepsDamage`: a raise adds to the defense and to what a repair restores alike and leaves 受伤 as it was. A
 * lowered defense is not damage (§3.7.1's tip): nothing else changes.
 */
export function buffStats(s: KardsState, u: Unit, atk: number, def: number): void {
  u.atk += atk;
  u.def += def;
  if (def <= 0) return;
  if (s.o.buffKeepsDamage === true) {
    u.top += def;
    return;
  }
  u.top = Math.max(u.top, u.def);
  if (u.hurt && u.def >= refDef(u)) u.hurt = false;
}

/**
 * The defense §3.7 measures 受伤 against (原本防御力): its card's (a captured 1/1's 1, §3.3.8), or the value its last
 * full repair restored (§4.1.13, `Unit.ref`, kept only when it differs from the card's).
 */
export function refDef(u: Unit): number {
  return u.ref !== undefined ? u.ref : u.cap === true ? 1 : CARDS[u.card].def;
}

/** 完全修复 (§4.1.13): the highest defense reached comes back and becomes the damaged test's reference. Returns the defense restored. */
export function repairFully(u: Unit): number {
  const before = u.def;
  if (u.def < u.top) u.def = u.top;
  u.hurt = false;
  u.ref = u.top !== (u.cap === true ? 1 : CARDS[u.card].def) ? u.top : undefined;
  return u.def - before;
}

export function alive(u: Unit): boolean {
  return !u.dead && u.def > 0;
}

export function removeUnit(s: KardsState, u: Unit): void {
  for (let l = 0; l < 3; l++) {
    const line = s.lines[l];
    const i = line.indexOf(u);
    if (i >= 0) {
      // splice(i, 1) without its result array: every death and every move goes through here.
      for (let k = i + 1; k < line.length; k++) line[k - 1] = line[k];
      line.pop();
      return;
    }
  }
}

/** Cards whose unit has an aura: the battlefield is scanned for auras only past this check. */
const AURA: readonly (Aura | null)[] = CARDS.map((c) => (c.script.ok ? c.script.statics.aura : null));

/** Cards whose unit's statics other rules look for on the battlefield (KardsState.watch). */
export const WATCHED: readonly boolean[] = CARDS.map((c) => {
  if (!c.script.ok) return false;
  const st = c.script.statics;
  return st.aura !== null || st.costMod !== null || st.hqReduce > 0 || st.hqImmuneOwnTurn || st.hqImmuneEnemyTurn === true || st.hqFloorFront || st.orderDmg > 0 || st.onEnemyDraw > 0
    || st.noCms || st.hqInvert || st.hqReducePer4 !== undefined || st.noHqGain === true || st.noRepair === true || st.oneOrder === true || st.shieldsSupport === true || st.noDeployFx === true || st.atkBan !== undefined || st.entry !== null || st.deployTwice || st.hqHurt !== undefined || st.hqGain !== undefined || st.tax !== undefined || st.onOwnDraw !== undefined || st.hqOkAll === true || st.deathTwiceAll === true
    || st.foeHqGainAtk === true || st.hitByGround !== undefined || st.hqTurnCap !== undefined || st.hqShield === true || st.thorns !== undefined || st.orderArmor === true || st.suppressPinned === true || st.opKredits !== undefined || st.abilityDmg !== undefined || st.oneToN !== undefined || st.ambushDouble === true || st.bigGroundPlus !== undefined || st.oneHitHq !== undefined || st.gainRepair === true || st.gainPing !== undefined || st.guardBuff !== undefined || st.salvagedLess !== undefined || st.knownPlayHit !== undefined || st.foeDmgLess !== undefined || st.topNavy === true || st.foeHqVet !== undefined || st.firstDouble === true || st.markDeals !== undefined || st.vetDealt !== undefined || st.frontCap !== undefined || st.firstOrderHits === true || st.noDiscard === true || st.playIntel !== undefined || st.salvagedKill === true || st.onlyMe === true || st.enterLess !== undefined
    // Other sets' listeners that other units' events wake (steps.ts hearAll), scanned for only while watched.
    || c.script.abilities.some((a) => a.when === 'onFriendSurvive' || a.when === 'onMoveAny' || a.when === 'onSlot' || a.when === 'onSlotLost' || a.when === 'onCm' || a.when === 'onShuffle' || a.when === 'onVet' || a.when === 'onFriendRepaired' || a.when === 'onSmokeLost' || a.when === 'onFriendAttack' || a.when === 'onConvert' || a.when === 'onLeave' || a.when === 'onDeathFx' || a.when === 'onRetreat' || a.when === 'onFoeDraw');
});

/** Per card (K-R70i): "Enemy units that damage anything but this unit are destroyed". */
const ONLY_ME = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.onlyMe === true ? 1 : 0));
/** Whether u, having dealt combat damage to `to` (a unit, or null for an HQ), is destroyed by an enemy 1st GRENADIER REGIMENT that is not `to` (read only while watched). */
export function punishedHit(s: KardsState, u: Unit, to: Unit | null): boolean {
  if (s.watch <= 0) return false;
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (ONLY_ME[fx(v)] === 1 && v.owner !== u.owner && v !== to && alive(v)) return true;
  return false;
}

/** Per card (K-R70h): "Your Salvaged units destroy any unit they damage". */
const SALVAGED_KILL = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.salvagedKill === true ? 1 : 0));
/** Whether seat's Salvaged units destroy what they damage now (INFANTRY REGIMENT 2 stands; read only while watched). */
export function salvagedKill(s: KardsState, seat: Seat): boolean {
  if (s.watch <= 0) return false;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (SALVAGED_KILL[fx(u)] === 1 && u.owner === seat && alive(u)) return true;
  return false;
}

/** Per card (K-R70d): "Your cards cannot be discarded". */
const NO_DISCARD = Uint8Array.from(CARDS, (c) => (c.script.ok && c.script.statics.noDiscard === true ? 1 : 0));
/** Whether seat's hand cards cannot be discarded now (FINNISH BOYS stands; read only while watched). */
export function discardBlocked(s: KardsState, seat: Seat): boolean {
  if (s.watch <= 0) return false;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (NO_DISCARD[fx(u)] === 1 && u.owner === seat && alive(u)) return true;
  return false;
}

/** Per card: "Ignore 'Cannot attack the enemy HQ' on your units" (K-R67c). */
const HQ_OK_ALL: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.statics.hqOkAll === true);

/**
 * Whether u may not attack the enemy HQ by a text (K-R67c): its own or given "Cannot attack the enemy HQ", or one for this
 * turn (Unit.nh), unless it ignores such texts (nh -1) or a friendly unit that says so stands (read only while watched).
 */
export function noHqNow(s: KardsState, u: Unit): boolean {
  const nh = u.nh;
  if (nh === undefined ? !staticsOf(u).noHq : nh === -1 || (nh < s.turn && !staticsOf(u).noHq)) return false;
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (HQ_OK_ALL[fx(v)] && v.owner === u.owner && alive(v)) return false;
  return true;
}

/** Per card: "units with N or more attack cannot attack" (K-R65g), 0 none. */
const ATK_BAN = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.atkBan ?? 0 : 0));

/** The least attack that may not attack now (K-R65g: a living unit with "units with N or more attack cannot attack"); 99 none. */
export function attackBan(s: KardsState): number {
  let ban = 99;
  if (s.watch <= 0) return ban;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) { const b = ATK_BAN[fx(u)]; if (b !== 0 && alive(u) && b < ban) ban = b; }
  return ban;
}

/** Per card: its unit holds a removed unit until it leaves (SENDAI REGIMENT). */
export const EXILES: readonly boolean[] = CARDS.map((c) => c.script.ok && c.script.abilities.some((a) => a.effects.some((e) => e.do === 'exile')));

/** A unit leaves the battlefield for good (destroyed, to hand); a unit it removed comes back (K-R38r). */
export function leaves(s: KardsState, u: Unit): void {
  if (WATCHED[u.card]) s.watch--;
  if (EXILES[u.card] && u.mem >= 0) comeBack(s, u.mem);
}

/** "When an undestroyed unit leaves the battlefield" (other sets, K-R65u): steps.ts hears it (hearAll), set at load. */
export const DEPART: { hook: ((s: KardsState, u: Unit) => void) | null } = { hook: null };

/** A unit leaves the battlefield without being destroyed (sent to hand, removed, put in a deck, taken away): as leaves, and heard (K-R65u). */
export function departs(s: KardsState, u: Unit): void {
  leaves(s, u);
  if (s.watch > 0 && DEPART.hook !== null) DEPART.hook(s, u);
}

/** The removed unit returns to its owner's support line as it was; without room, to its owner's hand (明牌, K-R12r). */
function comeBack(s: KardsState, uid: number): void {
  const i = s.limbo.findIndex((v) => v.uid === uid);
  if (i < 0) return;
  const v = s.limbo[i];
  s.limbo.splice(i, 1);
  if (s.lines[v.owner].length < s.o.supportSize) {
    s.lines[v.owner].push(v);
    if (WATCHED[v.card]) s.watch++;
  } else addToHand(s, v.owner, v.card, true, null);
}

function reaches(s: KardsState, src: Unit, l: number, i: number, u: Unit, ul: number, a: Aura): boolean {
  if (src.dead || (a.side === 'friendly') !== (u.owner === src.owner)) return false;
  if (a.other && u === src) return false;
  if (a.selfOnly && u !== src) return false;
  if (a.cls !== 0 && (CARDS[u.card].cls & a.cls) === 0) return false;
  if (a.family !== undefined && !inFamily(CARDS[u.card].name.en, a.family)) return false;
  if (a.hurt === true && !u.hurt) return false;
  if (a.needKw !== 0 && ((u.kw | u.tmpKw) & a.needKw) === 0) return false;
  if (a.srcFront && l !== FRONT) return false;
  if (a.support && ul === FRONT) return false;
  // "Adjacent non-French units" (K-R67s): '!France'.
  if (a.nation !== '' && (a.nation.charCodeAt(0) === 33 ? CARDS[u.card].nation === a.nation.slice(1) : CARDS[u.card].nation !== a.nation)) return false;
  if (a.pincer === true && !pincerFormed(s, src, l)) return false;
  if (a.cond !== undefined && !auraCond(s, src, l, i, a.cond)) return false;
  if (a.adjacent) {
    const line = s.lines[l];
    return ul === l && ((i > 0 && line[i - 1] === u) || (i + 1 < line.length && line[i + 1] === u));
  }
  return true;
}

/** A source's condition for its aura (other sets). Keywords are read as printed or given, not from auras (no recursion). */
function auraCond(s: KardsState, src: Unit, l: number, i: number, c: NonNullable<Aura['cond']>): boolean {
  switch (c) {
    case 'undamaged': return !src.hurt;
    case 'ownTurn': return s.active === src.owner;
    case 'noMob': return (src.kw & KW.mobilize) === 0;
    case 'emptyHand': return s.sides[src.owner].hand.length === 0;
    case 'guarded': {
      const line = s.lines[l];
      const g = (v: Unit | undefined): boolean => v !== undefined && v.owner === src.owner && alive(v) && ((v.kw | v.tmpKw) & KW.guard) !== 0;
      return g(line[i - 1]) || g(line[i + 1]);
    }
    case 'units3': {
      let n = 0;
      for (let k = 0; k < 3; k++) for (const v of s.lines[k]) if (v.owner === src.owner && alive(v)) n++;
      return n >= 3;
    }
  }
}

/** Cards printed with a 钳制 Pincer ability (§3.3.6). */
const PINCER: readonly boolean[] = CARDS.map((c) => /^pincer:/i.test(c.text));

/**
 * 钳制 (§3.3.6, K-R51p): u, standing in line l, has a pincer partner: another living friendly unit with Pincer in
 * the other of its owner's two lines (the frontline against its support line).
 */
/** "Cannot be pinned", or "Pincer: Cannot be pinned" with its pincer formed (other sets). */
export function unpinnable(s: KardsState, u: Unit): boolean {
  const st = staticsOf(u);
  return st.unpinnable || (st.unpinnablePincer === true && pincerFormed(s, u, lineOfUnit(s, u)));
}
function lineOfUnit(s: KardsState, u: Unit): number {
  for (let l = 0; l < 3; l++) if (s.lines[l].includes(u)) return l;
  return -1;
}

/**
 * A Navy card (ruling K-R27n: the NavalWarfare set) on top of seat's deck; K-R68j: or any top card while an order gave
 * it the Navy type (Side.navyTop, through that game turn) or while a unit of seat that says so stands (watched).
 */
export function navyOnTop(s: KardsState, seat: number): boolean {
  const p = s.sides[seat], d = p.deck;
  if (d.length === 0) return false;
  if (CARDS[d[d.length - 1]].set === 'NavalWarfare') return true;
  if (p.navyTop !== undefined && p.navyTop >= s.turn) return true;
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && alive(u) && staticsOf(u).topNavy === true) return true;
  return false;
}

/** Per card (K-R69j): "Only 2 units can occupy the frontline" while it stands (watched). */
const FRONT_CAP = Uint8Array.from(CARDS, (c) => (c.script.ok ? c.script.statics.frontCap ?? 0 : 0));

/** How many units the frontline may hold now: the option, or less while a unit that says so stands (K-R69j, read only while watched). */
export function frontRoom(s: KardsState): number {
  let n = s.o.frontSize;
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) { const c = FRONT_CAP[fx(u)]; if (c !== 0 && c < n && alive(u)) n = c; }
  return n;
}

/** K-R69i: u's pincer partner (the first such unit in the other line, in line order), null when its pincer is not formed. */
export function pincerPartner(s: KardsState, u: Unit): Unit | null {
  if (!PINCER[fx(u)]) return null;
  const l = lineOfUnit(s, u);
  if (l < 0) return null;
  for (const v of s.lines[l === FRONT ? u.owner : FRONT]) if (v !== u && v.owner === u.owner && alive(v) && PINCER[fx(v)]) return v;
  return null;
}

export function pincerFormed(s: KardsState, u: Unit, l: number): boolean {
  if (!PINCER[fx(u)]) return false;
  const other = s.lines[l === FRONT ? u.owner : FRONT];
  for (const v of other) if (v !== u && v.owner === u.owner && alive(v) && PINCER[fx(v)]) return true;
  return false;
}

const TAX = CARDS.map((c) => (c.script.ok ? c.script.statics.tax : undefined));

/** Whether a unit that taxes its targeting stands on the battlefield (read once per legal-action call, only while watched). */
export function anyTax(s: KardsState): boolean {
  // GRIM DAY (K-R67y): a side's tax for a turn.
  if ((s.sides[0].grim ?? -1) >= s.turn || (s.sides[1].grim ?? -1) >= s.turn) return true;
  // ORDER OF THE DAY (K-R70a): a given tax, on a side an order marked.
  if (s.sides[0].taxGv === true || s.sides[1].taxGv === true) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.gv !== undefined && staticsOf(u).tax !== undefined) return true;
  if (s.watch <= 0) return false;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (TAX[fx(u)] !== undefined) return true;
  return false;
}

/** Extra kredits seat pays to target or attack ref ("it costs the enemy +2 kredits to target or attack this unit", K-R64t). */
export function taxOf(s: KardsState, seat: Seat, ref: number): number {
  if (ref < 0) return 0;
  const grim = (s.sides[1 - seat].grim ?? -1) >= s.turn ? GRIM_TAX : 0;
  if (s.watch <= 0 && grim === 0 && s.sides[1 - seat].taxGv !== true) return 0;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    if (u.uid !== ref) continue;
    if (u.owner === seat || !alive(u)) return 0;
    const t = u.gv !== undefined ? staticsOf(u).tax : s.watch > 0 ? TAX[fx(u)] : undefined;
    return grim + (t === undefined || (t.pincer && !pincerFormed(s, u, l)) ? 0 : t.n);
  }
  return 0;
}

/** GRIM DAY's extra kredits (K-R67y). */
const GRIM_TAX = 2;

/** The auras on u (§3.4.2 永续), summed: which = 0 attack, 1 operation cost, 2 keyword bits (OR). */
/** 重甲 (§3.3.7) as it stands: its own and what auras give (other sets), at most 3 (K-3.3.7b). */
export function armorOf(s: KardsState, u: Unit): number {
  return s.watch <= 0 ? u.armor : Math.min(3, u.armor + auraOn(s, u, 3));
}

/** K-R68k: what an attack aura counts — the source owner's Guard units, or the reached unit's combat keywords; own keyword bits only (no aura read inside an aura). */
function perCount(s: KardsState, src: Unit, u: Unit, per: 'guards' | 'ckw'): number {
  if (per === 'ckw') {
    let k = 0;
    for (let m = (u.kw | u.tmpKw) & ~u.lostKw & COMBAT_KW; m !== 0; m &= m - 1) k++;
    return k;
  }
  let k = 0;
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v.owner === src.owner && alive(v) && ((v.kw | v.tmpKw) & ~v.lostKw & KW.guard) !== 0) k++;
  return k;
}

/** Per order card (K-R71m): the aura its given text carries (null: none). */
const GV_AURA: readonly (Aura | null)[] = CARDS.map((c) => (c.script.ok && c.type === 'order' ? c.script.statics.aura : null));
/** The given auras of source v (line l, index i) on u, added to n as auraOn adds. */
function gvAuras(s: KardsState, v: Unit, l: number, i: number, u: Unit, which: 0 | 1 | 2 | 3, n: number): number {
  for (const c of v.gv!) {
    const a = GV_AURA[c];
    if (a === null) continue;
    const ul = s.lines[0].includes(u) ? 0 : s.lines[1].includes(u) ? 1 : FRONT;
    if (!reaches(s, v, l, i, u, ul, a)) continue;
    if (which === 0) n += a.atk;
    else if (which === 1) n += a.op;
    else if (which === 3) n += a.armor ?? 0;
    else n |= a.kw;
  }
  return n;
}

function auraOn(s: KardsState, u: Unit, which: 0 | 1 | 2 | 3): number {
  if (s.watch <= 0) return 0;
  let n = 0, ul = -1;
  for (let l = 0; l < 3; l++) {
    const line = s.lines[l];
    for (let i = 0; i < line.length; i++) {
      // K-R71m: auras given by an order's text (SUPPORT COLUMN), carried as Unit.gv.
      if (line[i].gv !== undefined && line[i].sup === undefined) n = gvAuras(s, line[i], l, i, u, which, n);
      const a = AURA[fx(line[i])];
      if (a === null) continue;
      // A keyword aura on attack (K-R66c) reads attack, so it never counts while attack is being read.
      if (a.minAtk !== undefined && (which !== 2 || attackOf(s, u) < a.minAtk)) continue;
      if (ul < 0) ul = s.lines[0].includes(u) ? 0 : s.lines[1].includes(u) ? 1 : FRONT;
      if (!reaches(s, line[i], l, i, u, ul, a)) continue;
      if (which === 0) n += a.per === undefined ? a.atk : a.atk * perCount(s, line[i], u, a.per);
      else if (which === 1) n += a.op;
      else if (which === 3) n += a.armor ?? 0;
      else n |= a.kw;
    }
  }
  return n;
}

/** Card names in lower case, made once: selfAtk compares them on every attack reading. */
const LOWER_NAMES: readonly string[] = CARDS.map((c) => c.name.en.toLowerCase());

const SELF_ATK: readonly ({ readonly n: number; readonly named: string } | null)[] = CARDS.map((c) => (c.script.ok ? c.script.statics.selfAtk : null));

/** "+N attack for each other AICHI D3A you control" / "for each non-tank unit type you control". */
function selfAtk(s: KardsState, u: Unit, x: { readonly n: number; readonly named: string }): number {
  let k = 0, types = 0;
  for (let l = 0; l < 3; l++) for (const v of s.lines[l]) {
    if (v.owner !== u.owner || v === u || !alive(v)) continue;
    if (x.named === '') types |= CARDS[v.card].cls & ~2;
    else if (LOWER_NAMES[v.card].startsWith(x.named)) k++;
  }
  if (x.named === '') for (types |= CARDS[u.card].cls & ~2; types !== 0; types &= types - 1) k++;
  return x.n * k;
}

/** Attack as it stands, temporary buffs and auras included; never below 0 (§3.2). */
export function attackOf(s: KardsState, u: Unit): number {
  // "Set its attack to 0 until your next turn."
  if (u.atk0 >= s.turn) return 0;
  const c = fx(u);
  const x = SELF_ATK[c];
  const others = ATK_IF_OTHERS[c];
  // "+1 attack if you have attacked with another unit this turn."
  const o = others > 0 && s.active === u.owner && s.sides[u.owner].attacks > u.attacks ? others : 0;
  const w = ATK_IF[c];
  return Math.max(0, u.atk + u.tmpAtk + o + (w === null ? 0 : atkIf(s, u, w.n, w.when)) + auraOn(s, u, 0) + (x === null ? 0 : selfAtk(s, u, x)));
}

const ATK_IF: readonly ({ readonly n: number; readonly when: AtkWhen } | null)[] = CARDS.map((c) => (c.script.ok ? c.script.statics.atkIf : null));

/** A conditional attack bonus ("+3 attack on the enemy turn", "+2 attack for each adjacent unit"). */
function atkIf(s: KardsState, u: Unit, n: number, when: AtkWhen): number {
  switch (when) {
    case 'enemyTurn': return s.active !== u.owner ? n : 0;
    case 'ownTurn': return s.active === u.owner ? n : 0;
    case 'damaged': return u.hurt ? n : 0;
    case 'haveTank': case 'alone': {
      let tanks = 0, units = 0;
      for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v.owner === u.owner && alive(v)) { units++; if ((CARDS[v.card].cls & 2) !== 0) tanks++; }
      return (when === 'alone' ? units === 1 : tanks > 0) ? n : 0;
    }
    case 'perFront': {
      let k = 0;
      for (const v of s.lines[FRONT]) if (v.owner === u.owner && alive(v)) k++;
      return n * k;
    }
    case 'perAdjacent':
      for (let l = 0; l < 3; l++) {
        const i = s.lines[l].indexOf(u);
        if (i >= 0) return n * ((i > 0 ? 1 : 0) + (i + 1 < s.lines[l].length ? 1 : 0));
      }
      return 0;
    // Other sets.
    case 'perAdjacentJapanese':
      for (let l = 0; l < 3; l++) {
        const line = s.lines[l], i = line.indexOf(u);
        if (i < 0) continue;
        let k = 0;
        if (i > 0 && alive(line[i - 1]) && CARDS[line[i - 1].card].nation === 'Japan') k++;
        if (i + 1 < line.length && alive(line[i + 1]) && CARDS[line[i + 1].card].nation === 'Japan') k++;
        return n * k;
      }
      return 0;
    case 'perDamaged': {
      let k = 0;
      for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v.hurt && alive(v)) k++;
      return n * k;
    }
    case 'fewerCards': return s.sides[u.owner].hand.length < s.sides[1 - u.owner].hand.length ? n : 0;
    // K-R70s: DEFIANT Mk I (Side.brInf, kept while the side holds a card that reads it).
    case 'ownTurnBritInf': {
      const b = s.sides[u.owner].brInf;
      return s.active === u.owner && b !== undefined && (b[0] === s.turn - 2 || b[1] === s.turn - 2) ? n : 0;
    }
    case 'ownTurnNoEnemyAir': {
      if (s.active !== u.owner) return 0;
      for (let l = 0; l < 3; l++) for (const v of s.lines[l]) if (v.owner !== u.owner && alive(v) && (CARDS[v.card].cls & 24) !== 0) return 0;
      return n;
    }
  }
}

const ATK_IF_OTHERS: readonly number[] = CARDS.map((c) => (c.script.ok ? c.script.statics.atkIfOthers : 0));

/** Operation cost as it stands (§2.2), never below 0. */
export function opOf(s: KardsState, u: Unit): number {
  // SNOWSTORM (K-R68m): every unit's operation cost is 4 through a game turn (absent: never given).
  const a = s.sides[0].snow, b = s.sides[1].snow;
  if ((a !== undefined && a >= s.turn) || (b !== undefined && b >= s.turn)) return 4;
  return Math.max(0, u.op + u.tmpOp + auraOn(s, u, 1));
}

/** Keywords as they stand: its own, this turn's, and the auras'. */
export function kwOf(s: KardsState, u: Unit): number {
  return (u.kw | u.tmpKw | auraOn(s, u, 2)) & ~u.lostKw;
}

/** The turn through which a pin placed now holds: the owner's next turn (§3.8; several pins do not stack, §3.8.1). */
export function pinUntil(s: KardsState, owner: Seat): number {
  return s.active === owner ? s.turn + 2 : s.turn + 1;
}

export function isPinned(s: KardsState, u: Unit): boolean {
  return u.pinned >= s.turn;
}

export function controlsFront(s: KardsState, seat: Seat): boolean {
  return frontOwner(s) === seat;
}

export function hasClass(s: KardsState, seat: Seat, cls: number): boolean {
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && alive(u) && (CARDS[u.card].cls & cls) !== 0) return true;
  return false;
}

export { FRONT };
