// Two nodes in one process on one SQLite file and a throwaway Redis (the PostgreSQL cluster test is
// cluster.test.ts): rate limits hold across nodes, an undo or a resignation stored by one node
// reaches the other's sockets (the catch-up that replays rather than extends), a stale write on one
// node is caught up and retried, and bad Redis settings stop a node at start with one line.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandtableError } from '../../engine/index.js';
import type { ActionChoice, ErrorBody, MatchStateMessage } from '../../protocol/types.js';
import { planService, REDIS } from '../../test/services/find-binary.js';
import { startRedis, type RunningRedis } from '../../test/services/redis.js';
import { clusterConfig } from '../cluster/config.js';
import { Leases } from '../cluster/leases.js';
import { decodeNotice, encodeNotice } from '../cluster/notice.js';
import { Redis } from 'ioredis';
import { parseTrustProxy } from '../http/proxy.js';
import { startServer, type ServerOptions } from '../index.js';
import { createMatch, getState, http, postAction, removeDir, SMALL, testServer, WsClient, type TestServer } from './harness.js';

const RD = planService(REDIS, process.env);
if (RD.kind === 'skip') console.warn(RD.message);

describe('cluster settings', () => {
  it('under CI redis-server is present (a skip would hide these tests)', () => {
    if (RD.kind === 'fail') throw new Error(RD.message);
    expect(['run', 'skip']).toContain(RD.kind);
  });

  it('CLR-0 REDIS_URL and SANDTABLE_LEASE_MS are checked: a bad one is one line (bad_input, exit 2); none is one process', () => {
    expect(clusterConfig({})).toBeNull();
    for (const env of [{ REDIS_URL: 'http://x:1' }, { REDIS_URL: 'not a url' }, { REDIS_URL: 'redis://x', SANDTABLE_LEASE_MS: '5' }]) {
      let err: unknown = null;
      try {
        clusterConfig(env);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(SandtableError);
      expect((err as SandtableError).code).toBe('bad_input');
      expect((err as Error).message).not.toContain('\n');
    }
    const c = clusterConfig({ REDIS_URL: 'redis://127.0.0.1:6379', SANDTABLE_LEASE_MS: '3000' });
    expect(c?.leaseMs).toBe(3000);
    expect(c?.scanMs).toBe(1500);
  });

  it('CLR-0 a notice carries the match id, a counter and whether a bot moves, nothing else; garbage is ignored', () => {
    const n = { from: 'node', match: 'm1', stamp: 7, bot: true };
    expect(decodeNotice(encodeNotice(n))).toEqual(n);
    expect(JSON.parse(encodeNotice(n))).toEqual(['node', 'm1', 7, 1]);
    for (const bad of ['', '{}', '[1,2,3,4]', '["a","b",1,2]', 'x']) expect(decodeNotice(bad)).toBeNull();
  });

  it('CLR-0 a Redis nobody answers at stops the node at start (bad_input: one line, exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandtable-noredis-'));
    try {
      const cfg = { redisUrl: 'redis://127.0.0.1:1', nodeId: 'x', leaseMs: 1000, scanMs: 500 };
      await expect(startServer({ port: 0, dbPath: join(dir, 'x.db'), webDir: dir, botWorkers: 1, cluster: cfg })).rejects.toThrow(/cannot reach Redis/);
    } finally {
      removeDir(dir);
    }
  });
});

describe('behind a reverse proxy', () => {
  it('CLR-0 SANDTABLE_TRUST_PROXY takes addresses and CIDR ranges; anything else is one line (bad_input)', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy(' 172.28.0.10, 10.0.0.0/8 ,::1')).toBe('172.28.0.10,10.0.0.0/8,::1');
    for (const bad of ['true', '2', 'proxy.local', '10.0.0.0/33', '1.2.3.4/8/1']) expect(() => parseTrustProxy(bad)).toThrow(SandtableError);
  });

  it('CLR-0 with the proxy trusted, per-IP limits count the client it names, not the proxy', async () => {
    const srv = await testServer({ trustProxy: '127.0.0.1', rateLimits: { createPerIp: 1 } });
    try {
      const create = (client: string): Promise<Response> =>
        fetch(`${srv.url}/api/matches`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
          body: JSON.stringify({ game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] }),
        });
      expect((await create('203.0.113.1')).status).toBe(201);
      expect((await create('203.0.113.2')).status).toBe(201);
      expect((await create('203.0.113.1')).status).toBe(429);
    } finally {
      await srv.close();
      removeDir(srv.dir);
    }
  });
});

