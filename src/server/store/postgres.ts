// The PostgreSQL store (DATABASE_URL): the same tables and meaning as the SQLite store, through the
// `pg` driver and a thin layer of hand-written SQL. Not a query builder such as Kysely: the interface
// is ten methods whose SQL differs from SQLite's only in placeholders, row locks and a CTE, and the
// SQLite store is proven as it is; a second dialect layer would add a dependency and rewrite working
// code for no gain.
//
// Several nodes may share one database. Every write is a compare-and-set on the match's stored
// version (its action count): the row is locked (SELECT … FOR UPDATE) before the caller's callback
// applies anything in memory, and the UPDATE only matches the expected count, so of two nodes writing
// for one version exactly one wins and the other fails as `stale`, having written nothing.
//
// A pool of DATABASE_POOL connections (default 10), each with a statement timeout. When the database
// cannot be reached, every call fails as `unavailable` (503 to that request) and the node stays up;
// the pool opens fresh connections as soon as it answers again.
import pg from 'pg';
import { isDiceScheme, SandtableError, type GameResult, type Json, type JsonObject, type Resignation } from '../../engine/index.js';
import { migratePostgres } from './migrations/index.js';
import { PostgresTables } from './tables.js';
import type { TableStore } from '../live/table-store.js';
import { StoreFailure, type AcceptedAction, type Make, type MatchStatus, type MatchStore, type NewMatchRow, type Resigned, type StoredAction, type StoredHead, type StoredMatch, type StoredSeat, type TakenBack } from './store.js';

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  readonly url: string;
  /** Connections in the pool; default 10. */
  readonly poolSize?: number;
  /** Longest any one statement may run, ms; default 5,000. */
  readonly statementTimeoutMs?: number;
  /** Longest a request waits for a connection (pool full, or the server not answering), ms; default 5,000. */
  readonly connectTimeoutMs?: number;
}

interface MatchRow {
  id: string;
  game: string;
  options: string;
  seed: string;
  seats: string;
  created_at: string; // BIGINT comes back as text
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
  log_seats: number[];
  log_actions: string[];
}

/** Connection-level failures (the server is down, restarting, or out of connections): `unavailable`. */
const DOWN_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

function isDown(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (DOWN_ERRNO.has(code)) return true;
    // SQLSTATE 08: connection exception; 57P01-3: shutting down / crashed / starting; 53300: too many connections.
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
  }
  const msg = e instanceof Error ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|not queryable/i.test(msg);
}

/** A driver error as what the server can say about it; anything unexpected stays as it is (a logged 500). */
function failure(e: unknown): unknown {
  if (e instanceof StoreFailure) return e;
  if (isDown(e)) return new StoreFailure('unavailable', 'the database cannot be reached; try again later');
  const code = (e as { code?: unknown }).code;
  // 57014: statement timeout; 40001/40P01: serialization failure, deadlock; 55P03: lock not available.
  if (code === '57014' || code === '40001' || code === '40P01' || code === '55P03') return new StoreFailure('busy', 'the database is busy; try again');
  // 23505 on the action log's key: another node stored this action index first.
  if (code === '23505' && (e as { table?: unknown }).table === 'actions') return new StoreFailure('stale', 'another action was stored first');
  return e;
}

function parse<T>(id: string, what: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new StoreFailure('corrupt', `match ${id}: stored ${what} is not valid JSON`);
  }
}

const SELECT_MATCH = `
SELECT m.*,
  ARRAY(SELECT seat FROM actions WHERE match_id = m.id ORDER BY idx) AS log_seats,
  ARRAY(SELECT action FROM actions WHERE match_id = m.id ORDER BY idx) AS log_actions
FROM matches m WHERE m.id = $1`;

// The snapshot row moves on and the action joins the log in one statement: no row updated (another
// node moved the version, or the match is not active or over) means nothing inserted.
const APPEND = `
WITH moved AS (
  UPDATE matches SET n_actions = n_actions + 1, versions = $1, hash = $2, result = $3, over = $4, bot_to_move = $5, updated_at = $6
  WHERE id = $7 AND n_actions = $8 AND over = 0 AND status = 'active'
  RETURNING id
)
INSERT INTO actions (match_id, idx, seat, action) SELECT id, $8, $9, $10 FROM moved`;

