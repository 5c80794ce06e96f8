// A server that stays responsive whatever its database does: a held write lock is a 503 busy for the
// write that needs it (reads and in-memory work carry on, nothing changes), a vanished database file
// stops actions (503 storage_lost, said once on stderr, a rescue copy kept), a corrupt row is a
// logged 500 corrupt_match, idle matches are marked abandoned (readable, replayable, no more
// actions), and a database path the server cannot use is a one-line error with exit 2.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorBody, MatchStateMessage } from '../../protocol/types.js';
import { SqliteStore } from '../store/sqlite.js';
import { StoreFailure } from '../store/store.js';
import { createMatch, getState, http, postAction, removeDir, SMALL, testServer, WsClient, type TestServer } from './harness.js';

const humans = { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] };

function code(r: { body: unknown }): string {
  return (r.body as ErrorBody).error.code;
}

describe('a held database lock', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await testServer();
  });
  afterAll(async () => {
    await srv.close();
    removeDir(srv.dir);
  });

  it('STO-1 a write that cannot get the lock is 503 busy for that request only; reads answer meanwhile; nothing changes; after the lock, the same action is taken', async () => {
    const a = await createMatch(srv.url, humans);
    const b = await createMatch(srv.url, humans);
    const tok = a.seats[0].token as string;
    const before = await getState(srv.url, a.id, tok);
    const other = await getState(srv.url, b.id, b.seats[0].token);
    const watcher = await WsClient.open(srv.url, a.id);
    await watcher.waitFor((x) => x.type === 'state');
    const locker = new Database(srv.dbPath);
    locker.exec('BEGIN IMMEDIATE');
    try {
      // The write waits for the lock without holding the event loop: a read sent after it answers first.
      const order: string[] = [];
      const write = postAction(`${srv.url}/api/matches/${a.id}/actions`, tok, { action: before.actions[0].action, version: before.version }).then((x) => {
        order.push('write');
        return x;
      });
      await new Promise((res) => setTimeout(res, 10));
      await getState(srv.url, b.id, b.seats[0].token).then(() => order.push('read'));
      const r = await write;
      expect(order).toEqual(['read', 'write']);
      expect(r.status).toBe(503);
      // Nothing was applied, so nobody was told anything and nobody had to reconnect.
      expect(watcher.messages.filter((x) => x.type === 'state')).toHaveLength(1);
      expect(watcher.closed).toBeNull();
      expect(code(r)).toBe('busy');
      // Still inside the lock: every read answers, and shows nothing changed.
      expect(await getState(srv.url, a.id, tok)).toEqual(before);
      expect(await getState(srv.url, b.id, b.seats[0].token)).toEqual(other);
      expect((await http(`${srv.url}/api/games`)).status).toBe(200);
      // Another match's write meets the same lock: busy too, for that request only.
      const rb = await postAction(`${srv.url}/api/matches/${b.id}/actions`, b.seats[0].token, { action: other.actions[0].action, version: other.version });
      expect(rb.status).toBe(503);
      const created = await http(`${srv.url}/api/matches`, 'POST', humans);
      expect([201, 503]).toContain(created.status);
    } finally {
      locker.exec('ROLLBACK');
      locker.close();
    }
    const again = await postAction<MatchStateMessage>(`${srv.url}/api/matches/${a.id}/actions`, tok, { action: before.actions[0].action, version: before.version });
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(before.version + 1);
    watcher.close();
  });
});

describe('a vanished database file', () => {
  let srv: TestServer;
  const errs: string[] = [];
  beforeAll(async () => {
    srv = await testServer();
    vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
      errs.push(String(s));
      return true;
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await srv.close();
    removeDir(srv.dir);
  });

  it('STO-2 stops taking actions (503 storage_lost), says so once on stderr, keeps a rescue copy with every accepted action', async () => {
    const m = await createMatch(srv.url, humans);
    const tok = m.seats[0].token as string;
    const st = await getState(srv.url, m.id, tok);
    const ok = await postAction<MatchStateMessage>(`${srv.url}/api/matches/${m.id}/actions`, tok, { action: st.actions[0].action, version: st.version });
    expect(ok.status).toBe(200);
    rmSync(srv.dbPath);
    for (let i = 0; i < 2; i++) {
      const now = await getState(srv.url, m.id, tok);
      const r = await postAction(`${srv.url}/api/matches/${m.id}/actions`, tok, { action: now.actions[0].action, version: now.version });
      expect(r.status).toBe(503);
      expect(code(r)).toBe('storage_lost');
    }
    expect((await http(`${srv.url}/api/matches`, 'POST', humans)).status).toBe(503);
    expect(errs.filter((l) => l.includes('is gone')).length).toBe(1);
    // The rescue copy holds the action accepted before the file went.
    let rescue: string | undefined;
    for (let i = 0; i < 50 && rescue === undefined; i++) {
      rescue = readdirSync(srv.dir).find((f) => f.startsWith('test.db.rescued-') && !f.endsWith('-wal') && !f.endsWith('-shm'));
      if (rescue === undefined || !errs.some((l) => l.includes('copied'))) {
        rescue = undefined;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect(rescue).toBeDefined();
    const db = new Database(join(srv.dir, rescue as string), { readonly: true });
    expect((db.prepare('SELECT count(*) AS n FROM actions WHERE match_id = ?').get(m.id) as { n: number }).n).toBe(1);
    db.close();
  });
});

describe('corrupt stored data', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await testServer();
  });
  afterAll(async () => {
    await srv.close();
    removeDir(srv.dir);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('STO-3 a row that does not parse or does not replay is a logged 500 corrupt_match, never a 4xx', async () => {
    const errs: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
      errs.push(String(s));
      return true;
    });
    const a = await createMatch(srv.url, humans);
    const b = await createMatch(srv.url, humans);
    const st = await getState(srv.url, b.id, b.seats[0].token);
    expect((await postAction(`${srv.url}/api/matches/${b.id}/actions`, b.seats[0].token, { action: st.actions[0].action, version: st.version })).status).toBe(200);
    // A restarted server sees the damage (a running one still holds its good copies).
    await srv.close();
    const db = new Database(srv.dbPath);
    db.prepare(`UPDATE matches SET seats = '{not json' WHERE id = ?`).run(a.id);
    db.prepare(`UPDATE actions SET action = '{"t":"no-such-action"}' WHERE match_id = ?`).run(b.id);
    db.close();
    srv = await testServer({}, srv.dir);
    for (const id of [a.id, b.id]) {
      const r = await http(`${srv.url}/api/matches/${id}`);
      expect(r.status).toBe(500);
      expect(code(r)).toBe('corrupt_match');
    }
    expect(errs.some((l) => l.includes(a.id) && l.includes('not valid JSON'))).toBe(true);
    expect(errs.some((l) => l.includes(b.id) && l.includes('does not replay'))).toBe(true);
  });
});

