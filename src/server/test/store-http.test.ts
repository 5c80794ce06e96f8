// What clients hear when the store says no: an action for a version another node stored first is a
// 409 (`stale`, or `stale_version` once the node knows; nothing is stored or pushed), a PostgreSQL that goes
// down is `503 unavailable` for the requests that need it while the node stays up, and the node
// recovers by itself when the database comes back. Bad database settings fail at start in one line.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { JsonObject } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import type { ErrorBody, MatchStateMessage } from '../../protocol/types.js';
import { LiveMatch } from '../live/live-match.js';
import pg from 'pg';
import { toApiError } from '../errors.js';
import { databaseSettings } from '../store/open.js';
import { PostgresStore } from '../store/postgres.js';
import { StoreFailure } from '../store/store.js';
import { Backend, BACKENDS, skipped } from './backends.js';
import { createMatch, getState, http, postAction, removeDir, SMALL, WsClient } from './harness.js';

const humans = { game: 'naval', options: SMALL.naval, seed: 3, seats: [{ type: 'human' }, { type: 'human' }] };
const code = (r: { body: unknown }): string => (r.body as ErrorBody).error.code;

const backends = { sqlite: new Backend('sqlite'), postgres: new Backend('postgres') };
afterAll(async () => {
  await backends.postgres.teardown();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(BACKENDS)('on %s, another node stored first', (name) => {
  const backend = backends[name];
  const dir = mkdtempSync(join(tmpdir(), `sandtable-stale-${name}-`));
  afterAll(() => removeDir(dir));

  it.skipIf(skipped(name))('STALE-1 the action is refused with a 409, nobody is pushed it, and the stored log holds only the other node\'s action', async () => {
    await backend.setup();
    const srv = await backend.server({}, dir);
    try {
      const m = await createMatch(srv.url, humans);
      const st = await getState(srv.url, m.id, m.seats[0].token);
      const seat = st.toMove[0];
      const tok = m.seats[seat].token as string;
      const mine = seat === 0 ? st : await getState(srv.url, m.id, tok);
      const watcher = await WsClient.open(srv.url, m.id);
      await watcher.waitFor((x) => x.type === 'state');
      // "Node B": its own store on the same database stores the seat's last legal choice.
      const other = await backend.store(join(dir, 'test.db'), name === 'postgres' ? backend.databaseUrl(srv) : undefined);
      try {
        const stored = await other.loadMatch(m.id);
        const b = LiveMatch.restore(getGame('naval'), stored as NonNullable<typeof stored>, other);
        const theirs = mine.actions[mine.actions.length - 1].action;
        await b.act(seat, theirs as JsonObject, null);
      } finally {
        await other.close();
      }
      const r = await postAction(`${srv.url}/api/matches/${m.id}/actions`, tok, { action: mine.actions[0].action, version: mine.version });
      // The store's compare-and-set refused our copy's write; the node caught up, and the client's
      // version is now behind: a 409 either way (stale_version once caught up, else stale).
      expect(r.status, r.text).toBe(409);
      expect(['stale', 'stale_version']).toContain(code(r));
      expect((r.body as ErrorBody).error.message).not.toContain('\n');
      expect((await backend.row(srv, m.id))?.n).toBe(1);
      // Nobody was pushed the refused action; the stored match is node B's.
      expect(watcher.messages.filter((x) => x.type === 'state')).toHaveLength(1);
      const log = await backend.store(join(dir, 'test.db'), name === 'postgres' ? backend.databaseUrl(srv) : undefined);
      try {
        expect((await log.actionsSince(m.id, 0))?.map((x) => x.action)).toEqual([mine.actions[mine.actions.length - 1].action]);
      } finally {
        await log.close();
      }
      watcher.close();
    } finally {
      await srv.close();
    }
  });
});

describe.skipIf(skipped('postgres'))('PostgreSQL going down and coming back', () => {
  const backend = backends.postgres;

  it('PGDOWN-1 requests that need the database get 503 unavailable, the rest answer; once it is back, the same action is taken', async () => {
    await backend.setup();
    const errs: string[] = [];
    const srv = await backend.server();
    try {
      const m = await createMatch(srv.url, humans);
      const st = await getState(srv.url, m.id, m.seats[0].token);
      const seat = st.toMove[0];
      const tok = m.seats[seat].token as string;
      const mine = await getState(srv.url, m.id, tok);
      vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
        errs.push(String(s));
        return true;
      });
      await backend.postgres.kill();
      const act = (): ReturnType<typeof postAction> => postAction(`${srv.url}/api/matches/${m.id}/actions`, tok, { action: mine.actions[0].action, version: mine.version });
      for (let i = 0; i < 2; i++) {
        const r = await act();
        expect(r.status).toBe(503);
        expect(r.body).toEqual({ error: { code: 'unavailable', message: expect.any(String) } });
      }
      expect((await http(`${srv.url}/api/matches`, 'POST', humans)).status).toBe(503);
      // A match not in memory must be read from the database: 503 too, not 404.
      const unknown = await http(`${srv.url}/api/matches/NotInMemory1`);
      expect([unknown.status, code(unknown)]).toEqual([503, 'unavailable']);
      // What needs no database still answers, from memory.
      expect((await http(`${srv.url}/api/games`)).status).toBe(200);
      expect(await getState(srv.url, m.id, tok)).toEqual(mine);
      expect(errs.filter((l) => l.includes('cannot be reached')).length).toBe(1);
      await backend.postgres.restart();
      // Back: the pool reconnects by itself (an old connection may still fail once: poll).
      let r = await act();
      for (let i = 0; i < 100 && r.status === 503; i++) {
        await new Promise((res) => setTimeout(res, 100));
        r = await act();
      }
      expect(r.status).toBe(200);
      expect((r.body as MatchStateMessage).version).toBe(mine.version + 1);
      expect((await backend.row(srv, m.id))?.n).toBe(1);
      expect((await http(`${srv.url}/api/matches`, 'POST', humans)).status).toBe(201);
      expect(errs.join('')).not.toMatch(/internal error/);
    } finally {
      vi.restoreAllMocks();
      await srv.close();
    }
  }, 90_000);
});

