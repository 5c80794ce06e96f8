// The SQLite store (better-sqlite3). WAL with synchronous=NORMAL: a committed action survives the
// process being killed at any instant (the crash test does exactly that); only an OS crash or power
// cut could lose the last few commits. Small pages: each action rewrites a few pages of the log,
// so 1 KiB pages keep the write-ahead log, and the checkpoints that stall the thread, small.
// better-sqlite3 is synchronous: a write waiting in SQLite's busy handler would hold the whole event
// loop (before, a held lock froze the server for 5 s). So SQLite never waits (busy_timeout 0): a write
// that finds the lock taken is tried again after short timer pauses, with the event loop free in
// between, for at most BUSY_MS; then it fails as `busy` (503 for that request only). Reads never wait
// for writers in WAL mode.
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { isDiceScheme, SandtableError, type GameResult, type Json, type JsonObject, type Resignation } from '../../engine/index.js';
import { migrateSqlite } from './migrations/index.js';
import { SqliteTables } from './tables.js';
import type { TableStore } from '../live/table-store.js';
import { StoreFailure, type AcceptedAction, type Make, type MatchStatus, type MatchStore, type NewMatchRow, type StoredAction, type StoredHead, type StoredMatch, type StoredSeat, type TakenBack, type Resigned } from './store.js';

/** Longest a write waits for another connection's lock, ms (in timer pauses, not blocking). */
const BUSY_MS = 100;

interface MatchRow {
  id: string;
  game: string;
  options: string;
  seed: string;
  seats: string;
  created_at: number;
  over: number;
  n_actions: number;
  versions: string;
  hash: string;
  result: string | null;
  status: string;
  bot_to_move: number;
  dice: string;
  client_seeded: number;
  resigned: string | null;
  clock: string | null;
}

/** A path the server can keep its database at, or a one-line reason why not. */
function checkPath(path: string): void {
  if (path === ':memory:') return;
  if (path.trim() === '') throw new Error('the path is empty');
  const st = statSync(path, { throwIfNoEntry: false });
  if (st !== undefined && !st.isFile()) throw new Error(st.isDirectory() ? 'it is a directory' : 'it is not a regular file');
  mkdirSync(dirname(path), { recursive: true });
  accessSync(dirname(path), constants.W_OK);
  if (st !== undefined) accessSync(path, constants.R_OK | constants.W_OK);
}

