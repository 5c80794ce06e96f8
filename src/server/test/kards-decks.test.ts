// KARDS decks over the API: the public card catalog for the deck builder (KD-1), tables whose online
// seats choose their own decks (KD-2, KD-3), and decks never shown to another seat (KD-4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS } from '../../games/kards/cards.js';
import { STARTER_DECKS } from '../../games/kards/data/starter-decks.js';
import type { KardsCatalog, KardsTableCreated, KardsTableState } from '../../protocol/kards.js';
import type { ErrorBody, MatchStateMessage } from '../../protocol/types.js';
import { createMatch, getState, http, removeDir, testServer, type TestServer } from './harness.js';

let srv: TestServer;
beforeAll(async () => {
  srv = await testServer();
});
afterAll(async () => {
  await srv.close();
  removeDir(srv.dir);
});

const TABLES = () => `${srv.url}/api/games/kards/tables`;
const britain = STARTER_DECKS.Britain;
const german = new Set(Object.keys(STARTER_DECKS.Germany.cards));
/** Cards of the British starter deck that the German one does not hold: none may reach the German seat. */
const britishOnly = Object.keys(britain.cards).filter((id) => !german.has(id));

function post<T>(url: string, body: unknown, token?: string | null) {
  return http<T>(url, 'POST', body, undefined, 'application/json', token);
}

