// The public card list a deck builder needs (`Game.catalog`, served at GET /api/games/kards/catalog):
// every card a deck may hold with its printed data and whether it is implemented, the nations, the
// starter decks. A card's text is in Chinese and English (card-text.ts: rendered from its effects when it
// is implemented; its printed English, marked 未实现, when not). src/protocol/kards.ts re-exports these
// types for the browser.
import { cardText } from './card-text.js';
import { CARDS, MAJOR, NATIONS } from './cards.js';
import { STARTER_DECKS } from './data/starter-decks.js';

// Type aliases, not interfaces: they are plain JSON (assignable to `Json`).
export type KardsCatalogCard = {
  readonly id: string;
  readonly name: { readonly zh: string; readonly en: string };
  readonly nation: string;
  /** infantry, tank, artillery, fighter, bomber, order, countermeasure. */
  readonly type: string;
  readonly rarity: string;
  readonly set: string;
  /** Kredits to deploy or play. */
  readonly cost: number;
  /** Units only: operation cost, attack, defense. */
  readonly op?: number;
  readonly atk?: number;
  readonly def?: number;
  /** Keywords as the catalog names them (Guard, Blitz, Heavy Armor 1 …). */
  readonly keywords: readonly string[];
  /** What the card does, zh and en: what the engine plays for an implemented card, the printed text otherwise. */
  readonly text: { readonly zh: string; readonly en: string };
  /** Why the effect language cannot play it yet (deck building refuses it); absent when implemented. */
  readonly unsupported?: string;
};

/** The deck file of `--deck FILE` and of the browser's import/export. */
export type KardsDeckFile = {
  readonly nation: string;
  readonly ally: string;
  readonly cards: { readonly [id: string]: number };
};

export type KardsCatalog = {
  /** Nations a deck may have as its main nation, and every nation (allies). */
  readonly major: readonly string[];
  readonly nations: readonly string[];
  /** The starter decks by name, as deck files. */
  readonly starters: { readonly [name: string]: KardsDeckFile };
  /** Every card a deck may hold (no token cards), implemented or not. */
  readonly cards: readonly KardsCatalogCard[];
};

export function kardsCatalog(): KardsCatalog {
  const cards = CARDS.filter((c) => c.set !== 'OnlySpawnable' && c.set !== 'Special').map((c): KardsCatalogCard => ({
    id: c.id,
    name: { zh: c.name.zh, en: c.name.en },
    nation: c.nation,
    type: c.type,
    rarity: c.rarity,
    set: c.set,
    cost: c.cost,
    ...(c.script.ok ? {} : { unsupported: c.script.reason }),
    ...(c.script.ok && c.cls !== 0 ? { op: c.op, atk: c.atk, def: c.def } : {}),
    keywords: c.script.ok ? [...c.abilities] : [],
    text: cardText(c.i),
  }));
  const starters = Object.fromEntries(
    Object.entries(STARTER_DECKS).map(([name, d]) => [name, { nation: d.nation, ally: d.ally, cards: { ...d.cards } }]),
  );
  return { major: [...MAJOR], nations: [...NATIONS], starters, cards };
}