describe.skipIf(RD.kind !== 'run')('two nodes on one SQLite file and one Redis', () => {
  let redis: RunningRedis | null = null;
  let a: TestServer;
  let b: TestServer;
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-nodes-'));

  beforeAll(async () => {
    if (RD.kind !== 'run') return;
    redis = await startRedis(RD.bin);
    const node = (id: string): Partial<ServerOptions> => ({
      cluster: { redisUrl: (redis as RunningRedis).url, nodeId: id, leaseMs: 1000, scanMs: 500 },
      // One budget for both nodes: creations per IP and the sockets' per-seat actions.
      rateLimits: { createPerIp: 8, actionsPerToken: 8 },
      // CLR-4 creates as a client of its own (X-Forwarded-For), apart from the other tests' creations.
      trustProxy: '127.0.0.1',
    });
    a = await testServer(node('a'), dir);
    b = await testServer(node('b'), dir);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
    removeDir(dir);
  });

  function choice(s: MatchStateMessage, t: string): ActionChoice {
    const c = s.actions.find((x) => (x.action as { t: string }).t === t);
    if (c === undefined) throw new Error(`no ${t} action`);
    return c;
  }

  it('CLR-1 an undo stored by node B reaches seat 0\'s socket on node A; node A, behind, then takes a stale-free action', async () => {
    const m = await createMatch(a.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] });
    const t0 = m.seats[0].token as string;
    const sock = await WsClient.open(a.url, m.id, t0);
    await sock.waitFor((x) => x.type === 'state');
    const before = await getState(a.url, m.id, t0);
    const r = await postAction<MatchStateMessage>(`${b.url}/api/matches/${m.id}/actions`, t0, { action: choice(before, 'add').action, version: before.version });
    expect(r.status, r.text).toBe(200);
    await sock.waitFor((x) => x.type === 'state' && x.state.version === r.body.version);
    const u = await postAction<MatchStateMessage>(`${b.url}/api/matches/${m.id}/undo`, t0, { version: r.body.version });
    expect(u.status, u.text).toBe(200);
    // A's copy had the ship; B took it back: A replays from the store and tells its socket.
    const pushed = await sock.waitFor((x) => x.type === 'state' && x.state.version === u.body.version);
    expect(pushed.type === 'state' && pushed.state.view).toEqual(before.view);
    expect(await getState(a.url, m.id, t0)).toEqual(u.body);
    // And A takes the next action at the version B answered.
    const again = await postAction<MatchStateMessage>(`${a.url}/api/matches/${m.id}/actions`, t0, { action: choice(u.body, 'add').action, version: u.body.version });
    expect(again.status, again.text).toBe(200);
    sock.close();
  });

  it('CLR-2 a resignation stored by node A reaches the other seat\'s socket on node B', async () => {
    const m = await createMatch(b.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] });
    const sock = await WsClient.open(b.url, m.id, m.seats[1].token);
    await sock.waitFor((x) => x.type === 'state');
    const r = await http<MatchStateMessage>(`${a.url}/api/matches/${m.id}/resign`, 'POST', {}, undefined, 'application/json', m.seats[0].token);
    expect(r.status, r.text).toBe(200);
    const end = await sock.waitFor((x) => x.type === 'state' && x.state.result !== null);
    expect(end.type === 'state' && end.state.resigned).toBe(0);
    sock.close();
  });

  it('CLR-3 a write that finds the store moved on (a writer node A never heard of) is caught up and tried once more', async () => {
    // Node C shares the database but not Redis: its write is one node A cannot have heard of.
    const c = await testServer({}, dir);
    try {
      const m = await createMatch(a.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] });
      const [t0, t1] = [m.seats[0].token as string, m.seats[1].token as string];
      const s0 = await getState(a.url, m.id, t0);
      const s1 = await getState(c.url, m.id, t1);
      const r1 = await postAction<MatchStateMessage>(`${c.url}/api/matches/${m.id}/actions`, t1, { action: choice(s1, 'add').action, version: s1.version });
      expect(r1.status, r1.text).toBe(200);
      // A's copy is one action behind the store: its write is refused as stale, A catches up, tries again.
      const r0 = await postAction<MatchStateMessage>(`${a.url}/api/matches/${m.id}/actions`, t0, { action: choice(s0, 'add').action, version: s0.version });
      expect(r0.status, r0.text).toBe(200);
      expect((await getState(a.url, m.id, t1)).version).toBe(r1.body.version);
      expect((await getState(b.url, m.id, t0)).version).toBe(r0.body.version);
    } finally {
      await c.close();
    }
  });

  it('CLR-6 a seat takes a decision back and makes another on one node while another seat acts on a node that has not heard: the count is the same, the versions are not, so the write is caught up first', async () => {
    const c = await testServer({}, dir);
    try {
      const m = await createMatch(a.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] });
      const [t0, t1] = [m.seats[0].token as string, m.seats[1].token as string];
      // Node A holds the match with one decision of seat 0's.
      let s0 = await getState(a.url, m.id, t0);
      const adds = s0.actions.filter((x) => (x.action as { t: string }).t === 'add');
      const first = await postAction<MatchStateMessage>(`${a.url}/api/matches/${m.id}/actions`, t0, { action: adds[0].action, version: s0.version });
      expect(first.status, first.text).toBe(200);
      const s1 = await getState(a.url, m.id, t1);
      // On node C (no Redis: A never hears), seat 0 takes it back and adds another ship instead.
      s0 = await getState(c.url, m.id, t0);
      const u = await postAction<MatchStateMessage>(`${c.url}/api/matches/${m.id}/undo`, t0, { version: s0.version });
      expect(u.status, u.text).toBe(200);
      const other = u.body.actions.filter((x) => (x.action as { t: string }).t === 'add').at(-1) as ActionChoice;
      expect(other.key).not.toBe(adds[0].key);
      const redo = await postAction<MatchStateMessage>(`${c.url}/api/matches/${m.id}/actions`, t0, { action: other.action, version: u.body.version });
      expect(redo.status, redo.text).toBe(200);
      // Seat 1 acts on A, whose copy still has the first ship: same count, other versions → caught up, retried.
      const r1 = await postAction<MatchStateMessage>(`${a.url}/api/matches/${m.id}/actions`, t1, { action: choice(s1, 'add').action, version: s1.version });
      expect(r1.status, r1.text).toBe(200);
      // The stored log replays (node B loads it fresh) and A agrees with it.
      expect(await getState(b.url, m.id, t0)).toEqual(await getState(a.url, m.id, t0));
      expect((await getState(a.url, m.id, t0)).version).toBe(redo.body.version);
    } finally {
      await c.close();
    }
  });

  it('CLR-4 a seat\'s socket action budget is shared: its sockets on both nodes draw from one bucket', async () => {
    const m = await createMatch(a.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] });
    const t0 = m.seats[0].token as string;
    const [onA, onB] = await Promise.all([WsClient.open(a.url, m.id, t0), WsClient.open(b.url, m.id, t0)]);
    await Promise.all([onA.waitFor((x) => x.type === 'state'), onB.waitFor((x) => x.type === 'state')]);
    // actionsPerToken 8 a minute: a burst of 2, then one every 7.5 s. Whatever the action, asking costs one.
    const ask = async (c: WsClient): Promise<string> => {
      const from = c.messages.length;
      c.send({ type: 'action', action: { t: 'nonsense' }, version: 0 });
      const e = await c.waitFor((x) => x.type === 'error', from);
      return e.type === 'error' ? e.error.code : '';
    };
    expect(await ask(onA)).not.toBe('rate_limited');
    expect(await ask(onB)).not.toBe('rate_limited');
    expect(await ask(onA)).toBe('rate_limited');
    expect(await ask(onB)).toBe('rate_limited');
    onA.close();
    onB.close();
  });

  it('CLR-4 rate limits are counted in Redis: creations spread over both nodes share one budget', async () => {
    const results: number[] = [];
    for (let i = 0; i < 10; i++) {
      const node = i % 2 === 0 ? a : b;
      const r = await fetch(`${node.url}/api/matches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] }),
      });
      results.push(r.status);
    }
    // 8 a minute for this client, whichever node it asks: 4 on each, then 429 on both.
    expect(results).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429, 429]);
  });

  it('CLR-5 a lease has one holder; it is renewed while held, free again once released or expired (a dead holder)', async () => {
    const url = (redis as RunningRedis).url;
    const [c1, c2] = [new Redis(url), new Redis(url)];
    const [n1, n2] = [new Leases(c1, 'n1', 1500, 'test:lease:'), new Leases(c2, 'n2', 1500, 'test:lease:')];
    try {
      expect(await n1.acquire('x')).toBe(true);
      expect(await n2.acquire('x')).toBe(false);
      expect(n1.holds('x') && !n2.holds('x')).toBe(true);
      // Renewed: its time to live drops, then goes back up, and it stays n1's.
      let low = false;
      const deadline = Date.now() + 20_000;
      for (;;) {
        const ttl = await c2.pttl('test:lease:x');
        if (ttl < 1100) low = true;
        else if (low && ttl > 1300) break;
        if (Date.now() > deadline) throw new Error('the lease was not renewed');
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await c2.get('test:lease:x')).toBe('n1');
      await n1.release('x');
      expect(await n2.acquire('x')).toBe(true);
      // A holder that died (nobody renews): free once its time is up.
      await c1.set('test:lease:y', 'dead', 'PX', 300);
      expect(await n1.acquire('y')).toBe(false);
      const until = Date.now() + 20_000;
      while (!(await n1.acquire('y'))) {
        if (Date.now() > until) throw new Error('the dead lease never expired');
        await new Promise((r) => setTimeout(r, 50));
      }
      // Released on close: the other takes it at once.
      await n1.close();
      expect(await n2.acquire('y')).toBe(true);
    } finally {
      await n1.close();
      await n2.close();
      c1.disconnect();
      c2.disconnect();
    }
  });

  it('CLR-7 the turn clock runs on the lease holder only; when it leaves, another node takes the lease and the clock still fires', async () => {
    const d = await testServer({ cluster: { redisUrl: (redis as RunningRedis).url, nodeId: 'd', leaseMs: 1000, scanMs: 500 } }, dir);
    const peek = new Redis((redis as RunningRedis).url);
    try {
      const m = await createMatch(d.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }], clock: { seconds: 10, onTimeout: 'forfeit' } });
      const holder = async (): Promise<string | null> => peek.get(`sandtable:lease:${m.id}`);
      const until = async (what: string, f: () => Promise<boolean>): Promise<void> => {
        const deadline = Date.now() + 30_000;
        while (!(await f())) {
          if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      await until('node D to hold the clock', async () => (await holder()) === 'd');
      // Node B holds the match too (a seat's socket), but not its clock.
      const sock = await WsClient.open(b.url, m.id, m.seats[1].token);
      await sock.waitFor((x) => x.type === 'state');
      expect(await holder()).toBe('d');
      // D shuts down (releasing its leases); B, holding the match, takes the clock over.
      await d.close();
      await until('node B to take the clock', async () => (await holder()) === 'b');
      const end = await sock.waitFor((x) => x.type === 'state' && x.state.result !== null, 0, 30_000);
      expect(end.type === 'state' && end.state.resigned).toBe(0);
      sock.close();
    } finally {
      await d.close();
      peek.disconnect();
    }
  });
});
