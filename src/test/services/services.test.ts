// The cluster tests' throwaway servers start, answer, and leave nothing behind.
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { planService, POSTGRES, REDIS } from './find-binary.js';
import { startPostgres } from './postgres.js';
import { startRedis } from './redis.js';

const PG = planService(POSTGRES, process.env);
const RD = planService(REDIS, process.env);
for (const p of [PG, RD]) if (p.kind === 'skip') console.warn(p.message);

describe('service plans', () => {
  it('fail under CI when a binary is missing, skip otherwise', () => {
    expect(planService(REDIS, { PATH: '/nonexistent', CI: 'true' }).kind).toBe('fail');
    expect(planService(REDIS, { PATH: '/nonexistent' }).kind).toBe('skip');
  });
  it('under CI the real binaries are present', () => {
    if (PG.kind === 'fail') throw new Error(PG.message);
    if (RD.kind === 'fail') throw new Error(RD.message);
    expect([PG.kind, RD.kind].every((k) => k === 'run' || k === 'skip')).toBe(true);
  });
});

describe.skipIf(RD.kind !== 'run')('throwaway redis-server', () => {
  it('answers PING and is gone after stop', async () => {
    if (RD.kind !== 'run') return;
    const { Redis } = await import('ioredis');
    const r = await startRedis(RD.bin);
    const c = new Redis(r.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await c.connect();
    expect(await c.ping()).toBe('PONG');
    c.disconnect();
    await r.stop();
    expect(r.process.exitCode !== null || r.process.signalCode !== null).toBe(true);
  });
});

describe.skipIf(PG.kind !== 'run')('throwaway PostgreSQL', () => {
  let stop: (() => Promise<void>) | null = null;
  afterAll(async () => stop?.());
  it('accepts a query, and stop removes its directory', async () => {
    if (PG.kind !== 'run') return;
    const pg = await import('pg');
    const server = await startPostgres(PG.bin);
    stop = server.stop;
    const c = new pg.default.Client({ connectionString: server.url });
    await c.connect();
    const r = await c.query<{ n: number }>('select 1 + 1 as n');
    expect(r.rows[0].n).toBe(2);
    await c.end();
    await server.stop();
    stop = null;
    expect(existsSync(server.dir)).toBe(false);
  });
});
