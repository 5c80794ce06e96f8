// Matches load when first touched and at most maxLive stay in memory; at start nothing is replayed
// except, in the background, the matches whose next decision is a bot's, so their bots move.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Match } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import { BotPool } from '../bots/pool.js';
import { MatchHub } from '../live/hub.js';
import { LiveMatch, type Subscriber } from '../live/live-match.js';
import { SqliteStore } from '../store/sqlite.js';
import type { StoredSeat } from '../store/store.js';
import { removeDir, SMALL } from './harness.js';

const dir = mkdtempSync(join(tmpdir(), 'sandtable-lazy-'));
afterAll(() => removeDir(dir));

const HUMANS: StoredSeat[] = [
  { type: 'human', tokenHash: 'a'.repeat(64) },
  { type: 'human', tokenHash: 'b'.repeat(64) },
];

/** Store a fresh naval match directly, as an earlier server run would have. */
async function storeMatch(store: SqliteStore, id: string, seats: readonly StoredSeat[]): Promise<void> {
  const m = LiveMatch.create(id, getGame('naval'), SMALL.naval, `seed-${id}`, seats, store);
  await store.createMatch(m.initialRow(Date.now()));
}

async function until(pred: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await pred()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting until ${what}`);
}

describe('lazy loading', () => {
  it('LAZY-1 at start nothing is loaded but the bot-to-move matches, whose bots then move (a stored tuned spec plays its preset)', async () => {
    const store = new SqliteStore(join(dir, 'lazy.db'));
    const ids = Array.from({ length: 20 }, (_, i) => `human-${i}`);
    for (const id of ids) await storeMatch(store, id, HUMANS);
    await storeMatch(store, 'botty', [HUMANS[0], { type: 'bot', bot: 'heuristic:samples=1000000000' }]);
    expect(await store.botToMoveIds()).toEqual(['botty']);
    const pool = new BotPool({ size: 1, timeoutMs: 30_000, memoryMb: 128 });
    const hub = new MatchHub(store, pool, { idleMs: 1e9, maxLive: 5, abandonAfterMs: 1e12 });
    const errs: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
      errs.push(String(s));
      return true;
    });
    try {
      expect(hub.liveCount()).toBe(0);
      hub.start();
      // Naval fleets are built simultaneously: the bot's seat is done once only seat 0 is to move.
      await until(async () => (await store.botToMoveIds()).length === 0, 'the bot has built its fleet');
      const m = await store.loadMatch('botty');
      expect(m?.actions.length).toBeGreaterThan(0);
      expect(m?.actions.every((a) => a.seat === 1)).toBe(true);
      for (const id of ids) expect(hub.isLive(id)).toBe(false);
      // The preset played: no worker ran out of memory or was replaced on the way.
      expect(errs.filter((l) => l.includes('replaced'))).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      await hub.close();
      await store.close();
    }
  });

  it('LAZY-2 at most maxLive matches stay in memory, least recently used first out; one with a listener stays', async () => {
    const store = new SqliteStore(join(dir, 'lru.db'));
    const ids = Array.from({ length: 12 }, (_, i) => `m-${i}`);
    for (const id of ids) await storeMatch(store, id, HUMANS);
    const pool = new BotPool({ size: 1, timeoutMs: 30_000, memoryMb: 128 });
    const hub = new MatchHub(store, pool, { idleMs: 1e9, maxLive: 3, abandonAfterMs: 1e12 });
    try {
      const held = await hub.get(ids[0]);
      const listener: Subscriber = { observer: 2, push: () => undefined, close: () => undefined };
      const unsubscribe = held.subscribe(listener);
      for (const id of ids.slice(1)) {
        const m = await hub.get(id);
        expect(m.id).toBe(id);
        expect(hub.liveCount()).toBeLessThanOrEqual(3);
      }
      expect(hub.isLive(ids[0])).toBe(true);
      expect(hub.isLive(ids[11])).toBe(true);
      expect(hub.isLive(ids[1])).toBe(false);
      // Touching an early one again loads it back, exactly as stored.
      const again = await hub.get(ids[1]);
      expect(again.messageJson(2).json).toContain(`"id":"${ids[1]}"`);
      unsubscribe();
    } finally {
      await hub.close();
      await store.close();
    }
  });

  it('LAZY-3 a database from before the bot-to-move column: every unfinished match is looked at once, and wrong marks are corrected', async () => {
    const path = join(dir, 'old.db');
    const fresh = new SqliteStore(join(dir, 'rows.db'));
    await storeMatch(fresh, 'old-1', HUMANS);
    const row = await fresh.loadMatch('old-1');
    await fresh.close();
    const raw = new Database(path);
    raw.exec(`CREATE TABLE matches (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL, seed TEXT NOT NULL, seats TEXT NOT NULL,
      created_at INTEGER NOT NULL, over INTEGER NOT NULL DEFAULT 0, n_actions INTEGER NOT NULL DEFAULT 0, versions TEXT NOT NULL, hash TEXT NOT NULL, result TEXT);
      CREATE TABLE actions (match_id TEXT NOT NULL REFERENCES matches(id), idx INTEGER NOT NULL, seat INTEGER NOT NULL, action TEXT NOT NULL, PRIMARY KEY (match_id, idx)) WITHOUT ROWID;`);
    const r = row as NonNullable<typeof row>;
    // An old server rolled legacy sfc32 dice (what a row without a dice column means).
    const legacyHash = Match.create(getGame('naval'), r.options, r.seed, r.seats.length, true, 'sfc32').hash();
    raw
      .prepare('INSERT INTO matches (id, game, options, seed, seats, created_at, versions, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(r.id, r.game, JSON.stringify(r.options), JSON.stringify(r.seed), JSON.stringify(r.seats), r.createdAt, JSON.stringify(r.versions), legacyHash);
    raw.close();
    const store = new SqliteStore(path);
    expect(await store.botToMoveIds()).toEqual(['old-1']);
    const pool = new BotPool({ size: 1, timeoutMs: 30_000, memoryMb: 128 });
    const hub = new MatchHub(store, pool, { idleMs: 1e9, maxLive: 3, abandonAfterMs: 1e12 });
    try {
      expect(await hub.resumeBots()).toBe(0);
      expect(await store.botToMoveIds()).toEqual([]);
      expect((await store.loadMatch('old-1'))?.status).toBe('active');
    } finally {
      await hub.close();
      await store.close();
    }
  });
});
