// The deck builder's card list: filters by nation, type and cost, and a text search over names
// (zh and en), keywords and card text.
import type { KardsCatalogCard } from '../../../src/protocol/kards.js';

export interface CardFilter {
  /** '' = the deck's two nations. */
  readonly nation: string;
  /** '' = any; 'unit' = any unit. */
  readonly type: string;
  /** -1 = any; 7 = 7 or more. */
  readonly cost: number;
  readonly text: string;
  /** Show cards not implemented yet (they cannot go in a deck). */
  readonly unsupported: boolean;
}

export const NO_FILTER: CardFilter = { nation: '', type: '', cost: -1, text: '', unsupported: false };
export const UNIT_TYPES = ['infantry', 'tank', 'artillery', 'fighter', 'bomber'];
export const MAX_COST_STEP = 7;

export function filterCards(cards: readonly KardsCatalogCard[], f: CardFilter, deckNations: readonly string[]): KardsCatalogCard[] {
  const q = f.text.trim().toLowerCase();
  return cards.filter((c) => {
    if (f.nation === '' ? !deckNations.includes(c.nation) : c.nation !== f.nation) return false;
    if (f.type === 'unit' ? !UNIT_TYPES.includes(c.type) : f.type !== '' && c.type !== f.type) return false;
    if (f.cost >= 0 && (f.cost >= MAX_COST_STEP ? c.cost < MAX_COST_STEP : c.cost !== f.cost)) return false;
    if (!f.unsupported && c.unsupported !== undefined) return false;
    if (q === '') return true;
    return [c.name.zh, c.name.en, c.text.zh, c.text.en, ...c.keywords].some((s) => s.toLowerCase().includes(q));
  }).sort((a, b) => a.cost - b.cost || a.name.en.localeCompare(b.name.en));
}
