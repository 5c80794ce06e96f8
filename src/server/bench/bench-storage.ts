// Storage figures for `npm run bench:server`: how reads fare while another connection holds the
// database's write lock, and how fast the server starts on a database holding many matches.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { Rng } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import { startServer } from '../index.js';
import { LiveMatch } from '../live/live-match.js';
import { SqliteStore } from '../store/sqlite.js';

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (x: number): number => Math.round(x * 100) / 100;

export interface LockedReads {
  readonly reads: number;
  readonly p50ms: number;
  readonly p99ms: number;
  readonly maxMs: number;
  readonly lockHeldMs: number;
}

/**
 * Hold the write lock from a second connection (BEGIN IMMEDIATE) while `reads` GETs of the given
 * matches run, `concurrency` at a time; the latency of each read while the lock is held. With
 * `lock` false, the same reads without the lock (the baseline).
 */
export async function readsWhileLocked(url: string, dbPath: string, ids: readonly string[], reads = 2000, concurrency = 20, lock = true): Promise<LockedReads> {
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 5000');
  if (lock) db.exec('BEGIN IMMEDIATE');
  const t0 = performance.now();
  const lat: number[] = [];
  let next = 0;
  try {
    const worker = async (): Promise<void> => {
      while (next < reads) {
        const id = ids[next++ % ids.length];
        const t = performance.now();
        const res = await fetch(`${url}/api/matches/${id}`);
        await res.text();
        lat.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, () => worker()));
  } finally {
    if (lock) db.exec('ROLLBACK');
    db.close();
  }
  const held = performance.now() - t0;
  lat.sort((a, b) => a - b);
  return { reads: lat.length, p50ms: round(percentile(lat, 50)), p99ms: round(percentile(lat, 99)), maxMs: round(lat[lat.length - 1] ?? NaN), lockHeldMs: Math.round(held) };
}

/**
 * A database of `n` unfinished naval matches, each `actions` actions in (copies of one real match, so
 * every row replays), one in a hundred marked as waiting for a bot (the server looks at those after start).
 */
export async function makeStoredMatches(path: string, n: number, actions = 10): Promise<void> {
  const store = new SqliteStore(path);
  const seats = [
    { type: 'human' as const, tokenHash: 'a'.repeat(64) },
    { type: 'human' as const, tokenHash: 'b'.repeat(64) },
  ];
  const m = LiveMatch.create('template', getGame('naval'), { costLimit: 4, turnCap: 6 }, 'bench-seed', seats, store, false);
  await store.createMatch(m.initialRow(Date.now()));
  const rng = new Rng('bench');
  for (let i = 0; i < actions && !m.over; i++) {
    const seat = m.toMove()[0];
    const legal = m.legalActions(seat);
    await m.act(seat, legal[rng.int(legal.length)], null);
  }
  await store.close();
  const db = new Database(path);
  const cols = (db.pragma('table_info(matches)') as { name: string }[]).map((c) => c.name).filter((c) => c !== 'id' && c !== 'bot_to_move');
  const copyMatch = db.prepare(`INSERT INTO matches (id, bot_to_move, ${cols.join(', ')}) SELECT ?, ?, ${cols.join(', ')} FROM matches WHERE id = 'template'`);
  const copyActions = db.prepare(`INSERT INTO actions (match_id, idx, seat, action) SELECT ?, idx, seat, action FROM actions WHERE match_id = 'template'`);
  db.transaction(() => {
    for (let i = 0; i < n - 1; i++) {
      const id = `bench-${String(i).padStart(6, '0')}`;
      copyMatch.run(id, i % 100 === 0 ? 1 : 0);
      copyActions.run(id);
    }
  })();
  db.close();
}

export interface StartFigures {
  readonly storedMatches: number;
  /** startServer() until it listens, in this (warm) process: the server's own start. */
  readonly startServerMs: number;
  readonly startServerMsEmptyDb: number;
  /** From spawning `node src/server/main.ts` to it printing its URL (includes loading node, tsx and every module). */
  readonly startMs: number;
  readonly startMsEmptyDb: number;
  /** Resident memory when listening, and 3 s later (background resume done). */
  readonly rssMbAtListen: number;
  readonly rssMbAfter3s: number;
}

async function timedStart(dbPath: string): Promise<{ ms: number; rss: number; rssLater: number }> {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['--import', tsx, main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SANDTABLE_DB: dbPath },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const rssMb = (): number => {
    const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  };
  try {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      proc.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        if (/http:\/\//.test(out)) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const ms = performance.now() - t0;
    const rss = rssMb();
    await new Promise((r) => setTimeout(r, 3000));
    return { ms: Math.round(ms), rss, rssLater: rssMb() };
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => (proc.exitCode === null ? proc.once('exit', r) : r(null)));
  }
}

async function inProcessStart(dbPath: string, webDir: string): Promise<number> {
  const t0 = performance.now();
  const srv = await startServer({ port: 0, host: '127.0.0.1', dbPath, webDir });
  const ms = performance.now() - t0;
  await srv.close();
  return Math.round(ms);
}

/** Start the server (as `npm start` does) on an empty database and on one with `n` stored matches. */
export async function startFigures(n: number): Promise<StartFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-bench-start-'));
  try {
    const empty = await timedStart(join(dir, 'empty.db'));
    const full = join(dir, 'full.db');
    await makeStoredMatches(full, n);
    const loaded = await timedStart(full);
    // In-process twice each, the first to warm the modules up.
    await inProcessStart(join(dir, 'empty2.db'), join(dir, 'no-web'));
    const inEmpty = await inProcessStart(join(dir, 'empty2.db'), join(dir, 'no-web'));
    const inFull = await inProcessStart(full, join(dir, 'no-web'));
    return {
      storedMatches: n,
      startServerMs: inFull,
      startServerMsEmptyDb: inEmpty,
      startMs: loaded.ms,
      startMsEmptyDb: empty.ms,
      rssMbAtListen: loaded.rss,
      rssMbAfter3s: loaded.rssLater,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
