// Match seeds on the server: drawn from crypto.randomBytes unless the client chose one, never shown
// to anyone before the end, and a client-chosen seed is marked in the record and every message.
// Databases from before the dice had a scheme load their matches as legacy sfc32.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diceKey, Match, matchRecordSchema, type MatchRecord } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import type { MatchStateMessage, ReplayResponse } from '../../protocol/types.js';
import { createMatch, getState, http, playOut, removeDir, SMALL, testServer, WsClient, type TestServer } from './harness.js';

let srv: TestServer;

beforeAll(async () => {
  srv = await testServer();
});

afterAll(async () => {
  await srv.close();
  removeDir(srv.dir);
});

function storedRow(dbPath: string, id: string): { seed: string; dice: string; client_seeded: number } {
  const db = new Database(dbPath, { readonly: true });
  try {
    return db.prepare(`SELECT seed, dice, client_seeded FROM matches WHERE id = ?`).get(id) as { seed: string; dice: string; client_seeded: number };
  } finally {
    db.close();
  }
}

describe('server seeds', () => {
  it('without a seed: 128 random bits, chacha20 dice, and neither the seed nor the dice key reaches anyone before the end', async () => {
    const created = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] });
    expect(created.clientSeeded).toBe(false);
    const row = storedRow(srv.dbPath, created.id);
    const seed = JSON.parse(row.seed) as string;
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(row.dice).toBe('chacha20');
    expect(row.client_seeded).toBe(0);
    const secrets = [seed, diceKey(seed)];

    const tokens = created.seats.map((s) => s.token);
    const sockets = await Promise.all(tokens.map((t) => WsClient.open(srv.url, created.id, t)));
    const watcher = await WsClient.open(srv.url, created.id);
    for (const s of [...sockets, watcher]) await s.waitFor((m) => m.type === 'state');
    const seen: string[] = [JSON.stringify(created)];
    for (const t of [...tokens, null]) {
      const r = await http<MatchStateMessage>(`${srv.url}/api/matches/${created.id}`, 'GET', undefined, undefined, undefined, t);
      expect(r.body.clientSeeded).toBe(false);
      seen.push(r.text);
    }
    const early = await http(`${srv.url}/api/matches/${created.id}/replay`);
    expect(early.status).toBe(409);
    seen.push(early.text);
    // Half a match over HTTP and both sockets, then everything everyone was told so far.
    await playOut(srv.url, created, { seed: 4, viaWs: [1], sockets, maxActions: 40 });
    seen.push(...sockets.flatMap((s) => s.raw), ...watcher.raw);
    for (const text of seen) for (const s of secrets) expect(text).not.toContain(s);

    // Once it is over, the replay shows the seed and names the dice.
    await playOut(srv.url, created, { seed: 5, viaWs: [1], sockets });
    const rep = await http<ReplayResponse>(`${srv.url}/api/matches/${created.id}/replay`);
    expect(rep.status).toBe(200);
    expect(rep.body).toMatchObject({ seed, dice: 'chacha20', clientSeeded: false });
    const m = Match.replay(getGame('naval'), matchRecordSchema.parse(rep.body) as MatchRecord);
    expect(m.hash()).toBe(rep.body.hash);
    for (const s of [...sockets, watcher]) s.close();
  });

  it('a client-chosen seed is marked client-seeded in the record, every message, the replay, and after a restart', async () => {
    const created = await createMatch(srv.url, { game: 'mecha', seed: 'practice 1', seats: [{ type: 'human' }, { type: 'bot', bot: 'random' }] });
    expect(created.clientSeeded).toBe(true);
    expect(storedRow(srv.dbPath, created.id)).toEqual({ seed: '"practice 1"', dice: 'chacha20', client_seeded: 1 });
    expect((await getState(srv.url, created.id, created.seats[0].token)).clientSeeded).toBe(true);
    const sock = await WsClient.open(srv.url, created.id, created.seats[0].token);
    const first = await sock.waitFor((m) => m.type === 'state');
    expect(first.type === 'state' && first.state.clientSeeded).toBe(true);
    sock.close();

    // A fresh server on the same database (the match is loaded from the store).
    await srv.close();
    srv = await testServer({}, srv.dir);
    expect((await getState(srv.url, created.id)).clientSeeded).toBe(true);
    const again = await WsClient.open(srv.url, created.id, created.seats[0].token);
    await again.waitFor((m) => m.type === 'state');
    await playOut(srv.url, created, { seed: 2, viaWs: [0], sockets: [again] });
    const rep = await http<ReplayResponse>(`${srv.url}/api/matches/${created.id}/replay`);
    expect(rep.body).toMatchObject({ seed: 'practice 1', dice: 'chacha20', clientSeeded: true });
    again.close();
  });

  it('a database from before the dice scheme: its matches load as legacy sfc32 and replay to their recorded hash', async () => {
    // A database of its own, made old: no dice columns, and a match recorded with legacy dice.
    const old = await testServer();
    await old.close();
    const rec = JSON.parse(readFileSync(join(import.meta.dirname, '../../engine/test/fixtures/legacy-mecha.json'), 'utf8')) as MatchRecord;
    const db = new Database(old.dbPath);
    db.exec(`ALTER TABLE matches DROP COLUMN dice`);
    db.exec(`ALTER TABLE matches DROP COLUMN client_seeded`);
    // Such a database also predates versioned migrations (and the tables of migration 2).
    db.exec(`DROP TABLE schema_migrations`);
    db.exec(`DROP TABLE seat_tables`);
    const now = Date.now();
    const bots = JSON.stringify([{ type: 'bot', bot: 'random' }, { type: 'bot', bot: 'random' }]);
    db.prepare(
      `INSERT INTO matches (id, game, options, seed, seats, created_at, over, n_actions, versions, hash, result, updated_at, status, bot_to_move)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?, '[0,0,0]', ?, ?, ?, 'active', 0)`,
    ).run('legacy-1', rec.game, JSON.stringify(rec.options), JSON.stringify(rec.seed), bots, now, rec.actions.length, rec.hash, JSON.stringify(rec.result), now);
    const add = db.prepare(`INSERT INTO actions (match_id, idx, seat, action) VALUES (?, ?, ?, ?)`);
    rec.actions.forEach((a, i) => add.run('legacy-1', i, a.seat, JSON.stringify(a.action)));
    db.close();

    const again = await testServer({}, old.dir);
    try {
      const rep = await http<ReplayResponse>(`${again.url}/api/matches/legacy-1/replay`);
      expect(rep.status).toBe(200);
      expect(rep.body).toMatchObject({ dice: 'sfc32', clientSeeded: false, hash: rec.hash });
      expect(storedRow(again.dbPath, 'legacy-1')).toMatchObject({ dice: 'sfc32', client_seeded: 0 });
    } finally {
      await again.close();
      removeDir(old.dir);
    }
  });
});
