// Develop (other sets; ruling K-R63d): "choose 1 of 3 random X to add to your hand". The three candidates are
// drawn from the catalog when the effect runs and kept in the owner's side (`Side.dev`, hidden: only the owner's
// view lists them, determinization redraws the opponent's); a DEVELOP decision of the owner on the queue names
// one by its index (the queue itself holds no card: H1). The card chosen joins the hand as 明牌 (it comes from
// outside the deck, as every card added to a hand); "Develop two" asks again with fresh candidates.
import type { EventSink, Rng, Seat } from '../../../engine/index.js';
import { W, type Queue, type Step } from '../../../engine/queue.js';
import type { KardsAction } from '../actions.js';
import { CARDS } from '../cards.js';
import { addToHand } from '../hand.js';
import type { KardsState } from '../state.js';
import type { Effect } from './lang.js';
import { pickFits } from './select.js';
import type { Run } from './verbs.js';

type Develop = Extract<Effect, { do: 'develop' }>;
/** How many candidates a Develop offers. */
export const DEVELOP_CHOICES = 3;

/** Implemented cards a Develop may offer: of a printed name (tokens too), else deckable ones of nations / kinds / rarity. */
function poolOf(e: Develop): number[] {
  const nations = e.nation === '' ? null : e.nation.split('|');
  // A named Develop holds the id of one card of that name (cards.ts).
  const named = e.name === '' ? '' : CARDS.find((c) => c.id === e.name)?.name.en ?? '?';
  return CARDS.filter((c) => c.script.ok && !c.id.endsWith('_vet') && (e.name !== ''
    ? c.name.en === named
    : c.set !== 'OnlySpawnable' && c.set !== 'Special' && pickFits(c.i, e.kind) && (nations === null || nations.includes(c.nation)) && (!e.elite || c.rarity === 'Elite'))).map((c) => c.i);
}

/** Per card: the pool of its Develop (null: it has none). Built once at load. */
export const DEV_POOL: readonly (readonly number[] | null)[] = CARDS.map((c) => {
  if (!c.script.ok) return null;
  for (const a of c.script.abilities) for (const e of a.effects) if (e.do === 'develop') return poolOf(e);
  return null;
});

/** Up to three different cards of the pool, at random (all of it when it has three or fewer). */
function candidates(pool: readonly number[], rng: Rng): number[] {
  if (pool.length <= DEVELOP_CHOICES) return pool.slice();
  const out: number[] = [];
  while (out.length < DEVELOP_CHOICES) {
    const c = pool[rng.int(pool.length)];
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

/** Offer the candidates of card's Develop to owner; n more to come after this one. False when there is nothing to offer. */
export function offer(s: KardsState, owner: Seat, card: number, rng: Rng): boolean {
  const pool = DEV_POOL[card];
  if (!pool || pool.length === 0) return false;
  s.sides[owner].dev = candidates(pool, rng);
  return true;
}

export function developVerb(ask: (q: Queue, owner: Seat, card: number, n: number, src: number) => void) {
  return {
    develop: (r: Run, e: Develop): void => {
      if (e.n > 0 && offer(r.s, r.owner, r.card, r.s.rng)) ask(r.q, r.owner, r.card, e.n, r.src);
    },
  };
}

/** The DEVELOP step (by = owner, a = card, b = how many Develops remain, this one included, c = source unit). */
export function developChoices(s: KardsState, st: Readonly<Step>, out: KardsAction[]): void {
  const dev = s.sides[st.by].dev;
  if (dev) for (let i = 0; i < dev.length; i++) out.push(chooseAct(i));
}

export function developDecide(s: KardsState, q: Queue, st: Readonly<Step>, a: KardsAction, ev: EventSink, ask: (q: Queue, owner: Seat, card: number, n: number, src: number) => void): void {
  if (a.t !== 'choose') throw new Error('kards: a choose answers a develop');
  const p = s.sides[st.by];
  const card = p.dev?.[a.i];
  p.dev = undefined;
  if (card === undefined) return;
  addToHand(s, st.by, card, true, ev);
  if (st.b > 1 && offer(s, st.by, st.a, s.rng)) ask(q, st.by, st.a, st.b - 1, st.c);
}

/** Determinization: the opponent's candidates are as hidden as its hand; fresh ones from the same pool. */
export function redrawDev(s: KardsState, seat: Seat, rng: Rng): void {
  const p = s.sides[seat];
  if (p.dev === undefined) return;
  const card = devCard(s, seat);
  const pool = card >= 0 ? DEV_POOL[card] : null;
  p.dev = pool ? candidates(pool, rng) : undefined;
}

/** The card whose DEVELOP seat owes (the top of the queue), -1 none. */
function devCard(s: KardsState, seat: Seat): number {
  const q = s.q;
  for (let at = q.length - W; at >= 0; at -= W) if (q[at + 1] === seat && DEV_POOL[q[at + 2]] !== null && DEV_POOL[q[at + 2]] !== undefined) return q[at + 2];
  return -1;
}

const CHOOSE: KardsAction[] = [];
function chooseAct(i: number): KardsAction {
  while (CHOOSE.length <= i) CHOOSE.push(Object.freeze({ t: 'choose', i: CHOOSE.length }));
  return CHOOSE[i];
}