/** The path check alone, as the constructor reports it: for callers that should fail before slow work. */
export function checkDbPath(path: string): void {
  try {
    checkPath(path);
  } catch (e) {
    throw new SandtableError('bad_input', `cannot keep the database at "${path}": ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  }
}

function isBusy(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

function diceOf(id: string, dice: string): 'sfc32' | 'chacha20' {
  if (!isDiceScheme(dice)) throw new StoreFailure('corrupt', `match ${id}: stored dice scheme is unknown`);
  return dice;
}

function parse<T>(id: string, what: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new StoreFailure('corrupt', `match ${id}: stored ${what} is not valid JSON`);
  }
}

export class SqliteStore implements MatchStore {
  /** Tables waiting for their seats' secrets (migration 2). */
  readonly tables: TableStore;
  private readonly db: Database.Database;
  private readonly insertMatch: Database.Statement;
  private readonly insertAction: Database.Statement;
  private readonly updateMatch: Database.Statement;
  private readonly selectMatch: Database.Statement;
  private readonly selectStatus: Database.Statement;
  private readonly selectLock: Database.Statement;
  private readonly selectActionsFrom: Database.Statement;
  private readonly since: Database.Transaction<(id: string, n: number) => StoredAction[] | null>;
  private readonly selectActions: Database.Statement;
  private readonly selectUnfinished: Database.Statement;
  private readonly selectBotToMove: Database.Statement;
  private readonly updateBotToMove: Database.Statement;
  private readonly expire: Database.Statement;
  private readonly append: Database.Transaction<(id: string, make: Make<AcceptedAction>) => void>;
  private readonly untake: Database.Statement;
  private readonly resignTx: Database.Transaction<(id: string, make: Make<Resigned>) => void>;
  private readonly updateResigned: Database.Statement;
  private readonly deleteActionsFrom: Database.Statement;
  private readonly takeBackTx: Database.Transaction<(id: string, make: Make<TakenBack>) => void>;
  /** The file we opened (device and inode): another file at the path, or none, means ours is gone. */
  private readonly file: { dev: number; ino: number } | null;
  private lost = false;

  /** Opens (or creates) the database; a path it cannot use is a one-line bad_input error. */
  constructor(private readonly path: string) {
    try {
      checkPath(path);
      this.db = new Database(path);
      this.db.pragma('page_size = 1024'); // only takes effect on a new database
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = NORMAL');
      this.db.pragma('busy_timeout = 0');
      this.db.pragma('foreign_keys = ON');
      migrateSqlite(this.db);
    } catch (e) {
      const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
      throw new SandtableError('bad_input', `cannot keep the database at "${path}": ${why}`);
    }
    this.tables = new SqliteTables(this.db);
    const st = path === ':memory:' ? undefined : statSync(path, { throwIfNoEntry: false });
    this.file = st === undefined ? null : { dev: st.dev, ino: st.ino };
    this.insertMatch = this.db.prepare(
      `INSERT INTO matches (id, game, options, seed, seats, created_at, updated_at, versions, hash, bot_to_move, dice, client_seeded, clock) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertAction = this.db.prepare(`INSERT INTO actions (match_id, idx, seat, action) VALUES (?, ?, ?, ?)`);
    this.updateMatch = this.db.prepare(
      `UPDATE matches SET n_actions = n_actions + 1, versions = ?, hash = ?, result = ?, over = ?, bot_to_move = ?, updated_at = ?
       WHERE id = ? AND n_actions = ? AND over = 0 AND status = 'active'`,
    );
    this.selectMatch = this.db.prepare(`SELECT * FROM matches WHERE id = ?`);
    this.selectStatus = this.db.prepare(`SELECT status FROM matches WHERE id = ?`);
    this.selectLock = this.db.prepare(`SELECT n_actions, hash, versions FROM matches WHERE id = ?`);
    this.selectActionsFrom = this.db.prepare(`SELECT seat, action FROM actions WHERE match_id = ? AND idx >= ? ORDER BY idx`);
    // One read transaction: the count and the actions from one snapshot.
    this.since = this.db.transaction((id: string, n: number) => {
      if (this.selectStatus.get(id) === undefined) return null;
      return (this.selectActionsFrom.all(id, n) as { seat: number; action: string }[]).map((r, i) => ({
        seat: r.seat,
        action: parse<JsonObject>(id, `action #${n + i}`, r.action),
      }));
    });
    this.selectActions = this.db.prepare(`SELECT seat, action FROM actions WHERE match_id = ? ORDER BY idx`);
    this.selectUnfinished = this.db.prepare(`SELECT id FROM matches WHERE over = 0 ORDER BY created_at, id`);
    this.selectBotToMove = this.db.prepare(`SELECT id FROM matches WHERE bot_to_move = 1 AND over = 0 AND status = 'active' ORDER BY created_at, id`);
    this.updateBotToMove = this.db.prepare(`UPDATE matches SET bot_to_move = ? WHERE id = ?`);
    this.expire = this.db.prepare(`UPDATE matches SET status = 'abandoned' WHERE over = 0 AND status = 'active' AND updated_at < ?`);
    this.append = this.db.transaction((id: string, make: Make<AcceptedAction>) => {
      const a = typeof make === 'function' ? this.callWithHead(id, make) : make;
      const result = a.result === null ? null : JSON.stringify(a.result);
      const changed = this.updateMatch.run(JSON.stringify(a.versions), a.hash, result, a.over ? 1 : 0, a.botToMove ? 1 : 0, Date.now(), id, a.index);
      if (changed.changes !== 1) {
        const row = this.selectStatus.get(id) as { status: string } | undefined;
        if (row?.status === 'abandoned') throw new StoreFailure('abandoned', `match ${id} was abandoned`);
        throw new StoreFailure('stale', `match ${id}: action #${a.index} is not the next one`);
      }
      this.insertAction.run(id, a.index, a.seat, JSON.stringify(a.action));
    });
    this.untake = this.db.prepare(
      `UPDATE matches SET n_actions = ?, versions = ?, hash = ?, bot_to_move = ?, updated_at = ?
       WHERE id = ? AND n_actions = ? AND over = 0 AND status = 'active'`,
    );
    this.updateResigned = this.db.prepare(
      `UPDATE matches SET resigned = ?, result = ?, versions = ?, over = 1, bot_to_move = 0, updated_at = ?
       WHERE id = ? AND n_actions = ? AND over = 0 AND status = 'active'`,
    );
    this.resignTx = this.db.transaction((id: string, make: Make<Resigned>) => {
      const r = typeof make === 'function' ? this.callWithHead(id, make) : make;
      const changed = this.updateResigned.run(JSON.stringify(r.by), JSON.stringify(r.result), JSON.stringify(r.versions), Date.now(), id, r.by.at);
      if (changed.changes !== 1) {
        const row = this.selectStatus.get(id) as { status: string } | undefined;
        if (row?.status === 'abandoned') throw new StoreFailure('abandoned', `match ${id} was abandoned`);
        throw new StoreFailure('stale', `match ${id}: cannot record a resignation after ${r.by.at} actions`);
      }
    });
    this.deleteActionsFrom = this.db.prepare(`DELETE FROM actions WHERE match_id = ? AND idx >= ?`);
    this.takeBackTx = this.db.transaction((id: string, make: Make<TakenBack>) => {
      const t = typeof make === 'function' ? this.callWithHead(id, make) : make;
      const changed = this.untake.run(t.actions, JSON.stringify(t.versions), t.hash, t.botToMove ? 1 : 0, Date.now(), id, t.actions + 1);
      if (changed.changes !== 1) {
        const row = this.selectStatus.get(id) as { status: string } | undefined;
        if (row?.status === 'abandoned') throw new StoreFailure('abandoned', `match ${id} was abandoned`);
        throw new StoreFailure('stale', `match ${id}: action #${t.actions} is not the last one`);
      }
      this.deleteActionsFrom.run(id, t.actions);
    });
  }

  async createMatch(m: NewMatchRow): Promise<void> {
    await this.write(() =>
      this.insertMatch.run(
        m.id,
        m.game,
        JSON.stringify(m.options),
        JSON.stringify(m.seed),
        JSON.stringify(m.seats),
        m.createdAt,
        m.createdAt,
        JSON.stringify(m.versions),
        m.hash,
        m.botToMove ? 1 : 0,
        m.dice ?? 'sfc32',
        m.clientSeeded ? 1 : 0,
        m.clock === undefined ? null : JSON.stringify(m.clock),
      ),
    );
  }

  async appendAction(id: string, a: Make<AcceptedAction>): Promise<void> {
    // IMMEDIATE: take the write lock first (or fail as busy, before `a` is called), never halfway through.
    await this.write(() => this.append.immediate(id, a));
  }

  async takeBack(id: string, t: Make<TakenBack>): Promise<void> {
    await this.write(() => this.takeBackTx.immediate(id, t));
  }

  async resign(id: string, r: Make<Resigned>): Promise<void> {
    await this.write(() => this.resignTx.immediate(id, r));
  }

  async loadMatch(id: string): Promise<StoredMatch | null> {
    const row = this.selectMatch.get(id) as MatchRow | undefined;
    if (row === undefined) return null;
    const actions = (this.selectActions.all(id) as { seat: number; action: string }[]).map((r, i) => ({
      seat: r.seat,
      action: parse<JsonObject>(id, `action #${i}`, r.action),
    }));
    return {
      id: row.id,
      game: row.game,
      options: parse<Json>(id, 'options', row.options),
      seed: parse<number | string>(id, 'seed', row.seed),
      dice: diceOf(id, row.dice),
      clientSeeded: row.client_seeded === 1,
      ...(row.clock === null ? {} : { clock: parse<NonNullable<StoredMatch['clock']>>(id, 'clock', row.clock) }),
      seats: parse<StoredSeat[]>(id, 'seats', row.seats),
      versions: parse<number[]>(id, 'versions', row.versions),
      hash: row.hash,
      createdAt: row.created_at,
      actions,
      result: row.result === null ? null : parse<GameResult>(id, 'result', row.result),
      over: row.over === 1,
      ...(row.resigned === null ? {} : { resigned: parse<Resignation>(id, 'resignation', row.resigned) }),
      status: row.status as MatchStatus,
      botToMove: row.bot_to_move === 1,
    };
  }

  async actionsSince(id: string, n: number): Promise<StoredAction[] | null> {
    return this.since(id, n);
  }

  async unfinishedIds(): Promise<string[]> {
    return (this.selectUnfinished.all() as { id: string }[]).map((r) => r.id);
  }

  async botToMoveIds(): Promise<string[]> {
    return (this.selectBotToMove.all() as { id: string }[]).map((r) => r.id);
  }

  async setBotToMove(id: string, botToMove: boolean): Promise<void> {
    await this.write(() => this.updateBotToMove.run(botToMove ? 1 : 0, id));
  }

  async expireIdle(before: number): Promise<number> {
    return this.write(() => this.expire.run(before).changes);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  /** Inside a write transaction: the caller's callback, told the stored head (a missing match is refused first). */
  private callWithHead<T>(id: string, make: (storedActions: number, head: StoredHead) => T): T {
    const row = this.selectLock.get(id) as { n_actions: number; hash: string; versions: string } | undefined;
    if (row === undefined) throw new Error(`match ${id} is not stored`);
    return make(row.n_actions, { actions: row.n_actions, hash: row.hash, versions: parse<number[]>(id, 'versions', row.versions) });
  }

  /**
   * Run a write: refused if the file is gone; while another connection holds the lock, tried again
   * after growing pauses (the event loop serves everyone meanwhile), and `busy` after BUSY_MS.
   * Each attempt either takes the lock at once or changes nothing, so trying again is safe.
   */
  private async write<T>(f: () => T): Promise<T> {
    const deadline = Date.now() + BUSY_MS;
    for (let pause = 2; ; pause = Math.min(pause * 2, 25)) {
      this.checkFile();
      try {
        return f();
      } catch (e) {
        if (!isBusy(e)) throw e;
        if (Date.now() + pause > deadline) throw new StoreFailure('busy', 'the database is busy; try again');
        await new Promise((r) => setTimeout(r, pause));
      }
    }
  }

  /**
   * A database file deleted (or replaced) under a running server would swallow every later write:
   * they would go to a file nobody can open again. So each write first checks that the path still
   * names our file; once it does not, nothing more is written, and what the open connection still
   * holds is copied next to the path so that no accepted action is lost.
   */
  private checkFile(): void {
    if (this.lost) throw new StoreFailure('lost', 'the database file is gone; the server accepts no more actions');
    if (this.file === null) return;
    const st = statSync(this.path, { throwIfNoEntry: false });
    if (st !== undefined && st.dev === this.file.dev && st.ino === this.file.ino) return;
    this.lost = true;
    const rescue = `${this.path}.rescued-${Date.now()}`;
    process.stderr.write(`sandtable server: the database file ${this.path} is gone; accepting no more actions (restart to go on)\n`);
    this.db.backup(rescue).then(
      () => process.stderr.write(`sandtable server: every stored match was copied to ${rescue}\n`),
      (e: unknown) => process.stderr.write(`sandtable server: could not copy the stored matches to ${rescue}: ${e instanceof Error ? e.message : String(e)}\n`),
    );
    throw new StoreFailure('lost', 'the database file is gone; the server accepts no more actions');
  }
}
