// Deck files in the browser: export is the CLI's `--deck` file; import refuses an illegal file with
// every problem in the player's language; the live check is the server's own rules (same first problem).
import { describe, expect, it } from 'vitest';
import { SandtableError } from '../../../src/engine/index.js';
import { STARTER_DECKS } from '../../../src/games/kards/data/starter-decks.js';
import { buildDeck } from '../../../src/games/kards/decks.js';
import type { KardsDeckFile } from '../../../src/protocol/kards.js';
import { kardsCatalog } from '../../../src/games/kards/catalog.js';
import { indexCatalog } from './catalog.js';
import { deckErrors, exportDeck, importDeck } from './deckFile.js';
import { filterCards, NO_FILTER } from './filter.js';
import { deckStats } from './stats.js';

const catalog = kardsCatalog();
const cat = indexCatalog(catalog);
const german = STARTER_DECKS.Germany as KardsDeckFile;
const notYet = catalog.cards.find((c) => c.nation === 'Germany' && c.unsupported !== undefined)!.id;

function serverSays(deck: unknown): string {
  try {
    buildDeck(deck);
    return 'legal';
  } catch (e) {
    expect(e).toBeInstanceOf(SandtableError);
    return (e as Error).message.replace(/^deck: /, '');
  }
}

/** The German starter with one card fewer, one allied card too many, … */
function variant(change: (cards: Record<string, number>) => void, patch: Partial<KardsDeckFile> = {}): KardsDeckFile {
  const cards = { ...german.cards };
  change(cards);
  return { ...german, ...patch, cards };
}
const minus = (cards: Record<string, number>, id = Object.keys(cards)[0]) => {
  cards[id] -= 1;
  if (cards[id] === 0) delete cards[id];
};
const VARIANTS: Record<string, KardsDeckFile> = {
  short: variant((c) => minus(c)),
  long: variant((c) => (c.panzer_ivg = 2)),
  elite: variant((c) => {
    minus(c);
    c['8_fallschirmjger'] = 2;
  }),
  unknown: variant((c) => {
    minus(c);
    c.no_such_card = 1;
  }),
  unsupported: variant((c) => {
    minus(c);
    c[notYet] = 1;
  }),
  foreign: variant((c) => {
    minus(c);
    c['554th_rifle_regiment'] = 1;
  }),
  sameAlly: variant(() => {}, { ally: 'Germany' }),
  notMajor: variant(() => {}, { nation: 'Italy' }),
};

describe('deck files and live legality', () => {
  it('DECK-1 export is the CLI deck file: the server reads it back as the same deck; import of it is legal', () => {
    const text = exportDeck(german, cat);
    expect(serverSays(JSON.parse(text))).toBe('legal');
    const back = importDeck(text, cat, 'en');
    expect(back).toEqual({ ok: true, deck: JSON.parse(text) });
    expect(deckErrors(german, cat, 'zh')).toEqual([]);
  });

  it('DECK-2 the live check and the server refuse the same decks with the same first reason', () => {
    for (const [name, deck] of Object.entries(VARIANTS)) {
      const live = deckErrors(deck, cat, 'en');
      expect(live.length, name).toBeGreaterThan(0);
      expect(live[0], name).toBe(serverSays(deck));
    }
  });

  it('DECK-3 import refuses an illegal file and lists every problem, in Chinese or English', () => {
    const two = variant((c) => {
      minus(c, '1_infantry_regiment');
      minus(c, 'panzer_iia');
      minus(c, '3_7cm_flak_37');
      c.no_such_card = 1;
      c['8_fallschirmjger'] = 2;
    });
    const zh = importDeck(JSON.stringify(two), cat, 'zh');
    expect(zh.ok).toBe(false);
    const zhErrors = zh.ok ? [] : zh.errors;
    expect(zhErrors.some((e) => e.includes('没有这张卡') && e.includes('no_such_card'))).toBe(true);
    expect(zhErrors.some((e) => e.includes('有 2 张（精英') && e.includes('最多 1 张'))).toBe(true);
    expect(zhErrors.some((e) => e.includes('卡组必须是 39 张'))).toBe(true);
    const en = importDeck(JSON.stringify(VARIANTS.unsupported), cat, 'en');
    expect(en.ok ? [] : en.errors).toEqual([`${notYet} is not supported yet (${cat.byId.get(notYet)!.unsupported})`]);
    expect(importDeck('{"nation": "Germany"', cat, 'en')).toEqual({ ok: false, errors: ['not a valid JSON deck file'] });
    const shape = importDeck('{"nation": "Germany", "ally": "Japan", "cards": {"tiger_ih": 0}}', cat, 'en');
    expect(shape.ok ? '' : shape.errors[0]).toMatch(/^cards\.tiger_ih /);
    const allied = { ...german, cards: { ...german.cards, himeji_regiment: 4, '6th_infantry_regiment': 4, akita_regiment: 4 } };
    const a = importDeck(JSON.stringify(allied), cat, 'en');
    expect(a.ok ? [] : a.errors).toContainEqual(expect.stringMatching(/allied cards, at most 12/));
  });

  it('DECK-4 the card list filters by the deck’s nations, a nation, type, cost and text; unimplemented cards only when asked', () => {
    const both = filterCards(catalog.cards, NO_FILTER, ['Germany', 'Japan']);
    expect(new Set(both.map((c) => c.nation))).toEqual(new Set(['Germany', 'Japan']));
    expect(both.every((c) => c.unsupported === undefined)).toBe(true);
    const tanks3 = filterCards(catalog.cards, { ...NO_FILTER, nation: 'Germany', type: 'tank', cost: 3 }, []);
    expect(tanks3.length).toBeGreaterThan(0);
    expect(tanks3.every((c) => c.type === 'tank' && c.cost === 3 && c.nation === 'Germany')).toBe(true);
    const big = filterCards(catalog.cards, { ...NO_FILTER, cost: 7 }, ['Germany', 'Japan']);
    expect(big.every((c) => c.cost >= 7)).toBe(true);
    const tiger = filterCards(catalog.cards, { ...NO_FILTER, text: 'tiger' }, ['Germany', 'Japan']);
    expect(tiger.map((c) => c.id)).toContain('tiger_ih');
    const all = filterCards(catalog.cards, { ...NO_FILTER, unsupported: true }, ['Germany', 'Japan']);
    expect(all.length).toBeGreaterThan(both.length);
  });

  it('DECK-8 the deck’s make-up and cost curve add up to its cards', () => {
    const s = deckStats(german, cat);
    expect(s.units + s.orders + s.countermeasures).toBe(39);
    expect(s.curve.reduce((a, b) => a + b, 0)).toBe(39);
    const tigerCost = Math.min(cat.byId.get('tiger_ih')!.cost, 7);
    expect(s.curve[tigerCost]).toBeGreaterThanOrEqual(german.cards.tiger_ih);
  });
});
