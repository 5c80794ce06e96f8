// Deck files, as the CLI's `--deck FILE` reads them: `{"nation", "ally", "cards": {id: count}}`.
// Import checks a file with the shared deck rules and says every problem in the player's language.
import { deckProblems, parseDeckShape, problemText, type DeckProblem } from '../../../src/games/kards/deck-rules.js';
import type { KardsDeckFile } from '../../../src/protocol/kards.js';
import type { CatalogIndex } from './catalog.js';

export type ImportResult = { readonly ok: true; readonly deck: KardsDeckFile } | { readonly ok: false; readonly errors: readonly string[] };

/** Every problem of a deck, as lines in `lang`. Empty: the deck is legal. */
export function deckErrors(deck: KardsDeckFile, cat: CatalogIndex, lang: 'zh' | 'en'): string[] {
  return deckProblems({ ...deck, cards: { ...deck.cards } }, cat.info, cat.nations).map((p) => problemText(p, lang, cat.nations, (id) => cat.name(id, lang)));
}

/** Read a deck file's text: refused with every problem (bad JSON, shape, the deck rules). */
export function importDeck(text: string, cat: CatalogIndex, lang: 'zh' | 'en'): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, errors: [lang === 'zh' ? '不是有效的 JSON 卡组文件' : 'not a valid JSON deck file'] };
  }
  const shape = parseDeckShape(json);
  if ('code' in shape) return { ok: false, errors: [problemText(shape as DeckProblem, lang)] };
  const errors = deckErrors(shape, cat, lang);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, deck: shape };
}

/** The deck as a file: the CLI reads it back as it is. Cards in catalog order, so equal decks export equally. */
export function exportDeck(deck: KardsDeckFile, cat: CatalogIndex): string {
  const order = [...cat.byId.keys()];
  const ids = Object.keys(deck.cards).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const cards = Object.fromEntries(ids.map((id) => [id, deck.cards[id]]));
  return `${JSON.stringify({ nation: deck.nation, ally: deck.ally, cards }, null, 2)}\n`;
}

export function deckSize(deck: KardsDeckFile): number {
  return Object.values(deck.cards).reduce((a, b) => a + b, 0);
}
