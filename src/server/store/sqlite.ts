// The SQLite store (better-sqlite3). WAL with synchronous=NORMAL: a committed action survives the
// process being killed at any instant (the crash test does exactly that); only an OS crash or power
// cut could lose the last few commits. Small pages: each action rewrites a few pages of the log,
// so 1 KiB pages keep the write-ahead log, and the checkpoints that stall the thread, small.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { GameResult, Json, JsonObject } from '../../engine/index.js';
import type { AcceptedAction, MatchStore, NewMatchRow, StoredMatch, StoredSeat } from './store.js';

const SCHEMA = `
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
  result TEXT
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
}

export class SqliteStore implements MatchStore {
  private readonly db: Database.Database;
  private readonly insertMatch: Database.Statement;
  private readonly insertAction: Database.Statement;
  private readonly updateMatch: Database.Statement;
  private readonly selectMatch: Database.Statement;
  private readonly selectActions: Database.Statement;
  private readonly selectUnfinished: Database.Statement;
  private readonly append: (id: string, a: AcceptedAction) => void;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('page_size = 1024'); // only takes effect on a new database
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    this.insertMatch = this.db.prepare(
      `INSERT INTO matches (id, game, options, seed, seats, created_at, versions, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertAction = this.db.prepare(`INSERT INTO actions (match_id, idx, seat, action) VALUES (?, ?, ?, ?)`);
    this.updateMatch = this.db.prepare(
      `UPDATE matches SET n_actions = n_actions + 1, versions = ?, hash = ?, result = ?, over = ? WHERE id = ? AND n_actions = ?`,
    );
    this.selectMatch = this.db.prepare(`SELECT * FROM matches WHERE id = ?`);
    this.selectActions = this.db.prepare(`SELECT seat, action FROM actions WHERE match_id = ? ORDER BY idx`);
    this.selectUnfinished = this.db.prepare(`SELECT id FROM matches WHERE over = 0 ORDER BY created_at, id`);
    this.append = this.db.transaction((id: string, a: AcceptedAction) => {
      const result = a.result === null ? null : JSON.stringify(a.result);
      const changed = this.updateMatch.run(JSON.stringify(a.versions), a.hash, result, a.over ? 1 : 0, id, a.index);
      if (changed.changes !== 1) throw new Error(`match ${id}: action #${a.index} is not the next one`);
      this.insertAction.run(id, a.index, a.seat, JSON.stringify(a.action));
    });
  }

  async createMatch(m: NewMatchRow): Promise<void> {
    this.insertMatch.run(
      m.id,
      m.game,
      JSON.stringify(m.options),
      JSON.stringify(m.seed),
      JSON.stringify(m.seats),
      m.createdAt,
      JSON.stringify(m.versions),
      m.hash,
    );
  }

  async appendAction(id: string, a: AcceptedAction): Promise<void> {
    this.append(id, a);
  }

  async loadMatch(id: string): Promise<StoredMatch | null> {
    const row = this.selectMatch.get(id) as MatchRow | undefined;
    if (row === undefined) return null;
    const actions = (this.selectActions.all(id) as { seat: number; action: string }[]).map((r) => ({
      seat: r.seat,
      action: JSON.parse(r.action) as JsonObject,
    }));
    return {
      id: row.id,
      game: row.game,
      options: JSON.parse(row.options) as Json,
      seed: JSON.parse(row.seed) as number | string,
      seats: JSON.parse(row.seats) as StoredSeat[],
      versions: JSON.parse(row.versions) as number[],
      hash: row.hash,
      createdAt: row.created_at,
      actions,
      result: row.result === null ? null : (JSON.parse(row.result) as GameResult),
      over: row.over === 1,
    };
  }

  async unfinishedIds(): Promise<string[]> {
    return (this.selectUnfinished.all() as { id: string }[]).map((r) => r.id);
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
