// HOLD (a decision of seat by on the resolution queue): "choose a card in hand" of card a (source unit c). The
// options are the owner's hand slots that fit the card's filter; the answer names a slot, never the card, and the
// card stays hidden in that hand (only its owner's view lists it). Then the card's `held` ability acts on it.
import type { EventSink } from '../../../engine/index.js';
import type { Queue, Step } from '../../../engine/queue.js';
import type { KardsAction } from '../actions.js';
import { CARDS } from '../cards.js';
import { findUnit, type KardsState } from '../state.js';
import { runAbilities } from './index.js';
import type { Effect } from './lang.js';
import { NO_TARGET } from './select.js';
import { HELD, holdFits } from './verbs-hand.js';

type Hold = Extract<Effect, { do: 'hold' }>;

/** Per card: the filter of its "choose a card in hand" (null: it has none). */
export const HOLDS: readonly (Hold | null)[] = CARDS.map((c) => {
  if (!c.script.ok) return null;
  for (const a of c.script.abilities) for (const e of a.effects) if (e.do === 'hold') return e;
  return null;
});

/** The hand slots seat may choose for card a's HOLD, as `pick` answers (interned by the caller). */
export function holdChoices(s: KardsState, st: Readonly<Step>, out: KardsAction[], act: (h: number) => KardsAction): void {
  const f = HOLDS[st.a];
  if (!f) return;
  const hand = s.sides[st.by].hand;
  for (let h = 0; h < hand.length; h++) if (holdFits({ s }, st.by, h, f)) out.push(act(h));
}

/** Whether a card of seat st.by's hand fits card st.a's HOLD now. */
export function holdOpen(s: KardsState, st: Readonly<Step>): boolean {
  const f = HOLDS[st.a];
  if (!f) return false;
  const hand = s.sides[st.by].hand;
  for (let h = 0; h < hand.length; h++) if (holdFits({ s }, st.by, h, f)) return true;
  return false;
}

export function holdDecide(s: KardsState, q: Queue, st: Readonly<Step>, a: KardsAction, ev: EventSink): void {
  if (a.t !== 'pick') throw new Error('kards: a pick answers a hold');
  const card = s.sides[st.by].hand[a.h];
  // Its owner sees which card; the opponent, that a card in that hand was chosen.
  ev?.push({ type: 'held', to: [st.by], data: { seat: st.by, card } });
  HELD.h = a.h;
  try {
    runAbilities(s, q, ev, st.by, st.a, 'held', findUnit(s, st.c) ? st.c : -1, NO_TARGET, NO_TARGET, NO_TARGET, card);
  } finally {
    HELD.h = -1;
  }
}
