// Which store the server uses: PostgreSQL when DATABASE_URL is set (pool size DATABASE_POOL), else the
// embedded SQLite file. Bad settings are a one-line bad_input error (the caller exits 2); the password
// in a URL is never repeated in a message.
import { SandtableError } from '../../engine/index.js';
import { PostgresStore } from './postgres.js';
import { SqliteStore } from './sqlite.js';
import type { MatchStore } from './store.js';

export interface DatabaseSettings {
  /** postgres://…: use PostgreSQL instead of SQLite. */
  readonly databaseUrl?: string;
  /** Connections in the PostgreSQL pool; default 10. */
  readonly databasePool?: number;
}

export const MAX_POOL = 1000;

/** DATABASE_URL and DATABASE_POOL from the environment, checked; empty ones count as unset. */
export function databaseSettings(env: NodeJS.ProcessEnv): DatabaseSettings {
  const url = env.DATABASE_URL?.trim() ?? '';
  const pool = env.DATABASE_POOL?.trim() ?? '';
  if (url === '' && pool !== '') throw new SandtableError('bad_input', 'DATABASE_POOL is set without DATABASE_URL');
  if (url === '') return {};
  checkDatabaseUrl(url);
  if (pool === '') return { databaseUrl: url };
  const n = Number(pool);
  if (!/^\d+$/.test(pool) || n < 1 || n > MAX_POOL) throw new SandtableError('bad_input', `DATABASE_POOL must be a whole number from 1 to ${MAX_POOL}, not "${pool.slice(0, 40)}"`);
  return { databaseUrl: url, databasePool: n };
}

/** A postgres:// or postgresql:// URL with a host, or a one-line bad_input error that does not echo it. */
export function checkDatabaseUrl(url: string): void {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new SandtableError('bad_input', 'DATABASE_URL is not a URL; expected postgres://user:password@host:port/database');
  }
  if (u.protocol !== 'postgres:' && u.protocol !== 'postgresql:') {
    throw new SandtableError('bad_input', `DATABASE_URL must start with postgres:// (not ${u.protocol.slice(0, 20)}//)`);
  }
  if (u.hostname === '') throw new SandtableError('bad_input', 'DATABASE_URL names no host; expected postgres://user:password@host:port/database');
}

/** The store the settings ask for (PostgreSQL: connected and migrated; throws when it cannot be used). */
export async function openStore(dbPath: string, s: DatabaseSettings): Promise<MatchStore> {
  if (s.databaseUrl === undefined) return new SqliteStore(dbPath);
  checkDatabaseUrl(s.databaseUrl);
  return PostgresStore.open({ url: s.databaseUrl, poolSize: s.databasePool });
}
