// The verbs of the effect language, one small function each, registered in one Record<Verb, Run>:
// TypeScript rejects a verb without code. Damage marks units destroyed; DEATHS removes them later (ruling 2).
import type { EventSink, Seat } from '../../../engine/index.js';
import { cancel, type Queue } from '../../../engine/queue.js';
import { cardIndex, CARDS } from '../cards.js';
import { addToHand, discardRandom, draw } from '../hand.js';
import { FRONT, findUnit, type KardsState, type Unit } from '../state.js';
import { arrive, newUnit, pinUntil, removeUnit, staticsOf } from '../units.js';
import { KW, type Effect, type Verb } from './lang.js';
import { hqSeat, isHqRef } from './select.js';

/** What one running ability knows: its owner, source unit, and the refs its target resolved to. */
export interface Run {
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
export const HOOKS = { orderKind: -1 };

export function damageUnit(s: KardsState, u: Unit, n: number, ev: EventSink): void {
  if (n <= 0 || (u.kw & KW.immune) !== 0) return;
  u.def -= n;
  u.hurt = true;
  // 动员 is lost on damage above 0 (§3.3.9).
  u.kw &= ~KW.mobilize;
  if (u.def <= 0) u.dead = true;
  ev?.push({ type: 'damage', to: 'all', data: { uid: u.uid, n } });
}

export function damageHq(s: KardsState, seat: Seat, n: number, ev: EventSink): void {
  if (n <= 0) return;
  s.sides[seat].hq -= n;
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

type Do<E extends Effect> = (r: Run, e: E) => void;
type Table = { [V in Verb]: Do<Extract<Effect, { do: V }>> };

export const VERBS: Table = {
  damage: (r, e) => {
    for (const ref of r.refs) {
      if (isHqRef(ref)) damageHq(r.s, hqSeat(ref), e.n, r.ev);
      else {
        const u = findUnit(r.s, ref);
        if (u && !u.dead) damageUnit(r.s, u, e.n, r.ev);
      }
    }
  },
  destroy: (r) => eachUnit(r, (u) => {
    u.dead = true;
  }),
  pin: (r) => eachUnit(r, (u) => {
    if (staticsOf(u).unpinnable) return;
    u.pinned = Math.max(u.pinned, pinUntil(r.s, u.owner));
    r.ev?.push({ type: 'pinned', to: 'all', data: { uid: u.uid } });
  }),
  buff: (r, e) => eachUnit(r, (u) => {
    u.atk += e.atk;
    u.def += e.def;
    if (e.def > 0) {
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
    u.tmpAtk += e.n;
  }),
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
  draw: (r, e) => draw(r.s, r.owner, e.n, r.ev),
  hq: (r, e) => {
    const seat = e.side === 'friendly' ? r.owner : 1 - r.owner;
    r.s.sides[seat].hq += e.n;
  },
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
      if (e.where === 'hand') addToHand(r.s, r.owner, card, true, r.ev);
      else if (r.s.lines[r.owner].length < r.s.o.supportSize) {
        // 增加 (§4.1.9.1): no deployment effect, and no action this turn without 闪击.
        const u = newUnit(r.s, card, r.owner);
        r.s.lines[r.owner].push(u);
        arrive(r.s, u);
        r.refs.push(u.uid);
        r.ev?.push({ type: 'added', to: 'all', data: { seat: r.owner, uid: u.uid, card: CARDS[card].id } });
      }
    }
  },
  discard: (r, e) => discardRandom(r.s, e.side === 'friendly' ? r.owner : 1 - r.owner, r.ev),
  counter: (r) => {
    if (cancel(r.q, HOOKS.orderKind)) r.ev?.push({ type: 'countered', to: 'all', data: { seat: 1 - r.owner } });
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

