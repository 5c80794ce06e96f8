// The storage backends a server test runs against: SQLite always; PostgreSQL when its binaries are
// present (one throwaway server per test file, a fresh database per server or store), skipped with a
// loud line otherwise and failing under CI=true (planService). No vitest here: plain helpers.
import pg from 'pg';
import { planService, POSTGRES, type ServicePlan } from '../../test/services/find-binary.js';
import { startPostgres, type RunningPostgres } from '../../test/services/postgres.js';
import type { ServerOptions } from '../index.js';
import { PostgresStore } from '../store/postgres.js';
import { SqliteStore } from '../store/sqlite.js';
import type { MatchStore } from '../store/store.js';
import { testServer, type TestServer } from './harness.js';

export type BackendName = 'sqlite' | 'postgres';
export const BACKENDS: readonly BackendName[] = ['sqlite', 'postgres'];

export const PG_PLAN: ServicePlan = planService(POSTGRES, process.env);
if (PG_PLAN.kind === 'skip') console.warn(PG_PLAN.message);

/** Whether a backend's tests are skipped here (PostgreSQL missing, not under CI: said loudly above). */
export function skipped(b: BackendName): boolean {
  return b === 'postgres' && PG_PLAN.kind === 'skip';
}

/** The snapshot row of a match as stored: what must not move when a request is refused. */
export interface StoredRow {
  readonly hash: string;
  readonly n: number;
  readonly versions: string;
}

/** A server (or a bare store) on one backend; for PostgreSQL, each gets its own new database. */
export class Backend {
  private pg: RunningPostgres | null = null;
  private starting: Promise<void> | null = null;
  private dbs = 0;
  private readonly urls = new Map<string, string>();

  constructor(readonly name: BackendName) {}

  /** Start what the backend needs (PostgreSQL: one throwaway server, however often this is called). */
  setup(): Promise<void> {
    this.starting ??= (async () => {
      if (this.name !== 'postgres') return;
      if (PG_PLAN.kind === 'fail') throw new Error(PG_PLAN.message);
      if (PG_PLAN.kind === 'run') this.pg = await startPostgres(PG_PLAN.bin);
    })();
    return this.starting;
  }

  async teardown(): Promise<void> {
    await this.starting?.catch(() => undefined);
    await this.pg?.stop();
    this.pg = null;
    this.starting = null;
  }

  /** The running PostgreSQL (tests that stop and restart it). */
  get postgres(): RunningPostgres {
    if (this.pg === null) throw new Error('no PostgreSQL in this test file');
    return this.pg;
  }

  /** A new, empty database on the file's PostgreSQL; its URL. */
  async freshDatabaseUrl(): Promise<string> {
    const name = `t${++this.dbs}`;
    const c = new pg.Client({ connectionString: this.postgres.url });
    await c.connect();
    try {
      await c.query(`CREATE DATABASE ${name}`);
    } finally {
      await c.end();
    }
    return this.postgres.url.replace(/\/postgres$/, `/${name}`);
  }

  /** A test server storing on this backend (SQLite: the harness's temp file, as ever). */
  async server(extra: Partial<ServerOptions> = {}, dir?: string): Promise<TestServer> {
    if (this.name === 'sqlite') return testServer(extra, dir);
    const url = await this.freshDatabaseUrl();
    const srv = await testServer({ databaseUrl: url, ...extra }, dir);
    this.urls.set(srv.url, url);
    return srv;
  }

  /** The database URL of a server made by server() on PostgreSQL. */
  databaseUrl(srv: TestServer): string {
    const url = this.urls.get(srv.url);
    if (url === undefined) throw new Error('not a PostgreSQL test server');
    return url;
  }

  /** A bare store: SQLite at `path`, or PostgreSQL on `url` (default: a new database). */
  async store(path: string, url?: string): Promise<MatchStore> {
    if (this.name === 'sqlite') return new SqliteStore(path);
    return PostgresStore.open({ url: url ?? (await this.freshDatabaseUrl()) });
  }

  /** A match's stored snapshot row, read straight from the server's database. */
  async row(srv: TestServer, id: string): Promise<StoredRow | undefined> {
    const sql = 'SELECT hash, n_actions AS n, versions FROM matches WHERE id = ';
    if (this.name === 'sqlite') {
      const { default: Database } = await import('better-sqlite3');
      const db = new Database(srv.dbPath, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(`${sql}?`).get(id) as StoredRow | undefined;
      } finally {
        db.close();
      }
    }
    const c = new pg.Client({ connectionString: this.databaseUrl(srv) });
    await c.connect();
    try {
      return (await c.query<StoredRow>(`${sql}$1`, [id])).rows[0];
    } finally {
      await c.end();
    }
  }
}
