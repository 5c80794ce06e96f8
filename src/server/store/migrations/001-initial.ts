// Migration 1: the schema as it stood before versioned migrations. A match is a snapshot row
// (`matches`: versions, hash, result, status, flags) plus its append-only action log (`actions`, one
// row per action, primary key (match_id, idx)); the row's n_actions is the match's stored version,
// the compare-and-set every write checks.
//
// SQLite: databases from before this migration existed already hold some or all of it (columns were
// added one by one), so this step is idempotent: tables and indexes IF NOT EXISTS, and only the
// columns a database lacks are added. PostgreSQL starts from nothing: the same tables in one go.
import type Database from 'better-sqlite3';
import type { Migration } from './migration.js';

const SQLITE_TABLES = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  seats TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  over INTEGER NOT NULL DEFAULT 0,
  n_actions INTEGER NOT NULL DEFAULT 0,
  versions TEXT NOT NULL,
  hash TEXT NOT NULL,
  result TEXT,
  updated_at INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active',
  bot_to_move INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS matches_live ON matches (over, created_at);
CREATE TABLE IF NOT EXISTS actions (
  match_id TEXT NOT NULL REFERENCES matches(id),
  idx INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY (match_id, idx)
) WITHOUT ROWID;
`;

/** Columns added after the first release, and how an older database gets them. */
const SQLITE_COLUMNS: readonly { column: string; sql: string[] }[] = [
  { column: 'updated_at', sql: [`ALTER TABLE matches ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0`, `UPDATE matches SET updated_at = created_at`] },
  { column: 'status', sql: [`ALTER TABLE matches ADD COLUMN status TEXT NOT NULL DEFAULT 'active'`] },
  // Not known for older rows: every unfinished one is looked at once (and corrected) at start.
  { column: 'bot_to_move', sql: [`ALTER TABLE matches ADD COLUMN bot_to_move INTEGER NOT NULL DEFAULT 0`, `UPDATE matches SET bot_to_move = 1 WHERE over = 0`] },
  // Rows from before the dice had a scheme rolled legacy sfc32 dice; whether their seed came from
  // the client is not known (their dice were guessable anyway).
  { column: 'dice', sql: [`ALTER TABLE matches ADD COLUMN dice TEXT NOT NULL DEFAULT 'sfc32'`] },
  { column: 'client_seeded', sql: [`ALTER TABLE matches ADD COLUMN client_seeded INTEGER NOT NULL DEFAULT 0`] },
  { column: 'resigned', sql: [`ALTER TABLE matches ADD COLUMN resigned TEXT`] },
  { column: 'clock', sql: [`ALTER TABLE matches ADD COLUMN clock TEXT`] },
];

const SQLITE_INDEXES = `
CREATE INDEX IF NOT EXISTS matches_bot ON matches (bot_to_move, over, status, created_at);
CREATE INDEX IF NOT EXISTS matches_idle ON matches (over, status, updated_at);
`;

function sqlite(db: Database.Database): void {
  db.exec(SQLITE_TABLES);
  const have = new Set((db.pragma('table_info(matches)') as { name: string }[]).map((c) => c.name));
  for (const m of SQLITE_COLUMNS) if (!have.has(m.column)) for (const sql of m.sql) db.exec(sql);
  db.exec(SQLITE_INDEXES);
}

// Same columns and meaning as SQLite's (JSON kept as TEXT, so what is read back parses exactly as
// written; flags as 0/1 integers, so both stores share their queries' shape). Times are ms: BIGINT.
const POSTGRES = [
  `CREATE TABLE matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    options TEXT NOT NULL,
    seed TEXT NOT NULL,
    seats TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    over SMALLINT NOT NULL DEFAULT 0,
    n_actions INTEGER NOT NULL DEFAULT 0,
    versions TEXT NOT NULL,
    hash TEXT NOT NULL,
    result TEXT,
    updated_at BIGINT NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'active',
    bot_to_move SMALLINT NOT NULL DEFAULT 0,
    dice TEXT NOT NULL DEFAULT 'sfc32',
    client_seeded SMALLINT NOT NULL DEFAULT 0,
    resigned TEXT,
    clock TEXT
  )`,
  `CREATE INDEX matches_live ON matches (over, created_at)`,
  `CREATE INDEX matches_bot ON matches (bot_to_move, over, status, created_at)`,
  `CREATE INDEX matches_idle ON matches (over, status, updated_at)`,
  `CREATE TABLE actions (
    match_id TEXT NOT NULL REFERENCES matches(id),
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (match_id, idx)
  )`,
];

export const m001: Migration = { version: 1, name: 'initial schema', sqlite, postgres: POSTGRES };
