// `npm run bench:queue`: distributed sim speed-up, 2 worker processes against 1, on a throwaway
// redis-server. Rounds alternate 1 and 2 workers back to back (the machine's load changes slowly);
// each round's workers are started and warmed (game thread up, game loaded) before the clock starts,
// so the figure is the queue's playing rate, not process start-up. Also printed: the same study run
// locally on one thread, for the queue's own overhead.
import { availableParallelism, loadavg } from 'node:os';
import { planService, REDIS } from '../../test/services/find-binary.js';
import { startRedis } from '../../test/services/redis.js';
import { runTasks } from '../pool.js';
import { tasksFor, validateStudy, type StudySpec } from '../study.js';
import { playOnQueue } from './submit.js';
import { parseQueueUrl } from './url.js';
import { startWorkerProcess, type WorkerProcess } from './worker-process.js';

const games = Number(process.env.GAMES ?? 60);
const rounds = Number(process.env.ROUNDS ?? 3);
const spec: StudySpec = {
  game: 'naval',
  games,
  bots: ['random', 'heuristic:samples=1'],
  seed: 'bench',
  options: { costLimit: 3, turnCap: 4 },
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
const tasks = tasksFor(spec, validateStudy(spec));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Seconds to play the study on `n` fresh, warmed worker processes. */
async function timed(n: number): Promise<number> {
  const ws: WorkerProcess[] = await Promise.all(Array.from({ length: n }, () => startWorkerProcess(redis.url)));
  try {
    // Warm every worker: small runs until each has played a job.
    for (let i = 0; ws.some((w) => !/games played/.test(w.log())); i++) {
      await playOnQueue(tasksFor({ ...spec, games: 2 * n, seed: `warm${i}` }, 2), target);
    }
    const t0 = performance.now();
    const run = await playOnQueue(tasks, target);
    const s = (performance.now() - t0) / 1000;
    if (run.workers.size !== n) console.log(`  (only ${run.workers.size} of ${n} workers took jobs)`);
    return s;
  } finally {
    await Promise.all(ws.map((w) => w.stop()));
  }
}

try {
  console.log(`distributed sim: ${games} games of naval (random vs heuristic:samples=1, costLimit 3, turnCap 4), ${rounds} rounds`);
  console.log(`machine: ${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  await runTasks(tasks.slice(0, 4), 1);
  const l0 = performance.now();
  await runTasks(tasks, 1);
  const local = (performance.now() - l0) / 1000;
  const one: number[] = [];
  const two: number[] = [];
  for (let r = 0; r < rounds; r++) {
    one.push(await timed(1));
    two.push(await timed(2));
    console.log(`  round ${r + 1}: 1 worker ${one[r].toFixed(2)} s, 2 workers ${two[r].toFixed(2)} s, speed-up ${(one[r] / two[r]).toFixed(2)}×`);
  }
  const m1 = median(one);
  const m2 = median(two);
  console.log(`local, 1 thread in-process:  ${local.toFixed(2)} s (${(games / local).toFixed(1)} games/s)`);
  console.log(`queue, 1 worker process:     ${m1.toFixed(2)} s (${(games / m1).toFixed(1)} games/s, median)`);
  console.log(`queue, 2 worker processes:   ${m2.toFixed(2)} s (${(games / m2).toFixed(1)} games/s, median)`);
  console.log(`speed-up 2 vs 1 worker: ${(m1 / m2).toFixed(2)}× (median of ${rounds} back-to-back pairs; per round ${one.map((t, i) => (t / two[i]).toFixed(2)).join(', ')})`);
  console.log(`load average after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await redis.stop();
}
