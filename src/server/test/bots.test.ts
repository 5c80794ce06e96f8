// Bots play as server-side seats in worker threads: a bot deep in thought holds up no other match
// (nor the other bots); one that overruns its time or its heap is replaced by a random legal choice.
// The misbehaving worker (fixtures/bad-bot-worker.mjs) stalls on `ismcts:hard`, runs out of memory on
// `ismcts:normal` and fails on anything else: every move these seats make is the server's fallback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchStateMessage } from '../../protocol/types.js';
import { createMatch, getState, http, playOut, removeDir, SMALL, testServer, WsClient, type TestServer } from './harness.js';

const BAD_WORKER = new URL('./fixtures/bad-bot-worker.mjs', import.meta.url);

describe('bots', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await testServer({ botWorkers: 1, botTimeoutMs: 600_000, botWorkerUrl: BAD_WORKER });
  });
  afterAll(async () => {
    await srv.close();
    removeDir(srv.dir);
  });

  it('BOT-1 a stalled bot worker does not stall other matches: they are created, read and played to the end meanwhile', async () => {
    const slow = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'bot', bot: 'ismcts:hard' }] });
    const slowWatcher = await WsClient.open(srv.url, slow.id);
    await slowWatcher.waitFor((x) => x.type === 'state');
    for (const seed of [4, 5]) {
      const m = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'human' }] });
      const sockets = await Promise.all(m.seats.map((t) => WsClient.open(srv.url, m.id, t.token)));
      for (const s of sockets) await s.waitFor((x) => x.type === 'state');
      await playOut(srv.url, m, { seed, viaWs: [1], sockets });
      expect((await getState(srv.url, m.id, m.seats[0].token)).result).not.toBeNull();
      for (const s of sockets) s.close();
      // Reads of the stalled match answer too, and show it still waiting for its bot.
      const st = await getState(srv.url, slow.id, null);
      expect(st.toMove).toContain(1);
      expect(st.result).toBeNull();
    }
    // Its bot never moved: the watcher got the first state only.
    expect(slowWatcher.messages.filter((x) => x.type === 'state')).toHaveLength(1);
    slowWatcher.close();
  });

  it('BOT-5 the API seats named presets only: a tuned bot or trailing parts are 400 bad_seats naming the spec', async () => {
    for (const bot of ['ismcts:ms=20000', 'heuristic:samples=1e9', 'ismcts:normal:junk']) {
      const r = await http<{ error: { code: string; message: string } }>(`${srv.url}/api/matches`, 'POST', {
        game: 'naval',
        seats: [{ type: 'human' }, { type: 'bot', bot }],
      });
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('bad_seats');
      expect(r.body.error.message).toContain(bot);
    }
  });
});

describe('bot budgets', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await testServer({ botWorkers: 1, botTimeoutMs: 300, botMemoryMb: 32, botWorkerUrl: BAD_WORKER });
  });
  afterAll(async () => {
    await srv.close();
    removeDir(srv.dir);
  });

  // Fleet building is simultaneous: the bot's seat leaves the movers once its (random) fleet is complete.
  for (const [name, bot] of [
    ['overruns its time', 'ismcts:hard'],
    ['runs out of memory', 'ismcts:normal'],
    ['fails', 'random'],
  ] as const) {
    it(`BOT-2 a bot that ${name} is replaced, and its seat plays random legal actions until its fleet is built`, async () => {
      const m = await createMatch(srv.url, { game: 'naval', options: SMALL.naval, seats: [{ type: 'human' }, { type: 'bot', bot }] });
      const watcher = await WsClient.open(srv.url, m.id);
      const done = await watcher.waitFor((x) => x.type === 'state' && !x.state.toMove.includes(1), 0, 60_000);
      expect((done as { state: MatchStateMessage }).state.toMove).toEqual([0]);
      watcher.close();
    });
  }
});