function appendValues(id: string, a: AcceptedAction): (string | number | null)[] {
  return [JSON.stringify(a.versions), a.hash, a.result === null ? null : JSON.stringify(a.result), a.over ? 1 : 0, a.botToMove ? 1 : 0, Date.now(), id, a.index, a.seat, JSON.stringify(a.action)];
}

/** A value as an SQL literal (strings escaped by the driver; numbers only when they are safe integers). */
function literal(v: string | number | null): string {
  if (v === null) return 'NULL';
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
    return String(v);
  }
  return pg.escapeLiteral(v);
}

/** APPEND with its values inlined: a list of statements (sent with COMMIT, one round trip) takes no parameters. */
function appendLiteral(id: string, a: AcceptedAction): string {
  const v = appendValues(id, a).map(literal);
  return APPEND.replace(/\$(\d+)/g, (_, n: string) => v[Number(n) - 1]);
}

const LOCK = `SELECT n_actions, hash, versions FROM matches WHERE id = $1 FOR UPDATE`;

interface HeadRow {
  n_actions: number;
  hash: string;
  versions: string;
}

export class PostgresStore implements MatchStore {
  private readonly pool: pg.Pool;
  /** Tables waiting for their seats' secrets (migration 2), through the same pool and error mapping. */
  readonly tables: TableStore = new PostgresTables((text, values) => this.query<{ body?: string }>(text, values));
  /** Said once per outage on stderr, not once per failed request. */
  private saidDown = false;

