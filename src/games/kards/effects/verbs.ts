// The verbs of the effect language, one small function each, registered in one Record<Verb, Run>:
// TypeScript rejects a verb without code. Damage marks units destroyed; DEATHS removes them later (ruling 2).
import type { EventSink, Seat } from '../../../engine/index.js';
import { cancel, type Queue } from '../../../engine/queue.js';
import { cardIndex, CARDS } from '../cards.js';
import { addToHand, discardRandom, draw, takeFromHand } from '../hand.js';
import { FRONT, findUnit, frontOwner, type KardsState, type Unit } from '../state.js';
import { alive, arrive, attackOf, kwOf, leaves, newUnit, pinUntil, removeUnit, staticsOf } from '../units.js';
import { KW, type Count, type Effect, type Verb } from './lang.js';
import { hqSeat, isHqRef } from './select.js';

/** Extra damage of a seat's orders (§3.4.2: "your orders deal +1 damage"). */
function orderBonus(s: KardsState, seat: Seat): number {
  let n = 0;
  if (s.watch <= 0) return 0;
  for (let l = 0; l < 3; l++) for (const u of s.lines[l]) if (u.owner === seat && !u.dead) n += staticsOf(u).orderDmg;
  return n;
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
}

/** Step kind a `counter` cancels; set by steps.ts (the verbs may not import the step table). */
export const HOOKS: { orderKind: number; discarded: (q: Queue, seat: Seat, card: number) => void } = { orderKind: -1, discarded: () => undefined };

/** Damage a unit; returns the damage it took (0 when immune). */
export function damageUnit(s: KardsState, u: Unit, n: number, ev: EventSink): number {
  if (n <= 0 || (kwOf(s, u) & KW.immune) !== 0) return 0;
  // "When this unit takes damage, draw a card": nothing to choose, so it resolves at once.
  if (staticsOf(u).drawOnDamage) draw(s, u.owner, 1, ev);
  u.def -= n;
  u.hurt = true;
  // 动员 is lost on damage above 0 (§3.3.9).
  u.kw &= ~KW.mobilize;
  if (u.def <= 0) u.dead = true;
  ev?.push({ type: 'damage', to: 'all', data: { uid: u.uid, n } });
  return n;
}

/** 压制 (§3.8): no action in its owner's next turn; pins do not stack (§3.8.1). */
export function pinUnit(s: KardsState, u: Unit, ev: EventSink): void {
  if (u.dead || staticsOf(u).unpinnable) return;
  u.pinned = Math.max(u.pinned, pinUntil(s, u.owner));
  ev?.push({ type: 'pinned', to: 'all', data: { uid: u.uid } });
}

/** Per card, whether its unit shields its owner's HQ (reduce, immune on own turn, not below 1): scanned only then. */
const SHIELDS: readonly boolean[] = CARDS.map((c) => c.script.ok && (c.script.statics.hqReduce > 0 || c.script.statics.hqImmuneOwnTurn || c.script.statics.hqFloorFront));

export function damageHq(s: KardsState, seat: Seat, n: number, ev: EventSink): void {
  let floor = -999;
  if (s.watch > 0) for (let l = 0; l < 3; l++) for (const u of s.lines[l]) {
    if (!SHIELDS[u.card] || u.owner !== seat || u.dead) continue;
    const st = staticsOf(u);
    n -= st.hqReduce;
    if (st.hqImmuneOwnTurn && s.active === seat) n = 0;
    if (st.hqFloorFront && l === FRONT) floor = 1;
  }
  if (n <= 0) return;
  const p = s.sides[seat];
  if (seat !== s.active) s.sides[s.active].hitHq += n;
  p.hq = p.hq - n < floor && p.hq >= floor ? floor : p.hq - n;
  ev?.push({ type: 'hqDamage', to: 'all', data: { seat, n } });
}

function eachUnit(r: Run, f: (u: Unit) => void): void {
  for (const ref of r.refs) {
    if (isHqRef(ref)) continue;
    const u = findUnit(r.s, ref);
    if (u && !u.dead) f(u);
  }
}

/** Send a unit to its owner's hand as 明牌, or remove it when the hand is full (§3.6). */
export function toHand(s: KardsState, u: Unit, ev: EventSink): void {
  removeUnit(s, u);
  leaves(s, u);
  addToHand(s, u.owner, u.card, true, ev);
}

