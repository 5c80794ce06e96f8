// Decks (§1.4): 39 cards, at most 12 from the allied nation, copies limited by rarity, only implemented
// cards (the rules themselves are deck-rules.ts, shared with the browser's deck builder).
// A deck file is JSON: {"nation": "Germany", "ally": "Japan", "cards": {"card_id": count, …}}.
import { z } from 'zod';
import { SandtableError } from '../../engine/index.js';
import { CARDS, cardIndex, MAJOR, NATIONS } from './cards.js';
import { STARTER_DECKS } from './data/starter-decks.js';
import { deckProblems, problemText, type DeckCardInfo, type DeckNations } from './deck-rules.js';

export { ALLY_MAX, COPIES, DECK_SIZE } from './deck-rules.js';

export const deckSchema = z
  .object({
    nation: z.enum(NATIONS),
    ally: z.enum(NATIONS),
    cards: z.record(z.string(), z.number().int().min(1).max(4)),
  })
  .strict();
export type DeckSpec = z.infer<typeof deckSchema>;

export interface Deck {
  readonly nation: string;
  readonly ally: string;
  /** Card indices, 39 of them. */
  readonly cards: readonly number[];
}

/** What the shared deck rules (deck-rules.ts) need of a card, from the catalog. */
export function deckCardInfo(id: string): DeckCardInfo | undefined {
  const i = cardIndex(id);
  if (i < 0) return undefined;
  const c = CARDS[i];
  return { nation: c.nation, rarity: c.rarity, token: c.set === 'OnlySpawnable' || c.set === 'Special', ...(c.script.ok ? {} : { unsupported: c.script.reason }) };
}

export const DECK_NATIONS: DeckNations = { major: MAJOR, all: NATIONS };

/** Validate a deck; the first problem is thrown as one line (SandtableError bad_input). */
export function buildDeck(spec: unknown, where = 'deck'): Deck {
  const p = deckSchema.safeParse(spec);
  if (!p.success) throw new SandtableError('bad_input', `${where}: ${p.error.issues[0]?.path.join('.') || 'file'} ${p.error.issues[0]?.message}`);
  const d = p.data;
  const problem = deckProblems(d, deckCardInfo, DECK_NATIONS)[0];
  if (problem) throw new SandtableError('bad_input', `${where}: ${problemText(problem, 'en', DECK_NATIONS)}`);
  const cards: number[] = [];
  for (const [id, n] of Object.entries(d.cards)) for (let k = 0; k < n; k++) cards.push(cardIndex(id));
  return { nation: d.nation, ally: d.ally, cards };
}

const CHECKED = new Map<string, Deck>();

/** A deck by starter name (a nation) or a full JSON spec string; checked once per distinct string. */
export function deckFor(nameOrJson: string): Deck {
  let d = CHECKED.get(nameOrJson);
  if (!d) {
    d = checkDeck(nameOrJson);
    if (CHECKED.size > 256) CHECKED.clear();
    CHECKED.set(nameOrJson, d);
  }
  return d;
}

function checkDeck(nameOrJson: string): Deck {
  const starter = STARTER_DECKS[nameOrJson];
  if (starter) return buildDeck(starter, `starter deck ${nameOrJson}`);
  if (nameOrJson.trim().startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(nameOrJson);
    } catch {
      throw new SandtableError('bad_input', 'deck: not valid JSON');
    }
    return buildDeck(json);
  }
  throw new SandtableError('bad_input', `deck "${nameOrJson}": not a starter deck (${Object.keys(STARTER_DECKS).join(', ')}) nor a deck JSON`);
}
