// Distributed sims (issue 18 §3) on a throwaway redis-server: real `sandtable worker` processes play
// the games, and the result is compared with a local run of the same study, game by game.
import { mkdtempSync, readFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/cli.js';
import { planService, REDIS } from '../../test/services/find-binary.js';
import { freePort } from '../../test/services/free-port.js';
import { startRedis, type RunningRedis } from '../../test/services/redis.js';
import { runTasks } from '../pool.js';
import { buildReport } from '../report.js';
import type { GameRecord, GameTask } from '../run-game.js';
import { tasksFor, validateStudy, type StudySpec } from '../study.js';
import { queueEventsFromNow } from './events.js';
import { jobsFor, QUEUE_NAME, tasksOf } from './job.js';
import { startQueueWorker } from './queue-worker.js';
import { playOnQueue } from './submit.js';
import { startWorkerProcess as startWorker, until, type WorkerProcess } from './worker-process.js';
import { parseQueueUrl } from './url.js';

const RD = planService(REDIS, process.env);
if (RD.kind === 'skip') console.warn(RD.message);

const small = { costLimit: 3, turnCap: 4 };
const spec: StudySpec = { game: 'naval', games: 12, bots: ['random', 'heuristic:samples=1'], seed: 'q1', options: small, workers: 1, setup: null };

/** The `sandtable` command in this process (a spawned one pays seconds of start-up): exit code and output. */
async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((err += String(s)), true));
  try {
    return { code: await main(args), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

async function studyTasks(s: StudySpec): Promise<GameTask[]> {
  return tasksFor(s, await validateStudy(s));
}

/** A record as the report and the wire see it: JSON, without the wall-clock decision times. */
function played(r: GameRecord): unknown {
  const { decisionMs, ...rest } = r;
  return JSON.parse(JSON.stringify({ ...rest, decisions: decisionMs.map((d) => d[0]) }));
}

/** A report's JSON without `timing` (wall-clock, worker count). */
function numbers(report: unknown): unknown {
  const { timing, ...rest } = JSON.parse(JSON.stringify(report)) as { timing: unknown };
  return rest;
}

describe('sim --queue: settings', () => {
  it('has a redis-server to test with under CI (elsewhere the Redis tests skip with a loud line)', () => {
    if (RD.kind === 'fail') throw new Error(RD.message);
    expect(['run', 'skip']).toContain(RD.kind);
  });

  it('reads redis:// URLs and never shows their credentials', () => {
    const t = parseQueueUrl('redis://alice:s3cret@cache.local:6380/2');
    expect(t.connection).toEqual({ host: 'cache.local', port: 6380, db: 2, username: 'alice', password: 's3cret' });
    expect(t.shown).toBe('redis://cache.local:6380/2');
    expect(parseQueueUrl('rediss://[::1]').connection).toEqual({ host: '::1', port: 6379, db: 0, tls: {} });
    expect(() => parseQueueUrl('redis://:s3cret@host:notaport')).toThrow(/^bad --queue URL: expected redis:/);
    expect(() => parseQueueUrl('redis://:s3cret@host:notaport')).not.toThrow(/s3cret/);
    expect(() => parseQueueUrl('http://host:6379')).toThrow(/bad --queue "http:\/\/host:6379"/);
    expect(() => parseQueueUrl('redis://host/x')).toThrow(/database number/);
  });

  it('a job carries exactly the tasks a local run plays', async () => {
    const tasks = await studyTasks({ ...spec, games: 7 });
    const jobs = jobsFor('r', tasks, 3);
    expect(jobs.map((j) => j.games.length)).toEqual([3, 3, 1]);
    // Through JSON, as a job travels.
    expect(jobs.flatMap((j) => tasksOf(JSON.parse(JSON.stringify(j))))).toEqual(tasks);
  });

  it('refuses a bad --queue URL or an unreachable Redis with one line, exit 2', async () => {
    const bad = await cli('sim', 'naval', '--games', '2', '--queue', 'http://localhost:6379');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/^sandtable: bad --queue "http:\/\/localhost:6379": expected redis:\/\/host\[:port\]\[\/db\]/);
    expect(bad.err.trim().split('\n')).toHaveLength(1);
    const port = await freePort();
    for (const args of [['sim', 'naval', '--games', '2'], ['worker']]) {
      const r = await cli(...args, '--queue', `redis://u:pw@127.0.0.1:${port}`);
      expect(r.code).toBe(2);
      expect(r.err).toMatch(new RegExp(`^sandtable: cannot reach Redis at redis://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`));
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).not.toContain('pw');
    }
  });
});