describe('abandoned matches', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-abandon-'));
  afterAll(() => removeDir(dir));

  it('STO-4 a match nobody acted in for the idle time is marked abandoned at start: no more actions (409 abandoned), still read and replayed; the row is kept', async () => {
    let srv = await testServer({}, dir);
    const m = await createMatch(srv.url, humans);
    const tok = m.seats[0].token as string;
    await srv.close();
    await new Promise((r) => setTimeout(r, 20));
    srv = await testServer({ abandonAfterMs: 10 }, dir);
    try {
      // Expiry runs in the background right after start.
      let status = 'active';
      for (let i = 0; i < 100 && status === 'active'; i++) {
        const db = new Database(srv.dbPath, { readonly: true });
        status = (db.prepare('SELECT status FROM matches WHERE id = ?').get(m.id) as { status: string }).status;
        db.close();
        if (status === 'active') await new Promise((r) => setTimeout(r, 50));
      }
      expect(status).toBe('abandoned');
      const st = await getState(srv.url, m.id, tok);
      expect(st.result).toBeNull();
      const r = await postAction(`${srv.url}/api/matches/${m.id}/actions`, tok, { action: st.actions[0].action, version: st.version });
      expect(r.status).toBe(409);
      expect(code(r)).toBe('abandoned');
      expect((await http(`${srv.url}/api/matches/${m.id}/replay`)).status).toBe(200);
    } finally {
      await srv.close();
    }
  });

  it('STO-4 the store refuses an action for a match it has marked abandoned, and reports abandoned', async () => {
    const s = new SqliteStore(join(dir, 'direct.db'));
    await s.createMatch({ id: 'm1', game: 'naval', options: {}, seed: 1, seats: [{ type: 'human' }], versions: [0, 0], hash: 'h0', createdAt: 1, botToMove: false });
    expect(await s.expireIdle(0)).toBe(0);
    expect(await s.expireIdle(Date.now())).toBe(1);
    const err = await s
      .appendAction('m1', { index: 0, seat: 0, action: { t: 'x' }, versions: [1, 0], hash: 'h1', result: null, over: false, botToMove: false })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StoreFailure);
    expect((err as StoreFailure).kind).toBe('abandoned');
    expect((await s.loadMatch('m1'))?.status).toBe('abandoned');
    await s.close();
  });
});

describe('a database path the server cannot use', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-badpath-'));
  afterAll(() => removeDir(dir));

  it('STO-5 a directory, a path under a file, or a file that is not a database: a one-line bad_input error', () => {
    const notDb = join(dir, 'notes.txt');
    writeFileSync(notDb, 'these are not the tables you are looking for '.repeat(100));
    for (const p of [dir, join(notDb, 'x.db'), notDb, '']) {
      let err: unknown = null;
      try {
        new SqliteStore(p);
      } catch (e) {
        err = e;
      }
      expect((err as { code?: string }).code, p).toBe('bad_input');
      expect((err as Error).message).not.toContain('\n');
    }
  });

  it('STO-5 SANDTABLE_DB that is a directory: one line on stderr, exit 2', async () => {
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const proc = spawn(process.execPath, ['--import', tsx, main], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SANDTABLE_DB: dir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exit = await new Promise<number | null>((r) => proc.once('exit', r));
    expect(exit).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain(dir);
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });

  it('STO-5 sandtable serve --db under a regular file: one line on stderr, exit 2', async () => {
    const file = join(dir, 'plain.txt');
    writeFileSync(file, 'x');
    const cli = fileURLToPath(new URL('../../cli/main.ts', import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const proc = spawn(process.execPath, ['--import', tsx, cli, 'serve', '--port', '0', '--db', join(file, 'm.db')], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const exit = await new Promise<number | null>((r) => proc.once('exit', r));
    expect(exit).toBe(2);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain('plain.txt');
  });
});
