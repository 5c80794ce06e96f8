// The MatchStore contract, the same tests on every backend: only the next action is taken, atomically;
// a write's callback runs once, under the lock, told the stored action count; a write for a version
// the store has moved past fails as `stale` and writes nothing (of two nodes racing, exactly one wins);
// abandoned matches refuse; actionsSince lets a node that is behind catch up; migrations are recorded.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchStateMessage } from '../../protocol/types.js';
import { migratePostgres, migrateSqlite, MIGRATIONS, SCHEMA_VERSION } from '../store/migrations/index.js';
import { StoreFailure, type AcceptedAction, type MatchStore, type NewMatchRow } from '../store/store.js';
import { Backend, BACKENDS, skipped } from './backends.js';
import { getState, postAction, removeDir, testServer } from './harness.js';

const row = (id: string): NewMatchRow => ({ id, game: 'naval', options: { a: 1 }, seed: 'seed-1', seats: [{ type: 'human', tokenHash: 'ab' }, { type: 'bot', bot: 'random' }], versions: [0, 0, 0], hash: 'h0', createdAt: 1000, botToMove: false });
const act = (index: number, hash = `h${index + 1}`): AcceptedAction => ({ index, seat: 0, action: { t: 'pass', n: index }, versions: [index + 1, 0, 0], hash, result: null, over: false, botToMove: false });

async function kindOf(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  if (e === null) return 'ok';
  return e instanceof StoreFailure ? e.kind : `error: ${e instanceof Error ? e.message : String(e)}`;
}

// One throwaway PostgreSQL for the whole file; each store gets a new database on it.
const backends = { sqlite: new Backend('sqlite'), postgres: new Backend('postgres') };
afterAll(async () => {
  await backends.postgres.teardown();
});

