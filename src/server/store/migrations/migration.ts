// A numbered schema change for both stores. Each database records the ones it has in
// `schema_migrations`; at start, the store runs the missing ones in order, each in its own transaction.
import type Database from 'better-sqlite3';

export interface Migration {
  /** 1, 2, 3…: the order they run in; never renumbered once released. */
  readonly version: number;
  readonly name: string;
  /** SQLite: run inside the migration's transaction. */
  sqlite(db: Database.Database): void;
  /** PostgreSQL: statements run in order inside the migration's transaction. */
  readonly postgres: readonly string[];
}