describe('KARDS decks API', () => {
  it('KD-1 GET /api/games/kards/catalog lists the deckable cards with their printed data, implemented or why not; cached by ETag', async () => {
    const r = await fetch(`${srv.url}/api/games/kards/catalog`, { headers: { 'accept-encoding': 'gzip' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('public');
    const cat = (await r.json()) as KardsCatalog;
    expect(cat.major).toEqual(['Germany', 'Soviet', 'USA', 'Britain', 'Japan']);
    expect(cat.starters.Germany).toEqual(STARTER_DECKS.Germany);
    const byId = new Map(cat.cards.map((c) => [c.id, c]));
    // Token cards are not listed; every starter card is, implemented, with its stats.
    expect(cat.cards.some((c) => c.set === 'OnlySpawnable' || c.set === 'Special')).toBe(false);
    for (const d of Object.values(STARTER_DECKS)) for (const id of Object.keys(d.cards)) expect(byId.get(id)?.unsupported).toBeUndefined();
    const tiger = byId.get('tiger_ih');
    expect(tiger).toMatchObject({ nation: 'Germany', type: 'tank', name: { en: expect.any(String), zh: expect.any(String) } });
    expect(typeof tiger?.atk).toBe('number');
    // Unsupported cards: why, and their printed text (English; marked 未实现 in Chinese). Implemented ones: zh and en text.
    expect(cat.cards.filter((c) => c.unsupported !== undefined).every((c) => c.unsupported!.length > 0 && c.text.zh.startsWith('【未实现】'))).toBe(true);
    expect(tiger?.text).toEqual({ zh: '不能被压制。', en: 'Cannot be pinned.' });
    const again = await fetch(`${srv.url}/api/games/kards/catalog`, { headers: { 'if-none-match': r.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('KD-2 an online seat chooses its own deck: refused with one clear line if illegal (nothing changes), the match starts when the last deck is in', async () => {
    const opened = await post<KardsTableCreated>(TABLES(), { seats: [{ type: 'human', deck: 'Germany' }, { type: 'human' }] });
    expect(opened.status).toBe(201);
    const t = opened.body;
    expect(t.seats.map((s) => s.ready)).toEqual([true, false]);
    expect(t.match).toBeNull();
    const [t0, t1] = t.tokens as string[];
    expect(t0).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    // 38 cards: refused, naming the seat and the rule; the seat is still not ready.
    const short = { ...britain, cards: { ...britain.cards } };
    const k = Object.keys(short.cards)[0];
    short.cards[k] -= 1;
    if (short.cards[k] === 0) delete short.cards[k];
    const bad = await post<ErrorBody>(`${TABLES()}/${t.id}/deck`, { deck: short }, t1);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('seat 2: deck: 38 cards, a deck has 39');
    const notYet = CARDS.find((c) => c.nation === 'Britain' && c.set !== 'OnlySpawnable' && c.set !== 'Special' && !c.script.ok)!.id;
    const unsupported = await post<ErrorBody>(`${TABLES()}/${t.id}/deck`, { deck: { ...britain, cards: { ...britain.cards, [notYet]: 1 } } }, t1);
    expect(unsupported.body.error.message).toMatch(/^seat 2: deck: .*not supported yet/);
    expect((await http<KardsTableState>(`${TABLES()}/${t.id}`, 'GET', undefined, undefined, undefined, t1)).body.seats[1].ready).toBe(false);

    // Another seat's token, none, or another table's: refused.
    expect((await http<ErrorBody>(`${TABLES()}/${t.id}`)).status).toBe(403);
    expect((await http<ErrorBody>(`${TABLES()}/nope`, 'GET', undefined, undefined, undefined, t1)).status).toBe(404);

    const ok = await post<KardsTableState>(`${TABLES()}/${t.id}/deck`, { deck: britain }, t1);
    expect(ok.status).toBe(200);
    expect(ok.body.match).not.toBeNull();
    const m1 = ok.body.match!;
    const read0 = await http<KardsTableState>(`${TABLES()}/${t.id}`, 'GET', undefined, undefined, undefined, t0);
    // The other seat's table never names its deck: only that it is in.
    expect(read0.body.seats.map((s) => s.ready)).toEqual([true, true]);
    for (const id of britishOnly) expect(read0.text).not.toContain(id);
    expect(ok.text).not.toContain('"cards"');
    const m0 = read0.body.match!;
    expect(m0.id).toBe(m1.id);
    expect(m0.token).not.toBe(m1.token);
    const s0 = await getState(srv.url, m0.id, m0.token);
    const s1 = await getState(srv.url, m1.id, m1.token);
    expect([s0.seat, s1.seat]).toEqual([0, 1]);
    // Too late to change a deck now.
    expect((await post<ErrorBody>(`${TABLES()}/${t.id}/deck`, { deck: 'Japan' }, t1)).status).toBe(409);
  });

  it('KD-3 a table refuses decks in the options, bad bots and illegal decks of the creator at once', async () => {
    const inOptions = await post<ErrorBody>(TABLES(), { options: { decks: ['Germany', 'Soviet'] }, seats: [{ type: 'human' }, { type: 'human' }] });
    expect(inOptions.status).toBe(400);
    expect(inOptions.body.error.message).toMatch(/chosen per seat/);
    expect((await post<ErrorBody>(TABLES(), { seats: [{ type: 'human' }, { type: 'bot', bot: 'ismcts:iters=99999999' }] })).status).toBe(400);
    const bad = await post<ErrorBody>(TABLES(), { seats: [{ type: 'human', deck: 'Narnia' }, { type: 'human' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^seat 1: deck "Narnia": not a starter deck/);
    // A bot seat with a deck and a human with one: the match starts at once.
    const vsBot = await post<KardsTableCreated>(TABLES(), { seats: [{ type: 'human', deck: britain }, { type: 'bot', bot: 'random', deck: 'Japan' }] });
    expect(vsBot.status).toBe(201);
    expect(vsBot.body.match?.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  it('KD-4 a seat never receives the other seat’s decklist: not in its state nor in the spectator’s', async () => {
    const created = await createMatch(srv.url, { game: 'kards', options: { decks: ['Germany', JSON.stringify(britain)] }, seats: [{ type: 'human' }, { type: 'human' }] });
    const [g, b] = created.seats.map((s) => s.token);
    for (const token of [g, null]) {
      const r = await http<MatchStateMessage>(`${srv.url}/api/matches/${created.id}`, 'GET', undefined, undefined, undefined, token);
      expect(r.status).toBe(200);
      expect(r.text).not.toContain('"decks"');
      for (const id of britishOnly) expect(r.text).not.toContain(`"${id}"`);
    }
    // The British seat sees its own hand (some of its cards), so the probe above can find a leak.
    const own = await http(`${srv.url}/api/matches/${created.id}`, 'GET', undefined, undefined, undefined, b);
    expect(britishOnly.some((id) => own.text.includes(`"${id}"`))).toBe(true);
  });
});
