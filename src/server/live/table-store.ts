// Where tables wait for their seats' secrets (`Game.seatSecret`): in the match store when it keeps them
// (SQLite, PostgreSQL: any node can serve any table, a restart loses none), else in this process's memory.
import type { Json } from '../../engine/index.js';
import { StoreFailure } from '../store/store.js';
import type { ClockSpec } from './clock.js';

export interface TableSeat {
  readonly type: 'human' | 'bot';
  readonly bot?: string;
  /** Human seats: the hash of the seat's token, which becomes its token in the match. */
  readonly tokenHash?: string;
}

export interface TableRow {
  readonly id: string;
  readonly game: string;
  /** When it opened (ms); a table is forgotten TABLE_TTL_MS later. */
  readonly opened: number;
  /** Bumped by every write: writes are compare-and-set on it. */
  readonly version: number;
  readonly options: Json;
  readonly seed: number | string | null;
  readonly clock: ClockSpec | null;
  readonly seats: readonly TableSeat[];
  /** Each seat's checked secret (as the option holds it), null until it is in. Never sent to anyone. */
  readonly secrets: readonly (Json | null)[];
  /** The match's id, fixed at opening, so whichever node completes the table creates the same match. */
  readonly matchId: string;
  /** When the last secret came in (ms), null before; the match exists from shortly after. */
  readonly completed: number | null;
}

export interface TableStore {
  openTable(row: TableRow): Promise<void>;
  loadTable(id: string): Promise<TableRow | null>;
  /** Replace the row if its stored version is still `row.version - 1`; false if another write came first. */
  updateTable(row: TableRow): Promise<boolean>;
  /** Forget tables opened before `before` (ms); returns how many. */
  expireTables(before: number): Promise<number>;
}

/** Tables in this process only (a store without a tables table): a restart loses the open ones. */
export class MemoryTableStore implements TableStore {
  private readonly rows = new Map<string, TableRow>();

  constructor(private readonly max = 2000) {}

  async openTable(row: TableRow): Promise<void> {
    if (this.rows.size >= this.max) throw new StoreFailure('busy', 'too many open tables; try again later');
    this.rows.set(row.id, row);
  }

  async loadTable(id: string): Promise<TableRow | null> {
    return this.rows.get(id) ?? null;
  }

  async updateTable(row: TableRow): Promise<boolean> {
    const old = this.rows.get(row.id);
    if (old === undefined || old.version !== row.version - 1) return false;
    this.rows.set(row.id, row);
    return true;
  }

  async expireTables(before: number): Promise<number> {
    let n = 0;
    for (const [id, t] of this.rows) {
      if (t.opened < before) {
        this.rows.delete(id);
        n++;
      }
    }
    return n;
  }
}

/** The store's own tables when it keeps them. */
export function isTableStore(x: unknown): x is TableStore {
  const s = x as Partial<TableStore> | null;
  return typeof s?.openTable === 'function' && typeof s.loadTable === 'function' && typeof s.updateTable === 'function';
}
