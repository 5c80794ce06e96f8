// `npm run bench:server`: N concurrent matches played by scripted clients over loopback against a
// server in its own process (as `npm start` runs it). Each human seat is a WebSocket client that
// waits a think time, then sends a random legal action; latency is from sending an action to
// receiving the state that answers it. Finished matches are replaced, so N stay in play.
// Prints p50/p99 action latency and actions/s (one JSON line, then a readable summary).
//
//   npm run bench:server -- [--matches 500] [--think 1000] [--seconds 30] [--warmup 5] [--log delta|full]
//                          [--url http://host:port  (an already running server instead of a fresh one)]
//                          [--lock-reads 2000] [--stored 50000]
// Then, with the matches still playing: reads while another connection holds the database's write
// lock (their actions meet 503 busy meanwhile); and the server's start time and memory on a
// database of --stored matches (generated directly in SQLite), against an empty one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readsWhileLocked, startFigures } from './bench-storage.js';
import { SeatClient, SeatStats } from './seat-client.js';
import type { CreateMatchResponse } from '../../protocol/types.js';

interface Settings {
  readonly matches: number;
  /** Mean think time per action, ms (each wait is uniform in [0.5, 1.5] × this). */
  readonly think: number;
  readonly seconds: number;
  readonly warmup: number;
  /** delta: sockets ask for new log entries only (?logFrom=0); full: the whole log in every push. */
  readonly log: 'delta' | 'full';
  readonly game: string;
  readonly options: unknown;
  readonly url: string | null;
  /** Reads measured while the write lock is held (0: skip). */
  readonly lockReads: number;
  /** Stored matches for the start-time figure (0: skip). */
  readonly stored: number;
}

function settings(argv: readonly string[]): Settings {
  const get = (name: string, dflt: string): string => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && i + 1 < argv.length ? argv[i + 1] : dflt;
  };
  const num = (name: string, dflt: number): number => {
    const v = Number(get(name, String(dflt)));
    if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a non-negative number`);
    return v;
  };
  const log = get('log', 'delta');
  if (log !== 'delta' && log !== 'full') throw new Error('--log must be delta or full');
  return {
    matches: num('matches', 500),
    think: num('think', 1000),
    seconds: num('seconds', 30),
    warmup: num('warmup', 5),
    log,
    game: get('game', 'naval'),
    options: JSON.parse(get('options', '{"costLimit":4,"turnCap":6}')) as unknown,
    url: argv.includes('--url') ? get('url', '') : null,
    lockReads: num('lock-reads', 2000),
    stored: num('stored', 50_000),
  };
}

async function startServerProcess(dbPath: string): Promise<{ url: string; proc: ChildProcess }> {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  // tsx's loader by absolute URL: the child may start anywhere.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const proc = spawn(process.execPath, ['--import', tsx, main], {
    // Hundreds of clients from one address: the per-IP limits are for the open internet, not this.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SANDTABLE_DB: dbPath,
      SANDTABLE_RATE_LIMITS: 'createPerIp=1000000,actionsPerIp=1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    proc.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /(http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, proc };
}



async function createMatch(base: string, s: Settings): Promise<CreateMatchResponse> {
  const res = await fetch(`${base}/api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: s.game, options: s.options, seats: [{ type: 'human' }, { type: 'human' }] }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreateMatchResponse;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

