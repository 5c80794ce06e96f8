// `npm run bench:storage`: accepted actions per second with SQLite and with PostgreSQL under the server,
// run back to back (A/B, alternating, several rounds) so that the machine's load hits both alike.
//
// Per round and backend, a server in its own process (as `npm start` runs it; PostgreSQL: a throwaway
// server on loopback, fsync off like the tests', a fresh database per round) and `--matches`
// matches (arena by default: cheap rules, so storage weighs more), each driven by one HTTP client loop that posts a legal action for a seat to move as soon as
// the last one is answered (no think time: the figure is the server's ceiling, not a realistic load).
// Finished matches are replaced. Prints, per backend, accepted actions/s (wall clock) and the CPU time
// per accepted action of the server process and, for PostgreSQL, of its server processes too.
//
// First the store alone (appendAction in this process, no game, no HTTP), then through the server.
//
//   npm run bench:storage -- [--matches 16] [--seconds 10] [--rounds 3] [--pool 10] [--game arena]
import { readFileSync, readdirSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Rng } from '../../engine/index.js';
import type { CreateMatchResponse, MatchStateMessage } from '../../protocol/types.js';
import { planService, POSTGRES } from '../../test/services/find-binary.js';
import { startPostgres, type RunningPostgres } from '../../test/services/postgres.js';
import { PostgresStore } from '../store/postgres.js';
import { SqliteStore } from '../store/sqlite.js';
import type { MatchStore } from '../store/store.js';
import { spawnServer } from '../test/harness.js';

const arg = (name: string, dflt: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : dflt;
  if (!Number.isInteger(v) || v < 1) {
    process.stderr.write(`bench:storage: --${name} must be a whole number ≥ 1\n`);
    process.exit(2);
  }
  return v;
};

const GAME = (() => {
  const i = process.argv.indexOf('--game');
  return i >= 0 ? (process.argv[i + 1] ?? '') : 'arena';
})();

const TICK_MS = 1000 / 100; // USER_HZ: /proc reports CPU time in clock ticks of 10 ms.