describe.skipIf(RD.kind !== 'run')('distributed sims on a throwaway Redis', () => {
  let redis: RunningRedis | null = null;
  const workers: WorkerProcess[] = [];
  beforeAll(async () => {
    if (RD.kind !== 'run') return;
    redis = await startRedis(RD.bin);
    // A short stall time, so the last test's killed worker's job is handed over in seconds.
    workers.push(...(await Promise.all([startWorker(redis.url, ['--stall-seconds', '2']), startWorker(redis.url, ['--stall-seconds', '2'])])));
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    await redis?.stop();
  });

  it('two worker processes play exactly the games a local run plays, and the report has the same numbers', async () => {
    const tasks = await studyTasks(spec);
    const [local, queued] = await Promise.all([runTasks(tasks, 1), playOnQueue(tasks, parseQueueUrl(redis!.url))]);
    // Both workers played: the comparison is of a run really spread over processes.
    expect(queued.workers.size).toBe(2);
    expect(queued.records.map((r) => r.index)).toEqual(tasks.map((t) => t.index));
    // Per game: winners, length and the final state's hash, then everything else the record holds.
    const key = (r: GameRecord) => `${r.index} ${r.winners.join('+') || 'draw'} ${r.turns} ${r.hash}`;
    expect(queued.records.map(key)).toEqual(local.map(key));
    expect(queued.records.map(played)).toEqual(local.map(played));
    // The same aggregation code on both sides gives the same numbers (timing aside).
    const report = (rs: GameRecord[]) => numbers(buildReport(spec.game, spec.seed, tasks[0].options, rs, 1, 1));
    expect(report(queued.records)).toEqual(report(local));
  });

  it('the command writes the same report with --queue as without', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-queue-'));
    const args = ['sim', 'naval', '--games', '6', '--bots', 'random,heuristic:samples=1', '--seed', 'q2', '--set', 'costLimit=3', '--set', 'turnCap=4'];
    const a = await cli(...args, '--queue', redis!.url, '--json', join(dir, 'queued.json'));
    expect(a.err).toBe('');
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/^6 games of naval, .* on [12] worker\(s\)/);
    const b = await cli(...args, '--workers', '1', '--json', join(dir, 'local.json'));
    expect(b.code).toBe(0);
    const read = (f: string) => numbers(JSON.parse(readFileSync(join(dir, f), 'utf8')));
    expect(read('queued.json')).toEqual(read('local.json'));
  });

  it('bad options are refused before any job is queued', async () => {
    const queue = new Queue(QUEUE_NAME, { connection: { ...parseQueueUrl(redis!.url).connection, maxRetriesPerRequest: null } });
    const before = await queue.getJobCounts();
    for (const args of [['--bots', 'random,nosuchbot'], ['--set', 'costLimit=x'], ['--workers', '2']]) {
      const r = await cli('sim', 'naval', '--games', '4', ...args, '--queue', redis!.url);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
    }
    expect(await queue.getJobCounts()).toEqual(before);
    await queue.close();
  });

  it('a worker refuses a job for a game or bot it does not know, as the job failure', async () => {
    const connection = { ...parseQueueUrl(redis!.url).connection, maxRetriesPerRequest: null };
    const queue = new Queue(QUEUE_NAME, { connection });
    const events = await queueEventsFromNow(parseQueueUrl(redis!.url), queue);
    const [job] = jobsFor('refuse', await studyTasks({ ...spec, games: 1 }), 1);
    const cases: [unknown, RegExp][] = [
      [{ ...job, game: 'chess' }, /^worker \S+ refuses job refuse\.0: unknown game "chess"/],
      [{ ...job, batch: 1, games: [{ ...job.games[0], bots: ['random', 'grandmaster'] }] }, /^worker \S+ refuses job refuse\.1: .*grandmaster/],
      [{ ...job, batch: 2, games: 'all of them' }, /^worker \S+ refuses job refuse\.2: not a simulation job: games/],
    ];
    for (const [data, why] of cases) {
      const added = await queue.add('games', data, { jobId: `refuse.${(data as { batch: number }).batch}`, attempts: 1 });
      await expect(added.waitUntilFinished(events)).rejects.toThrow(why);
      expect((await queue.getJob(added.id!))!.failedReason).toMatch(why);
    }
    await events.close();
    await queue.close();
  });

  it('an interrupted submitter takes its games off the queue', async () => {
    const connection = { ...parseQueueUrl(redis!.url).connection, maxRetriesPerRequest: null };
    const queue = new Queue(QUEUE_NAME, { connection });
    const stop = new AbortController();
    // 200 games: 50 jobs, most still waiting when the run is stopped at its first finished game.
    const run = playOnQueue(await studyTasks({ ...spec, games: 200 }), parseQueueUrl(redis!.url), () => stop.abort(), stop.signal);
    await expect(run).rejects.toThrow(/^interrupted: the run's games were taken off the queue$/);
    expect(await queue.getWaitingCount()).toBe(0);
    // The jobs the workers held finish and the queue is idle again (the next test counts on it).
    await until('the workers to be idle', async () => (await queue.getActiveCount()) === 0);
    await queue.close();
  });

  /**
   * A worker's log once it names job `id`, or as it stands after waiting: a worker logs a job after
   * handing in its games, so the line may reach this process after the study has ended.
   */
  async function logOnceSettled(w: WorkerProcess, id: string): Promise<string> {
    await until(`a worker logs job ${id}`, async () => w.log().includes(`job ${id}:`)).catch(() => undefined);
    return w.log();
  }

  // Last: it kills one of the two workers.
  it('a job whose worker dies mid-game is played by the other, each game counted once', async () => {
    const url = redis!.url;
    // Slower games (about a second each), so the worker is surely inside one when it is killed.
    const slow: StudySpec = { ...spec, games: 4, bots: ['heuristic:samples=1', 'heuristic:samples=2'], options: { costLimit: 3, turnCap: 6 } };
    const tasks = await studyTasks(slow);
    const [doomed, heir] = workers;
    const run = playOnQueue(tasks, parseQueueUrl(url));
    const queue = new Queue(QUEUE_NAME, { connection: { ...parseQueueUrl(url).connection, maxRetriesPerRequest: null } });
    // Kill one worker while it holds a job (BullMQ records which worker took it).
    const doomedName = `${hostname()}:${doomed.child.pid}`;
    let taken = '';
    await until('a job in hand', async () => {
      taken = (await queue.getActive()).find((j) => j.processedBy === doomedName)?.id ?? '';
      return taken !== '';
    });
    doomed.child.kill('SIGKILL');
    const queued = await run;
    await queue.close();
    // The killed worker's job was played again by the other worker, and every game is there once.
    expect(await logOnceSettled(heir, taken)).toContain(`job ${taken}:`);
    expect(queued.records.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    expect(queued.records.map(played)).toEqual((await runTasks(tasks, 1)).map(played));
  });

  // After the kill: one worker process is left, and this test adds one in its own process.
  it('a worker told to give its jobs back stops mid-game, and the job is played whole elsewhere', async () => {
    const target = parseQueueUrl(redis!.url);
    const slow: StudySpec = { ...spec, games: 3, seed: 'q3', bots: ['heuristic:samples=1', 'heuristic:samples=2'], options: { costLimit: 3, turnCap: 6 } };
    const tasks = await studyTasks(slow);
    const quitter = await startQueueWorker(target, { concurrency: 1, stallMs: 2000, name: 'quitter' });
    const run = playOnQueue(tasks, target);
    const queue = new Queue(QUEUE_NAME, { connection: { ...target.connection, maxRetriesPerRequest: null } });
    let taken = '';
    await until('a job in hand', async () => {
      taken = (await queue.getActive()).find((j) => j.processedBy === 'quitter')?.id ?? '';
      return taken !== '';
    });
    await quitter.stop(true);
    const queued = await run;
    await queue.close();
    expect(queued.workers.has('quitter')).toBe(false);
    expect(await logOnceSettled(workers[1], taken)).toContain(`job ${taken}:`);
    expect(queued.records.map(played)).toEqual((await runTasks(tasks, 1)).map(played));
  });
});