const POOLS = new Map<string, number[]>();
/** Deckable, implemented cards of a nation and classes up to a cost: what "a random X" may bring. */
function randomPool(nation: string, cls: number, maxCost: number): number[] {
  const key = `${nation}/${cls}/${maxCost}`;
  let p = POOLS.get(key);
  if (!p) {
    p = CARDS.filter((c) => c.nation === nation && (c.cls & cls) !== 0 && c.cost <= maxCost && c.script.ok && c.set !== 'OnlySpawnable' && c.set !== 'Special').map((c) => c.i);
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
  if (c.of === 'allUnits') return n + c.per * (r.s.lines[0].length + r.s.lines[1].length + r.s.lines[FRONT].length);
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

type Do<E extends Effect> = (r: Run, e: E) => void;
type Table = { [V in Verb]: Do<Extract<Effect, { do: V }>> };

export const VERBS: Table = {
  damage: (r, e) => {
    // Orders deal more with "your orders deal +1 damage" on the battlefield.
    const n = amount(r, e.n, e.count) + (r.order ? orderBonus(r.s, r.owner) : 0);
    for (const ref of r.refs) {
      if (isHqRef(ref)) damageHq(r.s, hqSeat(ref), n, r.ev);
      else {
        const u = findUnit(r.s, ref);
        if (u && !u.dead) damageUnit(r.s, u, n, r.ev);
      }
    }
  },
  destroy: (r) => eachUnit(r, (u) => {
    u.dead = true;
  }),
  pin: (r) => eachUnit(r, (u) => pinUnit(r.s, u, r.ev)),
  buff: (r, e) => eachUnit(r, (u) => {
    const k = e.count ? amount(r, 0, e.count) : 1;
    u.atk += e.atk * k;
    u.def += e.def * k;
    if (e.def * k > 0) {
      u.hurt = false;
      u.top = Math.max(u.top, u.def);
    }
  }),
  grant: (r, e) => eachUnit(r, (u) => {
    u.kw |= KW[e.kw];
  }),
  doom: (r) => eachUnit(r, (u) => {
    u.doomed = true;
  }),
  tempAtk: (r, e) => eachUnit(r, (u) => {
    u.tmpAtk += e.upTo ? r.s.rng.int(e.n + 1) : e.n;
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
    const pool = randomPool(e.nation, e.cls, e.maxCost);
    if (pool.length === 0) return;
    const card = pool[r.s.rng.int(pool.length)];
    if (e.where === 'hand') addToHand(r.s, r.owner, card, true, r.ev);
    else VERBS.spawn(r, { do: 'spawn', card: CARDS[card].id, n: 1, where: 'support' });
  },
  repair: (r) => eachUnit(r, (u) => {
    u.def = Math.max(u.def, u.top);
    u.hurt = false;
  }),
  retreat: (r) => eachUnit(r, (u) => {
    const s = r.s;
    if (s.lines[FRONT].includes(u) && s.lines[u.owner].length < s.o.supportSize) {
      removeUnit(s, u);
      s.lines[u.owner].push(u);
    } else toHand(s, u, r.ev);
  }),
  toHand: (r) => eachUnit(r, (u) => toHand(r.s, u, r.ev)),
  draw: (r, e) => draw(r.s, r.owner, amount(r, e.n, e.count), r.ev),
  hq: (r, e) => {
    const seat = e.side === 'friendly' ? r.owner : 1 - r.owner;
    r.s.sides[seat].hq += amount(r, e.n, e.count);
  },
  double: (r) => eachUnit(r, (u) => {
    u.atk *= 2;
    u.def *= 2;
    u.top = Math.max(u.top, u.def);
  }),
  armor: (r, e) => eachUnit(r, (u) => {
    u.armor = Math.min(3, u.armor + e.n);
  }),
  kredits: (r, e) => {
    const p = r.s.sides[r.owner];
    p.kredits = Math.min(r.s.o.kreditCap, p.kredits + e.n);
  },
  slots: (r, e) => {
    const p = r.s.sides[e.side === 'friendly' ? r.owner : 1 - r.owner];
    p.slots = Math.max(0, Math.min(r.s.o.kreditCap, p.slots + e.n));
  },
  spawn: (r, e) => {
    const card = cardIndex(e.card);
    r.refs.length = 0;
    for (let i = 0; i < e.n; i++) {
      if (e.where === 'hand') {
        addToHand(r.s, r.owner, card, true, r.ev);
        continue;
      }
      // "Beside this unit" in the frontline: only while the owner holds it and there is room.
      const line = e.where === 'front' ? FRONT : r.owner;
      const room = e.where === 'front' ? r.s.lines[FRONT].length < r.s.o.frontSize && frontOwner(r.s) === r.owner : r.s.lines[r.owner].length < r.s.o.supportSize;
      if (room) {
        // 增加 (§4.1.9.1): no deployment effect, and no action this turn without 闪击.
        const u = newUnit(r.s, card, r.owner);
        r.s.lines[line].push(u);
        arrive(r.s, u);
        r.refs.push(u.uid);
        r.s.sides[r.owner].arrived++;
        r.ev?.push({ type: 'added', to: 'all', data: { seat: r.owner, uid: u.uid, card: CARDS[card].id } });
      }
    }
  },
  discard: (r, e) => {
    const seat = e.side === 'friendly' ? r.owner : 1 - r.owner;
    if (e.cls === undefined && e.maxCost === undefined && !e.allOrders) return HOOKS.discarded(r.q, seat, discardRandom(r.s, seat, r.ev));
    const p = r.s.sides[seat];
    const fits = (c: number): boolean => (e.allOrders ? CARDS[c].cls === 0 : (e.cls === undefined || (CARDS[c].cls & e.cls) !== 0) && CARDS[c].cost <= (e.maxCost ?? 99));
    if (e.allOrders) {
      for (let h = p.hand.length - 1; h >= 0; h--) {
        if (!fits(p.hand[h])) continue;
        const card = takeFromHand(r.s, seat, h);
        r.ev?.push({ type: 'discarded', to: 'all', data: { seat, card } });
        HOOKS.discarded(r.q, seat, card);
      }
      return;
    }
    const idx: number[] = [];
    for (let h = 0; h < p.hand.length; h++) if (fits(p.hand[h])) idx.push(h);
    if (idx.length === 0) return;
    const card = takeFromHand(r.s, seat, idx[r.s.rng.int(idx.length)]);
    r.ev?.push({ type: 'discarded', to: 'all', data: { seat, card } });
    HOOKS.discarded(r.q, seat, card);
  },
  shuffleIn: (r, e) => {
    const p = r.s.sides[r.owner];
    for (let i = 0; i < e.n; i++) p.deck.push(cardIndex(e.card));
    r.s.rng.shuffle(p.deck);
  },
  spawnLike: (r, e) => {
    const u = r.last.length > 0 && !isHqRef(r.last[0]) ? findUnit(r.s, r.last[0]) : null;
    if (!u) return;
    const c = CARDS[u.card];
    const pool = randomPool(c.nation, 31, c.cost + e.delta).filter((i) => CARDS[i].cost === c.cost + e.delta);
    if (pool.length === 0) return;
    VERBS.spawn(r, { do: 'spawn', card: CARDS[pool[r.s.rng.int(pool.length)]].id, n: 1, where: 'support' });
  },
  drawNamed: (r, e) => {
    const p = r.s.sides[r.owner];
    const card = cardIndex(e.card);
    const i = p.deck.lastIndexOf(card);
    if (i < 0) return;
    p.deck.splice(i, 1);
    addToHand(r.s, r.owner, card, false, r.ev);
  },
  counter: (r) => {
    if (cancel(r.q, HOOKS.orderKind)) r.ev?.push({ type: 'countered', to: 'all', data: { seat: 1 - r.owner } });
  },
  ungrant: (r, e) => eachUnit(r, (u) => {
    u.kw &= ~KW[e.kw];
  }),
  tempGrant: (r, e) => eachUnit(r, (u) => {
    u.tmpKw |= KW[e.kw];
  }),
  op: (r, e) => eachUnit(r, (u) => {
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
    const card = takeFromHand(r.s, seat, r.s.rng.int(p.hand.length));
    p.deck.push(card);
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
    for (let k = 0; k < e.n; k++) {
      const fits: number[] = [];
      for (let i = 0; i < p.deck.length; i++) {
        const c = CARDS[p.deck[i]];
        if ((e.order ? c.type === 'order' : (c.cls & e.cls) !== 0) && (e.nation === '' || c.nation === e.nation)) fits.push(i);
      }
      if (fits.length === 0) return;
      const i = fits[r.s.rng.int(fits.length)];
      const card = p.deck[i];
      p.deck.splice(i, 1);
      addToHand(r.s, r.owner, card, false, r.ev);
    }
  },
  delayed: (r, e) => {
    const p = r.s.sides[r.owner];
    p.nextKredits += e.kredits;
    p.nextDraws += e.draws;
    if (e.noOrders) p.nextNoOrders = true;
    if (e.enemySkip) r.s.sides[1 - r.owner].nextSkip = true;
    p.nextDiscards += e.discards ?? 0;
  },
  intel: (r, e) => {
    const p = r.s.sides[1 - r.owner];
    for (let k = 0; k < e.n; k++) {
      const hidden: number[] = [];
      for (let i = 0; i < p.hand.length; i++) if (!p.shown[i]) hidden.push(i);
      if (hidden.length === 0) return;
      const i = hidden[r.s.rng.int(hidden.length)];
      p.shown[i] = true;
      r.ev?.push({ type: 'revealed', to: 'all', data: { seat: 1 - r.owner, card: p.hand[i] } });
    }
  },
};

