// Tables (`Game.seatSecret`): kept in the match store on both backends, so a table opened on one node
// is completed on another and survives a restart; the last two secrets arriving together start one
// match; a game without per-seat secrets is refused; no answer ever names a secret.
import { afterAll, describe, expect, it } from 'vitest';
import type { TableCreated, TableState } from '../../protocol/types.js';
import type { TableRow } from '../live/table-store.js';
import { isTableStore } from '../live/table-store.js';
import { Backend, BACKENDS, skipped } from './backends.js';
import { http, removeDir, testServer, type TestServer } from './harness.js';

const backends = { sqlite: new Backend('sqlite'), postgres: new Backend('postgres') };
afterAll(async () => backends.postgres.teardown());

const row = (id: string): TableRow => ({
  id,
  game: 'kards',
  opened: Date.now(),
  version: 0,
  options: {},
  seed: null,
  clock: null,
  seats: [{ type: 'human', tokenHash: 'h0' }, { type: 'human', tokenHash: 'h1' }],
  secrets: [null, null],
  matchId: `m-${id}`,
  completed: null,
});

describe.each(BACKENDS)('tables in the %s store', (name) => {
  it.skipIf(skipped(name))('TBL-1 a write is a compare-and-set on the version; tables expire by opening time', async () => {
    const b = backends[name];
    await b.setup();
    const dir = (await import('node:fs')).mkdtempSync(`${(await import('node:os')).tmpdir()}/sandtable-tables-`);
    const store = await b.store(`${dir}/t.db`);
    try {
      const tables = (store as unknown as { tables: unknown }).tables;
      if (!isTableStore(tables)) throw new Error('the store keeps no tables');
      await tables.openTable(row('a'));
      const one = { ...row('a'), version: 1, secrets: ['Germany', null] };
      const other = { ...row('a'), version: 1, secrets: [null, 'Soviet'] };
      const won = await Promise.all([tables.updateTable(one), tables.updateTable(other)]);
      expect(won.filter((x) => x)).toHaveLength(1);
      const stored = await tables.loadTable('a');
      expect(stored?.version).toBe(1);
      expect(stored?.secrets).toEqual(won[0] ? one.secrets : other.secrets);
      expect(await tables.loadTable('nope')).toBeNull();
      expect(await tables.expireTables(Date.now() + 1)).toBe(1);
      expect(await tables.loadTable('a')).toBeNull();
    } finally {
      await store.close();
      removeDir(dir);
    }
  });
});

describe('tables over HTTP (SQLite)', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close().catch(() => undefined);
    if (servers[0]) removeDir(servers[0].dir);
  });

  const open = async (base: string): Promise<TableCreated> => {
    const r = await http<TableCreated>(`${base}/api/games/kards/tables`, 'POST', { seats: [{ type: 'human' }, { type: 'human' }] });
    expect(r.status).toBe(201);
    return r.body;
  };
  const send = (base: string, t: TableCreated, seat: number, deck: string) =>
    http<TableState>(`${base}/api/games/kards/tables/${t.id}/deck`, 'POST', { deck }, undefined, undefined, t.tokens[seat]);

  it('TBL-2 a table opened on one node is completed on another sharing the store, and survives a restart', async () => {
    const a = await testServer();
    servers.push(a);
    const b = await testServer({}, a.dir);
    servers.push(b);
    const t = await open(a.url);
    expect((await send(b.url, t, 0, 'Germany')).status).toBe(200);
    await a.close();
    const a2 = await testServer({}, a.dir);
    servers.push(a2);
    const done = await send(a2.url, t, 1, 'Soviet');
    expect(done.status).toBe(200);
    expect(done.body.match?.id).toBeTruthy();
    // The seat's table token is its token in the match.
    const state = await http<{ seat: number }>(`${b.url}/api/matches/${done.body.match?.id}`, 'GET', undefined, undefined, undefined, t.tokens[1]);
    expect(state.status).toBe(200);
    // The options (every seat's deck) never reach a seat; the HQ's nation is public, the decklist is not.
    expect(state.text).not.toContain('"decks"');
  });

  it('TBL-3 the last two secrets sent together start exactly one match; later ones are refused', async () => {
    const [a, b] = servers.slice(1);
    const t = await open(a.url);
    const [r0, r1] = await Promise.all([send(a.url, t, 0, 'USA'), send(b.url, t, 1, 'Japan')]);
    expect([r0.status, r1.status]).toEqual([200, 200]);
    const read = async (seat: number) => (await http<TableState>(`${a.url}/api/games/kards/tables/${t.id}`, 'GET', undefined, undefined, undefined, t.tokens[seat])).body;
    const [s0, s1] = [await read(0), await read(1)];
    expect(s0.match?.id).toBeTruthy();
    expect(s1.match?.id).toBe(s0.match?.id);
    expect(s0.match?.token).toBe(t.tokens[0]);
    const late = await send(b.url, t, 0, 'Britain');
    expect(late.status).toBe(409);
  });

  it('TBL-4 a game without per-seat secrets, a wrong field, a bad secret and a foreign token are refused with one line', async () => {
    const base = servers[1].url;
    const naval = await http<{ error: { code: string; message: string } }>(`${base}/api/games/naval/tables`, 'POST', { seats: [{ type: 'human' }, { type: 'human' }] });
    expect(naval.status).toBe(400);
    expect(naval.body.error.message).toMatch(/no per-seat secrets/);
    const t = await open(base);
    const wrong = await http(`${base}/api/games/kards/tables/${t.id}/fleet`, 'POST', { fleet: 'x' }, undefined, undefined, t.tokens[0]);
    expect(wrong.status).toBe(404);
    const bad = await send(base, t, 0, 'Atlantis');
    expect(bad.status).toBe(400);
    const foreign = await http(`${base}/api/games/kards/tables/${t.id}`, 'GET', undefined, undefined, undefined, 'not-a-seat-token');
    expect(foreign.status).toBe(403);
    const none = await http(`${base}/api/games/kards/catalog`.replace('kards', 'naval'));
    expect(none.status).toBe(404);
  });
});
