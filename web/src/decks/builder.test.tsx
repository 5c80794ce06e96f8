// The deck builder shows legality live (size, allied count, every problem, zh and en); the lobby sends
// a friend's seat without a deck (the friend chooses it at the table) and never shows anyone a decklist.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STARTER_DECKS } from '../../../src/games/kards/data/starter-decks.js';
import type { KardsDeckFile, KardsTableRequest } from '../../../src/protocol/kards.js';
import type { CreateMatchRequest } from '../../../src/protocol/types.js';
import { kardsCatalog } from '../../../src/games/kards/catalog.js';
import { FixedLang } from '../i18n/lang.js';
import { DeckBuilder } from './DeckBuilder.js';
import { ImportErrors } from './DeckTransfer.js';
import { createKards, withoutDecks } from './lobby.js';

const catalog = kardsCatalog();
const german = STARTER_DECKS.Germany as KardsDeckFile;
const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&');

function render(deck: KardsDeckFile, lang: 'zh' | 'en'): string {
  return renderToStaticMarkup(
    <FixedLang lang={lang}>
      <DeckBuilder catalog={catalog} initial={{ name: 'mine', deck }} />
    </FixedLang>,
  );
}

describe('deck builder', () => {
  it('DECK-5 a legal deck reads 39/39 and legal; the card list holds the deck’s nations with counts', () => {
    const html = render(german, 'zh');
    expect(html).toContain('data-legal="yes"');
    expect(text(html)).toContain('39/39');
    expect(text(html)).toContain('合法卡组');
    expect(html).toContain('data-card-id="tiger_ih"');
    expect(html).toMatch(/data-deck-card="tiger_ih"/);
    expect(text(render(german, 'en'))).toContain('Legal deck');
  });

  it('DECK-6 an illegal deck lists each problem live: size, allied count, copies', () => {
    const cards: Record<string, number> = { ...german.cards, himeji_regiment: 4, '6th_infantry_regiment': 4, '8_fallschirmjger': 2 };
    const html = render({ ...german, cards }, 'zh');
    expect(html).toContain('data-legal="no"');
    const t = text(html);
    expect(t).toMatch(/共 \d+ 张，卡组必须是 39 张/);
    expect(t).toMatch(/盟国卡 \d+ 张，最多 12 张/);
    expect(t).toContain('有 2 张（精英：最多 1 张）');
    const en = text(render({ ...german, cards }, 'en'));
    expect(en).toMatch(/\d+ cards, a deck has 39/);
    expect(en).toMatch(/\d+ allied cards, at most 12/);
  });

  it('DECK-7 import errors are shown one per line', () => {
    const html = renderToStaticMarkup(<FixedLang lang="zh"><ImportErrors errors={['没有这张卡：“x”', '共 38 张，卡组必须是 39 张']} /></FixedLang>);
    expect(html).toContain('data-testid="import-errors"');
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(text(html)).toContain('无法导入');
  });
});

describe('decks at the table (lobby)', () => {
  afterEach(() => vi.unstubAllGlobals());

  function capture(): { bodies: { url: string; body: unknown }[] } {
    const bodies: { url: string; body: unknown }[] = [];
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal('fetch', async (url: string, init: { body: string }) => {
      bodies.push({ url, body: JSON.parse(init.body) });
      const answer = url.endsWith('/tables') ? { id: 'T', seat: 0, seats: [], match: null, tokens: ['a', 'b'] } : { id: 'M', seats: [], spectate: '', clientSeeded: false };
      return new Response(JSON.stringify(answer), { status: 201 });
    });
    return { bodies };
  }

  it('SECRET-1 against a bot: both decks go in the options of the creation, a saved deck as its file', async () => {
    const { bodies } = capture();
    const saved = [{ name: 'mine', deck: german }];
    const r = await createKards({ seats: [{ kind: 'me' }, { kind: 'bot', difficulty: 'easy' }], bots: ['random', 'ismcts:easy'], options: {}, seed: undefined, clock: null, picks: ['saved:mine', 'starter:Japan'], saved });
    expect(r.kind).toBe('match');
    const req = bodies[0].body as CreateMatchRequest;
    expect(bodies[0].url).toBe('/api/matches');
    expect((req.options as { decks: string[] }).decks).toEqual([JSON.stringify(german), 'Japan']);
  });

  it('SECRET-2 with a friend: a table is opened, the friend’s seat carries no deck (the friend chooses it; nobody else sees it)', async () => {
    const { bodies } = capture();
    const r = await createKards({ seats: [{ kind: 'me' }, { kind: 'friend' }], bots: [], options: { hq: 25 }, seed: undefined, clock: null, picks: ['starter:USA', 'starter:Japan'], saved: [] });
    expect(r.kind).toBe('table');
    const req = bodies[0].body as KardsTableRequest;
    expect(bodies[0].url).toBe('/api/games/kards/tables');
    expect(req.seats).toEqual([{ type: 'human', deck: 'USA' }, { type: 'human' }]);
    expect(req.options).toEqual({ hq: 25 });
  });

  it('the options form has no raw decks field for KARDS (the deck pickers replace it)', () => {
    const schema = { type: 'object', properties: { decks: { type: 'array' }, hq: { type: 'integer' } }, required: ['decks'] };
    expect(withoutDecks(schema)).toEqual({ type: 'object', properties: { hq: { type: 'integer' } }, required: [] });
  });
});
