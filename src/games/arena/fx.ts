// Queue a source's effects of one moment, in reading order (each runs as its own FX step, so what one
// effect pushes resolves before the next effect).
import type { Seat } from '../../engine/index.js';
import { inOrder, mark, push, type Queue } from '../../engine/queue.js';
import { CARDS, TALENTS } from './data/cards.js';
import { when as WHEN, type Effect, type When } from './data/schema.js';
import { K, SRC_TALENT, SRC_UPKEEP } from './kinds.js';
import type { ArenaState } from './state.js';

/** The effect list of a source: a card instance (SRC_CARD / SRC_UPKEEP) or a talent. */
export function effectsOf(s: ArenaState, src: number, b: number): readonly Effect[] {
  if (src === SRC_TALENT) return TALENTS[b].fx;
  const card = CARDS[s.kinds[b]];
  return src === SRC_UPKEEP ? (card.kw.upkeep ?? []) : card.fx;
}

export function pushFx(s: ArenaState, q: Queue, owner: Seat, src: number, b: number, when: When, other: Seat): void {
  const list = effectsOf(s, src, b);
  const m = mark(q);
  for (let i = 0; i < list.length; i++) if (src === SRC_UPKEEP || list[i].when === when) push(q, K.FX, owner, src, b, i, other);
  inOrder(q, m);
}

/** The moments a list of effects has, a bit per moment (asked on every payment and every play). */
const bitOf = (w: When): number => 1 << WHEN.options.indexOf(w);
function momentsOf(list: readonly Effect[]): number {
  let m = 0;
  for (const e of list) m |= bitOf(e.when);
  return m;
}
const CARD_MOMENTS = Uint16Array.from(CARDS, (c) => momentsOf(c.fx));
const TALENT_MOMENTS = Uint16Array.from(TALENTS, (t) => momentsOf(t.fx));
const BITS: Readonly<Record<When, number>> = Object.fromEntries(WHEN.options.map((w) => [w, bitOf(w)])) as Record<When, number>;

/** Whether card kind `k`'s printed effects include one at that moment. */
export const cardHasFx = (k: number, when: When): boolean => (CARD_MOMENTS[k] & BITS[when]) !== 0;

/** Whether a source has an effect at that moment. */
export function hasFx(s: ArenaState, src: number, b: number, when: When): boolean {
  if (src === SRC_TALENT) return (TALENT_MOMENTS[b] & BITS[when]) !== 0;
  if (src !== SRC_UPKEEP) return cardHasFx(s.kinds[b], when);
  return effectsOf(s, src, b).some((e) => e.when === when);
}
