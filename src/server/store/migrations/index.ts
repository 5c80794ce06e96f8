// The migrations of both stores, in order, and the runners that bring a database up to date at start.
// A database from before versioned migrations has no schema_migrations table: migration 1 is written
// to be idempotent on it (see 001-initial.ts), so it upgrades like an empty one.
import type Database from 'better-sqlite3';
import type pg from 'pg';
import { m001 } from './001-initial.js';
import { m002 } from './002-tables.js';
import type { Migration } from './migration.js';

export const MIGRATIONS: readonly Migration[] = [m001, m002];

/** The newest schema version this code knows. */
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1].version;

const TABLE = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at BIGINT NOT NULL
)`;

function tooNew(versions: readonly number[]): Error | null {
  const newest = Math.max(0, ...versions);
  return newest > SCHEMA_VERSION ? new Error(`the database has schema version ${newest}, newer than this server's ${SCHEMA_VERSION}; upgrade the server`) : null;
}

/** Bring a SQLite database up to date (IMMEDIATE transactions: a second process starting at once waits its turn or fails). */
export function migrateSqlite(db: Database.Database): number[] {
  db.exec(TABLE);
  const applied: number[] = [];
  const done = (): Set<number> => new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const err = tooNew([...done()]);
  if (err !== null) throw err;
  for (const m of MIGRATIONS) {
    db.transaction(() => {
      if (done().has(m.version)) return;
      m.sqlite(db);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, Date.now());
      applied.push(m.version);
    }).immediate();
  }
  return applied;
}

/** Any id for the advisory lock that serialises nodes migrating one PostgreSQL database at once. */
const LOCK_ID = 0x5a4d7461; // "ZMta"

/**
 * Bring a PostgreSQL database up to date: one transaction under an advisory lock, so that of several
 * nodes starting together one migrates and the others then find nothing to do.
 */
export async function migratePostgres(client: pg.ClientBase): Promise<number[]> {
  const applied: number[] = [];
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCK_ID]);
    await client.query(TABLE);
    const rows = (await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows;
    const done = new Set(rows.map((r) => r.version));
    const err = tooNew([...done]);
    if (err !== null) throw err;
    for (const m of MIGRATIONS) {
      if (done.has(m.version)) continue;
      for (const sql of m.postgres) await client.query(sql);
      await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [m.version, m.name, Date.now()]);
      applied.push(m.version);
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  }
  return applied;
}
