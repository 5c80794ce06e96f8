// The cluster test (issue 18 §4): two server nodes, separate processes, on one throwaway PostgreSQL and
// one Redis. Clients alternate their actions between the nodes; a spectator on node B sees node A's
// actions; two conflicting actions at one version → exactly one stored; node A killed with -9 while
// it plays a match's bot → node B takes the bot over, the match ends, no accepted action lost, and the
// final hash is a single-node replay's. Skipped loudly without the binaries, failing under CI=true.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match, Rng, type ActionLike, type JsonObject } from '../../engine/index.js';
import { getGame } from '../../games/registry.js';
import type { CreateMatchResponse, ErrorBody, MatchStateMessage, ReplayResponse } from '../../protocol/types.js';
import { planService, POSTGRES, REDIS } from '../../test/services/find-binary.js';
import { startPostgres, type RunningPostgres } from '../../test/services/postgres.js';
import { startRedis, type RunningRedis } from '../../test/services/redis.js';
import { createMatch, getState, http, postAction, removeDir, SMALL, spawnServer, WsClient, type ServerProcess } from './harness.js';

const PG = planService(POSTGRES, process.env);
const RD = planService(REDIS, process.env);
for (const p of [PG, RD]) if (p.kind === 'skip') console.warn(p.message);

/** How long a dead node's lease lives: short, so the take-over happens within the test. */
const LEASE_MS = 2000;
const game = getGame('naval');
const key = (a: JsonObject): string => game.actionKey(a as ActionLike);

interface Stored {
  readonly actions: { seat: number; action: JsonObject }[];
  readonly hash: string;
}

describe('cluster plans', () => {
  it('under CI both PostgreSQL and Redis are present', () => {
    if (PG.kind === 'fail') throw new Error(PG.message);
    if (RD.kind === 'fail') throw new Error(RD.message);
    expect(['run', 'skip']).toContain(PG.kind);
  });
});

