// `npm run bench:cluster`: two server nodes (separate processes, as `npm start` runs them) on one
// throwaway PostgreSQL and one Redis, N concurrent matches played by scripted clients over loopback.
// Each match's seat 0 talks to one node and seat 1 to the other (alternating per match), so every
// action is stored by one node and reaches the other seat through the other node (pub/sub, catch-up).
// Each seat is a WebSocket client that waits a think time, then sends a random legal action; latency
// is from sending the action to receiving the state that answers it. Finished matches are replaced.
// Prints p50/p99 action latency and accepted actions/s (one JSON line, then a readable summary), and
// the CPU time each process used (the machine is shared: wall-clock figures are noisy).
//
//   npm run bench:cluster -- [--matches 1000] [--think 2000] [--seconds 30] [--warmup 5]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateMatchResponse } from '../../protocol/types.js';
import { planService, POSTGRES, REDIS } from '../../test/services/find-binary.js';
import { startPostgres } from '../../test/services/postgres.js';
import { startRedis } from '../../test/services/redis.js';
import { SeatClient, SeatStats } from './seat-client.js';
import { spawnServer, type ServerProcess } from '../test/harness.js';

interface Settings {
  readonly matches: number;
  /** Mean think time per action, ms (each wait is uniform in [0.5, 1.5] × this). */
  readonly think: number;
  readonly seconds: number;
  readonly warmup: number;
}

