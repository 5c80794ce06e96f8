// What a deck builder glances at: how many units, orders and countermeasures, and the cost curve.
import type { KardsDeckFile } from '../../../src/protocol/kards.js';
import type { CatalogIndex } from './catalog.js';
import { MAX_COST_STEP, UNIT_TYPES } from './filter.js';

export interface DeckStats {
  readonly units: number;
  readonly orders: number;
  readonly countermeasures: number;
  /** Cards per cost 0…7 (the last counts 7 and more). */
  readonly curve: readonly number[];
}

export function deckStats(deck: KardsDeckFile, cat: CatalogIndex): DeckStats {
  const curve = new Array<number>(MAX_COST_STEP + 1).fill(0);
  let units = 0, orders = 0, countermeasures = 0;
  for (const [id, n] of Object.entries(deck.cards)) {
    const c = cat.byId.get(id);
    if (!c) continue;
    if (UNIT_TYPES.includes(c.type)) units += n;
    else if (c.type === 'order') orders += n;
    else countermeasures += n;
    curve[Math.min(c.cost, MAX_COST_STEP)] += n;
  }
  return { units, orders, countermeasures, curve };
}
