// Tables in the match store (migration 2), for SQLite and PostgreSQL: a row per table, its body as JSON,
// every write a compare-and-set on its version.
import type Database from 'better-sqlite3';
import type { TableRow, TableStore } from '../live/table-store.js';
import { StoreFailure } from './store.js';

function parse(body: string): TableRow {
  try {
    return JSON.parse(body) as TableRow;
  } catch {
    throw new StoreFailure('corrupt', 'a stored table does not parse');
  }
}

/** SQLite: statements run at once (better-sqlite3 is synchronous); a locked database is 'busy'. */
export class SqliteTables implements TableStore {
  constructor(private readonly db: Database.Database) {}

  private run<T>(f: () => T): T {
    try {
      return f();
    } catch (e) {
      if ((e as { code?: string }).code === 'SQLITE_BUSY') throw new StoreFailure('busy', 'the database is busy; try again');
      throw e;
    }
  }

  async openTable(row: TableRow): Promise<void> {
    this.run(() => this.db.prepare('INSERT INTO seat_tables (id, version, opened, body) VALUES (?, ?, ?, ?)').run(row.id, row.version, row.opened, JSON.stringify(row)));
  }

  async loadTable(id: string): Promise<TableRow | null> {
    const body = this.run(() => this.db.prepare('SELECT body FROM seat_tables WHERE id = ?').pluck().get(id) as string | undefined);
    return body === undefined ? null : parse(body);
  }

  async updateTable(row: TableRow): Promise<boolean> {
    const r = this.run(() =>
      this.db.prepare('UPDATE seat_tables SET version = ?, body = ? WHERE id = ? AND version = ?').run(row.version, JSON.stringify(row), row.id, row.version - 1),
    );
    return r.changes === 1;
  }

  async expireTables(before: number): Promise<number> {
    return this.run(() => this.db.prepare('DELETE FROM seat_tables WHERE opened < ?').run(before).changes);
  }
}

/** A query through the PostgreSQL store's pool (its errors already mapped: 'unavailable' when down). */
export type PgQuery = (text: string, values: unknown[]) => Promise<{ rows: { body?: string }[]; rowCount: number | null }>;

export class PostgresTables implements TableStore {
  constructor(private readonly query: PgQuery) {}

  async openTable(row: TableRow): Promise<void> {
    await this.query('INSERT INTO seat_tables (id, version, opened, body) VALUES ($1, $2, $3, $4)', [row.id, row.version, row.opened, JSON.stringify(row)]);
  }

  async loadTable(id: string): Promise<TableRow | null> {
    const r = await this.query('SELECT body FROM seat_tables WHERE id = $1', [id]);
    const body = r.rows[0]?.body;
    return body === undefined ? null : parse(body);
  }

  async updateTable(row: TableRow): Promise<boolean> {
    const r = await this.query('UPDATE seat_tables SET version = $1, body = $2 WHERE id = $3 AND version = $4', [row.version, JSON.stringify(row), row.id, row.version - 1]);
    return r.rowCount === 1;
  }

  async expireTables(before: number): Promise<number> {
    return (await this.query('DELETE FROM seat_tables WHERE opened < $1', [before])).rowCount ?? 0;
  }
}