function settings(argv: readonly string[]): Settings {
  const num = (name: string, dflt: number): number => {
    const i = argv.indexOf(`--${name}`);
    const v = i >= 0 && i + 1 < argv.length ? Number(argv[i + 1]) : dflt;
    if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a non-negative number`);
    return v;
  };
  return { matches: num('matches', 1000), think: num('think', 2000), seconds: num('seconds', 30), warmup: num('warmup', 5) };
}



async function createMatch(base: string): Promise<CreateMatchResponse> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${base}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'naval', options: { costLimit: 4, turnCap: 6 }, seats: [{ type: 'human' }, { type: 'human' }] }),
    });
    if (res.status === 201) return (await res.json()) as CreateMatchResponse;
    // A loaded machine: the database may answer 503 for a moment while it catches up.
    if (res.status !== 503 || attempt >= 5) throw new Error(`create failed: ${res.status} ${await res.text()}`);
    await new Promise((r) => setTimeout(r, 500 * attempt));
  }
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

/** Fields of /proc/<pid>/stat after the command name. */
function stat(pid: number): string[] | null {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return f.slice(f.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // gone meanwhile
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSeconds(pid: number): number {
  const parts = stat(pid);
  return parts === null ? 0 : (Number(parts[11]) + Number(parts[12])) / 100;
}

/** CPU seconds of PostgreSQL: the postmaster and its children (a backend per connection). */
function pgCpuSeconds(postmaster: number): number {
  let sum = cpuSeconds(postmaster);
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    const parts = stat(Number(d));
    if (parts !== null && Number(parts[1]) === postmaster) sum += (Number(parts[11]) + Number(parts[12])) / 100;
  }
  return sum;
}

async function main(): Promise<void> {
  const s = settings(process.argv.slice(2));
  const pgPlan = planService(POSTGRES, process.env);
  const rdPlan = planService(REDIS, process.env);
  if (pgPlan.kind !== 'run' || rdPlan.kind !== 'run') throw new Error(pgPlan.kind !== 'run' ? pgPlan.message : (rdPlan as { message: string }).message);
  const [db, redis] = await Promise.all([startPostgres(pgPlan.bin), startRedis(rdPlan.bin)]);
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-bench-cluster-'));
  const nodes: ServerProcess[] = [];
  try {
    const env = { DATABASE_URL: db.url, DATABASE_POOL: '20', REDIS_URL: redis.url };
    nodes.push(...(await Promise.all([spawnServer(join(dir, 'a.db'), env), spawnServer(join(dir, 'b.db'), env)])));
    const stats = new SeatStats();
    const clients = new Set<SeatClient>();
    let stopping = false;
    let made = 0;

    const startMatch = async (): Promise<void> => {
      const k = made++;
      const m = await createMatch(nodes[k % 2].url);
      let open = 2;
      // Seat i of match k talks to node (k + i) % 2: the two seats of a match never share a node.
      const seats = m.seats.map(
        (t, i) =>
          new SeatClient(nodes[(k + i) % 2].url, m.id, t.token as string, { think: s.think, deltaLog: true }, stats, () => {
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
    for (let i = 0; i < s.matches; i += 20) await Promise.all(Array.from({ length: Math.min(20, s.matches - i) }, () => startMatch()));
    const setupSec = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, s.warmup * 1000));
    const pids = { nodeA: nodes[0].proc.pid as number, nodeB: nodes[1].proc.pid as number, redis: redis.process.pid as number };
    const postmaster = Number(readFileSync(join(db.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    const cpu0 = Object.fromEntries(Object.entries(pids).map(([k, p]) => [k, cpuSeconds(p)]));
    const pg0 = pgCpuSeconds(postmaster);
    const client0 = process.cpuUsage();
    const load0 = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    stats.recording = true;
    const start = performance.now();
    await new Promise((r) => setTimeout(r, s.seconds * 1000));
    stats.recording = false;
    const elapsed = (performance.now() - start) / 1000;
    const cpu = Object.fromEntries(Object.entries(pids).map(([k, p]) => [k, round((cpuSeconds(p) - cpu0[k]) / elapsed, 2)]));
    cpu.postgres = round((pgCpuSeconds(postmaster) - pg0) / elapsed, 2);
    const clientCpu = process.cpuUsage(client0);
    const load1 = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    stopping = true;
    for (const c of clients) c.close();

    const sorted = stats.latencies.slice().sort((x, y) => x - y);
    const out = {
      bench: 'cluster',
      nodes: 2,
      store: 'postgresql',
      matches: s.matches,
      thinkMs: s.think,
      seconds: round(elapsed, 1),
      actions: sorted.length,
      actionsPerSec: round(sorted.length / elapsed, 1),
      p50ms: round(percentile(sorted, 50)),
      p99ms: round(percentile(sorted, 99)),
      maxMs: round(sorted[sorted.length - 1] ?? NaN),
      finishedMatches: stats.finished,
      stale: stats.stale,
      errors: stats.errors,
      errorCodes: stats.errorCodes,
      setupSec: round(setupSec, 1),
      /** CPU cores used during the window (CPU seconds / wall seconds). */
      cpuCores: { ...cpu, client: round((clientCpu.user + clientCpu.system) / 1e6 / elapsed, 2) },
      /** Node CPU per accepted action, ms (both nodes: the one that stores it and the one that catches up). */
      nodeCpuMsPerAction: round((((cpu.nodeA + cpu.nodeB) * elapsed) / Math.max(1, sorted.length)) * 1000, 2),
      postgresCpuMsPerAction: round(((cpu.postgres * elapsed) / Math.max(1, sorted.length)) * 1000, 2),
      loadAvg: [Number(load0), Number(load1)],
      target: { matches: 1000, p99ms: 50 },
    };
    process.stdout.write(JSON.stringify(out) + '\n');
    process.stdout.write(
      `2 nodes (PostgreSQL + Redis), ${s.matches} concurrent naval matches, think ${s.think} ms: ${out.actionsPerSec} accepted actions/s, ` +
        `latency p50 ${out.p50ms} ms, p99 ${out.p99ms} ms (target p99 < 50 ms); ${out.stale} stale, ${out.errors} errors; ` +
        `CPU cores: node A ${cpu.nodeA}, node B ${cpu.nodeB}, postgres ${cpu.postgres}, redis ${cpu.redis}, client ${out.cpuCores.client} ` +
        `(${out.nodeCpuMsPerAction} ms node CPU and ${out.postgresCpuMsPerAction} ms PostgreSQL CPU per action); load ${load0} → ${load1}\n`,
    );
  } finally {
    for (const n of nodes) {
      if (n.proc.exitCode !== null || n.proc.signalCode !== null) continue;
      const gone = new Promise((r) => n.proc.once('exit', r));
      n.proc.kill('SIGTERM');
      await gone;
    }
    await redis.stop();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`bench:cluster: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