  private constructor(opts: PostgresOptions) {
    this.pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      statement_timeout: opts.statementTimeoutMs ?? 5000,
      // A node that dies inside a transaction must not keep its row locks.
      idle_in_transaction_session_timeout: 60_000,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
      idleTimeoutMillis: 30_000,
      application_name: 'sandtable',
    });
    // An idle connection that breaks (the server went away) is reported here; unhandled, it would
    // end the process. The pool drops it and opens a new one when asked.
    this.pool.on('error', (e) => this.down(e));
  }

  /** Connect, bring the schema up to date, and return the store (throws when the database cannot be used). */
  static async open(opts: PostgresOptions): Promise<PostgresStore> {
    const store = new PostgresStore(opts);
    try {
      const c = await store.pool.connect();
      try {
        await migratePostgres(c);
      } finally {
        c.release();
      }
    } catch (e) {
      await store.pool.end().catch(() => undefined);
      // A setting to fix (wrong host, credentials, database) or a database that is down: one line, exit 2.
      throw new SandtableError('bad_input', `cannot use the PostgreSQL database at DATABASE_URL: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
    }
    return store;
  }

  async createMatch(m: NewMatchRow): Promise<void> {
    await this.query(
      `INSERT INTO matches (id, game, options, seed, seats, created_at, updated_at, versions, hash, bot_to_move, dice, client_seeded, clock)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
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
      ],
    );
  }

  async appendAction(id: string, make: Make<AcceptedAction>): Promise<void> {
    const stale = (a: AcceptedAction): string => `match ${id}: action #${a.index} is not the next one`;
    if (typeof make !== 'function') {
      // One statement is a transaction by itself.
      const r = await this.query(APPEND, appendValues(id, make));
      if (r.rowCount !== 1) await this.withClient((c) => this.refused(c, id, stale(make)));
      return;
    }
    // The hot path in two round trips: BEGIN with the row lock; then, once the callback has applied the
    // action in memory, the write with COMMIT.
    await this.withClient(async (c) => {
      const locked = (await c.query(`BEGIN; ${LOCK.replace('$1', literal(id))}`)) as unknown as pg.QueryResult<HeadRow>[];
      const a = this.withHead(id, locked[1].rows[0], make);
      const written = (await c.query(`${appendLiteral(id, a)}; COMMIT`)) as unknown as pg.QueryResult[];
      if (written[0].rowCount !== 1) await this.refused(c, id, stale(a));
      this.saidDown = false;
    });
  }

  async takeBack(id: string, make: Make<TakenBack>): Promise<void> {
    await this.tx(async (c) => {
      const t = typeof make === 'function' ? await this.lock(c, id, make) : make;
      const r = await c.query(
        `UPDATE matches SET n_actions = $1, versions = $2, hash = $3, bot_to_move = $4, updated_at = $5
         WHERE id = $6 AND n_actions = $7 AND over = 0 AND status = 'active'`,
        [t.actions, JSON.stringify(t.versions), t.hash, t.botToMove ? 1 : 0, Date.now(), id, t.actions + 1],
      );
      if (r.rowCount !== 1) await this.refused(c, id, `match ${id}: action #${t.actions} is not the last one`);
      await c.query(`DELETE FROM actions WHERE match_id = $1 AND idx >= $2`, [id, t.actions]);
    });
  }

  async resign(id: string, make: Make<Resigned>): Promise<void> {
    await this.tx(async (c) => {
      const r = typeof make === 'function' ? await this.lock(c, id, make) : make;
      const u = await c.query(
        `UPDATE matches SET resigned = $1, result = $2, versions = $3, over = 1, bot_to_move = 0, updated_at = $4
         WHERE id = $5 AND n_actions = $6 AND over = 0 AND status = 'active'`,
        [JSON.stringify(r.by), JSON.stringify(r.result), JSON.stringify(r.versions), Date.now(), id, r.by.at],
      );
      if (u.rowCount !== 1) await this.refused(c, id, `match ${id}: cannot record a resignation after ${r.by.at} actions`);
    });
  }

  async loadMatch(id: string): Promise<StoredMatch | null> {
    // One statement, one snapshot: the row and its log agree even while another node writes.
    const row = (await this.query<MatchRow>(SELECT_MATCH, [id])).rows[0];
    if (row === undefined) return null;
    if (!isDiceScheme(row.dice)) throw new StoreFailure('corrupt', `match ${id}: stored dice scheme is unknown`);
    return {
      id: row.id,
      game: row.game,
      options: parse<Json>(id, 'options', row.options),
      seed: parse<number | string>(id, 'seed', row.seed),
      dice: row.dice,
      clientSeeded: row.client_seeded === 1,
      ...(row.clock === null ? {} : { clock: parse<NonNullable<StoredMatch['clock']>>(id, 'clock', row.clock) }),
      seats: parse<StoredSeat[]>(id, 'seats', row.seats),
      versions: parse<number[]>(id, 'versions', row.versions),
      hash: row.hash,
      createdAt: Number(row.created_at),
      actions: row.log_actions.map((text, i) => ({ seat: row.log_seats[i], action: parse<JsonObject>(id, `action #${i}`, text) })),
      result: row.result === null ? null : parse<GameResult>(id, 'result', row.result),
      over: row.over === 1,
      ...(row.resigned === null ? {} : { resigned: parse<Resignation>(id, 'resignation', row.resigned) }),
      status: row.status as MatchStatus,
      botToMove: row.bot_to_move === 1,
    };
  }

  async actionsSince(id: string, n: number): Promise<StoredAction[] | null> {
    const r = await this.query<{ found: boolean; seats: number[]; actions: string[] }>(
      `SELECT EXISTS (SELECT 1 FROM matches WHERE id = $1) AS found,
         ARRAY(SELECT seat FROM actions WHERE match_id = $1 AND idx >= $2 ORDER BY idx) AS seats,
         ARRAY(SELECT action FROM actions WHERE match_id = $1 AND idx >= $2 ORDER BY idx) AS actions`,
      [id, n],
    );
    const row = r.rows[0];
    if (!row.found) return null;
    return row.actions.map((text, i) => ({ seat: row.seats[i], action: parse<JsonObject>(id, `action #${n + i}`, text) }));
  }

  async unfinishedIds(): Promise<string[]> {
    return (await this.query<{ id: string }>(`SELECT id FROM matches WHERE over = 0 ORDER BY created_at, id COLLATE "C"`)).rows.map((r) => r.id);
  }

  async botToMoveIds(): Promise<string[]> {
    const r = await this.query<{ id: string }>(`SELECT id FROM matches WHERE bot_to_move = 1 AND over = 0 AND status = 'active' ORDER BY created_at, id COLLATE "C"`);
    return r.rows.map((x) => x.id);
  }

  async setBotToMove(id: string, botToMove: boolean): Promise<void> {
    await this.query(`UPDATE matches SET bot_to_move = $1 WHERE id = $2`, [botToMove ? 1 : 0, id]);
  }

  async expireIdle(before: number): Promise<number> {
    const r = await this.query(`UPDATE matches SET status = 'abandoned' WHERE over = 0 AND status = 'active' AND updated_at < $1`, [before]);
    return r.rowCount ?? 0;
  }

  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }

  /** Lock the match's row for this transaction, then call the caller's callback, told the stored head. */
  private async lock<T>(c: pg.PoolClient, id: string, make: (storedActions: number, head: StoredHead) => T): Promise<T> {
    return this.withHead(id, (await c.query<HeadRow>(LOCK, [id])).rows[0], make);
  }

  private withHead<T>(id: string, row: HeadRow | undefined, make: (storedActions: number, head: StoredHead) => T): T {
    if (row === undefined) throw new Error(`match ${id} is not stored`);
    return make(row.n_actions, { actions: row.n_actions, hash: row.hash, versions: parse<number[]>(id, 'versions', row.versions) });
  }

  /** A compare-and-set that matched no row: the match was abandoned, or its version moved (stale). */
  private async refused(c: pg.PoolClient, id: string, stale: string): Promise<never> {
    const row = (await c.query<{ status: string }>(`SELECT status FROM matches WHERE id = $1`, [id])).rows[0];
    if (row?.status === 'abandoned') throw new StoreFailure('abandoned', `match ${id} was abandoned`);
    if (row === undefined) throw new Error(`match ${id} is not stored`);
    throw new StoreFailure('stale', stale);
  }

  private async query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    try {
      const r = await this.pool.query<R>(text, values);
      this.saidDown = false;
      return r;
    } catch (e) {
      throw this.fail(e);
    }
  }

  /** Run `f` in a transaction on one pooled connection. */
  private tx<T>(f: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.withClient(async (c) => {
      await c.query('BEGIN');
      const out = await f(c);
      await c.query('COMMIT');
      this.saidDown = false;
      return out;
    });
  }

  /**
   * Run `f` on one pooled connection. If it fails, a transaction it left open is rolled back (a
   * ROLLBACK with none open only warns), and a connection that broke is not given back to the pool.
   */
  private async withClient<T>(f: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    let c: pg.PoolClient;
    try {
      c = await this.pool.connect();
    } catch (e) {
      throw this.fail(e);
    }
    let broken: Error | undefined;
    // A checked-out connection has no listener of the pool's: without one, a connection breaking
    // between two statements would be an uncaught error that ends the process.
    const onError = (e: Error): void => {
      broken = e;
      this.down(e);
    };
    c.on('error', onError);
    try {
      return await f(c);
    } catch (e) {
      if (isDown(e)) broken = e instanceof Error ? e : new Error(String(e));
      else await c.query('ROLLBACK').catch((r: unknown) => (broken = r instanceof Error ? r : new Error(String(r))));
      throw this.fail(e);
    } finally {
      c.removeListener('error', onError);
      c.release(broken);
    }
  }

  private fail(e: unknown): unknown {
    const f = failure(e);
    if (f instanceof StoreFailure && f.kind === 'unavailable') this.down(e);
    return f;
  }

  private down(e: unknown): void {
    if (this.saidDown) return;
    this.saidDown = true;
    process.stderr.write(`sandtable server: the PostgreSQL database cannot be reached (${e instanceof Error ? e.message.split('\n')[0] : String(e)}); requests that need it get 503 until it answers\n`);
  }
}