describe.skipIf(PG.kind !== 'run' || RD.kind !== 'run')('two nodes on one PostgreSQL and one Redis', () => {
  let db: RunningPostgres | null = null;
  let redis: RunningRedis | null = null;
  let sql: pg.Client | null = null;
  let peek: Redis | null = null;
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-cluster-'));
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    if (PG.kind !== 'run' || RD.kind !== 'run') return;
    [db, redis] = await Promise.all([startPostgres(PG.bin), startRedis(RD.bin)]);
    const env = { DATABASE_URL: db.url, REDIS_URL: redis.url, SANDTABLE_LEASE_MS: String(LEASE_MS) };
    // Started together: one migrates the database under an advisory lock, the other waits for it.
    [a, b] = await Promise.all([spawnServer(join(dir, 'unused-a.db'), env), spawnServer(join(dir, 'unused-b.db'), env)]);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    peek = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  });

  afterAll(async () => {
    for (const p of [a, b]) if (p !== undefined && p.proc.exitCode === null && p.proc.signalCode === null) p.proc.kill('SIGKILL');
    await sql?.end().catch(() => undefined);
    peek?.disconnect();
    await redis?.stop();
    await db?.stop();
    removeDir(dir);
  });

  async function stored(id: string): Promise<Stored> {
    const c = sql as pg.Client;
    const row = (await c.query<{ hash: string }>('SELECT hash FROM matches WHERE id = $1', [id])).rows[0];
    const rows = (await c.query<{ seat: number; action: string }>('SELECT seat, action FROM actions WHERE match_id = $1 ORDER BY idx', [id])).rows;
    return { hash: row.hash, actions: rows.map((r) => ({ seat: r.seat, action: JSON.parse(r.action) as JsonObject })) };
  }

  /** The stored log replayed on one node's engine: its hash must be the stored one. */
  function replayHash(m: CreateMatchResponse, seed: number, s: Stored): string {
    const local = Match.create(game, SMALL.naval, seed, m.seats.length);
    for (const x of s.actions) local.apply(x.seat, x.action as ActionLike);
    return local.hash();
  }

  /** Poll until `cond` holds (no sleeps as synchronisation: the condition decides). */
  async function until<T>(what: string, f: () => Promise<T | null>, ms = 30_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const v = await f();
      if (v !== null) return v;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('CLU-1 actions alternate between the nodes (read on one, posted to the other); a spectator on B sees every action posted to A', async () => {
    const seed = 31;
    const m = await createMatch(a.url, { game: 'naval', options: SMALL.naval, seed, seats: [{ type: 'human' }, { type: 'human' }] });
    const spectator = await WsClient.open(b.url, m.id);
    await spectator.waitFor((x) => x.type === 'state');
    const rng = new Rng('cluster:1');
    const acked: { seat: number; action: JsonObject }[] = [];
    let onA = 0;
    for (let i = 0; i < 400; i++) {
      const read = i % 2 === 0 ? a : b;
      const post = i % 2 === 0 ? b : a;
      const states = await Promise.all(m.seats.map((s) => getState(read.url, m.id, s.token)));
      if (states[0].result !== null) break;
      const seat = states.findIndex((s) => s.actions.length > 0);
      expect(seat).toBeGreaterThanOrEqual(0);
      const st = states[seat];
      const choice = st.actions[rng.int(st.actions.length)];
      // The node posted to may not have heard of the last action yet: a version ahead of it makes it catch up.
      const r = await postAction<MatchStateMessage>(`${post.url}/api/matches/${m.id}/actions`, m.seats[seat].token, { action: choice.action, version: st.version });
      expect(r.status, r.text).toBe(200);
      expect(r.body.version).toBe(st.version + 1);
      acked.push({ seat, action: choice.action as JsonObject });
      if (post === a) {
        onA++;
        // What A now shows a spectator reaches the spectator on B, pushed.
        const want = (await getState(a.url, m.id)).version;
        await spectator.waitFor((x) => x.type === 'state' && x.state.version >= want);
      }
    }
    const s = await stored(m.id);
    expect(onA).toBeGreaterThan(5);
    expect(s.actions.map((x) => [x.seat, key(x.action)])).toEqual(acked.map((x) => [x.seat, key(x.action)]));
    expect(replayHash(m, seed, s)).toBe(s.hash);
    // Both nodes and the spectator end on the same finished state.
    const [fa, fb] = await Promise.all([getState(a.url, m.id), getState(b.url, m.id)]);
    expect(fa.result).not.toBeNull();
    expect(fb.version).toBe(fa.version);
    const last = await spectator.waitFor((x) => x.type === 'state' && x.state.version === fa.version);
    expect(last.type === 'state' && last.state.view).toEqual(fa.view);
    // Each seat is told the same by both nodes: view, log, choices and version.
    for (const t of m.seats) expect(await getState(b.url, m.id, t.token)).toEqual(await getState(a.url, m.id, t.token));
    spectator.close();
  });

  it('CLU-2 the same seat sends two different actions at one version, one to each node at once: exactly one is stored, the other is 409 stale', async () => {
    const seed = 32;
    const m = await createMatch(b.url, { game: 'naval', options: SMALL.naval, seed, seats: [{ type: 'human' }, { type: 'human' }] });
    let conflicts = 0;
    for (let i = 0; i < 300 && conflicts < 8; i++) {
      const states = await Promise.all(m.seats.map((s) => getState(a.url, m.id, s.token)));
      if (states[0].result !== null) break;
      const seat = states.findIndex((s) => s.actions.length > 1);
      if (seat < 0) {
        const one = states.findIndex((s) => s.actions.length > 0);
        const r = await postAction(`${a.url}/api/matches/${m.id}/actions`, m.seats[one].token, { action: states[one].actions[0].action, version: states[one].version });
        expect(r.status, r.text).toBe(200);
        continue;
      }
      const st = states[seat];
      // Both nodes know this version before the race starts.
      await until('node B at the version', async () => ((await getState(b.url, m.id, m.seats[seat].token)).version === st.version ? true : null));
      const before = (await stored(m.id)).actions.length;
      const choices = [st.actions[0], st.actions[st.actions.length - 1]];
      const rs = await Promise.all(
        [a, b].map((node, k) => postAction<ErrorBody>(`${node.url}/api/matches/${m.id}/actions`, m.seats[seat].token, { action: choices[k].action, version: st.version })),
      );
      const won = rs.findIndex((r) => r.status === 200);
      expect(rs.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(rs[1 - won].body.error.code).toBe('stale_version');
      const after = await stored(m.id);
      expect(after.actions.length).toBe(before + 1);
      expect(key(after.actions[before].action)).toBe(key(choices[won].action as JsonObject));
      conflicts++;
    }
    expect(conflicts).toBe(8);
    const s = await stored(m.id);
    expect(replayHash(m, seed, s)).toBe(s.hash);
  });

  it('CLU-3 kill -9 node A while it plays a match\'s bot: node B takes the bot over, the match ends, no accepted action lost, the hash replays', async () => {
    const seed = 33;
    const m = await createMatch(a.url, { game: 'naval', options: SMALL.naval, seed, seats: [{ type: 'human' }, { type: 'bot', bot: 'random' }] });
    const token = m.seats[0].token as string;
    // The node that created the match holds its lease and plays its bot.
    const holder = await until('the bot lease', () => (peek as Redis).get(`sandtable:lease:${m.id}`));
    expect(holder).toContain(`:${a.proc.pid}:`);
    const rng = new Rng('cluster:3');
    const acked: JsonObject[] = [];
    let botAtKill = -1;
    const deadline = Date.now() + 90_000;
    for (;;) {
      // The human plays through node B only; before the kill the bot's moves come from A.
      const st = await getState(b.url, m.id, token);
      if (st.result !== null) break;
      if (Date.now() > deadline) throw new Error('the match did not finish');
      if (st.actions.length === 0) {
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      const choice = st.actions[rng.int(st.actions.length)];
      const r = await postAction<ErrorBody>(`${b.url}/api/matches/${m.id}/actions`, token, { action: choice.action, version: st.version });
      if (r.status === 409 && r.body.error.code === 'stale_version') continue; // the bot moved meanwhile
      expect(r.status, r.text).toBe(200);
      acked.push(choice.action as JsonObject);
      if (acked.length === 4 && botAtKill < 0) {
        const s = await stored(m.id);
        botAtKill = s.actions.filter((x) => x.seat === 1).length;
        expect(botAtKill).toBeGreaterThan(0);
        a.proc.kill('SIGKILL');
        await new Promise<void>((r2) => (a.proc.exitCode !== null || a.proc.signalCode !== null ? r2() : a.proc.once('exit', () => r2())));
      }
    }
    expect(botAtKill).toBeGreaterThan(0);
    const s = await stored(m.id);
    // The bot went on after A died: only B was left to play it.
    expect(s.actions.filter((x) => x.seat === 1).length).toBeGreaterThan(botAtKill);
    // Every action the human was told was accepted is stored, in order, and nothing else of its.
    expect(s.actions.filter((x) => x.seat === 0).map((x) => key(x.action))).toEqual(acked.map(key));
    expect(replayHash(m, seed, s)).toBe(s.hash);
    const rep = (await http<ReplayResponse>(`${b.url}/api/matches/${m.id}/replay`)).body;
    expect(rep.hash).toBe(s.hash);
    expect(Match.replay(game, { ...rep, actions: rep.actions as never }).hash()).toBe(s.hash);
    expect(b.stderr()).not.toContain('internal error');
  });
});
