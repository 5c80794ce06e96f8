// Migration 2: tables waiting for their seats' secrets (`Game.seatSecret`, a KARDS seat's deck), kept
// with the matches so any node serves any table and a restart loses none. The row is its JSON body
// (src/server/live/table-store.ts TableRow) with the id, the compare-and-set version and the opening
// time (for expiry) as columns.
import type Database from 'better-sqlite3';
import type { Migration } from './migration.js';

export const m002: Migration = {
  version: 2,
  name: 'seat tables',
  sqlite(db: Database.Database): void {
    db.exec(`
CREATE TABLE IF NOT EXISTS seat_tables (
  id TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  opened INTEGER NOT NULL,
  body TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS seat_tables_opened ON seat_tables (opened);`);
  },
  postgres: [
    `CREATE TABLE IF NOT EXISTS seat_tables (id TEXT PRIMARY KEY, version INTEGER NOT NULL, opened BIGINT NOT NULL, body TEXT NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS seat_tables_opened ON seat_tables (opened)`,
  ],
};