/** CPU time (user + system) a process has used so far, ms. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // exited (a backend that closed its connection): its time is lost, the figure a lower bound
  }
}

/** The PostgreSQL postmaster and its children (the backends serving the pool), from postmaster.pid. */
function postgresPids(pgs: RunningPostgres): number[] {
  const main = Number(readFileSync(join(pgs.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const kids: number[] = [];
  for (const t of readdirSync(`/proc/${main}/task`)) {
    const text = readFileSync(`/proc/${main}/task/${t}/children`, 'utf8').trim();
    if (text !== '') kids.push(...text.split(' ').map(Number));
  }
  return [main, ...kids];
}

async function post<T>(url: string, token: string | null, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function get<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}

/** How much of the log a message brings us to (it holds the entries from logStart on). */
const logEnd = (st: MatchStateMessage): number => (st.logStart ?? 0) + st.log.length;

/**
 * Play matches back to back on one client loop until `until`; returns the accepted actions. Like the
 * web client, it asks only for log entries it has not seen (logFrom), so a message stays small.
 */
async function driver(base: string, until: number, rng: Rng): Promise<number> {
  let accepted = 0;
  while (Date.now() < until) {
    const m = (await post<CreateMatchResponse>(`${base}/api/matches`, null, { game: GAME, seats: [{ type: 'human' }, { type: 'human' }] })).body;
    const tokens = m.seats.map((s) => s.token as string);
    const seen = [0, 0];
    const read = async (seat: number): Promise<MatchStateMessage> => {
      const st = await get<MatchStateMessage>(`${base}/api/matches/${m.id}?logFrom=${seen[seat]}`, tokens[seat]);
      seen[seat] = logEnd(st);
      return st;
    };
    let st = await read(0);
    while (st.result === null && Date.now() < until) {
      if (st.actions.length === 0) {
        st = await read(st.toMove.find((s) => s !== st.seat) ?? st.toMove[0]);
        continue;
      }
      const seat = st.seat as number;
      const choice = st.actions[rng.int(st.actions.length)];
      const r = await post<MatchStateMessage>(`${base}/api/matches/${m.id}/actions`, tokens[seat], { action: choice.action, version: st.version, logFrom: seen[seat] });
      if (r.status !== 200) throw new Error(`action refused: ${r.status} ${JSON.stringify(r.body)}`);
      accepted++;
      st = r.body;
      seen[seat] = logEnd(st);
    }
  }
  return accepted;
}

interface Figures {
  readonly actionsPerSec: number;
  /** Server process CPU per accepted action, ms. */
  readonly serverCpuMs: number;
  /** PostgreSQL's processes' CPU per accepted action, ms (0 for SQLite). */
  readonly dbCpuMs: number;
}

async function round(backend: 'sqlite' | 'postgres', pgs: RunningPostgres | null, matches: number, seconds: number, pool: number, n: number): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-bench-backends-'));
  const env: Record<string, string> = {};
  if (backend === 'postgres' && pgs !== null) {
    const c = new pg.Client({ connectionString: pgs.url });
    await c.connect();
    await c.query(`CREATE DATABASE bench${n}`);
    await c.end();
    env.DATABASE_URL = pgs.url.replace(/\/postgres$/, `/bench${n}`);
    env.DATABASE_POOL = String(pool);
  }
  const srv = await spawnServer(join(dir, 'bench.db'), env);
  try {
    const pid = srv.proc.pid as number;
    // A short warm-up (JIT, connections), then the measured window.
    await Promise.all(Array.from({ length: Math.min(4, matches) }, (_, i) => driver(srv.url, Date.now() + 3000, new Rng(`warm${i}`))));
    const dbPids = pgs !== null && backend === 'postgres' ? postgresPids(pgs) : [];
    const cpu0 = cpuMs(pid);
    const db0 = dbPids.reduce((s, p) => s + cpuMs(p), 0);
    const t0 = performance.now();
    const until = Date.now() + seconds * 1000;
    const counts = await Promise.all(Array.from({ length: matches }, (_, i) => driver(srv.url, until, new Rng(`bench${n}:${i}`))));
    const wall = (performance.now() - t0) / 1000;
    const accepted = counts.reduce((a, b) => a + b, 0);
    const cpu = cpuMs(pid) - cpu0;
    const db = dbPids.reduce((s, p) => s + cpuMs(p), 0) - db0;
    return { actionsPerSec: accepted / wall, serverCpuMs: cpu / accepted, dbCpuMs: db / accepted };
  } finally {
    srv.proc.kill('SIGTERM');
    await new Promise((r) => (srv.proc.exitCode === null ? srv.proc.once('exit', r) : r(null)));
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The store alone, in this process: `writers` concurrent loops, each appending to its own match
 * (callback form, as the server writes) as fast as the store takes them. Appends/s and CPU per append.
 */
async function storeRound(backend: 'sqlite' | 'postgres', pgs: RunningPostgres, writers: number, seconds: number, pool: number, n: number): Promise<Figures> {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-bench-store-'));
  let store: MatchStore;
  if (backend === 'postgres') {
    const c = new pg.Client({ connectionString: pgs.url });
    await c.connect();
    await c.query(`CREATE DATABASE store${n}`);
    await c.end();
    store = await PostgresStore.open({ url: pgs.url.replace(/\/postgres$/, `/store${n}`), poolSize: pool });
  } else store = new SqliteStore(join(dir, 'store.db'));
  try {
    const ids = Array.from({ length: writers }, (_, i) => `w${i}`);
    for (const id of ids) {
      await store.createMatch({ id, game: 'naval', options: {}, seed: 1, seats: [{ type: 'human', tokenHash: 'a'.repeat(64) }, { type: 'human', tokenHash: 'b'.repeat(64) }], versions: [0, 0, 0], hash: '0', createdAt: Date.now(), botToMove: false });
    }
    const dbPids = backend === 'postgres' ? postgresPids(pgs) : [];
    const cpu0 = process.cpuUsage();
    const db0 = dbPids.reduce((s, p) => s + cpuMs(p), 0);
    const t0 = performance.now();
    const until = Date.now() + seconds * 1000;
    const counts = await Promise.all(
      ids.map(async (id) => {
        let k = 0;
        while (Date.now() < until) {
          const index = k;
          await store.appendAction(id, () => ({ index, seat: index % 2, action: { t: 'fire', u: index % 40, hex: 1234 }, versions: [index + 1, index, 0], hash: (index * 2654435761).toString(16), result: null, over: false, botToMove: false }));
          k++;
        }
        return k;
      }),
    );
    const wall = (performance.now() - t0) / 1000;
    const appended = counts.reduce((a, b) => a + b, 0);
    const cpu = process.cpuUsage(cpu0);
    const db = dbPids.reduce((s, p) => s + cpuMs(p), 0) - db0;
    return { actionsPerSec: appended / wall, serverCpuMs: (cpu.user + cpu.system) / 1000 / appended, dbCpuMs: db / appended };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const r2 = (x: number): number => Math.round(x * 100) / 100;

async function main(): Promise<void> {
  const matches = arg('matches', 16);
  const seconds = arg('seconds', 10);
  const rounds = arg('rounds', 3);
  const pool = arg('pool', 10);
  const plan = planService(POSTGRES, process.env);
  if (plan.kind !== 'run') {
    process.stderr.write(`bench:storage: ${plan.message}\n`);
    process.exit(2);
  }
  const pgs = await startPostgres(plan.bin);
  const out: Record<'sqlite' | 'postgres', Figures[]> = { sqlite: [], postgres: [] };
  const bare: Record<'sqlite' | 'postgres', Figures[]> = { sqlite: [], postgres: [] };
  try {
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 === 0 ? (['sqlite', 'postgres'] as const) : (['postgres', 'sqlite'] as const);
      for (const b of order) {
        const f = await storeRound(b, pgs, matches, Math.min(seconds, 5), pool, i);
        bare[b].push(f);
        process.stderr.write(`store alone, round ${i + 1} ${b}: ${Math.round(f.actionsPerSec)} appends/s, ${r2(f.serverCpuMs)} ms CPU/append here, database ${r2(f.dbCpuMs)} ms CPU/append\n`);
      }
    }
    for (let i = 0; i < rounds; i++) {
      // Alternate which goes first, so a drift in the machine's load favours neither.
      const order = i % 2 === 0 ? (['sqlite', 'postgres'] as const) : (['postgres', 'sqlite'] as const);
      for (const b of order) {
        const f = await round(b, pgs, matches, seconds, pool, i);
        out[b].push(f);
        process.stderr.write(`round ${i + 1} ${b}: ${Math.round(f.actionsPerSec)} actions/s, server ${r2(f.serverCpuMs)} ms CPU/action, database ${r2(f.dbCpuMs)} ms CPU/action\n`);
      }
    }
  } finally {
    await pgs.stop();
  }
  const store = Object.fromEntries(
    (['sqlite', 'postgres'] as const).map((b) => [
      b,
      { appendsPerSec: Math.round(median(bare[b].map((f) => f.actionsPerSec))), cpuMsPerAppend: r2(median(bare[b].map((f) => f.serverCpuMs))), dbCpuMsPerAppend: r2(median(bare[b].map((f) => f.dbCpuMs))) },
    ]),
  ) as Record<'sqlite' | 'postgres', { appendsPerSec: number; cpuMsPerAppend: number; dbCpuMsPerAppend: number }>;
  const summary = Object.fromEntries(
    (['sqlite', 'postgres'] as const).map((b) => [
      b,
      {
        actionsPerSec: Math.round(median(out[b].map((f) => f.actionsPerSec))),
        serverCpuMsPerAction: r2(median(out[b].map((f) => f.serverCpuMs))),
        dbCpuMsPerAction: r2(median(out[b].map((f) => f.dbCpuMs))),
      },
    ]),
  ) as Record<'sqlite' | 'postgres', { actionsPerSec: number; serverCpuMsPerAction: number; dbCpuMsPerAction: number }>;
  const ratio = r2(summary.postgres.actionsPerSec / summary.sqlite.actionsPerSec);
  process.stdout.write(`${JSON.stringify({ game: GAME, matches, seconds, rounds, pool, store, server: summary, postgresOverSqlite: ratio })}\n`);
  process.stdout.write(
    `store alone (${matches} concurrent writers, median of ${rounds}): SQLite ${store.sqlite.appendsPerSec} appends/s (${store.sqlite.cpuMsPerAppend} ms CPU each), ` +
      `PostgreSQL ${store.postgres.appendsPerSec} appends/s (${store.postgres.cpuMsPerAppend} ms CPU in the node + ${store.postgres.dbCpuMsPerAppend} ms in PostgreSQL)\n`,
  );
  process.stdout.write(
    `accepted actions/s through the server (median of ${rounds}, ${matches} ${GAME} matches without think time, over HTTP): SQLite ${summary.sqlite.actionsPerSec}, ` +
      `PostgreSQL ${summary.postgres.actionsPerSec} (×${ratio}); server CPU per action ${summary.sqlite.serverCpuMsPerAction} vs ${summary.postgres.serverCpuMsPerAction} ms, ` +
      `PostgreSQL's own ${summary.postgres.dbCpuMsPerAction} ms\n`,
  );
}

await main();
