// Each seat brings its own deck, secretly (`Game.seatSecret`): a starter deck by name or a deck file,
// checked by the deck rules and kept as the `decks` option holds it (a name or the file's JSON text).
import { SandtableError, type Json, type SeatSecret } from '../../engine/index.js';
import { deckFor } from './decks.js';

/** The most a deck reference may weigh on the wire (a 39-card file is ~1.5 kB). */
const MAX_DECK_TEXT = 20_000;

export const seatDeck: SeatSecret = {
  option: 'decks',
  field: 'deck',
  check(value: Json): Json {
    const text = typeof value === 'string' ? value : value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : null;
    if (text === null) throw new SandtableError('bad_input', 'deck: a starter deck name or a deck file {nation, ally, cards}');
    if (text.length > MAX_DECK_TEXT) throw new SandtableError('bad_input', `deck: larger than ${MAX_DECK_TEXT} characters`);
    deckFor(text);
    return text;
  },
};
