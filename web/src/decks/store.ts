// Decks saved in this browser (localStorage), by name. A corrupt entry is skipped, never fatal.
import type { KardsDeckFile } from '../../../src/protocol/kards.js';

export interface SavedDeck {
  readonly name: string;
  readonly deck: KardsDeckFile;
}

const KEY = 'sandtable:kards:decks';

function isDeck(x: unknown): x is SavedDeck {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as { name?: unknown; deck?: { nation?: unknown; ally?: unknown; cards?: unknown } };
  return typeof o.name === 'string' && typeof o.deck?.nation === 'string' && typeof o.deck.ally === 'string' && typeof o.deck.cards === 'object' && o.deck.cards !== null;
}

export function savedDecks(storage: Storage = localStorage): SavedDeck[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isDeck) : [];
  } catch {
    return [];
  }
}

/** Save (or replace the deck of the same name). */
export function saveDeck(d: SavedDeck, storage: Storage = localStorage): void {
  const rest = savedDecks(storage).filter((x) => x.name !== d.name);
  storage.setItem(KEY, JSON.stringify([...rest, d].sort((a, b) => a.name.localeCompare(b.name))));
}

export function deleteDeck(name: string, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(savedDecks(storage).filter((x) => x.name !== name)));
}