describe.skipIf(skipped('postgres'))('PostgreSQL statement timeout', () => {
  it('PGBUSY-1 a write that waits for a row another connection holds longer than the statement timeout fails as busy (503) and changes nothing', async () => {
    const backend = backends.postgres;
    await backend.setup();
    const url = await backend.freshDatabaseUrl();
    const store = await PostgresStore.open({ url, statementTimeoutMs: 200 });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await store.createMatch({ id: 'held', game: 'naval', options: {}, seed: 1, seats: [{ type: 'human' }], versions: [0, 0], hash: 'h0', createdAt: 1, botToMove: false });
      await holder.query('BEGIN');
      await holder.query(`SELECT * FROM matches WHERE id = 'held' FOR UPDATE`);
      let called = false;
      const err = await store
        .appendAction('held', () => {
          called = true;
          return { index: 0, seat: 0, action: { t: 'x' }, versions: [1, 0], hash: 'h1', result: null, over: false, botToMove: false };
        })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StoreFailure);
      expect((err as StoreFailure).kind).toBe('busy');
      expect(toApiError(err).status).toBe(503);
      expect(called).toBe(false);
      await holder.query('ROLLBACK');
      expect((await store.loadMatch('held'))?.actions).toEqual([]);
    } finally {
      await holder.end();
      await store.close();
    }
  });
});

describe('database settings', () => {
  it('SET-1 DATABASE_URL must be a postgres:// URL and DATABASE_POOL a count from 1 to 1000; unset means SQLite', () => {
    expect(databaseSettings({})).toEqual({});
    expect(databaseSettings({ DATABASE_URL: ' ' })).toEqual({});
    expect(databaseSettings({ DATABASE_URL: 'postgres://u:p@db:5432/sandtable', DATABASE_POOL: '25' })).toEqual({ databaseUrl: 'postgres://u:p@db:5432/sandtable', databasePool: 25 });
    expect(databaseSettings({ DATABASE_URL: 'postgresql://db/sandtable' })).toEqual({ databaseUrl: 'postgresql://db/sandtable' });
    const bad: NodeJS.ProcessEnv[] = [
      { DATABASE_URL: 'mysql://u:hunter2@db/x' },
      { DATABASE_URL: 'not a url hunter2' },
      { DATABASE_URL: 'postgres:///nohost' },
      { DATABASE_URL: 'postgres://db/x', DATABASE_POOL: '0' },
      { DATABASE_URL: 'postgres://db/x', DATABASE_POOL: '1.5' },
      { DATABASE_URL: 'postgres://db/x', DATABASE_POOL: '100000' },
      { DATABASE_POOL: '5' },
    ];
    for (const env of bad) {
      let err: unknown = null;
      try {
        databaseSettings(env);
      } catch (e) {
        err = e;
      }
      expect((err as { code?: string }).code, JSON.stringify(env)).toBe('bad_input');
      expect((err as Error).message).not.toContain('\n');
      expect((err as Error).message).not.toContain('hunter2');
    }
  });

  it('SET-1 a malformed DATABASE_URL: one line on stderr (no password), exit 2', async () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: 'mysql://root:hunter2@db/sandtable' };
    const proc = spawn(process.execPath, ['--import', tsx, main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exit = await new Promise<number | null>((r) => proc.once('exit', r));
    expect(exit).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain('DATABASE_URL');
    expect(err).not.toContain('hunter2');
  }, 60_000);
});