async function main(): Promise<void> {
  const s = settings(process.argv.slice(2));
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-bench-'));
  const dbPath = join(dir, 'bench.db');
  const server = s.url === null ? await startServerProcess(dbPath) : { url: s.url, proc: null };
  const ids: string[] = [];
  const { url, proc } = server;
  const stats = new SeatStats();
  const clients = new Set<SeatClient>();
  let stopping = false;

  const startMatch = async (): Promise<void> => {
    const m = await createMatch(url, s);
    ids.push(m.id);
    let open = 2;
    const seats = m.seats.map(
      (t) =>
        new SeatClient(url, m.id, t.token as string, { think: s.think, deltaLog: s.log === 'delta' }, stats, () => {
          if (--open > 0) return;
          if (stats.recording) stats.finished++;
          for (const c of seats) clients.delete(c);
          if (!stopping) startMatch().catch((e: unknown) => process.stderr.write(`${String(e)}\n`));
        }),
    );
    for (const c of seats) clients.add(c);
    await Promise.all(seats.map((c) => c.open()));
  };

  const t0 = performance.now();
  for (let i = 0; i < s.matches; i += 50) {
    await Promise.all(Array.from({ length: Math.min(50, s.matches - i) }, () => startMatch()));
  }
  const setupSec = (performance.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, s.warmup * 1000));
  stats.recording = true;
  // How long this (client) process itself was held up: latency includes it, the server is not to blame.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const load0 = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  await new Promise((r) => setTimeout(r, s.seconds * 1000));
  stats.recording = false;
  const elapsed = (performance.now() - start) / 1000;
  const clientCpu = process.cpuUsage(cpu0);
  loop.disable();
  const load1 = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const lockPhase = proc !== null && s.lockReads > 0;
  const unlocked = lockPhase ? await readsWhileLocked(url, dbPath, ids.slice(-s.matches), s.lockReads, 20, false) : null;
  const locked = lockPhase ? await readsWhileLocked(url, dbPath, ids.slice(-s.matches), s.lockReads) : null;
  stopping = true;
  for (const c of clients) c.close();
  if (proc !== null) {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
  }
  rmSync(dir, { recursive: true, force: true });
  const start50k = s.url === null && s.stored > 0 ? await startFigures(s.stored) : null;

  const sorted = stats.latencies.slice().sort((a, b) => a - b);
  const out = {
    bench: 'server',
    game: s.game,
    matches: s.matches,
    thinkMs: s.think,
    log: s.log,
    seconds: round(elapsed, 1),
    actions: stats.latencies.length,
    actionsPerSec: round(stats.latencies.length / elapsed, 1),
    p50ms: round(percentile(sorted, 50)),
    p99ms: round(percentile(sorted, 99)),
    p999ms: round(percentile(sorted, 99.9)),
    maxMs: round(sorted[sorted.length - 1] ?? NaN),
    finishedMatches: stats.finished,
    stale: stats.stale,
    errors: stats.errors,
    setupSec: round(setupSec, 1),
    clientCpuPct: round(((clientCpu.user + clientCpu.system) / 1e6 / elapsed) * 100, 0),
    clientLoopDelayP99ms: round(loop.percentile(99) / 1e6),
    clientLoopDelayMaxMs: round(loop.max / 1e6),
    loadAvg: [Number(load0), Number(load1)],
    target: { matches: 500, p99ms: 50, lockedReadP99ms: 100, startMs: 1000 },
    readsWhileLocked: locked,
    readsBaseline: unlocked,
    start: start50k,
  };
  process.stdout.write(JSON.stringify(out) + '\n');
  process.stdout.write(
    `${s.matches} concurrent ${s.game} matches, think ${s.think} ms: ${out.actionsPerSec} actions/s, ` +
      `latency p50 ${out.p50ms} ms, p99 ${out.p99ms} ms (target p99 < 50 ms)\n`,
  );
  if (locked !== null && unlocked !== null) {
    process.stdout.write(
      `${locked.reads} reads (20 at a time) while a write lock was held (${locked.lockHeldMs} ms): p50 ${locked.p50ms} ms, p99 ${locked.p99ms} ms, ` +
        `max ${locked.maxMs} ms (target p99 < 100 ms); without the lock: p50 ${unlocked.p50ms} ms, p99 ${unlocked.p99ms} ms\n`,
    );
  }
  if (start50k !== null) {
    process.stdout.write(
      `start with ${start50k.storedMatches} stored matches: startServer ${start50k.startServerMs} ms (empty database: ${start50k.startServerMsEmptyDb} ms); ` +
        `the whole process ${start50k.startMs} ms (empty: ${start50k.startMsEmptyDb} ms); ` +
        `RSS ${start50k.rssMbAtListen} MB at listen, ${start50k.rssMbAfter3s} MB 3 s later\n`,
    );
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`bench:server: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