describe.each(BACKENDS)('the %s store', (name) => {
  const backend = backends[name];
  const dir = mkdtempSync(join(tmpdir(), `sandtable-contract-${name}-`));
  let n = 0;
  const fresh = (): Promise<MatchStore> => backend.store(join(dir, `s${++n}.db`));
  beforeAll(async () => {
    if (!skipped(name)) await backend.setup();
  }, 120_000);
  afterAll(() => removeDir(dir));

  it.skipIf(skipped(name))('STORE-1 takes only the next action, atomically: a refused write (stale) leaves the row and the log as they were', async () => {
    const s = await fresh();
    try {
      await s.createMatch(row('m1'));
      await s.appendAction('m1', act(0));
      expect(await kindOf(s.appendAction('m1', act(0, 'dup')))).toBe('stale');
      expect(await kindOf(s.appendAction('m1', act(5, 'gap')))).toBe('stale');
      expect(await kindOf(s.appendAction('nope', act(0)))).toMatch(/^(error|stale)/);
      const m = await s.loadMatch('m1');
      expect(m).toMatchObject({ id: 'm1', game: 'naval', options: { a: 1 }, seed: 'seed-1', hash: 'h1', versions: [1, 0, 0], createdAt: 1000, over: false, result: null, status: 'active', botToMove: false, dice: 'sfc32', clientSeeded: false });
      expect(m?.seats).toEqual(row('m1').seats);
      expect(m?.actions).toEqual([{ seat: 0, action: { t: 'pass', n: 0 } }]);
      expect(await s.unfinishedIds()).toEqual(['m1']);
      const result = { winners: [0], draw: false, reason: { code: 'x', zh: '胜', en: 'won' } };
      await s.appendAction('m1', { ...act(1), over: true, result });
      expect(await s.unfinishedIds()).toEqual([]);
      expect((await s.loadMatch('m1'))?.result).toEqual(result);
      expect(await s.loadMatch('other')).toBeNull();
    } finally {
      await s.close();
    }
  });

  it.skipIf(skipped(name))('STORE-2 a callback runs once, told the stored action count; one that throws writes nothing', async () => {
    const s = await fresh();
    try {
      await s.createMatch(row('m2'));
      const seen: number[] = [];
      await s.appendAction('m2', (stored) => {
        seen.push(stored);
        return act(stored);
      });
      await s.appendAction('m2', (stored) => {
        seen.push(stored);
        return act(stored);
      });
      expect(seen).toEqual([0, 1]);
      // Whatever the action's text holds comes back as it was written.
      const odd = { t: 'say', text: `it's \\ "q" 😀 $1 $$ E'x' \u0001 --;`, deep: { a: [1.5, null, true] } };
      await s.appendAction('m2', (stored) => ({ ...act(stored, `h'${stored}`), action: odd }));
      expect((await s.loadMatch('m2'))?.actions[2].action).toEqual(odd);
      expect((await s.loadMatch('m2'))?.hash).toBe("h'2");
      await s.takeBack('m2', { actions: 2, versions: [2, 0, 0], hash: 'h2', botToMove: false });
      // A node that finds itself behind refuses from inside the callback: nothing is written.
      expect(await kindOf(s.appendAction('m2', () => {
        throw new StoreFailure('stale', 'behind');
      }))).toBe('stale');
      expect((await s.loadMatch('m2'))?.actions).toHaveLength(2);
      // A callback whose action is not the next one: stale, nothing written.
      expect(await kindOf(s.appendAction('m2', () => act(1, 'again')))).toBe('stale');
      expect((await s.loadMatch('m2'))?.hash).toBe('h2');
    } finally {
      await s.close();
    }
  });

  it.skipIf(skipped(name))('STORE-3 undo drops only the last action; a resignation ends the match after exactly its count; both refuse other counts as stale', async () => {
    const s = await fresh();
    try {
      await s.createMatch(row('m3'));
      for (let i = 0; i < 3; i++) await s.appendAction('m3', act(i));
      expect(await kindOf(s.takeBack('m3', { actions: 1, versions: [9, 9, 9], hash: 'x', botToMove: false }))).toBe('stale');
      let told = -1;
      await s.takeBack('m3', (stored) => {
        told = stored;
        return { actions: 2, versions: [4, 0, 0], hash: 'h2b', botToMove: true };
      });
      expect(told).toBe(3);
      let m = await s.loadMatch('m3');
      expect(m?.actions.map((a) => a.action.n)).toEqual([0, 1]);
      expect([m?.hash, m?.versions, m?.botToMove]).toEqual(['h2b', [4, 0, 0], true]);
      expect(await s.botToMoveIds()).toEqual(['m3']);
      const result = { winners: [1], draw: false, reason: { code: 'resigned', zh: '认输', en: 'resigned' } };
      expect(await kindOf(s.resign('m3', { by: { seat: 0, at: 3 }, versions: [5, 1, 1], result }))).toBe('stale');
      await s.resign('m3', (stored) => ({ by: { seat: 0, at: stored }, versions: [5, 1, 1], result }));
      m = await s.loadMatch('m3');
      expect([m?.over, m?.resigned, m?.result, m?.botToMove]).toEqual([true, { seat: 0, at: 2 }, result, false]);
      expect(await s.botToMoveIds()).toEqual([]);
      expect(await kindOf(s.appendAction('m3', act(2)))).toBe('stale');
    } finally {
      await s.close();
    }
  });

  it.skipIf(skipped(name))('STORE-4 an abandoned match refuses every write as abandoned and stays readable; bot marks can be corrected', async () => {
    const s = await fresh();
    try {
      await s.createMatch(row('m4'));
      await s.createMatch({ ...row('m5'), createdAt: 2000, botToMove: true });
      expect(await s.botToMoveIds()).toEqual(['m5']);
      await s.setBotToMove('m5', false);
      expect(await s.botToMoveIds()).toEqual([]);
      expect(await s.expireIdle(0)).toBe(0);
      expect(await s.expireIdle(1500)).toBe(1);
      expect(await kindOf(s.appendAction('m4', act(0)))).toBe('abandoned');
      expect(await kindOf(s.appendAction('m4', (k) => act(k)))).toBe('abandoned');
      expect(await kindOf(s.resign('m4', { by: { seat: 0, at: 0 }, versions: [1, 1, 1], result: { winners: [1], draw: false, reason: { code: 'r', zh: 'r', en: 'r' } } }))).toBe('abandoned');
      expect((await s.loadMatch('m4'))?.status).toBe('abandoned');
      expect(await s.unfinishedIds()).toEqual(['m4', 'm5']);
    } finally {
      await s.close();
    }
  });

  it.skipIf(skipped(name))('STORE-5 actionsSince returns the stored actions after the first n, in order (null for an unknown match)', async () => {
    const s = await fresh();
    try {
      await s.createMatch(row('m6'));
      expect(await s.actionsSince('m6', 0)).toEqual([]);
      for (let i = 0; i < 4; i++) await s.appendAction('m6', act(i));
      expect((await s.actionsSince('m6', 1))?.map((a) => a.action.n)).toEqual([1, 2, 3]);
      expect(await s.actionsSince('m6', 4)).toEqual([]);
      expect(await s.actionsSince('m6', 9)).toEqual([]);
      expect(await s.actionsSince('nope', 0)).toBeNull();
    } finally {
      await s.close();
    }
  });

  it.skipIf(skipped(name))('STORE-7 a callback is told the stored head (count, hash, versions): an undo and a new action leave the count but not the hash', async () => {
    const s = await fresh();
    try {
      await s.createMatch(row('m7'));
      for (let i = 0; i < 2; i++) await s.appendAction('m7', act(i));
      const heads: unknown[] = [];
      const peek = (count: number, head: unknown): AcceptedAction => {
        heads.push(head);
        throw new StoreFailure('stale', 'only looking');
      };
      await kindOf(s.appendAction('m7', peek));
      // Another node takes the last action back and stores a different one: same count, new hash.
      await s.takeBack('m7', { actions: 1, versions: [5, 0, 0], hash: 'h1', botToMove: false });
      await s.appendAction('m7', { ...act(1, 'h2-other'), versions: [6, 0, 0] });
      await kindOf(s.appendAction('m7', peek));
      expect(heads).toEqual([
        { actions: 2, hash: 'h2', versions: [2, 0, 0] },
        { actions: 2, hash: 'h2-other', versions: [6, 0, 0] },
      ]);
      expect((await s.loadMatch('m7'))?.actions).toHaveLength(2);
    } finally {
      await s.close();
    }
  });

  it.skipIf(skipped(name))('STORE-6 two nodes racing for one version: exactly one action stored, the other stale, every round', async () => {
    // Two stores on one database stand for two nodes; each round both append the same index at once.
    const path = join(dir, 'race.db');
    const url = name === 'postgres' ? await backend.freshDatabaseUrl() : undefined;
    const a = await backend.store(path, url);
    const b = await backend.store(path, url);
    try {
      await a.createMatch(row('race'));
      const rounds = 25;
      for (let i = 0; i < rounds; i++) {
        const calls = [0, 0];
        const results = await Promise.all(
          [a, b].map((s, k) =>
            kindOf(
              s.appendAction('race', () => {
                calls[k]++;
                return { ...act(i, `h${i}-node${k}`), seat: k };
              }),
            ),
          ),
        );
        expect(results.sort()).toEqual(['ok', 'stale']);
        expect(calls.every((c) => c <= 1)).toBe(true);
      }
      const m = await b.loadMatch('race');
      expect(m?.actions).toHaveLength(rounds);
      // The snapshot is the winner's: its hash names the node whose action is last in the log.
      expect(m?.hash).toBe(`h${rounds - 1}-node${m?.actions[rounds - 1].seat}`);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe.each(BACKENDS)('migrations on %s', (name) => {
  const backend = backends[name];
  const dir = mkdtempSync(join(tmpdir(), `sandtable-migrate-${name}-`));
  beforeAll(async () => {
    if (!skipped(name)) await backend.setup();
  }, 120_000);
  afterAll(() => removeDir(dir));

  it.skipIf(skipped(name))('MIG-1 are recorded in schema_migrations and run once; a database newer than the code is refused in one line', async () => {
    const path = join(dir, 'm.db');
    const url = name === 'postgres' ? await backend.freshDatabaseUrl() : undefined;
    const s = await backend.store(path, url);
    await s.createMatch(row('kept'));
    await s.close();
    // Again, straight through the runner: nothing left to apply, the data untouched.
    if (name === 'sqlite') {
      const db = new Database(path);
      expect(migrateSqlite(db)).toEqual([]);
      expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual(MIGRATIONS.map((m) => m.version));
      db.prepare(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, 'from the future', 0)`).run(SCHEMA_VERSION + 1);
      db.close();
    } else {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      expect(await migratePostgres(c)).toEqual([]);
      expect((await c.query('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r: { version: number }) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      await c.query(`INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, 'from the future', 0)`, [SCHEMA_VERSION + 1]);
      await c.end();
    }
    const err = await backend.store(path, url).then(
      async (x) => {
        await x.close();
        return null;
      },
      (e: unknown) => e as Error,
    );
    expect(err?.message).toMatch(/newer than this server/);
    expect(err?.message).not.toContain('\n');
  });
});

describe('a SQLite database made before versioned migrations', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-upgrade-'));
  afterAll(() => removeDir(dir));

  it('MIG-2 upgrades at start (every migration recorded) and its match plays on', async () => {
    // fixtures/pre-migrations.db was written by the store of commit c61cca4 (no schema_migrations):
    // one naval match, client seed, three actions, seat tokens below.
    copyFileSync(new URL('./fixtures/pre-migrations.db', import.meta.url), join(dir, 'test.db'));
    const before = new Database(join(dir, 'test.db'), { readonly: true });
    expect(before.prepare(`SELECT count(*) FROM sqlite_master WHERE name = 'schema_migrations'`).pluck().get()).toBe(0);
    before.close();
    const srv = await testServer({}, dir);
    try {
      const tok = 'fixture-seat-0-token-aaaaaaaaaaaa';
      let st = await getState(srv.url, 'fixtureMatch', tok);
      if (!st.toMove.includes(0)) st = await getState(srv.url, 'fixtureMatch', 'fixture-seat-1-token-bbbbbbbbbbbb');
      const seatTok = st.seat === 0 ? tok : 'fixture-seat-1-token-bbbbbbbbbbbb';
      const r = await postAction<MatchStateMessage>(`${srv.url}/api/matches/fixtureMatch/actions`, seatTok, { action: st.actions[0].action, version: st.version });
      expect(r.status).toBe(200);
    } finally {
      await srv.close();
    }
    const db = new Database(join(dir, 'test.db'), { readonly: true });
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual(MIGRATIONS.map((m) => m.version));
    expect(db.prepare(`SELECT n_actions FROM matches WHERE id = 'fixtureMatch'`).pluck().get()).toBe(4);
    db.close();
  });
});
