// A deck choice's value in a picker (`starter:<name>`, `saved:<name>`) and what the server takes.
import type { KardsDeckRef } from '../../../src/protocol/kards.js';
import type { SavedDeck } from './store.js';

/** `starter:<name>` or `saved:<name>` as the deck it names; null if it names nothing (a deleted deck). */
export function deckRefOf(value: string, saved: readonly SavedDeck[]): KardsDeckRef | null {
  if (value.startsWith('starter:')) return value.slice('starter:'.length);
  const s = saved.find((x) => `saved:${x.name}` === value);
  return s ? s.deck : null;
}

/** What the `decks` option takes: a starter's name or the deck file as JSON. */
export function deckOption(ref: KardsDeckRef): string {
  return typeof ref === 'string' ? ref : JSON.stringify(ref);
}
