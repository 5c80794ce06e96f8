// `npm run bench:queue`: distributed sim speed-up, 2 worker processes against 1, on a throwaway
// redis-server. Rounds alternate 1 and 2 workers back to back (the machine's load changes slowly);
// each round's workers are started and warmed (game thread up, game loaded) before the clock starts,
// so the figure is the queue's playing rate, not process start-up. Also printed: the same study run
// locally on one thread, and the CPU time per game of every process involved (workers, submitter,
// redis-server, from /proc), which the machine's load does not change: the queue's own overhead.
// Each worker runs in its own session (its own CPU share under Linux's autogroup scheduling, as on its
// own machine); SHARED=1 keeps them in this one, where two workers share what one would get.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { planService, REDIS } from '../../test/services/find-binary.js';
import { startRedis } from '../../test/services/redis.js';
import { runTasks } from '../pool.js';
import { tasksFor, validateStudy, type StudySpec } from '../study.js';
import { playOnQueue } from './submit.js';
import { parseQueueUrl } from './url.js';
import { startWorkerProcess, type WorkerProcess } from './worker-process.js';

const games = Number(process.env.GAMES ?? 30);
const rounds = Number(process.env.ROUNDS ?? 3);
const ownSession = process.env.SHARED !== '1';
const spec: StudySpec = {
  game: 'naval',
  games,
  // About 0.25 CPU s a game: short enough for a bench, long enough to be a real study's kind of job.
  bots: ['ismcts:easy', 'heuristic'],
  seed: 'bench',
  options: { costLimit: 3, turnCap: 6 },
  workers: 1,
  setup: null,
};

const plan = planService(REDIS, process.env);
if (plan.kind !== 'run') {
  console.error(plan.message);
  process.exit(2);
}
const redis = await startRedis(plan.bin);
const target = parseQueueUrl(redis.url);
const tasks = await tasksFor(spec, await validateStudy(spec));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** CPU seconds (user + system, all threads) a process has used so far. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat(5); the split above starts at field 3.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
function cpuNow(pids: number[]): number {
  const own = process.cpuUsage();
  return pids.reduce((s, p) => s + cpuOf(p), (own.user + own.system) / 1e6);
}

interface Timed {
  readonly wall: number;
  /** CPU seconds per game over workers, submitter and redis-server. */
  readonly cpuPerGame: number;
  /** CPU seconds of each worker process. */
  readonly perWorker: number[];
}

/** The study played on `n` fresh, warmed worker processes. */
async function timed(n: number): Promise<Timed> {
  const ws: WorkerProcess[] = await Promise.all(Array.from({ length: n }, () => startWorkerProcess(redis.url, [], ownSession)));
  // Workers in their own sessions do not hear the terminal's Ctrl-C: pass it on.
  const onSignal = () => void Promise.all(ws.map((w) => w.stop())).then(() => redis.stop()).then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    // Warm every worker: small runs until each has played a job.
    for (let i = 0; ws.some((w) => !/games played/.test(w.log())); i++) {
      await playOnQueue(await tasksFor({ ...spec, games: 2 * n, seed: `warm${i}` }, 2), target);
    }
    const pids = [redis.process.pid!, ...ws.map((w) => w.child.pid!)];
    const c0 = cpuNow(pids);
    const w0 = ws.map((w) => cpuOf(w.child.pid!));
    const t0 = performance.now();
    const run = await playOnQueue(tasks, target);
    const wall = (performance.now() - t0) / 1000;
    const cpuPerGame = (cpuNow(pids) - c0) / games;
    const perWorker = ws.map((w, i) => cpuOf(w.child.pid!) - w0[i]);
    if (run.workers.size !== n) console.log(`  (only ${run.workers.size} of ${n} workers took jobs)`);
    return { wall, cpuPerGame, perWorker };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await Promise.all(ws.map((w) => w.stop()));
  }
}

try {
  console.log(`distributed sim: ${games} games of ${spec.game} (${spec.bots.join(' vs ')}, ${JSON.stringify(spec.options)}), ${rounds} rounds`);
  console.log(`machine: ${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; workers ${ownSession ? 'each in its own session' : 'in this session'}`);
  await runTasks(tasks.slice(0, 4), 1);
  const l0 = performance.now();
  const lc0 = cpuNow([]);
  await runTasks(tasks, 1);
  const local = (performance.now() - l0) / 1000;
  const localCpu = (cpuNow([]) - lc0) / games;
  const one: Timed[] = [];
  const two: Timed[] = [];
  for (let r = 0; r < rounds; r++) {
    one.push(await timed(1));
    two.push(await timed(2));
    console.log(`  round ${r + 1}: 1 worker ${one[r].wall.toFixed(2)} s, 2 workers ${two[r].wall.toFixed(2)} s, speed-up ${(one[r].wall / two[r].wall).toFixed(2)}× (load ${loadavg()[0].toFixed(1)})`);
  }
  const m1 = median(one.map((t) => t.wall));
  const m2 = median(two.map((t) => t.wall));
  const ms = (s: number) => `${(s * 1000).toFixed(0)} ms`;
  console.log(`local, 1 thread in-process:  ${local.toFixed(2)} s (${(games / local).toFixed(2)} games/s), CPU ${ms(localCpu)}/game`);
  console.log(`queue, 1 worker process:     ${m1.toFixed(2)} s (${(games / m1).toFixed(2)} games/s, median), CPU ${ms(median(one.map((t) => t.cpuPerGame)))}/game (all processes)`);
  console.log(`queue, 2 worker processes:   ${m2.toFixed(2)} s (${(games / m2).toFixed(2)} games/s, median), CPU ${ms(median(two.map((t) => t.cpuPerGame)))}/game (all processes)`);
  // The pairs' own ratios: each pair ran back to back, so a change in the machine's load between
  // rounds cancels out of a ratio but not out of the medians above.
  const ratios = one.map((t, i) => t.wall / two[i].wall);
  console.log(`speed-up 2 vs 1 worker: ${median(ratios).toFixed(2)}× wall-clock (median of ${rounds} back-to-back pairs: ${ratios.map((r) => r.toFixed(2)).join(', ')})`);
  // Independent of the machine's load: how evenly 2 workers split the CPU work, and what that allows
  // on two free cores (the busier worker is the critical path; 1 worker does all of it).
  const w1 = median(one.map((t) => t.perWorker[0]));
  const busiest = median(two.map((t) => Math.max(...t.perWorker)));
  console.log(`CPU: 1 worker ${w1.toFixed(2)} s; 2 workers ${two.map((t) => t.perWorker.map((c) => c.toFixed(2)).join(' + ')).join(', ')} s → CPU-bound speed-up on free cores ${(w1 / busiest).toFixed(2)}×`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await redis.stop();
}
