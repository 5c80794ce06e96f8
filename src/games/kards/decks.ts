// Decks (§1.4): 39 cards, at most 12 from the allied nation, copies limited by rarity, only implemented
// cards. A deck file is JSON: {"nation": "Germany", "ally": "Japan", "cards": {"card_id": count, …}}.
import { z } from 'zod';
import { SandtableError } from '../../engine/index.js';
import { CARDS, cardIndex, MAJOR, NATIONS } from './cards.js';
import { STARTER_DECKS } from './data/starter-decks.js';

export const DECK_SIZE = 39;
export const ALLY_MAX = 12;
/** Copies per card by rarity (the official deck builder's limits). */
export const COPIES: Readonly<Record<string, number>> = { Standard: 4, Limited: 3, Special: 2, Elite: 1 };

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

/** Validate a deck; the first problem is thrown as one line (SandtableError bad_input). */
export function buildDeck(spec: unknown, where = 'deck'): Deck {
  const p = deckSchema.safeParse(spec);
  if (!p.success) throw new SandtableError('bad_input', `${where}: ${p.error.issues[0]?.path.join('.') || 'file'} ${p.error.issues[0]?.message}`);
  const d = p.data;
  if (!MAJOR.includes(d.nation)) throw new SandtableError('bad_input', `${where}: main nation must be one of ${MAJOR.join(', ')}`);
  if (d.ally === d.nation) throw new SandtableError('bad_input', `${where}: the ally must differ from the main nation`);
  const cards: number[] = [];
  let allied = 0;
  for (const [id, n] of Object.entries(d.cards)) {
    const i = cardIndex(id);
    if (i < 0) throw new SandtableError('bad_input', `${where}: unknown card "${id}"`);
    const c = CARDS[i];
    if (c.set === 'OnlySpawnable' || c.set === 'Special') throw new SandtableError('bad_input', `${where}: ${id} cannot be put in a deck (token card)`);
    if (c.nation !== d.nation && c.nation !== d.ally) throw new SandtableError('bad_input', `${where}: ${id} is ${c.nation}, not ${d.nation} or ${d.ally}`);
    if (n > (COPIES[c.rarity] ?? 1)) throw new SandtableError('bad_input', `${where}: ${n} copies of ${id} (${c.rarity}: at most ${COPIES[c.rarity]})`);
    if (!c.script.ok) throw new SandtableError('bad_input', `${where}: ${id} is not supported yet (${c.script.reason})`);
    if (c.nation === d.ally) allied += n;
    for (let k = 0; k < n; k++) cards.push(i);
  }
  if (cards.length !== DECK_SIZE) throw new SandtableError('bad_input', `${where}: ${cards.length} cards, a deck has ${DECK_SIZE}`);
  if (allied > ALLY_MAX) throw new SandtableError('bad_input', `${where}: ${allied} allied cards, at most ${ALLY_MAX}`);
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
